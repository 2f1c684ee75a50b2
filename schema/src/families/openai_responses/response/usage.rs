//! Types of `types/responses/response_usage.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A detailed breakdown of the input tokens.
///
/// (`InputTokensDetails`, `types/responses/response_usage.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseUsageInputTokensDetails {
    /// The number of input tokens that were written to the cache.
    pub cache_write_tokens: i64,
    /// The number of tokens that were retrieved from the cache. [More on prompt
    /// caching](https://developers.openai.com/api/docs/guides/prompt-caching).
    pub cached_tokens: i64,
    /// The `cache_write_tokens_details` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_write_tokens_details: Option<ResponseUsageInputTokensDetailsCacheWriteTokensDetails>,
}

/// The SDK's `InputTokensDetailsCacheWriteTokensDetails`.
///
/// (`InputTokensDetailsCacheWriteTokensDetails`, `types/responses/response_usage.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseUsageInputTokensDetailsCacheWriteTokensDetails {
    /// The number of input tokens written with 12-hour retention.
    pub ttl_12h_tokens: i64,
    /// The number of input tokens written with 30-minute retention.
    pub ttl_30m_tokens: i64,
}

/// A detailed breakdown of the output tokens.
///
/// (`OutputTokensDetails`, `types/responses/response_usage.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseUsageOutputTokensDetails {
    /// The number of reasoning tokens.
    pub reasoning_tokens: i64,
}

/// Represents token usage details including input tokens, output tokens, a breakdown of output
/// tokens, and the total tokens used.
///
/// (`ResponseUsage`, `types/responses/response_usage.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseUsage {
    /// The number of input tokens.
    pub input_tokens: i64,
    /// A detailed breakdown of the input tokens.
    pub input_tokens_details: ResponseUsageInputTokensDetails,
    /// The number of output tokens.
    pub output_tokens: i64,
    /// A detailed breakdown of the output tokens.
    pub output_tokens_details: ResponseUsageOutputTokensDetails,
    /// The total number of tokens used.
    pub total_tokens: i64,
}
