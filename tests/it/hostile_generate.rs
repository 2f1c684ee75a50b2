//! `eventspec generate` on a stranger's schema and output folder: names from the schema never
//! become paths outside `--out` or code, and links in `--out` are never followed.

use std::{
    fs,
    path::{Path, PathBuf},
    time::Duration,
};

use predicates::str::contains;
use serde_json::{Value, json};

use crate::support::eventspec;

/// A one-event schema, with `extra` merged into its root.
fn schema(extra: Value) -> Value {
    let mut document = json!({
        "title": "Ev",
        "x-eventspec": { "family": "fam", "version": "v1", "tag": "type" },
        "oneOf": [{ "$ref": "#/$defs/Ping" }],
        "$defs": {
            "Ping": {
                "type": "object",
                "properties": { "type": { "const": "ping", "type": "string" } },
                "required": ["type"]
            }
        }
    });
    if let (Some(root), Value::Object(extra)) = (document.as_object_mut(), extra) {
        root.extend(extra);
    }
    document
}

/// Writes `document` as `name` in `dir` and runs `generate --schema` into `out` with `args`.
fn generate(dir: &Path, name: &str, document: &Value, out: &Path, args: &[&str]) -> PathBuf {
    let path = dir.join(name);
    fs::create_dir_all(path.parent().expect("a parent")).expect("mkdir");
    fs::write(&path, document.to_string()).expect("write schema");
    let _ = eventspec()
        .args(["generate", "--schema"])
        .arg(&path)
        .arg("--out")
        .arg(out)
        .args(args)
        .timeout(Duration::from_secs(30))
        .assert();
    path
}

/// Every file and link under `dir`, without following links.
fn entries(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(next) = pending.pop() {
        let Ok(read) = fs::read_dir(&next) else {
            continue;
        };
        for entry in read {
            let entry = entry.expect("entry");
            if entry.file_type().expect("type").is_dir() {
                pending.push(entry.path());
            }
            out.push(entry.path());
        }
    }
    out.sort();
    out
}

#[test]
fn a_version_or_family_that_is_a_path_is_refused_and_nothing_is_written() {
    for (key, value) in [
        ("version", "../escape"),
        ("version", "../../../../escape"),
        ("version", "/tmp/abs"),
        ("version", "a/b"),
        ("version", ".."),
        ("family", "../../escape"),
        ("version", "-rf"),
    ] {
        let dir = tempfile::tempdir().expect("dir");
        let out = dir.path().join("nested/out");
        let mut meta = json!({ "family": "fam", "version": "v1", "tag": "type" });
        meta[key] = json!(value);
        let path = dir.path().join("s.json");
        fs::write(&path, schema(json!({ "x-eventspec": meta })).to_string()).expect("write");
        eventspec()
            .args(["generate", "--schema"])
            .arg(&path)
            .arg("--out")
            .arg(&out)
            .assert()
            .code(2)
            .stderr(contains(format!("{value:?} (x-eventspec.{key}")))
            .stderr(contains("cannot be a file name of generated code"));
        assert_eq!(entries(dir.path()), [path], "{key} {value}");
    }
}

fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

#[cfg(unix)]
#[test]
fn a_link_in_out_to_a_folder_outside_is_removed_and_what_it_points_to_survives() {
    let dir = tempfile::tempdir().expect("dir");
    let (out, outside) = (dir.path().join("out"), dir.path().join("outside"));
    fs::create_dir_all(out.join("typescript/src")).expect("mkdir");
    fs::create_dir_all(&outside).expect("mkdir");
    fs::write(outside.join("precious.ts"), "keep me\n").expect("write");
    std::os::unix::fs::symlink(&outside, out.join("typescript/src/link")).expect("symlink");
    std::os::unix::fs::symlink(
        outside.join("precious.ts"),
        out.join("typescript/src/fam.ts"),
    )
    .expect("symlink");
    // Links where an earlier generation's files were: the manifest lists them.
    fs::write(
        out.join("typescript/.eventspec-generated"),
        "src/link\nsrc/fam.ts\n",
    )
    .expect("write");
    std::os::unix::fs::symlink(&outside, out.join("typescript/src/unlisted")).expect("symlink");
    generate(dir.path(), "s.json", &schema(json!({})), &out, &[]);
    assert_eq!(
        fs::read_to_string(outside.join("precious.ts")).expect("outside file survives"),
        "keep me\n"
    );
    assert!(
        !is_link(&out.join("typescript/src/link")) && !is_link(&out.join("typescript/src/fam.ts")),
        "the listed links are removed"
    );
    assert!(
        is_link(&out.join("typescript/src/unlisted")),
        "a link no manifest lists is not the generator's to remove"
    );
    let generated = fs::read_to_string(out.join("typescript/src/fam/v1.ts")).expect("generated");
    assert!(generated.contains("export interface Ping"), "{generated}");
}

