//! Types of `types/responses/response_configuration_update_item_param.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `ResponseConfigurationUpdateItemParamType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseConfigurationUpdateItemParamType {
    /// `configuration_update`.
    #[serde(rename = "configuration_update")]
    ConfigurationUpdate,
}

/// An update to the conversation's response configuration.
///
/// Supply reasoning, text, or both. Each setting stays in effect until a later update replaces it.
///
/// (`ResponseConfigurationUpdateItemParam`,
/// `types/responses/response_configuration_update_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseConfigurationUpdateItemParam {
    /// The item type. Always `configuration_update`.
    pub r#type: ResponseConfigurationUpdateItemParamType,
    /// The unique ID of the configuration update item.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// Updates to reasoning configuration. Only effort is supported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reasoning: Option<ToolImageGenerationSvgReasoning>,
    /// The text output configuration for subsequent responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<ResponseConfigurationUpdateItemParamText>,
}

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum ResponseConfigurationUpdateItemTextFormat {
        /// `text`: ResponseFormatText.
        Text(ResponseFormatText),
        /// `json_schema`: ResponseFormatTextJSONSchemaConfig.
        JsonSchema(ResponseFormatTextJSONSchemaConfig),
    }
}

/// The text output configuration for subsequent responses.
///
/// (`Text`, `types/responses/response_configuration_update_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseConfigurationUpdateItemParamText {
    /// Use a JSON schema for structured output or text to return to plain text.
    pub format: ResponseConfigurationUpdateItemTextFormat,
}
