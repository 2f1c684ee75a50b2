//! What one hostile event or schema can cost: reports, messages, suggestions, locations and
//! memory bounded in proportion to the input, whatever it holds.

use std::{
    fs,
    path::Path,
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use serde_json::{Map, Value, json};

/// Runs the eventspec binary with `args` in `dir`, its standard output to `out`: the exit
/// code, the peak resident memory of that process (KiB: `VmHWM` of `/proc/PID/status`, a high
/// water mark, read every millisecond until it exits), and the time it took.
fn measured(dir: &Path, args: &[&str], out: &Path) -> (i32, u64, Duration) {
    let binary = assert_cmd::cargo::cargo_bin("eventspec");
    let started = Instant::now();
    let mut child = Command::new(binary)
        .current_dir(dir)
        .env_remove("PRE_COMMIT")
        .args(args)
        .stdout(fs::File::create(out).expect("output file"))
        .stderr(Stdio::null())
        .spawn()
        .expect("eventspec runs");
    let status_file = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    let status = loop {
        if let Ok(text) = fs::read_to_string(&status_file)
            && let Some(kib) = text
                .lines()
                .find_map(|line| line.strip_prefix("VmHWM:"))
                .and_then(|rest| {
                    rest.trim()
                        .trim_end_matches("kB")
                        .trim()
                        .parse::<u64>()
                        .ok()
                })
        {
            peak = peak.max(kib);
        }
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        std::thread::sleep(Duration::from_millis(1));
    };
    let elapsed = started.elapsed();
    assert!(peak > 0, "no VmHWM read from {status_file}");
    (
        status.code().expect("an exit code, not a signal"),
        peak,
        elapsed,
    )
}

#[test]
fn long_enums_are_summarised_and_one_event_adds_a_bounded_report() {
    let dir = tempfile::tempdir().expect("dir");
    let options: Vec<String> = (0..1_000)
        .map(|n| format!("option-number-{n:05}"))
        .collect();
    let schema = json!({
        "type": "object",
        "properties": {"a": {"type": "array", "items": {"enum": options}}}
    });
    fs::write(dir.path().join("schema.json"), schema.to_string()).expect("write");
    // One event of 5,000 items, each outside the enum; a field named by 100 KB; and a value
    // quoted in a message.
    let items = vec![json!(0); 5_000];
    let long = "k".repeat(100_000);
    let event = json!({"a": items});
    fs::write(dir.path().join("events.jsonl"), format!("{event}\n")).expect("write");
    let out = dir.path().join("report.json");
    let (code, _, _) = measured(
        dir.path(),
        &[
            "validate",
            "--format",
            "json",
            "--max-errors",
            "1",
            "--schema",
            "schema.json",
            "events.jsonl",
        ],
        &out,
    );
    assert_eq!(code, 1);
    let bytes = fs::read(&out).expect("report");
    // 1,000 options listed in each of 5,000 findings would be about 100 MB.
    assert!(bytes.len() < 200_000, "{} bytes", bytes.len());
    let report: Value = serde_json::from_slice(&bytes).expect("JSON");
    let findings = report["findings"].as_array().expect("findings");
    assert_eq!(findings.len(), 100, "at most 100 findings per event");
    let first = findings[0]["message"].as_str().expect("message");
    assert!(
        first.contains("`option-number-00009`, and 990 more; found `0`"),
        "{first}"
    );
    let last = findings[99]["message"].as_str().expect("message");
    assert!(
        last.contains("more problems of this event are not listed"),
        "{last}"
    );
    for finding in findings {
        assert!(
            finding["message"]
                .as_str()
                .expect("message")
                .chars()
                .count()
                <= 1024
        );
    }
    // A closed object's unknown fields: one finding per field, bounded, the name cut.
    let closed = json!({"type": "object", "properties": {"a": {}}, "additionalProperties": false});
    fs::write(dir.path().join("closed.json"), closed.to_string()).expect("write");
    let mut fields = Map::new();
    for n in 0..20_000 {
        fields.insert(format!("f{n}"), json!(1));
    }
    fields.insert(long.clone(), json!(1));
    fs::write(
        dir.path().join("fields.jsonl"),
        format!("{}\n", Value::Object(fields)),
    )
    .expect("write");
    let (code, _, _) = measured(
        dir.path(),
        &[
            "validate",
            "--format",
            "json",
            "--schema",
            "closed.json",
            "fields.jsonl",
        ],
        &out,
    );
    assert_eq!(code, 1);
    let report: Value = serde_json::from_slice(&fs::read(&out).expect("report")).expect("JSON");
    let findings = report["findings"].as_array().expect("findings");
    assert_eq!(findings.len(), 100);
    for finding in findings {
        let message = finding["message"].as_str().expect("message");
        assert!(message.len() < 400, "{message}");
    }
}

#[test]
fn an_unknown_tag_of_300_kb_gets_no_suggestion_and_a_short_message() {
    let dir = tempfile::tempdir().expect("dir");
    let members: Vec<Value> = (0..2_000)
        .map(|n| {
            json!({"type": "object", "properties": {"type": {"const": format!("event_type_{n:04}")}}, "required": ["type"]})
        })
        .collect();
    let schema = json!({"oneOf": members});
    fs::write(dir.path().join("schema.json"), schema.to_string()).expect("write");
    let long = format!("event_type_{}", "x".repeat(300_000));
    fs::write(
        dir.path().join("long.jsonl"),
        format!("{}\n", json!({"type": long})),
    )
    .expect("write");
    fs::write(
        dir.path().join("short.jsonl"),
        "{\"type\":\"event_type_00x1\"}\n",
    )
    .expect("write");
    let args = |input: &'static str| {
        [
            "validate",
            "--format",
            "json",
            "--schema",
            "schema.json",
            input,
        ]
    };
    let out = dir.path().join("report.json");
    let (code, _, short_time) = measured(dir.path(), &args("short.jsonl"), &out);
    assert_eq!(code, 1);
    let report: Value = serde_json::from_slice(&fs::read(&out).expect("report")).expect("JSON");
    let message = report["findings"][0]["message"].as_str().expect("message");
    assert!(message.contains("; did you mean `event_type_"), "{message}");
    assert!(message.contains("and 1990 more)"), "{message}");
    let (code, _, long_time) = measured(dir.path(), &args("long.jsonl"), &out);
    assert_eq!(code, 1);
    let report: Value = serde_json::from_slice(&fs::read(&out).expect("report")).expect("JSON");
    let message = report["findings"][0]["message"].as_str().expect("message");
    assert!(
        message.len() < 1_500 && !message.contains("did you mean"),
        "{message}"
    );
    assert!(
        message.contains(&format!("`event_type_{}…`", "x".repeat(53))),
        "{message}"
    );
    // Comparing the long tag with every type took seconds (minutes in a debug build); now it
    // costs what reading the line does. Generous: four times the short run, plus two seconds.
    assert!(
        long_time < short_time * 4 + Duration::from_secs(2),
        "{long_time:?} vs {short_time:?}"
    );
}

