//! `eventspec validate`: inputs, policies, output formats and exit codes.

use std::fs;

use predicates::str::contains;
use serde_json::{Value, json};

use crate::support::{eventspec, root};

const EXAMPLE: &str = "examples/agentao-host-run.jsonl";

fn stdout_of(args: &[&str]) -> (Option<i32>, String) {
    let output = eventspec().args(args).output().expect("eventspec runs");
    (
        output.status.code(),
        String::from_utf8(output.stdout).expect("UTF-8 output"),
    )
}

#[test]
fn the_example_log_has_valid_and_invalid_events_and_exits_1() {
    eventspec()
        .args(["validate", "--family", "agentao.host", EXAMPLE])
        .assert()
        .code(1)
        .stdout(contains(
            "examples/agentao-host-run.jsonl:7:1: error[schema]: `phase` must be one of `started`, `completed`, `failed`; found `\"done\"`",
        ))
        .stdout(contains("did you mean `tool_lifecycle`?"))
        .stdout(contains("must be a `RFC3339UTCString`"))
        .stdout(contains("1 file(s), 8 event(s): 5 valid, 3 invalid, 0 warning(s)"));
}

#[test]
fn json_report_matches_its_published_schema() {
    let (_, schema) = stdout_of(&["schema", "--report", "validate"]);
    let schema: Value = serde_json::from_str(&schema).expect("the report schema is JSON");
    jsonschema::draft202012::meta::validate(&schema).expect("a valid 2020-12 schema");
    let validator = jsonschema::validator_for(&schema).expect("compiles");
    let (code, report) = stdout_of(&[
        "validate",
        "--family",
        "agentao.host",
        "--format",
        "json",
        EXAMPLE,
    ]);
    assert_eq!(code, Some(1));
    let report: Value = serde_json::from_str(&report).expect("a JSON report");
    let errors: Vec<String> = validator
        .iter_errors(&report)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        report["summary"],
        json!({"files": 1, "events": 8, "valid": 5, "invalid": 3, "warnings": 0, "violations": 0, "unreadable": 0, "passed": 0, "stopped": false})
    );
    let first = &report["findings"][0];
    assert_eq!(first["line"], 4);
    assert_eq!(first["event_index"], 3);
    assert_eq!(first["event_type"], "permission_decision");
    assert_eq!(first["rule"], "schema");
    assert_eq!(first["keyword"], "pattern");
    assert_eq!(first["instance_path"], "/decided_at");
}

#[test]
fn jsonl_streams_one_finding_per_line() {
    let (code, text) = stdout_of(&[
        "validate",
        "--family",
        "agentao.host",
        "--format",
        "jsonl",
        EXAMPLE,
    ]);
    assert_eq!(code, Some(1));
    let findings: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect();
    assert_eq!(findings.len(), 4);
    assert!(
        findings
            .iter()
            .all(|f| f["file"] == EXAMPLE && f["severity"] == "error")
    );
}

#[test]
fn github_lines_are_workflow_commands() {
    let (code, text) = stdout_of(&[
        "validate",
        "--family",
        "agentao.host",
        "--format",
        "github",
        EXAMPLE,
    ]);
    assert_eq!(code, Some(1));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    for line in &lines[..4] {
        let (command, message) = line
            .strip_prefix("::error ")
            .and_then(|rest| rest.split_once("::"))
            .unwrap_or_else(|| panic!("not an error command: {line}"));
        let properties: Vec<&str> = command.split(',').collect();
        assert!(
            properties[0].starts_with("file=examples/agentao-host-run.jsonl"),
            "{line}"
        );
        assert!(properties[1].starts_with("line="), "{line}");
        assert!(properties.iter().all(|p| p.contains('=')), "{line}");
        assert!(!message.is_empty() && !message.contains('\n'));
    }
    assert!(lines[4].starts_with("::notice title=eventspec validate::"));
}

