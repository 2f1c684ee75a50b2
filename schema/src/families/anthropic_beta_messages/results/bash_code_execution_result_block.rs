//! Types of `types/beta/beta_bash_code_execution_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaBashCodeExecutionResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaBashCodeExecutionResultBlockType {
    /// `bash_code_execution_result`.
    #[serde(rename = "bash_code_execution_result")]
    BashCodeExecutionResult,
}

/// The SDK's `BetaBashCodeExecutionResultBlock`.
///
/// (`BetaBashCodeExecutionResultBlock`, `types/beta/beta_bash_code_execution_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaBashCodeExecutionResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: Vec<BetaBashCodeExecutionOutputBlock>,
    /// The `return_code` field (not described by the SDK).
    pub return_code: i64,
    /// The `stderr` field (not described by the SDK).
    pub stderr: String,
    /// The `stdout` field (not described by the SDK).
    pub stdout: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaBashCodeExecutionResultBlockType,
}
