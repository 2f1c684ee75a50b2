//! Recursive schemas and long reference chains through every command that reads a schema: an
//! answer (or a clear error), never a crash.

use std::{fs, path::Path};

use serde_json::{Map, Value, json};

use crate::support::eventspec;

/// 10,000 definitions, each only a `$ref` to the next, ending in an object.
fn alias_chain(end_type: &str) -> Value {
    let mut defs = Map::new();
    for index in 0..10_000 {
        defs.insert(
            format!("d{index}"),
            json!({"$ref": format!("#/$defs/d{}", index + 1)}),
        );
    }
    defs.insert(
        "d10000".into(),
        json!({"type": "object", "properties": {"end": {"type": end_type}}, "required": ["end"]}),
    );
    json!({"$ref": "#/$defs/d0", "$defs": defs})
}

/// 10,000 definitions, each an object whose `x` is the next.
fn property_chain(end_type: &str) -> Value {
    let mut defs = Map::new();
    for index in 0..10_000 {
        defs.insert(
            format!("d{index}"),
            json!({"type": "object", "properties": {"x": {"$ref": format!("#/$defs/d{}", index + 1)}}}),
        );
    }
    defs.insert("d10000".into(), json!({"type": end_type}));
    json!({"$ref": "#/$defs/d0", "$defs": defs})
}

fn cycle() -> Value {
    json!({"$ref": "#/$defs/a", "$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}})
}

fn tree() -> Value {
    json!({
        "title": "Tree",
        "$ref": "#/$defs/Node",
        "$defs": {"Node": {
            "type": "object",
            "properties": {
                "value": {"type": "string"},
                "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}},
                "parent": {"anyOf": [{"$ref": "#/$defs/Node"}, {"type": "null"}]}
            },
            "required": ["value", "children"]
        }}
    })
}

fn write(dir: &Path, name: &str, value: &Value) -> std::path::PathBuf {
    let path = dir.join(name);
    fs::write(&path, value.to_string()).expect("write");
    path
}

#[test]
fn validate_answers_on_chains_cycles_and_trees() {
    let dir = tempfile::tempdir().expect("dir");
    let cases = [
        (
            "chain.json",
            alias_chain("string"),
            "{\"end\":\"x\"}\n{\"end\":1}\n",
            "1 valid, 1 invalid",
        ),
        ("cycle.json", cycle(), "{\"a\":1}\n", "1 valid, 0 invalid"),
        (
            "tree.json",
            tree(),
            "{\"value\":\"r\",\"children\":[{\"value\":\"c\",\"children\":[]}]}\n{\"value\":\"r\",\"children\":[{\"value\":1,\"children\":[]}]}\n",
            "1 valid, 1 invalid",
        ),
    ];
    for (name, schema, events, expected) in cases {
        let schema = write(dir.path(), name, &schema);
        let output = eventspec()
            .args(["validate", "--schema"])
            .arg(&schema)
            .arg("-")
            .write_stdin(events)
            .output()
            .expect("runs");
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(
            matches!(output.status.code(), Some(0 | 1)) && text.contains(expected),
            "{name}: {text}{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

#[test]
fn diff_answers_on_chains_cycles_and_trees() {
    let dir = tempfile::tempdir().expect("dir");
    let pairs = [
        (
            alias_chain("string"),
            alias_chain("integer"),
            "type-changed",
        ),
        (
            property_chain("string"),
            property_chain("integer"),
            "type-changed",
        ),
        (cycle(), cycle(), ""),
        (tree(), tree(), ""),
    ];
    for (index, (old, new, rule)) in pairs.into_iter().enumerate() {
        let old = write(dir.path(), &format!("old{index}.json"), &old);
        let new = write(dir.path(), &format!("new{index}.json"), &new);
        let output = eventspec()
            .args(["diff", "--format", "json", "--fail-on", "never"])
            .arg(&old)
            .arg(&new)
            .output()
            .expect("runs");
        assert_eq!(
            output.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let report: Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
        let rules: Vec<&str> = report["changes"]
            .as_array()
            .expect("changes")
            .iter()
            .filter_map(|c| c["rule"].as_str())
            .collect();
        if rule.is_empty() {
            assert!(rules.is_empty(), "pair {index}: {rules:?}");
        } else {
            assert!(rules.contains(&rule), "pair {index}: {rules:?}");
        }
    }
}

#[test]
fn generate_answers_on_chains_cycles_and_trees() {
    let dir = tempfile::tempdir().expect("dir");
    for (name, schema) in [
        ("chain", alias_chain("string")),
        ("props", property_chain("string")),
        ("cycle", cycle()),
        ("tree", tree()),
    ] {
        let path = write(dir.path(), &format!("{name}.json"), &schema);
        let output = eventspec()
            .args(["generate", "--schema"])
            .arg(&path)
            .arg("--out")
            .arg(dir.path().join(name))
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        // An answer or a clear error naming the schema, never a crash.
        assert!(
            output.status.code() == Some(0)
                || (output.status.code() == Some(2) && stderr.contains(&format!("{name}.json"))),
            "{name}: {:?} {stderr}",
            output.status.code()
        );
    }
    let tree = fs::read_to_string(dir.path().join("tree/typescript/src/tree.ts")).expect("ts");
    assert!(
        tree.contains("readonly children: readonly Node[];"),
        "{tree}"
    );
}
