//! Types of `types/responses/response_reasoning_summary_text_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when a reasoning summary text is completed.
///
/// (`ResponseReasoningSummaryTextDoneEvent`,
/// `types/responses/response_reasoning_summary_text_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseReasoningSummaryTextDoneEvent {
    /// The ID of the item this summary text is associated with.
    pub item_id: String,
    /// The index of the output item this summary text is associated with.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
    /// The index of the summary part within the reasoning summary.
    pub summary_index: i64,
    /// The full text of the completed reasoning summary.
    pub text: String,
}
