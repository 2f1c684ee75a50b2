//! Types of `types/beta/beta_text_editor_code_execution_tool_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 4 objects, told apart by their `type`.
    pub enum BetaTextEditorCodeExecutionToolResultBlockContent {
        /// `text_editor_code_execution_tool_result_error`: BetaTextEditorCodeExecutionToolResultErrorObject.
        TextEditorCodeExecutionToolResultError(BetaTextEditorCodeExecutionToolResultErrorObject),
        /// `text_editor_code_execution_view_result`: BetaTextEditorCodeExecutionViewResultBlock.
        TextEditorCodeExecutionViewResult(BetaTextEditorCodeExecutionViewResultBlock),
        /// `text_editor_code_execution_create_result`: BetaTextEditorCodeExecutionCreateResultBlock.
        TextEditorCodeExecutionCreateResult(BetaTextEditorCodeExecutionCreateResultBlock),
        /// `text_editor_code_execution_str_replace_result`: BetaTextEditorCodeExecutionStrReplaceResultBlock.
        TextEditorCodeExecutionStrReplaceResult(BetaTextEditorCodeExecutionStrReplaceResultBlock),
    }
}

/// The values of `BetaTextEditorCodeExecutionToolResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaTextEditorCodeExecutionToolResultBlockType {
    /// `text_editor_code_execution_tool_result`.
    #[serde(rename = "text_editor_code_execution_tool_result")]
    TextEditorCodeExecutionToolResult,
}

/// The SDK's `BetaTextEditorCodeExecutionToolResultBlock`.
///
/// (`BetaTextEditorCodeExecutionToolResultBlock`,
/// `types/beta/beta_text_editor_code_execution_tool_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaTextEditorCodeExecutionToolResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: BetaTextEditorCodeExecutionToolResultBlockContent,
    /// The `tool_use_id` field (not described by the SDK).
    pub tool_use_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaTextEditorCodeExecutionToolResultBlockType,
}
