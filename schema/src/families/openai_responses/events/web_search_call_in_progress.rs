//! Types of `types/responses/response_web_search_call_in_progress_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when a web search call is initiated.
///
/// (`ResponseWebSearchCallInProgressEvent`,
/// `types/responses/response_web_search_call_in_progress_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseWebSearchCallInProgressEvent {
    /// Unique ID for the output item associated with the web search call.
    pub item_id: String,
    /// The index of the output item that the web search call is associated with.
    pub output_index: i64,
    /// The sequence number of the web search call being processed.
    pub sequence_number: i64,
}
