//! Types of `types/responses/response_compaction_compacting_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when new summary content is sampled for a compaction trigger.
///
/// Contains no summary content.
///
/// (`ResponseCompactionCompactingEvent`, `types/responses/response_compaction_compacting_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseCompactionCompactingEvent {
    /// The ID of the compaction output item.
    pub item_id: String,
    /// The index of the compaction output item.
    pub output_index: i64,
    /// The sequence number of the event that was emitted.
    pub sequence_number: i64,
}
