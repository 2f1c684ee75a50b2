//! Types of `types/beta/beta_message_iteration_usage.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaMessageIterationUsageType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaMessageIterationUsageType {
    /// `message`.
    #[serde(rename = "message")]
    Message,
}

/// Token usage for a sampling iteration.
///
/// (`BetaMessageIterationUsage`, `types/beta/beta_message_iteration_usage.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaMessageIterationUsage {
    /// Breakdown of cached tokens by TTL
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_creation: Option<BetaCacheCreation>,
    /// The number of input tokens used to create the cache entry.
    pub cache_creation_input_tokens: i64,
    /// The number of input tokens read from the cache.
    pub cache_read_input_tokens: i64,
    /// The number of input tokens which were used.
    pub input_tokens: i64,
    /// The model that will complete your prompt.
    ///
    /// See [models](https://docs.anthropic.com/en/docs/models-overview) for additional details and
    /// options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
    /// The number of output tokens which were used.
    pub output_tokens: i64,
    /// Usage for a sampling iteration
    pub r#type: BetaMessageIterationUsageType,
}
