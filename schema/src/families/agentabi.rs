//! `agentabi`: agentabi's intermediate representation, `IREvent`: the plain-dict events
//! `session.stream(...)` yields once a provider adapter has normalized its agent's output.
//!
//! Verified against agentabi's source (`src/agentabi/types/ir/events.py` and `type_guards.py`):
//! 0.2.1 at git `62e12c54` and the 0.4.0 PyPI wheel. Every event is a `TypedDict` with explicit
//! `Required`/`NotRequired` keys and no other keys, so every event is closed here.

pub mod v1;
pub mod v2;

use crate::registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version};

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
    versions: &[
        Version {
            id: "v1",
            upstream: "agentabi 0.2.1 (git 62e12c54): the seed page's 12 event types",
            document: v1::document,
        },
        Version {
            id: "v2",
            upstream: "agentabi 0.4.0 (PyPI wheel): adds `content_block_start`, \
                `content_block_end`, `reasoning_delta` and `UsageInfo.reasoning_tokens`",
            document: v2::document,
        },
    ],
};