#[cfg(unix)]
#[test]
fn symlink_loops_in_out_do_not_make_check_walk_forever() {
    let dir = tempfile::tempdir().expect("dir");
    let out = dir.path().join("out");
    for (language, owned) in [("typescript", "typescript/src"), ("python", "python/src")] {
        fs::create_dir_all(out.join(owned)).expect("mkdir");
        std::os::unix::fs::symlink(".", out.join(owned).join("a")).expect("symlink");
        std::os::unix::fs::symlink("..", out.join(owned).join("b")).expect("symlink");
        fs::write(
            out.join(language).join(".eventspec-generated"),
            "src/a\nsrc/b\n",
        )
        .expect("write");
    }
    let path = dir.path().join("s.json");
    fs::write(&path, schema(json!({})).to_string()).expect("write");
    eventspec()
        .args(["generate", "--check", "--schema"])
        .arg(&path)
        .arg("--out")
        .arg(&out)
        .timeout(Duration::from_secs(20))
        .assert()
        .code(1)
        .stderr(contains("unexpected: "))
        .stderr(contains("typescript/src/a"))
        .stderr(contains("python/src/b"));
}

/// Runs `generate --schema` on `document` and returns its standard error; exit 2 expected.
fn refused(document: &Value) -> String {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("s.json");
    fs::write(&path, document.to_string()).expect("write");
    let output = eventspec()
        .args(["generate", "--schema"])
        .arg(&path)
        .arg("--out")
        .arg(dir.path().join("out"))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2), "{document}");
    assert!(!dir.path().join("out").exists(), "{document}");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn reserved_words_are_refused_naming_the_value_and_where_it_is() {
    for (name, language_word) in [("None", "None"), ("delete", "delete"), ("class", "class")] {
        let mut document = schema(json!({}));
        document["$defs"][name] = json!({ "type": "string" });
        let stderr = refused(&document);
        assert!(
            stderr.contains(&format!(
                "\"{name}\" ($defs/{name}) would be named `{language_word}`, a reserved word"
            )),
            "{stderr}"
        );
    }
    let stderr = refused(&schema(json!({ "title": "None" })));
    assert!(stderr.contains("\"None\" (title)"), "{stderr}");
}

#[test]
fn names_that_clash_after_sanitising_are_refused_naming_both() {
    // Two type names that are both identifiers, whose Python guards are one name.
    let mut document = schema(json!({}));
    document["oneOf"] = json!([{ "$ref": "#/$defs/FooBar" }, { "$ref": "#/$defs/Foo_Bar" }]);
    for (name, tag) in [("FooBar", "a"), ("Foo_Bar", "b")] {
        document["$defs"][name] = json!({
            "type": "object",
            "properties": { "type": { "const": tag, "type": "string" } },
            "required": ["type"]
        });
    }
    let stderr = refused(&document);
    assert!(
        stderr.contains("`the guard of FooBar` and `the guard of Foo_Bar` would both be named `is_foo_bar` in Python"),
        "{stderr}"
    );
    // A type named like what the module imports.
    let mut document = schema(json!({}));
    document["$defs"]["Contract"] = json!({ "type": "string" });
    let stderr = refused(&document);
    assert!(
        stderr.contains("`an import from the runtime` and `the type Contract` would both be named `Contract` in TypeScript"),
        "{stderr}"
    );
}

