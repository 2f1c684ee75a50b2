//! Types of `types/responses/function_shell_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// A tool that allows the model to execute shell commands.
///
/// (`FunctionShellTool`, `types/responses/function_shell_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct FunctionShellTool {
    /// The type of the shell tool. Always `shell`.
    pub r#type: FunctionShellToolType,
    /// The `environment` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub environment: Option<FunctionShellToolEnvironment>,
}
