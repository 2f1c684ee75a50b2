//! Types of `types/responses/response_mcp_list_tools_completed_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when the list of available MCP tools has been successfully retrieved.
///
/// (`ResponseMcpListToolsCompletedEvent`,
/// `types/responses/response_mcp_list_tools_completed_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseMcpListToolsCompletedEvent {
    /// The ID of the MCP tool call item that produced this output.
    pub item_id: String,
    /// The index of the output item that was processed.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
