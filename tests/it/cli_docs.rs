//! `eventspec docs`: the checked-in site is up to date and reproducible; check mode names what
//! differs; a user's schema, the project file's `[docs]`, and a bad schema file.

use std::fs;

use predicates::str::contains;

use crate::support::{eventspec, root, run_in, walk};

#[test]
fn checked_in_site_is_up_to_date() {
    eventspec()
        .args(["docs", "--check"])
        .assert()
        .success()
        .stderr(contains("up to date"));
}

#[test]
fn writing_twice_gives_the_same_bytes_as_the_checked_in_site() {
    let (first, second) = (
        tempfile::tempdir().expect("dir"),
        tempfile::tempdir().expect("dir"),
    );
    for dir in [&first, &second] {
        eventspec()
            .args(["docs", "--out"])
            .arg(dir.path())
            .assert()
            .success();
    }
    let files = walk(first.path());
    assert!(files.len() > 15, "{files:?}");
    assert_eq!(files, walk(&root().join("site")));
    for relative in files {
        let a = fs::read(first.path().join(&relative)).expect("first");
        let b = fs::read(second.path().join(&relative)).expect("second");
        let checked_in = fs::read(root().join("site").join(&relative)).expect("checked in");
        assert_eq!(a, b, "{}", relative.display());
        assert_eq!(a, checked_in, "{}", relative.display());
    }
}

