//! Hostile input: each case gets a clear finding or exit 2 with a message, never a crash, and
//! the other events of the file are still validated.

use std::{fs, path::Path};

use serde_json::Value;

use crate::support::eventspec;

const VALID: &str = r#"{"type":"message_delta","text":"hi"}"#;

/// Validates `bytes` as a file named `name` with agentabi; returns the exit code and report.
fn validate_bytes(dir: &Path, name: &str, bytes: &[u8], extra: &[&str]) -> (i32, Value) {
    let path = dir.join(name);
    fs::write(&path, bytes).expect("write input");
    let output = eventspec()
        .args(["validate", "--family", "agentabi", "--format", "json"])
        .args(extra)
        .arg(&path)
        .output()
        .expect("eventspec runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{name}: {stderr}");
    let code = output.status.code().expect("an exit code, not a signal");
    let report = serde_json::from_slice(&output.stdout).unwrap_or(Value::Null);
    (code, report)
}

/// Surrounds `line` with valid events and checks that it is one invalid event among valid ones.
fn one_bad_line(name: &str, line: &[u8], message: &str) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut bytes = format!("{VALID}\n").into_bytes();
    bytes.extend_from_slice(line);
    bytes.extend_from_slice(format!("\n{VALID}\n").as_bytes());
    let (code, report) = validate_bytes(dir.path(), name, &bytes, &[]);
    assert_eq!(code, 1, "{name}: {report}");
    assert_eq!(report["summary"]["events"], 3, "{name}: {report}");
    assert_eq!(report["summary"]["valid"], 2, "{name}: {report}");
    let finding = &report["findings"][0];
    assert_eq!(finding["line"], 2, "{name}: {report}");
    let text = finding["message"].as_str().unwrap_or_default();
    assert!(text.contains(message), "{name}: {text}");
}

#[test]
fn invalid_utf8() {
    one_bad_line(
        "utf8.jsonl",
        b"{\"type\":\"message_delta\",\"text\":\"\xc3\x28\"}",
        "invalid UTF-8",
    );
}

/// A lone surrogate escape: JSON text cannot hold it (the generated validators reject what
/// `json.loads` and `JSON.parse` make of it, as one error at the event).
#[test]
fn lone_surrogates() {
    for (name, line) in [
        (
            "lead.jsonl",
            &br#"{"type":"message_delta","text":"\ud800"}"#[..],
        ),
        (
            "trail.jsonl",
            br#"{"type":"message_delta","text":"a\uDC00b"}"#,
        ),
        (
            "key.jsonl",
            br#"{"type":"message_delta","\ud800":1,"text":"x"}"#,
        ),
    ] {
        one_bad_line(name, line, "lone surrogate");
    }
}

#[test]
fn nul_bytes() {
    one_bad_line(
        "nul.jsonl",
        b"{\"type\":\"message_delta\",\0\"text\":\"x\"}",
        "key must be a string",
    );
}

#[test]
fn numbers_beyond_f64() {
    one_bad_line(
        "big.jsonl",
        br#"{"type":"usage","usage":{"input_tokens":1e400}}"#,
        "number out of range",
    );
}

#[test]
fn nesting_100_000_levels_deep() {
    let mut line =
        b"{\"type\":\"tool_use\",\"tool_use_id\":\"t\",\"tool_name\":\"x\",\"tool_input\":{\"a\":"
            .to_vec();
    line.extend(std::iter::repeat_n(b'[', 100_000));
    line.extend(std::iter::repeat_n(b']', 100_000));
    line.extend_from_slice(b"}}");
    one_bad_line("deep.jsonl", &line, "recursion limit exceeded");
}

#[test]
fn integers_beyond_i64_are_numbers() {
    // Read as a float (serde_json without arbitrary precision): a valid JSON number, so only the
    // schema decides. Here it is a token count, an integer ≥ 0: accepted.
    let dir = tempfile::tempdir().expect("temp dir");
    let line = r#"{"type":"usage","usage":{"input_tokens":123456789012345678901234567890}}"#;
    let (code, report) = validate_bytes(dir.path(), "huge.jsonl", line.as_bytes(), &[]);
    assert_eq!(code, 0, "{report}");
}

#[test]
fn duplicate_keys_keep_the_last_value() {
    let dir = tempfile::tempdir().expect("temp dir");
    let line = r#"{"type":"message_delta","text":1,"text":"second wins"}"#;
    let (code, report) = validate_bytes(dir.path(), "dup.jsonl", line.as_bytes(), &[]);
    assert_eq!(code, 0, "{report}");
    let line = r#"{"type":"message_delta","text":"first","text":2}"#;
    let (code, report) = validate_bytes(dir.path(), "dup2.jsonl", line.as_bytes(), &[]);
    assert_eq!(code, 1, "{report}");
    assert_eq!(report["findings"][0]["instance_path"], "/text");
}

