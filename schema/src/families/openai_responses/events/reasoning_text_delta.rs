//! Types of `types/responses/response_reasoning_text_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when a delta is added to a reasoning text.
///
/// (`ResponseReasoningTextDeltaEvent`, `types/responses/response_reasoning_text_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseReasoningTextDeltaEvent {
    /// The index of the reasoning content part this delta is associated with.
    pub content_index: i64,
    /// The text delta that was added to the reasoning content.
    pub delta: String,
    /// The ID of the item this reasoning text delta is associated with.
    pub item_id: String,
    /// The index of the output item this reasoning text delta is associated with.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
