//! `we0`: We0Agent's event stream, `We0Event`, yielded by `We0Agent.stream()` and handed to
//! every `We0EventPublisher`.
//!
//! Authored from We0Agent's documentation page only: We0Agent is a private codebase, so no
//! upstream source or published schema exists to verify anything here against. Every event is a
//! Python `TypedDict`; a key marked `NotRequired` on the page is either absent or of its declared
//! type, never `null` (unless the declared type is `Any`).
//!
//! The types live in three modules, after the page's three event categories: [`llm`] (one model
//! call's stream), [`session`] (the engine's orchestration of a whole request) and [`question`]
//! (interactive questions to the outside).

pub mod llm;
pub mod question;
pub mod session;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use self::{llm::*, question::*, session::*};
use crate::{
    canonical::KeyOrder,
    document::{DocumentBuilder, EventUnion, round_trip},
    event_union,
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::{Requirement, StreamRule, on, rule},
};

/// The `we0` family.
pub static FAMILY: Family = Family {
    id: "we0",
    union_name: "We0Event",
    description: "We0Agent's event stream: the `We0Event` TypedDicts that `We0Agent.stream()` \
        yields and every `We0EventPublisher` receives. Three categories: model stream events of \
        one LLM call (`text-*`, `reasoning-*`, `tool-*`, `step-*`, `finish`, `provider-error`), \
        engine session events of the whole request (`session.*`: step orchestration, status, \
        file diff, errors, retries, context compaction) and interactive question events \
        (`question.*`). Authored from We0Agent's documentation page only: We0Agent is a private \
        codebase and no public source exists to verify this contract against. Experimental, as \
        upstream publishes no versioning policy. The union is closed, as the page lists the \
        complete `We0Event` union and asks no consumer to skip unknown types. The content is \
        closed, as every event is a TypedDict declaring its complete key set (the page stresses \
        that `tool-input-delta` has no `metadata` and `step-start` has no optional key); only \
        `metadata`, `UsageMetadata` and the `Any`/`JsonValue` payloads are open. A `NotRequired` \
        key is absent or of its declared type, never null.",
    stability: Stability::Experimental,
    union: UnionKind::Closed,
    content: ContentModel::Closed,
    provenance: Provenance::Documentation,
    tag: Some("type"),
    envelope: None,
    sse_event_name: None,
    versions: &[Version {
        id: "v1",
        upstream: "We0Agent's `Events` documentation page (names no release; types in \
            `we0agent.domain.types.event`, `we0agent.domain.events`, \
            `we0agent.question.events`)",
        document,
        rules,
        serde: round_trip::<We0Event>,
        key_order: KeyOrder::Declared,
    }],
};

/// Any JSON value: an object, array, string, number, boolean or `null`. Deep-copied by
/// We0Agent before it is published, so consumers may keep it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(transparent)]
pub struct JsonValue(pub Value);

event_union! {
    /// An event of We0Agent's stream, tagged by `type`. A `TypedDict` upstream: read its keys
    /// with `event["type"]`, and `NotRequired` keys with `event.get(...)`.
    tag = "type";
    pub enum We0Event {
        /// A text segment starts.
        "text-start" => TextStart(TextStartEvent),
        /// A piece of a text segment.
        "text-delta" => TextDelta(TextDeltaEvent),
        /// A text segment ends.
        "text-end" => TextEnd(TextEndEvent),
        /// A reasoning segment starts.
        "reasoning-start" => ReasoningStart(ReasoningStartEvent),
        /// A piece of a reasoning segment.
        "reasoning-delta" => ReasoningDelta(ReasoningDeltaEvent),
        /// A reasoning segment ends.
        "reasoning-end" => ReasoningEnd(ReasoningEndEvent),
        /// A tool call's input starts streaming.
        "tool-input-start" => ToolInputStart(ToolInputStartEvent),
        /// A piece of a tool call's input.
        "tool-input-delta" => ToolInputDelta(ToolInputDeltaEvent),
        /// A tool call's input has finished streaming.
        "tool-input-end" => ToolInputEnd(ToolInputEndEvent),
        /// A tool call with its complete input, about to run.
        "tool-call" => ToolCall(ToolCallEvent),
        /// A tool call succeeded.
        "tool-result" => ToolResult(ToolResultEvent),
        /// A tool call failed.
        "tool-error" => ToolError(ToolErrorEvent),
        /// A model call (step) starts.
        "step-start" => StepStart(StepStartEvent),
        /// A model call (step) finished.
        "step-finish" => StepFinish(StepFinishEvent),
        /// The whole request finished.
        "finish" => Finish(FinishEvent),
        /// The provider returned an error.
        "provider-error" => ProviderError(ProviderErrorEvent),
        /// The engine starts a step.
        "session.step.started" => SessionStepStarted(SessionStepStartedEvent),
        /// The engine ended a step.
        "session.step.ended" => SessionStepEnded(SessionStepEndedEvent),
        /// The session's status changed.
        "session.status" => SessionStatus(SessionStatusEvent),
        /// The files the request changed.
        "session.diff" => SessionDiff(SessionDiffEvent),
        /// The session failed.
        "session.error" => SessionError(SessionErrorEvent),
        /// The engine will retry.
        "session.retried" => SessionRetried(SessionRetriedEvent),
        /// Context compaction starts.
        "session.compaction.started" => SessionCompactionStarted(SessionCompactionStartedEvent),
        /// Context compaction ended.
        "session.compaction.ended" => SessionCompactionEnded(SessionCompactionEndedEvent),
        /// The agent asks the outside a question.
        "question.asked" => QuestionAsked(QuestionAskedEvent),
        /// A question was answered.
        "question.replied" => QuestionReplied(QuestionRepliedEvent),
        /// A question was rejected.
        "question.rejected" => QuestionRejected(QuestionRejectedEvent),
    }
}

