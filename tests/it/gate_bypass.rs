//! The release gate cannot be talked past: each way a pull request could once get a breaking
//! change through `eventspec check --against REF` (a snapshot folder spelled another way, a
//! symbolic link, a removed version or contract, an accepted change that names too little)
//! fails it, or is refused.

use std::{fs, path::Path};

use serde_json::Value;

use crate::support::{
    copy_snapshots, release, repository_with_a_breaking_edit, run_in, scratch_repository,
};

/// `eventspec check --against HEAD ARGS` in `dir`.
fn check(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let mut all = vec!["check", "--against", "HEAD"];
    all.extend_from_slice(args);
    run_in(dir, &all)
}

/// The JSON report of the gate in `dir`, with its exit code.
fn json_report(dir: &Path, args: &[&str]) -> (Option<i32>, Value) {
    let mut all = vec!["--format", "json"];
    all.extend_from_slice(args);
    let (code, stdout, stderr) = check(dir, &all);
    let report = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}{stderr}"));
    // Every report, the new problems and steps included, is what the published schema says.
    let (_, schema, _) = run_in(dir, &["schema", "--report", "check"]);
    let schema: Value = serde_json::from_str(&schema).expect("the report schema");
    let validator = jsonschema::validator_for(&schema).expect("the schema compiles");
    let errors: Vec<String> = validator
        .iter_errors(&report)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}: {report}");
    (code, report)
}

/// The problems of the report, as `(rule, version)`.
fn problems(report: &Value) -> Vec<(String, String)> {
    let families = report["families"].as_array().expect("families");
    families
        .iter()
        .flat_map(|f| f["problems"].as_array().expect("problems"))
        .map(|p| {
            let text = |key: &str| p[key].as_str().expect("a string").to_owned();
            (text("rule"), text("version"))
        })
        .collect()
}

/// Edits the published (frozen) `agentao.host@v1` snapshot under `snapshots` in place.
fn edit_frozen(snapshots: &Path) {
    let path = snapshots.join("agentao.host/v1.json");
    let text = fs::read_to_string(&path).expect("read");
    assert!(text.contains("The preset in force."), "the text to edit");
    fs::write(&path, text.replace("The preset in force.", "The mode.")).expect("edit");
}

fn symlink(target: &str, link: &Path) {
    std::os::unix::fs::symlink(target, link).expect("symlink");
}

#[test]
fn a_frozen_snapshot_edited_in_place_fails_however_the_folder_is_spelled() {
    let dir = scratch_repository();
    edit_frozen(&dir.path().join("snapshots"));
    let absolute = dir.path().join("snapshots");
    let absolute = absolute.to_str().expect("UTF-8");
    for spelling in [
        "snapshots/",
        "snapshots/../snapshots",
        "./snapshots",
        absolute,
    ] {
        let (code, stdout, stderr) = check(dir.path(), &["--snapshots", spelling]);
        assert_eq!(code, Some(1), "--snapshots {spelling}: {stdout}{stderr}");
        assert!(
            stdout.contains("agentao.host@v1 was published at HEAD and is frozen")
                && stdout.contains("git checkout HEAD -- snapshots/agentao.host/v1.json"),
            "--snapshots {spelling}: {stdout}"
        );
    }
}

