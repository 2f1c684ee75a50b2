//! Types of `types/beta/beta_response_tool_input_schema.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The values of `BetaResponseToolInputSchemaType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaResponseToolInputSchemaType {
    /// `object`.
    #[serde(rename = "object")]
    Object,
}

/// [JSON schema](https://json-schema.org/draft/2020-12) for this tool's input.
///
/// This defines the shape of the `input` that your tool accepts and that the model will produce.
///
/// (`BetaResponseToolInputSchema`, `types/beta/beta_response_tool_input_schema.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaResponseToolInputSchema {
    /// The `type` field (not described by the SDK).
    pub r#type: BetaResponseToolInputSchemaType,
    /// The `properties` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub properties: Option<Map<String, Value>>,
    /// The `required` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required: Option<Vec<String>>,
}
