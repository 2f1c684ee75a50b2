//! Events that arrive wrapped in a capture's messages: a schema that declares its envelope
//! (`x-eventspec.envelope`) is checked on a JSON-RPC log as recorded. `tests/rules/enveloped/`
//! holds a team's tool-call events sent as the `params.event` of `tool/event` notifications,
//! scoped by `params.session`, beside requests and responses.

use std::fs;

use predicates::str::contains;
use serde_json::{Value, json};

use crate::support::{eventspec, read_json, root};

const SCHEMA: &str = "tests/rules/enveloped/tool-calls.json";

/// The JSON report of validating `log` against the enveloped schema with its stream rules.
fn report(log: &str) -> (Option<i32>, Value) {
    let output = eventspec()
        .args([
            "validate", "--stream", "--format", "json", "--schema", SCHEMA,
        ])
        .arg(format!("tests/rules/enveloped/{log}"))
        .output()
        .expect("run");
    let report = serde_json::from_slice(&output.stdout).expect("a JSON report");
    (output.status.code(), report)
}

#[test]
fn a_log_is_checked_as_recorded_with_each_session_its_own_stream() {
    // Two sessions each start and end a call `c1`: paired within their session, the request
    // and the response pass by.
    let (code, report) = report("session.jsonl");
    assert_eq!(code, Some(0), "{report:#}");
    assert_eq!(report["summary"]["events"], 4);
    assert_eq!(report["summary"]["passed"], 2);
}

#[test]
fn findings_point_at_the_line_and_at_the_event_in_its_message() {
    let (code, report) = report("broken.jsonl");
    assert_eq!(code, Some(1));
    let found: Vec<(u64, &str, &str)> = (report["findings"].as_array().expect("findings"))
        .iter()
        .map(|f| {
            (
                f["line"].as_u64().expect("line"),
                f["rule"].as_str().expect("rule"),
                f["instance_path"].as_str().expect("path"),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            // Line 3's outcome is no outcome, and its call (session b) was never started there.
            (3, "schema", "/params/event/outcome"),
            (3, "sequence", "/params/event/call_id"),
            // Line 4 is a `tool/event` without its event.
            (4, "schema", "/params/event"),
            // Session a's call, started on line 2, never ends in session a.
            (2, "sequence", "/params/event/call_id"),
        ]
    );
    assert_eq!(report["summary"]["events"], 3);
    assert_eq!(report["summary"]["passed"], 2);
}

#[test]
fn without_its_envelope_the_same_schema_reads_each_line_as_an_event() {
    let dir = tempfile::tempdir().expect("dir");
    let mut schema = read_json(&root().join(SCHEMA));
    schema
        .as_object_mut()
        .expect("object")
        .remove("x-eventspec");
    let path = dir.path().join("plain.json");
    fs::write(&path, schema.to_string()).expect("write");
    // A JSON-RPC message is no tool-call event.
    eventspec()
        .args(["validate", "--schema"])
        .arg(&path)
        .arg(root().join("tests/rules/enveloped/session.jsonl"))
        .assert()
        .code(1)
        .stdout(contains("6 event(s): 0 valid, 6 invalid"));
}

#[test]
fn an_envelope_that_is_none_is_refused_with_what_is_wrong() {
    let dir = tempfile::tempdir().expect("dir");
    for (envelope, says) in [
        (json!({"field": "/method"}), "missing field `value`"),
        (
            json!({"field": "/method", "value": "tool/event", "event": "params.event"}),
            "`/x-eventspec/envelope/event` must be a JSON pointer into the message, starting with `/`; found `params.event`",
        ),
    ] {
        let mut schema = read_json(&root().join(SCHEMA));
        schema["x-eventspec"]["envelope"] = envelope;
        let path = dir.path().join("bad.json");
        fs::write(&path, schema.to_string()).expect("write");
        eventspec()
            .args(["validate", "--schema"])
            .arg(&path)
            .arg(root().join("tests/rules/enveloped/session.jsonl"))
            .assert()
            .code(2)
            .stderr(contains(says));
    }
}
