//! Types of `types/responses/response_mcp_call_arguments_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when there is a delta (partial update) to the arguments of an MCP tool call.
///
/// (`ResponseMcpCallArgumentsDeltaEvent`,
/// `types/responses/response_mcp_call_arguments_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseMcpCallArgumentsDeltaEvent {
    /// A JSON string containing the partial update to the arguments for the MCP tool call.
    pub delta: String,
    /// The unique identifier of the MCP tool call item being processed.
    pub item_id: String,
    /// The index of the output item in the response's output array.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
