//! Types of `types/beta/beta_cache_miss_unavailable.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCacheMissUnavailableType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCacheMissUnavailableType {
    /// `unavailable`.
    #[serde(rename = "unavailable")]
    Unavailable,
}

/// A `cache_miss_reason` for when the API can't give a diagnosis.
///
/// The request itself was processed normally.
///
/// This includes a request whose `model`, `system`, and `tools` match the previous request's but
/// whose other prompt-affecting parameters, such as `thinking` or `tool_choice`, differ.
///
/// See the [cache diagnostics
/// guide](https://platform.claude.com/docs/en/build-with-claude/cache-diagnostics#cache-miss-reason-types)
/// to learn what to change for each reason.
///
/// (`BetaCacheMissUnavailable`, `types/beta/beta_cache_miss_unavailable.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCacheMissUnavailable {
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCacheMissUnavailableType,
}
