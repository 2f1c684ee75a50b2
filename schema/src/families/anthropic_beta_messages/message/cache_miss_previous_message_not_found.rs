//! Types of `types/beta/beta_cache_miss_previous_message_not_found.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCacheMissPreviousMessageNotFoundType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCacheMissPreviousMessageNotFoundType {
    /// `previous_message_not_found`.
    #[serde(rename = "previous_message_not_found")]
    PreviousMessageNotFound,
}

/// A `cache_miss_reason` for when the API doesn't have a stored record of the request that
/// `diagnostics.previous_message_id` references.
///
/// This doesn't mean that this request changed.
///
/// See the [cache diagnostics
/// guide](https://platform.claude.com/docs/en/build-with-claude/cache-diagnostics#cache-miss-reason-types)
/// to learn what to change for each reason.
///
/// (`BetaCacheMissPreviousMessageNotFound`,
/// `types/beta/beta_cache_miss_previous_message_not_found.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCacheMissPreviousMessageNotFound {
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCacheMissPreviousMessageNotFoundType,
}
