//! Types of `types/responses/tool_choice_shell.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ToolChoiceShellType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolChoiceShellType {
    /// `shell`.
    #[serde(rename = "shell")]
    Shell,
}

/// Forces the model to call the shell tool when a tool call is required.
///
/// (`ToolChoiceShell`, `types/responses/tool_choice_shell.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolChoiceShell {
    /// The tool to call. Always `shell`.
    pub r#type: ToolChoiceShellType,
}
