//! Types of `types/responses/tool_choice_custom.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ToolChoiceCustomType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolChoiceCustomType {
    /// `custom`.
    #[serde(rename = "custom")]
    Custom,
}

/// Use this option to force the model to call a specific custom tool.
///
/// (`ToolChoiceCustom`, `types/responses/tool_choice_custom.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolChoiceCustom {
    /// The name of the custom tool to call.
    pub name: String,
    /// For custom tool calling, the type is always `custom`.
    pub r#type: ToolChoiceCustomType,
}