/// The `v1` document.
pub fn document(family: &Family, version: &Version) -> Value {
    We0Event::register(DocumentBuilder::new()).build(family, version)
}

/// A bracketing of `<kind>-start`, `<kind>-delta`, `<kind>-end` by `id`.
fn bracket(kind: &str, source: &str) -> StreamRule {
    rule(
        &format!("{kind}-bracketed"),
        &format!(
            "`{kind}-delta` events come only between a `{kind}-start` and a `{kind}-end` with the same `id`"
        ),
        source,
        Requirement::Bracketing {
            start: on(&format!("{kind}-start")),
            delta: on(&format!("{kind}-delta")),
            end: on(&format!("{kind}-end")),
            key: Some("/id".into()),
            closed_before: Vec::new(),
            reset_by: Vec::new(),
        },
    )
}

/// The sequences We0Agent's events page states.
fn rules() -> Vec<StreamRule> {
    vec![
        bracket(
            "text",
            "We0Agent events page, text events: emitted in the order text-start → several text-delta → text-end, a segment sharing one id",
        ),
        bracket(
            "reasoning",
            "We0Agent events page, reasoning events: structured as the text events, only `type` differs",
        ),
        bracket(
            "tool-input",
            "We0Agent events page, tool input events: tool-input-start → several tool-input-delta → tool-input-end, one call sharing id and name",
        ),
        rule(
            "tool-call-resolved",
            "every `tool-call` is resolved by one `tool-result` or `tool-error` with the same `id`",
            "We0Agent events page, tool execution events: tool-call once the input is ready, then tool-result (success) or tool-error (failure)",
            Requirement::Pairing {
                open: on("tool-call"),
                close: vec![on("tool-result"), on("tool-error")],
                key: Some("/id".into()),
                alone: Vec::new(),
                within: None,
                closed_before: Vec::new(),
                reset_by: Vec::new(),
            },
        ),
        rule(
            "step-index-increases",
            "`step-start` `index` increases from one step to the next",
            "We0Agent events page: step-start `index` is the step number, from 0",
            Requirement::Monotonic {
                event: on("step-start"),
                field: "/index".into(),
                strict: true,
            },
        ),
        rule(
            "timestamps-in-order",
            "the millisecond `timestamp` of session and question events never decreases",
            "We0Agent events page, general conventions: session and question events carry `timestamp`, a millisecond Unix timestamp",
            Requirement::Monotonic {
                event: on("*"),
                field: "/timestamp".into(),
                strict: false,
            },
        ),
        rule(
            "one-finish-last",
            "exactly one `finish` ends the stream",
            "We0Agent events page, step and finish events: finish is emitted after all steps of the request have ended",
            Requirement::Terminal {
                event: on("finish"),
            },
        ),
        rule(
            "tool-input-reassembles",
            "the `tool-input-delta` texts of a call, joined, are JSON equal to its `tool-call` `input`",
            "We0Agent events page: text is an increment of the input (usually a JSON string fragment) that must be joined to give the whole input; the complete input is the one in the tool-call event",
            Requirement::Reassembly {
                delta: on("tool-input-delta"),
                text: "/text".into(),
                complete: on("tool-call"),
                value: Some("/input".into()),
                json: true,
                key: Some("/id".into()),
            },
        ),
    ]
}
