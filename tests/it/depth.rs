//! Schemas nested without end: a chain of 50,000 `allOf`s, a 50,000-long chain of `$ref`s that
//! each say something of their own. Every command that reads a schema answers with an error
//! naming the file, the pointer and the bound (exit 2), never a stack overflow (exit 134); a
//! schema at the bound validates events nested as deep as the parser reads, on every thread.

use std::fs;

use serde_json::{Map, Value, json};

use crate::support::{eventspec, run_in};

/// `{"allOf": [{"allOf": [ ... {"type": "object"} ... ]}]}`, `depth` deep.
fn nested_all_of(depth: usize) -> String {
    let mut text = "{\"allOf\":[".repeat(depth);
    text.push_str("{\"type\":\"object\"}");
    text.push_str(&"]}".repeat(depth));
    text
}

/// `length` definitions, each `{"type": "object", "$ref": next}` (not a bare alias), ending in
/// `end`.
fn reference_chain(length: usize, end: Value) -> Value {
    let mut defs = Map::new();
    for index in 0..length {
        defs.insert(
            format!("d{index}"),
            json!({"type": "object", "$ref": format!("#/$defs/d{}", index + 1)}),
        );
    }
    defs.insert(format!("d{length}"), end);
    json!({"$ref": "#/$defs/d0", "$defs": defs})
}

#[test]
fn every_command_refuses_a_schema_nested_50_000_deep_by_name() {
    let dir = tempfile::tempdir().expect("dir");
    fs::write(dir.path().join("allof.json"), nested_all_of(50_000)).expect("write");
    let chain = reference_chain(50_000, json!({"type": "object"}));
    fs::write(dir.path().join("chain.json"), chain.to_string()).expect("write");
    fs::write(dir.path().join("events.jsonl"), "{}\n{\"a\": 1}\n").expect("write");
    fs::write(dir.path().join("ok.json"), "{\"type\": \"object\"}").expect("write");
    for (schema, expected) in [
        (
            "allof.json",
            "nest deeper than the 128 levels eventspec reads: recursion limit exceeded at line 1",
        ),
        (
            "chain.json",
            "at most 128 are allowed, and `#/$defs/d127` is past that bound",
        ),
    ] {
        let out = format!("out-{schema}");
        let commands: [Vec<&str>; 5] = [
            vec!["validate", "--schema", schema, "events.jsonl"],
            vec![
                "validate",
                "--jobs",
                "2",
                "--schema",
                schema,
                "events.jsonl",
            ],
            vec!["generate", "--schema", schema, "--out", &out],
            vec!["diff", schema, "ok.json"],
            vec!["diff", "ok.json", schema],
        ];
        for args in commands {
            let (code, _, stderr) = run_in(dir.path(), &args);
            assert_eq!(code, Some(2), "{args:?}: {stderr}");
            assert!(
                stderr.contains(schema) && stderr.contains(expected),
                "{args:?}: {stderr}"
            );
        }
    }
    // The commands that read no user schema are unaffected.
    for args in [vec!["list"], vec!["show", "agentabi"]] {
        let (code, _, stderr) = run_in(dir.path(), &args);
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
    }
}

#[test]
fn a_schema_at_the_bound_checks_the_deepest_events_on_every_thread() {
    // 100 links applying to one value, then an object whose `x` starts the chain again: an
    // event nested 120 deep makes the validator recurse through about 12,000 schemas, more
    // than a thread's default stack holds.
    let end =
        json!({"type": "object", "properties": {"x": {"$ref": "#/$defs/d0"}}, "required": ["x"]});
    let schema = reference_chain(100, end);
    let dir = tempfile::tempdir().expect("dir");
    fs::write(dir.path().join("deep.json"), schema.to_string()).expect("write");
    let mut event = String::from("{}");
    for _ in 0..120 {
        event = format!("{{\"x\":{event}}}");
    }
    // Enough events, padded, for several blocks of work on the workers.
    let pad = "p".repeat(2_000);
    let line = format!("{{\"pad\":\"{pad}\",{}\n", &event[1..]);
    fs::write(dir.path().join("events.jsonl"), line.repeat(400)).expect("write");
    for jobs in ["1", "2"] {
        let output = eventspec()
            .current_dir(dir.path())
            .args(["validate", "--format", "json", "--jobs", jobs, "--schema"])
            .args(["deep.json", "events.jsonl"])
            .output()
            .expect("eventspec runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "--jobs {jobs}: {stderr}");
        let report: Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
        assert_eq!(report["summary"]["invalid"], 400, "--jobs {jobs}");
        let finding = &report["findings"][0];
        assert_eq!(
            finding["message"], "missing required field `x`",
            "{finding}"
        );
        assert_eq!(finding["instance_path"], format!("{}", "/x".repeat(120)));
    }
}
