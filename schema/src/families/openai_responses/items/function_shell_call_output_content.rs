//! Types of `types/responses/response_function_shell_call_output_content.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseFunctionShellCallOutputContentOutcomeExitType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFunctionShellCallOutputContentOutcomeExitType {
    /// `exit`.
    #[serde(rename = "exit")]
    Exit,
}

/// Indicates that the shell commands finished and returned an exit code.
///
/// (`OutcomeExit`, `types/responses/response_function_shell_call_output_content.py`;
/// `OutputOutcomeExit`, `types/responses/response_function_shell_tool_call_output.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFunctionShellCallOutputContentOutcomeExit {
    /// The exit code returned by the shell process.
    pub exit_code: i64,
    /// The outcome type. Always `exit`.
    pub r#type: ResponseFunctionShellCallOutputContentOutcomeExitType,
}

/// The values of `ResponseFunctionShellCallOutputContentOutcomeTimeoutType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseFunctionShellCallOutputContentOutcomeTimeoutType {
    /// `timeout`.
    #[serde(rename = "timeout")]
    Timeout,
}

/// Indicates that the shell call exceeded its configured time limit.
///
/// (`OutcomeTimeout`, `types/responses/response_function_shell_call_output_content.py`;
/// `OutputOutcomeTimeout`, `types/responses/response_function_shell_tool_call_output.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFunctionShellCallOutputContentOutcomeTimeout {
    /// The outcome type. Always `timeout`.
    pub r#type: ResponseFunctionShellCallOutputContentOutcomeTimeoutType,
}

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum ResponseFunctionShellCallOutputContentOutcome {
        /// `timeout`: ResponseFunctionShellCallOutputContentOutcomeTimeout.
        Timeout(ResponseFunctionShellCallOutputContentOutcomeTimeout),
        /// `exit`: ResponseFunctionShellCallOutputContentOutcomeExit.
        Exit(ResponseFunctionShellCallOutputContentOutcomeExit),
    }
}

/// Captured stdout and stderr for a portion of a shell tool call output.
///
/// (`ResponseFunctionShellCallOutputContent`,
/// `types/responses/response_function_shell_call_output_content.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFunctionShellCallOutputContent {
    /// The exit or timeout outcome associated with this shell call.
    pub outcome: ResponseFunctionShellCallOutputContentOutcome,
    /// Captured stderr output for the shell call.
    pub stderr: String,
    /// Captured stdout output for the shell call.
    pub stdout: String,
}
