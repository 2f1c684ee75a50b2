//! Types of `types/beta/beta_response_tool_change_mcp_toolset_reference.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaResponseToolChangeMCPToolsetReferenceType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaResponseToolChangeMCPToolsetReferenceType {
    /// `mcp_toolset_reference`.
    #[serde(rename = "mcp_toolset_reference")]
    McpToolsetReference,
}

/// Reference to every tool in the named MCP server's toolset, as a ``compaction`` block's
/// ``tool_changes`` entry reports it. Send it back unchanged with the block.
///
/// (`BetaResponseToolChangeMCPToolsetReference`,
/// `types/beta/beta_response_tool_change_mcp_toolset_reference.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaResponseToolChangeMCPToolsetReference {
    /// The `server_name` field (not described by the SDK).
    pub server_name: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaResponseToolChangeMCPToolsetReferenceType,
}
