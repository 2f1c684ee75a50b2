//! `eventspec generate`: the checked-in typings are up to date and reproducible; check mode
//! names what differs; a user's schema, templates and errors.

use std::fs;

use predicates::{prelude::PredicateBooleanExt as _, str::contains};

use crate::support::{eventspec, family_versions, read_json, root, walk};

#[test]
fn checked_in_typings_are_up_to_date() {
    eventspec()
        .args(["generate", "--check"])
        .assert()
        .success()
        .stderr(contains("up to date"));
}

#[test]
fn generating_twice_gives_the_same_bytes_as_the_checked_in_files() {
    let (first, second) = (
        tempfile::tempdir().expect("dir"),
        tempfile::tempdir().expect("dir"),
    );
    for dir in [&first, &second] {
        eventspec()
            .args(["generate", "--out"])
            .arg(dir.path())
            .assert()
            .success();
    }
    let files = walk(first.path());
    assert!(files.len() > 20, "{files:?}");
    for relative in files {
        let a = fs::read(first.path().join(&relative)).expect("first");
        let b = fs::read(second.path().join(&relative)).expect("second");
        let checked_in = fs::read(root().join("generated").join(&relative)).expect("checked in");
        assert_eq!(a, b, "{}", relative.display());
        assert_eq!(a, checked_in, "{}", relative.display());
    }
}

