//! The project file, `eventspec.toml`: input groups, defaults, accepted changes; directory and
//! glob inputs; `-q`/`-v`.

use std::fs;

use predicates::str::contains;
use serde_json::Value;

use crate::support::{eventspec, git, release, repository_with_a_breaking_edit, root, run_in};

/// A project: host recordings (one run valid, one with an unknown event type) and a NiceEval
/// turn in SSE, checked against their families by the project file.
fn project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("dir");
    let at = |relative: &str| {
        let path = dir.path().join(relative);
        fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        path
    };
    // The example run without its three deliberate mistakes (lines 4, 7 and 8: a timestamp
    // not in UTC `Z` form, a phase the enum lacks, a misspelt event type).
    let example = fs::read_to_string(root().join("examples/agentao-host-run.jsonl")).expect("read");
    let valid: Vec<&str> = (example.lines().enumerate())
        .filter(|(index, _)| ![3, 6, 7].contains(index))
        .map(|(_, line)| line)
        .collect();
    fs::write(at("recordings/host/run.jsonl"), valid.join("\n") + "\n").expect("write");
    // Not an event type of agentao.host: the one invalid event of the project.
    fs::write(
        at("recordings/host/bad.jsonl"),
        "{\"event_type\":\"no_such_event\"}\n",
    )
    .expect("write");
    fs::copy(
        root().join("examples/niceeval-turn.sse"),
        at("recordings/turns/a/turn.sse"),
    )
    .expect("copy");
    fs::write(
        at("eventspec.toml"),
        r#"[validate]
format = "json"

[[validate.inputs]]
paths = ["recordings/host/*.jsonl"]
family = "agentao.host"

[[validate.inputs]]
paths = ["recordings/turns/**/*.sse"]
family = "niceeval"
input = "sse"
"#,
    )
    .expect("write");
    dir
}

#[test]
fn validate_without_arguments_checks_what_the_project_file_lists() {
    let dir = project();
    // From the project's root, and from a directory below it (the file is found walking up).
    for cwd in [
        dir.path().to_path_buf(),
        dir.path().join("recordings/turns"),
    ] {
        let (code, stdout, stderr) = run_in(&cwd, &["validate"]);
        assert_eq!(code, Some(1), "{stderr}");
        let report: Value = serde_json::from_str(&stdout).expect("the file's format: JSON");
        assert_eq!(report["summary"]["files"], 3, "{stdout}");
        assert_eq!(report["summary"]["invalid"], 1, "{stdout}");
        // Named relative to where the command runs, as annotations need.
        let named = if cwd == dir.path() {
            "recordings/host/bad.jsonl"
        } else {
            "../../recordings/host/bad.jsonl"
        };
        assert_eq!(report["findings"][0]["file"], named, "{stdout}");
    }
    // A file named from below the project file, relative to there, finds its group.
    let (code, stdout, _) = run_in(
        &dir.path().join("recordings/turns"),
        &["validate", "../host/bad.jsonl", "a/turn.sse"],
    );
    assert_eq!(code, Some(1), "{stdout}");
    let report: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(report["summary"]["files"], 2, "{stdout}");
    assert_eq!(report["summary"]["invalid"], 1, "{stdout}");
}

