//! Types of `types/responses/response_mcp_list_tools_in_progress_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when the system is in the process of retrieving the list of available MCP tools.
///
/// (`ResponseMcpListToolsInProgressEvent`,
/// `types/responses/response_mcp_list_tools_in_progress_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseMcpListToolsInProgressEvent {
    /// The ID of the MCP tool call item that is being processed.
    pub item_id: String,
    /// The index of the output item that is being processed.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
