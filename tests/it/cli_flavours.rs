//! `eventspec generate --flavor`: pydantic models and zod schemas of a user's schema say what
//! the schema says (closed content, absent versus null, constraints), and a flavour of the other
//! language is refused.

use std::{fs, path::Path};

use predicates::str::contains;

use crate::support::{eventspec, generate_flavour};

/// A closed object with a required constrained integer, an optional field that may not be null,
/// a required nullable one and a pattern: each a decision the flavours must get right.
const SCHEMA: &str = r#"{
  "title": "Ping",
  "type": "object",
  "properties": {
    "seq": {"type": "integer", "minimum": 0},
    "label": {"type": "string"},
    "note": {"type": ["string", "null"]},
    "id": {"type": "string", "pattern": "^p-\\d+$"}
  },
  "required": ["seq", "note", "id"],
  "additionalProperties": false
}"#;

/// The files `generate --flavor FLAVOR --lang LANG` writes for [`SCHEMA`], and the output
/// directory (kept alive by the returned guard).
fn flavour(lang: &str, flavor: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("dir");
    let schema = dir.path().join("ping.json");
    fs::write(&schema, SCHEMA).expect("write");
    let out = dir.path().join("out");
    generate_flavour(lang, flavor, &schema, &out);
    (dir, out)
}

fn only_dir(out: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(out)
        .expect("out")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn pydantic_models_keep_closed_content_absent_versus_null_and_constraints() {
    let (_dir, out) = flavour("python", "pydantic");
    // Only the flavour asked for: no plain package beside it.
    assert_eq!(only_dir(&out), ["python-pydantic"]);
    let py = fs::read_to_string(out.join("python-pydantic/src/eventspec_events_pydantic/ping.py"))
        .expect("module");
    for line in [
        // Closed (`additionalProperties: false`), strict, and pydantic's default regex engine,
        // so the model works inside a user's own models.
        r#"model_config = ConfigDict(extra="forbid", strict=True)"#,
        // JSON Schema's integer (1.0 is one) with its minimum judged as `eventspec validate`
        // judges it (exactly, on the numbers as it reads them).
        r#"seq: Annotated[Integer, json_bound("minimum", 0)]"#,
        // Optional but not nullable: absent reads as None, an explicit null is rejected.
        "label: Annotated[str | None, NOT_NULL] = None",
        // Required and nullable: the key must be there, null is a value.
        "note: str | None",
        // The pattern in Rust `regex` syntax (pydantic's default engine) with ECMA-262's
        // meaning: `\d` is ASCII only.
        r#"id: Annotated[str, Field(pattern="^[\\x{70}][\\x{2D}](?:[\\x{30}-\\x{39}]){1,}$")]"#,
        "PING_ADAPTER: TypeAdapter[Ping] = TypeAdapter(Ping)",
    ] {
        assert!(py.contains(line), "{line}\n{py}");
    }
    let pyproject =
        fs::read_to_string(out.join("python-pydantic/pyproject.toml")).expect("pyproject");
    assert!(
        pyproject.contains("name = \"eventspec-events-pydantic\""),
        "{pyproject}"
    );
    assert!(pyproject.contains("\"pydantic>=2.11,<3\""), "{pyproject}");
}

#[test]
fn zod_schemas_keep_closed_content_absent_versus_null_and_constraints() {
    let (_dir, out) = flavour("typescript", "zod");
    assert_eq!(only_dir(&out), ["typescript-zod"]);
    let ts = fs::read_to_string(out.join("typescript-zod/src/ping.ts")).expect("module");
    for line in [
        "export const Ping = z.strictObject({",
        // zod's `.int()` stops at 2^53; the runtime's integer does not.
        r#"seq: integer().refine(jsonBound("minimum", 0)),"#,
        "label: z.optional(z.string()),",
        "note: z.nullable(z.string()),",
        // The schema's ECMA-262 source, with the `u` flag JSON Schema implies.
        r#"id: z.string().regex(new RegExp("^p-\\d+$", "u")),"#,
        "export type Ping = z.infer<typeof Ping>;",
    ] {
        assert!(ts.contains(line), "{line}\n{ts}");
    }
    let manifest = fs::read_to_string(out.join("typescript-zod/package.json")).expect("manifest");
    assert!(
        manifest.contains("\"name\": \"@eventspec/events-zod\""),
        "{manifest}"
    );
    assert!(manifest.contains("\"zod\": \"^4.0.0\""), "{manifest}");
}

#[test]
fn a_flavour_of_the_other_language_is_refused() {
    for (lang, flavor) in [("typescript", "pydantic"), ("python", "zod")] {
        eventspec()
            .args([
                "generate", "--lang", lang, "--flavor", flavor, "--out", "unused",
            ])
            .assert()
            .code(2)
            .stderr(contains("a flavour of"));
    }
}

/// `[generate] flavors` in the project file chooses the flavours of `--schema`, each for the
/// languages `--lang` names that have it; `--flavor` overrides it, and a list that leaves
/// nothing for `--lang` is refused.
#[test]
fn the_project_file_chooses_the_flavours() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = dir.path().join("ping.json");
    fs::write(&schema, SCHEMA).expect("write");
    let config = dir.path().join("eventspec.toml");
    fs::write(&config, "[generate]\nflavors = [\"plain\", \"zod\"]\n").expect("write");
    let run = |out: &str, extra: &[&str]| {
        let out = dir.path().join(out);
        let mut args = vec!["--config", config.to_str().expect("utf-8"), "generate"];
        args.extend(extra);
        args.extend(["--schema", schema.to_str().expect("utf-8")]);
        args.extend(["--out", out.to_str().expect("utf-8")]);
        (eventspec().args(&args).assert(), out)
    };
    let (assert, out) = run("both", &[]);
    assert.success();
    assert_eq!(only_dir(&out), ["python", "typescript", "typescript-zod"]);
    let (assert, out) = run("python", &["--lang", "python"]);
    assert.success();
    assert_eq!(only_dir(&out), ["python"]);
    let (assert, out) = run("flag", &["--flavor", "pydantic", "--lang", "python"]);
    assert.success();
    assert_eq!(only_dir(&out), ["python-pydantic"]);
    fs::write(&config, "[generate]\nflavors = [\"zod\"]\n").expect("write");
    run("none", &["--lang", "python"])
        .0
        .code(2)
        .stderr(contains("nothing to generate"));
    fs::write(&config, "[generate]\nflavors = [\"attrs\"]\n").expect("write");
    run("unknown", &[]).0.code(2).stderr(contains("attrs"));
}
