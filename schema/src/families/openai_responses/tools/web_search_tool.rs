//! Types of `types/responses/web_search_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Filters for the search.
///
/// (`Filters`, `types/responses/web_search_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebSearchToolFilters {
    /// Allowed domains for the search.
    ///
    /// If not provided, all domains are allowed. Subdomains of the provided domains are allowed as
    /// well.
    ///
    /// Example: `["pubmed.ncbi.nlm.nih.gov"]`
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_domains: Option<Vec<String>>,
}

/// The values of `WebSearchToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum WebSearchToolType {
    /// `web_search`.
    #[serde(rename = "web_search")]
    WebSearch,
    /// `web_search_2025_08_26`.
    #[serde(rename = "web_search_2025_08_26")]
    WebSearch20250826,
}

/// The values of `WebSearchToolSearchContextSize`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum WebSearchToolSearchContextSize {
    /// `low`.
    #[serde(rename = "low")]
    Low,
    /// `medium`.
    #[serde(rename = "medium")]
    Medium,
    /// `high`.
    #[serde(rename = "high")]
    High,
}

/// Search the Internet for sources related to the prompt.
///
/// Learn more about the [web search
/// tool](https://developers.openai.com/api/docs/guides/tools-web-search).
///
/// (`WebSearchTool`, `types/responses/web_search_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebSearchTool {
    /// The type of the web search tool.
    ///
    /// One of `web_search` or `web_search_2025_08_26`.
    pub r#type: WebSearchToolType,
    /// Allow live internet access for web search.
    ///
    /// Defaults to true when omitted. When false, the web search tool runs in offline/cache-only
    /// mode and will not fetch new external content.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub external_web_access: Option<bool>,
    /// Filters for the search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filters: Option<WebSearchToolFilters>,
    /// High level guidance for the amount of context window space to use for the search.
    ///
    /// One of `low`, `medium`, or `high`. `medium` is the default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search_context_size: Option<WebSearchToolSearchContextSize>,
    /// The approximate location of the user.
    ///
    /// If omitted or null, defaults to the United States. To avoid this fallback, pass `{"type":
    /// "approximate"}` without location fields. To localize results, provide the relevant location
    /// fields.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_location: Option<WebSearchToolUserLocation>,
}

/// The values of `WebSearchToolUserLocationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum WebSearchToolUserLocationType {
    /// `approximate`.
    #[serde(rename = "approximate")]
    Approximate,
}

/// The approximate location of the user.
///
/// If omitted or null, defaults to the United States. To avoid this fallback, pass `{"type":
/// "approximate"}` without location fields. To localize results, provide the relevant location
/// fields.
///
/// (`UserLocation`, `types/responses/web_search_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebSearchToolUserLocation {
    /// Free text input for the city of the user, e.g. `San Francisco`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    /// The two-letter [ISO country code](https://en.wikipedia.org/wiki/ISO_3166-1) of the user,
    /// e.g. `US`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<String>,
    /// Free text input for the region of the user, e.g. `California`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
    /// The [IANA timezone](https://timeapi.io/documentation/iana-timezones) of the user, e.g.
    /// `America/Los_Angeles`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timezone: Option<String>,
    /// The type of location approximation. Always `approximate`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<WebSearchToolUserLocationType>,
}
