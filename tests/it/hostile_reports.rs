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
    // The name is quoted in the path as a JSON string (its control characters escaped there),
    // and what remains is escaped for the runner.
    assert!(text.contains(r#"["a\rb%25c\nd\u001b[2J"]"#), "{text}");
    let output = eventspec()
        .args(["diff", "--fail-on", "never"])
        .args([&old, &new])
        .output()
        .expect("runs");
    assert_eq!(controls(&output.stdout), []);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains(r#"["a\rb%c\nd\u001b[2J"]"#), "{text}");
}

/// The Markdown of a table row with code spans removed (each a run of backticks up to the next
/// run of the same length, as CommonMark reads them), backslash escapes kept.
fn outside_code_spans(markdown: &str) -> String {
    let chars: Vec<char> = markdown.chars().collect();
    let run = |at: usize| chars[at..].iter().take_while(|c| **c == '`').count();
    let mut out = String::new();
    let mut at = 0;
    while at < chars.len() {
        match chars[at] {
            '\\' if at + 1 < chars.len() => {
                out.push(chars[at]);
                out.push(chars[at + 1]);
                at += 2;
            }
            '`' => {
                let length = run(at);
                let mut end = at + length;
                let mut closed = None;
                while end < chars.len() {
                    if chars[end] == '`' {
                        let other = run(end);
                        if other == length {
                            closed = Some(end + other);
                            break;
                        }
                        end += other;
                    } else {
                        end += 1;
                    }
                }
                match closed {
                    Some(after) => at = after,
                    None => {
                        out.extend(&chars[at..at + length]);
                        at += length;
                    }
                }
            }
            other => {
                out.push(other);
                at += 1;
            }
        }
    }
    out
}

/// The `|` of a table row that are not escaped: the cell borders.
fn borders(row: &str) -> usize {
    let chars: Vec<char> = row.chars().collect();
    (0..chars.len())
        .filter(|&i| chars[i] == '|' && (i == 0 || chars[i - 1] != '\\'))
        .count()
}

/// Whether `text` holds `c` not escaped by a backslash.
fn unescaped(text: &str, c: char) -> bool {
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len()).any(|i| chars[i] == c && (i == 0 || chars[i - 1] != '\\'))
}

#[test]
fn markdown_shows_a_hostile_name_in_its_cell_as_written_never_as_html_or_a_link() {
    let dir = tempfile::tempdir().expect("dir");
    let old = crate::support::root().join("snapshots/we0/v1.json");
    let mut document = crate::support::read_json(&old);
    let name = "a`b|<img src=x onerror=alert(1)>[l](https://e.example)";
    let defs = document["$defs"].as_object_mut().expect("$defs");
    let (_, first) = defs.iter_mut().next().expect("an event type");
    first["properties"][name] = json!({ "type": "string" });
    let new = dir.path().join("new.json");
    fs::write(&new, document.to_string()).expect("write");
    let output = eventspec()
        .args(["diff", "--format", "markdown", "--fail-on", "never"])
        .args([&old, &new])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8_lossy(&output.stdout);
    let rows: Vec<&str> = text.lines().filter(|l| l.starts_with('|')).collect();
    assert!(rows.len() >= 3, "{text}");
    for row in &rows {
        assert_eq!(borders(row), 6, "five cells: {row}");
    }
    let row = rows
        .iter()
        .find(|r| r.contains("onerror"))
        .unwrap_or_else(|| panic!("the change's row: {text}"));
    // The name, whole, in a code span its backtick cannot close (`|` escaped for the table).
    assert!(
        row.contains("[\"a`b\\|<img src=x onerror=alert(1)>[l](https://e.example)\"]``"),
        "{row}"
    );
    let outside = outside_code_spans(row);
    assert!(!outside.contains('<'), "HTML outside code spans: {outside}");
    assert!(
        !unescaped(&outside, '['),
        "a link outside code spans: {outside}"
    );
    assert!(
        outside.contains("&lt;img src=x onerror=alert(1)&gt;"),
        "{outside}"
    );
}

/// Runs eventspec in `dir` with `args`: exit code and standard output.
fn run_here(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let output = eventspec()
        .current_dir(dir)
        .args(args)
        .output()
        .expect("runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

/// Whether a GitHub runner would take `line` for a workflow command.
fn is_workflow_command(line: &str) -> bool {
    let start = line.trim_start();
    start.starts_with("::") || start.starts_with("##[")
}

#[test]
fn no_line_of_a_report_for_people_starts_a_workflow_command_whatever_the_file_names() {
    let dir = tempfile::tempdir().expect("dir");
    let recording = "::notice title=x::y.jsonl";
    fs::write(
        dir.path().join(recording),
        "{\"type\":\"message_delta\",\"text\":1}\n{\"type\":\"message_delta\",\"text\":2}\n",
    )
    .expect("write");
    // JUnit lists a file's findings one a line: the second starts its line.
    for format in ["text", "junit"] {
        let (code, stdout) = run_here(
            dir.path(),
            &[
                "--no-config",
                "validate",
                "--family",
                "agentabi",
                "-v",
                "--format",
                format,
                recording,
            ],
        );
        assert_eq!(code, Some(1), "{format}: {stdout}");
        let commands: Vec<&str> = stdout.lines().filter(|l| is_workflow_command(l)).collect();
        assert_eq!(commands, Vec::<&str>::new(), "{format}: {stdout}");
        assert!(
            stdout.contains(r"\u{3a}:notice title=x::y.jsonl:2:"),
            "{format}: the name is still shown: {stdout}"
        );
    }
    // The old side of a diff names the first line of its text and Markdown reports.
    let old = "##[error]old.json";
    fs::copy(
        crate::support::root().join("snapshots/we0/v1.json"),
        dir.path().join(old),
    )
    .expect("copy");
    for format in ["text", "markdown"] {
        let (code, stdout) = run_here(
            dir.path(),
            &["--no-config", "diff", "--format", format, old, old],
        );
        assert_eq!(code, Some(0), "{format}: {stdout}");
        let commands: Vec<&str> = stdout.lines().filter(|l| is_workflow_command(l)).collect();
        assert_eq!(commands, Vec::<&str>::new(), "{format}: {stdout}");
        assert!(stdout.contains("#[error]old.json"), "{format}: {stdout}");
    }
}

/// The progress bar (a large input, standard error a terminal) names the file as the reports
/// do: run under `script`, which gives eventspec a pseudo-terminal and copies what it draws.
#[cfg(target_os = "linux")]
#[test]
fn the_progress_bar_shows_a_file_name_without_its_escape_sequences() {
    let dir = tempfile::tempdir().expect("dir");
    // Sets the terminal's title, were it sent.
    let name = "\u{1b}]0;pwned\u{7}.jsonl";
    let mut text = " ".repeat(33 << 20);
    text.push_str("{\"type\":\"message_delta\",\"text\":\"ok\"}\n");
    fs::write(dir.path().join(name), text).expect("write");
    let binary = assert_cmd::cargo::cargo_bin("eventspec");
    let command = format!(
        "'{}' --no-config validate --family agentabi ./*.jsonl",
        binary.display()
    );
    let output = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(dir.path())
        .env_remove("CI")
        .env("TERM", "xterm")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("script (util-linux) runs");
    let seen = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{seen:?}");
    assert!(seen.contains("1 file(s), 1 event(s): 1 valid"), "{seen:?}");
    assert!(
        seen.contains(r"\u{1b}]0;pwned\u{7}.jsonl"),
        "the bar names the file: {seen:?}"
    );
    assert!(!seen.contains("\u{1b}]0;pwned"), "sent raw: {seen:?}");
}

/// A recording in a directory input replaced by a symbolic link (to a file outside it, or to a
/// folder) is not read, and says so in every format: the run cannot pass without a word.
#[cfg(unix)]
#[test]
fn a_symbolic_link_in_a_directory_input_is_a_finding_in_every_format() {
    let dir = tempfile::tempdir().expect("dir");
    let recordings = dir.path().join("recordings");
    fs::create_dir_all(&recordings).expect("mkdir");
    fs::write(
        recordings.join("good.jsonl"),
        "{\"type\":\"message_delta\",\"text\":\"ok\"}\n",
    )
    .expect("write");
    let outside = dir.path().join("outside.jsonl");
    fs::write(&outside, "{\"type\":\"message_delta\",\"text\":1}\n").expect("write");
    std::os::unix::fs::symlink(&outside, recordings.join("run.jsonl")).expect("symlink");
    std::os::unix::fs::symlink(dir.path(), recordings.join("more")).expect("symlink");
    for format in ["text", "json", "jsonl", "github", "junit", "sarif"] {
        let (code, stdout) = run_here(
            dir.path(),
            &[
                "--no-config",
                "validate",
                "--family",
                "agentabi",
                "--format",
                format,
                "recordings",
            ],
        );
        assert_eq!(code, Some(2), "{format}: {stdout}");
        for link in ["recordings/run.jsonl", "recordings/more"] {
            assert!(
                stdout.contains(&format!(
                    "{link} is a symbolic link; symbolic links are not followed"
                )),
                "{format}: {link}: {stdout}"
            );
        }
        assert!(stdout.contains("unreadable-input"), "{format}: {stdout}");
    }
    // Named on its own, a link is read as the file it points to.
    let (code, _) = run_here(
        dir.path(),
        &[
            "--no-config",
            "validate",
            "--family",
            "agentabi",
            "recordings/run.jsonl",
        ],
    );
    assert_eq!(code, Some(1));
}

/// The release gate's Markdown, over a team's own schema whose new required properties have
/// hostile names, one accepted with a hostile reason: every table keeps its columns, and no
/// line holds HTML or a link outside a code span.
#[test]
fn the_gate_markdown_keeps_hostile_names_and_reasons_in_their_place() {
    let dir = tempfile::tempdir().expect("dir");
    let name = "x`|<img src=x onerror=alert(1)>[l](https://e.example)";
    let schema = |required: &[&str]| {
        let mut properties = serde_json::Map::new();
        for property in ["type", name, "other"] {
            properties.insert(property.to_owned(), json!({ "type": "string" }));
        }
        json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object",
            "properties": properties,
            "required": required
        })
        .to_string()
    };
    let path = dir.path().join("events.schema.json");
    fs::write(&path, schema(&["type"])).expect("write");
    // A JSON string of these characters is a TOML basic string too.
    let quoted = |text: &str| serde_json::Value::String(text.to_owned()).to_string();
    let project = format!(
        "[check]\nagainst = \"HEAD\"\n\n[[check.contracts]]\npath = \"events.schema.json\"\n\n[[check.accept]]\nversion = \"events.schema.json\"\nrule = \"required-added\"\nevent_type = \"root\"\npath = {}\nreason = {}\n",
        // Its path as the reports write it: a name with brackets is a JSON string in brackets.
        quoted(&format!("[{}]", quoted(name))),
        quoted("<script>x</script> `|` [click](https://e.example)")
    );
    fs::write(dir.path().join("eventspec.toml"), project).expect("write");
    crate::support::release(dir.path());
    fs::write(&path, schema(&["type", name, "other"])).expect("write");
    let (code, stdout) = run_here(dir.path(), &["check", "--format", "markdown"]);
    assert_eq!(code, Some(1), "`other` is not accepted: {stdout}");
    assert!(stdout.contains("click"), "the reason is shown: {stdout}");
    let mut columns = None;
    for line in stdout.lines() {
        if line.starts_with('|') {
            let cells = borders(line);
            assert_eq!(*columns.get_or_insert(cells), cells, "{line}\n{stdout}");
        } else {
            columns = None;
        }
        let outside = outside_code_spans(line);
        assert!(!outside.contains('<'), "HTML: {line}\n{stdout}");
        assert!(!unescaped(&outside, '['), "a link: {line}\n{stdout}");
    }
}
