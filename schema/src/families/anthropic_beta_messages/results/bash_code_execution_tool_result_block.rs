//! Types of `types/beta/beta_bash_code_execution_tool_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum BetaBashCodeExecutionToolResultBlockContent {
        /// `bash_code_execution_tool_result_error`: BetaBashCodeExecutionToolResultErrorObject.
        BashCodeExecutionToolResultError(BetaBashCodeExecutionToolResultErrorObject),
        /// `bash_code_execution_result`: BetaBashCodeExecutionResultBlock.
        BashCodeExecutionResult(BetaBashCodeExecutionResultBlock),
    }
}

/// The values of `BetaBashCodeExecutionToolResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaBashCodeExecutionToolResultBlockType {
    /// `bash_code_execution_tool_result`.
    #[serde(rename = "bash_code_execution_tool_result")]
    BashCodeExecutionToolResult,
}

/// The SDK's `BetaBashCodeExecutionToolResultBlock`.
///
/// (`BetaBashCodeExecutionToolResultBlock`,
/// `types/beta/beta_bash_code_execution_tool_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaBashCodeExecutionToolResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: BetaBashCodeExecutionToolResultBlockContent,
    /// The `tool_use_id` field (not described by the SDK).
    pub tool_use_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaBashCodeExecutionToolResultBlockType,
}
