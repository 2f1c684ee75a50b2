//! Model streams' server-sent events checked as recorded: Anthropic's SDK's own recorded streams
//! (`tests/upstream/anthropic/streams`, `event:` and `data:` lines as the API sends them), the
//! SSE framing a contract declares (`x-eventspec.sse_event_name`: an `event:` name equals the
//! event's type), the `data: [DONE]` that ends OpenAI's Chat Completions stream, and a capture
//! of OpenAI's Responses stream.

use std::fs;

use serde_json::Value;

use crate::support::{eventspec, read_json, root};

/// The JSON report of `validate --stream --input sse` of `path` against `contract` (`--family`
/// or `--schema` and its value).
fn report(contract: [&str; 2], path: &str) -> (Option<i32>, Value) {
    let output = eventspec()
        .args(["validate", "--stream", "--input", "sse", "--format", "json"])
        .args(contract)
        .arg(path)
        .output()
        .expect("run");
    let report = serde_json::from_slice(&output.stdout).expect("a JSON report");
    (output.status.code(), report)
}

/// Each finding's (line, rule, sequence rule or instance path).
fn found(report: &Value) -> Vec<(u64, String, String)> {
    (report["findings"].as_array().expect("findings"))
        .iter()
        .map(|f| {
            let what = f.get("sequence_rule").unwrap_or(&f["instance_path"]);
            (
                f["line"].as_u64().expect("line"),
                f["rule"].as_str().expect("rule").to_owned(),
                what.as_str().expect("a string").to_owned(),
            )
        })
        .collect()
}

const FAMILY: [&str; 2] = ["--family", "anthropic.messages@v2.16"];

#[test]
fn the_anthropic_sdks_recorded_streams_validate_as_recorded() {
    // The seven the SDK's tests read as well-formed streams: nothing to report.
    for name in [
        "basic",
        "citations",
        "message_delta_fields",
        "message_delta_omitted_usage",
        "refusal",
        "server_tool_use",
        "tool_use",
    ] {
        let path = format!("tests/upstream/anthropic/streams/{name}_response.txt");
        let (code, report) = report(FAMILY, &path);
        assert_eq!(code, Some(0), "{path}: {report:#}");
    }
}

/// The SDK's beta-only recordings (`tests/upstream/anthropic/beta_streams`), read by its beta
/// stream helper's tests: under `anthropic.beta.messages`, the seven it reads as whole streams
/// validate as recorded (two of them fail `anthropic.messages`, whose blocks they are not); the
/// one cut short at `max_tokens` (its tool block never stopped, which
/// the helper's test accepts and the streaming documentation's flow does not) breaks
/// `deltas-within-their-block` at its `message_delta`, line 44.
#[test]
fn the_anthropic_sdks_beta_recordings_validate_as_recorded() {
    const BETA: [&str; 2] = ["--family", "anthropic.beta.messages@v2.16"];
    for name in [
        "compaction",
        "context_management",
        "fallback_credit",
        "fallback",
        "input_transformations_delta",
        "input_transformations_empty_delta",
        "input_transformations_start_only",
    ] {
        let path = format!("tests/upstream/anthropic/beta_streams/{name}_response.txt");
        let (code, report) = report(BETA, &path);
        assert_eq!(code, Some(0), "{path}: {report:#}");
    }
    // A compaction block and a fallback block are the beta stream's alone.
    for name in ["compaction", "fallback"] {
        let path = format!("tests/upstream/anthropic/beta_streams/{name}_response.txt");
        assert_eq!(report(FAMILY, &path).0, Some(1), "{path}");
    }
    let path = "tests/upstream/anthropic/beta_streams/incomplete_partial_json_response.txt";
    let (code, report) = report(BETA, path);
    assert_eq!(code, Some(1));
    let expected = [(44, "sequence".into(), "deltas-within-their-block".into())];
    assert_eq!(found(&report), expected);
}

#[test]
fn the_sdks_broken_streams_get_what_the_sdk_raises_at_their_lines() {
    // The SDK raises "Unable to parse tool parameter JSON" on this stream's tool input: its
    // block ends at the `content_block_stop` whose data is on line 38.
    let path = "tests/upstream/anthropic/streams/tool_use_invalid_json_response.txt";
    let (code, report) = report(FAMILY, path);
    assert_eq!(code, Some(1));
    assert_eq!(
        found(&report),
        [(38, "sequence".into(), "tool-input-is-json".into())]
    );
}

#[test]
fn an_sse_name_other_than_the_events_type_is_a_framing_error() {
    // The SDK's stream of unknown events names them `message` (lines 2, 29, 38) over data of
    // type `future_event` (lines 3, 30, 39): the API names each event after its type.
    let path = "tests/upstream/anthropic/streams/unknown_events_response.txt";
    let (_, report) = report(FAMILY, path);
    let framing: Vec<_> = found(&report)
        .into_iter()
        .filter(|(_, rule, _)| rule == "framing")
        .collect();
    let expected = [3, 30, 39].map(|line| (line, "framing".to_owned(), "/type".to_owned()));
    assert_eq!(framing, expected);
    let message = report["findings"]
        .as_array()
        .and_then(|f| f.iter().find(|f| f["rule"] == "framing"))
        .and_then(|f| f["message"].as_str())
        .expect("a framing finding");
    assert!(
        message.contains("`message`") && message.contains("`future_event`"),
        "{message}"
    );
}