#[test]
fn a_frozen_snapshot_edited_in_a_project_in_a_subfolder_fails() {
    let dir = tempfile::tempdir().expect("dir");
    let project = dir.path().join("contracts");
    copy_snapshots(&project);
    release(dir.path());
    edit_frozen(&project.join("snapshots"));
    let (code, stdout, stderr) = check(&project, &[]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(
        stdout.contains("agentao.host@v1 was published at HEAD and is frozen")
            && stdout.contains("contracts/snapshots/agentao.host/v1.json"),
        "{stdout}"
    );
}

#[test]
fn a_snapshot_folder_reached_through_a_symbolic_link_is_refused() {
    let dir = scratch_repository();
    fs::rename(dir.path().join("snapshots"), dir.path().join("moved")).expect("move");
    edit_frozen(&dir.path().join("moved"));
    symlink("moved", &dir.path().join("current"));
    fs::write(
        dir.path().join("eventspec.toml"),
        "[registry]\nsnapshots = \"current\"\n",
    )
    .expect("write");
    let (code, stdout, stderr) = check(dir.path(), &[]);
    assert_eq!(code, Some(2), "{stdout}{stderr}");
    assert!(
        stderr.contains("current is a symbolic link"),
        "the error names the link: {stderr}"
    );
    let (code, _, stderr) = check(dir.path(), &["--no-config", "--snapshots", "current/"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("current is a symbolic link"), "{stderr}");
}

#[test]
fn a_snapshot_folder_moved_elsewhere_is_compared_with_where_the_release_kept_it() {
    let dir = scratch_repository();
    fs::rename(dir.path().join("snapshots"), dir.path().join("moved")).expect("move");
    edit_frozen(&dir.path().join("moved"));
    fs::write(
        dir.path().join("eventspec.toml"),
        "[registry]\nsnapshots = \"moved\"\n",
    )
    .expect("write");
    let (code, stdout, stderr) = check(dir.path(), &[]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(
        stdout.contains("agentao.host@v1 was published at HEAD and is frozen")
            && stdout.contains(
                "git show HEAD:snapshots/agentao.host/v1.json > moved/agentao.host/v1.json"
            ),
        "{stdout}"
    );
}

#[test]
fn a_snapshot_replaced_by_a_symbolic_link_is_refused() {
    let dir = scratch_repository();
    let snapshots = dir.path().join("snapshots");
    let elsewhere = dir.path().join("elsewhere");
    fs::create_dir_all(elsewhere.join("agentao.host")).expect("mkdir");
    fs::copy(
        snapshots.join("agentao.host/v1.json"),
        elsewhere.join("agentao.host/v1.json"),
    )
    .expect("copy");
    edit_frozen(&elsewhere);
    fs::remove_file(snapshots.join("agentao.host/v1.json")).expect("remove");
    symlink(
        "../../elsewhere/agentao.host/v1.json",
        &snapshots.join("agentao.host/v1.json"),
    );
    let (code, stdout, stderr) = check(dir.path(), &[]);
    assert_eq!(code, Some(2), "{stdout}{stderr}");
    assert!(
        stderr.contains("snapshots/agentao.host/v1.json") && stderr.contains("symbolic link"),
        "{stderr}"
    );
}

/// A repository of a team's own with `contracts` (paths under `schemas/`, each holding an
/// object schema with a `type` property), released at HEAD.
fn contracts_repository(contracts: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("dir");
    fs::create_dir_all(dir.path().join("schemas")).expect("mkdir");
    let mut project = String::from("[check]\nagainst = \"HEAD\"\n");
    for contract in contracts {
        fs::write(dir.path().join(contract), schema("\"type\"")).expect("write");
        project.push_str(&format!("\n[[check.contracts]]\npath = \"{contract}\"\n"));
    }
    fs::write(dir.path().join("eventspec.toml"), project).expect("write");
    release(dir.path());
    dir
}

/// An object schema requiring `required` (a comma-separated list of quoted names).
fn schema(required: &str) -> String {
    format!(
        "{{\"$schema\": \"https://json-schema.org/draft/2020-12/schema\", \"type\": \"object\", \
         \"properties\": {{\"type\": {{\"const\": \"tick\"}}, \"at\": {{\"type\": \"string\"}}}}, \
         \"required\": [{required}]}}\n"
    )
}

#[test]
fn a_contract_replaced_by_a_symbolic_link_to_a_breaking_schema_is_refused() {
    let dir = contracts_repository(&["schemas/events.schema.json"]);
    let schemas = dir.path().join("schemas");
    fs::write(schemas.join("v2.schema.json"), schema("\"type\", \"at\"")).expect("write");
    fs::remove_file(schemas.join("events.schema.json")).expect("remove");
    symlink("v2.schema.json", &schemas.join("events.schema.json"));
    let (code, stdout, stderr) = check(dir.path(), &[]);
    assert_eq!(code, Some(2), "{stdout}{stderr}");
    assert!(
        stderr.contains("schemas/events.schema.json is a symbolic link"),
        "{stderr}"
    );
}

#[test]
fn a_contract_removed_from_the_project_file_fails_the_gate() {
    let dir = contracts_repository(&["schemas/a.schema.json", "schemas/b.schema.json"]);
    fs::write(
        dir.path().join("eventspec.toml"),
        "[check]\nagainst = \"HEAD\"\n\n[[check.contracts]]\npath = \"schemas/a.schema.json\"\n",
    )
    .expect("write");
    let (code, report) = json_report(dir.path(), &[]);
    assert_eq!(code, Some(1), "{report}");
    assert_eq!(
        problems(&report),
        [("contract-removed".into(), "schemas/b.schema.json".into())]
    );
    // Accepted on purpose, by an entry that names it exactly: it passes, and says which entry.
    let accept = "\n[[check.accept]]\nversion = \"schemas/b.schema.json\"\nrule = \"contract-removed\"\npath = \"\"\nreason = \"b moved to its own repository\"\n";
    let project = dir.path().join("eventspec.toml");
    let text = fs::read_to_string(&project).expect("read");
    fs::write(&project, format!("{text}{accept}")).expect("write");
    let (code, stdout, stderr) = check(dir.path(), &[]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(
        stdout.contains("accepted contract-removed schemas/b.schema.json ``: b moved to its own repository ([[check.accept]] number 1 accepted: the contract schemas/b.schema.json was released at HEAD"),
        "{stdout}"
    );
}

/// A scratch repository whose release also had `extra` (`family/version.json`, a copy of
/// `agentao.host@v1`), published and pinned, then removed with its pin.
fn repository_with_a_removed_version(extra: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("dir");
    copy_snapshots(dir.path());
    let snapshots = dir.path().join("snapshots");
    let path = snapshots.join(extra);
    fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
    fs::copy(snapshots.join("agentao.host/v1.json"), &path).expect("copy");
    let manifest = snapshots.join("frozen.json");
    let original = fs::read_to_string(&manifest).expect("read");
    let mut pins: serde_json::Map<String, Value> =
        serde_json::from_str(&original).expect("a manifest");
    pins.insert(extra.into(), pins["agentao.host/v1.json"].clone());
    fs::write(
        &manifest,
        serde_json::to_string_pretty(&pins).expect("JSON"),
    )
    .expect("write");
    release(dir.path());
    fs::remove_file(&path).expect("remove");
    fs::write(&manifest, original).expect("unpin");
    dir
}

#[test]
fn a_removed_published_version_fails_the_gate() {
    let dir = repository_with_a_removed_version("agentao.host/v0.json");
    let (code, stdout, _) = check(dir.path(), &[]);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(
        stdout.contains(
            "agentao.host@v0 was released at HEAD (snapshots/agentao.host/v0.json) and is gone now"
        ),
        "{stdout}"
    );
    assert!(
        !stdout.contains("agentao.host: version step needed: none"),
        "{stdout}"
    );
    let (_, report) = json_report(dir.path(), &[]);
    assert_eq!(
        problems(&report),
        [("version-removed".into(), "agentao.host@v0".into())]
    );
}

#[test]
fn a_removed_family_fails_the_gate() {
    let dir = repository_with_a_removed_version("retired.family/v1.json");
    let (code, report) = json_report(dir.path(), &[]);
    assert_eq!(code, Some(1), "{report}");
    assert_eq!(
        problems(&report),
        [("version-removed".into(), "retired.family@v1".into())]
    );
}

#[test]
fn a_removal_is_accepted_only_by_an_entry_that_names_it_exactly() {
    let dir = repository_with_a_removed_version("agentao.host/v0.json");
    let entry = |version: &str, path: &str| {
        format!(
            "[[check.accept]]\nversion = \"{version}\"\nrule = \"version-removed\"\npath = \"{path}\"\nreason = \"never shipped to anyone\"\n"
        )
    };
    let project = dir.path().join("eventspec.toml");
    fs::write(&project, entry("agentao.host@v00", "")).expect("write");
    let (code, stdout, _) = check(dir.path(), &[]);
    assert_eq!(code, Some(1), "another version's entry: {stdout}");
    fs::write(&project, entry("agentao.host@v0", "x")).expect("write");
    let (code, _, stderr) = check(dir.path(), &[]);
    assert_eq!(code, Some(2), "a removal with a path is refused: {stderr}");
    assert!(stderr.contains("names an event type or a path"), "{stderr}");
    fs::write(&project, entry("agentao.host@v0", "")).expect("write");
    let (code, report) = json_report(dir.path(), &[]);
    assert_eq!(code, Some(0), "{report}");
    let host = (report["families"].as_array().expect("families").iter())
        .find(|f| f["family"] == "agentao.host")
        .expect("agentao.host");
    assert_eq!(host["step"], "accepted");
    assert_eq!(host["accepted"][0]["entry"], 1);
    assert_eq!(host["accepted"][0]["accept"]["rule"], "version-removed");
}

#[test]
fn a_published_version_missing_at_the_release_is_not_taken_for_a_new_one() {
    // The release pins agentao.host@v2 but does not have its file; the pull request brings it
    // back, edited.
    let dir = tempfile::tempdir().expect("dir");
    copy_snapshots(dir.path());
    let path = dir.path().join("snapshots/agentao.host/v2.json");
    let text = fs::read_to_string(&path).expect("read");
    fs::remove_file(&path).expect("remove");
    release(dir.path());
    fs::write(
        &path,
        text.replacen("\"description\": \"", "\"description\": \"Edited. ", 1),
    )
    .expect("write");
    let (code, report) = json_report(dir.path(), &[]);
    assert_eq!(code, Some(1), "{report}");
    assert_eq!(
        problems(&report),
        [("released-missing".into(), "agentao.host@v2".into())]
    );
}

#[test]
fn an_accepted_change_without_an_event_type_accepts_no_change_of_an_event_type() {
    let dir = repository_with_a_breaking_edit();
    fs::write(
        dir.path().join("eventspec.toml"),
        "[[check.accept]]\nversion = \"agentao.host@v3\"\nrule = \"property-added\"\npath = \"duration_ms\"\nreason = \"meant for one event type, written for all\"\n",
    )
    .expect("write");
    let (code, stdout, _) = check(dir.path(), &[]);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(!stdout.contains("the changes are compatible"), "{stdout}");
    assert!(
        stdout.contains("warning: no change matches this entry of the project file; remove it: accepted property-added agentao.host@v3 `duration_ms`"),
        "{stdout}"
    );
    let (_, report) = json_report(dir.path(), &[]);
    assert_eq!(
        problems(&report),
        [("breaking-edit".into(), "agentao.host@v3".into())]
    );
}

#[test]
fn a_deleted_rules_file_fails_the_gate_as_emptying_it_does() {
    let dir = scratch_repository();
    let rules = dir.path().join("snapshots/agentao.host/v3.rules.json");
    let mut document: Value =
        serde_json::from_str(&fs::read_to_string(&rules).expect("read")).expect("a rules document");
    let ids: Vec<String> = (document["rules"].as_array().expect("rules").iter())
        .map(|rule| rule["id"].as_str().expect("an id").to_owned())
        .collect();
    assert!(!ids.is_empty(), "the version has rules to lose");
    document["rules"] = Value::Array(Vec::new());
    fs::write(&rules, document.to_string()).expect("empty");
    let (code, emptied) = json_report(dir.path(), &[]);
    assert_eq!(code, Some(1), "{emptied}");
    fs::remove_file(&rules).expect("delete");
    let (code, deleted) = json_report(dir.path(), &[]);
    assert_eq!(code, Some(1), "{deleted}");
    assert_eq!(
        problems(&deleted),
        [("breaking-edit".into(), "agentao.host@v3".into())]
    );
    assert_eq!(deleted["families"], emptied["families"]);
    let removed: Vec<&str> = (deleted["families"][0]["diffs"][0]["changes"].as_array())
        .expect("changes")
        .iter()
        .filter(|c| c["rule"] == "stream-rule-removed")
        .map(|c| c["path"].as_str().expect("a path"))
        .collect();
    assert_eq!(removed.len(), ids.len(), "each rule a removal: {deleted}");
}

#[test]
fn a_rules_file_that_repeats_a_rule_id_is_refused_by_name() {
    let dir = scratch_repository();
    let rules = dir.path().join("snapshots/agentao.host/v3.rules.json");
    let mut document: Value =
        serde_json::from_str(&fs::read_to_string(&rules).expect("read")).expect("a rules document");
    // The first rule changed, and its old self after it under the same id: indexed by id, the
    // second hid the first.
    let list = document["rules"].as_array_mut().expect("rules");
    let original = list[0].clone();
    list[0]["key"] = Value::String("/turn_id".into());
    list.push(original);
    let last = list.len() - 1;
    fs::write(&rules, document.to_string()).expect("write");
    let (code, stdout, stderr) = check(dir.path(), &[]);
    assert_eq!(code, Some(2), "{stdout}{stderr}");
    assert!(
        stderr.contains("snapshots/agentao.host/v3.rules.json is not a stream rules document")
            && stderr.contains(&format!(
                "the rule id `tool-call-ends` is repeated: `rules[0]` and `rules[{last}]`"
            )),
        "{stderr}"
    );
}

/// The contracts repository with `schemas/events.schema.json` released at `stability`, now
/// `internal` with `at` required as well (a breaking change), and the project file's
/// `extra` lines.
fn contract_lowered_to_internal(stability: &str, extra: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("dir");
    fs::create_dir_all(dir.path().join("schemas")).expect("mkdir");
    let contract = dir.path().join("schemas/events.schema.json");
    fs::write(&contract, schema("\"type\"")).expect("write");
    let project = |stability: &str| {
        format!(
            "[[check.contracts]]\npath = \"schemas/events.schema.json\"\nstability = \"{stability}\"\n{extra}"
        )
    };
    let file = dir.path().join("eventspec.toml");
    fs::write(&file, project(stability)).expect("write");
    release(dir.path());
    fs::write(&contract, schema("\"type\", \"at\"")).expect("write");
    fs::write(&file, project("internal")).expect("write");
    dir
}

#[test]
fn a_stability_lowered_in_the_same_change_does_not_let_a_breaking_change_through() {
    let dir = contract_lowered_to_internal("stable", "");
    let (code, stdout, _) = check(dir.path(), &[]);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(!stdout.contains("compatible"), "{stdout}");
    assert!(
        stdout.contains("It was stable at HEAD and is internal now"),
        "{stdout}"
    );
    let (_, report) = json_report(dir.path(), &[]);
    assert_eq!(report["families"][0]["stability"], "stable");
    assert_eq!(
        problems(&report),
        [("breaking-edit".into(), "schemas/events.schema.json".into())]
    );
    // Internal at the release as well: reported as breaking, and not gated.
    let dir = contract_lowered_to_internal("internal", "");
    let (code, stdout, _) = check(dir.path(), &[]);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(!stdout.contains("compatible"), "{stdout}");
    assert!(
        stdout.contains("version step needed: none, as the contract is internal: the changes break readers or writers (not gated)"),
        "{stdout}"
    );
    let (_, report) = json_report(dir.path(), &[]);
    assert_eq!(report["families"][0]["step"], "breaking-internal");
}

#[test]
fn an_accepted_change_names_one_path_and_a_dotted_property_name_is_another() {
    let dir = tempfile::tempdir().expect("dir");
    fs::create_dir_all(dir.path().join("schemas")).expect("mkdir");
    let contract = dir.path().join("schemas/usage.schema.json");
    // `total` in `tokens`, and a property named `tokens.total` beside it: two places.
    let usage = |nested: &[&str], dotted: &[&str]| {
        serde_json::json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object",
            "properties": {
                "tokens": {
                    "type": "object",
                    "properties": {"total": {"type": "integer"}},
                    "required": nested,
                },
                "tokens.total": {"type": "integer"},
            },
            "required": dotted,
        })
        .to_string()
    };
    fs::write(&contract, usage(&[], &[])).expect("write");
    let project = "[[check.contracts]]\npath = \"schemas/usage.schema.json\"\n";
    fs::write(dir.path().join("eventspec.toml"), project).expect("write");
    release(dir.path());
    // Each becomes required.
    fs::write(&contract, usage(&["total"], &["tokens.total"])).expect("write");
    let (code, report) = json_report(dir.path(), &[]);
    assert_eq!(code, Some(1), "{report}");
    let mut paths: Vec<&str> = (report["families"][0]["diffs"][0]["changes"].as_array())
        .expect("changes")
        .iter()
        .map(|c| c["path"].as_str().expect("a path"))
        .collect();
    paths.sort_unstable();
    assert_eq!(paths, ["[\"tokens.total\"]", "tokens.total"], "{report}");
    let accept = "\n[[check.accept]]\nversion = \"schemas/usage.schema.json\"\nrule = \"required-added\"\nevent_type = \"root\"\npath = \"tokens.total\"\nreason = \"every writer sends the total\"\n";
    fs::write(
        dir.path().join("eventspec.toml"),
        format!("{project}{accept}"),
    )
    .expect("write");
    let (code, report) = json_report(dir.path(), &[]);
    assert_eq!(
        code,
        Some(1),
        "the dotted property is not accepted: {report}"
    );
    assert_eq!(
        report["families"][0]["accepted"].as_array().map(Vec::len),
        Some(1)
    );
    let quoted = accept.replace("path = \"tokens.total\"", "path = '[\"tokens.total\"]'");
    fs::write(
        dir.path().join("eventspec.toml"),
        format!("{project}{accept}{quoted}"),
    )
    .expect("write");
    let (code, report) = json_report(dir.path(), &[]);
    assert_eq!(
        code,
        Some(0),
        "each place accepted by its own entry: {report}"
    );
}

/// A scratch repository whose release had `agentao.transport@v2` (internal in the registry)
/// stated as `released_stability` in its snapshot, and whose working tree has the snapshot as
/// the registry exports it with a new required field in `AgentEndData`: a breaking edit.
fn transport_edited_since(released_stability: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("dir");
    copy_snapshots(dir.path());
    let path = dir.path().join("snapshots/agentao.transport/v2.json");
    let now: Value = serde_json::from_str(&fs::read_to_string(&path).expect("read")).expect("JSON");
    assert_eq!(now["x-eventspec"]["stability"], "internal");
    let mut released = now.clone();
    released["x-eventspec"]["stability"] = Value::String(released_stability.to_owned());
    fs::write(
        &path,
        serde_json::to_string_pretty(&released).expect("JSON"),
    )
    .expect("write");
    release(dir.path());
    let mut edited = now;
    let data = &mut edited["$defs"]["AgentEndData"];
    data["properties"]["exit_code"] = serde_json::json!({"type": "integer"});
    data["required"]
        .as_array_mut()
        .expect("required")
        .push("exit_code".into());
    fs::write(&path, serde_json::to_string_pretty(&edited).expect("JSON")).expect("write");
    dir
}

#[test]
fn a_family_made_internal_since_the_release_is_judged_as_the_release_had_it() {
    let (code, report) = json_report(transport_edited_since("stable").path(), &[]);
    assert_eq!(code, Some(1), "{report}");
    assert_eq!(
        problems(&report),
        [("breaking-edit".into(), "agentao.transport@v2".into())]
    );
    let transport = (report["families"].as_array().expect("families").iter())
        .find(|f| f["family"] == "agentao.transport")
        .expect("agentao.transport");
    assert_eq!(transport["stability"], "stable");
    // Internal at the release too: breaking, said so, and not gated.
    let dir = transport_edited_since("internal");
    let (code, stdout, _) = check(dir.path(), &[]);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(
        stdout.contains("agentao.transport: version step needed: none, as the contract is internal: the changes break readers or writers (not gated)"),
        "{stdout}"
    );
}

#[test]
fn an_accepted_change_whose_path_is_spelled_unlike_the_reports_is_refused() {
    let dir = repository_with_a_breaking_edit();
    let entry = |path: &str| {
        format!(
            "[[check.accept]]\nversion = \"agentao.host@v3\"\nrule = \"property-added\"\nevent_type = \"tool_lifecycle\"\npath = '{path}'\nreason = \"agreed\"\n"
        )
    };
    let project = dir.path().join("eventspec.toml");
    // A plain name quoted is a second spelling of one place; brackets without a JSON string
    // are none.
    for wrong in [r#"["duration_ms"]"#, "[duration_ms]", "duration_ms."] {
        fs::write(&project, entry(wrong)).expect("write");
        let (code, stdout, stderr) = check(dir.path(), &[]);
        assert_eq!(code, Some(2), "{wrong}: {stdout}{stderr}");
        assert!(
            stderr.contains("[[check.accept]] for agentao.host@v3 `property-added`")
                && stderr.contains(&format!("`{wrong}` is not a path as the reports write it")),
            "{stderr}"
        );
    }
    fs::write(&project, entry("duration_ms")).expect("write");
    let (code, stdout, stderr) = check(dir.path(), &[]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
}
