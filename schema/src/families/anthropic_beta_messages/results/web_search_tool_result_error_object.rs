//! Types of `types/beta/beta_web_search_tool_result_error_object.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaWebSearchToolResultErrorObjectErrorCode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebSearchToolResultErrorObjectErrorCode {
    /// `invalid_tool_input`.
    #[serde(rename = "invalid_tool_input")]
    InvalidToolInput,
    /// `unavailable`.
    #[serde(rename = "unavailable")]
    Unavailable,
    /// `max_uses_exceeded`.
    #[serde(rename = "max_uses_exceeded")]
    MaxUsesExceeded,
    /// `too_many_requests`.
    #[serde(rename = "too_many_requests")]
    TooManyRequests,
    /// `query_too_long`.
    #[serde(rename = "query_too_long")]
    QueryTooLong,
    /// `request_too_large`.
    #[serde(rename = "request_too_large")]
    RequestTooLarge,
}

/// The values of `BetaWebSearchToolResultErrorObjectType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebSearchToolResultErrorObjectType {
    /// `web_search_tool_result_error`.
    #[serde(rename = "web_search_tool_result_error")]
    WebSearchToolResultError,
}

/// The SDK's `BetaWebSearchToolResultErrorObject`.
///
/// (`BetaWebSearchToolResultErrorObject`, `types/beta/beta_web_search_tool_result_error_object.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebSearchToolResultErrorObject {
    /// The `error_code` field (not described by the SDK).
    pub error_code: BetaWebSearchToolResultErrorObjectErrorCode,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebSearchToolResultErrorObjectType,
}
