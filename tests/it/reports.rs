//! Reports a machine can trust: an unreadable input is a finding in every format, SARIF is
//! located where tools look, every finding has a column, and a pipe's findings come out live.

use std::{
    fs,
    io::{BufRead, BufReader, Write},
    path::Path,
    process::{Command, Stdio},
    sync::mpsc,
    time::Duration,
};

use serde_json::Value;

use crate::support::{repository_with_a_breaking_edit, root, run_in};

const EXAMPLE: &str = "examples/agentao-host-run.jsonl";

/// `eventspec ARGS` in `dir` (the repository root without one): exit code and standard output.
fn run(args: &[&str], dir: Option<&Path>) -> (Option<i32>, String) {
    let (code, stdout, _) = run_in(dir.unwrap_or(&root()), args);
    (code, stdout)
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The first result of a SARIF log with `rule`, and the URI of the file it is in.
fn result_of<'l>(log: &'l Value, rule: &str) -> (&'l Value, &'l Value) {
    let result = log["runs"][0]["results"]
        .as_array()
        .and_then(|results| results.iter().find(|r| r["ruleId"] == rule))
        .unwrap_or_else(|| panic!("no {rule} result: {log}"));
    (
        result,
        &result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
    )
}

#[test]
fn an_unreadable_input_is_a_finding_in_every_format() {
    let dir = tempfile::tempdir().expect("dir");
    let missing = dir.path().join("missing.jsonl");
    let (missing, folder) = (
        missing.to_str().expect("UTF-8 path"),
        dir.path().to_str().expect("UTF-8 path"),
    );
    let validate = |format: &str| {
        let (code, out) = run(
            &[
                "validate",
                "--family",
                "agentao.host",
                "--format",
                format,
                EXAMPLE,
                missing,
                folder,
            ],
            None,
        );
        assert_eq!(code, Some(2), "{format}: {out}");
        out
    };

    let report = json(&validate("json"));
    let unreadable: Vec<&Value> = report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .filter(|f| f["rule"] == "unreadable-input")
        .collect();
    assert_eq!(unreadable.len(), 2, "{report}");
    assert_eq!(unreadable[0]["file"], missing);
    assert_eq!(unreadable[0]["severity"], "error");
    let message = unreadable[0]["message"].as_str().expect("message");
    assert!(
        message.contains(missing) && message.contains("No such file"),
        "{message}"
    );
    assert!(
        unreadable[1]["message"]
            .as_str()
            .is_some_and(|m| m.contains("holds no recorded event file")),
        "{report}"
    );
    assert_eq!(report["summary"]["unreadable"], 2);
    assert_eq!(report["summary"]["files"], 1);

    let jsonl = validate("jsonl");
    assert_eq!(
        jsonl
            .lines()
            .filter(|l| json(l)["rule"] == "unreadable-input")
            .count(),
        2,
        "{jsonl}"
    );

    let text = validate("text");
    assert!(
        text.contains(&format!(
            "\n{missing}: error[unreadable-input]: cannot read {missing}: No such file"
        )),
        "{text}"
    );
    assert!(text.contains("2 unreadable input(s)"), "{text}");

    let github = validate("github");
    assert!(
        github.contains(&format!(
            "::error file={missing},line=1,col=1,title=eventspec unreadable-input::cannot read {missing}"
        )),
        "{github}"
    );

    let junit = validate("junit");
    assert!(
        junit.contains(
            r#"<testsuite name="eventspec validate" tests="3" skipped="0" errors="2" failures="1">"#
        ),
        "{junit}"
    );
    let case = format!(r#"<testcase name="{missing}" classname="eventspec.validate">"#);
    let after = junit
        .split(&case)
        .nth(1)
        .unwrap_or_else(|| panic!("{junit}"));
    assert!(
        after
            .trim_start()
            .starts_with(r#"<error message="cannot read "#),
        "{junit}"
    );

    let sarif = json(&validate("sarif"));
    let (result, uri) = result_of(&sarif, "unreadable-input");
    assert_eq!(result["level"], "error");
    assert_eq!(uri, missing);
}

/// A read error once the file is open (Linux's `/proc/self/mem` fails its first read) is an
/// unreadable input too, after the findings read up to it.
#[cfg(target_os = "linux")]
#[test]
fn a_read_error_is_an_unreadable_input() {
    let args = |format| {
        [
            "validate",
            "--family",
            "agentao.host",
            "--input",
            "jsonl",
            "--format",
            format,
            "/proc/self/mem",
        ]
    };
    let (code, out) = run(&args("jsonl"), None);
    assert_eq!(code, Some(2));
    let finding = json(out.lines().next().unwrap_or_default());
    assert_eq!(finding["rule"], "unreadable-input");
    assert!(
        finding["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("cannot read /proc/self/mem: ")),
        "{finding}"
    );
    let (_, junit) = run(&args("junit"), None);
    assert!(junit.contains(r#"errors="1""#), "{junit}");
}

#[test]
fn the_report_schema_names_the_unreadable_rule_and_count() {
    let (_, schema) = run(&["schema", "--report", "validate"], None);
    let schema = json(&schema);
    let text = schema.to_string();
    assert!(text.contains("\"unreadable-input\""), "{text}");
    assert!(
        schema["$defs"]["Summary"]["properties"]["unreadable"].is_object(),
        "{text}"
    );
}

#[test]
fn sarif_of_validate_locates_each_result_in_the_input() {
    let (code, out) = run(
        &[
            "validate",
            "--family",
            "agentao.host",
            "--format",
            "sarif",
            EXAMPLE,
        ],
        None,
    );
    assert_eq!(code, Some(1));
    let log = json(&out);
    assert_eq!(log["version"], "2.1.0");
    let run = &log["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "eventspec");
    let rules = run["tool"]["driver"]["rules"].as_array().expect("rules");
    let results = run["results"].as_array().expect("results");
    assert_eq!(results.len(), 4, "{out}");
    for result in results {
        let rule =
            &rules[usize::try_from(result["ruleIndex"].as_u64().expect("index")).expect("index")];
        assert_eq!(rule["id"], result["ruleId"]);
        assert!(
            rule["shortDescription"]["text"]
                .as_str()
                .is_some_and(|t| t.len() > 10 && !t.contains('\n')),
            "{rule}"
        );
        assert_eq!(result["level"], "error");
    }
    let first = &results[0];
    assert_eq!(first["ruleId"], "schema");
    let place = &first["locations"][0]["physicalLocation"];
    assert_eq!(place["artifactLocation"]["uri"], EXAMPLE);
    assert_eq!(place["region"]["startLine"], 4);
    assert_eq!(place["region"]["startColumn"], 1);
}

/// The line of `file` a SARIF result points at.
fn pointed_line(result: &Value, dir: &Path) -> String {
    let place = &result["locations"][0]["physicalLocation"];
    let uri = place["artifactLocation"]["uri"].as_str().expect("uri");
    let line = usize::try_from(place["region"]["startLine"].as_u64().expect("line")).expect("line");
    let text = fs::read_to_string(dir.join(uri)).unwrap_or_else(|e| panic!("{uri}: {e}"));
    text.lines().nth(line - 1).unwrap_or_default().to_owned()
}

#[test]
fn sarif_of_diff_points_at_the_changed_line_with_the_verdicts_level() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = |about: &str, extra: &str, gone: &str| {
        format!(
            "{{\n  \"type\": \"object\",\n  \"properties\": {{\n    \"a\": {{\"type\": \"string\",\n      \"description\": \"{about}\"}}{gone}{extra}\n  }}\n}}\n"
        )
    };
    fs::write(
        dir.path().join("old.json"),
        schema("old", "", ",\n    \"gone\": {}"),
    )
    .expect("write");
    fs::write(
        dir.path().join("new.json"),
        schema("new", ",\n    \"added\": {\"type\": \"integer\"}", ""),
    )
    .expect("write");
    let args = |format| ["diff", "old.json", "new.json", "--format", format];
    let (_, report) = run(&args("json"), Some(dir.path()));
    let (code, out) = run(&args("sarif"), Some(dir.path()));
    assert_eq!(code, Some(1));
    let report = json(&report);
    let log = json(&out);
    let results = log["runs"][0]["results"].as_array().expect("results");
    let changes = report["changes"].as_array().expect("changes");
    assert_eq!(results.len(), changes.len(), "{out}");
    for (result, change) in results.iter().zip(changes) {
        assert_eq!(result["ruleId"], change["rule"]);
        let level = match change["verdict"].as_str() {
            Some("breaking") => "error",
            Some("non-breaking") => "warning",
            _ => "note",
        };
        assert_eq!(result["level"], level, "{result}");
    }
    for (rule, file, name) in [
        ("property-added", "new.json", "\"added\""),
        ("property-removed", "old.json", "\"gone\""),
        ("description-changed", "new.json", "\"a\""),
    ] {
        let (result, uri) = result_of(&log, rule);
        assert_eq!(uri, file);
        let line = pointed_line(result, dir.path());
        assert!(line.contains(name), "{rule}: {line}");
    }
}

#[test]
fn sarif_of_check_has_the_problem_and_the_change_in_the_snapshot() {
    let dir = repository_with_a_breaking_edit();
    let (code, out) = run(
        &["check", "--against", "HEAD", "--format", "sarif"],
        Some(dir.path()),
    );
    assert_eq!(code, Some(1));
    let log = json(&out);
    let (problem, uri) = result_of(&log, "breaking-edit");
    assert_eq!(problem["level"], "error");
    assert_eq!(uri, "snapshots/agentao.host/v3.json");
    let (change, _) = result_of(&log, "property-added");
    assert_eq!(change["level"], "warning");
    assert!(pointed_line(change, dir.path()).contains("\"duration_ms\""));
}

#[test]
fn every_finding_has_a_column() {
    let dir = tempfile::tempdir().expect("dir");
    let input = dir.path().join("mixed.jsonl");
    let example = fs::read_to_string(crate::support::root().join(EXAMPLE)).expect("read");
    fs::write(&input, format!("{example}{{\"event_type\": \n")).expect("write");
    let input = input.to_str().expect("UTF-8 path");
    let validate = |format| {
        run(
            &[
                "validate",
                "--family",
                "agentao.host",
                "--format",
                format,
                input,
            ],
            None,
        )
        .1
    };
    let report = json(&validate("json"));
    let findings = report["findings"].as_array().expect("findings");
    assert_eq!(findings.len(), 5, "{report}");
    for finding in findings {
        assert!(
            finding["column"].as_u64().is_some_and(|c| c >= 1),
            "{finding}"
        );
    }
    assert_eq!(findings[0]["column"], 1);
    assert!(
        findings[4]["column"].as_u64().is_some_and(|c| c > 1),
        "{report}"
    );
    let text = validate("text");
    let located = text.lines().filter(|l| l.contains(": error[")).count();
    let with_column = text
        .lines()
        .filter(|l| {
            l.strip_prefix(input).is_some_and(|rest| {
                let parts: Vec<&str> = rest.splitn(4, ':').collect();
                parts.len() == 4
                    && parts[1].parse::<usize>().is_ok()
                    && parts[2].parse::<usize>().is_ok()
            })
        })
        .count();
    assert_eq!((located, with_column), (5, 5), "{text}");
}

/// Writes one invalid line to `validate --format FORMAT -` and reads one line of its report
/// before closing its input.
fn first_line_while_the_input_is_open(format: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_eventspec"))
        .args([
            "validate",
            "--family",
            "agentao.host",
            "--jobs",
            "2",
            "--input",
            "jsonl",
            "--format",
            format,
            "-",
        ])
        .current_dir(crate::support::root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("eventspec starts");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all(b"{\"event_type\": \"nope\"}\n")
        .expect("write");
    stdin.flush().expect("flush");
    let stdout = child.stdout.take().expect("stdout");
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(stdout).read_line(&mut line);
        let _ = sender.send(line);
    });
    let line = receiver.recv_timeout(Duration::from_secs(30));
    drop(stdin);
    let _ = child.kill();
    let _ = child.wait();
    line.unwrap_or_else(|_| panic!("{format}: no finding within 30 s while the input was open"))
}

#[test]
fn a_pipes_findings_come_out_as_its_events_arrive() {
    let line = first_line_while_the_input_is_open("jsonl");
    assert_eq!(json(&line)["rule"], "unknown-event-type", "{line}");
    let line = first_line_while_the_input_is_open("text");
    assert!(line.starts_with("-:1:1: error["), "{line}");
}