#[test]
fn check_lists_stale_missing_and_unexpected_files() {
    let dir = tempfile::tempdir().expect("dir");
    eventspec()
        .args(["generate", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    let ts = dir.path().join("typescript/src/agentao_host/v3.ts");
    fs::write(
        &ts,
        fs::read_to_string(&ts).expect("ts").replace("readonly", ""),
    )
    .expect("edit");
    fs::remove_file(dir.path().join("python/src/eventspec_events/we0/v1.py")).expect("remove");
    // A file an earlier generation wrote (its manifest lists it), and one written by hand.
    fs::write(
        dir.path().join("python/src/eventspec_events/stray.py"),
        "x = 1\n",
    )
    .expect("write");
    let manifest = dir.path().join("python/.eventspec-generated");
    let listed = fs::read_to_string(&manifest).expect("the manifest");
    fs::write(&manifest, listed + "src/eventspec_events/stray.py\n").expect("write");
    fs::write(
        dir.path().join("python/src/eventspec_events/mine.py"),
        "y = 2\n",
    )
    .expect("write");
    eventspec()
        .args(["generate", "--check", "--out"])
        .arg(dir.path())
        .assert()
        .code(1)
        .stderr(contains("stale: "))
        .stderr(contains("typescript/src/agentao_host/v3.ts"))
        .stderr(contains("missing: "))
        .stderr(contains("we0/v1.py"))
        .stderr(contains("unexpected: "))
        .stderr(contains("stray.py"))
        .stderr(contains("mine.py").not())
        .stderr(contains("run `eventspec generate`"));
}

#[test]
fn every_generated_stream_checker_says_what_each_of_its_rules_requires() {
    let mut rules_seen = 0;
    for (family, version) in family_versions() {
        let path = root().join(format!("snapshots/{family}/{version}.rules.json"));
        if !path.exists() {
            continue;
        }
        let module = format!(
            "{}/{}",
            family.replace(['.', '-'], "_"),
            version.replace('.', "_")
        );
        let typescript = root().join(format!("generated/typescript/src/{module}.ts"));
        let python = root().join(format!("generated/python/src/eventspec_events/{module}.py"));
        let typescript = fs::read_to_string(typescript).expect("TypeScript module");
        let python = fs::read_to_string(python).expect("Python module");
        for rule in read_json(&path)["rules"].as_array().expect("rules") {
            let (id, description) = (&rule["id"], &rule["description"]);
            let description = description.as_str().expect("description");
            let said = [
                said_above(&typescript, "//", &format!("id: {id},")),
                said_above(&python, "#", &format!("\"id\": {id},")),
            ];
            assert_eq!(said, [description, description], "{family}@{version}: {id}");
            rules_seen += 1;
        }
    }
    assert!(rules_seen > 40, "{rules_seen} rules");
}

/// The comment (lines starting with `marker`) right above the rule whose line holds `id`,
/// or above the `{` that opens it, its lines joined by spaces.
fn said_above(module: &str, marker: &str, id: &str) -> String {
    let lines: Vec<&str> = module.lines().map(str::trim).collect();
    let Some(mut at) = lines.iter().position(|line| line.contains(id)) else {
        return format!("no rule with {id}");
    };
    if at > 0 && lines[at - 1] == "{" {
        at -= 1;
    }
    let above = lines[..at].iter().rev();
    let comment: Vec<&str> = (above.take_while(|line| line.starts_with(marker)))
        .map(|line| line[marker.len()..].trim())
        .collect();
    comment.into_iter().rev().collect::<Vec<_>>().join(" ")
}

#[test]
fn every_generated_file_says_it_is_generated_and_how() {
    for relative in walk(&root().join("generated")) {
        let name = relative.to_string_lossy();
        if !(name.ends_with(".ts") || name.ends_with(".py")) || name.contains("node_modules") {
            continue;
        }
        let text = fs::read_to_string(root().join("generated").join(&relative)).expect("file");
        let first = text.lines().next().unwrap_or_default();
        assert!(
            first.contains("Generated by `eventspec generate`") && first.contains("do not edit"),
            "{name}: {first}"
        );
    }
}

#[test]
fn a_construct_the_generator_cannot_express_is_named_with_its_pointer() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = dir.path().join("s.json");
    fs::write(
        &schema,
        r#"{"title": "E", "type": "object", "properties": {"a": {"not": {"minLength": 2}}}}"#,
    )
    .expect("write");
    eventspec()
        .args(["generate", "--schema"])
        .arg(&schema)
        .arg("--out")
        .arg(dir.path().join("out"))
        .assert()
        .code(2)
        .stderr(contains("cannot generate `not` at `/properties/a`"));
}

#[test]
fn a_pattern_without_one_meaning_or_linear_time_is_refused_with_its_pointer_unless_allowed() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = dir.path().join("s.json");
    let write = |pattern: &str| {
        let text = serde_json::json!({
            "title": "E",
            "type": "object",
            "properties": { "a": { "type": "string", "pattern": pattern } },
        });
        fs::write(&schema, text.to_string()).expect("write");
    };
    let generate = |extra: &[&str]| {
        let mut command = eventspec();
        command
            .args(["generate", "--schema"])
            .arg(&schema)
            .arg("--out")
            .arg(dir.path().join("out"))
            .args(extra);
        command.assert()
    };
    write(r"^\p{L}+$");
    generate(&[]).code(2).stderr(contains(
        r"pattern `^\p{L}+$` at `/properties/a/pattern` cannot be generated: a Unicode property class",
    ));
    write("^(a+)+$");
    generate(&[]).code(2).stderr(
        contains("pattern `^(a+)+$` at `/properties/a/pattern`")
            .and(contains("--allow-backtracking-patterns")),
    );
    generate(&["--allow-backtracking-patterns"]).success();
    let readme = fs::read_to_string(dir.path().join("out/python/README.md")).expect("readme");
    assert!(
        readme.contains(r#"`E`, field `a` of `E`: `"^(a+)+$"`"#),
        "{readme}"
    );
    // The pattern is compiled in the validator module beside the family module, as a raw
    // string below the schema's own text of it.
    let python = fs::read_to_string(
        dir.path()
            .join("out/python/src/eventspec_events/_e_validate.py"),
    )
    .expect("module");
    assert!(
        python.contains("# ECMA-262: ^(a+)+$\nPATTERN_1 = re.compile(r\"\\A(a+)+\\Z\")"),
        "{python}"
    );
}

#[test]
fn two_names_that_become_one_identifier_are_an_error_naming_both() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = dir.path().join("s.json");
    fs::write(
        &schema,
        r##"{"title": "E", "$defs": {"my-type": {"type": "string"}, "MyType": {"type": "integer"}},
            "type": "object", "properties": {"a": {"$ref": "#/$defs/my-type"}}}"##,
    )
    .expect("write");
    eventspec()
        .args(["generate", "--schema"])
        .arg(&schema)
        .arg("--out")
        .arg(dir.path().join("out"))
        .assert()
        .code(2)
        // In the order the document declares them.
        .stderr(contains(
            "`$defs/my-type` and `$defs/MyType` would both be named `MyType`",
        ));
}

