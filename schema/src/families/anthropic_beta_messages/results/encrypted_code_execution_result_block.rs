//! Types of `types/beta/beta_encrypted_code_execution_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaEncryptedCodeExecutionResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaEncryptedCodeExecutionResultBlockType {
    /// `encrypted_code_execution_result`.
    #[serde(rename = "encrypted_code_execution_result")]
    EncryptedCodeExecutionResult,
}

/// The output and exit code of Python code that Claude ran with the code execution tool, with
/// standard output in encrypted form.
///
/// The API returns this block in place of `code_execution_result` when the code called the web
/// search tool.
///
/// See the [programmatic tool calling
/// guide](https://platform.claude.com/docs/en/agents-and-tools/tool-use/programmatic-tool-calling)
/// to learn more about programmatic tool calling.
///
/// (`BetaEncryptedCodeExecutionResultBlock`,
/// `types/beta/beta_encrypted_code_execution_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaEncryptedCodeExecutionResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: Vec<BetaCodeExecutionOutputBlock>,
    /// The `encrypted_stdout` field (not described by the SDK).
    pub encrypted_stdout: String,
    /// The `return_code` field (not described by the SDK).
    pub return_code: i64,
    /// The `stderr` field (not described by the SDK).
    pub stderr: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaEncryptedCodeExecutionResultBlockType,
}