/// A schema whose names nest long (60 levels of 1,500-character names, 90 KB of pointer at
/// the bottom) with an `enum` of 10,000 items there, `type` being `type_name`.
fn long_named(type_name: &str) -> String {
    let mut schema = json!({"type": type_name, "enum": vec![0; 10_000]});
    for level in 0..60 {
        schema = json!({"type": "object", "properties": {format!("k{level:02}{}", "k".repeat(1_500)): schema}});
    }
    schema.to_string()
}

#[test]
fn diff_annotations_locate_only_what_they_report() {
    let dir = tempfile::tempdir().expect("dir");
    fs::write(dir.path().join("old.json"), long_named("integer")).expect("write");
    fs::write(dir.path().join("new.json"), long_named("number")).expect("write");
    let out = dir.path().join("out");
    let peak = |format: &str| {
        let (code, peak, _) = measured(
            dir.path(),
            &[
                "diff",
                "--fail-on",
                "never",
                "--format",
                format,
                "old.json",
                "new.json",
            ],
            &out,
        );
        assert_eq!(code, 0, "{format}");
        (peak, fs::read_to_string(&out).expect("output"))
    };
    let (json, _) = peak("json");
    // A pointer string per value (each 90 KB, for 20,000 of them) took about 1.8 GB.
    for format in ["sarif", "github"] {
        let (located, text) = peak(format);
        assert!(
            located < json * 2 + 50 * 1024,
            "{format}: {located} KiB, the JSON report {json} KiB"
        );
        assert!(
            text.contains("\"startLine\": 1") || text.contains("line=1,col="),
            "{format}: the change is located: {}",
            &text[..text.len().min(300)]
        );
    }
}

