//! Types of `types/responses/tool_choice_mcp.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ToolChoiceMcpType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolChoiceMcpType {
    /// `mcp`.
    #[serde(rename = "mcp")]
    Mcp,
}

/// Use this option to force the model to call a specific tool on a remote MCP server.
///
/// (`ToolChoiceMcp`, `types/responses/tool_choice_mcp.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolChoiceMcp {
    /// The label of the MCP server to use.
    pub server_label: String,
    /// For MCP tools, the type is always `mcp`.
    pub r#type: ToolChoiceMcpType,
    /// The name of the tool to call on the server.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}
