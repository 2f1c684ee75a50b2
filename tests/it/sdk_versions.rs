//! A family's versions across its SDK's releases: a stream recorded against an older release
//! validates against the version of its time, and `diff` names what the step to the current
//! version changed for it.

use serde_json::Value;

use crate::{
    streams::stream_report,
    support::{eventspec, root},
};

/// A Responses stream as the API sent it while `openai` 2.44.0 was current has no
/// `cache_write_tokens` in its usage (2.45.0 added the field, required; the SDK's own types of
/// both releases say so: `InputTokensDetails` in `types/responses/response_usage.py`). It
/// validates against `openai.responses@v2.44` and fails `@v3.60` exactly there, once per event
/// that carries the usage.
#[test]
fn a_stream_recorded_against_openai_2_44_validates_against_its_version_only() {
    let stream = "tests/fixtures/streams/openai.responses/v2.44/valid/text-answer.jsonl";
    let (code, report) = stream_report("openai.responses@v2.44", &root().join(stream), &[]);
    assert_eq!(code, 0, "{report:#}");
    let (code, report) = stream_report("openai.responses@v3.60", &root().join(stream), &[]);
    assert_eq!(code, 1, "{report:#}");
    let errors: Vec<_> = (report["findings"].as_array().expect("findings").iter())
        .filter(|f| f["severity"] == "error")
        .map(|f| (f["instance_path"].as_str(), f["keyword"].as_str()))
        .collect();
    assert_eq!(
        errors,
        [(
            Some("/response/usage/input_tokens_details"),
            Some("required")
        )],
        "{report:#}"
    );
}

/// `diff` from `openai.responses@v2.44` to `@v3.60` judges the step as the SDK's releases took
/// it: `cache_write_tokens` required (2.45.0) breaks older streams; so do 3.1.0's MCP call
/// `error`, a string in 2.44.0 and an object since (drift names it where the response's input
/// items hold an MCP call), and its typed text annotation, any object in 2.44.0; the events
/// 2.44.0 did not have (`response.compaction.compacting`, the shell call events) are new event
/// types.
#[test]
fn diff_names_what_the_openai_sdk_changed_since_2_44() {
    let output = eventspec()
        .args(["diff", "openai.responses@v2.44", "openai.responses@v3.60"])
        .args([
            "--mode",
            "backward",
            "--format",
            "json",
            "--fail-on",
            "never",
        ])
        .output()
        .expect("eventspec runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: Value = serde_json::from_slice(&output.stdout).expect("a JSON report");
    let changes = report["changes"].as_array().expect("changes");
    let breaking = |rule: &str, path: &str| {
        changes.iter().any(|c| {
            c["rule"] == rule && c["path"] == path && c["verdicts"]["backward"] == "breaking"
        })
    };
    let cache = "response.usage.input_tokens_details.cache_write_tokens";
    assert!(breaking("required-property-added", cache), "{report:#}");
    assert!(
        breaking("type-changed", "response.instructions[].error"),
        "{report:#}"
    );
    assert!(breaking("type-narrowed", "annotation"), "{report:#}");
    let added: Vec<_> = (changes.iter())
        .filter(|c| c["rule"] == "variant-added" && c["path"] == "")
        .filter_map(|c| c["event_type"].as_str())
        .collect();
    assert_eq!(
        added,
        [
            "response.compaction.compacting",
            "response.shell_call_command.added",
            "response.shell_call_command.delta",
            "response.shell_call_command.done",
            "response.shell_call_output_content.delta",
            "response.shell_call_output_content.done",
        ]
    );
}
