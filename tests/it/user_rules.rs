//! A user's own schema with stream rules, through every command: `tests/rules/tool-calls/` holds a
//! team's tool-call events (`tool-calls.json`) and their rules beside them
//! (`tool-calls.rules.json`: every started call ends, by `call_id`).

use std::{fs, path::Path};

use predicates::str::contains;
use serde_json::{Value, json};

use crate::support::{eventspec, git, read_json, release, root, run_in};

const SCHEMA: &str = "tests/rules/tool-calls/tool-calls.json";
const RULES: &str = "tests/rules/tool-calls/tool-calls.rules.json";

#[test]
fn validate_checks_a_users_rules_over_the_stream() {
    eventspec()
        .args(["validate", "--schema", SCHEMA, "--rules", RULES, "--stream"])
        .arg("tests/rules/tool-calls/ended.jsonl")
        .assert()
        .success();
    // The call `c2` starts and never ends: what the rule is for.
    eventspec()
        .args(["validate", "--schema", SCHEMA, "--rules", RULES, "--stream"])
        .arg("tests/rules/tool-calls/never-ended.jsonl")
        .assert()
        .code(1)
        .stdout(contains("stream rule `call-ends`"))
        .stdout(contains("`call_id` `c2` opened at line 2 was never closed"));
    // The rules file beside the schema is its rules when none is named.
    eventspec()
        .args(["validate", "--schema", SCHEMA, "--stream"])
        .arg("tests/rules/tool-calls/never-ended.jsonl")
        .assert()
        .code(1)
        .stdout(contains("stream rule `call-ends`"));
}

#[test]
fn stream_without_rules_says_where_rules_come_from() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = dir.path().join("events.json");
    fs::copy(root().join(SCHEMA), &schema).expect("copy");
    eventspec()
        .args(["validate", "--stream", "--schema"])
        .arg(&schema)
        .arg("tests/rules/tool-calls/ended.jsonl")
        .assert()
        .code(2)
        .stderr(contains("has none"))
        .stderr(contains("--rules FILE"))
        .stderr(contains("events.rules.json"));
}

/// The fixture's rules with `edit` applied, written to `dir/rules.json`.
fn edited_rules(dir: &Path, edit: impl FnOnce(&mut Value)) -> String {
    let mut rules = read_json(&root().join(RULES));
    edit(&mut rules);
    let path = dir.join("rules.json");
    fs::write(&path, rules.to_string()).expect("write");
    path.display().to_string()
}

#[test]
fn rules_that_do_not_fit_the_contract_are_refused_at_their_pointer() {
    let dir = tempfile::tempdir().expect("dir");
    // Each edit of the fixture's rules, where its refusal points, and what it says.
    type Case = (fn(&mut Value), &'static str, &'static str);
    let cases: [Case; 4] = [
        (
            |r| r["rules"][0]["open"]["event_type"] = json!("call_start"),
            "at `/rules/0/open/event_type`",
            "did you mean `call_started`?",
        ),
        (
            |r| r["rules"][0]["key"] = json!("/callId"),
            "at `/rules/0/key`",
            "`/callId` is not a field of the event type `call_started`",
        ),
        (
            |r| {
                r["rules"][0]["close"][0]["when"] =
                    json!({"field": "/outcome", "values": ["ok", "timeout"]})
            },
            "at `/rules/0/close/0/when/values/1`",
            "expected one of `cancelled`, `error`, `ok`",
        ),
        (
            |r| r["rules"][0]["keys"] = json!("/call_id"),
            "at `/rules/0/keys`",
            "unknown field `keys` (did you mean `key`?)",
        ),
    ];
    for (edit, pointer, expected) in cases {
        let rules = edited_rules(dir.path(), edit);
        for command in [
            vec!["validate", "--stream", "tests/rules/tool-calls/ended.jsonl"],
            vec!["generate", "--out", "unused"],
        ] {
            eventspec()
                .args(&command[..1])
                .args(["--schema", SCHEMA, "--rules", &rules])
                .args(&command[1..])
                .current_dir(root())
                .assert()
                .code(2)
                .stderr(contains(rules.as_str()))
                .stderr(contains(pointer))
                .stderr(contains(expected));
        }
    }
}

#[test]
fn generate_ships_a_checker_of_a_users_rules() {
    let dir = tempfile::tempdir().expect("dir");
    eventspec()
        .args(["generate", "--schema", SCHEMA, "--rules", RULES, "--out"])
        .arg(dir.path())
        .assert()
        .success();
    let typescript = fs::read_to_string(dir.path().join("typescript/src/tool_call_event.ts"))
        .expect("the TypeScript module");
    assert!(
        typescript.contains("export function checkToolCallEventStream(")
            && typescript.contains("\"call-ends\""),
        "{typescript}"
    );
    let python = dir
        .path()
        .join("python/src/eventspec_events/tool_call_event.py");
    let python = fs::read_to_string(python).expect("the Python module");
    assert!(
        python.contains("def check_tool_call_event_stream(") && python.contains("\"call-ends\""),
        "{python}"
    );
}

