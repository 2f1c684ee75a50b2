//! `ag-ui`: the AG-UI protocol's event stream (Agent–User Interaction, `ag-ui-protocol/ag-ui`),
//! the `Event` union an agent sends a frontend over SSE or protobuf, tagged by `type`.
//!
//! Authored from upstream's normative JSON Schema (`docs/spec/1.1/schema.json` at `ac097900`,
//! copied in `tests/upstream/ag-ui/`), the 31 events of its root `$defs/Event`.
//!
//! - [`v1_0`]: protocol 1.0 as the registry packages publish it (`@ag-ui/core` 1.0.0,
//!   `ag-ui-protocol` 1.0.0, `@ag-ui/proto` 1.0.0, all generated from the 1.0 schema file, which
//!   is in none of them): 1.1 without `encryptedValueType`.
//! - [`v1_1`]: the 1.1 schema, which adds the optional `encryptedValueType` in nine places.
//!
//! Upstream composes every event from `BaseEvent` (and `Attributable`) with `allOf` and closes it
//! with `unevaluatedProperties: false`; serde's `flatten` cannot be combined with
//! `deny_unknown_fields`, so each event here is a flat struct that repeats the base fields
//! (`attributable_event!`, `run_scoped_event!`): the same set of accepted instances.
//!
//! Both versions share the stream rules of `@ag-ui/client` 1.0.0's `verifyEvents` (`rules`).

use crate::{
    canonical::KeyOrder,
    document::round_trip,
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::{Requirement, StreamRule, on, rule},
};

/// Declares an AG-UI event composed of `BaseEvent` and `Attributable`: its own fields (each
/// ending with a comma), then `timestamp`, `rawEvent`, `metadata` and `subagentRunId`. Closed,
/// as upstream's `unevaluatedProperties: false` closes it.
macro_rules! attributable_event {
    ($(#[$meta:meta])* pub struct $name:ident { $($fields:tt)* }) => {
        base_event! {
            $(#[$meta])*
            pub struct $name {
                $($fields)*
                /// The subagent invocation this belongs to. Absent means the parent agent
                /// produced it directly. (From `Attributable`; an opaque `SubagentRunId`, one per
                /// invocation.)
                #[serde(default, skip_serializing_if = "Option::is_none",
                    deserialize_with = "crate::presence::present"
                )]
                #[schemars(with = "String")]
                pub subagent_run_id: Option<String>,
            }
        }
    };
}

/// Declares an AG-UI event composed of `BaseEvent` alone (the run-scoped events,
/// `MESSAGES_SNAPSHOT` and the `SUBAGENT_*` events): its own fields, then `timestamp`,
/// `rawEvent` and `metadata`. Closed: a `subagentRunId` it does not declare is rejected.
macro_rules! run_scoped_event {
    ($(#[$meta:meta])* pub struct $name:ident { $($fields:tt)* }) => {
        base_event! {
            $(#[$meta])*
            pub struct $name { $($fields)* }
        }
    };
}

/// The struct of an event with `BaseEvent`'s fields after `$fields` (the `type` tag is the
/// union's).
macro_rules! base_event {
    ($(#[$meta:meta])* pub struct $name:ident { $($fields:tt)* }) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema,
        )]
        #[serde(deny_unknown_fields, rename_all = "camelCase")]
        pub struct $name {
            $($fields)*
            /// When the event was created (from `BaseEvent`). Bounded to the range JSON numbers
            /// survive a round trip in, so the value a consumer reads is the value the producer
            /// wrote. Deliberately not a float. The unit is not constrained, because it never
            /// has been stated normatively; every SDK that sets it in practice uses milliseconds
            /// since the Unix epoch. Nothing in the protocol computes with this value.
            #[serde(default, skip_serializing_if = "Option::is_none",
                deserialize_with = "crate::presence::present"
            )]
            #[schemars(
                with = "i64",
                range(min = -9_007_199_254_740_991i64, max = 9_007_199_254_740_991i64)
            )]
            pub timestamp: Option<i64>,
            /// The provider-native event this one was translated from, carried verbatim for
            /// debugging and for consumers that need detail the protocol does not model (from
            /// `BaseEvent`). Any JSON value except `null`.
            #[serde(default, skip_serializing_if = "Option::is_none",
                deserialize_with = "crate::families::ag_ui::v1_0::non_null"
            )]
            #[schemars(with = "serde_json::Value", extend("not" = { "type": "null" }))]
            pub raw_event: Option<serde_json::Value>,
            /// Extra information attached to this event (from `BaseEvent`; `Metadata`).
            #[serde(default, skip_serializing_if = "Option::is_none",
                deserialize_with = "crate::presence::present"
            )]
            #[schemars(with = "crate::families::ag_ui::v1_0::Metadata")]
            pub metadata: Option<crate::families::ag_ui::v1_0::Metadata>,
        }
    };
}