#[test]
fn a_version_page_lists_fields_examples_rules_and_links_to_changes() {
    let page = fs::read_to_string(root().join("site/families/agentao.host/v2.html")).expect("page");
    for expected in [
        r#"id="subagent_lifecycle""#,
        r#"id="subagent_lifecycle.usage.reasoning_tokens""#,
        r#"href="v1-to-v2.html#subagent_lifecycle.usage.reasoning_tokens""#,
        r#"<pre class="example">"#,
        r#"id="_rule-tool-call-started-first""#,
        "<dt><code>&quot;allow&quot;</code></dt><dd>The call may run.</dd>",
    ] {
        assert!(page.contains(expected), "no {expected} in the v2 page");
    }
    let changes =
        fs::read_to_string(root().join("site/families/agentao.host/v1-to-v2.html")).expect("page");
    assert!(changes.contains(r#"id="subagent_lifecycle.usage.reasoning_tokens""#));
    assert!(changes.contains("<code>property-added</code>"));
}

#[test]
fn check_names_stale_missing_and_unexpected_files() {
    let dir = tempfile::tempdir().expect("dir");
    eventspec()
        .args(["docs", "-q", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    let page = dir.path().join("families/we0/v1.html");
    fs::write(&page, "<p>edited by hand</p>\n").expect("edit");
    fs::remove_file(dir.path().join("assets/search.js")).expect("remove");
    // A page an earlier build wrote (the manifest lists it) that this one does not make.
    let manifest = dir.path().join(".eventspec-generated");
    let listed = fs::read_to_string(&manifest).expect("manifest") + "families/we0/v0.html\n";
    fs::write(&manifest, listed).expect("manifest");
    fs::write(dir.path().join("families/we0/v0.html"), "old\n").expect("old page");
    let stale = format!("stale: {}", page.display());
    eventspec()
        .args(["docs", "--check", "--out"])
        .arg(dir.path())
        .assert()
        .code(1)
        .stderr(contains(stale))
        .stderr(contains("missing: "))
        .stderr(contains("assets/search.js"))
        .stderr(contains("unexpected: "))
        .stderr(contains("run `eventspec docs` to rewrite them"));
    eventspec()
        .args(["docs", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    assert!(!dir.path().join("families/we0/v0.html").exists());
    eventspec()
        .args(["docs", "--check", "--out"])
        .arg(dir.path())
        .assert()
        .success();
}

/// A small schema of one's own: a tagged union of two event types, one with an enum.
const OWN_SCHEMA: &str = r##"{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Acme agent events",
  "description": "What the Acme agent streams.",
  "oneOf": [{"$ref": "#/$defs/Started"}, {"$ref": "#/$defs/Ended"}],
  "$defs": {
    "Started": {
      "type": "object",
      "properties": {"type": {"const": "started"}, "at": {"type": "string", "format": "date-time"}},
      "required": ["type", "at"],
      "additionalProperties": false
    },
    "Ended": {
      "type": "object",
      "properties": {
        "type": {"const": "ended"},
        "outcome": {"enum": ["ok", "error"], "x-enum-descriptions": {"ok": "It worked."}}
      },
      "required": ["type"]
    }
  }
}"##;

#[test]
fn a_schema_of_ones_own_gets_a_site_of_its_own() {
    let dir = tempfile::tempdir().expect("dir");
    fs::write(dir.path().join("acme.schema.json"), OWN_SCHEMA).expect("schema");
    fs::create_dir(dir.path().join("examples")).expect("dir");
    fs::write(
        dir.path().join("examples/one.json"),
        r#"{"type": "ended", "outcome": "ok"}"#,
    )
    .expect("example");
    let (code, _, stderr) = run_in(
        dir.path(),
        &[
            "docs",
            "--no-config",
            "--schema",
            "acme.schema.json",
            "--examples",
            "examples",
        ],
    );
    assert_eq!(code, Some(0), "{stderr}");
    let index = fs::read_to_string(dir.path().join("site/index.html")).expect("index");
    assert!(index.contains("<title>Acme agent events · Acme agent events</title>"));
    assert!(index.contains("families/acme.schema.json/current.html"));
    let page = fs::read_to_string(
        dir.path()
            .join("site/families/acme.schema.json/current.html"),
    )
    .expect("page");
    for expected in [
        r#"id="started.at""#,
        "format <code>date-time</code>",
        r#"id="ended.outcome""#,
        "<dd>It worked.</dd>",
        "&quot;outcome&quot;: &quot;ok&quot;",
    ] {
        assert!(page.contains(expected), "no {expected} in the page");
    }
    let (code, _, stderr) = run_in(
        dir.path(),
        &[
            "docs",
            "--no-config",
            "--check",
            "--schema",
            "acme.schema.json",
        ],
    );
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stderr.contains("stale: site/families/acme.schema.json/current.html"),
        "{stderr}"
    );
}

#[test]
fn the_project_file_says_what_to_document_and_where() {
    let dir = tempfile::tempdir().expect("dir");
    fs::create_dir(dir.path().join(".git")).expect("a repository's root");
    fs::create_dir(dir.path().join("contracts")).expect("dir");
    fs::write(dir.path().join("contracts/acme.schema.json"), OWN_SCHEMA).expect("schema");
    fs::write(
        dir.path().join("eventspec.toml"),
        "[docs]\nschema = \"contracts/acme.schema.json\"\nout = \"public/events\"\ntitle = \"Acme\"\n",
    )
    .expect("config");
    fs::create_dir(dir.path().join("contracts/sub")).expect("dir");
    let (code, _, stderr) = run_in(&dir.path().join("contracts/sub"), &["docs"]);
    assert_eq!(code, Some(0), "{stderr}");
    let index = fs::read_to_string(dir.path().join("public/events/index.html")).expect("index");
    assert!(index.contains("<title>Acme · Acme</title>"));
    // A flag overrides the file.
    let (code, _, stderr) = run_in(dir.path(), &["docs", "--check", "--title", "Other"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("stale: "), "{stderr}");
}

#[test]
fn a_bad_schema_file_is_an_error_naming_it() {
    let dir = tempfile::tempdir().expect("dir");
    fs::write(dir.path().join("broken.json"), "{ not json").expect("schema");
    let (code, stdout, stderr) = run_in(
        dir.path(),
        &["docs", "--no-config", "--schema", "broken.json"],
    );
    assert_eq!(code, Some(2));
    assert!(stdout.is_empty());
    assert!(stderr.contains("broken.json is not JSON"), "{stderr}");
    assert!(!dir.path().join("site").exists());
    let (code, _, stderr) = run_in(
        dir.path(),
        &["docs", "--no-config", "--schema", "missing.json"],
    );
    assert_eq!(code, Some(2));
    assert!(stderr.contains("missing.json"), "{stderr}");
}

#[test]
fn schema_text_is_escaped_and_names_stay_inside_the_site() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = r#"{
      "title": "<script>alert(1)</script>",
      "x-eventspec": {"family": "../../escaped", "version": "../v1"},
      "type": "object",
      "properties": {"<img src=x onerror=alert(1)>": {"description": "`</code><script>x</script>`"}}
    }"#;
    fs::write(dir.path().join("hostile.json"), schema).expect("schema");
    let (code, _, stderr) = run_in(
        dir.path(),
        &[
            "docs",
            "--no-config",
            "--schema",
            "hostile.json",
            "--out",
            "out",
        ],
    );
    assert_eq!(code, Some(0), "{stderr}");
    let files = walk(&dir.path().join("out"));
    let plain = |f: &std::path::PathBuf| {
        (f.components()).all(|c| matches!(c, std::path::Component::Normal(_)))
    };
    assert!(files.iter().all(plain), "{files:?}");
    assert!(files.iter().any(|f| f.starts_with("families")), "{files:?}");
    assert!(!dir.path().join("escaped").exists());
    for file in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "html"))
    {
        let html = fs::read_to_string(dir.path().join("out").join(file)).expect("page");
        assert!(!html.contains("<script>alert"), "{}", file.display());
        assert!(!html.contains("<img src"), "{}", file.display());
        assert!(!html.contains("<script>x"), "{}", file.display());
    }
}

#[test]
fn a_rules_file_that_repeats_a_rule_id_is_refused_naming_the_file_the_id_and_both_rules() {
    let dir = tempfile::tempdir().expect("dir");
    crate::support::copy_snapshots(dir.path());
    let rules = dir.path().join("snapshots/we0/v1.rules.json");
    let mut document = crate::support::read_json(&rules);
    let list = document["rules"].as_array_mut().expect("rules");
    let first = list[0].clone();
    list.push(first);
    let last = list.len() - 1;
    fs::write(&rules, document.to_string()).expect("write");
    let (code, _, stderr) = run_in(dir.path(), &["docs", "--out", "site"]);
    assert_eq!(code, Some(2), "{stderr}");
    let id = document["rules"][0]["id"].as_str().expect("an id");
    assert!(
        stderr.contains("snapshots/we0/v1.rules.json")
            && stderr.contains(&format!(
                "the rule id `{id}` is repeated: `rules[0]` and `rules[{last}]`"
            )),
        "{stderr}"
    );
    assert!(!dir.path().join("site").exists(), "nothing written");
}

#[test]
fn a_property_named_like_a_nested_path_has_a_row_and_an_anchor_of_its_own() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Usage",
        "type": "object",
        "properties": {
            "tokens": {
                "type": "object",
                "properties": {"total": {"type": "integer", "description": "Nested total."}},
            },
            "tokens.total": {"type": "integer", "description": "Dotted total."},
        },
    });
    fs::write(dir.path().join("usage.schema.json"), schema.to_string()).expect("schema");
    let (code, _, stderr) = run_in(
        dir.path(),
        &["docs", "--no-config", "--schema", "usage.schema.json"],
    );
    assert_eq!(code, Some(0), "{stderr}");
    let page = fs::read_to_string(
        dir.path()
            .join("site/families/usage.schema.json/current.html"),
    )
    .expect("page");
    // Named as drift names the two places: `tokens.total` and `["tokens.total"]`.
    for expected in [
        r##"<a class="self name" href="#Usage.tokens.total"><code>tokens.total</code></a>"##,
        r##"<code>[&quot;tokens.total&quot;]</code>"##,
    ] {
        assert!(page.contains(expected), "no {expected} in the page");
    }
    let ids: Vec<&str> = page
        .split("id=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    let distinct: std::collections::BTreeSet<&&str> = ids.iter().collect();
    assert_eq!(distinct.len(), ids.len(), "each anchor once: {ids:?}");
}
