//! Types of `types/beta/beta_web_fetch_tool_result_error_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaWebFetchToolResultErrorBlockErrorCode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchToolResultErrorBlockErrorCode {
    /// `invalid_tool_input`.
    #[serde(rename = "invalid_tool_input")]
    InvalidToolInput,
    /// `url_too_long`.
    #[serde(rename = "url_too_long")]
    UrlTooLong,
    /// `url_not_allowed`.
    #[serde(rename = "url_not_allowed")]
    UrlNotAllowed,
    /// `url_not_in_prior_context`.
    #[serde(rename = "url_not_in_prior_context")]
    UrlNotInPriorContext,
    /// `url_not_accessible`.
    #[serde(rename = "url_not_accessible")]
    UrlNotAccessible,
    /// `unsupported_content_type`.
    #[serde(rename = "unsupported_content_type")]
    UnsupportedContentType,
    /// `too_many_requests`.
    #[serde(rename = "too_many_requests")]
    TooManyRequests,
    /// `max_uses_exceeded`.
    #[serde(rename = "max_uses_exceeded")]
    MaxUsesExceeded,
    /// `unavailable`.
    #[serde(rename = "unavailable")]
    Unavailable,
    /// `content_too_large`.
    #[serde(rename = "content_too_large")]
    ContentTooLarge,
}

/// The values of `BetaWebFetchToolResultErrorBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchToolResultErrorBlockType {
    /// `web_fetch_tool_result_error`.
    #[serde(rename = "web_fetch_tool_result_error")]
    WebFetchToolResultError,
}

/// The SDK's `BetaWebFetchToolResultErrorBlock`.
///
/// (`BetaWebFetchToolResultErrorBlock`, `types/beta/beta_web_fetch_tool_result_error_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebFetchToolResultErrorBlock {
    /// The `error_code` field (not described by the SDK).
    pub error_code: BetaWebFetchToolResultErrorBlockErrorCode,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebFetchToolResultErrorBlockType,
}
