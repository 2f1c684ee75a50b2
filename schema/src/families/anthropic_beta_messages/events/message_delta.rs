//! Types of `types/beta/beta_raw_message_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The SDK's `BetaRawMessageDeltaEvent`.
///
/// (`BetaRawMessageDeltaEvent`, `types/beta/beta_raw_message_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaRawMessageDeltaEvent {
    /// Information about context management strategies applied during the request
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context_management: Option<BetaContextManagementResponse>,
    /// The `delta` field (not described by the SDK).
    pub delta: BetaRawMessageDeltaEventDelta,
    /// Billing and rate-limit usage.
    ///
    /// Anthropic's API bills and rate-limits by token counts, as tokens represent the underlying
    /// cost to our systems.
    ///
    /// Under the hood, the API transforms requests into a format suitable for the model. The
    /// model's output then goes through a parsing stage before becoming an API response. As a
    /// result, the token counts in `usage` will not match one-to-one with the exact visible content
    /// of an API request or response.
    ///
    /// For example, `output_tokens` will be non-zero, even for an empty string response from
    /// Claude.
    ///
    /// Total input tokens in a request is the summation of `input_tokens`,
    /// `cache_creation_input_tokens`, and `cache_read_input_tokens`.
    pub usage: BetaMessageDeltaUsage,
    /// Changes the API made to the request's input before showing it to the model, and blocks that
    /// failed a binding check but were left unchanged: one entry per block, in request order. Two
    /// entry types today. `thinking_dropped` — a `thinking`, `redacted_thinking` or
    /// `connector_text` block from the request's `messages` that was removed from the prompt
    /// instead of being shown to the model because it failed a binding check.
    /// `thinking_mismatch_allowed` — a `thinking` or `redacted_thinking` block that failed the
    /// conversation check (the conversation before it differs from the one it was created in, or it
    /// carries no record of one on a model that requires it) and was shown to the model all the
    /// same, because that check is not enforced for this request. More entry types may be added
    /// over time; ignore types you do not recognize.
    ///
    /// Requires `anthropic-beta: thinking-binding-controls-2026-08-01`. Present on every such
    /// response from a model that supports extended thinking, as `[]` when there is no entry to
    /// report; without the beta, blocks are removed or left in place all the same but nothing is
    /// reported. Removed blocks contribute nothing to `usage.input_tokens`; blocks left in place
    /// count as sent. When streaming, the array is final in `message_start`; the final
    /// `message_delta` event carries it only when a server-side model fallback happened mid-stream,
    /// in which case it holds the serving model's entries and replaces the one in `message_start`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_transformations: Option<Vec<BetaInputTransformation>>,
}

/// The values of `BetaRawMessageDeltaEventDeltaStopReason`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaRawMessageDeltaEventDeltaStopReason {
    /// `end_turn`.
    #[serde(rename = "end_turn")]
    EndTurn,
    /// `max_tokens`.
    #[serde(rename = "max_tokens")]
    MaxTokens,
    /// `stop_sequence`.
    #[serde(rename = "stop_sequence")]
    StopSequence,
    /// `tool_use`.
    #[serde(rename = "tool_use")]
    ToolUse,
    /// `pause_turn`.
    #[serde(rename = "pause_turn")]
    PauseTurn,
    /// `compaction`.
    #[serde(rename = "compaction")]
    Compaction,
    /// `refusal`.
    #[serde(rename = "refusal")]
    Refusal,
    /// `model_context_window_exceeded`.
    #[serde(rename = "model_context_window_exceeded")]
    ModelContextWindowExceeded,
}

/// The SDK's `Delta`.
///
/// (`Delta`, `types/beta/beta_raw_message_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaRawMessageDeltaEventDelta {
    /// Information about the container used in this request.
    ///
    /// This will be non-null if a container tool (e.g. code execution) was used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container: Option<BetaContainer>,
    /// Structured information about why model output stopped.
    ///
    /// This is `null` when the `stop_reason` has no additional detail to report.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_details: Option<BetaRefusalStopDetails>,
    /// The `stop_reason` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_reason: Option<BetaRawMessageDeltaEventDeltaStopReason>,
    /// The `stop_sequence` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_sequence: Option<String>,
}