#[test]
fn a_truncated_last_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bytes = format!("{VALID}\n{{\"type\":\"message_delta\",\"te");
    let (code, report) = validate_bytes(dir.path(), "cut.jsonl", bytes.as_bytes(), &[]);
    assert_eq!(code, 1);
    assert_eq!(report["summary"]["valid"], 1);
    assert_eq!(report["findings"][0]["rule"], "parse");
    assert_eq!(report["findings"][0]["line"], 2);
    assert!(
        report["findings"][0]["message"]
            .as_str()
            .unwrap_or_default()
            .contains("EOF")
    );
}

#[test]
fn an_empty_file_is_a_warning() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (name, bytes) in [("empty.jsonl", &b""[..]), ("blank.json", &b"\n\n"[..])] {
        let (code, report) = validate_bytes(dir.path(), name, bytes, &[]);
        assert_eq!(code, 0, "{name}");
        assert_eq!(report["findings"][0]["rule"], "empty-input", "{name}");
        assert_eq!(report["findings"][0]["severity"], "warning", "{name}");
    }
}

#[test]
fn a_100_mb_line_is_skipped_with_the_limit_named() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut bytes = format!("{VALID}\n{{\"type\":\"message_delta\",\"text\":\"").into_bytes();
    bytes.resize(bytes.len() + 100 * 1024 * 1024, b'x');
    bytes.extend_from_slice(format!("\"}}\n{VALID}\n").as_bytes());
    let (code, report) = validate_bytes(dir.path(), "long.jsonl", &bytes, &[]);
    assert_eq!(code, 1);
    assert_eq!(report["summary"]["events"], 3);
    assert_eq!(report["summary"]["valid"], 2);
    let message = report["findings"][0]["message"]
        .as_str()
        .unwrap_or_default();
    assert!(
        message.contains("over the limit of 67108864 bytes (--max-line-bytes)"),
        "{message}"
    );
    // A larger limit reads it.
    let (code, _) = validate_bytes(
        dir.path(),
        "long.jsonl",
        &bytes,
        &["--max-line-bytes", "200000000"],
    );
    assert_eq!(code, 0);
}

#[test]
fn a_missing_file_and_an_empty_directory_exit_2_and_the_rest_is_checked() {
    let dir = tempfile::tempdir().expect("temp dir");
    let good = dir.path().join("good.jsonl");
    fs::write(&good, format!("{VALID}\n")).expect("write");
    let empty = dir.path().join("empty");
    fs::create_dir(&empty).expect("mkdir");
    let output = eventspec()
        .args(["validate", "--family", "agentabi", "--format", "json"])
        .arg(dir.path().join("missing.jsonl"))
        .arg(&empty)
        .arg(&good)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("missing.jsonl"), "{stderr}");
    assert!(stderr.contains("holds no recorded event file"), "{stderr}");
    let report: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(report["summary"]["files"], 1);
    assert_eq!(report["summary"]["valid"], 1);
}

#[test]
fn garbage_in_every_framing_never_crashes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let garbage: Vec<u8> = (0..4096u32).map(|i| (i * 7919 % 251) as u8).collect();
    for input in ["json", "jsonl", "sse"] {
        let (code, _) = validate_bytes(dir.path(), "garbage.bin", &garbage, &["--input", input]);
        assert!(matches!(code, 0 | 1), "{input}: exit {code}");
    }
}

#[test]
fn an_sse_frame_of_many_data_lines_is_one_finding_where_it_starts() {
    // Each `data:` line is short; the frame they join into is over the limit of 1,000 bytes.
    let dir = tempfile::tempdir().expect("temp dir");
    let mut text =
        format!("data: {VALID}\n\nevent: message\ndata: {{\"type\":\"message_delta\",\n");
    for n in 0..200 {
        text.push_str(&format!("data: \"field{n}\": {n},\n"));
    }
    text.push_str(&format!("data: \"text\":\"hi\"}}\n\ndata: {VALID}\n\n"));
    let (code, report) = validate_bytes(
        dir.path(),
        "frames.sse",
        text.as_bytes(),
        &["--max-line-bytes", "1000"],
    );
    assert_eq!(code, 1, "{report}");
    assert_eq!(report["summary"]["events"], 3, "{report}");
    assert_eq!(report["summary"]["valid"], 2, "{report}");
    let finding = &report["findings"][0];
    assert_eq!(finding["line"], 4, "the frame's first data line: {report}");
    let message = finding["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("SSE frame") && message.contains("over the limit of 1000 bytes"),
        "{message}"
    );
}