#[test]
fn docs_shows_a_users_rules() {
    let dir = tempfile::tempdir().expect("dir");
    eventspec()
        .args(["docs", "--schema", SCHEMA, "--rules", RULES, "--out"])
        .arg(dir.path())
        .assert()
        .success();
    let page = fs::read_to_string(dir.path().join("families/tool-calls.json/current.html"))
        .expect("the version's page");
    assert!(
        page.contains("call-ends") && page.contains("every started call ends once"),
        "{page}"
    );
}

#[test]
fn diff_compares_the_rules_of_two_files_as_check_does() {
    let dir = tempfile::tempdir().expect("dir");
    let looser = edited_rules(dir.path(), |rules| {
        rules["rules"][0]["close"][0]["when"] =
            json!({"field": "/outcome", "values": ["ok", "error"]})
    });
    eventspec()
        .args(["diff", SCHEMA, SCHEMA, "--new-rules", &looser])
        .assert()
        .stdout(contains("stream-rule-changed"))
        .stdout(contains("call-ends"));
    // Files and their rules beside them, at a git revision and now: as the gate reads them.
    let repo = tempfile::tempdir().expect("repo");
    fs::copy(root().join(SCHEMA), repo.path().join("tool-calls.json")).expect("copy");
    fs::copy(
        root().join(RULES),
        repo.path().join("tool-calls.rules.json"),
    )
    .expect("copy");
    release(repo.path());
    fs::copy(&looser, repo.path().join("tool-calls.rules.json")).expect("copy");
    let (_, stdout, stderr) = run_in(
        repo.path(),
        &["diff", "git:HEAD:tool-calls.json", "tool-calls.json"],
    );
    assert!(
        stdout.contains("stream-rule-changed") && stdout.contains("call-ends"),
        "{stdout}{stderr}"
    );
    git(repo.path(), &["checkout", "-q", "--", "."]);
    let (code, stdout, _) = run_in(
        repo.path(),
        &["diff", "git:HEAD:tool-calls.json", "tool-calls.json"],
    );
    assert_eq!(code, Some(0), "{stdout}");
    assert!(!stdout.contains("stream-rule"), "{stdout}");
}

#[test]
fn the_gate_compares_a_contracts_rules_with_the_release() {
    let repo = tempfile::tempdir().expect("repo");
    fs::copy(root().join(SCHEMA), repo.path().join("tool-calls.json")).expect("copy");
    fs::copy(root().join(RULES), repo.path().join("calls.rules.json")).expect("copy");
    let project = "[[check.contracts]]\npath = \"tool-calls.json\"\nrules = \"calls.rules.json\"\n";
    fs::write(repo.path().join("eventspec.toml"), project).expect("write");
    release(repo.path());
    let (code, stdout, stderr) = run_in(repo.path(), &["check", "--against", "HEAD"]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    let looser = edited_rules(repo.path(), |rules| {
        rules["rules"][0]["close"][0]["when"] =
            json!({"field": "/outcome", "values": ["ok", "error"]})
    });
    fs::rename(looser, repo.path().join("calls.rules.json")).expect("rename");
    let (code, stdout, stderr) = run_in(repo.path(), &["check", "--against", "HEAD"]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(
        stdout.contains("stream-rule-changed") && stdout.contains("call-ends"),
        "{stdout}"
    );
}

#[test]
fn a_project_groups_rules_are_its_schemas_stream_rules() {
    let dir = tempfile::tempdir().expect("dir");
    for (from, to) in [
        (SCHEMA, "events.json"),
        (RULES, "our.rules.json"),
        ("tests/rules/tool-calls/never-ended.jsonl", "run.jsonl"),
    ] {
        fs::copy(root().join(from), dir.path().join(to)).expect("copy");
    }
    let project = "[[validate.inputs]]\npaths = [\"*.jsonl\"]\nschema = \"events.json\"\nrules = \"our.rules.json\"\nstream = true\n";
    fs::write(dir.path().join("eventspec.toml"), project).expect("write");
    let (code, stdout, stderr) = run_in(dir.path(), &["validate"]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(stdout.contains("stream rule `call-ends`"), "{stdout}");
    // `rules` names a schema's rules: a family has its own.
    let project = "[[validate.inputs]]\npaths = [\"*.jsonl\"]\nfamily = \"agentao.host\"\nrules = \"our.rules.json\"\n";
    fs::write(dir.path().join("eventspec.toml"), project).expect("write");
    let (code, _, stderr) = run_in(dir.path(), &["validate"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("`rules` goes with a `schema`"), "{stderr}");
}