#[test]
fn a_crafted_title_or_file_name_never_becomes_code() {
    let dir = tempfile::tempdir().expect("dir");
    let mut document = schema(json!({}));
    // An inline form's title that would close the interface and run code on import.
    document["$defs"]["Ping"] = json!({
        "type": "object",
        "properties": { "type": { "const": "ping", "type": "string" } },
        "required": ["type"],
        "oneOf": [{
            "title": "X {}\nawait import('node:fs').then((fs) => fs.writeFileSync('pwned', ''));\nexport interface Y",
            "properties": { "mode": { "const": "a" } }
        }]
    });
    let out = dir.path().join("out");
    // A folder whose name ends the comment in either language, holding the schema.
    let name = "x */ \u{2028}\rimport os; os.system('touch pwned') #\nX/s.json";
    generate(dir.path(), name, &document, &out, &[]);
    let ts = fs::read_to_string(out.join("typescript/src/fam/v1.ts")).expect("ts");
    assert!(
        ts.contains(
            "export interface XAwaitImportNodeFsThenFsFsWriteFileSyncPwnedExportInterfaceY {"
        ),
        "{ts}"
    );
    let py = fs::read_to_string(out.join("python/src/eventspec_events/fam/v1.py")).expect("py");
    assert!(
        py.lines().nth(1).is_some_and(|l| l.starts_with("\"\"\"")),
        "{py}"
    );
    // The header stays one line of comment, the name's controls visible in it: in the family
    // modules and in the package-wide files, which name every schema of the package.
    let ts_escaped = r"x *\/ \u2028\u000dimport os; os.system('touch pwned') #\u000aX/s.json";
    let py_escaped = r"x */ \u2028\x0dimport os; os.system('touch pwned') #\x0aX/s.json";
    for (file, comment, escaped) in [
        ("typescript/src/fam/v1.ts", "// ", ts_escaped),
        ("typescript/src/index.ts", "// ", ts_escaped),
        ("typescript/src/runtime.ts", "// ", ts_escaped),
        ("python/src/eventspec_events/fam/v1.py", "# ", py_escaped),
        ("python/src/eventspec_events/__init__.py", "# ", py_escaped),
        (
            "python/src/eventspec_events/fam/__init__.py",
            "# ",
            py_escaped,
        ),
        ("python/src/eventspec_events/_runtime.py", "# ", py_escaped),
    ] {
        let text = fs::read_to_string(out.join(file)).expect(file);
        let first = text
            .split(['\n', '\r', '\u{2028}'])
            .next()
            .unwrap_or_default();
        assert!(first.starts_with(comment), "{file}: {first}");
        assert!(
            first.ends_with(&format!("{escaped}; do not edit.")),
            "{file}: {first}"
        );
    }
}

#[test]
fn templates_whose_partials_recurse_are_refused_before_rendering() {
    let dir = tempfile::tempdir().expect("temp dir");
    let templates = dir.path().join("templates");
    for (name, text) in [
        // An inline partial that includes itself, and two templates that include each other.
        (
            "typescript/family.ts.hbs",
            "{{#*inline \"again\"}}{{> again}}{{/inline}}{{> again}}",
        ),
        ("python/family.py.hbs", "{{> python/README.md}}"),
        ("python/README.md.hbs", "{{> python/family.py}}"),
    ] {
        let path = templates.join(name);
        fs::create_dir_all(path.parent().expect("a parent")).expect("mkdir");
        fs::write(&path, text).expect("write template");
    }
    let schema_path = dir.path().join("ev.schema.json");
    fs::write(&schema_path, schema(json!({})).to_string()).expect("write schema");
    let output = eventspec()
        .args(["generate", "--schema"])
        .arg(&schema_path)
        .arg("--templates")
        .arg(&templates)
        .arg("--out")
        .arg(dir.path().join("out"))
        .timeout(Duration::from_secs(60))
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("`again` → `again`")
            && stderr.contains("`python/README.md` → `python/family.py` → `python/README.md`"),
        "{stderr}"
    );
    assert!(!dir.path().join("out").exists(), "nothing is written");
}

/// Fuzzing found a schema whose lowering recursed until the stack overflowed (a `oneOf` of an
/// object with an empty `properties` and `{}`). Every value matches both members, so `oneOf`
/// rejects every value, which no generated union would: it is refused, naming the member.
#[test]
fn a_one_of_of_an_empty_object_and_anything_is_refused_without_recursing() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = dir.path().join("fuzz.json");
    std::fs::write(
        &schema,
        r#"{"$defs": {"E": {"oneOf": [{"properties": {}}, {}]}}}"#,
    )
    .expect("write");
    crate::support::eventspec()
        .args(["generate", "--schema"])
        .arg(&schema)
        .arg("--out")
        .arg(dir.path().join("out"))
        .assert()
        .code(2)
        .stderr(contains("cannot generate `oneOf` at `/$defs/E/oneOf/1`"));
    // As `anyOf` it is a union of any value.
    std::fs::write(
        &schema,
        r#"{"$defs": {"E": {"anyOf": [{"properties": {}}, {}]}}}"#,
    )
    .expect("write");
    crate::support::eventspec()
        .args(["generate", "--schema"])
        .arg(&schema)
        .arg("--out")
        .arg(dir.path().join("out"))
        .assert()
        .success();
}

