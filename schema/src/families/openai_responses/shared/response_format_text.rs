//! Types of `types/shared/response_format_text.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseFormatTextType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFormatTextType {
    /// `text`.
    #[serde(rename = "text")]
    Text,
}

/// Default response format. Used to generate text responses.
///
/// (`ResponseFormatText`, `types/shared/response_format_text.py`; `Text`,
/// `types/shared/custom_tool_input_format.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFormatText {
    /// The type of response format being defined. Always `text`.
    pub r#type: ResponseFormatTextType,
}