/// A schema every line of [`factor`] meets: the fast path checks it while reading, and builds
/// no value.
const MET: &str = "{\"type\": \"object\"}";

/// A schema every line of [`factor`] fails (`a` must be a string): the general path parses it
/// onto a tape (`eventspec_validate::tape`) to say why, the costliest way to check it.
const FAILED: &str = "{\"type\": \"object\", \"properties\": {\"a\": {\"type\": \"string\"}}}";

/// Validating one line of `line_bytes` of an array of `0`s (the costliest JSON per byte for a
/// parsed document: 9 bytes of tape for every 2 bytes of text), against
/// `schema`, with `jobs` workers and `lines` such lines: the peak resident memory, less that of
/// a run on a tiny input, per byte of the line.
fn factor(dir: &Path, schema: &str, line_bytes: usize, lines: usize, jobs: &str) -> (f64, String) {
    fs::write(dir.join("schema.json"), schema).expect("write");
    fs::write(dir.join("tiny.jsonl"), "{}\n").expect("write");
    let zeros = line_bytes / 2;
    let line = format!("{{\"a\":[{}0]}}\n", "0,".repeat(zeros - 1));
    fs::write(dir.join("big.jsonl"), line.repeat(lines)).expect("write");
    let out = dir.join("out");
    let args = |input| ["validate", "--jobs", jobs, "--schema", "schema.json", input];
    let (code, base, _) = measured(dir, &args("tiny.jsonl"), &out);
    assert_eq!(code, 0);
    let (code, peak, _) = measured(dir, &args("big.jsonl"), &out);
    assert_eq!(code, if schema == MET { 0 } else { 1 });
    let factor = (peak.saturating_sub(base) * 1024) as f64 / line.len() as f64;
    let said = format!(
        "{lines} line(s) of {} bytes, --jobs {jobs}: base {base} KiB, peak {peak} KiB, {factor:.1}x",
        line.len()
    );
    (factor, said)
}

/// The memory bound per line being checked, as a multiple of its size (docs/security.md).
const PER_LINE: f64 = 48.0;

#[test]
fn one_line_costs_a_bounded_multiple_of_its_size() {
    let dir = tempfile::tempdir().expect("dir");
    // The bound docs/security.md states: 48 times the line, per line being checked. On this
    // worst case, an event the general path parses to report it invalid: 4.5 for the tape
    // (9 bytes per 2 bytes of text), half as much again while its last doubling is copied,
    // twice the line for the buffer that read it, and what the allocator keeps (measured: 17;
    // 56 to 75 when events were parsed into `serde_json::Value`s).
    let (one, said) = factor(dir.path(), FAILED, 8 << 20, 1, "1");
    assert!(one < PER_LINE, "{said}");
    // Two workers: three lines may be parsed at once, one per worker and one on the reading
    // thread, which checks an input's last unit itself (`run::pool::in_pool`), so at most three
    // times that (measured: 38 to 41; 120 to 165 with `serde_json::Value`s).
    let (two, said) = factor(dir.path(), FAILED, 8 << 20, 4, "2");
    assert!(two < 3.0 * PER_LINE, "{said}");
    // An event the fast path accepts is never parsed into a value (measured: about 4).
    let (met, said) = factor(dir.path(), MET, 8 << 20, 1, "1");
    assert!(met < 8.0, "{said}");
}