#[test]
fn junit_is_xml_with_one_case_per_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let clean = dir.path().join("clean.jsonl");
    let example = fs::read_to_string(root().join(EXAMPLE)).expect("example");
    fs::write(
        &clean,
        example.lines().take(3).collect::<Vec<_>>().join("\n"),
    )
    .expect("write");
    let output = eventspec()
        .args([
            "validate",
            "--family",
            "agentao.host",
            "--format",
            "junit",
            EXAMPLE,
        ])
        .arg(&clean)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(1));
    let mut reader = quick_xml::Reader::from_reader(&output.stdout[..]);
    let mut buffer = Vec::new();
    let (mut cases, mut failures) = (0, 0);
    loop {
        match reader
            .read_event_into(&mut buffer)
            .expect("well-formed XML")
        {
            quick_xml::events::Event::Eof => break,
            quick_xml::events::Event::Start(e) | quick_xml::events::Event::Empty(e) => {
                match e.name().as_ref() {
                    b"testcase" => cases += 1,
                    b"failure" => failures += 1,
                    _ => {}
                }
            }
            _ => {}
        }
        buffer.clear();
    }
    assert_eq!((cases, failures), (2, 1));
}

#[test]
fn text_format_quiet_prints_errors_only() {
    let (code, text) = stdout_of(&["validate", "--family", "agentao.host", "--quiet", EXAMPLE]);
    assert_eq!(code, Some(1));
    assert!(!text.contains("file(s)"), "{text}");
    assert_eq!(text.lines().filter(|l| l.contains("error[")).count(), 4);
}

#[test]
fn findings_are_in_input_order_whatever_the_job_count() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("big.jsonl");
    let example = fs::read_to_string(root().join(EXAMPLE)).expect("example");
    let mut text = String::new();
    for _ in 0..400 {
        text.push_str(&example);
    }
    fs::write(&path, text).expect("write");
    let path = path.to_str().expect("UTF-8 path");
    let run = |jobs: &str| {
        stdout_of(&[
            "validate",
            "--family",
            "agentao.host",
            "--format",
            "jsonl",
            "--jobs",
            jobs,
            path,
        ])
    };
    let (one, two) = (run("1"), run("2"));
    assert_eq!(one.0, Some(1));
    assert_eq!(one, two);
    assert_eq!(one.1.lines().count(), 1600);
}

#[test]
fn max_errors_stops_and_says_so() {
    let (code, text) = stdout_of(&[
        "validate",
        "--family",
        "agentao.host",
        "--max-errors",
        "2",
        EXAMPLE,
    ]);
    assert_eq!(code, Some(1));
    assert!(
        text.contains("stopped after 2 invalid event(s) (--max-errors 2)"),
        "{text}"
    );
    assert_eq!(text.lines().filter(|l| l.contains("error[")).count(), 3);
}

#[test]
fn standard_input_and_sse() {
    let sse = fs::read(root().join("examples/niceeval-turn.sse")).expect("example");
    eventspec()
        .args(["validate", "--family", "niceeval@v2", "--input", "sse", "-"])
        .write_stdin(sse)
        .assert()
        .success()
        .stdout(contains("1 file(s), 4 event(s): 4 valid, 0 invalid"));
}

#[test]
fn declared_strict_and_tolerant_policies() {
    let open = r#"{"type":"error","message":"boom","retryAfterMs":100}"#;
    let closed = r#"{"event_type":"tool_lifecycle","session_id":"s","tool_call_id":"c","tool_name":"t","phase":"started","started_at":"2026-01-01T00:00:00Z","extra":1}"#;
    let run = |family: &str, flag: Option<&str>, event: &str| {
        let mut command = eventspec();
        command.args(["validate", "--format", "json", "--family", family]);
        command.args(flag);
        let output = command.arg("-").write_stdin(event).output().expect("runs");
        let report: Value = serde_json::from_slice(&output.stdout).expect("JSON");
        (
            output.status.code(),
            report["findings"][0]["severity"].clone(),
        )
    };
    // niceeval is open: an unknown field is a warning unless --strict.
    assert_eq!(run("niceeval", None, open), (Some(0), json!("warning")));
    assert_eq!(
        run("niceeval", Some("--strict"), open),
        (Some(1), json!("error"))
    );
    // agentao.host is closed: an error unless --tolerant.
    assert_eq!(run("agentao.host", None, closed), (Some(1), json!("error")));
    assert_eq!(
        run("agentao.host", Some("--tolerant"), closed),
        (Some(0), json!("warning"))
    );
    // niceeval's union is open: an unknown event type is a warning; agentao.host's is closed.
    let unknown = r#"{"type":"telemetry","x":1}"#;
    assert_eq!(run("niceeval", None, unknown), (Some(0), json!("warning")));
    assert_eq!(
        run("niceeval", Some("--strict"), unknown),
        (Some(1), json!("error"))
    );
}

