//! Types of `types/beta/beta_text_editor_code_execution_view_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaTextEditorCodeExecutionViewResultBlockFileType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaTextEditorCodeExecutionViewResultBlockFileType {
    /// `text`.
    #[serde(rename = "text")]
    Text,
    /// `image`.
    #[serde(rename = "image")]
    Image,
    /// `pdf`.
    #[serde(rename = "pdf")]
    Pdf,
}

/// The values of `BetaTextEditorCodeExecutionViewResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaTextEditorCodeExecutionViewResultBlockType {
    /// `text_editor_code_execution_view_result`.
    #[serde(rename = "text_editor_code_execution_view_result")]
    TextEditorCodeExecutionViewResult,
}

/// The SDK's `BetaTextEditorCodeExecutionViewResultBlock`.
///
/// (`BetaTextEditorCodeExecutionViewResultBlock`,
/// `types/beta/beta_text_editor_code_execution_view_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaTextEditorCodeExecutionViewResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: String,
    /// The `file_type` field (not described by the SDK).
    pub file_type: BetaTextEditorCodeExecutionViewResultBlockFileType,
    /// The `num_lines` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub num_lines: Option<i64>,
    /// The `start_line` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_line: Option<i64>,
    /// The `total_lines` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total_lines: Option<i64>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaTextEditorCodeExecutionViewResultBlockType,
}
