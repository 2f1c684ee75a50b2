//! Types of `types/responses/tool_choice_function.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ToolChoiceFunctionType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolChoiceFunctionType {
    /// `function`.
    #[serde(rename = "function")]
    Function,
}

/// Use this option to force the model to call a specific function.
///
/// (`ToolChoiceFunction`, `types/responses/tool_choice_function.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolChoiceFunction {
    /// The name of the function to call.
    pub name: String,
    /// For function calling, the type is always `function`.
    pub r#type: ToolChoiceFunctionType,
}
