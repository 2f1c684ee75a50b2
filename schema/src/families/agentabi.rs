//! `agentabi`: agentabi's intermediate representation, `IREvent`: the plain-dict events
//! `session.stream(...)` yields once a provider adapter has normalized its agent's output.
//!
//! Verified against agentabi's source (`src/agentabi/types/ir/events.py` and `type_guards.py`):
//! 0.2.1 at git `62e12c54` and the 0.4.0 PyPI wheel. Every event is a `TypedDict` with explicit
//! `Required`/`NotRequired` keys and no other keys, so every event is closed here.

pub mod v1;
pub mod v2;

use crate::{
    canonical::KeyOrder,
    document::round_trip,
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::{Requirement, StreamRule, on, rule},
};

/// The `agentabi` family.
pub static FAMILY: Family = Family {
    id: "agentabi",
    union_name: "IREvent",
    description: "agentabi's intermediate representation (IR) of an agent run: the plain-dict \
        events `session.stream(...)` yields after a provider adapter (Claude Code, Codex, \
        Gemini CLI, OpenCode, and in 0.4.0 Pi and agy) has normalized its agent's native \
        output, tagged by `type`. Verified in agentabi's source (`Oaklight/agentabi`, \
        `src/agentabi/types/ir/events.py` and `type_guards.py`): 0.2.1 at git `62e12c54` and \
        the 0.4.0 PyPI wheel. Every event is a `TypedDict` whose `NotRequired` keys are absent \
        or typed, never null. Experimental: agentabi is 0.x, states no versioning policy and \
        publishes no schema. Open union: `get_event_type` returns None for an unknown `type`, \
        so consumers skip event types they do not know, and 0.2.1 to 0.4.0 only added event \
        types. Closed content: each `TypedDict` declares its complete key set, and type \
        checkers reject any other key.\n\n\
        Where the seed page differs from the source:\n\
        - its `error` example has a `code` key, which no version of the source has;\n\
        - its `permission_request` example nests `permission: {tool, description}`, where \
        the source has flat `tool_name` and `tool_use_id` (both required) and optional \
        `tool_input` and `description`;\n\
        - its `permission_response` example lacks `tool_use_id`, which the source requires;\n\
        - it marks only some keys optional, where the source also makes `agent` \
        (`session_start`), `role` (`message_start`) and every `UsageInfo` count optional;\n\
        - it omits the optional `session_start.tools`, `message_delta.message_id`, \
        `usage.model` and `file_diff.content`;\n\
        - it gives `is_error` a default of false, where a `TypedDict` key has no default: \
        adapters leave it out unless the call failed;\n\
        - its type-guard example imports `is_message_delta` and `is_tool_use`, which do not \
        exist: `type_guards` has `EVENT_TYPE_MAP`, `is_event_type` and `get_event_type`, \
        which check the `type` key only;\n\
        - it predates 0.4.0, which added `content_block_start`, `content_block_end`, \
        `reasoning_delta` and `UsageInfo.reasoning_tokens` (v2).",
    stability: Stability::Experimental,
    union: UnionKind::Open,
    content: ContentModel::Closed,
    provenance: Provenance::Source,
    tag: Some("type"),
    envelope: None,
    sse_event_name: None,
    versions: &[
        Version {
            id: "v1",
            upstream: "agentabi 0.2.1 (git 62e12c54): the seed page's 12 event types",
            document: v1::document,
            rules: v1_rules,
            serde: round_trip::<v1::IREvent>,
            key_order: KeyOrder::Sorted,
        },
        Version {
            id: "v2",
            upstream: "agentabi 0.4.0 (PyPI wheel): adds `content_block_start`, \
                `content_block_end`, `reasoning_delta` and `UsageInfo.reasoning_tokens`",
            document: v2::document,
            rules: v2_rules,
            serde: round_trip::<v2::IREvent>,
            key_order: KeyOrder::Declared,
        },
    ],
};

/// The sequences of agentabi 0.2.1's IR events.
/// No bracketing rule for `message_delta`: agentabi's parsers do not bracket them. The Claude
/// parser turns each streamed `text_delta` into a `message_delta` before the `assistant` message
/// that emits `message_start` and `message_end` (`ClaudeNativeProvider._handle_stream_event` and
/// `_handle_assistant`), the Gemini parser emits its deltas with no `message_start` and a
/// `message_end` "for the final turn" from the `result` line (`GeminiNativeProvider._handle_message`
/// and `_handle_result`), and agentabi's own consumer (`_RunState.handle`, `providers/base.py`)
/// joins the deltas until the next `message_end` whatever came before them.
fn v1_rules() -> Vec<StreamRule> {
    vec![
        rule(
            "session-start-first",
            "`session_start` is the first event of a session",
            "agentabi IR events page: SessionStartEvent is emitted when the session starts",
            Requirement::First {
                event: on("session_start"),
            },
        ),
        rule(
            "session-end-last",
            "nothing follows `session_end`",
            "agentabi IR events page: SessionEndEvent, the session has completed",
            Requirement::Last {
                event: on("session_end"),
            },
        ),
        rule(
            "message-reassembles",
            "the `message_delta` texts of a message, joined, equal its `message_end` `text` when it has one",
            "agentabi IR events page, MessageEndEvent: text is optional; some agents include the complete reply text here",
            Requirement::Reassembly {
                delta: on("message_delta"),
                text: "/text".into(),
                complete: on("message_end"),
                value: Some("/text".into()),
                json: false,
                key: None,
            },
        ),
        rule(
            "tool-use-answered",
            "every `tool_use` is answered by one `tool_result` with the same `tool_use_id`",
            "agentabi IR events: ToolResultEvent is the result of the tool execution, carrying the `tool_use_id` of its ToolUseEvent",
            Requirement::Pairing {
                open: on("tool_use"),
                close: vec![on("tool_result")],
                key: Some("/tool_use_id".into()),
                alone: Vec::new(),
                within: None,
                closed_before: Vec::new(),
                reset_by: Vec::new(),
            },
        ),
        rule(
            "permission-request-first",
            "a `permission_response` comes after the `permission_request` with the same `tool_use_id`",
            "agentabi IR events page: PermissionRequestEvent / PermissionResponseEvent, the permission flow of agents with an approval mode (request, then response)",
            Requirement::Precedes {
                first: on("permission_request"),
                then: on("permission_response"),
                key: "/tool_use_id".into(),
            },
        ),
    ]
}

/// 0.4.0 adds content blocks, opened and closed by `block_index`.
fn v2_rules() -> Vec<StreamRule> {
    let mut rules = v1_rules();
    rules.push(rule(
        "content-block-closed",
        "every `content_block_start` is closed by one `content_block_end` with the same `block_index`",
        "agentabi 0.4.0 `ContentBlockStartEvent` / `ContentBlockEndEvent`, both carrying `block_index`",
        Requirement::Pairing {
            open: on("content_block_start"),
            close: vec![on("content_block_end")],
            key: Some("/block_index".into()),
            alone: Vec::new(),
            within: None,
            closed_before: Vec::new(),
            reset_by: Vec::new(),
        },
    ));
    rules
}