// After the macros, which the version modules use.
pub mod v1_0;
pub mod v1_1;

/// The `ag-ui` family.
pub static FAMILY: Family = Family {
    id: "ag-ui",
    union_name: "Event",
    description: "The AG-UI protocol (Agent–User Interaction, `ag-ui-protocol/ag-ui`, MIT): the \
        events an agent streams to a user-facing application over HTTP (one JSON event per SSE \
        `data:` line, or length-prefixed protobuf frames), tagged by `type`: runs, steps and \
        subagents, streamed text messages, tool calls and reasoning (with their `*_CHUNK` \
        shorthands, which are events of the contract: the schema lists them), state and \
        activity snapshots and JSON Patch deltas, messages snapshots, raw and custom events. \
        Authored from upstream's normative JSON Schema, whose root `$defs/Event` is a `oneOf` \
        of 31 events.\n\n\
        Versions:\n\
        - v1.1: `docs/spec/1.1/schema.json` at commit \
        `ac097900388b88569dd1b8c79acecdb643cde2a5` (sha256 `3b90b3fc…f04f7`), the spec's \
        current version; no registry package carries 1.1 yet.\n\
        - v1.0: protocol 1.0 as published in `@ag-ui/core` 1.0.0 (zod, `src/generated/schemas.ts`), \
        `ag-ui-protocol` 1.0.0 on PyPI (pydantic, `ag_ui/_generated/models.py`) and \
        `@ag-ui/proto` 1.0.0, all three generated from `spec/1.0/schema.json`: the 1.1 events \
        without the optional `encryptedValueType` of 1.1's nine places. The 1.0 schema file \
        itself is in no package; its closedness is taken from 1.1's and is unverified against \
        the 1.0 file.\n\n\
        Stable: a frozen spec version never changes, and 1.1 only adds to 1.0. Closed union \
        and closed content, as the schema says (\"Objects are exact: … a property it does not \
        declare fails validation\"; every event ends in `unevaluatedProperties: false`); open \
        by meaning are only `metadata`, activity `content`, an interrupt's `responseSchema` and \
        the JSON Patch operations (RFC 6902 §4). An optional field is absent or a value, never \
        `null`, except where the schema admits any JSON value (`STATE_SNAPSHOT.snapshot`, \
        `RAW.event`, `CUSTOM.value`, a patch operation's `value`).\n\n\
        What upstream's SDKs do beyond the contract is the consumer's choice, and eventspec \
        expresses it so: zod in `@ag-ui/core` passes unknown keys, and `@ag-ui/client` strips \
        them (and drops unknown event types) with a warning; pydantic in `ag-ui-protocol` keeps \
        extras and accepts `null` on every optional field; a 1.0 client strips 1.1's \
        `encryptedValueType` with a warning. The contract stays closed; `--tolerant` (unknown \
        fields and event types are warnings) is that consumer's view, and the difference \
        between 1.0 and 1.1 is the version step. Not yet for an unknown field inside a member \
        of a nested union (a message of `MESSAGES_SNAPSHOT` or `RunAgentInput`, a content \
        part, an outcome): that member fails its `oneOf`, an error even under `--tolerant`, \
        where the 1.0 client strips the field. The order of events is checked by the rules \
        `verifyEvents` in `@ag-ui/client` 1.0.0 enforces.",
    stability: Stability::Stable,
    union: UnionKind::Closed,
    content: ContentModel::Closed,
    provenance: Provenance::PublishedSchema,
    tag: Some("type"),
    // Each record of a capture is one event: an SSE frame's `data`, or a line of JSONL.
    envelope: None,
    sse_event_name: None,
    versions: &[
        Version {
            id: "v1.0",
            upstream: "AG-UI 1.0 as published in `@ag-ui/core` 1.0.0, `ag-ui-protocol` 1.0.0 \
                and `@ag-ui/proto` 1.0.0 (generated from `spec/1.0/schema.json`, which no \
                package ships): 1.1 without `encryptedValueType`; closedness taken from 1.1's \
                schema, unverified against the 1.0 file",
            document: v1_0::document,
            rules,
            serde: round_trip::<v1_0::Event>,
            key_order: KeyOrder::Declared,
        },
        Version {
            id: "v1.1",
            upstream: "AG-UI `docs/spec/1.1/schema.json` at commit \
                ac097900388b88569dd1b8c79acecdb643cde2a5: adds the optional \
                `encryptedValueType` to `REASONING_ENCRYPTED_VALUE`, the messages and tool calls",
            document: v1_1::document,
            rules,
            serde: round_trip::<v1_1::Event>,
            key_order: KeyOrder::Declared,
        },
    ],
};

