//! Types of `types/beta/beta_mcp_tool_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum BetaMCPToolResultBlockContent {
    /// A `String`.
    Text(String),
    /// A `Vec<BetaTextBlock>`.
    List(Vec<BetaTextBlock>),
}

/// The values of `BetaMCPToolResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaMCPToolResultBlockType {
    /// `mcp_tool_result`.
    #[serde(rename = "mcp_tool_result")]
    McpToolResult,
}

/// The SDK's `BetaMCPToolResultBlock`.
///
/// (`BetaMCPToolResultBlock`, `types/beta/beta_mcp_tool_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaMCPToolResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: BetaMCPToolResultBlockContent,
    /// The `is_error` field (not described by the SDK).
    pub is_error: bool,
    /// The `tool_use_id` field (not described by the SDK).
    pub tool_use_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaMCPToolResultBlockType,
}
