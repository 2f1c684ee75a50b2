//! Changes drift once let through or misread, each with the verdict JSON Schema gives it: the
//! payload in each case shows the break (checked by the `jsonschema` crate), and a direction
//! without one must not be called breaking by an exact rule.

use eventspec_drift::{Mode, Rule, diff};
use serde_json::{Value, json};

use crate::support::breaking_rules;

/// (what changes, old, new, a payload OLD accepts and NEW rejects, one NEW accepts and OLD
/// rejects).
type Case = (&'static str, Value, Value, Option<Value>, Option<Value>);

fn cases() -> Vec<Case> {
    let object = |a: Value| json!({"type": "object", "properties": {"a": a}});
    vec![
        (
            "items added to an array",
            json!({"type": "array"}),
            json!({"type": "array", "items": {"type": "string"}}),
            Some(json!([1])),
            None,
        ),
        (
            "`not integer` became `not number`",
            json!({"not": {"type": "integer"}}),
            json!({"not": {"type": "number"}}),
            Some(json!(1.5)),
            None,
        ),
        (
            "a dependency added",
            json!({"dependentRequired": {}}),
            json!({"dependentRequired": {"bar": ["foo"]}}),
            Some(json!({"bar": 1})),
            None,
        ),
        (
            "a tuple position added",
            json!({"prefixItems": [{"type": "string"}]}),
            json!({"prefixItems": [{"type": "string"}, {"type": "integer"}]}),
            Some(json!(["a", "b"])),
            None,
        ),
        (
            "a property became `false`",
            object(json!({"type": "string"})),
            object(json!(false)),
            Some(json!({"a": "x"})),
            None,
        ),
        (
            "`integer` became `not integer`",
            json!({"type": "integer"}),
            json!({"not": {"type": "integer"}}),
            Some(json!(1)),
            Some(json!("x")),
        ),
        (
            "a branch inserted before others",
            json!({"anyOf": [{"type": "string"}, {"type": "boolean"}]}),
            json!({"anyOf": [{"type": "number"}, {"type": "string"}, {"type": "boolean"}]}),
            None,
            Some(json!(1)),
        ),
        (
            "the root wrapped in a one-branch oneOf",
            object(json!({"type": "string"})),
            json!({"oneOf": [object(json!({"type": "string"}))]}),
            None,
            None,
        ),
        (
            "oneOf of one became allOf of one",
            json!({"oneOf": [{"type": "string"}]}),
            json!({"allOf": [{"type": "string"}]}),
            None,
            None,
        ),
        (
            "an unsatisfiable property became a number",
            object(json!({"allOf": [{"type": "string"}, {"type": "integer"}]})),
            object(json!({"type": "number"})),
            None,
            Some(json!({"a": 1})),
        ),
        (
            "a property constrained as additionalProperties already did",
            json!({"type": "object", "additionalProperties": {"type": "string"}}),
            json!({"type": "object", "properties": {"bar": {"type": "string"}}, "additionalProperties": {"type": "string"}}),
            None,
            None,
        ),
        (
            "a property removed where additionalProperties rejects its values",
            json!({"type": "object", "properties": {"bar": {"type": "integer"}}, "additionalProperties": {"type": "string"}}),
            json!({"type": "object", "additionalProperties": {"type": "string"}}),
            Some(json!({"bar": 1})),
            Some(json!({"bar": "x"})),
        ),
        (
            "a multipleOf that divides the old one",
            json!({"type": "number", "multipleOf": 0.07}),
            json!({"type": "number", "multipleOf": 0.01}),
            None,
            Some(json!(0.01)),
        ),
        (
            "a pattern property added over names the schema closed",
            json!({"type": "object", "patternProperties": {"^p": {"type": "string"}}, "additionalProperties": false}),
            json!({"type": "object", "patternProperties": {"^p": {"type": "string"}, "^q": {}}, "additionalProperties": false}),
            None,
            Some(json!({"q": 1})),
        ),
    ]
}

#[test]
fn each_change_gets_the_verdict_json_schema_gives_it() {
    let mut failures = Vec::new();
    for (what, old, new, backward_witness, forward_witness) in cases() {
        let accepts = |schema: &Value, payload: &Value| {
            jsonschema::validator_for(schema)
                .expect("the case compiles")
                .is_valid(payload)
        };
        for (witness, from, to) in [
            (&backward_witness, &old, &new),
            (&forward_witness, &new, &old),
        ] {
            if let Some(witness) = witness {
                assert!(
                    accepts(from, witness) && !accepts(to, witness),
                    "{what}: {witness} is no witness"
                );
            }
        }
        for (mode, witness) in [
            (Mode::Backward, &backward_witness),
            (Mode::Forward, &forward_witness),
        ] {
            let report = diff(&old, &new, "old", "new", mode);
            let breaking = breaking_rules(&report);
            let exact = breaking.iter().any(|r| *r != Rule::Unproven);
            match witness {
                Some(_) if breaking.is_empty() => {
                    failures.push(format!("{what}: {mode:?} is not breaking"))
                }
                None if exact => failures.push(format!(
                    "{what}: {mode:?} is called breaking ({breaking:?}) though nothing breaks"
                )),
                _ => {}
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn validate_diff_and_generate_refuse_the_same_schema_for_the_same_reason() {
    // A draft 7 tuple without `$schema`: read as 2020-12, where `items` is one schema.
    let dir = tempfile::tempdir().expect("dir");
    let tuple = dir.path().join("tuple.json");
    let plain = dir.path().join("plain.json");
    let events = dir.path().join("events.jsonl");
    std::fs::write(
        &tuple,
        r#"{"type": "array", "items": [{"type": "string"}]}"#,
    )
    .expect("write");
    std::fs::write(&plain, r#"{"type": "array"}"#).expect("write");
    std::fs::write(&events, "[\"a\"]\n").expect("write");
    let out = dir.path().join("out");
    let runs: [Vec<&std::ffi::OsStr>; 3] = [
        vec![
            "validate".as_ref(),
            "--schema".as_ref(),
            tuple.as_os_str(),
            events.as_os_str(),
        ],
        vec!["diff".as_ref(), plain.as_os_str(), tuple.as_os_str()],
        vec![
            "generate".as_ref(),
            "--schema".as_ref(),
            tuple.as_os_str(),
            "--out".as_ref(),
            out.as_os_str(),
        ],
    ];
    for args in runs {
        let output = crate::support::eventspec()
            .args(&args)
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("not usable as a contract") && stderr.contains("at `/items`"),
            "{args:?}: {stderr}"
        );
    }
}

/// An event closed by `unevaluatedProperties` over the fragments it composes (AG-UI's spelling)
/// and the same event written flat and closed by `additionalProperties` (eventspec's): drift
/// proves each accepts what the other does, both ways, while a property added to one is still a
/// break and a fragment that applies only to some values is still not judged.
#[test]
fn a_closed_composition_and_its_flat_spelling_are_proven_equal() {
    let composed = json!({
        "$defs": {"Base": {"type": "object", "properties": {
            "type": {"type": "string"}, "timestamp": {"type": "integer"}}, "required": ["type"]}},
        "type": "object",
        "allOf": [{"$ref": "#/$defs/Base"}],
        "properties": {"type": {"const": "A"}, "id": {"type": "string"}},
        "required": ["type", "id"],
        "unevaluatedProperties": false
    });
    let flat = json!({
        "type": "object",
        "properties": {
            "type": {"type": "string", "const": "A"},
            "timestamp": {"type": "integer"},
            "id": {"type": "string"}
        },
        "required": ["type", "id"],
        "additionalProperties": false
    });
    for (old, new) in [(&composed, &flat), (&flat, &composed)] {
        for mode in [Mode::Backward, Mode::Forward] {
            let report = diff(old, new, "old", "new", mode);
            assert_eq!(
                breaking_rules(&report),
                [],
                "{mode:?}: {:#?}",
                report.changes
            );
        }
    }
    // A member the flat spelling adds is one the composition rejects.
    let mut wider = flat.clone();
    wider["properties"]["extra"] = json!({"type": "string"});
    let witness = json!({"type": "A", "id": "x", "extra": "y"});
    assert!(!jsonschema::is_valid(&composed, &witness) && jsonschema::is_valid(&wider, &witness));
    let report = diff(&composed, &wider, "old", "new", Mode::Forward);
    assert!(!breaking_rules(&report).is_empty(), "{:#?}", report.changes);
    // A fragment that applies to some values only lets the value decide what is evaluated: not
    // proven (here `note` is evaluated when `id` is `n`).
    let mut conditional = composed.clone();
    conditional["if"] = json!({"properties": {"id": {"const": "n"}}});
    conditional["then"] = json!({"properties": {"note": {"type": "string"}}});
    let report = diff(&flat, &conditional, "old", "new", Mode::Forward);
    assert_eq!(
        breaking_rules(&report),
        [Rule::Unproven],
        "{:#?}",
        report.changes
    );
}

/// `{"const": "A"}` accepts only the string `"A"`: written with or without `"type": "string"`,
/// its type is the same.
#[test]
fn a_constant_says_its_type() {
    let bare =
        json!({"type": "object", "properties": {"kind": {"const": "A"}, "n": {"enum": [1, 2]}}});
    let typed = json!({"type": "object", "properties": {
        "kind": {"type": "string", "const": "A"}, "n": {"type": "integer", "enum": [1, 2]}}});
    for (old, new) in [(&bare, &typed), (&typed, &bare)] {
        let report = diff(old, new, "old", "new", Mode::Full);
        let facts: Vec<_> = (report.changes.iter())
            .filter(|c| c.verdict != eventspec_drift::Verdict::Info)
            .collect();
        assert!(facts.is_empty(), "{facts:#?}");
    }
}
