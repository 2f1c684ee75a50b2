//! Types of `types/beta/beta_code_execution_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaCodeExecutionResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCodeExecutionResultBlockType {
    /// `code_execution_result`.
    #[serde(rename = "code_execution_result")]
    CodeExecutionResult,
}

/// The SDK's `BetaCodeExecutionResultBlock`.
///
/// (`BetaCodeExecutionResultBlock`, `types/beta/beta_code_execution_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCodeExecutionResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: Vec<BetaCodeExecutionOutputBlock>,
    /// The `return_code` field (not described by the SDK).
    pub return_code: i64,
    /// The `stderr` field (not described by the SDK).
    pub stderr: String,
    /// The `stdout` field (not described by the SDK).
    pub stdout: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCodeExecutionResultBlockType,
}
