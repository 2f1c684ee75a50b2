//! `diff` between a family and the schema its upstream publishes or its SDK's types generate:
//! the two accept the same events, but for what the family says on purpose.

use eventspec_drift::{Mode, Rule, Verdict, diff};

use crate::support::{read_json, root};

/// AG-UI publishes its 1.1 schema with each event composed of fragments (`allOf` of `BaseEvent`
/// and `Attributable`) and closed by `unevaluatedProperties: false`; `ag-ui@v1.1` writes each
/// event flat and closed. `diff` proves the two accept the same events, both ways; and from
/// `ag-ui@v1.0` to that schema, what an upgrade changes is 1.1's `encryptedValueType` (new to
/// 1.0's closed objects, so new payloads a 1.0 reader rejects), nothing else.
#[test]
fn the_published_ag_ui_schema_is_ag_ui_v1_1_and_an_upgrade_from_1_0_names_its_additions() {
    let upstream = read_json(&root().join("tests/upstream/ag-ui/schema.1.1.json"));
    let current = read_json(&root().join("snapshots/ag-ui/v1.1.json"));
    let old = read_json(&root().join("snapshots/ag-ui/v1.0.json"));
    for (a, b) in [(&current, &upstream), (&upstream, &current)] {
        let report = diff(a, b, "a", "b", Mode::Full);
        let breaking: Vec<_> = (report.changes.iter())
            .filter(|c| c.verdict == Verdict::Breaking)
            .collect();
        assert!(breaking.is_empty(), "{breaking:#?}");
    }
    let report = diff(&old, &upstream, "ag-ui@v1.0", "1.1", Mode::Full);
    let breaking: Vec<_> = (report.changes.iter())
        .filter(|c| c.verdict == Verdict::Breaking)
        .collect();
    assert!(
        breaking
            .iter()
            .filter(|c| c.rule == Rule::PropertyAdded)
            .all(|c| c.path.ends_with("encryptedValueType")),
        "{breaking:#?}"
    );
    let added = breaking
        .iter()
        .filter(|c| c.rule == Rule::PropertyAdded)
        .count();
    // The event's own field and the field of a message and of a tool call in a snapshot; the
    // messages of `RUN_STARTED.input` are only not proven the same.
    assert_eq!(added, 3, "{breaking:#?}");
    assert!(
        breaking.iter().all(
            |c| c.rule == Rule::PropertyAdded || c.event_type.as_deref() == Some("RUN_STARTED")
        ),
        "{breaking:#?}"
    );
}

/// The `anthropic` SDK's own types as JSON Schema (pydantic's, of `RawMessageStreamEvent`:
/// `tests/upstream/anthropic/`, of 2.16.0 and of 0.79.0) and `anthropic.messages@v2.16` and
/// `@v0.79` accept the same events, but for what the family says on purpose: `ping` and `error`
/// (which the SDK's SSE layer handles before its types); an open union (the SDK's is closed; the
/// streaming documentation says to handle unknown event types gracefully); and a container's
/// `expires_at` held to the form the SDK's `datetime` reads by a pattern, in place of
/// pydantic's `format: date-time`, which a validator need not assert. Nothing else is
/// breaking, either way.
#[test]
fn the_anthropic_sdks_types_are_anthropic_messages_but_for_what_it_adds() {
    for (file, version) in [
        ("raw_message_stream_event.schema.json", "v2.16"),
        ("raw_message_stream_event.v0.79.schema.json", "v0.79"),
    ] {
        let sdk = read_json(&root().join("tests/upstream/anthropic").join(file));
        let family =
            read_json(&root().join(format!("snapshots/anthropic.messages/{version}.json")));
        for (a, b) in [(&sdk, &family), (&family, &sdk)] {
            let report = diff(a, b, "a", "b", Mode::Full);
            let breaking: Vec<_> = (report.changes.iter())
                .filter(|c| c.verdict == Verdict::Breaking)
                .collect();
            assert!(
                breaking.iter().all(|c| on_purpose(c)),
                "{version}: {breaking:#?}"
            );
        }
        // From the family to the SDK: the two events it adds are gone.
        let report = diff(&family, &sdk, "a", "b", Mode::Full);
        let removed: Vec<_> = (report.changes.iter())
            .filter(|c| c.rule == Rule::VariantRemoved)
            .filter_map(|c| c.event_type.as_deref())
            .collect();
        assert_eq!(removed, ["error", "ping"], "{version}");
    }
}

