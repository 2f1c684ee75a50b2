//! `agentao.transport`: agentao's internal `AgentEvent`, in the wire form its transports forward
//! to a UI (`{"type", "schema_version", "data"}`).
//!
//! Verified against agentao's source (`agentao/transport/events.py`: `EventType`, `AgentEvent`,
//! `to_dict()`) and written from its AgentEvent reference page (developer guide 4.2). Internal
//! upstream: fields and values may change in any release, so the union and every payload are
//! open.
//!
//! The event types live in five modules, after the page's event groups: [`turn`] (the turn
//! frame and errors), [`llm`] (one provider call), [`tool`] (one tool call), [`subagent`]
//! (sub-agent lifecycle) and [`observability`] (replay observability and runtime state changes).
//! They make `v1`, the 0.4.20 contract of the reference page (frozen). [`v2`] adds the event
//! types agentao 0.5.14 to 0.5.17 send that the page does not list (`compaction_started`,
//! `compaction_settled`, `images_removed`), typed from the runtime code that sends them.

/// Declares the envelope struct of one event type: `schema_version`, `ts` and the typed `data`.
/// The `type` tag is not a field: the union adds it.
macro_rules! agent_event {
    ($(#[$meta:meta])* $name:ident($data:ty)) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema,
        )]
        pub struct $name {
            /// The version of the payload contract: one global integer shared by every event
            /// type, bumped only when the shape or meaning of an existing `data` key changes
            /// (added keys ship without a bump). `AgentEvent.to_dict()` always writes it; the
            /// JSON helper on agentao's AgentEvent reference page omits it, which means `1`.
            #[serde(default = "crate::families::agentao_transport::default_schema_version")]
            #[schemars(range(min = 1))]
            pub schema_version: u32,
            /// When the event was serialized, in seconds since the Unix epoch (Python's
            /// `time.time()`, with a fractional part). Not a field of `AgentEvent`: only the JSON
            /// helper on agentao's reference page adds it, `to_dict()` does not.
            #[serde(
                default,
                skip_serializing_if = "Option::is_none",
                deserialize_with = "crate::presence::present"
            )]
            #[schemars(with = "f64")]
            pub ts: Option<f64>,
            /// The event's payload: a JSON object whose keys depend on the event type. Keys
            /// not listed here may appear in any release; ignore them.
            pub data: $data,
        }
    };
}

/// Declares the payload of an event type whose keys the reference page does not itemize: any
/// JSON object, kept whole.
macro_rules! open_data {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize,
            schemars::JsonSchema,
        )]
        pub struct $name {
            /// Every key of the payload, none of them part of the contract.
            #[serde(flatten)]
            pub keys: serde_json::Map<String, serde_json::Value>,
        }
    };
}

