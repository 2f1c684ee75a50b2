//! Types of `types/beta/beta_citations_web_search_result_location.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCitationsWebSearchResultLocationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCitationsWebSearchResultLocationType {
    /// `web_search_result_location`.
    #[serde(rename = "web_search_result_location")]
    WebSearchResultLocation,
}

/// The SDK's `BetaCitationsWebSearchResultLocation`.
///
/// (`BetaCitationsWebSearchResultLocation`,
/// `types/beta/beta_citations_web_search_result_location.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCitationsWebSearchResultLocation {
    /// The `cited_text` field (not described by the SDK).
    pub cited_text: String,
    /// The `encrypted_index` field (not described by the SDK).
    pub encrypted_index: String,
    /// The `title` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCitationsWebSearchResultLocationType,
    /// The `url` field (not described by the SDK).
    pub url: String,
}
