//! Every payload of the corpus through `eventspec validate --format json`: valid events have no
//! error, invalid ones an error at their expected instance path with their expected keyword.
//!
//! The run uses each family's declared policy. The one verdict that differs from the snapshot's
//! own: in a family whose union is open, an unknown event type is a warning (consumers skip it),
//! still reported at the tag with keyword `oneOf`.

use std::{fmt::Write as _, fs};

use serde_json::Value;

use crate::support::{Case, corpus, eventspec, family_versions};

/// Runs the command line over one family version's cases, one JSONL line per case, and returns
/// the findings of each case.
fn findings_per_case(family: &str, version: &str, cases: &[&Case]) -> Vec<Vec<Value>> {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("corpus.jsonl");
    let mut lines = String::new();
    for case in cases {
        let _ = writeln!(lines, "{}", case.event);
    }
    fs::write(&path, lines).expect("write corpus");
    let output = eventspec()
        .args(["validate", "--format", "json", "--family"])
        .arg(format!("{family}@{version}"))
        .arg(&path)
        .output()
        .expect("eventspec runs");
    assert!(
        matches!(output.status.code(), Some(0 | 1)),
        "{family}@{version}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
    let mut per_case = vec![Vec::new(); cases.len()];
    for finding in report["findings"].as_array().expect("findings") {
        let index = finding["event_index"].as_u64().expect("event_index") as usize;
        per_case[index].push(finding.clone());
    }
    assert_eq!(report["summary"]["events"], cases.len());
    per_case
}

#[test]
fn every_fixture_gets_its_verdict_path_and_keyword_from_the_command_line() {
    let mut failures = Vec::new();
    for (family, version) in family_versions() {
        let open_union = eventspec_schema::family(family)
            .is_some_and(|f| f.union == eventspec_schema::UnionKind::Open);
        let (valid, invalid) = corpus(family, version);
        let cases: Vec<&Case> = valid.iter().chain(&invalid).collect();
        let findings = findings_per_case(family, version, &cases);
        for (case, findings) in cases.iter().zip(findings) {
            let errors: Vec<(&str, &str)> = findings
                .iter()
                .filter(|f| {
                    f["severity"] == "error" || (open_union && f["rule"] == "unknown-event-type")
                })
                .map(|f| {
                    (
                        f["instance_path"].as_str().unwrap_or_default(),
                        f["keyword"].as_str().unwrap_or_default(),
                    )
                })
                .collect();
            let has_error = findings.iter().any(|f| f["severity"] == "error");
            match &case.expect {
                None if has_error => failures.push(format!(
                    "{}: valid, but eventspec reports {findings:?}",
                    case.path.display()
                )),
                Some((path, keyword)) if !errors.contains(&(path.as_str(), keyword.as_str())) => {
                    failures.push(format!(
                        "{}: expected `{keyword}` at `{path}`; eventspec reports {errors:?}",
                        case.path.display()
                    ));
                }
                _ => {}
            }
            if let Some(event_type) = &case.event_type
                && !findings
                    .iter()
                    .any(|f| f["event_type"] == event_type.as_str())
            {
                failures.push(format!(
                    "{}: expected to be checked as `{event_type}`; eventspec reports {findings:?}",
                    case.path.display()
                ));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
