//! Types of `types/responses/response_function_web_search.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

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
}

/// The results of a web search tool call.
///
/// See the [web search guide](https://platform.openai.com/docs/guides/tools-web-search) for more
/// information.
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