#[test]
fn a_json_array_of_50_000_events_is_read_in_linear_time_with_lines() {
    // Locating each event used to count the lines before it from the start: quadratic, minutes
    // here. Linear, it takes well under a second; the timeout is only a backstop.
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("array.json");
    let mut text = String::from("[\n");
    for n in 0..50_000 {
        text.push_str(&format!(
            "  {{\"type\": \"message_delta\", \"text\": \"event {n}\"}},\n"
        ));
    }
    text.push_str("  {\"type\": \"message_delta\"}\n]\n");
    fs::write(&path, text).expect("write");
    let output = eventspec()
        .args(["validate", "--family", "agentabi", "--format", "json"])
        .arg(&path)
        .timeout(std::time::Duration::from_secs(60))
        .output()
        .expect("runs");
    let report: Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
    assert_eq!(report["summary"]["events"], 50_001, "{report}");
    assert_eq!(report["summary"]["invalid"], 1, "{report}");
    assert_eq!(report["findings"][0]["line"], 50_002, "{report}");
}

/// Runs `eventspec` with `args`; its exit code and standard error. A backstop timeout ends a
/// command that would read for ever.
fn refused(args: &[&str]) -> (Option<i32>, String) {
    let output = eventspec()
        .args(args)
        .timeout(std::time::Duration::from_secs(60))
        .output()
        .expect("runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_schema_that_is_a_device_or_too_large_is_refused_by_name() {
    let dir = tempfile::tempdir().expect("temp dir");
    let input = dir.path().join("run.jsonl");
    fs::write(&input, format!("{VALID}\n")).expect("write");
    let input = input.to_str().expect("a UTF-8 temp path");
    let out = dir.path().join("out");
    let out = out.to_str().expect("a UTF-8 temp path");
    // A sparse file one byte over 64 MiB: refused by its size, never read.
    let large = dir.path().join("large.schema.json");
    fs::File::create(&large)
        .and_then(|file| file.set_len((64 << 20) + 1))
        .expect("a sparse file");
    let large = large.to_str().expect("a UTF-8 temp path");
    for (args, expected) in [
        (
            vec!["validate", "--schema", "/dev/zero", input],
            "/dev/zero: is a device, pipe or socket, not a regular file",
        ),
        (
            vec!["generate", "--schema", "/dev/zero", "--out", out],
            "/dev/zero: is a device, pipe or socket, not a regular file",
        ),
        (
            vec!["validate", "--schema", large, input],
            "large.schema.json: the file is over the limit of 67108864 bytes",
        ),
        (
            vec!["diff", large, "agentabi@v1"],
            "large.schema.json: the file is over the limit of 67108864 bytes",
        ),
    ] {
        let (code, stderr) = refused(&args);
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
}

#[test]
fn standard_input_is_still_streamed() {
    let output = eventspec()
        .args(["validate", "--family", "agentabi", "--format", "json", "-"])
        .write_stdin(format!("{VALID}\n{VALID}\n"))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(0));
    let report: Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
    assert_eq!(report["summary"]["valid"], 2, "{report}");
}

#[test]
fn a_tagged_union_of_4_000_event_types_compiles_and_checks_each_once() {
    // Each member's validator used to embed a copy of the whole document: compiling one cost
    // the whole union, 4,000 times over for an input that holds every event type (minutes
    // here). Members now refer into the document registered once; the timeout is a backstop.
    let dir = tempfile::tempdir().expect("temp dir");
    let types = 4_000;
    let defs: serde_json::Map<String, Value> = (0..types)
        .map(|n| {
            let member = serde_json::json!({
                "type": "object",
                "properties": {
                    "type": {"type": "string", "const": format!("event_{n}")},
                    "value": {"type": "integer"}
                },
                "required": ["type", "value"],
                "additionalProperties": false
            });
            (format!("Event{n}"), member)
        })
        .collect();
    let schema = serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/many.schema.json",
        "title": "Many",
        "x-eventspec": {"family": "many", "version": "v1", "tag": "type"},
        "oneOf": (0..types)
            .map(|n| serde_json::json!({"$ref": format!("#/$defs/Event{n}")}))
            .collect::<Vec<_>>(),
        "$defs": defs,
    });
    let schema_path = dir.path().join("many.schema.json");
    fs::write(&schema_path, schema.to_string()).expect("write schema");
    let mut events: String = (0..types)
        .map(|n| format!("{{\"type\":\"event_{n}\",\"value\":{n}}}\n"))
        .collect();
    events.push_str("{\"type\":\"event_3999\",\"value\":\"x\"}\n");
    let input = dir.path().join("many.jsonl");
    fs::write(&input, events).expect("write input");
    let output = eventspec()
        .args(["validate", "--format", "json", "--schema"])
        .arg(&schema_path)
        .arg(&input)
        .timeout(std::time::Duration::from_secs(180))
        .output()
        .expect("runs");
    let report: Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert_eq!(report["summary"]["events"], types + 1, "{report}");
    assert_eq!(report["summary"]["invalid"], 1, "{report}");
    let finding = &report["findings"][0];
    assert_eq!(finding["line"], types + 1, "{report}");
    assert_eq!(finding["event_type"], "event_3999", "{report}");
    assert_eq!(finding["keyword"], "type", "{report}");
}
