//! Types of `types/beta/beta_compaction_iteration_usage.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaCompactionIterationUsageType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCompactionIterationUsageType {
    /// `compaction`.
    #[serde(rename = "compaction")]
    Compaction,
}

/// Token usage for a compaction iteration.
///
/// (`BetaCompactionIterationUsage`, `types/beta/beta_compaction_iteration_usage.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCompactionIterationUsage {
    /// Breakdown of cached tokens by TTL
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_creation: Option<BetaCacheCreation>,
    /// The number of input tokens used to create the cache entry.
    pub cache_creation_input_tokens: i64,
    /// The number of input tokens read from the cache.
    pub cache_read_input_tokens: i64,
    /// The number of input tokens which were used.
    pub input_tokens: i64,
    /// The number of output tokens which were used.
    pub output_tokens: i64,
    /// Usage for a compaction iteration
    pub r#type: BetaCompactionIterationUsageType,
}
