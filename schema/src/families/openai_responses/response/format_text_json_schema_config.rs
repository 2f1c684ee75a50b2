//! Types of `types/responses/response_format_text_json_schema_config.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The values of `ResponseFormatTextJSONSchemaConfigType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFormatTextJSONSchemaConfigType {
    /// `json_schema`.
    #[serde(rename = "json_schema")]
    JsonSchema,
}

/// JSON Schema response format.
///
/// Used to generate structured JSON responses. Learn more about [Structured
/// Outputs](https://developers.openai.com/api/docs/guides/structured-outputs).
///
/// (`ResponseFormatTextJSONSchemaConfig`,
/// `types/responses/response_format_text_json_schema_config.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFormatTextJSONSchemaConfig {
    /// The name of the response format.
    ///
    /// Must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64.
    pub name: String,
    /// The schema for the response format, described as a JSON Schema object. Learn how to build
    /// JSON schemas [here](https://json-schema.org/).
    pub schema: Map<String, Value>,
    /// The type of response format being defined. Always `json_schema`.
    pub r#type: ResponseFormatTextJSONSchemaConfigType,
    /// A description of what the response format is for, used by the model to determine how to
    /// respond in the format.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Whether to enable strict schema adherence when generating the output. If set to true, the
    /// model will always follow the exact schema defined in the `schema` field. Only a subset of
    /// JSON Schema is supported when `strict` is `true`. To learn more, read the [Structured
    /// Outputs guide](https://developers.openai.com/api/docs/guides/structured-outputs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
}