#[test]
fn a_users_own_schema_draft_7() {
    let dir = tempfile::tempdir().expect("temp dir");
    let schema = dir.path().join("schema.json");
    fs::write(
        &schema,
        r#"{"$schema":"http://json-schema.org/draft-07/schema#","type":"object",
            "required":["kind"],"properties":{"kind":{"enum":["a","b"]}}}"#,
    )
    .expect("write");
    eventspec()
        .args(["validate", "--schema"])
        .arg(&schema)
        .arg("-")
        .write_stdin("{\"kind\":\"a\"}\n{\"kind\":\"c\"}\n")
        .assert()
        .code(1)
        .stdout(contains("`kind` must be one of `a`, `b`; found `\"c\"`"));
}

#[test]
fn a_schema_that_needs_a_remote_ref_is_refused_by_name() {
    let dir = tempfile::tempdir().expect("temp dir");
    let schema = dir.path().join("schema.json");
    fs::write(
        &schema,
        r#"{"$schema":"https://json-schema.org/draft/2020-12/schema",
            "$ref":"https://example.com/schemas/event.json"}"#,
    )
    .expect("write");
    eventspec()
        .args(["validate", "--schema"])
        .arg(&schema)
        .arg("-")
        .write_stdin("{}\n")
        .assert()
        .code(2)
        .stderr(contains("https://example.com/schemas/event.json"));
}

#[test]
fn usage_errors_exit_2() {
    eventspec()
        .args(["validate", "--family", "nope", EXAMPLE])
        .assert()
        .code(2)
        .stderr(contains("unknown family `nope`"));
    eventspec()
        .args(["validate", EXAMPLE])
        .assert()
        .code(2)
        .stderr(contains("--family"));
}

/// A schema whose `$id` is relative, or absent, or absolute, explains a rejected event through
/// the member its tag names (each member's validator refers into the document).
#[test]
fn member_explanations_whatever_the_documents_id() {
    let dir = tempfile::tempdir().expect("temp dir");
    for id in [
        Some("relative.json"),
        Some("https://example.com/events.json"),
        None,
    ] {
        let mut schema = json!({
            "oneOf": [{"$ref": "#/$defs/A"}, {"$ref": "#/$defs/B"}],
            "$defs": {
                "A": {"type": "object", "required": ["k"], "properties": {"k": {"const": "a"}}},
                "B": {"type": "object", "required": ["k"],
                      "properties": {"k": {"const": "b"}, "n": {"type": "integer"}}}
            }
        });
        if let Some(id) = id {
            schema["$id"] = json!(id);
        }
        let path = dir.path().join("schema.json");
        fs::write(&path, schema.to_string()).expect("write");
        eventspec()
            .args(["validate", "--schema"])
            .arg(&path)
            .arg("-")
            .write_stdin("{\"k\":\"a\"}\n{\"k\":\"b\",\"n\":\"x\"}\n")
            .assert()
            .code(1)
            .stdout(contains("`n` must be an integer; found `\"x\"`"))
            .stdout(contains("1 valid, 1 invalid"));
    }
}

