//! Types of `types/beta/beta_advisor_tool_result_error_object.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaAdvisorToolResultErrorObjectErrorCode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaAdvisorToolResultErrorObjectErrorCode {
    /// `max_uses_exceeded`.
    #[serde(rename = "max_uses_exceeded")]
    MaxUsesExceeded,
    /// `prompt_too_long`.
    #[serde(rename = "prompt_too_long")]
    PromptTooLong,
    /// `too_many_requests`.
    #[serde(rename = "too_many_requests")]
    TooManyRequests,
    /// `overloaded`.
    #[serde(rename = "overloaded")]
    Overloaded,
    /// `unavailable`.
    #[serde(rename = "unavailable")]
    Unavailable,
    /// `execution_time_exceeded`.
    #[serde(rename = "execution_time_exceeded")]
    ExecutionTimeExceeded,
    /// `model_not_found`.
    #[serde(rename = "model_not_found")]
    ModelNotFound,
}

/// The values of `BetaAdvisorToolResultErrorObjectType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaAdvisorToolResultErrorObjectType {
    /// `advisor_tool_result_error`.
    #[serde(rename = "advisor_tool_result_error")]
    AdvisorToolResultError,
}

/// The SDK's `BetaAdvisorToolResultErrorObject`.
///
/// (`BetaAdvisorToolResultErrorObject`, `types/beta/beta_advisor_tool_result_error_object.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaAdvisorToolResultErrorObject {
    /// The `error_code` field (not described by the SDK).
    pub error_code: BetaAdvisorToolResultErrorObjectErrorCode,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaAdvisorToolResultErrorObjectType,
}
