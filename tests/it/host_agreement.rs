//! `agentao.host` accepts and rejects exactly what agentao's own published schemas do.
//!
//! The corpus of each version runs through agentao's `host.events.vN.json` and through our
//! snapshot. The one deliberate difference: our `event_type` tag is required (agentao's runtime
//! union requires it), where the published schemas give it a default. An event without the
//! tag must be rejected by ours, whatever upstream says of it.

use serde_json::Value;

use crate::support::{Compiled, agentao_host_schema, corpus};

fn agreement(version: &str) {
    let upstream = jsonschema::validator_for(&agentao_host_schema(version))
        .expect("agentao's published schema compiles");
    let ours = Compiled::snapshot("agentao.host", version);
    let (valid, invalid) = corpus("agentao.host", version);
    assert!(
        valid.len() >= 10 && invalid.len() >= 15,
        "the corpus is too small"
    );
    let mut failures = Vec::new();
    let mut compared = 0;
    for case in valid.iter().chain(&invalid) {
        let ours_accepts = ours.root.is_valid(&case.event);
        if case.event.get("event_type").is_none() {
            if ours_accepts {
                failures.push(format!(
                    "{}: accepted without `event_type`",
                    case.path.display()
                ));
            }
            continue;
        }
        compared += 1;
        let upstream_accepts = upstream.is_valid(&case.event);
        if ours_accepts != upstream_accepts {
            failures.push(format!(
                "{}: agentao's schema {} it, ours {} it",
                case.path.display(),
                verdict(upstream_accepts),
                verdict(ours_accepts)
            ));
        }
    }
    assert!(compared >= 25, "too few cases compared: {compared}");
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

fn verdict(accepts: bool) -> &'static str {
    if accepts { "accepts" } else { "rejects" }
}

#[test]
fn v1_agrees_with_agentao_host_events_v1() {
    agreement("v1");
}

#[test]
fn v2_agrees_with_agentao_host_events_v2() {
    agreement("v2");
}

#[test]
fn v3_agrees_with_agentao_host_events_v3() {
    agreement("v3");
}

#[test]
fn active_permissions_agrees_with_agentao() {
    let upstream = agentao_host_schema("v3");
    let ours = Compiled::snapshot("agentao.host", "v3");
    let theirs = Compiled::new(upstream);
    let cases: Vec<Value> = [
        r#"{"mode": "plan", "rules": [], "loaded_sources": []}"#,
        r#"{"mode": "read-only", "rules": [{"tool": "x", "extra": [1]}], "loaded_sources": ["preset:read-only"]}"#,
        r#"{"mode": "plan", "rules": [], "loaded_sources": [], "extra": 1}"#,
        r#"{"mode": "yolo", "rules": [], "loaded_sources": []}"#,
        r#"{"mode": "plan", "rules": [1], "loaded_sources": []}"#,
        r#"{"mode": "plan", "loaded_sources": []}"#,
    ]
    .iter()
    .map(|text| serde_json::from_str(text).expect("valid JSON"))
    .collect();
    for case in &cases {
        assert_eq!(
            ours.errors("ActivePermissions", case).is_empty(),
            theirs.errors("ActivePermissions", case).is_empty(),
            "{case}"
        );
    }
}
