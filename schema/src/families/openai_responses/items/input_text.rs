//! Types of `types/responses/response_input_text.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `ResponseInputTextType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseInputTextType {
    /// `input_text`.
    #[serde(rename = "input_text")]
    InputText,
}

/// A text input to the model.
///
/// (`ResponseInputText`, `types/responses/response_input_text.py`; `ResponseInputTextContent`,
/// `types/responses/response_input_text_content.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseInputText {
    /// The text input to the model.
    pub text: String,
    /// The type of the input item. Always `input_text`.
    pub r#type: ResponseInputTextType,
    /// Marks the exact end of a reusable prompt prefix.
    ///
    /// When `ttl` is omitted, the breakpoint inherits the request's `prompt_cache_options.ttl`; the
    /// boundary is not rounded to a token block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_cache_breakpoint: Option<ResponseInputFilePromptCacheBreakpoint>,
}
