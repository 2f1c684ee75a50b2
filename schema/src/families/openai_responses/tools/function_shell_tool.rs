//! Types of `types/responses/function_shell_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `FunctionShellToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum FunctionShellToolType {
    /// `shell`.
    #[serde(rename = "shell")]
    Shell,
}

/// The values of `FunctionShellToolAllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum FunctionShellToolAllowedCallersItem {
    /// `direct`.
    #[serde(rename = "direct")]
    Direct,
    /// `programmatic`.
    #[serde(rename = "programmatic")]
    Programmatic,
}

ref_union! {
    /// One of 3 objects, told apart by their `type`.
    pub enum FunctionShellToolEnvironment {
        /// `container_auto`: ContainerAuto.
        ContainerAuto(ContainerAuto),
        /// `local`: LocalEnvironment.
        Local(LocalEnvironment),
        /// `container_reference`: ContainerReference.
        ContainerReference(ContainerReference),
    }
}

/// A tool that allows the model to execute shell commands.
///
/// (`FunctionShellTool`, `types/responses/function_shell_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct FunctionShellTool {
    /// The type of the shell tool. Always `shell`.
    pub r#type: FunctionShellToolType,
    /// The tool invocation context(s).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<FunctionShellToolAllowedCallersItem>>,
    /// The `environment` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub environment: Option<FunctionShellToolEnvironment>,
}