#[test]
fn templates_can_be_exported_and_overridden_and_a_broken_one_names_itself() {
    let dir = tempfile::tempdir().expect("dir");
    let templates = dir.path().join("templates");
    eventspec()
        .args(["templates", "export"])
        .arg(&templates)
        .assert()
        .success();
    let index = templates.join("typescript/index.ts.hbs");
    let text = fs::read_to_string(&index).expect("exported");
    fs::write(&index, format!("// house banner\n{text}")).expect("edit");
    let out = dir.path().join("out");
    eventspec()
        .args(["generate", "--lang", "typescript", "--templates"])
        .arg(&templates)
        .arg("--out")
        .arg(&out)
        .assert()
        .success();
    let generated = fs::read_to_string(out.join("typescript/src/index.ts")).expect("generated");
    assert!(generated.starts_with("// house banner\n"), "{generated}");
    fs::write(&index, "{{no_such_value}}\n").expect("break");
    eventspec()
        .args(["generate", "--lang", "typescript", "--templates"])
        .arg(&templates)
        .arg("--out")
        .arg(&out)
        .assert()
        .code(2)
        .stderr(contains("template `typescript/index.ts` failed"))
        .stderr(contains("no_such_value"));
}

#[test]
fn runtime_files_are_exported_and_overridden_as_they_are() {
    let dir = tempfile::tempdir().expect("dir");
    let templates = dir.path().join("templates");
    eventspec()
        .args(["templates", "export"])
        .arg(&templates)
        .assert()
        .success();
    // Exported as the modules they are, checked where they stand in codegen/runtime/.
    let runtime = templates.join("python/runtime.py");
    let text = fs::read_to_string(&runtime).expect("exported");
    let built_in = crate::support::root().join("codegen/runtime/python/_runtime.py");
    assert_eq!(
        text,
        fs::read_to_string(built_in).expect("the built-in file")
    );
    // A brace pair in an override is Python, not a template expression.
    fs::write(&runtime, format!("{text}\nBRACES = f\"{{{{}}}}\"\n")).expect("edit");
    let out = dir.path().join("out");
    let generate = |templates: &std::path::Path| {
        let mut command = eventspec();
        command.args(["generate", "--lang", "python", "--templates"]);
        command.arg(templates).arg("--out").arg(&out);
        command.assert()
    };
    generate(&templates).success();
    let copied = fs::read_to_string(out.join("python/src/eventspec_events/_runtime.py"));
    let copied = copied.expect("generated");
    assert!(
        copied.starts_with("# Generated by `eventspec generate`"),
        "{copied}"
    );
    assert!(copied.ends_with("BRACES = f\"{{}}\"\n"), "{copied}");
    // An override still named as the template it was is refused, not silently left unused.
    fs::rename(&runtime, templates.join("python/runtime.py.hbs")).expect("rename");
    generate(&templates)
        .code(2)
        .stderr(contains("python/runtime.py.hbs is a runtime file"))
        .stderr(contains("rename it to"));
}

