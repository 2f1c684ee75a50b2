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
    let errors = errors_of_a_stream_of_its_time(
        "tests/fixtures/streams/openai.responses/v2.44/valid/text-answer.jsonl",
        "openai.responses@v2.44",
        "openai.responses@v3.60",
    );
    assert_eq!(
        errors,
        [["/response/usage/input_tokens_details", "required"]]
    );
}

/// The errors `[instance path, keyword]` the `current` version finds in a stream recorded against
/// an older release, once the stream has validated against `older`, the version of its time.
fn errors_of_a_stream_of_its_time(stream: &str, older: &str, current: &str) -> Vec<[String; 2]> {
    let path = root().join(stream);
    let (code, report) = stream_report(older, &path, &[]);
    assert_eq!(code, 0, "{report:#}");
    let (code, report) = stream_report(current, &path, &[]);
    assert_eq!(code, 1, "{report:#}");
    let text = |value: &Value| value.as_str().unwrap_or_default().to_owned();
    (report["findings"].as_array().expect("findings").iter())
        .filter(|f| f["severity"] == "error")
        .map(|f| [text(&f["instance_path"]), text(&f["keyword"])])
        .collect()
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

/// A web search stream as the API sent it while `anthropic` 0.79.0 was current counts web
/// searches alone in its server tool usage (0.80.0 added `web_fetch_requests`, required: the
/// SDK's `ServerToolUsage`, `types/server_tool_usage.py`, of both releases). It validates
/// against `anthropic.messages@v0.79` and fails `@v2.16` exactly there.
#[test]
fn a_stream_recorded_against_anthropic_0_79_validates_against_its_version_only() {
    let errors = errors_of_a_stream_of_its_time(
        "tests/fixtures/streams/anthropic.messages/v0.79/valid/server-tool-use-response.jsonl",
        "anthropic.messages@v0.79",
        "anthropic.messages@v2.16",
    );
    assert_eq!(errors, [["/usage/server_tool_use", "required"]]);
}

/// `diff` from `anthropic.messages@v0.79` to `@v2.16`, older streams read by newer readers:
/// `web_fetch_requests` required (0.80.0) is the step that breaks every web search stream; the
/// fields typed since (a block's `caller`, a message's `container`, ...) break older streams
/// only where one carried a field of that name with another shape, which the open content
/// allowed. The blocks 0.80.0 brought (code execution, web fetch, tool search, container
/// upload) are new forms of a block, which break only the other way, newer streams read by
/// older readers.
#[test]
fn diff_names_what_the_anthropic_sdk_changed_since_0_79() {
    let report = |mode: &str| -> Value {
        let output = eventspec()
            .args([
                "diff",
                "anthropic.messages@v0.79",
                "anthropic.messages@v2.16",
            ])
            .args(["--mode", mode, "--format", "json", "--fail-on", "never"])
            .output()
            .expect("eventspec runs");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        serde_json::from_slice(&output.stdout).expect("a JSON report")
    };
    let breaking = |report: &Value, mode: &str| -> Vec<(String, String)> {
        (report["changes"].as_array().expect("changes").iter())
            .filter(|c| c["verdicts"][mode] == "breaking")
            .map(|c| {
                let text = |key: &str| c[key].as_str().unwrap_or_default().to_owned();
                (text("rule"), text("path"))
            })
            .collect()
    };
    let backward = breaking(&report("backward"), "backward");
    let required: Vec<_> = (backward.iter())
        .filter(|(rule, _)| rule != "property-added")
        .collect();
    assert_eq!(
        required,
        [&(
            "required-property-added".to_owned(),
            "usage.server_tool_use.web_fetch_requests".to_owned()
        )],
        "{backward:#?}"
    );
    let forward = report("forward");
    let added: Vec<_> = breaking(&forward, "forward")
        .into_iter()
        .filter(|(rule, path)| rule == "variant-added" && path == "content_block")
        .collect();
    assert_eq!(added.len(), 6, "{forward:#}");
}
