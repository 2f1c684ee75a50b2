//! Types of `types/beta/beta_text_editor_code_execution_str_replace_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaTextEditorCodeExecutionStrReplaceResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaTextEditorCodeExecutionStrReplaceResultBlockType {
    /// `text_editor_code_execution_str_replace_result`.
    #[serde(rename = "text_editor_code_execution_str_replace_result")]
    TextEditorCodeExecutionStrReplaceResult,
}

/// The SDK's `BetaTextEditorCodeExecutionStrReplaceResultBlock`.
///
/// (`BetaTextEditorCodeExecutionStrReplaceResultBlock`,
/// `types/beta/beta_text_editor_code_execution_str_replace_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaTextEditorCodeExecutionStrReplaceResultBlock {
    /// The `lines` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lines: Option<Vec<String>>,
    /// The `new_lines` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new_lines: Option<i64>,
    /// The `new_start` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new_start: Option<i64>,
    /// The `old_lines` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub old_lines: Option<i64>,
    /// The `old_start` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub old_start: Option<i64>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaTextEditorCodeExecutionStrReplaceResultBlockType,
}
