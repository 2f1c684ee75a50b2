//! Types of `types/beta/beta_web_search_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaWebSearchResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebSearchResultBlockType {
    /// `web_search_result`.
    #[serde(rename = "web_search_result")]
    WebSearchResult,
}

/// The SDK's `BetaWebSearchResultBlock`.
///
/// (`BetaWebSearchResultBlock`, `types/beta/beta_web_search_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebSearchResultBlock {
    /// The `encrypted_content` field (not described by the SDK).
    pub encrypted_content: String,
    /// The `page_age` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page_age: Option<String>,
    /// The `title` field (not described by the SDK).
    pub title: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebSearchResultBlockType,
    /// The `url` field (not described by the SDK).
    pub url: String,
}
