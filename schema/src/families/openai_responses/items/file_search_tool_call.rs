//! Types of `types/responses/response_file_search_tool_call.py`.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseFileSearchToolCallStatus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFileSearchToolCallStatus {
    /// `in_progress`.
    #[serde(rename = "in_progress")]
    InProgress,
    /// `searching`.
    #[serde(rename = "searching")]
    Searching,
    /// `completed`.
    #[serde(rename = "completed")]
    Completed,
    /// `incomplete`.
    #[serde(rename = "incomplete")]
    Incomplete,
    /// `failed`.
    #[serde(rename = "failed")]
    Failed,
}

/// The values of `ResponseFileSearchToolCallType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFileSearchToolCallType {
    /// `file_search_call`.
    #[serde(rename = "file_search_call")]
    FileSearchCall,
}

/// The results of a file search tool call.
///
/// See the [file search guide](https://developers.openai.com/api/docs/guides/tools-file-search) for
/// more information.
///
/// (`ResponseFileSearchToolCall`, `types/responses/response_file_search_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFileSearchToolCall {
    /// The unique ID of the file search tool call.
    pub id: String,
    /// The queries used to search for files.
    pub queries: Vec<String>,
    /// The status of the file search tool call.
    ///
    /// One of `in_progress`, `searching`, `incomplete` or `failed`,
    pub status: ResponseFileSearchToolCallStatus,
    /// The type of the file search tool call. Always `file_search_call`.
    pub r#type: ResponseFileSearchToolCallType,
    /// The results of the file search tool call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub results: Option<Vec<ResponseFileSearchToolCallResult>>,
}

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ResponseFileSearchToolCallResultAttributesValue {
    /// A `String`.
    Text(String),
    /// A `f64`.
    Number(f64),
    /// A `bool`.
    Boolean(bool),
}

/// The SDK's `Result`.
///
/// (`Result`, `types/responses/response_file_search_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFileSearchToolCallResult {
    /// Set of 16 key-value pairs that can be attached to an object.
    ///
    /// This can be useful for storing additional information about the object in a structured
    /// format, and querying for objects via API or the dashboard. Keys are strings with a maximum
    /// length of 64 characters. Values are strings with a maximum length of 512 characters,
    /// booleans, or numbers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attributes: Option<BTreeMap<String, ResponseFileSearchToolCallResultAttributesValue>>,
    /// The unique ID of the file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_id: Option<String>,
    /// The name of the file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filename: Option<String>,
    /// The relevance score of the file - a value between 0 and 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<f64>,
    /// The text that was retrieved from the file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}
