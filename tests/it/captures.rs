//! Captures checked as recorded: an AG-UI run as its server sent it (server-sent events), and
//! events that arrive wrapped in a capture's messages, where a schema declares its envelope
//! (`x-eventspec.envelope`): ACP's JSON-RPC log, and `tests/rules/enveloped/`, a team's tool-call
//! events sent as the `params.event` of `tool/event` notifications, scoped by `params.session`,
//! beside requests and responses.

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
fn findings_point_at_the_line_of_the_message_and_the_path_in_its_event() {
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
            (3, "schema", "/outcome"),
            (3, "sequence", "/call_id"),
            // Line 4 is a `tool/event` without its event.
            (4, "schema", "/params/event"),
            // Session a's call, started on line 2, never ends in session a.
            (2, "sequence", "/call_id"),
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

/// ACP's updates as its agents send them: a JSON-RPC log of a prompt turn (`initialize`,
/// `session/new`, `session/prompt`, the `session/update` notifications, a permission request
/// and the prompt's response), checked as recorded against `acp@v1` and its stream rules.
#[test]
fn an_acp_session_log_validates_as_recorded() {
    let output = eventspec()
        .args([
            "validate", "--family", "acp", "--stream", "--format", "json",
        ])
        .arg("examples/acp-session.jsonl")
        .output()
        .expect("run");
    let report: Value = serde_json::from_slice(&output.stdout).expect("report");
    assert_eq!(output.status.code(), Some(0), "{report:#}");
    assert_eq!(report["summary"]["events"], 8);
    assert_eq!(report["summary"]["passed"], 8);

    // The log broken twice: the first update of `call_001` moved before the call itself, and a
    // status no tool call has.
    let lines: Vec<String> = fs::read_to_string(root().join("examples/acp-session.jsonl"))
        .expect("log")
        .lines()
        .map(str::to_owned)
        .collect();
    let at = |needle: &str| lines.iter().position(|l| l.contains(needle)).expect(needle);
    let (call, update) = (at("\"tool_call\""), at("\"in_progress\""));
    let mut broken = lines.clone();
    let moved = broken.remove(update);
    broken.insert(call, moved);
    let done = at("\"completed\", \"content\"");
    broken[done] = broken[done].replace("\"completed\"", "\"cancelled\"");
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("broken.jsonl");
    fs::write(&path, broken.join("\n")).expect("write");
    let output = eventspec()
        .args([
            "validate", "--family", "acp", "--stream", "--format", "json",
        ])
        .arg(&path)
        .output()
        .expect("run");
    assert_eq!(output.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&output.stdout).expect("report");
    let found: Vec<(u64, &str, &str)> = (report["findings"].as_array().expect("findings"))
        .iter()
        .map(|f| {
            let line = f["line"].as_u64().expect("line");
            (
                line,
                f["rule"].as_str().expect("rule"),
                f["instance_path"].as_str().expect("path"),
            )
        })
        .collect();
    // Lines are 1-based: the update now on the call's line, the call one below it.
    let (update_line, call_line) = (call as u64 + 1, call as u64 + 2);
    assert!(
        found.contains(&(call_line, "sequence", "/toolCallId")),
        "{found:?}"
    );
    assert!(
        found.contains(&(done as u64 + 1, "schema", "/status")),
        "{found:?}"
    );
    assert!(
        found.iter().all(|(line, ..)| *line >= update_line),
        "{found:?}"
    );
}

/// An AG-UI run as `@ag-ui/encoder` frames it (`data: <event>` and a blank line per event; the
/// events of the specification's conformance stream `conformant-run-is-quiet`), checked as
/// recorded against `ag-ui@v1.1` and its stream rules; with its text message never ended, the
/// run's finish is the violation, at its line in the capture.
#[test]
fn an_ag_ui_sse_capture_validates_as_recorded() {
    eventspec()
        .args(["validate", "--family", "ag-ui", "--stream"])
        .arg("examples/ag-ui-run.sse")
        .assert()
        .success()
        .stdout(contains("9 event(s): 9 valid"));
    let capture = fs::read_to_string(root().join("examples/ag-ui-run.sse")).expect("capture");
    let broken: String = (capture.split_inclusive("\n\n"))
        .filter(|frame| !frame.contains("TEXT_MESSAGE_END"))
        .collect();
    let finished = broken
        .lines()
        .position(|l| l.contains("RUN_FINISHED"))
        .expect("finish")
        + 1;
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("broken.sse");
    fs::write(&path, broken).expect("write");
    let output = eventspec()
        .args([
            "validate", "--family", "ag-ui", "--stream", "--format", "json",
        ])
        .arg(&path)
        .output()
        .expect("run");
    assert_eq!(output.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&output.stdout).expect("report");
    let lines: Vec<u64> = (report["findings"].as_array().expect("findings"))
        .iter()
        .filter(|f| f["rule"] == "sequence")
        .map(|f| f["line"].as_u64().expect("line"))
        .collect();
    assert!(lines.contains(&(finished as u64)), "{report:#}");
}
