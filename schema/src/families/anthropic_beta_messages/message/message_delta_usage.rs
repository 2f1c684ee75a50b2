//! Types of `types/beta/beta_message_delta_usage.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 4 objects, told apart by their `type`.
    pub enum BetaIterationsUsageItem {
        /// `message`: BetaMessageIterationUsage.
        Message(BetaMessageIterationUsage),
        /// `compaction`: BetaCompactionIterationUsage.
        Compaction(BetaCompactionIterationUsage),
        /// `advisor_message`: BetaAdvisorMessageIterationUsage.
        AdvisorMessage(BetaAdvisorMessageIterationUsage),
        /// `fallback_message`: BetaFallbackMessageIterationUsage.
        FallbackMessage(BetaFallbackMessageIterationUsage),
    }
}

/// The SDK's `BetaMessageDeltaUsage`.
///
/// (`BetaMessageDeltaUsage`, `types/beta/beta_message_delta_usage.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaMessageDeltaUsage {
    /// The cumulative number of input tokens used to create the cache entry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_creation_input_tokens: Option<i64>,
    /// The cumulative number of input tokens read from the cache.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_read_input_tokens: Option<i64>,
    /// Outcome of the `fallback_credit_token` presented on this request.
    ///
    /// Present on every response to a non-batch request that carried a `fallback_credit_token`, in
    /// either redemption mode; absent otherwise (batch items accept and ignore the token and carry
    /// no outcome object).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fallback_credit: Option<BetaFallbackCreditUsage>,
    /// The cumulative number of input tokens which were used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_tokens: Option<i64>,
    /// Per-iteration token usage breakdown.
    ///
    /// Each entry represents one sampling iteration, with its own input/output token counts and
    /// cache statistics, discriminated by `type`. For `message` entries (model sampling iterations,
    /// such as the turns of a server-side tool use loop), this allows you to:
    ///
    /// - Calculate the context window size from the last `message` entry
    /// - Understand token accumulation across server-side tool use loops
    ///
    /// A `compaction` entry reports the token usage of the compaction operation itself — the
    /// server-side request that summarizes the context being closed — NOT the size of the context
    /// that was compacted away, and its token counts can be much smaller than that closed context
    /// (for example, a compaction that closes a ~200k-token context can report only a few thousand
    /// tokens). Do not derive the context window size from a `compaction` entry, even when it is
    /// the last entry. A `compaction` entry's tokens are not included in the top-level `usage`
    /// fields. When an input-token trigger is in effect (the default — 150,000 tokens unless
    /// configured otherwise), each `compaction` entry closes a context that had reached at least
    /// that threshold, though the context can exceed it by the final iteration's output and tool
    /// results.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iterations: Option<Vec<BetaIterationsUsageItem>>,
    /// The cumulative number of output tokens which were used.
    pub output_tokens: i64,
    /// Breakdown of output tokens by category.
    ///
    /// `output_tokens` remains the inclusive, authoritative total used for billing. This object
    /// provides a read-only decomposition for observability — for example, how many of the billed
    /// output tokens were spent on internal reasoning that may have been summarized before being
    /// returned to you.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_tokens_details: Option<BetaOutputTokensDetails>,
    /// The number of server tool requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_tool_use: Option<BetaServerToolUsage>,
}
