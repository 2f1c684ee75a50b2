//! Types of `types/beta/beta_cache_miss_model_changed.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCacheMissModelChangedType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCacheMissModelChangedType {
    /// `model_changed`.
    #[serde(rename = "model_changed")]
    ModelChanged,
}

/// A `cache_miss_reason` for a request whose `model` or `speed` differs from the previous
/// request's.
///
/// See the [cache diagnostics
/// guide](https://platform.claude.com/docs/en/build-with-claude/cache-diagnostics#cache-miss-reason-types)
/// to learn what to change for each reason.
///
/// (`BetaCacheMissModelChanged`, `types/beta/beta_cache_miss_model_changed.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCacheMissModelChanged {
    /// Approximate number of input tokens that would have been read from cache had the prefix
    /// matched the previous request.
    pub cache_missed_input_tokens: i64,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCacheMissModelChangedType,
}
