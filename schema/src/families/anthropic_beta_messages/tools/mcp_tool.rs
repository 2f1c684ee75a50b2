//! Types of `types/beta/beta_mcp_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// A tool as an MCP server lists it: its name on that server, its description, and its input
/// schema.
///
/// (`BetaMCPTool`, `types/beta/beta_mcp_tool.py`; `BetaMCPToolParam`,
/// `types/beta/beta_mcp_tool_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaMCPTool {
    /// The `input_schema` field (not described by the SDK).
    pub input_schema: Map<String, Value>,
    /// The `name` field (not described by the SDK).
    pub name: String,
    /// The `description` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}
