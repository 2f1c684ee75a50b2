//! Types of `types/beta/beta_cache_miss_tools_changed.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCacheMissToolsChangedType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCacheMissToolsChangedType {
    /// `tools_changed`.
    #[serde(rename = "tools_changed")]
    ToolsChanged,
}

/// A `cache_miss_reason` for a request whose `tools` differ from the previous request's, for
/// example because tools were added, removed, or reordered.
///
/// See the [cache diagnostics
/// guide](https://platform.claude.com/docs/en/build-with-claude/cache-diagnostics#cache-miss-reason-types)
/// to learn what to change for each reason.
///
/// (`BetaCacheMissToolsChanged`, `types/beta/beta_cache_miss_tools_changed.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCacheMissToolsChanged {
    /// Approximate number of input tokens that would have been read from cache had the prefix
    /// matched the previous request.
    pub cache_missed_input_tokens: i64,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCacheMissToolsChangedType,
}