/// A schema that is not valid JSON Schema is refused at the place in the user's schema that is
/// wrong, not at a path in the meta-schema.
#[test]
fn an_invalid_schema_is_refused_where_it_is_wrong() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (schema, at) in [
        (
            json!({"properties": {"a": {"type": "strin"}}}),
            "/properties/a/type",
        ),
        (
            json!({"properties": {"a": {"minimum": "x"}}}),
            "/properties/a/minimum",
        ),
        (
            json!({"properties": {"a": {"pattern": "(("}}}),
            "/properties/a/pattern",
        ),
    ] {
        let path = dir.path().join("schema.json");
        fs::write(&path, schema.to_string()).expect("write");
        eventspec()
            .args(["validate", "--schema"])
            .arg(&path)
            .arg("-")
            .write_stdin("")
            .assert()
            .code(2)
            .stderr(contains(format!("the schema does not compile at `{at}`")));
    }
}

/// A pull request's files as pre-commit passes them to the validate hook: an invalid recording,
/// a permissive schema, and a file named like the option that would select it.
fn option_named_files() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("dir");
    fs::write(
        dir.path().join("eventspec.toml"),
        "[[validate.inputs]]\npaths = [\"*.jsonl\"]\nfamily = \"agentao.host\"\n",
    )
    .expect("write");
    fs::write(
        dir.path().join("bad.jsonl"),
        "{\"event_type\":\"no_such_event\"}\n",
    )
    .expect("write");
    fs::write(dir.path().join("permissive.jsonl"), "{}\n").expect("write");
    fs::write(dir.path().join("--schema=permissive.jsonl"), "{}\n").expect("write");
    dir
}

fn validate_in(
    dir: &std::path::Path,
    pre_commit: Option<&str>,
    args: &[&str],
) -> (Option<i32>, String) {
    let mut command = eventspec();
    command.current_dir(dir).arg("validate").args(args);
    if let Some(value) = pre_commit {
        command.env("PRE_COMMIT", value);
    }
    let output = command.output().expect("eventspec runs");
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.code(), text)
}

#[test]
fn under_pre_commit_file_names_must_come_after_a_double_dash() {
    let dir = option_named_files();
    let names = ["--schema=permissive.jsonl", "bad.jsonl", "permissive.jsonl"];
    // What the attack does on a terminal: the name is read as `--schema`, and the invalid
    // recording passes against a schema that accepts anything.
    let (code, text) = validate_in(dir.path(), None, &names);
    assert_eq!(code, Some(0), "{text}");
    // Run by pre-commit (PRE_COMMIT=1) without `--`: refused before anything is read, saying
    // what to write.
    let (code, text) = validate_in(dir.path(), Some("1"), &names);
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("has no `--` before its file names"), "{text}");
    assert!(
        text.contains("args: [--family, agentao.host, --]"),
        "{text}"
    );
    assert!(!text.contains("no_such_event"), "{text}");
    // The same with the hook's own `args` first: still refused.
    let (code, text) = validate_in(
        dir.path(),
        Some("1"),
        &["--strict", "bad.jsonl", "--schema=permissive.jsonl"],
    );
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("has no `--` before its file names"), "{text}");
    // Refused before the command line is parsed: a file named `--help` does not print the
    // help and exit 0.
    let (code, text) = validate_in(dir.path(), Some("1"), &["--help", "bad.jsonl"]);
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("has no `--` before its file names"), "{text}");
    assert!(!text.contains("Usage:"), "{text}");
    // With `--` (the hook's default `args`), every name is a file: the option-named one is
    // read as a recording, and the invalid one fails the run.
    let (code, text) = validate_in(
        dir.path(),
        Some("1"),
        &[
            "--",
            "--schema=permissive.jsonl",
            "bad.jsonl",
            "permissive.jsonl",
        ],
    );
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("bad.jsonl:1:1: error[unknown-event-type]"),
        "{text}"
    );
    assert!(text.contains("--schema=permissive.jsonl"), "{text}");
    // PRE_COMMIT empty or 0 is not pre-commit.
    for value in ["", "0"] {
        let (code, text) = validate_in(dir.path(), Some(value), &["bad.jsonl"]);
        assert_eq!(code, Some(1), "PRE_COMMIT={value:?}: {text}");
    }
}
