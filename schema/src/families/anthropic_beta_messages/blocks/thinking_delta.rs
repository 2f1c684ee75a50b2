//! Types of `types/beta/beta_thinking_delta.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaThinkingDeltaType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaThinkingDeltaType {
    /// `thinking_delta`.
    #[serde(rename = "thinking_delta")]
    ThinkingDelta,
}

/// The SDK's `BetaThinkingDelta`.
///
/// (`BetaThinkingDelta`, `types/beta/beta_thinking_delta.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaThinkingDelta {
    /// Per-frame increment of a coarse, running estimate of the tokens this thinking block has
    /// produced so far. Present whenever the `thinking-token-count-2026-05-13` beta is set; `null`
    /// unless `thinking.display` resolves to `"omitted"` and a count is due this frame. Sum the
    /// increments across `thinking_delta` frames on this block for a progress indicator. Each
    /// increment is a non-negative multiple of a fixed quantum and the cadence is rate-limited, so
    /// this is a deliberately lossy display hint, not a billable count; `usage.output_tokens`
    /// remains authoritative.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub estimated_tokens: Option<i64>,
    /// The incremental `thinking` text for this content block.
    ///
    /// Concatenate the `thinking` values of successive `thinking_delta` events to assemble the
    /// block's full `thinking` value.
    pub thinking: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaThinkingDeltaType,
}
