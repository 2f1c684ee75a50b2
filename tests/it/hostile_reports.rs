//! Reports carry text from strangers (payload bytes, file names, schema names): it never reaches
//! the terminal as control characters, never breaks a line-based format, and never makes XML
//! ill-formed. And `--max-errors 0` is a usage error, not a run that stops at once.

use std::{fs, path::Path};

use predicates::str::contains;
use serde_json::json;

use crate::support::eventspec;

/// A JSONL file in `dir`, named with an escape sequence, whose events carry control characters
/// in an unknown field's name, an unknown tag and a string value.
fn hostile_events(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("run\u{1b}[2J\u{7}.jsonl");
    let lines = [
        r#"{"type":"message_delta","text":"ok"}"#,
        r#"{"type":"message_delta","text":1,"\u001b]0;owned\u0007\u0000\u000b":true}"#,
        r#"{"type":"\u001b[31mred\r\u0085"}"#,
    ];
    fs::write(&path, lines.join("\n")).expect("write");
    path
}

fn run(format: &str, path: &Path) -> Vec<u8> {
    let output = eventspec()
        .args([
            "validate", "--family", "agentabi", "--strict", "--format", format,
        ])
        .arg(path)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(1), "{format}");
    output.stdout
}

/// The control characters of `bytes` (UTF-8), but the newline.
fn controls(bytes: &[u8]) -> Vec<char> {
    String::from_utf8_lossy(bytes)
        .chars()
        .filter(|c| c.is_control() && *c != '\n')
        .collect()
}

#[test]
fn text_and_github_output_show_control_characters_instead_of_sending_them() {
    let dir = tempfile::tempdir().expect("dir");
    let path = hostile_events(dir.path());
    for format in ["text", "github"] {
        let stdout = run(format, &path);
        assert_eq!(controls(&stdout), [], "{format}: {stdout:?}");
        let text = String::from_utf8_lossy(&stdout);
        assert!(
            text.contains(r"run\u{1b}[2J\u{7}.jsonl"),
            "{format}: {text}"
        );
        assert!(text.contains(r"\u{1b}[31mred"), "{format}: {text}");
    }
}

#[test]
fn junit_is_well_formed_xml_whatever_the_payload_bytes() {
    let dir = tempfile::tempdir().expect("dir");
    let stdout = run("junit", &hostile_events(dir.path()));
    // XML 1.0 allows no control character but tab, newline and carriage return, even escaped.
    let forbidden: Vec<char> = controls(&stdout)
        .into_iter()
        .filter(|c| !matches!(c, '\t' | '\r'))
        .collect();
    assert_eq!(forbidden, [], "{}", String::from_utf8_lossy(&stdout));
    let mut reader = quick_xml::Reader::from_reader(stdout.as_slice());
    let mut buffer = Vec::new();
    let mut elements = 0;
    loop {
        match reader
            .read_event_into(&mut buffer)
            .expect("well-formed XML")
        {
            quick_xml::events::Event::Eof => break,
            quick_xml::events::Event::Start(_) | quick_xml::events::Event::Empty(_) => {
                elements += 1
            }
            _ => {}
        }
        buffer.clear();
    }
    assert!(elements >= 4, "{elements}");
    let text = String::from_utf8_lossy(&stdout);
    assert!(text.contains(r"\u{1b}]0;owned\u{7}\u{0}\u{b}"), "{text}");
}

#[test]
fn max_errors_0_is_a_usage_error() {
    eventspec()
        .args(["validate", "--family", "agentabi", "--max-errors", "0"])
        .arg("examples/agentao-host-run.jsonl")
        .assert()
        .code(2)
        .stderr(contains("invalid value '0' for '--max-errors <N>'"))
        .stderr(contains("0 is not in 1.."));
}

#[test]
fn diff_github_escapes_carriage_returns_percents_and_newlines_in_names() {
    let dir = tempfile::tempdir().expect("dir");
    let old = crate::support::root().join("snapshots/we0/v1.json");
    let mut document = crate::support::read_json(&old);
    let odd = "a\rb%c\nd\u{1b}[2J";
    let defs = document["$defs"].as_object_mut().expect("$defs");
    let (_, first) = defs.iter_mut().next().expect("an event type");
    first["properties"][odd] = json!({ "type": "string" });
    let new = dir.path().join("new.json");
    fs::write(&new, document.to_string()).expect("write");
    let output = eventspec()
        .args(["diff", "--format", "github", "--fail-on", "never"])
        .args([&old, &new])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(controls(&output.stdout), []);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains(r"a%0Db%25c%0Ad\u{1b}[2J"), "{text}");
    let output = eventspec()
        .args(["diff", "--fail-on", "never"])
        .args([&old, &new])
        .output()
        .expect("runs");
    assert_eq!(controls(&output.stdout), []);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains(r"a\u{d}b%c\u{a}d\u{1b}[2J"), "{text}");
}
