//! `validate --coverage`: event types, fields, nullable fields and enumeration values that the
//! valid events of a run never exercised, in every output format, with `--fail-on-uncovered`
//! at each level.

use std::{fs, path::Path};

use serde_json::{Value, json};

use crate::support::{eventspec, family_versions, root};

/// A user's schema with every shape coverage follows: a tag, an enumeration (`enum`, and
/// `oneOf` of documented constants behind a `$ref`), nullable fields (`type` with `null`, and
/// `anyOf` with a `null` member), a nested object, an array of objects, a recursive type.
fn schema() -> Value {
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Run",
        "oneOf": [{"$ref": "#/$defs/Tool"}, {"$ref": "#/$defs/Note"}],
        "$defs": {
            "Tool": {
                "type": "object",
                "properties": {
                    "type": {"const": "tool"},
                    "phase": {"enum": ["started", "completed", "failed"]},
                    "outcome": {"anyOf": [{"$ref": "#/$defs/Outcome"}, {"type": "null"}]},
                    "summary": {"type": ["string", "null"]},
                    "usage": {
                        "type": "object",
                        "properties": {"tokens": {"type": "integer"}, "cached": {"type": "integer"}}
                    },
                    "steps": {"type": "array", "items": {"$ref": "#/$defs/Step"}},
                    "tree": {"$ref": "#/$defs/Tree"}
                },
                "required": ["type", "phase"],
                "additionalProperties": false
            },
            "Outcome": {"oneOf": [
                {"const": "ok", "description": "It worked."},
                {"const": "error", "description": "It did not."}
            ]},
            "Step": {
                "type": "object",
                "properties": {"name": {"type": "string"}, "level": {"enum": [1, 2]}},
                "required": ["name"]
            },
            "Tree": {
                "type": "object",
                "properties": {"children": {"type": "array", "items": {"$ref": "#/$defs/Tree"}}}
            },
            "Note": {
                "type": "object",
                "properties": {"type": {"const": "note"}, "text": {"type": "string"}},
                "required": ["type", "text"]
            }
        }
    })
}

/// Valid events that leave out `/usage/cached`, never hold `/summary` as null, and never hold
/// `failed`, `error` or level `2` (the level `1.0` is the enumeration's `1`: JSON Schema
/// compares numbers by value).
const PARTIAL: [&str; 3] = [
    r#"{"type":"tool","phase":"started","outcome":null,"usage":{"tokens":3},"steps":[{"name":"a","level":1.0}]}"#,
    r#"{"type":"tool","phase":"completed","outcome":"ok","summary":"done","tree":{"children":[{"children":[]}]}}"#,
    r#"{"type":"note","text":"hi"}"#,
];

/// An event holding what [`PARTIAL`] lacks, invalid for its unknown field `extra`: what an
/// invalid event holds is not coverage.
const INVALID: &str = r#"{"type":"tool","phase":"failed","outcome":"error","summary":null,"usage":{"cached":1},"steps":[{"name":"b","level":2}],"extra":1}"#;

/// A valid event with every field [`PARTIAL`] lacks and `/summary` as null, but no new value.
const FIELDS: &str = r#"{"type":"tool","phase":"started","summary":null,"usage":{"cached":2}}"#;

/// Writes the schema and a recording of `events` in `dir`; returns their paths.
fn files(dir: &Path, name: &str, events: &[&str]) -> (String, String) {
    let path = dir.join("run.schema.json");
    fs::write(&path, schema().to_string()).expect("writes the schema");
    let recording = dir.join(name);
    fs::write(&recording, events.join("\n") + "\n").expect("writes the recording");
    (path.display().to_string(), recording.display().to_string())
}

/// Runs `validate --coverage` with `args`; returns the exit code and standard output.
fn coverage(schema: &str, recording: &str, args: &[&str]) -> (Option<i32>, String) {
    let output = eventspec()
        .args(["validate", "--schema", schema, "--coverage"])
        .args(args)
        .arg(recording)
        .output()
        .expect("runs");
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    (output.status.code(), stdout)
}

#[test]
fn fields_nulls_and_values_never_exercised_by_valid_events_are_listed() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut events = PARTIAL.to_vec();
    events.push(INVALID);
    let (schema, recording) = files(dir.path(), "run.jsonl", &events);
    let (code, json) = coverage(&schema, &recording, &["--format", "json"]);
    assert_eq!(code, Some(1), "the invalid event fails the run");
    let report: Value = serde_json::from_str(&json).expect("JSON");
    let coverage = &report["coverage"];
    assert_eq!(coverage["unseen"], json!([]));
    // `note` exercised all it has (`text`; the tag is not counted), so it has no gaps.
    assert_eq!(
        coverage["gaps"],
        json!({"tool": {
            "never_present": ["/usage/cached"],
            "never_null": ["/summary"],
            "values_never_seen": {"/outcome": ["error"], "/phase": ["failed"], "/steps/*/level": [2]}
        }})
    );
    // `tool`: outcome, phase, steps, steps/*, steps/*/level, steps/*/name, summary, tree,
    // tree/children, tree/children/* (the recursive `Tree` is not followed again), usage,
    // usage/cached, usage/tokens; `note`: text. Nullable: outcome and summary. Values: three
    // phases, two outcomes, two levels.
    assert_eq!(
        coverage["fields"],
        json!({"fields": 14, "present": 13, "nullable": 2, "null": 1, "values": 7, "values_seen": 4})
    );
    assert_eq!(coverage["truncated"], false);
}