/// The `@ag-ui/client` 1.0.0 sequence rules (`verifyEvents`, `src/verify/verify.ts`; line
/// numbers of the package's source map), the same for both versions: the rules of
/// `tests/rules/ag-ui/ag-ui.rules.json`, with the same ids. Not expressed: a `RUN_STARTED`
/// while a run is active (L254–263: a pairing of runs would also flag a stream that ends inside
/// a run, which `verifyEvents` allows), the ownership checks between `subagentRunId` and an
/// entity's opener (L192–213, L482–519), the subagent lifecycle (L845–906), the null and
/// required-field checks that the schema already makes (L279–368, L833–895), and chunk
/// expansion (`src/chunks/transform.ts`), which runs before `verifyEvents` and is a rewrite,
/// not a check: the `*_CHUNK` events take part in no rule.
fn rules() -> Vec<StreamRule> {
    let mut rules = run_boundaries();
    rules.extend(entities_of_a_run());
    rules
}

/// What `verifyEvents` requires of a run's first and terminal events.
fn run_boundaries() -> Vec<StreamRule> {
    vec![
        rule(
            "run-starts",
            "a stream starts with RUN_STARTED, or with a RUN_ERROR",
            "@ag-ui/client 1.0.0 verifyEvents (src/verify/verify.ts L249-253): \"First event must be 'RUN_STARTED'\", raised when the first event is neither RUN_STARTED nor RUN_ERROR",
            Requirement::StartsWith {
                events: vec![on("RUN_STARTED"), on("RUN_ERROR")],
                ignoring: vec![],
            },
        ),
        rule(
            "after-run-finished",
            "after RUN_FINISHED comes only RUN_STARTED (a new run) or a late RUN_ERROR",
            "@ag-ui/client 1.0.0 verifyEvents (src/verify/verify.ts L235-246): \"Cannot send event type '<type>': The run has already finished with 'RUN_FINISHED'. Start a new run with 'RUN_STARTED'.\", raised for every event but RUN_ERROR and RUN_STARTED once a run finished",
            Requirement::FollowedBy {
                event: on("RUN_FINISHED"),
                next: vec![on("RUN_STARTED"), on("RUN_ERROR")],
            },
        ),
        rule(
            "after-run-error",
            "after RUN_ERROR comes only RUN_STARTED (a new run)",
            "@ag-ui/client 1.0.0 verifyEvents (src/verify/verify.ts L225-232): \"Cannot send event type '<type>': The run has already errored with 'RUN_ERROR'. No further events can be sent.\", raised for every event but RUN_STARTED once a run errored",
            Requirement::FollowedBy {
                event: on("RUN_ERROR"),
                next: vec![on("RUN_STARTED")],
            },
        ),
    ]
}

/// A `start`..`end` of one `key`, with `delta`s only in between: ended before `RUN_FINISHED`,
/// and forgotten by a new run's `RUN_STARTED` (`verifyEvents`' `resetRunState`).
fn bracketed_in_run(start: &str, delta: &str, end: &str, key: &str) -> Requirement {
    Requirement::Bracketing {
        start: on(start),
        delta: on(delta),
        end: on(end),
        key: Some(key.into()),
        closed_before: vec![on("RUN_FINISHED")],
        reset_by: vec![on("RUN_STARTED")],
    }
}

