//! Types of `types/responses/response_reasoning_summary_text_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when a delta is added to a reasoning summary text.
///
/// (`ResponseReasoningSummaryTextDeltaEvent`,
/// `types/responses/response_reasoning_summary_text_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseReasoningSummaryTextDeltaEvent {
    /// The text delta that was added to the summary.
    pub delta: String,
    /// The ID of the item this summary text delta is associated with.
    pub item_id: String,
    /// The index of the output item this summary text delta is associated with.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
    /// The index of the summary part within the reasoning summary.
    pub summary_index: i64,
}
