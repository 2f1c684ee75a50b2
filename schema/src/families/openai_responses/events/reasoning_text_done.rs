//! Types of `types/responses/response_reasoning_text_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when a reasoning text is completed.
///
/// (`ResponseReasoningTextDoneEvent`, `types/responses/response_reasoning_text_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseReasoningTextDoneEvent {
    /// The index of the reasoning content part.
    pub content_index: i64,
    /// The ID of the item this reasoning text is associated with.
    pub item_id: String,
    /// The index of the output item this reasoning text is associated with.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
    /// The full text of the completed reasoning content.
    pub text: String,
}
