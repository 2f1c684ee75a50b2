//! `niceeval`: NiceEval's standard event stream, `StreamEvent`, and the `Turn` an adapter's
//! `send` returns.
//!
//! Verified against NiceEval's TypeScript source (`src/o11y/types.ts`, `src/agents/types.ts`,
//! `src/shared/types.ts`; under `packages/niceeval/` since the monorepo layout). NiceEval
//! publishes no JSON Schema: these types are structural, so every model is open.

pub mod v1;
pub mod v2;

use crate::{
    canonical::KeyOrder,
    document::round_trip,
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::{Requirement, StreamRule, on, rule},
};

/// The `niceeval` family.
pub static FAMILY: Family = Family {
    id: "niceeval",
    union_name: "StreamEvent",
    description: "NiceEval's standard event stream: the `StreamEvent`s an adapter maps its \
        agent's run into (messages, tool and sub-agent operations, human-input requests, \
        thinking, compaction, errors), returned from `send` in a `Turn` (also published here) \
        and the only data NiceEval's eval assertions read. Emitted by NiceEval adapters \
        (TypeScript, npm `niceeval`). Verified against NiceEval's TypeScript source: `v1` at \
        commit 1df95440 (the seed-page era), `v2` at HEAD b5fbba66 (package 0.4.6). \
        Experimental: NiceEval has no versioned schema and renamed its vocabulary twice in \
        five weeks, so each vocabulary is pinned as a version. Open union: assertions read \
        events by type and the docs require consumers to skip types they do not know. Open \
        content: the types are structural TypeScript, nothing rejects extra properties at \
        run time. Optional (`?:`) fields are absent or typed, never null. Where the seed \
        page differs from the source: its `message` omits `loc`, its `action.called` omits \
        `tool`, its `input.requested` request omits `display`, and its `Turn.usage` shows \
        only `inputTokens` and `outputTokens` (the source's `Usage` also has \
        `cacheReadTokens`, `cacheWriteTokens`, `requests` and `costUSD`); the capability \
        flags it mentions (`toolObservability`, `compactionObservability`) are adapter \
        configuration, not part of the wire contract. Since then (`v2`): `action.*` and \
        `subagent.*` became `operation.started` / `operation.finished` with a `kind`, \
        `callId` became `operationId`, `skill.loaded` and `context.injected` were added, \
        every event gained optional `truncated` and `redacted`, user messages gained \
        `sourceOrder`, `SourceLoc` gained `callers`, `Usage` became all-optional with \
        `cacheWriteTokens` renamed `cacheCreationTokens` and `reasoningTokens` added, \
        `Turn.data` became `JsonValue` and `Turn` gained `evidenceCoverage`.",
    stability: Stability::Experimental,
    union: UnionKind::Open,
    content: ContentModel::Open,
    provenance: Provenance::Source,
    tag: Some("type"),
    envelope: None,
    sse_event_name: None,
    versions: &[
        Version {
            id: "v1",
            upstream: "NiceEval 1df95440 (seed-page era, 2026-07-12): nine event types, \
                `action.*` and `subagent.*` with `callId`",
            document: v1::document,
            rules: v1_rules,
            serde: round_trip::<v1::StreamEvent>,
            key_order: KeyOrder::Sorted,
        },
        Version {
            id: "v2",
            upstream: "NiceEval b5fbba66 (HEAD, 2026-08-22, package 0.4.6): `operation.*` \
                with `kind` and `operationId`, `skill.loaded`, `context.injected`, envelope \
                `truncated` / `redacted`, `Turn.evidenceCoverage`",
            document: v2::document,
            rules: v2_rules,
            serde: round_trip::<v2::StreamEvent>,
            key_order: KeyOrder::Declared,
        },
    ],
};

const PAIRING_SOURCE: &str = "NiceEval events reference, the three disciplines of mapping: \
    \"callId pairing: every called has a result with the same id\"; every action.called is \
    matched by an action.result with the same callId";

/// A pairing by a call id, as NiceEval's second discipline states.
fn pairing(id: &str, open: &str, close: &str, key: &str) -> StreamRule {
    rule(
        id,
        &format!(
            "every `{open}` is answered by one `{close}` with the same `{}`",
            key.trim_start_matches('/')
        ),
        PAIRING_SOURCE,
        Requirement::Pairing {
            open: on(open),
            close: vec![on(close)],
            key: Some(key.into()),
            alone: Vec::new(),
            within: None,
            closed_before: Vec::new(),
            reset_by: Vec::new(),
        },
    )
}

/// The seed era pairs actions and sub-agents by `callId`.
fn v1_rules() -> Vec<StreamRule> {
    vec![
        pairing(
            "action-answered",
            "action.called",
            "action.result",
            "/callId",
        ),
        pairing(
            "subagent-answered",
            "subagent.called",
            "subagent.completed",
            "/callId",
        ),
    ]
}

