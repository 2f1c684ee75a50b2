//! Types of `types/responses/web_search_preview_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `WebSearchPreviewToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum WebSearchPreviewToolType {
    /// `web_search_preview`.
    #[serde(rename = "web_search_preview")]
    WebSearchPreview,
    /// `web_search_preview_2025_03_11`.
    #[serde(rename = "web_search_preview_2025_03_11")]
    WebSearchPreview20250311,
}

/// The values of `WebSearchPreviewToolSearchContentTypesItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum WebSearchPreviewToolSearchContentTypesItem {
    /// `text`.
    #[serde(rename = "text")]
    Text,
    /// `image`.
    #[serde(rename = "image")]
    Image,
}

/// The values of `WebSearchPreviewToolSearchContextSize`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum WebSearchPreviewToolSearchContextSize {
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

/// This tool searches the web for relevant results to use in a response.
///
/// Learn more about the [web search
/// tool](https://developers.openai.com/api/docs/guides/tools-web-search).
///
/// (`WebSearchPreviewTool`, `types/responses/web_search_preview_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebSearchPreviewTool {
    /// The type of the web search tool.
    ///
    /// One of `web_search_preview` or `web_search_preview_2025_03_11`.
    pub r#type: WebSearchPreviewToolType,
    /// The `search_content_types` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search_content_types: Option<Vec<WebSearchPreviewToolSearchContentTypesItem>>,
    /// High level guidance for the amount of context window space to use for the search.
    ///
    /// One of `low`, `medium`, or `high`. `medium` is the default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search_context_size: Option<WebSearchPreviewToolSearchContextSize>,
    /// The approximate location of the user.
    ///
    /// If omitted or null, defaults to the United States. To avoid this fallback, pass `{"type":
    /// "approximate"}` without location fields. To localize results, provide the relevant location
    /// fields.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_location: Option<WebSearchPreviewToolUserLocation>,
}

/// The values of `WebSearchPreviewToolUserLocationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum WebSearchPreviewToolUserLocationType {
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
/// (`UserLocation`, `types/responses/web_search_preview_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebSearchPreviewToolUserLocation {
    /// The type of location approximation. Always `approximate`.
    pub r#type: WebSearchPreviewToolUserLocationType,
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
}
