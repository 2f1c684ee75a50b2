//! `list`, `show`, `schema` and the errors and help of the command line.

use predicates::{prelude::PredicateBooleanExt, str::contains};
use serde_json::Value;

use crate::support::{eventspec, root};

#[test]
fn list_json_shows_every_family_and_version() {
    let output = eventspec()
        .args(["list", "--format", "json"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let listing: Value = serde_json::from_slice(&output).expect("JSON output");
    let families = listing["families"].as_array().expect("families");
    let summary: Vec<(String, Vec<String>, String)> = families
        .iter()
        .map(|f| {
            let versions = f["versions"]
                .as_array()
                .expect("versions")
                .iter()
                .map(|v| v["id"].as_str().expect("id").to_owned())
                .collect();
            (
                f["id"].as_str().expect("id").to_owned(),
                versions,
                f["current"].as_str().expect("current").to_owned(),
            )
        })
        .collect();
    let expected = [
        ("agentao.host", &["v1", "v2", "v3"][..], "v3"),
        ("agentao.stream", &["v1"][..], "v1"),
        ("agentao.transport", &["v1", "v2"][..], "v2"),
        ("we0", &["v1"][..], "v1"),
        ("niceeval", &["v1", "v2"][..], "v2"),
        ("agentabi", &["v1", "v2"][..], "v2"),
        ("ag-ui", &["v1.0", "v1.1"][..], "v1.1"),
        ("acp", &["v1"][..], "v1"),
        ("anthropic.messages", &["v0.79", "v2.16"][..], "v2.16"),
        ("anthropic.beta.messages", &["v2.16"][..], "v2.16"),
        ("openai.chat", &["v3.60"][..], "v3.60"),
        ("openai.responses", &["v2.44", "v3.60"][..], "v3.60"),
    ];
    assert_eq!(summary.len(), expected.len());
    for ((id, versions, current), (eid, eversions, ecurrent)) in summary.iter().zip(expected) {
        assert_eq!((id.as_str(), current.as_str()), (eid, ecurrent));
        assert_eq!(versions, eversions);
    }
    let host = &families[0];
    assert_eq!(host["stability"], "stable");
    assert_eq!(host["union"], "closed");
    assert_eq!(host["content"], "closed");
    assert_eq!(host["tag"], "event_type");
    assert_eq!(
        host["versions"][2]["event_types"],
        serde_json::json!([
            "tool_lifecycle",
            "subagent_lifecycle",
            "permission_decision"
        ])
    );
    assert_eq!(host["versions"][0]["frozen"], true);
    for family in families {
        for version in family["versions"].as_array().expect("versions") {
            let snapshot = version["snapshot"].as_str().expect("snapshot path");
            assert!(root().join(snapshot).is_file(), "{snapshot} exists");
        }
    }
}

#[test]
fn list_text_is_a_table() {
    eventspec()
        .arg("list")
        .assert()
        .success()
        .stdout(contains("FAMILY"))
        .stdout(contains("v1 v2 v3*"));
}

#[test]
fn schema_prints_the_checked_in_snapshot() {
    let printed = eventspec()
        .args(["schema", "agentao.host@v2"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let checked_in = std::fs::read(root().join("snapshots/agentao.host/v2.json")).expect("file");
    assert_eq!(printed, checked_in);
}

#[test]
fn show_lists_event_types_and_fields() {
    eventspec()
        .args(["show", "agentao.host"])
        .assert()
        .success()
        .stdout(contains("agentao.host@v3 (current): HostEvent"))
        .stdout(contains("tool_lifecycle  (ToolLifecycleEvent)"))
        .stdout(contains("\"started\" | \"completed\" | \"failed\""))
        .stdout(contains("parent_tool_call_id"));
    eventspec()
        .args(["show", "agentao.host@v1"])
        .assert()
        .success()
        .stdout(contains("(frozen)"))
        .stdout(contains("parent_tool_call_id").not());
}

#[test]
fn an_unknown_family_exits_2_and_lists_the_known_ones() {
    eventspec()
        .args(["schema", "agentao.hots"])
        .assert()
        .code(2)
        .stderr(contains(
            "unknown family `agentao.hots` (did you mean `agentao.host`?)",
        ))
        .stderr(contains("agentao.host, agentao.stream"));
    // The same in every command that takes a family.
    eventspec()
        .args(["validate", "--family", "niceval", "-"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(contains(
            "unknown family `niceval` (did you mean `niceeval`?)",
        ));
    eventspec()
        .args(["show", "agentao.host@V3"])
        .assert()
        .code(2)
        .stderr(contains("has no version `V3` (did you mean `v3`?)"));
}

#[test]
fn an_unknown_version_exits_2_and_lists_the_versions() {
    eventspec()
        .args(["show", "agentao.host@v9"])
        .assert()
        .code(2)
        .stderr(contains("has no version `v9`; its versions: v1, v2, v3"));
}

#[test]
fn every_command_has_help_with_an_example() {
    for command in ["list", "show", "schema", "export"] {
        eventspec()
            .args([command, "--help"])
            .assert()
            .success()
            .stdout(contains("Examples:"))
            .stdout(contains(format!("eventspec {command}")));
    }
}

/// Shell completions that the shell itself accepts, and a manual page that names every command.
#[test]
fn completions_load_in_bash_and_the_manual_names_every_command() {
    let output = eventspec()
        .args(["completions", "bash"])
        .output()
        .expect("runs");
    assert!(output.status.success());
    let dir = tempfile::tempdir().expect("dir");
    let script = dir.path().join("eventspec.bash");
    std::fs::write(&script, &output.stdout).expect("write");
    // bash parses the script and registers the completion function.
    let loaded = std::process::Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source '{}' && complete -p eventspec",
            script.display()
        ))
        .output()
        .expect("bash runs");
    assert!(
        String::from_utf8_lossy(&loaded.stdout).contains("_eventspec"),
        "{}",
        String::from_utf8_lossy(&loaded.stderr)
    );
    for shell in ["zsh", "fish", "powershell", "elvish"] {
        eventspec()
            .args(["completions", shell])
            .assert()
            .success()
            .stdout(contains("eventspec"));
    }
    let page = eventspec().arg("man").output().expect("runs");
    let page = String::from_utf8_lossy(&page.stdout);
    assert!(page.contains(".TH eventspec 1"), "{page}");
    for command in [
        "validate",
        "list",
        "show",
        "schema",
        "generate",
        "templates",
        "diff",
        "check",
        "export",
        "completions",
        "man",
    ] {
        assert!(
            page.contains(command),
            "the manual does not name `{command}`"
        );
    }
}
