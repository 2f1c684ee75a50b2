//! Types of `types/responses/response_input_text.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

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
}
