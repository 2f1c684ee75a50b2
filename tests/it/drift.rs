//! Drift: one before/after pair per rule and content model, the real version histories of the
//! registry, and the `diff` and `check` commands.

use std::fs;

use eventspec_drift::{Mode, Report, Verdict, diff};
use predicates::str::contains;
use serde_json::Value;

use crate::support::{
    edit_snapshot, eventspec, family_versions, json_files, read_json,
    repository_with_a_breaking_edit, root, scratch_repository,
};

fn verdict(text: &str) -> Verdict {
    match text {
        "breaking" => Verdict::Breaking,
        "non-breaking" => Verdict::NonBreaking,
        "info" => Verdict::Info,
        other => panic!("unknown verdict {other}"),
    }
}

#[test]
fn every_fixture_pair_gets_its_verdict_in_every_mode() {
    let files = json_files(&root().join("tests/fixtures/drift"));
    assert!(files.len() >= 30, "{} pairs", files.len());
    let mut failures = Vec::new();
    for path in files {
        let case = read_json(&path);
        let report = diff(&case["old"], &case["new"], "old", "new", Mode::Full);
        let expect = &case["expect"];
        let Some(rule) = expect["rule"].as_str() else {
            if !report.changes.is_empty() {
                failures.push(format!(
                    "{}: expected no change, got {:?}",
                    path.display(),
                    report.changes
                ));
            }
            continue;
        };
        let found = report
            .changes
            .iter()
            .find(|c| c.rule.id() == rule && c.path == expect["path"].as_str().unwrap_or_default());
        let Some(change) = found else {
            failures.push(format!(
                "{}: no `{rule}` change; got {:?}",
                path.display(),
                report.changes
            ));
            continue;
        };
        for mode in ["backward", "forward", "full"] {
            let got = match mode {
                "backward" => change.verdicts.backward,
                "forward" => change.verdicts.forward,
                _ => change.verdicts.full,
            };
            let want = verdict(expect[mode].as_str().unwrap_or_default());
            if got != want {
                failures.push(format!(
                    "{}: {mode} is {got:?}, expected {want:?}",
                    path.display()
                ));
            }
        }
        let others: Vec<&str> = report
            .changes
            .iter()
            .filter(|c| c.rule.id() != rule)
            .map(|c| c.rule.id())
            .collect();
        if !others.is_empty() {
            failures.push(format!(
                "{}: unexpected other changes {others:?}",
                path.display()
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn every_version_compared_with_itself_has_no_change() {
    for (family, version) in family_versions() {
        let document = read_json(&root().join(format!("snapshots/{family}/{version}.json")));
        let report = diff(&document, &document, "a", "b", Mode::Full);
        assert!(
            report.changes.is_empty(),
            "{family}@{version}: {:?}",
            report.changes
        );
    }
}

fn history(family: &str, old: &str, new: &str) -> Report {
    let read = |v: &str| read_json(&root().join(format!("snapshots/{family}/{v}.json")));
    diff(&read(old), &read(new), old, new, Mode::Full)
}

fn find<'r>(
    report: &'r Report,
    event: &str,
    rule: &str,
    path: &str,
) -> &'r eventspec_drift::Change {
    report
        .changes
        .iter()
        .find(|c| c.event_type.as_deref() == Some(event) && c.rule.id() == rule && c.path == path)
        .unwrap_or_else(|| panic!("no `{rule}` at `{event}` `{path}` in {:#?}", report.changes))
}

#[test]
fn agentao_host_history() {
    // v1 → v2: `reasoning_tokens` added to the closed `SubagentUsage`.
    let v2 = history("agentao.host", "v1", "v2");
    let change = find(
        &v2,
        "subagent_lifecycle",
        "property-added",
        "usage.reasoning_tokens",
    );
    assert_eq!(
        (change.verdicts.backward, change.verdicts.forward),
        (Verdict::NonBreaking, Verdict::Breaking)
    );
    assert_eq!(v2.summary.breaking, 1, "{:#?}", v2.changes);
    // v2 → v3: `parent_tool_call_id` added to the closed `SubagentLifecycleEvent`.
    let v3 = history("agentao.host", "v2", "v3");
    let change = find(
        &v3,
        "subagent_lifecycle",
        "property-added",
        "parent_tool_call_id",
    );
    assert_eq!(
        (change.verdicts.backward, change.verdicts.forward),
        (Verdict::NonBreaking, Verdict::Breaking)
    );
    assert_eq!(v3.summary.breaking, 1, "{:#?}", v3.changes);
}

#[test]
fn agentao_transport_history() {
    // v1 → v2: three event types added to the open union, nothing else.
    let report = history("agentao.transport", "v1", "v2");
    for added in ["compaction_started", "compaction_settled", "images_removed"] {
        // Readers on v1 skip them (forward); v1's catch-all let a producer send these tags in
        // any shape, which v2 now constrains (backward).
        let change = find(&report, added, "variant-added", "");
        assert_eq!(
            (change.verdicts.backward, change.verdicts.forward),
            (Verdict::Breaking, Verdict::NonBreaking)
        );
    }
    assert_eq!(report.changes.len(), 3, "{:#?}", report.changes);
}

#[test]
fn niceeval_history() {
    let report = history("niceeval", "v1", "v2");
    for removed in [
        "action.called",
        "action.result",
        "subagent.called",
        "subagent.completed",
    ] {
        let change = find(&report, removed, "variant-removed", "");
        assert_eq!(change.verdicts.backward, Verdict::Breaking);
    }
    for added in [
        "operation.started",
        "operation.finished",
        "skill.loaded",
        "context.injected",
    ] {
        // The union is open: readers on v1 skip event types they do not know (forward), but
        // v1's catch-all let producers send these tags in any shape, which v2 now constrains.
        let change = find(&report, added, "variant-added", "");
        assert_eq!(
            (change.verdicts.backward, change.verdicts.forward),
            (Verdict::Breaking, Verdict::NonBreaking)
        );
    }
    // `Usage` changed: a count renamed, two made optional.
    assert_eq!(
        find(
            &report,
            "Turn",
            "property-removed",
            "usage.cacheWriteTokens"
        )
        .verdicts
        .full,
        Verdict::Breaking
    );
    find(
        &report,
        "Turn",
        "property-added",
        "usage.cacheCreationTokens",
    );
    find(&report, "Turn", "required-removed", "usage.inputTokens");
    // `message` became two forms; the user form gained `sourceOrder`.
    find(&report, "message", "property-added", "sourceOrder");
}

#[test]
fn agentabi_history() {
    let report = history("agentabi", "v1", "v2");
    for added in [
        "content_block_start",
        "content_block_end",
        "reasoning_delta",
    ] {
        let change = find(&report, added, "variant-added", "");
        assert_eq!(
            (change.verdicts.backward, change.verdicts.forward),
            (Verdict::Breaking, Verdict::NonBreaking)
        );
    }
    let change = find(&report, "usage", "property-added", "usage.reasoning_tokens");
    assert_eq!(
        (change.verdicts.backward, change.verdicts.forward),
        (Verdict::NonBreaking, Verdict::Breaking)
    );
}

#[test]
fn diff_json_matches_its_schema_and_exit_codes_follow_fail_on() {
    let schema: Value = serde_json::from_slice(
        &eventspec()
            .args(["schema", "--report", "diff"])
            .output()
            .expect("runs")
            .stdout,
    )
    .expect("JSON");
    let validator = jsonschema::validator_for(&schema).expect("compiles");
    let output = eventspec()
        .args([
            "diff",
            "agentao.host@v1",
            "agentao.host@v3",
            "--format",
            "json",
        ])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let errors: Vec<String> = validator
        .iter_errors(&report)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(report["summary"]["breaking"], 2);
    eventspec()
        .args([
            "diff",
            "agentao.host@v1",
            "agentao.host@v3",
            "--mode",
            "backward",
        ])
        .assert()
        .success();
    eventspec()
        .args([
            "diff",
            "agentao.host@v1",
            "agentao.host@v3",
            "--mode",
            "backward",
            "--fail-on",
            "warning",
        ])
        .assert()
        .code(1);
    eventspec()
        .args([
            "diff",
            "agentao.host@v1",
            "agentao.host@v3",
            "--fail-on",
            "never",
        ])
        .assert()
        .success();
    eventspec()
        .args(["diff", "agentao.host@v1", "nope@v1"])
        .assert()
        .code(2)
        .stderr(contains("unknown family `nope`"));
}

#[test]
fn markdown_reads_as_a_release_note_and_github_lines_are_workflow_commands() {
    eventspec()
        .args(["diff", "agentao.host@v1", "agentao.host@v3", "--format", "markdown"])
        .assert()
        .code(1)
        .stdout(contains("## `agentao.host@v1` → `agentao.host@v3`"))
        .stdout(contains("### Breaking changes"))
        .stdout(contains("| `subagent_lifecycle` `parent_tool_call_id` | optional property `parent_tool_call_id` was added | non-breaking | breaking | `property-added` |"))
        .stdout(contains("### Documentation"));
    let output = eventspec()
        .args([
            "diff",
            "agentao.host@v1",
            "agentao.host@v3",
            "--format",
            "github",
        ])
        .output()
        .expect("runs");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(!text.is_empty());
    for line in text.lines() {
        // A workflow command located in the snapshot that holds the change.
        assert!(
            ["::error file=", "::warning file=", "::notice file="]
                .iter()
                .any(|p| line.starts_with(p))
                && line.contains(",title=eventspec diff (")
                && (line.contains("file=snapshots/agentao.host/v3.json,line=")
                    || line.contains("file=snapshots/agentao.host/v1.json,line=")),
            "{line}"
        );
    }
}

#[test]
fn a_file_as_it_was_at_a_git_revision() {
    eventspec()
        .args([
            "diff",
            "git:HEAD:snapshots/agentao.host/v2.json",
            "snapshots/agentao.host/v2.json",
        ])
        .assert()
        .success()
        .stdout(contains(
            "0 breaking, 0 non-breaking, 0 documentation change(s)",
        ));
    eventspec()
        .args(["diff", "git:HEAD:snapshots/nope.json", "agentao.host@v2"])
        .assert()
        .code(2)
        .stderr(contains("does not exist at git revision HEAD"));
}

#[test]
fn the_release_gate_passes_on_a_clean_checkout() {
    eventspec()
        .args(["check", "--against", "HEAD"])
        .assert()
        .success();
}

/// The registry gates itself: its release record (`release/eventspec.toml`) names the commit
/// of the last published registry state, and every change since that the gate fails on passes
/// only as an accepted change with its reason.
#[test]
fn the_registry_passes_the_release_gate_against_its_last_published_state() {
    let output = eventspec()
        .args([
            "--config",
            "release/eventspec.toml",
            "check",
            "--format",
            "json",
        ])
        .output()
        .expect("runs");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
    assert!(output.status.success(), "{report}");
    assert_eq!(report["passes"], true, "{report}");
    // Each accepted entry is used: a stale one would say a change was undone or never made.
    assert_eq!(report["unused_accepts"], serde_json::json!([]), "{report}");
}

#[test]
fn the_release_gate_fails_on_an_edited_frozen_snapshot_and_says_what_to_do() {
    let dir = scratch_repository();
    let path = dir.path().join("snapshots/agentao.host/v1.json");
    let text = fs::read_to_string(&path).expect("read");
    fs::write(&path, text.replace("The preset in force.", "The mode.")).expect("edit");
    let mut command = eventspec();
    command.current_dir(dir.path());
    command
        .args(["check", "--against", "HEAD"])
        .assert()
        .code(1)
        .stdout(contains(
            "agentao.host@v1 was published at HEAD and is frozen",
        ))
        .stdout(contains(
            "git checkout HEAD -- snapshots/agentao.host/v1.json",
        ))
        .stdout(contains(
            "the release gate fails against HEAD: 1 problem(s)",
        ));
}

#[test]
fn the_release_gate_fails_on_a_breaking_edit_of_a_stable_current_version() {
    let dir = repository_with_a_breaking_edit();
    let mut command = eventspec();
    command.current_dir(dir.path());
    command
        .args(["check", "--against", "HEAD"])
        .assert()
        .code(1)
        .stdout(contains("optional property `duration_ms` was added"))
        .stdout(contains(
            "publish the change as a new version of agentao.host instead of editing v3",
        ))
        .stdout(contains(
            "agentao.host: version step needed: a new version file (not declared)",
        ));
}

#[test]
fn an_internal_family_is_reported_but_never_fails_the_gate() {
    let dir = scratch_repository();
    edit_snapshot(&dir, "agentao.transport/v2.json", |document| {
        document["$defs"]["TurnBeginEvent"]["required"] =
            serde_json::json!(["type", "data", "schema_version"]);
    });
    let mut command = eventspec();
    command.current_dir(dir.path());
    command
        .args(["check", "--against", "HEAD"])
        .assert()
        .success()
        .stdout(contains("`schema_version` is now required"));
}

#[test]
fn stream_rules_are_compared_too() {
    let output = eventspec()
        .args(["diff", "agentabi@v1", "agentabi@v2", "--format", "json"])
        .output()
        .expect("runs");
    let report: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let change = report["changes"]
        .as_array()
        .expect("changes")
        .iter()
        .find(|c| c["rule"] == "stream-rule-added" && c["path"] == "content-block-closed")
        .expect("the new rule is a change");
    assert_eq!(
        change["verdicts"]["backward"], "breaking",
        "producers must now satisfy it"
    );
    assert_eq!(change["verdicts"]["forward"], "non-breaking");
    let output = eventspec()
        .args(["diff", "niceeval@v1", "niceeval@v2", "--format", "json"])
        .output()
        .expect("runs");
    let report: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let removed = report["changes"]
        .as_array()
        .expect("changes")
        .iter()
        .find(|c| c["rule"] == "stream-rule-removed" && c["path"] == "action-answered")
        .expect("the removed rule is a change");
    assert_eq!(
        removed["verdicts"]["forward"], "breaking",
        "consumers relied on it"
    );
}

#[test]
fn the_release_gate_fails_when_a_stable_family_drops_a_stream_rule() {
    let dir = scratch_repository();
    edit_snapshot(&dir, "agentao.host/v3.rules.json", |document| {
        document["rules"].as_array_mut().expect("rules").pop();
    });
    let mut command = eventspec();
    command.current_dir(dir.path());
    command
        .args(["check", "--against", "HEAD"])
        .assert()
        .code(1)
        .stdout(contains("stream rule `permission-before-tool` was removed"))
        .stdout(contains(
            "publish the change as a new version of agentao.host",
        ));
}

/// One event type of a union fixture, lifted to the root of a plain object schema: the event
/// type's own keywords at the root, the other definitions kept, no tag and no union.
pub fn as_plain_object(document: &Value) -> Option<Value> {
    let [member] = document["oneOf"].as_array()?.as_slice() else {
        return None;
    };
    let name = member["$ref"].as_str()?.strip_prefix("#/$defs/")?;
    let mut root = document["$defs"][name].as_object()?.clone();
    root.insert("$schema".into(), document["$schema"].clone());
    let mut defs = document["$defs"].as_object()?.clone();
    defs.remove(name);
    root.insert("$defs".into(), Value::Object(defs));
    if let Some(metadata) = document.get("x-eventspec").and_then(Value::as_object) {
        let mut metadata = metadata.clone();
        metadata.remove("tag");
        metadata.remove("union");
        root.insert("x-eventspec".into(), Value::Object(metadata));
    }
    Some(Value::Object(root))
}

/// The same change gets the same rule, path and verdicts at the root of a plain object schema
/// as inside an event type of a union: every pair of one event type, lifted to the root.
#[test]
fn every_fixture_pair_as_a_plain_object_schema_gets_the_same_verdicts() {
    let mut failures = Vec::new();
    let mut compared = 0;
    for path in json_files(&root().join("tests/fixtures/drift")) {
        let case = read_json(&path);
        let (Some(old), Some(new)) = (as_plain_object(&case["old"]), as_plain_object(&case["new"]))
        else {
            continue;
        };
        let summary = |report: Report| -> Vec<(&str, String, String)> {
            let mut changes: Vec<_> = report
                .changes
                .iter()
                .map(|c| (c.rule.id(), c.path.clone(), format!("{:?}", c.verdicts)))
                .collect();
            changes.sort();
            changes
        };
        let in_union = summary(diff(&case["old"], &case["new"], "old", "new", Mode::Full));
        let at_root = summary(diff(&old, &new, "old", "new", Mode::Full));
        compared += 1;
        if in_union != at_root {
            failures.push(format!(
                "{}: in a union {in_union:?}, at the root {at_root:?}",
                path.display()
            ));
        }
    }
    assert!(compared >= 28, "only {compared} pairs have one event type");
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// Roots that are not a union are diffed, not passed as "no change": a required field added to
/// a plain object, and to an object behind a `$ref` root or inside an `allOf`.
#[test]
fn a_required_field_added_to_a_plain_object_allof_or_ref_root_breaks() {
    let object = |extra: bool| {
        let mut properties = serde_json::json!({"a": {"type": "string"}});
        let mut required = vec!["a"];
        if extra {
            properties["c"] = serde_json::json!({"type": "integer"});
            required.push("c");
        }
        serde_json::json!({
            "type": "object", "properties": properties, "required": required,
            "additionalProperties": false
        })
    };
    let forms = [
        (object(false), object(true)),
        (
            serde_json::json!({"allOf": [object(false)]}),
            serde_json::json!({"allOf": [object(true)]}),
        ),
        (
            serde_json::json!({"$ref": "#/$defs/E", "$defs": {"E": object(false)}}),
            serde_json::json!({"$ref": "#/$defs/E", "$defs": {"E": object(true)}}),
        ),
    ];
    for (old, new) in forms {
        let report = diff(&old, &new, "old", "new", Mode::Full);
        assert!(
            report
                .changes
                .iter()
                .any(|c| c.rule.id() == "required-property-added"
                    && c.path == "c"
                    && c.verdict == Verdict::Breaking),
            "{old} -> {new}: {:?}",
            report.changes
        );
    }
}

/// Recursive schemas end: a nullable self-reference, a mutual recursion and a 10,000-long
/// `$ref` chain are compared without overflowing the stack.
#[test]
fn recursive_schemas_and_long_ref_chains_are_diffed() {
    let nullable = serde_json::json!({
        "$ref": "#/$defs/A",
        "$defs": {"A": {"anyOf": [{"type": "null"}, {"$ref": "#/$defs/A"}]}}
    });
    assert!(
        diff(&nullable, &nullable, "old", "new", Mode::Full)
            .changes
            .is_empty()
    );
    let tree = |child_type: &str| {
        serde_json::json!({
            "$ref": "#/$defs/Node",
            "$defs": {
                "Node": {"type": "object", "properties": {
                    "value": {"type": child_type},
                    "children": {"type": "array", "items": {"$ref": "#/$defs/Other"}}
                }},
                "Other": {"$ref": "#/$defs/Node"}
            }
        })
    };
    let report = diff(&tree("string"), &tree("integer"), "old", "new", Mode::Full);
    assert!(
        report
            .changes
            .iter()
            .any(|c| c.rule.id() == "type-changed" && c.path == "value"),
        "{:?}",
        report.changes
    );
    let chain = |end: &str| {
        let mut defs = serde_json::Map::new();
        for index in 0..10_000 {
            defs.insert(
                format!("d{index}"),
                serde_json::json!({"$ref": format!("#/$defs/d{}", index + 1)}),
            );
        }
        defs.insert("d10000".into(), serde_json::json!({"type": end}));
        serde_json::json!({"$ref": "#/$defs/d0", "$defs": defs})
    };
    let report = diff(
        &chain("string"),
        &chain("integer"),
        "old",
        "new",
        Mode::Full,
    );
    assert!(
        report.changes.iter().any(|c| c.rule.id() == "type-changed"),
        "{:?}",
        report.changes
    );
}

/// One truth in every format: the JSON report conforms to its published schema, says whether
/// the gate passes, and the exit code follows it; GitHub annotations are errors only for what
/// fails the gate (an internal family's breaking change is a warning) and end with the verdict.
#[test]
fn the_release_gate_says_one_verdict_in_every_format() {
    let dir = scratch_repository();
    let path = edit_snapshot(&dir, "agentao.transport/v2.json", |document| {
        document["$defs"]["TurnBeginEvent"]["required"] =
            serde_json::json!(["type", "data", "schema_version"]);
    });
    let run = |format: &str| {
        let output = eventspec()
            .current_dir(dir.path())
            .args(["check", "--against", "HEAD", "--format", format])
            .output()
            .expect("runs");
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stdout).into_owned(),
        )
    };
    let schema: Value = serde_json::from_slice(
        &eventspec()
            .args(["schema", "--report", "check"])
            .output()
            .expect("runs")
            .stdout,
    )
    .expect("a schema");
    let (code, json) = run("json");
    let report: Value = serde_json::from_str(&json).expect("a JSON report");
    let validator = jsonschema::validator_for(&schema).expect("the schema compiles");
    assert!(validator.is_valid(&report), "{json}");
    assert_eq!((code, &report["passes"]), (Some(0), &Value::Bool(true)));
    let transport = report["families"]
        .as_array()
        .expect("families")
        .iter()
        .find(|f| f["family"] == "agentao.transport")
        .expect("agentao.transport");
    assert_eq!(transport["stability"], "internal");
    assert_eq!(transport["problems"], serde_json::json!([]));
    let (code, github) = run("github");
    assert_eq!(code, Some(0));
    assert!(!github.contains("::error"), "{github}");
    // The warning is on the line of the property that became required, in the snapshot.
    let warning = github
        .lines()
        .find(|l| l.contains("title=eventspec check (required-added)::"))
        .expect("a warning");
    let line: usize = warning
        .split("line=")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .and_then(|n| n.parse().ok())
        .expect("a line");
    assert!(
        warning.starts_with("::warning file=snapshots/agentao.transport/v2.json,line="),
        "{warning}"
    );
    let snapshot = fs::read_to_string(&path).expect("read");
    assert!(
        snapshot
            .lines()
            .nth(line - 1)
            .is_some_and(|l| l.contains("\"schema_version\"")),
        "line {line} of the snapshot: {:?}",
        snapshot.lines().nth(line - 1)
    );
    assert!(
        github
            .trim_end()
            .ends_with("the release gate passes against HEAD"),
        "{github}"
    );
    let (code, markdown) = run("markdown");
    assert_eq!(code, Some(0));
    assert!(
        markdown.contains("| agentao.transport | none, as the contract is internal: the changes break readers or writers (not gated) | internal |"),
        "{markdown}"
    );

    // A breaking edit of a stable family: every format says the gate fails, exit 1.
    edit_snapshot(&dir, "agentao.host/v3.json", |document| {
        document["$defs"]["ToolLifecycleEvent"]["required"]
            .as_array_mut()
            .expect("required")
            .push(serde_json::json!("duration_ms"));
    });
    let (code, json) = run("json");
    let report: Value = serde_json::from_str(&json).expect("a JSON report");
    assert!(validator.is_valid(&report), "{json}");
    assert_eq!((code, &report["passes"]), (Some(1), &Value::Bool(false)));
    let (code, github) = run("github");
    assert_eq!(code, Some(1));
    assert_eq!(
        github
            .matches("::error file=snapshots/agentao.host/v3.json,line=1,title=eventspec check (breaking-edit)::")
            .count(),
        1,
        "{github}"
    );
    assert!(
        github
            .trim_end()
            .ends_with("the release gate fails against HEAD: 1 problem(s)"),
        "{github}"
    );
    let (code, text) = run("text");
    assert_eq!(code, Some(1));
    assert!(
        text.contains("agentao.host: version step needed: a new version file (not declared)"),
        "{text}"
    );
}

/// `diff --format github` annotations name the file and the line of what changed: the new file
/// for what was added or changed, the old one for what was removed.
#[test]
fn github_annotations_point_at_the_changed_line() {
    let dir = tempfile::tempdir().expect("dir");
    let old = dir.path().join("old.json");
    let new = dir.path().join("new.json");
    let schema = |extra: &str, gone: &str| {
        format!(
            "{{\n  \"type\": \"object\",\n  \"properties\": {{\n    \"a\": {{\"type\": \"string\"}}{gone}{extra}\n  }},\n  \"additionalProperties\": false\n}}\n"
        )
    };
    fs::write(&old, schema("", ",\n    \"gone\": {}")).expect("write");
    fs::write(
        &new,
        schema(",\n    \"added\": {\"type\": \"integer\"}", ""),
    )
    .expect("write");
    let output = eventspec()
        .args(["diff", "--format", "github", "--fail-on", "never"])
        .arg(&old)
        .arg(&new)
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&output.stdout);
    for (rule, file, name) in [
        ("property-added", &new, "\"added\""),
        ("property-removed", &old, "\"gone\""),
    ] {
        let line = text
            .lines()
            .find(|l| l.contains(&format!("eventspec diff ({rule})")))
            .unwrap_or_else(|| panic!("no {rule} annotation: {text}"));
        let expected = format!("file={},line=", file.display());
        assert!(line.contains(&expected), "{line}");
        let number: usize = line
            .split("line=")
            .nth(1)
            .and_then(|rest| rest.split(',').next())
            .and_then(|n| n.parse().ok())
            .expect("a line number");
        let source = fs::read_to_string(file).expect("read");
        assert!(
            source
                .lines()
                .nth(number - 1)
                .is_some_and(|l| l.contains(name)),
            "{rule}: line {number} is {:?}",
            source.lines().nth(number - 1)
        );
    }
}
