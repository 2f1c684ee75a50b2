//! Types of `types/responses/response_mcp_list_tools_failed_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when the attempt to list available MCP tools has failed.
///
/// (`ResponseMcpListToolsFailedEvent`, `types/responses/response_mcp_list_tools_failed_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseMcpListToolsFailedEvent {
    /// The ID of the MCP tool call item that failed.
    pub item_id: String,
    /// The index of the output item that failed.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
