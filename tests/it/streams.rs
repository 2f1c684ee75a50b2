//! Stream rules: one valid stream per family version, one case per rule that breaks it, the
//! lines of every violation, and interleaved sessions told apart with `--group-by`.

use std::{fs, path::Path};

use serde_json::Value;

use crate::support::{eventspec, family_versions, read_json, root};

fn jsonl_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    files
}

/// `eventspec validate --stream --format json` of one stream file against a family version, with
/// `extra` arguments: the exit code and the report.
pub(crate) fn stream_report(reference: &str, path: &Path, extra: &[&str]) -> (i32, Value) {
    let output = eventspec()
        .args([
            "validate", "--stream", "--format", "json", "--family", reference,
        ])
        .args(extra)
        .arg(path)
        .output()
        .expect("eventspec runs");
    let report = serde_json::from_slice(&output.stdout).expect("a JSON report");
    (output.status.code().expect("an exit code"), report)
}

fn sequence_findings(report: &Value) -> Vec<&Value> {
    report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .filter(|f| f["rule"] == "sequence")
        .collect()
}

#[test]
fn every_rule_is_broken_by_a_case_that_gets_its_finding_and_lines() {
    let mut failures = Vec::new();
    for (family, version) in family_versions() {
        let reference = format!("{family}@{version}");
        let dir = root().join(format!("tests/fixtures/streams/{family}/{version}"));
        let valid = jsonl_files(&dir.join("valid"));
        if valid.is_empty() {
            failures.push(format!("{reference}: no valid stream"));
        }
        for path in valid {
            let (code, report) = stream_report(&reference, &path, &[]);
            if code != 0 {
                failures.push(format!(
                    "{}: exit {code}: {}",
                    path.display(),
                    report["findings"]
                ));
            }
        }
        let (_, version_def) = eventspec_schema::resolve(&reference).expect("registered");
        for rule in (version_def.rules)() {
            if !dir.join(format!("invalid/{}.jsonl", rule.id)).exists() {
                failures.push(format!(
                    "{reference}: rule `{}` has no breaking case",
                    rule.id
                ));
            }
        }
        // Every broken stream (a rule's own case, and any further one) gets its finding.
        for path in jsonl_files(&dir.join("invalid")) {
            let expect = read_json(&path.with_extension("expect.json"));
            let (code, report) = stream_report(&reference, &path, &[]);
            let findings = sequence_findings(&report);
            let hit = findings.iter().any(|f| {
                f["sequence_rule"] == expect["rule"]
                    && f["line"] == expect["line"]
                    && (expect.get("related_line").is_none()
                        || f["related_line"] == expect["related_line"])
            });
            let only = findings
                .iter()
                .all(|f| f["sequence_rule"] == expect["rule"]);
            if code != 1 || !hit || !only {
                failures.push(format!(
                    "{}: expected {expect}; got exit {code} and {findings:?}",
                    path.display()
                ));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn group_by_separates_interleaved_sessions() {
    let path = root()
        .join("tests/fixtures/streams/agentao.host/v3/grouped/two-sessions-same-call-id.jsonl");
    let (code, report) = stream_report("agentao.host@v3", &path, &[]);
    assert_eq!(
        code, 1,
        "one stream: a call id starts again before it ended"
    );
    assert!(!sequence_findings(&report).is_empty());
    let (code, report) = stream_report("agentao.host@v3", &path, &["--group-by", "session_id"]);
    assert_eq!(code, 0, "{}", report["findings"]);
    assert_eq!(report["summary"]["violations"], 0);
}

#[test]
fn rules_documents_match_their_schema_and_show_lists_them() {
    let schema: Value = serde_json::from_slice(
        &eventspec()
            .args(["schema", "--report", "rules"])
            .output()
            .expect("runs")
            .stdout,
    )
    .expect("JSON");
    let validator = jsonschema::validator_for(&schema).expect("compiles");
    for (family, version) in family_versions() {
        let document = read_json(&root().join(format!("snapshots/{family}/{version}.rules.json")));
        let errors: Vec<String> = validator
            .iter_errors(&document)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{family}@{version}: {errors:?}");
    }
    eventspec()
        .args(["show", "we0"])
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "stream rules (checked by `eventspec validate --stream`):",
        ))
        .stdout(predicates::str::contains("tool-input-reassembles:"));
}

#[test]
fn coverage_lists_the_event_types_never_seen_in_every_format() {
    let path = root().join("tests/fixtures/streams/agentabi/v2/valid/session.jsonl");
    let run = |format: &str, fail: bool| {
        let mut command = eventspec();
        command.args([
            "validate",
            "--family",
            "agentabi@v2",
            "--coverage",
            "--format",
            format,
        ]);
        command.arg(&path);
        if fail {
            command.arg("--fail-on-uncovered");
        }
        let output = command.output().expect("runs");
        (
            output.status.code(),
            String::from_utf8(output.stdout).expect("UTF-8"),
        )
    };
    let (code, json) = run("json", false);
    assert_eq!(code, Some(0));
    let report: Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(report["coverage"]["event_types"], 15);
    assert_eq!(
        report["coverage"]["unseen"],
        serde_json::json!(["error", "file_diff", "reasoning_delta", "usage"])
    );
    assert_eq!(report["coverage"]["seen"]["message_delta"], 2);
    let (code, text) = run("text", true);
    assert_eq!(
        code,
        Some(1),
        "--fail-on-uncovered fails when a type was never seen"
    );
    assert!(text.contains("coverage: 11 of 15 event type(s) seen; never seen: `error`, `file_diff`, `reasoning_delta`, `usage`"), "{text}");
    let (_, github) = run("github", true);
    assert!(
        github
            .lines()
            .any(|l| l.starts_with("::error title=eventspec coverage::coverage: 11 of 15")),
        "{github}"
    );
    let (_, jsonl) = run("jsonl", false);
    let last: Value = serde_json::from_str(jsonl.lines().last().expect("a line")).expect("JSON");
    assert_eq!(last["coverage"]["event_types"], 15);
    let (_, junit) = run("junit", true);
    assert!(
        junit.contains("name=\"event type coverage\"") && junit.contains("eventspec.uncovered"),
        "{junit}"
    );
}
