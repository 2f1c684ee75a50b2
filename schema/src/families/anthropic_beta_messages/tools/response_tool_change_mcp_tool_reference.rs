//! Types of `types/beta/beta_response_tool_change_mcp_tool_reference.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaResponseToolChangeMCPToolReferenceType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaResponseToolChangeMCPToolReferenceType {
    /// `mcp_tool_reference`.
    #[serde(rename = "mcp_tool_reference")]
    McpToolReference,
}

/// Reference to a single MCP tool, by its server and its name on that server, as a ``compaction``
/// block's ``tool_changes`` entry reports it. Send it back unchanged with the block.
///
/// (`BetaResponseToolChangeMCPToolReference`,
/// `types/beta/beta_response_tool_change_mcp_tool_reference.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaResponseToolChangeMCPToolReference {
    /// The `name` field (not described by the SDK).
    pub name: String,
    /// The `server_name` field (not described by the SDK).
    pub server_name: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaResponseToolChangeMCPToolReferenceType,
}
