//! Types of `types/beta/beta_code_execution_tool_result_error_object.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCodeExecutionToolResultErrorObjectErrorCode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCodeExecutionToolResultErrorObjectErrorCode {
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
}

/// The values of `BetaCodeExecutionToolResultErrorObjectType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCodeExecutionToolResultErrorObjectType {
    /// `code_execution_tool_result_error`.
    #[serde(rename = "code_execution_tool_result_error")]
    CodeExecutionToolResultError,
}

/// The SDK's `BetaCodeExecutionToolResultErrorObject`.
///
/// (`BetaCodeExecutionToolResultErrorObject`,
/// `types/beta/beta_code_execution_tool_result_error_object.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCodeExecutionToolResultErrorObject {
    /// The `error_code` field (not described by the SDK).
    pub error_code: BetaCodeExecutionToolResultErrorObjectErrorCode,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCodeExecutionToolResultErrorObjectType,
}
