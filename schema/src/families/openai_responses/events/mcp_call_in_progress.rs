//! Types of `types/responses/response_mcp_call_in_progress_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when an MCP  tool call is in progress.
///
/// (`ResponseMcpCallInProgressEvent`, `types/responses/response_mcp_call_in_progress_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseMcpCallInProgressEvent {
    /// The unique identifier of the MCP tool call item being processed.
    pub item_id: String,
    /// The index of the output item in the response's output array.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
