//! Types of `types/responses/response_text_config.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

ref_union! {
    /// One of 3 objects, told apart by their `type`.
    pub enum ResponseFormatTextConfig {
        /// `text`: ResponseFormatText.
        Text(ResponseFormatText),
        /// `json_schema`: ResponseFormatTextJSONSchemaConfig.
        JsonSchema(ResponseFormatTextJSONSchemaConfig),
        /// `json_object`: ResponseFormatJSONObject.
        JsonObject(ResponseFormatJSONObject),
    }
}

/// The values of `ResponseTextConfigVerbosity`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseTextConfigVerbosity {
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

/// Configuration options for a text response from the model.
///
/// Can be plain text or structured JSON data. Learn more:
/// - [Text inputs and outputs](https://developers.openai.com/api/docs/guides/text)
/// - [Structured Outputs](https://developers.openai.com/api/docs/guides/structured-outputs)
///
/// (`ResponseTextConfig`, `types/responses/response_text_config.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseTextConfig {
    /// An object specifying the format that the model must output.
    ///
    /// Configuring `{ "type": "json_schema" }` enables Structured Outputs, which ensures the model
    /// will match your supplied JSON schema. Learn more in the [Structured Outputs
    /// guide](https://developers.openai.com/api/docs/guides/structured-outputs).
    ///
    /// The default format is `{ "type": "text" }` with no additional options.
    ///
    /// **Not recommended for gpt-4o and newer models:**
    ///
    /// Setting to `{ "type": "json_object" }` enables the older JSON mode, which ensures the
    /// message the model generates is valid JSON. Using `json_schema` is preferred for models that
    /// support it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<ResponseFormatTextConfig>,
    /// Constrains the verbosity of the model's response.
    ///
    /// Lower values will result in more concise responses, while higher values will result in more
    /// verbose responses. Currently supported values are `low`, `medium`, and `high`. The default
    /// is `medium`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verbosity: Option<ResponseTextConfigVerbosity>,
}