#[test]
fn files_named_on_the_command_line_take_their_group_and_flags_override_the_file() {
    let dir = project();
    // The SSE turn is checked as SSE against niceeval: its group says so.
    let (code, stdout, stderr) = run_in(dir.path(), &["validate", "recordings/turns/a/turn.sse"]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    let report: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(report["summary"]["files"], 1);
    // --format overrides the file's `json`.
    let (code, stdout, _) = run_in(
        dir.path(),
        &["validate", "--format", "text", "recordings/host/bad.jsonl"],
    );
    assert_eq!(code, Some(1));
    assert!(stdout.contains("recordings/host/bad.jsonl:1"), "{stdout}");
    // --family overrides the groups: the host recording is not a NiceEval stream.
    let (code, stdout, _) = run_in(
        dir.path(),
        &[
            "validate",
            "--family",
            "niceeval",
            "recordings/host/run.jsonl",
        ],
    );
    assert_eq!(code, Some(1), "{stdout}");
}

#[test]
fn a_file_no_group_names_is_refused_with_what_to_do() {
    let dir = project();
    fs::write(dir.path().join("other.jsonl"), "{}\n").expect("write");
    let (code, _, stderr) = run_in(dir.path(), &["validate", "other.jsonl"]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("no [[validate.inputs]] group of eventspec.toml names other.jsonl"),
        "{stderr}"
    );
}

#[test]
fn without_a_contract_or_a_project_file_validate_says_how_to_name_one() {
    let dir = tempfile::tempdir().expect("dir");
    let (code, _, stderr) = run_in(dir.path(), &["validate", "x.jsonl"]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("--family FAMILY[@VERSION] or --schema FILE"),
        "{stderr}"
    );
}

#[test]
fn a_broken_project_file_is_named_with_its_line_and_the_mistake() {
    let dir = tempfile::tempdir().expect("dir");
    let toml = dir.path().join("eventspec.toml");
    fs::write(&toml, "[validate]\nformt = \"json\"\n").expect("write");
    let (code, _, stderr) = run_in(dir.path(), &["validate"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("eventspec.toml"), "{stderr}");
    assert!(stderr.contains("line 2"), "{stderr}");
    assert!(stderr.contains("unknown field `formt`"), "{stderr}");
    fs::write(
        &toml,
        "[[validate.inputs]]\npaths = [\"a/*.jsonl\"]\nfamily = \"we0\"\nschema = \"s.json\"\n",
    )
    .expect("write");
    let (code, _, stderr) = run_in(dir.path(), &["validate"]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("names both `family` and `schema`"),
        "{stderr}"
    );
    fs::write(&toml, "[validate]\nformat = \"xml\"\n").expect("write");
    let (code, _, stderr) = run_in(dir.path(), &["list"]);
    assert_eq!(code, Some(0), "list reads no project file: {stderr}");
    let (code, _, stderr) = run_in(dir.path(), &["validate"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("unknown variant `xml`"), "{stderr}");
    // --no-config reads none: the command line alone decides.
    fs::write(dir.path().join("x.jsonl"), "{\"event_type\":\"nope\"}\n").expect("write");
    let (code, stdout, stderr) = run_in(
        dir.path(),
        &[
            "validate",
            "--no-config",
            "--family",
            "agentao.host",
            "x.jsonl",
        ],
    );
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stdout.contains("x.jsonl:1:1: error[unknown-event-type]"),
        "{stdout}"
    );
}

#[test]
fn config_names_a_project_file_elsewhere() {
    let dir = project();
    let elsewhere = tempfile::tempdir().expect("dir");
    let config = dir.path().join("eventspec.toml");
    let (code, stdout, stderr) = run_in(
        elsewhere.path(),
        &["validate", "--config", config.to_str().expect("utf-8")],
    );
    assert_eq!(code, Some(1), "{stderr}");
    let report: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(report["summary"]["files"], 3);
}

/// The scratch repository with a breaking edit of agentao.host@v3 (a stable, current version)
/// and a project file: the gate fails on the edit unless the file accepts it.
fn gate_with_accepted(accept: &str) -> tempfile::TempDir {
    let dir = repository_with_a_breaking_edit();
    fs::write(
        dir.path().join("eventspec.toml"),
        format!("[check]\nagainst = \"HEAD\"\n{accept}"),
    )
    .expect("write");
    dir
}

const ACCEPT_DURATION: &str = r#"
[[check.accept]]
version = "agentao.host@v3"
rule = "property-added"
event_type = "tool_lifecycle"
path = "duration_ms"
reason = "no host reads tool_lifecycle with additionalProperties false yet"
"#;

#[test]
fn the_gate_takes_its_release_from_the_project_file_and_fails_on_an_unaccepted_change() {
    let dir = gate_with_accepted("");
    let (code, stdout, _) = run_in(dir.path(), &["check"]);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(
        stdout.contains("or accept the change on purpose in eventspec.toml"),
        "{stdout}"
    );
}

#[test]
fn an_accepted_change_passes_the_gate_and_is_reported_with_its_reason() {
    let dir = gate_with_accepted(ACCEPT_DURATION);
    let (code, stdout, stderr) = run_in(dir.path(), &["check"]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(
        stdout.contains(
            "accepted property-added agentao.host@v3 `tool_lifecycle` `duration_ms`: no host reads"
        ),
        "{stdout}"
    );
    // The JSON report says so, and is what its published schema describes.
    let (code, stdout, _) = run_in(dir.path(), &["check", "--format", "json"]);
    assert_eq!(code, Some(0));
    let report: Value = serde_json::from_str(&stdout).expect("JSON");
    let schema: Value = serde_json::from_slice(
        &eventspec()
            .args(["schema", "--report", "check"])
            .output()
            .expect("runs")
            .stdout,
    )
    .expect("JSON");
    let validator = jsonschema::validator_for(&schema).expect("a schema");
    assert!(validator.is_valid(&report), "{report}");
    let host = report["families"]
        .as_array()
        .expect("families")
        .iter()
        .find(|f| f["family"] == "agentao.host")
        .expect("agentao.host");
    assert_eq!(host["problems"], serde_json::json!([]));
    assert_eq!(host["accepted"][0]["accept"]["path"], "duration_ms");
    assert_eq!(
        host["accepted"][0]["entry"], 1,
        "the entry that accepted it, by number"
    );
    assert_eq!(host["step"], "accepted", "not `compatible`: {report}");
    // GitHub: the accepted change is a notice that names the reason, not a warning.
    let (_, stdout, _) = run_in(dir.path(), &["check", "--format", "github"]);
    let line = stdout
        .lines()
        .find(|l| {
            l.contains("title=eventspec check (property-added)")
                && l.contains("property `duration_ms` was added")
        })
        .expect("the change is annotated");
    assert!(line.starts_with("::notice "), "{line}");
    assert!(line.contains("(accepted: no host reads"), "{line}");
    assert!(line.contains("[[check.accept]] number 1"), "{line}");
}

#[test]
fn an_accepted_change_that_matches_nothing_is_reported_as_stale() {
    let dir = gate_with_accepted(&ACCEPT_DURATION.replace("duration_ms", "elapsed"));
    let (code, stdout, _) = run_in(dir.path(), &["check"]);
    assert_eq!(code, Some(1), "the real change is still not accepted");
    assert!(
        stdout.contains("warning: no change matches this entry of the project file; remove it: accepted property-added agentao.host@v3 `tool_lifecycle` `elapsed`"),
        "{stdout}"
    );
}

#[test]
fn an_accepted_change_needs_a_reason_and_a_real_version() {
    let dir = gate_with_accepted(&ACCEPT_DURATION.replace(
        "reason = \"no host reads tool_lifecycle with additionalProperties false yet\"",
        "reason = \" \"",
    ));
    let (code, _, stderr) = run_in(dir.path(), &["check"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("gives no reason"), "{stderr}");
    let dir = gate_with_accepted(&ACCEPT_DURATION.replace("agentao.host@v3", "agentao.hots@v3"));
    let (code, _, stderr) = run_in(dir.path(), &["check"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("did you mean"), "{stderr}");
}

#[test]
fn directories_are_searched_for_recordings_and_quoted_globs_expand() {
    let dir = project();
    let host = |args: &[&str]| {
        let mut all = vec!["validate", "--family", "agentao.host", "--format", "json"];
        all.extend_from_slice(args);
        run_in(dir.path(), &all)
    };
    fs::write(dir.path().join("recordings/host/notes.txt"), "not events").expect("write");
    // The directory: its two .jsonl files, not the notes, not the SSE turn's directory (it
    // holds .sse: it is checked too and fails as a host stream).
    let (_, stdout, _) = host(&["recordings/host"]);
    let report: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(report["summary"]["files"], 2, "{stdout}");
    // A quoted glob, `**` crossing directories.
    let (_, stdout, _) = host(&["recordings/**/run.jsonl"]);
    let report: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(report["summary"]["files"], 1, "{stdout}");
    assert_eq!(report["summary"]["invalid"], 0, "{stdout}");
    // A pattern that matches nothing is an unreadable input, named.
    let (code, _, stderr) = host(&["recordings/*.nope"]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("no file matches `recordings/*.nope`"),
        "{stderr}"
    );
}

#[test]
fn generate_says_how_many_files_it_wrote_and_each_one_with_verbose() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = root().join("snapshots/we0/v1.json");
    let schema = schema.to_str().expect("utf-8");
    let generate = |flag: Option<&str>, out: &str| {
        let mut args = vec!["generate", "--schema", schema, "--out", out];
        args.extend(flag);
        run_in(dir.path(), &args)
    };
    let (code, _, stderr) = generate(None, "normal");
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("wrote ") && stderr.contains("file(s) in normal"),
        "{stderr}"
    );
    let (_, _, stderr) = generate(Some("-v"), "verbose");
    assert!(stderr.lines().count() > 5, "{stderr}");
    assert!(
        stderr.lines().all(|l| l.starts_with("wrote verbose/")),
        "{stderr}"
    );
    let (_, _, stderr) = generate(Some("--quiet"), "quiet");
    assert_eq!(stderr, "");
    // Once more: nothing to write, and it says so.
    let (_, _, stderr) = generate(None, "normal");
    assert_eq!(stderr, "typings in normal were already up to date\n");
}

#[test]
fn the_project_file_schema_describes_the_documented_example() {
    let schema: Value = serde_json::from_slice(
        &eventspec()
            .args(["schema", "--report", "config"])
            .output()
            .expect("runs")
            .stdout,
    )
    .expect("JSON");
    let validator = jsonschema::validator_for(&schema).expect("a schema");
    let text = fs::read_to_string(root().join("examples/eventspec.toml")).expect("the example");
    let example: Value = toml::from_str(&text).expect("TOML");
    let errors: Vec<String> = validator
        .iter_errors(&example)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    // And eventspec reads it: every group's file is found (the host run's three deliberate
    // mistakes fail it), the ACP log's other messages passing by, the Anthropic stream's named
    // frames agreeing with their events.
    eventspec()
        .args(["validate", "--config", "examples/eventspec.toml"])
        .assert()
        .code(1)
        .stdout(contains("7 file(s)"))
        .stdout(contains("3 invalid"))
        .stdout(contains("8 other message(s) passed by"));
}

/// A repository of a team's own: one schema under the gate, released at HEAD, then made to
/// require a field it did not (old payloads without it are rejected: breaking).
fn own_contract_repository(accept: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("dir");
    fs::create_dir_all(dir.path().join("schemas")).expect("mkdir");
    let schema = |required: &str| {
        format!(
            "{{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"type\": \"object\",\n  \"properties\": {{\n    \"type\": {{\"const\": \"tick\"}},\n    \"at\": {{\"type\": \"string\"}}\n  }},\n  \"required\": [{required}]\n}}\n"
        )
    };
    let path = dir.path().join("schemas/events.schema.json");
    fs::write(&path, schema("\"type\"")).expect("write");
    fs::write(
        dir.path().join("eventspec.toml"),
        format!("[check]\nagainst = \"HEAD\"\n\n[[check.contracts]]\npath = \"schemas/events.schema.json\"\n{accept}"),
    )
    .expect("write");
    release(dir.path());
    fs::write(&path, schema("\"type\", \"at\"")).expect("write");
    dir
}

#[test]
fn the_gate_checks_a_teams_own_schema_listed_in_the_project_file() {
    let dir = own_contract_repository("");
    let (code, stdout, stderr) = run_in(dir.path(), &["check"]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(
        stdout.contains("schemas/events.schema.json changed in a way that breaks readers or writers of the contract released at HEAD"),
        "{stdout}"
    );
    // From a directory below, annotations still name the file from the repository's root (as
    // GitHub places them), at the line of the change.
    fs::create_dir_all(dir.path().join("sub")).expect("mkdir");
    let (code, stdout, _) = run_in(&dir.path().join("sub"), &["check", "--format", "github"]);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(
        stdout.contains("file=schemas/events.schema.json,line=6,col=5,"),
        "the property now required, `at`, is on line 6: {stdout}"
    );
    let dir = own_contract_repository(
        "\n[[check.accept]]\nversion = \"schemas/events.schema.json\"\nrule = \"required-added\"\nevent_type = \"root\"\npath = \"at\"\nreason = \"every producer has sent `at` since 1.2\"\n",
    );
    let (code, stdout, _) = run_in(dir.path(), &["check"]);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(
        stdout.contains("every producer has sent `at` since 1.2"),
        "{stdout}"
    );
}

#[test]
fn validate_says_each_file_with_verbose_and_only_errors_with_quiet() {
    let dir = project();
    let (_, stdout, _) = run_in(dir.path(), &["validate", "-v", "--format", "text"]);
    assert!(
        stdout.contains("recordings/host/run.jsonl: 5 event(s): 5 valid, 0 invalid, 0 warning(s)"),
        "{stdout}"
    );
    assert!(stdout.contains("3 file(s)"), "{stdout}");
    let (_, stdout, _) = run_in(dir.path(), &["validate", "-q", "--format", "text"]);
    assert!(!stdout.contains("file(s)"), "no summary: {stdout}");
    assert!(
        stdout.contains("recordings/host/bad.jsonl:1:1: error"),
        "{stdout}"
    );
    // -q and -v contradict each other.
    let (code, _, stderr) = run_in(dir.path(), &["validate", "-q", "-v"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("cannot be used with"), "{stderr}");
}

/// A scratch project of `files` (path, content) and a project file.
fn scratch(files: &[(&str, &str)], toml: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("dir");
    for (path, content) in files {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        fs::write(path, content).expect("write");
    }
    fs::write(dir.path().join("eventspec.toml"), toml).expect("write");
    dir
}

/// An event agentao.host rejects (an unknown event type).
const BAD: &str = "{\"event_type\":\"no_such_event\"}\n";

#[test]
fn a_trailing_double_star_means_every_file_below_each_once() {
    let dir = scratch(
        &[
            ("rec/a.jsonl", BAD),
            ("rec/deep/c.jsonl", BAD),
            ("rec/deep/deeper/d.jsonl", BAD),
        ],
        "[[validate.inputs]]\npaths = [\"rec/**\"]\nfamily = \"agentao.host\"\n",
    );
    for args in [
        vec!["validate", "--format", "json"],
        vec![
            "validate",
            "--format",
            "json",
            "--family",
            "agentao.host",
            "rec/**",
        ],
    ] {
        let (code, stdout, _) = run_in(dir.path(), &args);
        assert_eq!(code, Some(1), "{stdout}");
        let report: Value = serde_json::from_str(&stdout).expect("JSON");
        assert_eq!(report["summary"]["files"], 3, "{args:?}: {stdout}");
        assert_eq!(report["findings"][0]["file"], "rec/a.jsonl", "{stdout}");
    }
}

#[test]
fn a_file_goes_to_its_first_group_whether_named_or_found() {
    // Both groups name rec/a.jsonl; the first (agentao.host) rejects it, the second (niceeval)
    // would too, but with other findings: the verdicts of the two ways must be the same.
    let dir = scratch(
        &[("rec/a.jsonl", BAD), ("rec/b.jsonl", BAD)],
        "[validate]\nformat = \"json\"\n\n[[validate.inputs]]\npaths = [\"rec/a.jsonl\", \"rec/*.jsonl\"]\nfamily = \"agentao.host\"\n\n[[validate.inputs]]\npaths = [\"rec\"]\nfamily = \"niceeval\"\n",
    );
    let (_, all, _) = run_in(dir.path(), &["validate"]);
    let (_, named, _) = run_in(
        dir.path(),
        &["validate", "rec/a.jsonl", "./rec/b.jsonl", "rec"],
    );
    let all: Value = serde_json::from_str(&all).expect("JSON");
    let named: Value = serde_json::from_str(&named).expect("JSON");
    assert_eq!(all["summary"]["files"], 2, "each file once: {all}");
    assert_eq!(all["summary"], named["summary"]);
    assert!(
        all["findings"]
            .as_array()
            .expect("findings")
            .iter()
            .all(|f| f["message"]
                .as_str()
                .is_some_and(|m| m.contains("permission_decision"))),
        "agentao.host judged both: {all}"
    );
    // A directory in `paths` names the recorded files below it.
    let dir = scratch(
        &[("rec/x/a.jsonl", BAD)],
        "[[validate.inputs]]\npaths = [\"rec\"]\nfamily = \"agentao.host\"\n",
    );
    let (code, _, stderr) = run_in(dir.path(), &["validate", "rec/x/a.jsonl"]);
    assert_eq!(code, Some(1), "{stderr}");
}

#[test]
fn a_broken_contract_is_refused_before_any_report_is_written() {
    let dir = scratch(
        &[("a/x.jsonl", BAD), ("b/y.jsonl", BAD)],
        "[[validate.inputs]]\npaths = [\"a/*.jsonl\"]\nfamily = \"agentao.host\"\n\n[[validate.inputs]]\npaths = [\"b/*.jsonl\"]\nschema = \"missing.schema.json\"\n",
    );
    for format in ["json", "sarif", "junit", "text"] {
        let (code, stdout, stderr) = run_in(dir.path(), &["validate", "--format", format]);
        assert_eq!(code, Some(2));
        assert_eq!(stdout, "", "{format}: no half report");
        assert!(stderr.contains("missing.schema.json"), "{stderr}");
    }
}

#[test]
fn a_stale_accepted_change_does_not_stop_validate() {
    let dir = project();
    let toml = dir.path().join("eventspec.toml");
    let mut text = fs::read_to_string(&toml).expect("read");
    text.push_str("\n[[check.accept]]\nversion = \"agentao.host@v9\"\nrule = \"property-added\"\npath = \"x\"\nreason = \"old\"\n");
    fs::write(&toml, text).expect("write");
    let (code, _, stderr) = run_in(dir.path(), &["validate", "recordings/turns/a/turn.sse"]);
    assert_eq!(code, Some(0), "{stderr}");
}

#[test]
fn annotations_name_files_from_the_repository_root_wherever_validate_runs() {
    let dir = project();
    release(dir.path());
    let (_, stdout, _) = run_in(
        &dir.path().join("recordings/turns"),
        &["validate", "--format", "github", "../host/bad.jsonl"],
    );
    assert!(
        stdout.contains("::error file=recordings/host/bad.jsonl,line=1,col=1,"),
        "{stdout}"
    );
    let (_, stdout, _) = run_in(
        &dir.path().join("recordings/turns"),
        &["validate", "--format", "sarif", "../host/bad.jsonl"],
    );
    let log: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(
        log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "recordings/host/bad.jsonl"
    );
}

#[test]
fn declared_overrides_the_project_files_mode() {
    // An unknown field in a niceeval event: strict rejects it, the declared (open) content
    // model accepts it with a warning.
    let event = "{\"type\":\"message\",\"role\":\"user\",\"text\":\"hi\",\"extra\":1}\n";
    let dir = scratch(
        &[("rec/a.jsonl", event)],
        "[validate]\nmode = \"strict\"\n\n[[validate.inputs]]\npaths = [\"rec/*.jsonl\"]\nfamily = \"niceeval\"\n",
    );
    let (code, stdout, _) = run_in(dir.path(), &["validate"]);
    assert_eq!(code, Some(1), "strict, from the file: {stdout}");
    let (code, stdout, _) = run_in(dir.path(), &["validate", "--declared"]);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("1 warning(s)"), "{stdout}");
}

#[test]
fn the_project_file_search_stops_at_the_repository_root() {
    // A project file in a folder that holds repositories (a home directory, a checkout that
    // vendors others): it says every JSONL file is agentao.host and reports in JSON.
    let outer = scratch(
        &[],
        "[validate]\nformat = \"json\"\n\n[[validate.inputs]]\npaths = [\"**/*.jsonl\"]\nfamily = \"agentao.host\"\n",
    );
    // A repository below it (`git init`: `.git` is a directory), and a worktree-like checkout
    // whose `.git` is a file; neither has a project file of its own.
    let repository = outer.path().join("repository");
    let worktree = outer.path().join("worktree");
    for dir in [&repository, &worktree] {
        fs::create_dir_all(dir.join("recordings")).expect("mkdir");
        fs::write(dir.join("recordings/bad.jsonl"), BAD).expect("write");
    }
    git(&repository, &["init", "-q"]);
    fs::write(worktree.join(".git"), "gitdir: /nowhere\n").expect("write");
    for dir in [&repository, &worktree] {
        // From the repository's root and from a folder inside it, the outer file is not read:
        // with no contract on the command line, validate says how to name one.
        for cwd in [dir.clone(), dir.join("recordings")] {
            let (code, stdout, stderr) = run_in(&cwd, &["validate", "bad.jsonl"]);
            assert_eq!(code, Some(2), "{}: {stdout}{stderr}", cwd.display());
            assert!(
                stderr.contains("--family FAMILY[@VERSION] or --schema FILE"),
                "{}: {stderr}",
                cwd.display()
            );
        }
    }
    // Outside any repository the walk goes on up, and finds it.
    fs::create_dir_all(outer.path().join("loose")).expect("mkdir");
    fs::write(outer.path().join("loose/bad.jsonl"), BAD).expect("write");
    let (code, stdout, stderr) = run_in(&outer.path().join("loose"), &["validate", "bad.jsonl"]);
    assert_eq!(code, Some(1), "{stderr}");
    let report: Value = serde_json::from_str(&stdout).expect("the outer file's format: JSON");
    assert_eq!(report["summary"]["invalid"], 1, "{stdout}");
    // A project file at the repository's root is found from inside it, as before.
    fs::write(
        repository.join("eventspec.toml"),
        "[[validate.inputs]]\npaths = [\"recordings/*.jsonl\"]\nfamily = \"agentao.host\"\n",
    )
    .expect("write");
    let (code, stdout, stderr) = run_in(&repository.join("recordings"), &["validate", "bad.jsonl"]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(stdout.contains("unknown-event-type"), "{stdout}");
}

/// The JSON Schema `schema --report KIND` prints, compiled.
fn report_schema(kind: &str) -> (Value, jsonschema::Validator) {
    let (_, schema, _) = run_in(&root(), &["schema", "--report", kind]);
    let schema: Value = serde_json::from_str(&schema).expect("the report schema");
    let validator = jsonschema::validator_for(&schema).expect("compiles");
    (schema, validator)
}

fn assert_valid(validator: &jsonschema::Validator, report: &Value) {
    let errors: Vec<String> = validator
        .iter_errors(report)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}: {report}");
}

#[test]
fn every_validate_report_names_the_project_file_it_read_and_none_without_one() {
    let dir = project();
    let (schema, validator) = report_schema("validate");
    assert!(
        schema["properties"]["project_file"].is_object(),
        "the published schema has it: {schema}"
    );
    let (code, stdout, _) = run_in(dir.path(), &["validate", "--format", "text"]);
    assert_eq!(code, Some(1), "{stdout}");
    assert_eq!(
        stdout.lines().next(),
        Some("project file: eventspec.toml"),
        "{stdout}"
    );
    let (_, stdout, _) = run_in(dir.path(), &["validate"]);
    let report: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(report["project_file"], "eventspec.toml", "{report}");
    assert_valid(&validator, &report);
    let (_, stdout, _) = run_in(dir.path(), &["validate", "--format", "sarif"]);
    let log: Value = serde_json::from_str(&stdout).expect("SARIF");
    let invocation = &log["runs"][0]["invocations"][0];
    assert_eq!(
        invocation["properties"]["projectFile"], "eventspec.toml",
        "{log}"
    );
    assert_eq!(invocation["executionSuccessful"], true, "{log}");
    let (_, stdout, _) = run_in(dir.path(), &["validate", "--format", "junit"]);
    assert!(
        stdout.contains(r#"<property name="project_file" value="eventspec.toml"/>"#),
        "{stdout}"
    );
    let (_, stdout, _) = run_in(dir.path(), &["validate", "--format", "github"]);
    assert!(
        stdout.contains("(project file: eventspec.toml)"),
        "{stdout}"
    );
    let (_, stdout, _) = run_in(dir.path(), &["validate", "--format", "jsonl"]);
    let lines: Vec<Value> = (stdout.lines())
        .map(|line| serde_json::from_str(line).expect("one JSON value per line"))
        .collect();
    assert_eq!(
        lines.first(),
        Some(&serde_json::json!({ "project_file": "eventspec.toml" })),
        "{stdout}"
    );
    assert!(
        lines[1..].iter().all(|finding| finding["rule"].is_string()),
        "then findings only: {stdout}"
    );
    // With --no-config nothing is read, and nothing is named.
    let without = |format: &str| {
        run_in(
            dir.path(),
            &[
                "--no-config",
                "validate",
                "--family",
                "agentao.host",
                "--format",
                format,
                "recordings/host/run.jsonl",
            ],
        )
    };
    let (code, stdout, _) = without("text");
    assert_eq!(code, Some(0), "{stdout}");
    assert!(!stdout.contains("project file"), "{stdout}");
    let (_, stdout, _) = without("json");
    let report: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(report["project_file"], Value::Null, "{report}");
    assert_valid(&validator, &report);
    let (_, stdout, _) = without("sarif");
    let log: Value = serde_json::from_str(&stdout).expect("SARIF");
    assert_eq!(
        log["runs"][0]["invocations"][0],
        serde_json::json!({ "executionSuccessful": true }),
        "{log}"
    );
    let (_, stdout, _) = without("jsonl");
    assert!(!stdout.contains("project_file"), "{stdout}");
}

#[test]
fn the_gate_and_diff_reports_name_the_project_file_they_read() {
    let dir = gate_with_accepted(ACCEPT_DURATION);
    let (schema, validator) = report_schema("check");
    assert!(
        schema["properties"]["project_file"].is_object(),
        "the published schema has it: {schema}"
    );
    let (code, stdout, _) = run_in(dir.path(), &["check"]);
    assert_eq!(code, Some(0), "{stdout}");
    assert_eq!(
        stdout.lines().next(),
        Some("release gate against HEAD (project file eventspec.toml)"),
        "{stdout}"
    );
    let (_, stdout, _) = run_in(dir.path(), &["check", "--format", "json"]);
    let report: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(report["project_file"], "eventspec.toml", "{report}");
    assert_valid(&validator, &report);
    let (_, stdout, _) = run_in(dir.path(), &["check", "--format", "sarif"]);
    let log: Value = serde_json::from_str(&stdout).expect("SARIF");
    assert_eq!(
        log["runs"][0]["invocations"][0]["properties"]["projectFile"], "eventspec.toml",
        "{log}"
    );
    let (_, stdout, _) = run_in(dir.path(), &["check", "--format", "markdown"]);
    assert!(stdout.contains("Project file eventspec.toml."), "{stdout}");
    let (_, stdout, _) = run_in(
        dir.path(),
        &[
            "diff",
            "agentao.host@v2",
            "agentao.host@v3",
            "--fail-on",
            "never",
        ],
    );
    assert!(
        stdout
            .lines()
            .next()
            .is_some_and(|l| l.ends_with("(full compatibility; project file eventspec.toml)")),
        "{stdout}"
    );
    // Without one: JSON says null, the text report has no such line.
    let (_, stdout, _) = run_in(
        dir.path(),
        &[
            "--no-config",
            "check",
            "--against",
            "HEAD",
            "--format",
            "json",
        ],
    );
    let report: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(report["project_file"], Value::Null, "{report}");
    assert_valid(&validator, &report);
    let (_, stdout, _) = run_in(dir.path(), &["--no-config", "check", "--against", "HEAD"]);
    assert!(!stdout.contains("project file"), "{stdout}");
}
