//! Types of `types/beta/beta_cache_miss_system_changed.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCacheMissSystemChangedType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCacheMissSystemChangedType {
    /// `system_changed`.
    #[serde(rename = "system_changed")]
    SystemChanged,
}

/// A `cache_miss_reason` for a request whose `system` differs from the previous request's.
///
/// See the [cache diagnostics
/// guide](https://platform.claude.com/docs/en/build-with-claude/cache-diagnostics#cache-miss-reason-types)
/// to learn what to change for each reason.
///
/// (`BetaCacheMissSystemChanged`, `types/beta/beta_cache_miss_system_changed.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCacheMissSystemChanged {
    /// Approximate number of input tokens that would have been read from cache had the prefix
    /// matched the previous request.
    pub cache_missed_input_tokens: i64,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCacheMissSystemChangedType,
}