/// What `verifyEvents` requires of the messages, tool calls, reasoning and steps of a run: each
/// opened once, closed once, and closed before the run finishes.
fn entities_of_a_run() -> Vec<StreamRule> {
    let run_finished = || vec![on("RUN_FINISHED")];
    let run_started = || vec![on("RUN_STARTED")];
    vec![
        rule(
            "text-message-closed",
            "a TEXT_MESSAGE_START is ended by one TEXT_MESSAGE_END with its messageId, not started again while open, with its TEXT_MESSAGE_CONTENT only in between, and ended before RUN_FINISHED; a new run starts afresh",
            "@ag-ui/client 1.0.0 verifyEvents (src/verify/verify.ts L380-450, L965, L266-269): \"A text message with ID '<id>' is already in progress\", \"No active text message found with ID '<id>'\" (for TEXT_MESSAGE_CONTENT and TEXT_MESSAGE_END), \"Cannot send 'RUN_FINISHED' while text messages are still active\"; RUN_STARTED after a terminal event resets the run state (resetRunState)",
            bracketed_in_run(
                "TEXT_MESSAGE_START",
                "TEXT_MESSAGE_CONTENT",
                "TEXT_MESSAGE_END",
                "/messageId",
            ),
        ),
        rule(
            "tool-call-closed",
            "a TOOL_CALL_START is ended by one TOOL_CALL_END with its toolCallId, not started again while open, with its TOOL_CALL_ARGS only in between, and ended before RUN_FINISHED; a new run starts afresh",
            "@ag-ui/client 1.0.0 verifyEvents (src/verify/verify.ts L459-571, L997, L266-269): \"A tool call with ID '<id>' is already in progress\", \"No active tool call found with ID '<id>'\" (for TOOL_CALL_ARGS and TOOL_CALL_END), \"Cannot send 'RUN_FINISHED' while tool calls are still active\"; RUN_STARTED after a terminal event resets the run state (resetRunState)",
            bracketed_in_run(
                "TOOL_CALL_START",
                "TOOL_CALL_ARGS",
                "TOOL_CALL_END",
                "/toolCallId",
            ),
        ),
        rule(
            "reasoning-message-closed",
            "a REASONING_MESSAGE_START is ended by one REASONING_MESSAGE_END with its messageId, not started again while open, with its REASONING_MESSAGE_CONTENT only in between, and ended before RUN_FINISHED; a new run starts afresh",
            "@ag-ui/client 1.0.0 verifyEvents (src/verify/verify.ts L699-753, L976, L266-269): \"A reasoning message with ID '<id>' is already in progress\", \"No active reasoning message found with ID '<id>'\" (for REASONING_MESSAGE_CONTENT and REASONING_MESSAGE_END), \"Cannot send 'RUN_FINISHED' while reasoning messages are still active\"; RUN_STARTED after a terminal event resets the run state (resetRunState)",
            bracketed_in_run(
                "REASONING_MESSAGE_START",
                "REASONING_MESSAGE_CONTENT",
                "REASONING_MESSAGE_END",
                "/messageId",
            ),
        ),
        rule(
            "reasoning-span-closed",
            "a REASONING_START is ended by one REASONING_END with its messageId, not started again while open, and ended before RUN_FINISHED; a new run starts afresh",
            "@ag-ui/client 1.0.0 verifyEvents (src/verify/verify.ts L699-753, L986, L266-269): \"A reasoning span with ID '<id>' is already in progress\", \"No active reasoning span found with ID '<id>'\", \"Cannot send 'RUN_FINISHED' while reasoning spans are still active\"; reasoning spans and reasoning messages are tracked apart (activeReasoningSpans, activeReasoningMessages)",
            Requirement::Pairing {
                open: on("REASONING_START"),
                close: vec![on("REASONING_END")],
                key: Some("/messageId".into()),
                within: None,
                alone: Vec::new(),
                closed_before: run_finished(),
                reset_by: run_started(),
            },
        ),
        rule(
            "step-closed",
            "a STEP_STARTED is ended by one STEP_FINISHED with its stepName, within the subagent that started it (none: the parent agent), not started again while active, and finished before RUN_FINISHED; a new run starts afresh",
            "@ag-ui/client 1.0.0 verifyEvents (src/verify/verify.ts L579-632, L943-957, L266-269): \"Step \\\"<name>\\\" is already active for 'STEP_STARTED' in subagent '<owner>'\", \"A step must be finished by whoever started it\", \"Cannot send 'STEP_FINISHED' for step \\\"<name>\\\" that was not started\", \"Cannot send 'RUN_FINISHED' while steps are still active\"; steps are keyed by (subagentRunId, stepName)",
            Requirement::Pairing {
                open: on("STEP_STARTED"),
                close: vec![on("STEP_FINISHED")],
                key: Some("/stepName".into()),
                within: Some("/subagentRunId".into()),
                alone: Vec::new(),
                closed_before: run_finished(),
                reset_by: run_started(),
            },
        ),
    ]
}
