//! Types of `types/beta/beta_fallback_message_iteration_usage.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaFallbackMessageIterationUsageType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaFallbackMessageIterationUsageType {
    /// `fallback_message`.
    #[serde(rename = "fallback_message")]
    FallbackMessage,
}

/// Token usage for the fallback-model attempt of a server-side fallback request.
///
/// The terminal entry of a fallback-served turn: when a fallback hop's output is the returned
/// message, the entry for the iteration that completed it carries this type in place of `message`.
/// A declined hop and the serving hop's earlier tool-loop iterations produce `message` entries.
/// Whether a fallback model served the response is signalled by the presence of this entry in
/// `usage.iterations`.
///
/// (`BetaFallbackMessageIterationUsage`, `types/beta/beta_fallback_message_iteration_usage.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaFallbackMessageIterationUsage {
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
    pub model: String,
    /// The number of output tokens which were used.
    pub output_tokens: i64,
    /// Usage for the fallback-model attempt that served the response
    pub r#type: BetaFallbackMessageIterationUsageType,
}
