//! Every rule kind, on a user's schema with a rules file (`tests/rules/`): the
//! constructs the public protocols need, each rule held to its upstream sentence. Each rule
//! has a broken stream named after it whose only findings are that rule's, at the expected
//! line; the valid streams pass; and AG-UI's rules pass every conformance stream AG-UI's own
//! client accepts (`tests/upstream/ag-ui/streams`).

use std::{fs, path::Path};

use serde_json::Value;

use crate::support::{eventspec, read_json, root};

/// A contract of `tests/rules`: its schema, its rules file and its streams' folder.
struct Case {
    schema: &'static str,
    rules: &'static str,
    folder: &'static str,
}

const CASES: [Case; 4] = [
    // AG-UI's own published schema; the rules from `verifyEvents` of `@ag-ui/client`.
    Case {
        schema: "tests/upstream/ag-ui/schema.1.1.json",
        rules: "tests/rules/ag-ui/ag-ui.rules.json",
        folder: "tests/rules/ag-ui",
    },
    // Anthropic's Messages stream, reduced to its content blocks; the rules beside the schema.
    Case {
        schema: "tests/rules/blocks/messages.json",
        rules: "tests/rules/blocks/messages.rules.json",
        folder: "tests/rules/blocks",
    },
    // OpenAI's Responses stream, reduced to its output items; the rules from its SDK's
    // `ResponseStreamState`.
    Case {
        schema: "tests/rules/responses/responses.json",
        rules: "tests/rules/responses/responses.rules.json",
        folder: "tests/rules/responses",
    },
    // OpenAI's Chat Completions chunk, reduced to its choices; the rules from its Python SDK's
    // `ChatCompletionStreamState` and its TypeScript SDK's `ChatCompletionStream`.
    Case {
        schema: "tests/rules/choices/chunks.json",
        rules: "tests/rules/choices/chunks.rules.json",
        folder: "tests/rules/choices",
    },
];

/// The sequence findings of `validate --stream` over `path`, and the exit code.
fn findings(case: &Case, path: &Path) -> (i32, Vec<Value>) {
    let output = eventspec()
        .args([
            "validate",
            "--stream",
            "--format",
            "json",
            "--schema",
            case.schema,
        ])
        .args(["--rules", case.rules])
        .arg(path)
        .output()
        .expect("eventspec runs");
    let report: Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
    let sequence = (report["findings"].as_array().expect("findings").iter())
        .filter(|f| f["rule"] == "sequence")
        .cloned()
        .collect();
    (output.status.code().expect("an exit code"), sequence)
}

fn jsonl(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = (fs::read_dir(dir).expect("a folder"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    files
}

#[test]
fn each_rule_kind_finds_its_broken_stream_and_passes_the_valid_ones() {
    let mut failures = Vec::new();
    for case in &CASES {
        let folder = root().join(case.folder);
        for path in jsonl(&folder.join("valid")) {
            let (_, found) = findings(case, &path);
            if !found.is_empty() {
                failures.push(format!("{}: {found:?}", path.display()));
            }
        }
        let rules = read_json(&root().join(case.rules));
        for rule in rules["rules"].as_array().expect("rules") {
            let id = rule["id"].as_str().expect("an id");
            if !folder.join(format!("invalid/{id}.jsonl")).exists() {
                failures.push(format!("{}: rule `{id}` has no broken stream", case.rules));
            }
        }
        for path in jsonl(&folder.join("invalid")) {
            let expect = read_json(&path.with_extension("expect.json"));
            let (code, found) = findings(case, &path);
            let hit = found.iter().any(|f| {
                f["sequence_rule"] == expect["rule"]
                    && f["line"] == expect["line"]
                    && (expect.get("related_line").is_none()
                        || f["related_line"] == expect["related_line"])
            });
            let only = found.iter().all(|f| f["sequence_rule"] == expect["rule"]);
            if code != 1 || !hit || !only {
                failures.push(format!(
                    "{}: expected {expect}; got {found:?}",
                    path.display()
                ));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// AG-UI's conformance streams (`tests/upstream/ag-ui/streams`), each with the outcome AG-UI's
/// own client reaches on it: the rules find nothing in a stream it completes, and a violation
/// in one it fails (`reasoning-discipline-verified`: a reasoning message's content after its end).
#[test]
fn ag_ui_rules_judge_ag_uis_conformance_streams_as_its_client_does() {
    let dir = tempfile::tempdir().expect("dir");
    let upstream = root().join("tests/upstream/ag-ui/streams");
    let (mut completed, mut failed) = (0, 0);
    for entry in fs::read_dir(&upstream).expect("AG-UI's conformance streams") {
        let path = entry.expect("an entry").path();
        let fixture = read_json(&path);
        let lines: String = (fixture["stream"].as_array().expect("a stream").iter())
            .map(|event| format!("{event}\n"))
            .collect();
        let out = dir
            .path()
            .join(path.file_stem().expect("a name"))
            .with_extension("jsonl");
        fs::write(&out, lines).expect("write");
        let (_, found) = findings(&CASES[0], &out);
        match fixture["expect"]["outcome"].as_str() {
            Some("completed") => {
                completed += 1;
                assert!(found.is_empty(), "{}: {found:?}", path.display());
            }
            Some("failed") => {
                failed += 1;
                assert!(!found.is_empty(), "{}: no finding", path.display());
            }
            other => panic!("{}: outcome {other:?}", path.display()),
        }
    }
    assert_eq!((completed, failed), (48, 1));
}
