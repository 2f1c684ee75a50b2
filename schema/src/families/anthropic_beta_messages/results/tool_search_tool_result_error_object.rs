//! Types of `types/beta/beta_tool_search_tool_result_error_object.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaToolSearchToolResultErrorObjectErrorCode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolSearchToolResultErrorObjectErrorCode {
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

/// The values of `BetaToolSearchToolResultErrorObjectType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolSearchToolResultErrorObjectType {
    /// `tool_search_tool_result_error`.
    #[serde(rename = "tool_search_tool_result_error")]
    ToolSearchToolResultError,
}

/// The SDK's `BetaToolSearchToolResultErrorObject`.
///
/// (`BetaToolSearchToolResultErrorObject`,
/// `types/beta/beta_tool_search_tool_result_error_object.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaToolSearchToolResultErrorObject {
    /// The `error_code` field (not described by the SDK).
    pub error_code: BetaToolSearchToolResultErrorObjectErrorCode,
    /// The `error_message` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_message: Option<String>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaToolSearchToolResultErrorObjectType,
}