/// The `anthropic` SDK's beta types as JSON Schema (`BetaRawMessageStreamEvent`, pydantic's:
/// `tests/upstream/anthropic/beta_raw_message_stream_event.schema.json`) and
/// `anthropic.beta.messages@v2.16` accept the same events, both ways, but for what the family
/// says on purpose, as the stable family does: `ping` and `error` (the SSE layer's), the open
/// union's catch-all, and the pattern of a container's `expires_at`.
#[test]
fn the_anthropic_sdks_beta_types_are_anthropic_beta_messages_v2_16_but_for_what_it_adds() {
    let sdk = read_json(
        &root().join("tests/upstream/anthropic/beta_raw_message_stream_event.schema.json"),
    );
    let family = read_json(&root().join("snapshots/anthropic.beta.messages/v2.16.json"));
    for (a, b) in [(&sdk, &family), (&family, &sdk)] {
        let report = diff(a, b, "a", "b", Mode::Full);
        let breaking: Vec<_> = (report.changes.iter())
            .filter(|c| c.verdict == Verdict::Breaking)
            .filter(|c| !on_purpose(c))
            .collect();
        assert!(breaking.is_empty(), "{breaking:#?}");
    }
}

/// The differences between the `anthropic` SDK's schema of a Messages stream and a family
/// authored from it that the family makes on purpose: `ping` and `error`, the open union's
/// catch-all, and a container's `expires_at` held to the form the SDK's `datetime` reads by a
/// pattern (in place of pydantic's `format: date-time`, which a validator need not assert).
fn on_purpose(c: &eventspec_drift::Change) -> bool {
    match (c.rule, c.event_type.as_deref()) {
        (Rule::PatternAdded | Rule::PatternRemoved | Rule::FormatChanged, _) => {
            c.path.ends_with("expires_at")
        }
        // The container whose `expires_at` has the pattern, in `message_start`'s message.
        (Rule::Unproven, Some("message_start")) => true,
        // The open union's catch-all.
        (Rule::Unproven, None) => true,
        (Rule::VariantRemoved, Some(event)) => ["ping", "error"].contains(&event),
        _ => false,
    }
}

/// The `openai` SDK's `ChatCompletionChunk` as JSON Schema (pydantic's: `tests/upstream/openai/`)
/// and `openai.chat@v3.60`'s chunk accept the same chunks: `diff` finds nothing breaking either
/// way between the SDK's root and the family's definition of it.
#[test]
fn the_openai_sdks_chunk_is_openai_chat_v3_60s() {
    let sdk = read_json(&root().join("tests/upstream/openai/chat_completion_chunk.schema.json"));
    let family = read_json(&root().join("snapshots/openai.chat/v3.60.json"));
    let chunk = serde_json::json!({
        "$schema": family["$schema"],
        "$defs": family["$defs"],
        "$ref": "#/$defs/ChatCompletionChunk",
    });
    for (a, b) in [(&sdk, &chunk), (&chunk, &sdk)] {
        let report = diff(a, b, "a", "b", Mode::Full);
        let changed: Vec<_> = (report.changes.iter())
            .filter(|c| c.verdict != Verdict::Info)
            .collect();
        assert!(changed.is_empty(), "{changed:#?}");
    }
}

/// The `openai` SDK's `ResponseStreamEvent` as JSON Schema (pydantic's: `tests/upstream/openai/`)
/// and `openai.responses@v3.60` accept the same events, both ways, but for two things: the
/// family's open union (its catch-all takes an event type the SDK's union does not know, as
/// the SDK's stream helpers do), and a file search filter's `Union[ComparisonFilter, object]`,
/// which accepts any value and which the family writes as any value (`diff` sees the
/// `ComparisonFilter` branch go, and judges it non-breaking both ways).
#[test]
fn the_openai_sdks_response_stream_event_is_openai_responses_v3_60() {
    same_responses_events("response_stream_event.schema.json", "v3.60");
}

/// The same of the `openai` 2.44.0 SDK's `ResponseStreamEvent`
/// (`tests/upstream/openai/response_stream_event.v2.44.schema.json`) and
/// `openai.responses@v2.44`: the older version's types, reused from the current one where their
/// structure did not change, are the older SDK's.
#[test]
fn the_openai_2_44_sdks_response_stream_event_is_openai_responses_v2_44() {
    same_responses_events("response_stream_event.v2.44.schema.json", "v2.44");
}

/// Asserts that the SDK's schema in `tests/upstream/openai/` and the family version's snapshot
/// differ, each way, only by the open union's catch-all and the filters' any-value branch.
fn same_responses_events(sdk_file: &str, version: &str) {
    let sdk = read_json(&root().join("tests/upstream/openai").join(sdk_file));
    let family = read_json(&root().join(format!("snapshots/openai.responses/{version}.json")));
    for (a, b) in [(&sdk, &family), (&family, &sdk)] {
        let report = diff(a, b, "a", "b", Mode::Full);
        let changed: Vec<_> = (report.changes.iter())
            .filter(|c| c.verdict != Verdict::Info)
            .filter(|c| {
                !(c.verdict == Verdict::Breaking && c.rule == Rule::Unproven && c.path.is_empty())
            })
            .filter(|c| {
                !(c.verdict == Verdict::NonBreaking && c.path.contains("filters.filters[]"))
            })
            .collect();
        assert!(changed.is_empty(), "{changed:#?}");
        let open_union = (report.changes.iter())
            .filter(|c| c.verdict == Verdict::Breaking)
            .count();
        assert_eq!(open_union, 1, "the open union's catch-all, alone");
    }
}
