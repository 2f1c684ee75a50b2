//! The payload corpus (`tests/fixtures/`) against the snapshots as plain JSON Schema: every
//! valid case is accepted, every invalid case rejected, every event type covered, and the seed
//! pages' examples pass except the known differences named here.

use std::collections::BTreeSet;

use eventspec_schema::model;
use serde_json::Value;

use crate::support::{Compiled, corpus, family_versions, json_files, read_json, root};

/// Seed-page examples that the upstream source contradicts: `(family, version, file stem)`.
/// Each is an invalid case whose description starts with `known difference:`.
const KNOWN_SEED_DIFFERENCES: &[(&str, &str, &str)] = &[
    // agentabi's `ErrorEvent` never had `code`; the page shows one.
    ("agentabi", "v1", "seed-error"),
    // The source has flat `tool_name`, `tool_use_id`, `tool_input`, `description`; the page
    // shows a nested `permission` object.
    ("agentabi", "v1", "seed-permission-request"),
    // The source requires `tool_use_id`; the page's example has only `granted`.
    ("agentabi", "v1", "seed-permission-response"),
];

#[test]
fn every_family_version_has_a_corpus_covering_each_event_type() {
    let mut failures = Vec::new();
    for (family, version) in family_versions() {
        let compiled = Compiled::snapshot(family, version);
        let tag = eventspec_schema::family(family).and_then(|f| f.tag);
        let (valid, invalid) = corpus(family, version);
        if invalid.is_empty() {
            failures.push(format!("{family}@{version}: no invalid cases"));
        }
        for event_type in model::resolve(&compiled.document).event_types {
            let covered = valid.iter().any(|case| match (tag, &event_type.tag_value) {
                (Some(tag), Some(value)) => {
                    case.event.get(tag) == Some(&Value::from(value.as_str()))
                }
                _ => compiled.errors(&event_type.name, &case.event).is_empty(),
            });
            if !covered {
                failures.push(format!(
                    "{family}@{version}: no valid case of `{}`",
                    event_type.name
                ));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn valid_cases_are_accepted() {
    let mut failures = Vec::new();
    for (family, version) in family_versions() {
        let compiled = Compiled::snapshot(family, version);
        for case in corpus(family, version).0 {
            let errors: Vec<String> = compiled
                .root
                .iter_errors(&case.event)
                .map(|e| format!("{} at `{}`", e.masked(), e.instance_path()))
                .collect();
            if !errors.is_empty() {
                failures.push(format!("{}: {}", case.path.display(), errors.join("; ")));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// The snapshots are standard JSON Schema: any 2020-12 validator gives the corpus's verdicts.
/// (Where and how each invalid case fails, as eventspec reports it, is `validate_corpus`.) An
/// unknown event type is a producer's error only where the union is open: the snapshot says so
/// with its catch-all member, so it accepts the event and consumers skip it.
#[test]
fn invalid_cases_are_rejected_by_the_snapshot_itself() {
    let mut failures = Vec::new();
    for (family, version) in family_versions() {
        let compiled = Compiled::snapshot(family, version);
        let registered = eventspec_schema::family(family).expect("a registry family");
        let unknown_tag = registered
            .tag
            .filter(|_| registered.union == eventspec_schema::UnionKind::Open)
            .map(|tag| (format!("/{tag}"), "oneOf".to_owned()));
        for case in corpus(family, version).1 {
            let skipped = unknown_tag.is_some() && case.expect == unknown_tag;
            if compiled.root.is_valid(&case.event) != skipped {
                failures.push(format!(
                    "{}: {}, but the case says it is {}",
                    case.path.display(),
                    if skipped { "rejected" } else { "accepted" },
                    if skipped {
                        "an unknown event type of an open union"
                    } else {
                        "invalid"
                    }
                ));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn seed_examples_pass_except_the_known_differences() {
    let mut failures = Vec::new();
    let mut seen_differences = BTreeSet::new();
    let mut seed_cases = 0;
    for (family, version) in family_versions() {
        let (valid, invalid) = corpus(family, version);
        seed_cases += valid
            .iter()
            .filter(|c| c.name().starts_with("seed-"))
            .count();
        for case in invalid.iter().filter(|c| c.name().starts_with("seed-")) {
            seed_cases += 1;
            let name = case.name();
            let known = KNOWN_SEED_DIFFERENCES
                .iter()
                .any(|&(f, v, n)| (f, v, n) == (family, version, name.as_str()));
            if !known {
                failures.push(format!(
                    "{}: a seed example fails but is not a known difference",
                    case.path.display()
                ));
            }
            if !case.description.starts_with("known difference:") {
                failures.push(format!(
                    "{}: the description must start with `known difference:`",
                    case.path.display()
                ));
            }
            seen_differences.insert((family, version, name));
        }
    }
    for &(family, version, name) in KNOWN_SEED_DIFFERENCES {
        if !seen_differences.contains(&(family, version, name.to_owned())) {
            failures.push(format!(
                "known difference {family}@{version} `{name}` has no invalid seed case"
            ));
        }
    }
    assert!(seed_cases > 0, "the corpus holds no seed examples");
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// Cases of a definition that is not an event (`tests/fixtures/<family>/<version>/defs/<name>/`,
/// e.g. NiceEval's `Turn`): each valid value passes `$defs/<name>`, each invalid one fails it at
/// its path and keyword.
#[test]
fn definition_cases_are_judged_by_their_definition() {
    let mut failures = Vec::new();
    let mut cases = 0;
    for (family, version) in family_versions() {
        let dir = root().join(format!("tests/fixtures/{family}/{version}/defs"));
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let compiled = Compiled::snapshot(family, version);
        for def in entries.map(|e| e.expect("a readable directory entry").path()) {
            let name = def
                .file_name()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            for path in json_files(&def.join("valid")) {
                cases += 1;
                let errors = compiled.errors(&name, &read_json(&path));
                if !errors.is_empty() {
                    failures.push(format!("{}: {errors:?}", path.display()));
                }
            }
            for path in json_files(&def.join("invalid")) {
                cases += 1;
                let case = read_json(&path);
                let expect = (
                    case["expect"]["instance_path"]
                        .as_str()
                        .unwrap_or_default()
                        .to_owned(),
                    case["expect"]["keyword"]
                        .as_str()
                        .unwrap_or_default()
                        .to_owned(),
                );
                let errors = compiled.errors(&name, &case["value"]);
                if case["description"].as_str().is_none_or(str::is_empty)
                    || !errors.contains(&expect)
                {
                    failures.push(format!(
                        "{}: expected {expect:?}, found {errors:?}",
                        path.display()
                    ));
                }
            }
        }
    }
    assert!(cases > 0, "no definition cases");
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
