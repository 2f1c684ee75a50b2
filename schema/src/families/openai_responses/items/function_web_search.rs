//! Types of `types/responses/response_function_web_search.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseFunctionWebSearchActionFindType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFunctionWebSearchActionFindType {
    /// `find_in_page`.
    #[serde(rename = "find_in_page")]
    FindInPage,
}

/// Action type "find_in_page": Searches for a pattern within a loaded page.
///
/// (`ActionFind`, `types/responses/response_function_web_search.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFunctionWebSearchActionFind {
    /// The pattern or text to search for within the page.
    pub pattern: String,
    /// The action type.
    pub r#type: ResponseFunctionWebSearchActionFindType,
    /// The URL of the page searched for the pattern.
    pub url: String,
}

/// The values of `ResponseFunctionWebSearchActionOpenPageType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFunctionWebSearchActionOpenPageType {
    /// `open_page`.
    #[serde(rename = "open_page")]
    OpenPage,
}

/// Action type "open_page" - Opens a specific URL from search results.
///
/// (`ActionOpenPage`, `types/responses/response_function_web_search.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFunctionWebSearchActionOpenPage {
    /// The action type.
    pub r#type: ResponseFunctionWebSearchActionOpenPageType,
    /// The URL opened by the model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

/// The values of `ResponseFunctionWebSearchActionSearchType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFunctionWebSearchActionSearchType {
    /// `search`.
    #[serde(rename = "search")]
    Search,
}

/// Action type "search" - Performs a web search query.
///
/// (`ActionSearch`, `types/responses/response_function_web_search.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFunctionWebSearchActionSearch {
    /// The action type.
    pub r#type: ResponseFunctionWebSearchActionSearchType,
    /// The search queries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub queries: Option<Vec<String>>,
    /// The search query.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub query: Option<String>,
    /// The sources used in the search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sources: Option<Vec<ResponseFunctionWebSearchActionSearchSource>>,
}

/// The values of `ResponseFunctionWebSearchActionSearchSourceType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFunctionWebSearchActionSearchSourceType {
    /// `url`.
    #[serde(rename = "url")]
    Url,
}

/// A source used in the search.
///
/// (`ActionSearchSource`, `types/responses/response_function_web_search.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFunctionWebSearchActionSearchSource {
    /// The type of source. Always `url`.
    pub r#type: ResponseFunctionWebSearchActionSearchSourceType,
    /// The URL of the source.
    pub url: String,
}

ref_union! {
    /// One of 3 objects, told apart by their `type`.
    pub enum ResponseFunctionWebSearchAction {
        /// `search`: ResponseFunctionWebSearchActionSearch.
        Search(ResponseFunctionWebSearchActionSearch),
        /// `open_page`: ResponseFunctionWebSearchActionOpenPage.
        OpenPage(ResponseFunctionWebSearchActionOpenPage),
        /// `find_in_page`: ResponseFunctionWebSearchActionFind.
        FindInPage(ResponseFunctionWebSearchActionFind),
    }
}

/// The values of `ResponseFunctionWebSearchStatus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFunctionWebSearchStatus {
    /// `in_progress`.
    #[serde(rename = "in_progress")]
    InProgress,
    /// `searching`.
    #[serde(rename = "searching")]
    Searching,
    /// `completed`.
    #[serde(rename = "completed")]
    Completed,
    /// `failed`.
    #[serde(rename = "failed")]
    Failed,
    /// `incomplete`.
    #[serde(rename = "incomplete")]
    Incomplete,
}

/// The values of `ResponseFunctionWebSearchType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFunctionWebSearchType {
    /// `web_search_call`.
    #[serde(rename = "web_search_call")]
    WebSearchCall,
}

/// The results of a web search tool call.
///
/// See the [web search guide](https://developers.openai.com/api/docs/guides/tools-web-search) for
/// more information.
///
/// (`ResponseFunctionWebSearch`, `types/responses/response_function_web_search.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFunctionWebSearch {
    /// The unique ID of the web search tool call.
    pub id: String,
    /// An object describing the specific action taken in this web search call. Includes details on
    /// how the model used the web (search, open_page, find_in_page).
    pub action: ResponseFunctionWebSearchAction,
    /// The status of the web search tool call.
    pub status: ResponseFunctionWebSearchStatus,
    /// The type of the web search tool call. Always `web_search_call`.
    pub r#type: ResponseFunctionWebSearchType,
}
