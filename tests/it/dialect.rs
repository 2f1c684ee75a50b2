//! The dialect of a schema without `$schema`: draft 2020-12 unless `--dialect` or the project
//! file's `dialect` says otherwise, honoured alike by every command that reads a user's schema;
//! a draft 7 schema read as 2020-12 is refused saying so; a `$schema` in the file always wins.

use std::{fs, path::Path};

use serde_json::{Value, json};

use crate::support::{release, run_in, walk};

const DRAFT7: &str = "http://json-schema.org/draft-07/schema#";
const DRAFT2020: &str = "https://json-schema.org/draft/2020-12/schema";

/// A draft 7 schema as most are found: no `$schema`. A list `items` (no 2020-12 schema has
/// one: its meta-schema wants a schema there), closed by `additionalItems`, and a `$ref` with a
/// sibling `maxLength`, which draft 7 ignores and 2020-12 applies.
fn draft7_schema() -> Value {
    json!({
        "type": "object",
        "definitions": {"Id": {"type": "string", "minLength": 1}},
        "properties": {
            "id": {"$ref": "#/definitions/Id", "maxLength": 3},
            "pair": {
                "type": "array",
                "items": [{"type": "string"}, {"type": "integer"}],
                "additionalItems": false
            }
        },
        "required": ["id", "pair"]
    })
}

/// `schema` with `dialect` declared at its root.
fn declared(schema: &Value, dialect: &str) -> Value {
    let mut copy = schema.clone();
    copy["$schema"] = json!(dialect);
    copy
}

/// Events and their verdicts under draft 7: the `$ref`'s sibling `maxLength` is ignored (line
/// 1 is valid); nothing may follow the two listed items (line 2); each position has its own
/// schema (line 3); fewer items than listed are fine, and the `$ref` applies (line 4: only
/// `minLength` fails).
const EVENTS: &str = concat!(
    "{\"id\":\"abcdef\",\"pair\":[\"a\",1]}\n",
    "{\"id\":\"a\",\"pair\":[\"a\",1,2]}\n",
    "{\"id\":\"a\",\"pair\":[1,\"a\"]}\n",
    "{\"id\":\"\",\"pair\":[\"a\"]}\n",
);

/// A directory holding `schema.json` (and, for a diff, `new.json`) and `events.jsonl`.
fn folder(schema: &Value, new: Option<&Value>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("dir");
    let write = |name: &str, value: &Value| {
        let text = serde_json::to_string_pretty(value).expect("json");
        fs::write(dir.path().join(name), text).expect("write");
    };
    write("schema.json", schema);
    if let Some(new) = new {
        write("new.json", new);
    }
    fs::write(dir.path().join("events.jsonl"), EVENTS).expect("write");
    dir
}

/// The hint every command gives a draft 7 schema read as 2020-12.
fn assert_hint(stderr: &str) {
    for part in [
        "does not compile at `/properties/pair/items` as draft 2020-12, the dialect of a schema without `$schema`",
        "it is a valid draft 7 schema",
        "\"$schema\": \"http://json-schema.org/draft-07/schema#\"",
        "--dialect draft7",
        "dialect = \"draft7\"` in eventspec.toml",
    ] {
        assert!(stderr.contains(part), "{part:?} not in: {stderr}");
    }
}

/// Every command that reads a schema file, on `schema.json` (and `new.json`) of the folder.
const COMMANDS: [&[&str]; 4] = [
    &["validate", "--schema", "schema.json", "events.jsonl"],
    &["diff", "schema.json", "new.json"],
    &["generate", "--schema", "schema.json", "--out", "out"],
    &["docs", "--schema", "schema.json", "--out", "site"],
];

#[test]
fn a_draft7_schema_without_dollar_schema_is_refused_saying_how_to_declare_it() {
    let schema = draft7_schema();
    let dir = folder(&schema, Some(&schema));
    for args in COMMANDS {
        let (code, stdout, stderr) = run_in(dir.path(), args);
        assert_eq!(code, Some(2), "{args:?}: {stdout}{stderr}");
        assert!(
            stderr.contains("schema.json: not usable as a contract"),
            "{stderr}"
        );
        assert_hint(&stderr);
    }
}

