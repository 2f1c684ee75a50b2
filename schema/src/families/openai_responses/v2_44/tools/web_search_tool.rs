//! Types of `types/responses/web_search_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// Search the Internet for sources related to the prompt.
///
/// Learn more about the [web search
/// tool](https://platform.openai.com/docs/guides/tools-web-search).
///
/// (`WebSearchTool`, `types/responses/web_search_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebSearchTool {
    /// The type of the web search tool.
    ///
    /// One of `web_search` or `web_search_2025_08_26`.
    pub r#type: WebSearchToolType,
    /// Filters for the search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filters: Option<WebSearchToolFilters>,
    /// High level guidance for the amount of context window space to use for the search.
    ///
    /// One of `low`, `medium`, or `high`. `medium` is the default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search_context_size: Option<WebSearchToolSearchContextSize>,
    /// The approximate location of the user.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_location: Option<WebSearchToolUserLocation>,
}
