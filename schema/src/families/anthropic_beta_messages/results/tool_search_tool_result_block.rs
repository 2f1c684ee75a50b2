//! Types of `types/beta/beta_tool_search_tool_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum BetaToolSearchToolResultBlockContent {
        /// `tool_search_tool_result_error`: BetaToolSearchToolResultErrorObject.
        ToolSearchToolResultError(BetaToolSearchToolResultErrorObject),
        /// `tool_search_tool_search_result`: BetaToolSearchToolSearchResultBlock.
        ToolSearchToolSearchResult(BetaToolSearchToolSearchResultBlock),
    }
}

/// The values of `BetaToolSearchToolResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolSearchToolResultBlockType {
    /// `tool_search_tool_result`.
    #[serde(rename = "tool_search_tool_result")]
    ToolSearchToolResult,
}

/// The SDK's `BetaToolSearchToolResultBlock`.
///
/// (`BetaToolSearchToolResultBlock`, `types/beta/beta_tool_search_tool_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaToolSearchToolResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: BetaToolSearchToolResultBlockContent,
    /// The `tool_use_id` field (not described by the SDK).
    pub tool_use_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaToolSearchToolResultBlockType,
}
