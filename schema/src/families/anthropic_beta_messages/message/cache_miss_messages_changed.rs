//! Types of `types/beta/beta_cache_miss_messages_changed.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCacheMissMessagesChangedType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCacheMissMessagesChangedType {
    /// `messages_changed`.
    #[serde(rename = "messages_changed")]
    MessagesChanged,
}

/// A `cache_miss_reason` for a request whose `messages` differ from the previous request's in an
/// earlier entry, instead of only having entries appended. The `model`, `system`, and `tools`
/// match.
///
/// See the [cache diagnostics
/// guide](https://platform.claude.com/docs/en/build-with-claude/cache-diagnostics#cache-miss-reason-types)
/// to learn what to change for each reason.
///
/// (`BetaCacheMissMessagesChanged`, `types/beta/beta_cache_miss_messages_changed.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCacheMissMessagesChanged {
    /// Approximate number of input tokens that would have been read from cache had the prefix
    /// matched the previous request.
    pub cache_missed_input_tokens: i64,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCacheMissMessagesChangedType,
}
