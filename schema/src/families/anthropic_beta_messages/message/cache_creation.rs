//! Types of `types/beta/beta_cache_creation.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The SDK's `BetaCacheCreation`.
///
/// (`BetaCacheCreation`, `types/beta/beta_cache_creation.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCacheCreation {
    /// The number of input tokens used to create the 1 hour cache entry.
    pub ephemeral_1h_input_tokens: i64,
    /// The number of input tokens used to create the 5 minute cache entry.
    pub ephemeral_5m_input_tokens: i64,
}
