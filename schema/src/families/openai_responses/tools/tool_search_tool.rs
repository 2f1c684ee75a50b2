//! Types of `types/responses/tool_search_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The values of `ToolSearchToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolSearchToolType {
    /// `tool_search`.
    #[serde(rename = "tool_search")]
    ToolSearch,
}

/// The values of `ToolSearchToolExecution`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolSearchToolExecution {
    /// `server`.
    #[serde(rename = "server")]
    Server,
    /// `client`.
    #[serde(rename = "client")]
    Client,
}

/// Hosted or BYOT tool search configuration for deferred tools.
///
/// (`ToolSearchTool`, `types/responses/tool_search_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolSearchTool {
    /// The type of the tool. Always `tool_search`.
    pub r#type: ToolSearchToolType,
    /// Description shown to the model for a client-executed tool search tool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Whether tool search is executed by the server or by the client.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub execution: Option<ToolSearchToolExecution>,
    /// Parameter schema for a client-executed tool search tool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameters: Option<Value>,
}
