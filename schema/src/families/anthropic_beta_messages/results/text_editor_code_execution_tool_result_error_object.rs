//! Types of `types/beta/beta_text_editor_code_execution_tool_result_error_object.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaTextEditorCodeExecutionToolResultErrorObjectErrorCode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaTextEditorCodeExecutionToolResultErrorObjectErrorCode {
    /// `invalid_tool_input`.
    #[serde(rename = "invalid_tool_input")]
    InvalidToolInput,
    /// `unavailable`.
    #[serde(rename = "unavailable")]
    Unavailable,
    /// `too_many_requests`.
    #[serde(rename = "too_many_requests")]
    TooManyRequests,
    /// `execution_time_exceeded`.
    #[serde(rename = "execution_time_exceeded")]
    ExecutionTimeExceeded,
    /// `file_not_found`.
    #[serde(rename = "file_not_found")]
    FileNotFound,
}

/// The values of `BetaTextEditorCodeExecutionToolResultErrorObjectType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaTextEditorCodeExecutionToolResultErrorObjectType {
    /// `text_editor_code_execution_tool_result_error`.
    #[serde(rename = "text_editor_code_execution_tool_result_error")]
    TextEditorCodeExecutionToolResultError,
}

/// The SDK's `BetaTextEditorCodeExecutionToolResultErrorObject`.
///
/// (`BetaTextEditorCodeExecutionToolResultErrorObject`,
/// `types/beta/beta_text_editor_code_execution_tool_result_error_object.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaTextEditorCodeExecutionToolResultErrorObject {
    /// The `error_code` field (not described by the SDK).
    pub error_code: BetaTextEditorCodeExecutionToolResultErrorObjectErrorCode,
    /// The `error_message` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_message: Option<String>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaTextEditorCodeExecutionToolResultErrorObjectType,
}