#[test]
fn a_users_schema_declares_its_sse_names_and_the_same_check_holds() {
    // The reduced Messages stream of tests/rules/blocks, declaring that its frames' names are
    // its events' `type`: one frame misnamed, one named right, one not named.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut schema = read_json(&root().join("tests/rules/blocks/messages.json"));
    schema["x-eventspec"] = serde_json::json!({ "sse_event_name": "/type" });
    let schema_path = dir.path().join("messages.json");
    fs::write(&schema_path, schema.to_string()).expect("written");
    let rules = root().join("tests/rules/blocks/messages.rules.json");
    fs::copy(rules, dir.path().join("messages.rules.json")).expect("copied");
    let capture = dir.path().join("capture.sse");
    fs::write(
        &capture,
        "event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"id\":\"m\"}}\n\n\
         event: content_block_stop\ndata: {\"type\":\"content_block_start\",\"index\":0,\
         \"content_block\":{\"type\":\"text\"}}\n\n\
         data: {\"type\":\"content_block_stop\",\"index\":0}\n\n",
    )
    .expect("written");
    let schema_arg = schema_path.to_str().expect("UTF-8");
    let (code, report) = report(["--schema", schema_arg], capture.to_str().expect("UTF-8"));
    assert_eq!(code, Some(1), "{report:#}");
    assert_eq!(found(&report), [(5, "framing".into(), "/type".into())]);

    // A declaration that is no JSON pointer is refused, naming where it is.
    schema["x-eventspec"] = serde_json::json!({ "sse_event_name": "type" });
    fs::write(&schema_path, schema.to_string()).expect("written");
    let output = eventspec()
        .args(["validate", "--input", "sse", "--schema", schema_arg])
        .arg(&capture)
        .output()
        .expect("run");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("/x-eventspec/sse_event_name"), "{stderr}");
}

#[test]
fn data_done_ends_the_stream_and_a_frame_after_it_is_refused() {
    // OpenAI's streams end with `data: [DONE]` (its SDK stops reading there); a frame after it
    // is reported at its line, not read as an event.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let capture = dir.path().join("chunks.sse");
    fs::write(
        &capture,
        "data: {\"type\":\"ping\"}\n\ndata: [DONE]\n\ndata: {\"type\":\"ping\"}\n\n",
    )
    .expect("written");
    let (code, report) = report(FAMILY, capture.to_str().expect("UTF-8"));
    assert_eq!(code, Some(1), "{report:#}");
    assert_eq!(report["summary"]["events"], 2);
    let finding = &report["findings"][0];
    assert_eq!(
        (finding["line"].as_u64(), finding["rule"].as_str()),
        (Some(5), Some("parse"))
    );
    let message = finding["message"].as_str().expect("a message");
    assert!(message.contains("`data: [DONE]` of line 3"), "{message}");
}

/// OpenAI's Responses stream as the API sends it (`examples/openai-responses.sse`: a web
/// search and the answer citing it, each frame's `event:` name its event's `type`, no `data:
/// [DONE]`) validates with `--stream` as recorded. A copy with one frame named for another
/// event gets a framing finding at that frame's `data:` line, and one whose answer's text
/// comes before its item gets the rule's finding there.
#[test]
fn an_openai_responses_capture_validates_as_recorded_and_its_broken_copies_do_not() {
    const RESPONSES: [&str; 2] = ["--family", "openai.responses@v3.60"];
    let path = root().join("examples/openai-responses.sse");
    let (code, whole) = report(RESPONSES, path.to_str().expect("UTF-8"));
    assert_eq!(code, Some(0), "{whole:#}");
    assert_eq!(whole["summary"]["events"], 14);
    assert_eq!(found(&whole), []);

    let capture = fs::read_to_string(&path).expect("the capture");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let misnamed = dir.path().join("misnamed.sse");
    let renamed = capture.replacen(
        "event: response.web_search_call.searching\n",
        "event: response.web_search_call.completed\n",
        1,
    );
    assert_ne!(renamed, capture);
    fs::write(&misnamed, renamed).expect("written");
    let (code, framed) = report(RESPONSES, misnamed.to_str().expect("UTF-8"));
    assert_eq!(code, Some(1), "{framed:#}");
    assert_eq!(found(&framed), [(11, "framing".into(), "/type".into())]);

    // The answer's item (output index 1) added after its first content part: frames 7 and 8
    // swapped (the part now at lines 19 and 20).
    let frames: Vec<&str> = capture.split_inclusive("\n\n").collect();
    let mut swapped = frames.clone();
    swapped.swap(6, 7);
    let early = dir.path().join("early.sse");
    fs::write(&early, swapped.concat()).expect("written");
    let (code, early) = report(RESPONSES, early.to_str().expect("UTF-8"));
    assert_eq!(code, Some(1), "{early:#}");
    let findings = found(&early);
    assert!(
        findings.contains(&(20, "sequence".into(), "content-within-item".into())),
        "{findings:?}"
    );
}
