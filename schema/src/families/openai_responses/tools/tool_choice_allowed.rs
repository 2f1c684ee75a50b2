//! Types of `types/responses/tool_choice_allowed.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The values of `ToolChoiceAllowedMode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolChoiceAllowedMode {
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
    /// `required`.
    #[serde(rename = "required")]
    Required,
}

/// The values of `ToolChoiceAllowedType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolChoiceAllowedType {
    /// `allowed_tools`.
    #[serde(rename = "allowed_tools")]
    AllowedTools,
}

/// Constrains the tools available to the model to a pre-defined set.
///
/// (`ToolChoiceAllowed`, `types/responses/tool_choice_allowed.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolChoiceAllowed {
    /// Constrains the tools available to the model to a pre-defined set.
    ///
    /// `auto` allows the model to pick from among the allowed tools and generate a message.
    ///
    /// `required` requires the model to call one or more of the allowed tools.
    pub mode: ToolChoiceAllowedMode,
    /// A list of tool definitions that the model should be allowed to call.
    ///
    /// For the Responses API, the list of tool definitions might look like:
    ///
    /// ```json [ { "type": "function", "name": "get_weather" }, { "type": "mcp", "server_label":
    /// "deepwiki" }, { "type": "image_generation" } ] ```
    pub tools: Vec<Map<String, Value>>,
    /// Allowed tool configuration type. Always `allowed_tools`.
    pub r#type: ToolChoiceAllowedType,
}
