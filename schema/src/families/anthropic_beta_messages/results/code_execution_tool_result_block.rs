//! Types of `types/beta/beta_code_execution_tool_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 3 objects, told apart by their `type`.
    pub enum BetaCodeExecutionToolResultBlockContent {
        /// `code_execution_tool_result_error`: BetaCodeExecutionToolResultErrorObject.
        CodeExecutionToolResultError(BetaCodeExecutionToolResultErrorObject),
        /// `code_execution_result`: BetaCodeExecutionResultBlock.
        CodeExecutionResult(BetaCodeExecutionResultBlock),
        /// `encrypted_code_execution_result`: BetaEncryptedCodeExecutionResultBlock.
        EncryptedCodeExecutionResult(BetaEncryptedCodeExecutionResultBlock),
    }
}

/// The values of `BetaCodeExecutionToolResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCodeExecutionToolResultBlockType {
    /// `code_execution_tool_result`.
    #[serde(rename = "code_execution_tool_result")]
    CodeExecutionToolResult,
}

/// The SDK's `BetaCodeExecutionToolResultBlock`.
///
/// (`BetaCodeExecutionToolResultBlock`, `types/beta/beta_code_execution_tool_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCodeExecutionToolResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: BetaCodeExecutionToolResultBlockContent,
    /// The `tool_use_id` field (not described by the SDK).
    pub tool_use_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCodeExecutionToolResultBlockType,
}
