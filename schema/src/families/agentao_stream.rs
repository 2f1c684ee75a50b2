//! `agentao.stream`: the items of `agent.astream()`, agentao's stable streaming-text surface.
//!
//! Verified against agentao 0.5.17's source (`agentao/host/stream.py` for `TextDelta`,
//! `agentao/outcome.py` for `TurnOutcome`). Both are frozen standard-library dataclasses, not
//! Pydantic models, so agentao publishes no JSON Schema for them; neither is a `HostEvent`.
//! There is no tag: the two types are told apart by shape, which works because both are closed.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{
    canonical::KeyOrder,
    document::{DocumentBuilder, round_trip},
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::{Requirement, StreamRule, on, rule},
};

/// The `agentao.stream` family.
pub static FAMILY: Family = Family {
    id: "agentao.stream",
    union_name: "AstreamItem",
    description: "The items `agent.astream()` yields: `TextDelta`s of assistant text while the \
        turn runs, then exactly one `TurnOutcome` as the last item if the turn returned (a turn \
        that raised yields no outcome: the iterator raises instead). A delivery API, not an \
        audit record: neither type is a `HostEvent`, neither is projected into replay or \
        included in agentao's `host.events.v*.json`. Verified in agentao 0.5.17's source \
        (`agentao/host/stream.py`, `agentao/outcome.py`); not present in 0.4.x. Stable: \
        agentao's host-contract docs (4.7) name `astream()` the stable path for streaming \
        text. The union is closed: `astream()` yields these two types and nothing else. The \
        content is closed: both are frozen dataclasses, and constructing one from unknown keys \
        fails. There is no tag: a closed `TextDelta` has only `text`, a `TurnOutcome` always \
        has `status`, so the shape tells them apart. One difference between upstream sources: \
        0.5.17's `TurnOutcome` docstring lists `max_iterations` in the `incomplete_reason` \
        vocabulary, where the 4.7 docs treat it as a separate axis; it is accepted.",
    stability: Stability::Stable,
    union: UnionKind::Closed,
    content: ContentModel::Closed,
    provenance: Provenance::Source,
    tag: None,
    envelope: None,
    sse_event_name: None,
    versions: &[Version {
        id: "v1",
        upstream: "agentao 0.5.17 (`agentao/host/stream.py`, `agentao/outcome.py`)",
        document,
        rules,
        serde: round_trip::<AstreamItem>,
        key_order: KeyOrder::Declared,
    }],
};

/// A chunk of assistant text, in the order the model produced it. For display: joined
/// together, the deltas are not the turn's answer, since every LLM call of the turn streams its
/// text, including narration before a tool call. The answer is the `text` of the
/// `TurnOutcome` that ends the stream (check `status` and `incomplete_reason` first).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TextDelta {
    /// The text chunk: any length, from part of a word to a paragraph.
    pub text: String,
}

/// How the turn ended. A plain `str` upstream, but agentao documents exactly these three
/// values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TurnStatus {
    /// The turn ran to its end (which does not mean it produced an answer: see
    /// `incomplete_reason`).
    Ok,
    /// The turn failed; `error` holds the detail.
    Error,
    /// The turn was cancelled; `error` holds the reason.
    Cancelled,
}

/// Why a turn has no complete, model-written answer. A single closed vocabulary: every path
/// that ends a turn commits exactly one of these, or `null` for a real answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum IncompleteReason {
    /// The model produced no output at all.
    NoOutput,
    /// The model produced reasoning but no answer text.
    ReasoningOnly,
    /// The output hit the token limit: a tool call's arguments were truncated (the harness
    /// then aborts the turn) or the answer was cut off mid-sentence.
    LengthTruncated,
    /// The model repeated the same call until the loop detector halted the turn.
    DoomLoop,
    /// The turn hit its iteration limit. In agentao 0.5.17's docstring; agentao's 4.7 docs
    /// describe the iteration limit as a separate axis instead (a sub-agent `error_type`
    /// suffix), so older releases may never send it.
    MaxIterations,
    /// The LLM call itself failed (provider 5xx, rate limit, authentication) even after
    /// retries; `text` is agentao's `[LLM API error: ...]` notice, not a model answer.
    LlmError,
}

/// What the turn produced: the last item of `astream()`, the same object `agent.last_turn`
/// holds after `chat()` or `arun()`. Mirrors the internal `turn_end` payload field for field.
/// The turn's text is an answer only when `status` is `ok` and `incomplete_reason` is `null`
/// (agentao's `is_answer`); `finish_reason_missing` is deliberately not part of that test.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TurnOutcome {
    /// The turn's final text: the same value `chat()` and `arun()` return. It may be a
    /// placeholder or notice (`[No response]`, `[LLM API error: ...]`) rather than an answer.
    pub text: String,
    /// How the turn ended.
    pub status: TurnStatus,
    /// Why the turn has no complete, model-written answer; `null` for a real answer. Always
    /// present.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<IncompleteReason>")]
    pub incomplete_reason: Option<IncompleteReason>,
    /// Tool calls the model made across the whole turn.
    pub tool_count: u64,
    /// The error detail when `status` is not `ok`; `null` otherwise.
    #[serde(default)]
    pub error: Option<String>,
    /// `true` when at least one LLM call of the turn ended without the provider reporting why
    /// generation stopped (a gateway closed the stream, or a server never sends
    /// `finish_reason`): the text may be a truncated fragment reported as finished. A separate
    /// axis: it does not make the turn incomplete. Hosts that want to be strict treat it as
    /// fatal themselves. `false` on a cancelled turn.
    #[serde(default)]
    pub finish_reason_missing: bool,
}

/// One item `agent.astream()` yields: a `TextDelta`, or the `TurnOutcome` that ends the stream
/// (told apart by their fields, as the snapshot's `anyOf` tells them apart).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AstreamItem {
    /// Assistant text as it streams.
    TextDelta(TextDelta),
    /// How the turn ended.
    TurnOutcome(TurnOutcome),
}

/// The `v1` document.
pub fn document(family: &Family, version: &Version) -> Value {
    DocumentBuilder::new()
        .root::<TextDelta>()
        .root::<TurnOutcome>()
        .build(family, version)
}

/// `astream()` yields text deltas, then exactly one `TurnOutcome` as its last item.
fn rules() -> Vec<StreamRule> {
    vec![rule(
        "one-outcome-last",
        "exactly one `TurnOutcome` ends the stream; nothing follows it",
        "agentao `astream()` docstring: it yields `TextDelta`s and then exactly one `TurnOutcome` as the last item, if the turn returned",
        Requirement::Terminal {
            event: on("TurnOutcome"),
        },
    )]
}