#[test]
fn the_fast_path_the_general_path_and_workers_count_the_same() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let events: Vec<&str> = PARTIAL.iter().copied().chain([INVALID, FIELDS]).collect();
    let (schema, recording) = files(dir.path(), "run.jsonl", &events);
    let of = |args: &[&str]| {
        let (_, json) = coverage(&schema, &recording, &[&["--format", "json"], args].concat());
        serde_json::from_str::<Value>(&json).expect("JSON")["coverage"].clone()
    };
    let fast = of(&["--jobs", "1"]);
    assert_eq!(fast, of(&["--jobs", "1", "--general-path"]));
    assert_eq!(fast, of(&["--jobs", "2"]));
}

#[test]
fn fail_on_uncovered_fails_at_its_level_and_those_below_it() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (schema, partial) = files(dir.path(), "partial.jsonl", &PARTIAL);
    let (_, fields) = files(
        dir.path(),
        "fields.jsonl",
        &[PARTIAL.as_slice(), &[FIELDS]].concat(),
    );
    let code = |recording: &str, level: &str| {
        coverage(
            &schema,
            recording,
            &[format!("--fail-on-uncovered{level}").as_str()],
        )
        .0
    };
    // PARTIAL: every event type, not every field nor value.
    assert_eq!(
        coverage(&schema, &partial, &[]).0,
        Some(0),
        "reporting alone"
    );
    assert_eq!(code(&partial, ""), Some(0), "bare: event types, all seen");
    assert_eq!(code(&partial, "=types"), Some(0));
    assert_eq!(code(&partial, "=fields"), Some(1));
    assert_eq!(code(&partial, "=values"), Some(1));
    // With FIELDS: every field present and every nullable one null, not every value.
    assert_eq!(code(&fields, "=fields"), Some(0));
    assert_eq!(code(&fields, "=values"), Some(1));
}

#[test]
fn every_format_reports_fields_and_values() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (schema, recording) = files(dir.path(), "run.jsonl", &PARTIAL);
    let run = |format: &str| {
        coverage(
            &schema,
            &recording,
            &["--format", format, "--fail-on-uncovered=fields"],
        )
    };
    let (code, text) = run("text");
    assert_eq!(code, Some(1));
    for line in [
        "coverage: 2 of 2 event type(s) seen",
        "field coverage: 13 of 14 field(s) present, 1 of 2 nullable field(s) null, in the event types seen valid",
        "  `tool`: never present `/usage/cached`; never null `/summary`",
        "value coverage: 4 of 7 enumeration value(s) seen, in the event types seen valid",
        "  `tool`: `/outcome` never `error`; `/phase` never `failed`; `/steps/*/level` never `2`",
    ] {
        assert!(
            text.lines().any(|l| l.contains(line)),
            "{line:?} in\n{text}"
        );
    }
    let (_, github) = run("github");
    assert!(
        github.contains("::notice title=eventspec coverage::"),
        "{github}"
    );
    assert!(
        github.contains("::error title=eventspec field-coverage::field coverage: 13 of 14"),
        "fields fail the run at this level: {github}"
    );
    assert!(
        github.contains("::warning title=eventspec value-coverage::"),
        "values are reported, not failing: {github}"
    );
    let (_, junit) = run("junit");
    for case in ["event type coverage", "field coverage", "value coverage"] {
        assert!(junit.contains(&format!("name=\"{case}\"")), "{junit}");
    }
    assert_eq!(junit.matches("eventspec.uncovered").count(), 1, "{junit}");
    let (_, sarif) = run("sarif");
    let sarif: Value = serde_json::from_str(&sarif).expect("SARIF is JSON");
    let results = &sarif["runs"][0]["results"];
    let levels: Vec<(&str, &str)> = (results.as_array().expect("results").iter())
        .map(|r| {
            (
                r["ruleId"].as_str().unwrap_or(""),
                r["level"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        levels,
        [("field-coverage", "error"), ("value-coverage", "warning")]
    );
    let (_, jsonl) = run("jsonl");
    let last: Value = serde_json::from_str(jsonl.lines().last().expect("a line")).expect("JSON");
    assert_eq!(
        last["coverage"]["gaps"]["tool"]["never_null"],
        json!(["/summary"])
    );
}

#[test]
fn the_report_with_coverage_matches_its_published_schema() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (schema, recording) = files(dir.path(), "run.jsonl", &PARTIAL);
    let output = eventspec()
        .args(["schema", "--report", "validate"])
        .output()
        .expect("runs");
    let published: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let validator = jsonschema::validator_for(&published).expect("compiles");
    let (_, json) = coverage(&schema, &recording, &["--format", "json"]);
    let report: Value = serde_json::from_str(&json).expect("JSON");
    assert!(report["coverage"]["gaps"].is_object());
    let errors: Vec<String> = (validator.iter_errors(&report))
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    let gaps = &published["$defs"]["Gaps"]["properties"];
    for field in ["never_present", "never_null", "values_never_seen"] {
        assert!(
            gaps[field]["description"].is_string(),
            "{field} is described"
        );
    }
}

/// The values at `pointer` in `event`, a `*` token standing for every item of an array.
fn at<'a>(event: &'a Value, pointer: &str) -> Vec<&'a Value> {
    let mut values = vec![event];
    for token in pointer.split('/').skip(1) {
        let token = token.replace("~1", "/").replace("~0", "~");
        values = (values.into_iter())
            .flat_map(|value| match (value, token.as_str()) {
                (Value::Array(items), "*") => items.iter().collect(),
                (Value::Object(object), name) => object.get(name).into_iter().collect(),
                _ => Vec::new(),
            })
            .collect();
    }
    values
}

