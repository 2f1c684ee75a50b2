//! Types of `types/beta/beta_text_editor_code_execution_create_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaTextEditorCodeExecutionCreateResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaTextEditorCodeExecutionCreateResultBlockType {
    /// `text_editor_code_execution_create_result`.
    #[serde(rename = "text_editor_code_execution_create_result")]
    TextEditorCodeExecutionCreateResult,
}

/// The SDK's `BetaTextEditorCodeExecutionCreateResultBlock`.
///
/// (`BetaTextEditorCodeExecutionCreateResultBlock`,
/// `types/beta/beta_text_editor_code_execution_create_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaTextEditorCodeExecutionCreateResultBlock {
    /// The `is_file_update` field (not described by the SDK).
    pub is_file_update: bool,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaTextEditorCodeExecutionCreateResultBlockType,
}
