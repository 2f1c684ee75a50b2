//! Types of `types/responses/response_mcp_call_arguments_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when the arguments for an MCP tool call are finalized.
///
/// (`ResponseMcpCallArgumentsDoneEvent`,
/// `types/responses/response_mcp_call_arguments_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseMcpCallArgumentsDoneEvent {
    /// A JSON string containing the finalized arguments for the MCP tool call.
    pub arguments: String,
    /// The unique identifier of the MCP tool call item being processed.
    pub item_id: String,
    /// The index of the output item in the response's output array.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
