//! Types of `types/beta/beta_bash_code_execution_tool_result_error_object.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaBashCodeExecutionToolResultErrorObjectErrorCode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaBashCodeExecutionToolResultErrorObjectErrorCode {
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
    /// `output_file_too_large`.
    #[serde(rename = "output_file_too_large")]
    OutputFileTooLarge,
}

/// The values of `BetaBashCodeExecutionToolResultErrorObjectType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaBashCodeExecutionToolResultErrorObjectType {
    /// `bash_code_execution_tool_result_error`.
    #[serde(rename = "bash_code_execution_tool_result_error")]
    BashCodeExecutionToolResultError,
}

/// The SDK's `BetaBashCodeExecutionToolResultErrorObject`.
///
/// (`BetaBashCodeExecutionToolResultErrorObject`,
/// `types/beta/beta_bash_code_execution_tool_result_error_object.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaBashCodeExecutionToolResultErrorObject {
    /// The `error_code` field (not described by the SDK).
    pub error_code: BetaBashCodeExecutionToolResultErrorObjectErrorCode,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaBashCodeExecutionToolResultErrorObjectType,
}
