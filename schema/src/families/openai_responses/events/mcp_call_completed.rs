//! Types of `types/responses/response_mcp_call_completed_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when an MCP  tool call has completed successfully.
///
/// (`ResponseMcpCallCompletedEvent`, `types/responses/response_mcp_call_completed_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseMcpCallCompletedEvent {
    /// The ID of the MCP tool call item that completed.
    pub item_id: String,
    /// The index of the output item that completed.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
