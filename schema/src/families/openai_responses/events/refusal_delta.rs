//! Types of `types/responses/response_refusal_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when there is a partial refusal text.
///
/// (`ResponseRefusalDeltaEvent`, `types/responses/response_refusal_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseRefusalDeltaEvent {
    /// The index of the content part that the refusal text is added to.
    pub content_index: i64,
    /// The refusal text that is added.
    pub delta: String,
    /// The ID of the output item that the refusal text is added to.
    pub item_id: String,
    /// The index of the output item that the refusal text is added to.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
