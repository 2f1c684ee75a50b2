//! Types of `types/shared/response_format_json_object.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseFormatJSONObjectType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFormatJSONObjectType {
    /// `json_object`.
    #[serde(rename = "json_object")]
    JsonObject,
}

/// JSON object response format.
///
/// An older method of generating JSON responses. Using `json_schema` is recommended for models that
/// support it. Note that the model will not generate JSON without a system or user message
/// instructing it to do so.
///
/// (`ResponseFormatJSONObject`, `types/shared/response_format_json_object.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFormatJSONObject {
    /// The type of response format being defined. Always `json_object`.
    pub r#type: ResponseFormatJSONObjectType,
}
