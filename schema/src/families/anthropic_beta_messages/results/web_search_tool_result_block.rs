//! Types of `types/beta/beta_web_search_tool_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum BetaWebSearchToolResultBlockContent {
    /// A `BetaWebSearchToolResultErrorObject`.
    BetaWebSearchToolResultErrorObject(BetaWebSearchToolResultErrorObject),
    /// A `Vec<BetaWebSearchResultBlock>`.
    List(Vec<BetaWebSearchResultBlock>),
}

/// The values of `BetaWebSearchToolResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebSearchToolResultBlockType {
    /// `web_search_tool_result`.
    #[serde(rename = "web_search_tool_result")]
    WebSearchToolResult,
}

/// The SDK's `BetaWebSearchToolResultBlock`.
///
/// (`BetaWebSearchToolResultBlock`, `types/beta/beta_web_search_tool_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebSearchToolResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: BetaWebSearchToolResultBlockContent,
    /// The `tool_use_id` field (not described by the SDK).
    pub tool_use_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebSearchToolResultBlockType,
    /// The `caller` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caller: Option<BetaToolUseCaller>,
}