#[test]
fn no_dialect_hint_for_a_declared_schema_or_one_draft7_refuses_too() {
    // Declared 2020-12: the author said so; the list `items` is simply wrong there.
    let schema = declared(&draft7_schema(), DRAFT2020);
    let dir = folder(&schema, Some(&schema));
    // Not valid draft 7 either: `type` names no JSON type.
    let broken = json!({"type": "object", "properties": {"a": {"type": "tuple"}}});
    let other = folder(&broken, Some(&broken));
    for args in COMMANDS {
        for dir in [&dir, &other] {
            let (code, _, stderr) = run_in(dir.path(), args);
            assert_eq!(code, Some(2), "{args:?}: {stderr}");
            assert!(
                stderr.contains("does not compile at `/properties/"),
                "{stderr}"
            );
            assert!(!stderr.contains("draft 7"), "{args:?}: {stderr}");
        }
    }
    // `--dialect draft7` does not override a declared 2020-12.
    let (code, _, stderr) = run_in(
        dir.path(),
        &[
            "--dialect",
            "draft7",
            "validate",
            "--schema",
            "schema.json",
            "events.jsonl",
        ],
    );
    assert_eq!(code, Some(2), "{stderr}");
}

/// The JSON report of `eventspec validate` in `dir`, and its exit code.
fn validate_report(dir: &Path, extra: &[&str]) -> (Option<i32>, Value) {
    let mut args = vec!["validate", "--format", "json", "--schema", "schema.json"];
    args.extend_from_slice(extra);
    args.push("events.jsonl");
    let (code, stdout, stderr) = run_in(dir, &args);
    let report = serde_json::from_str(&stdout).unwrap_or_else(|_| panic!("{stdout}{stderr}"));
    (code, report)
}

/// The lines of the events a report calls invalid.
fn invalid_lines(report: &Value) -> Vec<u64> {
    let mut lines: Vec<u64> = (report["findings"].as_array().expect("findings").iter())
        .filter(|f| f["severity"] == "error")
        .filter_map(|f| f["line"].as_u64())
        .collect();
    lines.dedup();
    lines
}

#[test]
fn validate_with_dialect_draft7_judges_as_a_declared_draft7_schema() {
    let undeclared = folder(&draft7_schema(), None);
    let declared = folder(&declared(&draft7_schema(), DRAFT7), None);
    let (code, by_flag) = validate_report(undeclared.path(), &["--dialect", "draft7"]);
    assert_eq!(code, Some(1));
    let (code, by_schema) = validate_report(declared.path(), &[]);
    assert_eq!(code, Some(1));
    assert_eq!(by_flag, by_schema);
    assert_eq!(invalid_lines(&by_flag), [2, 3, 4], "{by_flag:#}");
}

#[test]
fn diff_with_dialect_draft7_reports_as_for_declared_draft7_schemas() {
    // Opened up: anything may follow the two listed items now.
    let open = |schema: Value| {
        let mut schema = schema;
        schema["properties"]["pair"]["additionalItems"] = json!(true);
        schema
    };
    let undeclared = folder(&draft7_schema(), Some(&open(draft7_schema())));
    let d7 = declared(&draft7_schema(), DRAFT7);
    let declared = folder(&d7, Some(&open(d7.clone())));
    let args = ["diff", "--format", "json", "schema.json", "new.json"];
    let (code, by_flag, stderr) = run_in(
        undeclared.path(),
        &[&["--dialect", "draft7"], &args[..]].concat(),
    );
    // Payloads of the new contract (a third item) are refused by readers of the old one.
    assert_eq!(code, Some(1), "{by_flag}{stderr}");
    let (code, by_schema, _) = run_in(declared.path(), &args);
    assert_eq!(code, Some(1));
    let (by_flag, by_schema): (Value, Value) = (
        serde_json::from_str(&by_flag).expect("json"),
        serde_json::from_str(&by_schema).expect("json"),
    );
    assert_eq!(by_flag, by_schema);
    assert_eq!(by_flag["summary"]["breaking"], json!(1), "{by_flag:#}");
}

/// Every file under `dir`, with its bytes.
fn files(dir: &Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    (walk(dir).into_iter())
        .map(|relative| {
            let bytes = fs::read(dir.join(&relative)).expect("read");
            (relative, bytes)
        })
        .collect()
}

#[test]
fn generate_and_docs_with_dialect_draft7_write_what_a_declared_schema_gives() {
    let undeclared = folder(&draft7_schema(), None);
    let declared = folder(&declared(&draft7_schema(), DRAFT7), None);
    for args in [
        &["generate", "--schema", "schema.json", "--out", "out"][..],
        &[
            "generate",
            "--schema",
            "schema.json",
            "--out",
            "out",
            "--lang",
            "typescript",
            "--flavor",
            "zod",
        ],
        &["docs", "--schema", "schema.json", "--out", "out"],
    ] {
        let (code, _, stderr) = run_in(
            undeclared.path(),
            &[&["--dialect", "draft7"], args].concat(),
        );
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
        let (code, _, stderr) = run_in(declared.path(), args);
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
        let written = files(&undeclared.path().join("out"));
        assert!(!written.is_empty());
        assert!(written == files(&declared.path().join("out")), "{args:?}");
        for dir in [&undeclared, &declared] {
            fs::remove_dir_all(dir.path().join("out")).expect("clean");
        }
    }
}