/// Files under `typescript/src` and `python/src` that `generate` did not write (hand-written
/// modules, or a project's own files when `--out .` is its root) are never removed: only what
/// the manifest of an earlier generation lists and is no longer generated.
#[test]
fn generate_into_an_existing_folder_removes_only_files_it_wrote() {
    let dir = tempfile::tempdir().expect("dir");
    let mine = [
        ("typescript/src/mine.ts", "export const mine = 1;\n"),
        ("typescript/src/fam/notes.ts", "// notes\n"),
        ("python/src/mine.py", "MINE = 1\n"),
        (
            "python/src/eventspec_events/fam/helpers.py",
            "def helper(): ...\n",
        ),
        // A copied "do not edit" header does not make a file the generator's.
        (
            "typescript/src/copied.ts",
            "// Generated by eventspec from s.json; do not edit.\n",
        ),
    ];
    for (path, text) in mine {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        fs::write(path, text).expect("write");
    }
    let path = dir.path().join("s.json");
    fs::write(&path, schema(json!({})).to_string()).expect("write");
    let run = |args: &[&str]| {
        eventspec()
            .current_dir(dir.path())
            .args(["generate", "--schema", "s.json", "--out", "."])
            .args(args)
            .timeout(Duration::from_secs(30))
            .output()
            .expect("runs")
    };
    assert_eq!(run(&[]).status.code(), Some(0));
    let kept = |mine: &[(&str, &str)]| {
        for (path, text) in mine {
            assert_eq!(
                fs::read_to_string(dir.path().join(path)).ok().as_deref(),
                Some(*text),
                "{path}"
            );
        }
    };
    kept(&mine);
    assert!(dir.path().join("typescript/src/fam/v1.ts").is_file());
    let manifest =
        fs::read_to_string(dir.path().join("typescript/.eventspec-generated")).expect("manifest");
    assert!(manifest.lines().any(|l| l == "src/fam/v1.ts"), "{manifest}");
    assert!(!manifest.contains("mine.ts"), "{manifest}");
    // Up to date: the files of the project's own are none of the check's business.
    let check = run(&["--check"]);
    assert_eq!(
        check.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    // The family renamed: what the first generation wrote goes, the rest stays.
    let mut renamed = schema(json!({}));
    renamed["x-eventspec"]["family"] = json!("other");
    fs::write(&path, renamed.to_string()).expect("write");
    let output = run(&["-v"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(
        !dir.path().join("typescript/src/fam/v1.ts").exists(),
        "{stderr}"
    );
    assert!(
        !dir.path()
            .join("python/src/eventspec_events/fam/v1.py")
            .exists(),
        "{stderr}"
    );
    assert!(dir.path().join("typescript/src/other/v1.ts").is_file());
    assert!(stderr.contains("removed"), "{stderr}");
    kept(&mine);
}

/// A `const` or `enum` value that `typing.Literal` cannot hold (an object, an array, a float)
/// used to be written into `Literal[...]`, and `Literal[{"beta": true}]` fails at import. The
/// module is typed without it, imports, and its validator still checks the value.
#[test]
fn object_array_and_float_consts_generate_an_importable_python_module() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut document = schema(json!({}));
    document["$defs"]["Ping"]["properties"]["flags"] = json!({ "const": { "beta": true } });
    document["$defs"]["Ping"]["properties"]["pair"] =
        json!({ "enum": [[1, 2], { "a": null }, "x"] });
    document["$defs"]["Ping"]["properties"]["ratio"] = json!({ "const": 1.5 });
    let out = dir.path().join("out");
    generate(dir.path(), "s.json", &document, &out, &[]);
    let module = out.join("python/src/eventspec_events/fam/v1.py");
    let text = fs::read_to_string(&module).expect("the Python module");
    for line in text.lines().filter(|line| line.contains("Literal[")) {
        for bad in ["Literal[{", "Literal[[", "1.5", "true", "null"] {
            assert!(!line.contains(bad), "{line}");
        }
    }
    assert!(text.contains("dict[str, Any]"), "{text}");
    let script = r#"
from eventspec_events.fam import v1
validate = next(getattr(v1, n) for n in dir(v1) if n.startswith("validate_"))
assert validate({"type": "ping", "flags": {"beta": True}, "pair": {"a": None}, "ratio": 1.5}) == []
assert [e.path for e in validate({"type": "ping", "flags": {"beta": 1}})] == ["/flags"]
assert [e.path for e in validate({"type": "ping", "pair": [2, 1]})] == ["/pair"]
print("imported and validated")
"#;
    let output = std::process::Command::new("python3")
        .args(["-c", script])
        .env("PYTHONPATH", out.join("python/src"))
        .output()
        .expect("python3 runs");
    assert!(
        output.status.success(),
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}