/// Over every family version's valid fixtures, each gap is checked against the events
/// themselves: a field never present is in none, a field never null is never null, a value
/// never seen is never there.
#[test]
fn over_every_corpus_each_gap_holds_in_the_events() {
    for (family, version) in family_versions() {
        let dir = root().join(format!("tests/fixtures/{family}/{version}/valid"));
        let output = eventspec()
            .args(["validate", "--family", &format!("{family}@{version}")])
            .args(["--coverage", "--format", "json"])
            .arg(&dir)
            .output()
            .expect("runs");
        let report: Value = serde_json::from_slice(&output.stdout).expect("JSON");
        let general = eventspec()
            .args(["validate", "--family", &format!("{family}@{version}")])
            .args(["--coverage", "--format", "json", "--general-path"])
            .arg(&dir)
            .output()
            .expect("runs");
        let general: Value = serde_json::from_slice(&general.stdout).expect("JSON");
        assert_eq!(
            report["coverage"], general["coverage"],
            "{family}@{version}: the fast path counts what the general path does"
        );
        let events: Vec<Value> = (crate::support::json_files(&dir).iter())
            .map(|path| crate::support::read_json(path))
            .collect();
        let coverage = &report["coverage"];
        assert!(
            coverage["fields"]["fields"].as_u64() > Some(0),
            "{family}@{version}"
        );
        let snapshot =
            crate::support::read_json(&root().join(format!("snapshots/{family}/{version}.json")));
        // Without a tag, every event is held to every event type's gaps: a stronger claim.
        let tag = snapshot["x-eventspec"]["tag"].as_str();
        for (event_type, gaps) in coverage["gaps"].as_object().expect("gaps") {
            let events: Vec<&Value> = (events.iter())
                .filter(|e| tag.is_none_or(|tag| e[tag] == *event_type))
                .collect();
            for pointer in gaps["never_present"].as_array().into_iter().flatten() {
                let pointer = pointer.as_str().expect("a pointer");
                assert!(
                    events.iter().all(|e| at(e, pointer).is_empty()),
                    "{family}@{version} {event_type} {pointer} is present"
                );
            }
            for pointer in gaps["never_null"].as_array().into_iter().flatten() {
                let pointer = pointer.as_str().expect("a pointer");
                assert!(
                    events
                        .iter()
                        .all(|e| at(e, pointer).iter().all(|v| !v.is_null())),
                    "{family}@{version} {event_type} {pointer} is null"
                );
            }
            for (pointer, values) in gaps["values_never_seen"].as_object().into_iter().flatten() {
                for value in values.as_array().expect("values") {
                    assert!(
                        events.iter().all(|e| !at(e, pointer).contains(&value)),
                        "{family}@{version} {event_type} {pointer} holds {value}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_project_file_asks_for_coverage_and_the_level_that_fails() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    files(dir.path(), "partial.jsonl", &PARTIAL);
    let project = |settings: &str| {
        let text = format!(
            "[validate]\n{settings}\n\n[[validate.inputs]]\npaths = [\"partial.jsonl\"]\nschema = \"run.schema.json\"\n"
        );
        fs::write(dir.path().join("eventspec.toml"), text).expect("writes the project file");
        crate::support::run_in(dir.path(), &["validate"])
    };
    let (code, out, _) = project("coverage = true");
    assert_eq!(code, Some(0), "reporting alone: {out}");
    assert!(
        out.contains("field coverage: 13 of 14 field(s) present"),
        "{out}"
    );
    let (code, out, _) = project("fail_on_uncovered = \"fields\"");
    assert_eq!(
        code,
        Some(1),
        "a field never present fails at `fields`: {out}"
    );
    assert!(
        out.contains("`tool`: never present `/usage/cached`"),
        "{out}"
    );
    let (code, _, _) = project("fail_on_uncovered = \"types\"");
    assert_eq!(code, Some(0), "every event type was seen");
}
