//! Types of `types/beta/beta_mcp_tool_use_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The values of `BetaMCPToolUseBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaMCPToolUseBlockType {
    /// `mcp_tool_use`.
    #[serde(rename = "mcp_tool_use")]
    McpToolUse,
}

/// The SDK's `BetaMCPToolUseBlock`.
///
/// (`BetaMCPToolUseBlock`, `types/beta/beta_mcp_tool_use_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaMCPToolUseBlock {
    /// The `id` field (not described by the SDK).
    pub id: String,
    /// The `input` field (not described by the SDK).
    pub input: Map<String, Value>,
    /// The name of the MCP tool
    pub name: String,
    /// The name of the MCP server
    pub server_name: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaMCPToolUseBlockType,
}
