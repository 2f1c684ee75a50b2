//! Types of `types/responses/response_file_search_call_searching_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when a file search is currently searching.
///
/// (`ResponseFileSearchCallSearchingEvent`,
/// `types/responses/response_file_search_call_searching_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFileSearchCallSearchingEvent {
    /// The ID of the output item that the file search call is initiated.
    pub item_id: String,
    /// The index of the output item that the file search call is searching.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
