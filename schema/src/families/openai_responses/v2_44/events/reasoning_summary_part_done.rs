//! Types of `types/responses/response_reasoning_summary_part_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// Emitted when a reasoning summary part is completed.
///
/// (`ResponseReasoningSummaryPartDoneEvent`,
/// `types/responses/response_reasoning_summary_part_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseReasoningSummaryPartDoneEvent {
    /// The ID of the item this summary part is associated with.
    pub item_id: String,
    /// The index of the output item this summary part is associated with.
    pub output_index: i64,
    /// The completed summary part.
    pub part: ResponseReasoningItemSummary,
    /// The sequence number of this event.
    pub sequence_number: i64,
    /// The index of the summary part within the reasoning summary.
    pub summary_index: i64,
}
