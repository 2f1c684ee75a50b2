//! Types of `types/responses/response_prompt.py`.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ResponsePromptVariablesValue {
    /// A `String`.
    Text(String),
    /// A `ResponseInputText`.
    ResponseInputText(ResponseInputText),
    /// A `ResponseInputImage`.
    ResponseInputImage(ResponseInputImage),
    /// A `ResponseInputFile`.
    ResponseInputFile(ResponseInputFile),
}

/// Reference to a prompt template and its variables. [Learn
/// more](https://platform.openai.com/docs/guides/text?api-mode=responses#reusable-prompts).
///
/// (`ResponsePrompt`, `types/responses/response_prompt.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponsePrompt {
    /// The unique identifier of the prompt template to use.
    pub id: String,
    /// Optional map of values to substitute in for variables in your prompt.
    ///
    /// The substitution values can either be strings, or other Response input types like images or
    /// files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variables: Option<BTreeMap<String, ResponsePromptVariablesValue>>,
    /// Optional version of the prompt template.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
}
