//! The turn frame (`turn_begin`, `turn_start`, `turn_end`) and runtime errors (`error`).
//!
//! `turn_begin` and `turn_end` are sent once per user-driven turn and pair 1:1; `turn_start` is
//! sent before every LLM iteration inside the turn, so a turn may have many.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The payload of `turn_begin`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct TurnBeginData {
    /// The user's message that started the turn.
    pub user_message: String,
}

agent_event! {
    /// A user-driven turn begins: sent once per turn, before any LLM iteration, carrying the
    /// user's message. Pairs 1:1 with `turn_end`; the replay recorder frames a turn with the
    /// two. Not the same as `turn_start`, which is sent per LLM iteration.
    TurnBeginEvent(TurnBeginData)
}

/// The payload of `turn_start`: usually `{}`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct TurnStartData {
    /// Set (always to `true`) on the extra `turn_start` sent after the user declines a tool
    /// confirmation, only to reset the display. That one starts no LLM iteration: do not count
    /// it as one. Absent otherwise.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "bool")]
    pub display_reset: Option<bool>,
}

agent_event! {
    /// An LLM iteration of the turn is about to start: sent before every LLM call of the turn
    /// (possibly many times per turn). Typical use: reset the streaming display and switch the
    /// spinner to "Thinking...". Also sent once with `display_reset: true` after the user
    /// declines a tool confirmation.
    TurnStartEvent(TurnStartData)
}

/// How a turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TurnStatus {
    /// The turn ran to its end (which does not mean it produced an answer: see
    /// `incomplete_reason`).
    Ok,
    /// The turn raised; `error` holds the detail.
    Error,
    /// The turn was cancelled (Ctrl+C or a cancellation token); `error` holds the reason.
    Cancelled,
}

/// Why a turn ended without a complete, model-written answer. One closed vocabulary: every
/// turn-ending path commits exactly one of these, or `null` for a real answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum IncompleteReason {
    /// The model produced no output at all.
    NoOutput,
    /// The model produced reasoning but no answer text.
    ReasoningOnly,
    /// The output hit the token limit: either a tool call's arguments were truncated (the
    /// harness then aborts the turn) or the final answer was cut off mid-sentence.
    LengthTruncated,
    /// The model repeated the same call until the loop detector halted the turn.
    DoomLoop,
    /// The turn hit its iteration limit. Listed by agentao 0.5.17's `TurnOutcome` docstring;
    /// the AgentEvent reference page treats it as a separate axis (a sticky transport flag
    /// with its own exit code 4), not a value of this field.
    MaxIterations,
    /// The LLM call itself failed (provider 5xx, rate limit, authentication) and kept failing
    /// after retries; `final_text` holds the harness's `[LLM API error: ...]` notice, not a
    /// model answer.
    LlmError,
}

/// The payload of `turn_end`. Mirrors agentao's `TurnOutcome` field for field (`final_text`
/// there is `text`). Early 0.4 releases sent only `final_text`, `status` and `error`; this
/// version describes the reference page's six keys.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct TurnEndData {
    /// The turn's final text: the same value `chat()` returns. May be a harness placeholder or
    /// notice (`[No response]`, `[Interrupted by user]`, `[LLM API error: ...]`) and may be
    /// decorated by a Stop hook: use `status` and `incomplete_reason`, not string matching, to
    /// tell whether it is an answer.
    pub final_text: String,
    /// How the turn ended.
    pub status: TurnStatus,
    /// The error detail when `status` is not `ok` (the exception text, or the cancellation
    /// reason such as `user-cancel`); `null` otherwise.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<String>")]
    pub error: Option<String>,
    /// Tool calls the LLM made across every iteration of the turn, so a host can size the turn
    /// without replaying each `tool_start`.
    pub tool_count: u64,
    /// Why the turn ended without a complete, model-written answer; `null` on an ordinary turn
    /// with a real answer. A cancelled turn is not reported here (it has `status:
    /// "cancelled"`). `agentao run` maps a non-null value to a non-zero exit code.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<IncompleteReason>")]
    pub incomplete_reason: Option<IncompleteReason>,
    /// `true` when at least one LLM call of the turn ended without the provider saying why
    /// generation stopped (a gateway closed the stream after its own timeout, or a partly
    /// compatible server never sends `finish_reason`), so "the answer is complete" comes from
    /// agentao's `stop` fallback, not from the provider. A separate axis from
    /// `incomplete_reason`: it changes neither that field nor `agentao run`'s exit code; hosts
    /// that want strict semantics check it themselves. Always `false` on a cancelled turn,
    /// reported as usual on an errored one.
    pub finish_reason_missing: bool,
}

agent_event! {
    /// A user-driven turn ended: sent once per turn, after the final assistant reply, or on
    /// error or cancellation. Closes the turn frame opened by `turn_begin`; carries the final
    /// text and per-turn facts to flush as metrics.
    TurnEndEvent(TurnEndData)
}

/// The payload of `error`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ErrorData {
    /// A short, human-readable message, fit for a toast.
    pub message: String,
    /// More detail about the error, for logs.
    pub detail: String,
}

agent_event! {
    /// The runtime caught an exception (LLM error, network error, MCP disconnect, ...). Show a
    /// toast or log it; the session need not stop, as the agent decides whether to continue.
    ErrorEvent(ErrorData)
}
