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
        // The field that uses a named type links to its section, where its fields are.
        r#"id="subagent_lifecycle.usage" data-type="_type-SubagentUsage""#,
        r##"<a href="#_type-SubagentUsage">SubagentUsage</a> | null"##,
        r#"id="_type-SubagentUsage.reasoning_tokens""#,
        r#"href="v1-to-v2.html#subagent_lifecycle.usage.reasoning_tokens""#,
        r#"<pre class="example">"#,
        r#"id="_rule-tool-call-ends""#,
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

#[test]
fn check_names_a_page_added_anywhere_in_the_sites_own_folders() {
    let dir = tempfile::tempdir().expect("dir");
    eventspec()
        .args(["docs", "-q", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    // Pages no build wrote (the manifest does not list them), in folders the site owns whole:
    // they would be published with it.
    let added = [
        dir.path().join("families/we0/extra.html"),
        dir.path().join("families/added/deep/page.html"),
        dir.path().join("families/dist/page.html"),
    ];
    for page in &added {
        fs::create_dir_all(page.parent().expect("parent")).expect("dir");
        fs::write(page, "<p>not from the schema</p>\n").expect("page");
    }
    let mut check = eventspec();
    check.args(["docs", "--check", "--out"]).arg(dir.path());
    let mut assert = check.assert().code(1);
    for page in &added {
        assert = assert.stderr(contains(format!("unexpected: {}", page.display())));
    }
    // Writing leaves them (no build wrote them) and says so; check still names them.
    eventspec()
        .args(["docs", "--out"])
        .arg(dir.path())
        .assert()
        .success()
        .stderr(contains(format!("left alone: {}", added[0].display())));
    assert!(added.iter().all(|page| page.exists()));
    eventspec()
        .args(["docs", "--check", "--out"])
        .arg(dir.path())
        .assert()
        .code(1);
    // A file of one's own beside the site's folders is not the site's business.
    for page in &added {
        fs::remove_file(page).expect("remove");
    }
    fs::write(dir.path().join("CNAME"), "events.example.com\n").expect("own file");
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
    assert!(index.contains("<title>Acme agent events</title>"));
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
    assert!(index.contains("<title>Acme</title>"));
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

/// Every named type of a registry version has a section with its fields, whether an event
/// type uses it or not (niceeval's `Turn` and its coverage types are published beside the
/// events, not sent as one).
#[test]
fn every_named_type_of_a_registry_version_is_documented_with_its_fields() {
    let page = fs::read_to_string(root().join("site/families/niceeval/v2.html")).expect("page");
    for expected in [
        r#"id="_type-Turn""#,
        r#"id="_type-Turn.events""#,
        r#"id="_type-Turn.evidenceCoverage""#,
        r#"id="_type-TurnEvidenceCoverage.events""#,
        r#"id="_type-EvidenceCoverage.events""#,
    ] {
        assert!(
            page.contains(expected),
            "no {expected} in the niceeval v2 page"
        );
    }
    assert!(!page.contains("_other-types"), "types listed by name only");
    assert_fragments_resolve(&page);
}

/// A protocol's schema shaped like the Agent Client Protocol's: a root `anyOf` of message
/// kinds written in place, each `anyOf` of `{title, allOf: [$ref]}` members; fields whose type
/// is `allOf` of one `$ref` or a nullable `anyOf`; named types no event reaches.
const PROTOCOL_SCHEMA: &str = r##"{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "A protocol",
  "anyOf": [
    {
      "title": "Agent",
      "type": "object",
      "properties": {"jsonrpc": {"type": "string", "enum": ["2.0"]}},
      "required": ["jsonrpc"],
      "anyOf": [
        {"title": "Request", "allOf": [{"$ref": "#/$defs/AgentRequest"}]},
        {"title": "Notification", "allOf": [{"$ref": "#/$defs/AgentNotification"}]}
      ]
    },
    {
      "title": "Client",
      "type": "object",
      "properties": {"jsonrpc": {"type": "string", "enum": ["2.0"]}},
      "required": ["jsonrpc"],
      "anyOf": [{"title": "Request", "allOf": [{"$ref": "#/$defs/AgentRequest"}]}]
    }
  ],
  "$defs": {
    "AgentRequest": {
      "description": "A request.",
      "type": "object",
      "properties": {
        "id": {"description": "Correlates the response.", "allOf": [{"$ref": "#/$defs/RequestId"}]},
        "method": {"type": "string"},
        "params": {"anyOf": [{"$ref": "#/$defs/InitializeRequest"}, {"type": "null"}]}
      },
      "required": ["id", "method"]
    },
    "AgentNotification": {
      "type": "object",
      "properties": {
        "method": {"type": "string"},
        "params": {"anyOf": [{"title": "SessionUpdate", "allOf": [{"$ref": "#/$defs/SessionUpdate"}]}]}
      },
      "required": ["method"]
    },
    "RequestId": {"anyOf": [{"type": "string"}, {"type": "integer"}]},
    "InitializeRequest": {
      "type": "object",
      "properties": {
        "protocolVersion": {"description": "The newest version.", "allOf": [{"$ref": "#/$defs/ProtocolVersion"}]},
        "clientInfo": {"anyOf": [{"$ref": "#/$defs/Implementation"}, {"type": "null"}]}
      },
      "required": ["protocolVersion"]
    },
    "SessionUpdate": {
      "type": "object",
      "properties": {"sessionId": {"type": "string"}, "update": {"$ref": "#/$defs/Update"}}
    },
    "Update": {
      "oneOf": [
        {
          "type": "object",
          "properties": {"kind": {"const": "chunk"}},
          "required": ["kind"],
          "allOf": [{"$ref": "#/$defs/Implementation"}]
        },
        {"type": "object", "properties": {"kind": {"const": "stop"}, "reason": {"$ref": "#/$defs/StopReason"}}}
      ]
    },
    "Implementation": {
      "type": "object",
      "properties": {"name": {"type": "string"}, "version": {"type": "string"}},
      "required": ["name"]
    },
    "ProtocolVersion": {"type": "integer", "minimum": 0},
    "StopReason": {"enum": ["end_turn", "cancelled"], "x-enum-descriptions": {"cancelled": "The client cancelled."}},
    "Unreached": {
      "description": "No message uses it.",
      "type": "object",
      "properties": {"note": {"type": "string"}, "reason": {"$ref": "#/$defs/StopReason"}}
    }
  }
}"##;

#[test]
fn every_named_type_of_a_schema_is_documented_with_its_fields() {
    let dir = tempfile::tempdir().expect("dir");
    fs::write(dir.path().join("protocol.json"), PROTOCOL_SCHEMA).expect("schema");
    let (code, _, stderr) = run_in(
        dir.path(),
        &["docs", "--no-config", "--schema", "protocol.json"],
    );
    assert_eq!(code, Some(0), "{stderr}");
    let page = fs::read_to_string(dir.path().join("site/families/protocol.json/current.html"))
        .expect("page");
    // Every definition is a section of its own, with its fields.
    let schema: serde_json::Value = serde_json::from_str(PROTOCOL_SCHEMA).expect("JSON");
    for (name, definition) in schema["$defs"].as_object().expect("$defs") {
        assert!(page.contains(&format!(r#"id="_type-{name}""#)), "no {name}");
        for field in (definition.get("properties").and_then(|p| p.as_object()))
            .into_iter()
            .flat_map(|p| p.keys())
        {
            let anchor = format!(r#"id="_type-{name}.{field}""#);
            assert!(page.contains(&anchor), "no {anchor}");
        }
    }
    for expected in [
        // A message kind links to each type it is one of.
        r##"<li><code class="type"><a href="#_type-AgentRequest">AgentRequest</a></code>"##,
        r##"<li><code class="type"><a href="#_type-AgentNotification">AgentNotification</a></code>"##,
        // `allOf` of one `$ref`, a nullable `anyOf`, a titled member: the named type, linked.
        r##"<a href="#_type-RequestId">RequestId</a>"##,
        r##"<a href="#_type-InitializeRequest">InitializeRequest</a> | null"##,
        r##"<a href="#_type-ProtocolVersion">ProtocolVersion</a>"##,
        r##"<a href="#_type-SessionUpdate">SessionUpdate</a>"##,
        r##"<a href="#_type-StopReason">StopReason</a>"##,
        // A union is its type; an enumeration lists its values where it is defined.
        "<code class=\"type\">string | integer</code>",
        // A union of types written in place lists each with its fields.
        r#"id="_type-Update._1.kind""#,
        r#"id="_type-Update._2.reason""#,
        r##"Also has the fields of: <code class="type"><a href="#_type-Implementation">Implementation</a></code>"##,
        "<dt><code>&quot;cancelled&quot;</code></dt><dd>The client cancelled.</dd>",
        "No message uses it.",
    ] {
        assert!(page.contains(expected), "no {expected} in the page");
    }
    // The enumeration's values are listed once, in its own section, not where it is used.
    assert_eq!(page.matches("The client cancelled.").count(), 1);
    assert_fragments_resolve(&page);
}

#[test]
fn names_that_make_one_anchor_get_one_each() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = r##"{
      "type": "object",
      "properties": {"p": {"$ref": "#/$defs/a b"}, "q": {"$ref": "#/$defs/a-b"}},
      "$defs": {
        "a b": {"type": "object", "properties": {"x": {"type": "string"}}},
        "a-b": {"type": "object", "properties": {"y": {"type": "string"}}}
      }
    }"##;
    fs::write(dir.path().join("names.json"), schema).expect("schema");
    let (code, _, stderr) = run_in(
        dir.path(),
        &["docs", "--no-config", "--schema", "names.json"],
    );
    assert_eq!(code, Some(0), "{stderr}");
    let page =
        fs::read_to_string(dir.path().join("site/families/names.json/current.html")).expect("page");
    for expected in [
        r#"id="_type-a-b.x""#,
        r#"id="_type-a-b-2.y""#,
        r#"id="root.q" data-type="_type-a-b-2""#,
    ] {
        assert!(page.contains(expected), "no {expected} in the page");
    }
    assert_fragments_resolve(&page);
}

/// Every element id of `page` is its own, and every `href="#id"` leads to one of them.
fn assert_fragments_resolve(page: &str) {
    let all: Vec<&str> = (page.split(" id=\"").skip(1))
        .filter_map(|rest| rest.split('"').next())
        .collect();
    let ids: std::collections::BTreeSet<&str> = all.iter().copied().collect();
    assert_eq!(ids.len(), all.len(), "an id given twice");
    for fragment in (page.split("href=\"#").skip(1)).filter_map(|rest| rest.split('"').next()) {
        assert!(
            ids.contains(fragment),
            "a link to #{fragment}, which the page lacks"
        );
    }
}

/// `types` named types, each with `fanout` fields of the next type (the last one's are
/// strings), the first half the event types of a union: a schema of `types * fanout` `$ref`s
/// whose paths from an event number `fanout` to the power of their depth.
fn shared_references(types: usize, fanout: usize) -> String {
    let mut definitions = serde_json::Map::new();
    for index in 0..types {
        let value = match index + 1 < types {
            true => serde_json::json!({"$ref": format!("#/$defs/T{}", index + 1)}),
            false => serde_json::json!({"type": "string"}),
        };
        let properties: serde_json::Map<String, serde_json::Value> = (0..fanout)
            .map(|field| (format!("f{field}"), value.clone()))
            .collect();
        let description = format!("Type {index}. It holds {fanout} of the next type.");
        definitions.insert(
            format!("T{index}"),
            serde_json::json!({"type": "object", "description": description, "properties": properties}),
        );
    }
    let union: Vec<serde_json::Value> = (0..types / 2)
        .map(|index| serde_json::json!({"$ref": format!("#/$defs/T{index}")}))
        .collect();
    serde_json::json!({"oneOf": union, "$defs": definitions}).to_string()
}

/// The bytes of the schema and of the site `eventspec docs` makes of it (every file).
fn site_size(schema: &str) -> (usize, usize) {
    let dir = tempfile::tempdir().expect("dir");
    fs::write(dir.path().join("schema.json"), schema).expect("schema");
    let (code, _, stderr) = run_in(
        dir.path(),
        &["docs", "-q", "--no-config", "--schema", "schema.json"],
    );
    assert_eq!(code, Some(0), "{stderr}");
    let site = dir.path().join("site");
    let bytes = (walk(&site).iter())
        .map(|file| fs::metadata(site.join(file)).expect("file").len() as usize)
        .sum();
    (schema.len(), bytes)
}

/// The bound docs/security.md states: the site of a schema is at most this many bytes per
/// byte of the schema, plus its fixed files (stylesheet, scripts, index).
const BYTES_PER_SCHEMA_BYTE: usize = 150;
/// The site's fixed files and page frames, at most.
const FIXED_BYTES: usize = 64 << 10;

#[test]
fn the_sites_size_follows_the_schemas_not_the_number_of_its_paths() {
    // Doubling the types and quadrupling the fields each uses: a schema 4 times as large, with
    // 4^4 = 256 times as many paths four fields deep.
    let (small_schema, small_site) = site_size(&shared_references(8, 2));
    let (large_schema, large_site) = site_size(&shared_references(16, 8));
    let schema_growth = large_schema as f64 / small_schema as f64;
    let site_growth = large_site as f64 / small_site as f64;
    assert!(
        site_growth <= 1.5 * schema_growth,
        "the schema grew {schema_growth:.1}x and its site {site_growth:.1}x \
         ({small_site} to {large_site} bytes)"
    );
    // The most HTML per byte of schema: an event type for every three bytes (`{},`), and a
    // field for every seven (`"aa":{},`).
    let events = vec![serde_json::json!({}); 26 * 26];
    let events = site_size(&serde_json::json!({ "anyOf": events }).to_string());
    let names = (0..26 * 26).map(|n| {
        let letter = |k: usize| (b'a' + k as u8) as char;
        format!("{}{}", letter(n / 26), letter(n % 26))
    });
    let fields: serde_json::Map<String, serde_json::Value> =
        names.map(|name| (name, serde_json::json!({}))).collect();
    let fields = site_size(&serde_json::json!({ "properties": fields }).to_string());
    let sizes = [
        (small_schema, small_site),
        (large_schema, large_site),
        events,
        fields,
    ];
    for (schema, site) in sizes {
        assert!(
            site <= FIXED_BYTES + BYTES_PER_SCHEMA_BYTE * schema,
            "a {schema}-byte schema made a {site}-byte site"
        );
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