#[test]
fn a_contract_named_like_a_file_of_the_package_is_refused_not_written_over() {
    // `runtime.ts` is the package's own; a module of that name would replace it, or be replaced.
    let dir = tempfile::tempdir().expect("dir");
    let schema = dir.path().join("runtime.json");
    let text = r#"{"title": "runtime", "type": "object", "properties": {"a": {"type": "string"}}}"#;
    fs::write(&schema, text).expect("write");
    eventspec()
        .args(["generate", "--lang", "typescript", "--schema"])
        .arg(&schema)
        .arg("--out")
        .arg(dir.path().join("out"))
        .assert()
        .code(2)
        .stderr(contains(
            "typescript/src/runtime.ts: two generated files would both be written here",
        ));
    assert!(!dir.path().join("out").exists(), "nothing is written");
}

/// Typings generated from the schema `text` (written as `name`) in a scratch directory, which
/// is returned with the output directory.
fn generated(name: &str, text: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("dir");
    let schema = dir.path().join(name);
    fs::write(&schema, text).expect("write");
    let out = dir.path().join("out");
    eventspec()
        .args(["generate", "--schema"])
        .arg(&schema)
        .arg("--out")
        .arg(&out)
        .assert()
        .success();
    (dir, out)
}

#[test]
fn a_plain_object_schema_generates_one_type() {
    let (_dir, out) = generated(
        "settings.json",
        r#"{"title": "Agent settings", "type": "object", "required": ["name"],
            "properties": {"name": {"type": "string"}, "retries": {"type": "integer"}}}"#,
    );
    let ts = fs::read_to_string(out.join("typescript/src/agent_settings.ts")).expect("ts");
    assert!(ts.contains("export interface AgentSettings {"), "{ts}");
    assert!(ts.contains("readonly retries?: number;"), "{ts}");
    let py =
        fs::read_to_string(out.join("python/src/eventspec_events/agent_settings.py")).expect("py");
    assert!(py.contains("class AgentSettings(TypedDict):"), "{py}");
    assert!(py.contains("name: Required[str]"), "{py}");
}

#[test]
fn a_changed_snapshot_makes_the_check_fail() {
    let dir = tempfile::tempdir().expect("dir");
    let snapshots = dir.path().join("snapshots");
    for (family, version) in crate::support::family_versions() {
        let relative = format!("{family}/{version}.json");
        let target = snapshots.join(&relative);
        fs::create_dir_all(target.parent().expect("parent")).expect("mkdir");
        let mut text = fs::read_to_string(root().join("snapshots").join(&relative)).expect("read");
        if relative == "agentabi/v2.json" {
            text = text.replace("The tool's name as", "The name of the tool as");
        }
        fs::write(&target, text).expect("write");
        // The stream checkers are generated from the rules files beside the snapshots.
        let rules = format!("{family}/{version}.rules.json");
        fs::copy(
            root().join("snapshots").join(&rules),
            snapshots.join(&rules),
        )
        .expect("rules");
    }
    eventspec()
        .args(["generate", "--check", "--snapshots"])
        .arg(&snapshots)
        .assert()
        .code(1)
        .stderr(contains("stale: generated/typescript/src/agentabi/v2.ts"))
        .stderr(contains(
            "stale: generated/python/src/eventspec_events/agentabi/v2.py",
        ));
}

/// A union of an inline object and another type is a union of a named object and that type
/// (it used to recurse until the stack overflowed); a draft 7 schema's `definitions` are named
/// types like `$defs`.
#[test]
fn a_union_of_an_object_and_a_string_and_draft_7_definitions_generate() {
    let (_dir, out) = generated(
        "mixed.json",
        r##"{"$schema": "http://json-schema.org/draft-07/schema#", "title": "Mixed",
            "type": "object", "required": ["p"],
            "properties": {
                "p": {"oneOf": [{"type": "object", "properties": {"a": {"type": "string"}}},
                                {"type": "string"}]},
                "at": {"$ref": "#/definitions/Stamp"}
            },
            "definitions": {"Stamp": {"type": "string", "pattern": "^[0-9]+$"}}}"##,
    );
    let ts = fs::read_to_string(out.join("typescript/src/mixed.ts")).expect("ts");
    assert!(ts.contains("readonly p: MixedP | string;"), "{ts}");
    assert!(ts.contains("readonly at?: Stamp;"), "{ts}");
    assert!(ts.contains("export type Stamp = string;"), "{ts}");
}