#[test]
fn the_project_files_dialect_is_the_default_and_the_flag_overrides_it() {
    let dir = folder(&draft7_schema(), None);
    fs::write(
        dir.path().join("eventspec.toml"),
        "dialect = \"draft7\"\n\n[[validate.inputs]]\npaths = [\"*.jsonl\"]\nschema = \"schema.json\"\n",
    )
    .expect("write");
    // `--schema`, and the schema of an input group, are both read as draft 7.
    let (code, report) = validate_report(dir.path(), &[]);
    assert_eq!(code, Some(1));
    assert_eq!(invalid_lines(&report), [2, 3, 4], "{report:#}");
    let (code, stdout, stderr) = run_in(dir.path(), &["validate", "--format", "json"]);
    assert_eq!(code, Some(1), "{stderr}");
    let report: Value = serde_json::from_str(&stdout).expect("json");
    assert_eq!(invalid_lines(&report), [2, 3, 4], "{report:#}");
    // The flag wins over the project file.
    let (code, _, stderr) = run_in(dir.path(), &["--dialect", "2020-12", "validate"]);
    assert_eq!(code, Some(2));
    assert_hint(&stderr);
    // A value the project file may not hold is named.
    fs::write(
        dir.path().join("eventspec.toml"),
        "dialect = \"draft-07\"\n",
    )
    .expect("write");
    let (code, _, stderr) = run_in(
        dir.path(),
        &["validate", "--schema", "schema.json", "events.jsonl"],
    );
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("eventspec.toml") && stderr.contains("draft7"),
        "{stderr}"
    );
}

#[test]
fn the_gate_reads_a_teams_undeclared_draft7_contract_in_the_project_files_dialect() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("events.schema.json");
    let write = |schema: &Value| {
        fs::write(&path, serde_json::to_string_pretty(schema).expect("json")).expect("write")
    };
    write(&draft7_schema());
    fs::write(
        dir.path().join("eventspec.toml"),
        "dialect = \"draft7\"\n\n[check]\nagainst = \"HEAD\"\n\n[[check.contracts]]\npath = \"events.schema.json\"\n",
    )
    .expect("write");
    release(dir.path());
    // A third item now allowed: payloads old readers refuse.
    let mut opened = draft7_schema();
    opened["properties"]["pair"]["additionalItems"] = json!(true);
    write(&opened);
    let (code, stdout, stderr) = run_in(dir.path(), &["check", "--format", "json"]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    let report: Value = serde_json::from_str(&stdout).expect("json");
    assert_eq!(report["passes"], json!(false), "{report:#}");
    // Read as 2020-12, the contract is refused, with the hint.
    let (code, _, stderr) = run_in(dir.path(), &["--dialect", "2020-12", "check"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert_hint(&stderr);
}

#[test]
fn an_explicit_dollar_schema_wins_over_the_default_dialect() {
    // Declared 2020-12, without the draft 7 list: the `$ref`'s sibling `maxLength` applies, so
    // line 1's six-character `id` is invalid whatever the default.
    let mut schema = declared(&draft7_schema(), DRAFT2020);
    schema["properties"]["pair"] = json!({"type": "array"});
    let dir = folder(&schema, None);
    fs::write(dir.path().join("eventspec.toml"), "dialect = \"draft7\"\n").expect("write");
    for extra in [&[][..], &["--dialect", "draft7"], &["--dialect", "draft6"]] {
        let (code, report) = validate_report(dir.path(), extra);
        assert_eq!(code, Some(1));
        assert_eq!(invalid_lines(&report), [1, 4], "{extra:?}: {report:#}");
    }
    // Declared draft 7, read with the default 2020-12: the sibling is ignored, as draft 7 says.
    let dir = folder(&declared(&draft7_schema(), DRAFT7), None);
    let (code, report) = validate_report(dir.path(), &["--dialect", "2020-12"]);
    assert_eq!(code, Some(1));
    assert_eq!(invalid_lines(&report), [2, 3, 4], "{report:#}");
}
