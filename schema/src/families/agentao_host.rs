//! `agentao.host`: agentao's stable host contract, `HostEvent`, delivered by `agent.events()`.
//!
//! Verified against the JSON Schemas agentao publishes (`docs/schema/host.events.v*.json`,
//! exported by agentao 0.5.14, 0.5.16 and 0.5.17). Every model is closed, as upstream.

pub mod v1;
pub mod v2;
pub mod v3;

use crate::{
    canonical::KeyOrder,
    document::round_trip,
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::{Requirement, StreamRule, on, on_when, rule},
};

/// The `agentao.host` family.
pub static FAMILY: Family = Family {
    id: "agentao.host",
    union_name: "HostEvent",
    description: "agentao's stable host contract: the redacted, public projection of a run \
        that `agent.events()` yields (tool calls, sub-agent lineage, permission decisions), \
        plus the `ActivePermissions` snapshot returned by `agent.active_permissions()`. \
        Every model is closed (unknown fields are rejected), so agentao publishes any added \
        field as a new version. Verified against agentao's own published schemas \
        (`docs/schema/host.events.v1.json`, `v2`, `v3`); one deliberate difference: the \
        `event_type` tag is required here, as agentao's runtime union requires it, where the \
        published schemas give it a default.",
    stability: Stability::Stable,
    union: UnionKind::Closed,
    content: ContentModel::Closed,
    provenance: Provenance::PublishedSchema,
    tag: Some("event_type"),
    envelope: None,
    sse_event_name: None,
    versions: &[
        Version {
            id: "v1",
            upstream: "agentao 0.5.2 to 0.5.14 (host.events.v1.json)",
            document: v1::document,
            rules,
            serde: round_trip::<v1::HostEvent>,
            key_order: KeyOrder::Sorted,
        },
        Version {
            id: "v2",
            upstream: "agentao 0.5.15 and 0.5.16 (host.events.v2.json): adds `SubagentUsage.reasoning_tokens`",
            document: v2::document,
            rules,
            serde: round_trip::<v2::HostEvent>,
            key_order: KeyOrder::Sorted,
        },
        Version {
            id: "v3",
            upstream: "agentao 0.5.17 (host.events.v3.json): adds `SubagentLifecycleEvent.parent_tool_call_id`",
            document: v3::document,
            rules,
            serde: round_trip::<v3::HostEvent>,
            key_order: KeyOrder::Declared,
        },
    ],
};

/// The stream rules of every `agentao.host` version.
fn rules() -> Vec<StreamRule> {
    vec![
        rule(
            "tool-call-ends",
            "every `tool_lifecycle` `started` is ended by one `completed` or `failed` with the same `tool_call_id`; a `failed` whose `outcome` is `cancelled` may come with no `started` (a call refused before it ran)",
            "agentao `ToolExecutor._emit_host_terminal_cancelled` (agentao/runtime/tool_executor.py, 0.5.14 to 0.5.17): used by every short-circuit cancel path (DENY, user cancel, pre-execution token cancel, AsyncTool token cancel); when the ALLOW path never reached the `started` emit (e.g. DENY), the terminal event still needs an RFC 3339 `started_at`, synthesized from the current time; hosts can detect this case via `started_at == completed_at`. `ToolLifecycleEvent`: `phase=\"failed\"` covers both execution errors and cancellation",
            Requirement::Pairing {
                open: on_when("tool_lifecycle", "/phase", &["started"]),
                close: vec![on_when(
                    "tool_lifecycle",
                    "/phase",
                    &["completed", "failed"],
                )],
                key: Some("/tool_call_id".into()),
                alone: vec![on_when("tool_lifecycle", "/outcome", &["cancelled"])],
                within: None,
                closed_before: Vec::new(),
                reset_by: Vec::new(),
            },
        ),
        rule(
            "subagent-ends",
            "a `subagent_lifecycle` `spawned` is ended by one `completed`, `failed` or `cancelled` with the same `child_task_id`",
            "agentao `SubagentLifecycleEvent`: phases `spawned`, `completed`, `failed`, `cancelled`; `usage` is set on a terminal phase only",
            Requirement::Pairing {
                open: on_when("subagent_lifecycle", "/phase", &["spawned"]),
                close: vec![on_when(
                    "subagent_lifecycle",
                    "/phase",
                    &["completed", "failed", "cancelled"],
                )],
                key: Some("/child_task_id".into()),
                alone: Vec::new(),
                within: None,
                closed_before: Vec::new(),
                reset_by: Vec::new(),
            },
        ),
        rule(
            "permission-before-tool",
            "the `permission_decision` for a `tool_call_id` comes before that call's `tool_lifecycle` `started`",
            "agentao developer guide 4.7: \"For one tool_call_id, the PermissionDecisionEvent always precedes ToolLifecycleEvent(phase=\\\"started\\\")\"",
            Requirement::Precedes {
                first: on("permission_decision"),
                then: on_when("tool_lifecycle", "/phase", &["started"]),
                key: "/tool_call_id".into(),
            },
        ),
    ]
}