/// Declares an `AgentEvent` union, tagged by `type`: the event types of `v1`, in the reference
/// page's order, then those a later version adds (`$added`, in the same form).
macro_rules! agent_event_union {
    ($(#[$meta:meta])* $name:ident { $($added:tt)* }) => {
        $crate::event_union! {
            $(#[$meta])*
            tag = "type";
            pub enum $name {
                /// A user-driven turn begins.
                "turn_begin" => TurnBegin(TurnBeginEvent),
                /// An LLM iteration of the turn is about to start (or the display is reset).
                "turn_start" => TurnStart(TurnStartEvent),
                /// A user-driven turn ended.
                "turn_end" => TurnEnd(TurnEndEvent),
                /// The runtime caught an error.
                "error" => Error(ErrorEvent),
                /// A provider call is about to be made.
                "llm_call_started" => LlmCallStarted(LlmCallStartedEvent),
                /// A failed provider call is about to be retried.
                "llm_retry" => LlmRetry(LlmRetryEvent),
                /// A chunk of reasoning.
                "thinking" => Thinking(ThinkingEvent),
                /// A chunk of user-visible answer text.
                "llm_text" => LlmText(LlmTextEvent),
                /// The messages a provider call added to the history.
                "llm_call_delta" => LlmCallDelta(LlmCallDeltaEvent),
                /// A provider call finished: usage and finish reason.
                "llm_call_completed" => LlmCallCompleted(LlmCallCompletedEvent),
                /// The full prompt and tools of a provider call (deep capture only).
                "llm_call_io" => LlmCallIo(LlmCallIoEvent),
                /// A tool call is about to run.
                "tool_start" => ToolStart(ToolStartEvent),
                /// The user is about to be asked to confirm a tool call.
                "tool_confirmation" => ToolConfirmation(ToolConfirmationEvent),
                /// A chunk of a running tool's output.
                "tool_output" => ToolOutput(ToolOutputEvent),
                /// A tool call finished: status and duration.
                "tool_complete" => ToolComplete(ToolCompleteEvent),
                /// A tool call's final result: content, hash and disk metadata.
                "tool_result" => ToolResult(ToolResultEvent),
                /// A sub-agent was started.
                "agent_start" => AgentStart(AgentStartEvent),
                /// A sub-agent finished.
                "agent_end" => AgentEnd(AgentEndEvent),
                /// `ask_user()` asked the user a question.
                "ask_user_requested" => AskUserRequested(AskUserRequestedEvent),
                /// The user answered an `ask_user()` question.
                "ask_user_answered" => AskUserAnswered(AskUserAnsweredEvent),
                /// A background notification was injected into the turn.
                "background_notification_injected" =>
                    BackgroundNotificationInjected(BackgroundNotificationInjectedEvent),
                /// The context was compressed.
                "context_compressed" => ContextCompressed(ContextCompressedEvent),
                /// A session summary was written.
                "session_summary_written" => SessionSummaryWritten(SessionSummaryWrittenEvent),
                /// A skill was activated.
                "skill_activated" => SkillActivated(SkillActivatedEvent),
                /// A skill was deactivated.
                "skill_deactivated" => SkillDeactivated(SkillDeactivatedEvent),
                /// A memory was written.
                "memory_write" => MemoryWrite(MemoryWriteEvent),
                /// A memory was deleted.
                "memory_delete" => MemoryDelete(MemoryDeleteEvent),
                /// Memories were cleared.
                "memory_cleared" => MemoryCleared(MemoryClearedEvent),
                /// The model was switched at runtime.
                "model_changed" => ModelChanged(ModelChangedEvent),
                /// The permission preset changed.
                "permission_mode_changed" => PermissionModeChanged(PermissionModeChangedEvent),
                /// The tool runner's read-only switch changed.
                "readonly_mode_changed" => ReadonlyModeChanged(ReadonlyModeChangedEvent),
                /// A plugin hook ran.
                "plugin_hook_fired" => PluginHookFired(PluginHookFiredEvent),
                $($added)*
            }
        }
    };
}

pub mod llm;
pub mod observability;
pub mod subagent;
pub mod tool;
pub mod turn;
pub mod v2;

use serde_json::Value;

pub use self::{llm::*, observability::*, subagent::*, tool::*, turn::*};
use crate::{
    canonical::KeyOrder,
    document::{DocumentBuilder, EventUnion, round_trip},
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::{Requirement, StreamRule, on, rule},
};

/// The `agentao.transport` family.
pub static FAMILY: Family = Family {
    id: "agentao.transport",
    union_name: "AgentEvent",
    description: "agentao's internal event stream: the `AgentEvent`s the runtime pushes through \
        `Transport.emit()` to drive the CLI, streaming UIs, replay and debugging tools (turn \
        frame, streamed text and reasoning, LLM calls and retries, tool calls, sub-agents, \
        replay observability), in the JSON wire form transports forward over SSE or WebSocket: \
        `{\"type\", \"schema_version\", \"data\"}`. Verified in agentao's source \
        (`agentao/transport/events.py`) and its AgentEvent reference page (developer guide \
        4.2). Internal: upstream says fields and `EventType` values may change in any release \
        and does not snapshot-enforce this surface (production audit belongs to `HostEvent`, \
        family `agentao.host`). The union is open: upstream tells consumers to keep a default \
        branch, since releases add event types (`compaction_started`, `compaction_settled` \
        and `images_removed`, which agentao 0.5.14, 0.5.16 and 0.5.17 all send, as the \
        conformance run found, are not in v1). The content is open: \
        additive `data` keys ship without a `schema_version` bump and consumers must ignore \
        unknown keys. Differences between the reference page and the source: the page's JSON \
        helper writes `{\"type\", \"data\", \"ts\"}` where `to_dict()` writes `{\"type\", \
        \"schema_version\", \"data\"}`, so `schema_version` defaults to 1 and `ts` is optional; \
        the page's `plugin_hook_fired` names `PostToolUse*` where older docs name \
        `PostToolUse`, `PostToolUseFailure` and `SessionEnd` (all accepted); the page shows \
        `error` on `tool_result`, the source docstring does not (optional here); the page \
        leaves `max_iterations` out of `incomplete_reason`, agentao 0.5.17's `TurnOutcome`, \
        which mirrors `turn_end`, includes it (accepted). Differences between the documentation \
        and what the runtime writes (found by the conformance run, `docs/conformance.md`, on \
        agentao 0.5.14, 0.5.16 and 0.5.17; the family accepts what the runtime writes): \
        `tool_result`'s `content_hash` is documented as `sha256:<hex>` but written as the bare \
        hex digest (both accepted); `plugin_hook_fired`'s `turn_end_reason` is also \
        `length_truncation`, a stop site the documentation does not list.",
    stability: Stability::Internal,
    union: UnionKind::Open,
    content: ContentModel::Open,
    provenance: Provenance::Source,
    tag: Some("type"),
    envelope: None,
    sse_event_name: None,
    versions: &[
        Version {
            id: "v1",
            upstream: "agentao's AgentEvent reference page (developer guide 4.2): the 31 \
                `EventType` values of agentao 0.4.20 plus `llm_retry` (0.5.4), with payload keys \
                up to 0.5.15",
            document,
            rules,
            serde: round_trip::<AgentEvent>,
            key_order: KeyOrder::Sorted,
        },
        Version {
            id: "v2",
            upstream: "agentao 0.5.14 to 0.5.17 (runtime source): adds `compaction_started`, \
                `compaction_settled` and `images_removed`, which the runtime of every one of \
                these releases sends",
            document: v2::document,
            rules,
            serde: round_trip::<v2::AgentEvent>,
            key_order: KeyOrder::Declared,
        },
    ],
};

/// `schema_version` when the wire form omits it.
pub(crate) fn default_schema_version() -> u32 {
    1
}

agent_event_union! {
    /// An internal agentao event in wire form, tagged by `type` (an `EventType` value). Keep a
    /// default branch: releases add event types.
    AgentEvent {}
}

/// The `v1` document.
pub fn document(family: &Family, version: &Version) -> Value {
    AgentEvent::register(DocumentBuilder::new()).build(family, version)
}

/// The pairings the AgentEvent reference page states; `v2` adds none.
fn rules() -> Vec<StreamRule> {
    vec![
        rule(
            "turn-begin-end",
            "every `turn_begin` is closed by one `turn_end`",
            "agentao developer guide 4.2, TURN_BEGIN: \"TURN_BEGIN carries the user input and pairs 1:1 with TURN_END\"",
            Requirement::Pairing {
                open: on("turn_begin"),
                close: vec![on("turn_end")],
                key: None,
                alone: Vec::new(),
                within: None,
                closed_before: Vec::new(),
                reset_by: Vec::new(),
            },
        ),
        rule(
            "tool-start-complete",
            "every `tool_start` is closed by one `tool_complete` with the same `call_id`",
            "agentao developer guide 4.2, TOOL_START: \"call_id is the unique key of this call; the later TOOL_OUTPUT, TOOL_COMPLETE and TOOL_RESULT carry the same id\"; TOOL_COMPLETE fires when a tool ends (success, failure or cancellation)",
            Requirement::Pairing {
                open: on("tool_start"),
                close: vec![on("tool_complete")],
                key: Some("/data/call_id".into()),
                alone: Vec::new(),
                within: None,
                closed_before: Vec::new(),
                reset_by: Vec::new(),
            },
        ),
        rule(
            "agent-start-end",
            "every `agent_start` is closed by one `agent_end`",
            "agentao developer guide 4.2: AGENT_START / AGENT_END, the sub-agent lifecycle (\"sub-agent finished\")",
            Requirement::Pairing {
                open: on("agent_start"),
                close: vec![on("agent_end")],
                key: None,
                alone: Vec::new(),
                within: None,
                closed_before: Vec::new(),
                reset_by: Vec::new(),
            },
        ),
    ]
}
