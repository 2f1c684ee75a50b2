//! Types of `types/responses/response_reasoning_summary_part_added_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// Emitted when a new reasoning summary part is added.
///
/// (`ResponseReasoningSummaryPartAddedEvent`,
/// `types/responses/response_reasoning_summary_part_added_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseReasoningSummaryPartAddedEvent {
    /// The ID of the item this summary part is associated with.
    pub item_id: String,
    /// The index of the output item this summary part is associated with.
    pub output_index: i64,
    /// The summary part that was added.
    pub part: ResponseReasoningItemSummary,
    /// The sequence number of this event.
    pub sequence_number: i64,
    /// The index of the summary part within the reasoning summary.
    pub summary_index: i64,
}