/// The licence and description of a user's packages: none claimed without one, the flags, the
/// project file's `[generate]`, and its names at the top level of both packages.
#[test]
fn a_user_package_declares_the_licence_it_is_given_and_none_otherwise() {
    let schema = root().join("tests/typings/user/agent.schema.json");
    let dir = tempfile::tempdir().expect("dir");
    let out = dir.path().join("out");
    let generate = |extra: &[&str], config: Option<&std::path::Path>| {
        let mut command = eventspec();
        match config {
            Some(config) => command.arg("--config").arg(config),
            None => command.arg("--no-config"),
        };
        command
            .args(["generate", "--package-name", "acme-events", "--schema"])
            .arg(&schema)
            .arg("--out")
            .arg(&out)
            .args(extra)
            .assert()
    };
    let manifests = |extra: &[&str], config: Option<&std::path::Path>| {
        generate(extra, config).success();
        (
            fs::read_to_string(out.join("typescript/package.json")).expect("package.json"),
            fs::read_to_string(out.join("python/pyproject.toml")).expect("pyproject.toml"),
        )
    };
    let (npm, python) = manifests(&[], None);
    assert!(npm.contains(r#""license": "UNLICENSED","#), "{npm}");
    assert!(!python.contains("\nlicense"), "{python}");
    let (npm, python) = manifests(
        &[
            "--license",
            "MIT OR Apache-2.0",
            "--description",
            "Acme \"x\"",
        ],
        None,
    );
    assert!(npm.contains(r#""license": "MIT OR Apache-2.0","#), "{npm}");
    assert!(npm.contains(r#""description": "Acme \"x\"","#), "{npm}");
    assert!(
        python.contains("\nlicense = \"MIT OR Apache-2.0\"\n"),
        "{python}"
    );
    assert!(
        python.contains("\ndescription = \"Acme \\\"x\\\"\"\n"),
        "{python}"
    );
    let config = dir.path().join("eventspec.toml");
    fs::write(
        &config,
        "[generate]\nlicense = \"ISC\"\ndescription = \"From the project\"\n",
    )
    .expect("write");
    let (npm, python) = manifests(&[], Some(&config));
    assert!(npm.contains(r#""license": "ISC","#), "{npm}");
    assert!(
        python.contains("\ndescription = \"From the project\"\n"),
        "{python}"
    );
    let (npm, _) = manifests(&["--license", "0BSD"], Some(&config));
    assert!(npm.contains(r#""license": "0BSD","#), "{npm}");
    generate(&["--license", "UNLICENSED"], None)
        .code(2)
        .stderr(contains("LicenseRef-Proprietary"));
    fs::write(&config, "[generate]\nlicense = \"MIT (\"\n").expect("write");
    generate(&[], Some(&config))
        .code(2)
        .stderr(contains("eventspec.toml: [generate] license"))
        .stderr(contains("unbalanced parentheses"));
    let index = fs::read_to_string(out.join("typescript/src/index.ts")).expect("index");
    assert!(
        index.contains("export * from \"./agent_event.js\";"),
        "{index}"
    );
    let init = fs::read_to_string(out.join("python/src/acme_events/__init__.py")).expect("init");
    assert!(
        init.contains("from .agent_event import (\n    AGENT_EVENT_MAP,\n    AGENT_EVENT_TYPES,\n    AgentEvent,"),
        "{init}"
    );
}