/// The current vocabulary pairs operations by `operationId`.
fn v2_rules() -> Vec<StreamRule> {
    vec![pairing(
        "operation-answered",
        "operation.started",
        "operation.finished",
        "/operationId",
    )]
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;

    /// `$defs/StreamEvent` (what `Turn.events` refers to) lists the same event types as the
    /// root. In `v2` it is the root's union, catch-all included, so a recorded turn is as open
    /// as the stream; the frozen `v1` has the event types only (a closed `Turn.events`).
    #[test]
    fn stream_event_definition_matches_the_root_union() {
        for version in FAMILY.versions {
            let document = version.schema(&FAMILY);
            let members = document["oneOf"].as_array().expect("a root union");
            let expected: Vec<&Value> = if version.id == "v1" {
                members.iter().filter(|m| m.get("$ref").is_some()).collect()
            } else {
                members.iter().collect()
            };
            let listed: Vec<&Value> = document["$defs"]["StreamEvent"]["oneOf"]
                .as_array()
                .into_iter()
                .flatten()
                .collect();
            assert_eq!(listed, expected, "{}", version.id);
        }
    }

    #[test]
    fn json_value_null_is_kept_apart_from_absence() {
        let event: v2::StreamEvent = serde_json::from_value(json!({
            "type": "operation.finished", "operationId": "a", "kind": "tool",
            "output": null, "status": "completed"
        }))
        .expect("valid event");
        assert_eq!(
            serde_json::to_value(&event).expect("serializes")["output"],
            Value::Null
        );
        let v2::StreamEvent::OperationFinished(v2::OperationFinishedEvent::Tool { output, .. }) =
            event
        else {
            panic!("wrong variant");
        };
        assert_eq!(output, Some(v1::JsonValue(Value::Null)));
    }

    fn turn_errors(version: &Version, turn: &Value) -> Vec<(String, String)> {
        let document = version.schema(&FAMILY);
        let schema = json!({
            "$schema": document["$schema"],
            "$defs": document["$defs"],
            "$ref": "#/$defs/Turn",
        });
        let validator = jsonschema::validator_for(&schema).expect("compiles");
        validator
            .iter_errors(turn)
            .map(|e| (e.instance_path().to_string(), e.kind().keyword().to_owned()))
            .collect()
    }

    #[test]
    fn turn_definitions_validate_turns() {
        let v1_turn = json!({
            "events": [
                {"type": "action.called", "callId": "c1", "name": "Bash", "input": {}},
                {"type": "action.result", "callId": "c1", "status": "completed"},
            ],
            "data": null,
            "status": "completed",
            "usage": {"inputTokens": 10, "outputTokens": 2, "costUSD": 0.0004},
        });
        assert_eq!(turn_errors(&FAMILY.versions[0], &v1_turn), []);
        let parsed: v1::Turn = serde_json::from_value(v1_turn.clone()).expect("parses");
        assert_eq!(serde_json::to_value(&parsed).expect("serializes"), v1_turn);

        let v2_turn = json!({
            "events": [{"type": "input.requested", "request": {"id": "r1"}}],
            "status": "waiting",
            "usage": {"outputTokens": 2},
            "evidenceCoverage": {
                "usage": {"status": "unavailable", "reason": "the stream broke"},
                "events": {"status": "complete"},
            },
        });
        assert_eq!(turn_errors(&FAMILY.versions[1], &v2_turn), []);
        let parsed: v2::Turn = serde_json::from_value(v2_turn.clone()).expect("parses");
        assert_eq!(serde_json::to_value(&parsed).expect("serializes"), v2_turn);

        // The union is open in a turn as in the stream: a type v2 does not list passes (v1's
        // `action.called` is one), one it lists is still checked; a turn in v1 is closed.
        let v1_event = json!({
            "events": [{"type": "action.called", "callId": "c1", "name": "Bash", "input": {}}],
            "status": "completed",
        });
        assert_eq!(turn_errors(&FAMILY.versions[1], &v1_event), []);
        let unknown = json!({"events": [{"type": "plan.updated"}], "status": "completed"});
        assert_eq!(
            turn_errors(&FAMILY.versions[0], &unknown),
            [("/events/0".to_owned(), "oneOf".to_owned())]
        );
        let bad_thinking =
            json!({"events": [{"type": "thinking", "text": 7}], "status": "completed"});
        assert_eq!(
            turn_errors(&FAMILY.versions[1], &bad_thinking),
            [("/events/0".to_owned(), "oneOf".to_owned())]
        );
        let complete_with_reason = json!({
            "events": [],
            "status": "completed",
            "evidenceCoverage": {"data": {"status": "complete", "reason": "contradiction"}},
        });
        assert_eq!(
            turn_errors(&FAMILY.versions[1], &complete_with_reason),
            [("/evidenceCoverage/data".to_owned(), "oneOf".to_owned())]
        );
    }
}
