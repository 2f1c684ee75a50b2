//! Types of `types/beta/beta_web_fetch_tool_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum BetaWebFetchToolResultBlockContent {
        /// `web_fetch_tool_result_error`: BetaWebFetchToolResultErrorBlock.
        WebFetchToolResultError(BetaWebFetchToolResultErrorBlock),
        /// `web_fetch_result`: BetaWebFetchBlock.
        WebFetchResult(BetaWebFetchBlock),
    }
}

/// The values of `BetaWebFetchToolResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchToolResultBlockType {
    /// `web_fetch_tool_result`.
    #[serde(rename = "web_fetch_tool_result")]
    WebFetchToolResult,
}

/// The SDK's `BetaWebFetchToolResultBlock`.
///
/// (`BetaWebFetchToolResultBlock`, `types/beta/beta_web_fetch_tool_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebFetchToolResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: BetaWebFetchToolResultBlockContent,
    /// The `tool_use_id` field (not described by the SDK).
    pub tool_use_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebFetchToolResultBlockType,
    /// The `caller` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caller: Option<BetaToolUseCaller>,
}
