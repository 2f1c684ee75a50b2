//! Types of `types/beta/beta_tool_search_tool_search_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaToolSearchToolSearchResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolSearchToolSearchResultBlockType {
    /// `tool_search_tool_search_result`.
    #[serde(rename = "tool_search_tool_search_result")]
    ToolSearchToolSearchResult,
}

/// The SDK's `BetaToolSearchToolSearchResultBlock`.
///
/// (`BetaToolSearchToolSearchResultBlock`,
/// `types/beta/beta_tool_search_tool_search_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaToolSearchToolSearchResultBlock {
    /// The `tool_references` field (not described by the SDK).
    pub tool_references: Vec<BetaToolReferenceBlock>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaToolSearchToolSearchResultBlockType,
}
