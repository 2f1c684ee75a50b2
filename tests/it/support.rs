//! Shared helpers: paths, snapshot loading, per-event-type validators, the fixture corpus.

use std::{
    collections::BTreeMap,
    fs,
    path::{Path, PathBuf},
};

use assert_cmd::Command;
use jsonschema::Validator;
use serde_json::{Value, json};

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// agentao's own published HostEvent schema of `version` (`tests/upstream/agentao-host`).
pub fn agentao_host_schema(version: &str) -> Value {
    read_json(
        &root()
            .join("tests/upstream/agentao-host")
            .join(format!("host.events.{version}.json")),
    )
}

/// The `eventspec` binary, run from the repository root.
pub fn eventspec() -> Command {
    let mut command = Command::cargo_bin("eventspec").expect("the eventspec binary is built");
    command.current_dir(root());
    // Under pre-commit (the variable it sets for its hooks), validate wants `--` before its
    // file names; the tests that exercise that set it themselves.
    command.env_remove("PRE_COMMIT");
    command
}

/// Runs `eventspec generate --lang LANG --flavor FLAVOR --schema SCHEMA --out OUT`, which must
/// succeed.
pub fn generate_flavour(lang: &str, flavor: &str, schema: &Path, out: &Path) {
    eventspec()
        .args(["generate", "--lang", lang, "--flavor", flavor, "--schema"])
        .arg(schema)
        .arg("--out")
        .arg(out)
        .assert()
        .success();
}

/// Runs `eventspec ARGS` in `dir`: its exit code, standard output and standard error.
pub fn run_in(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let output = eventspec()
        .current_dir(dir)
        .args(args)
        .output()
        .expect("eventspec runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Reads and parses a JSON file, naming it on failure.
pub fn read_json(path: &Path) -> Value {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every `family@version` the registry lists, as (family id, version id).
pub fn family_versions() -> Vec<(&'static str, &'static str)> {
    eventspec_schema::registry()
        .iter()
        .flat_map(|f| f.versions.iter().map(move |v| (f.id, v.id)))
        .collect()
}

/// A snapshot compiled once: its root validator and one validator per `$defs` entry.
pub struct Compiled {
    /// The snapshot document.
    pub document: Value,
    /// Validates against the whole document (its root `oneOf`).
    pub root: Validator,
    /// Validates against one `$defs` entry, by name.
    pub defs: BTreeMap<String, Validator>,
}

impl Compiled {
    /// Compiles `document`.
    pub fn new(document: Value) -> Self {
        let root = jsonschema::validator_for(&document).expect("the snapshot compiles");
        let defs = document["$defs"]
            .as_object()
            .expect("a snapshot has $defs")
            .keys()
            .map(|name| {
                let schema = json!({
                    "$schema": document["$schema"],
                    "$defs": document["$defs"],
                    "$ref": format!("#/$defs/{name}"),
                });
                let validator = jsonschema::validator_for(&schema)
                    .unwrap_or_else(|e| panic!("$defs/{name} compiles: {e}"));
                (name.clone(), validator)
            })
            .collect();
        Self {
            document,
            root,
            defs,
        }
    }

    /// Loads and compiles `snapshots/<family>/<version>.json`.
    pub fn snapshot(family: &str, version: &str) -> Self {
        Self::new(read_json(
            &root().join(format!("snapshots/{family}/{version}.json")),
        ))
    }

    /// `(instance_path, keyword)` of every error of `event` against the `$defs` entry `def`.
    pub fn errors(&self, def: &str, event: &Value) -> Vec<(String, String)> {
        self.defs[def]
            .iter_errors(event)
            .map(|e| (e.instance_path().to_string(), e.kind().keyword().to_owned()))
            .collect()
    }
}

/// One case of the payload corpus.
pub struct Case {
    /// The file.
    pub path: PathBuf,
    /// The event.
    pub event: Value,
    /// For an invalid case, the expected `(instance_path, keyword)`.
    pub expect: Option<(String, String)>,
    /// For an invalid case of an untagged family, the root type to check against.
    pub event_type: Option<String>,
    /// For an invalid case, its description.
    pub description: String,
}

impl Case {
    /// The file name without extension.
    pub fn name(&self) -> String {
        self.path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

/// The corpus of one family version: (valid cases, invalid cases).
pub fn corpus(family: &str, version: &str) -> (Vec<Case>, Vec<Case>) {
    let dir = root().join(format!("tests/fixtures/{family}/{version}"));
    let valid = json_files(&dir.join("valid"))
        .into_iter()
        .map(|path| Case {
            event: read_json(&path),
            path,
            expect: None,
            event_type: None,
            description: String::new(),
        })
        .collect();
    let invalid = json_files(&dir.join("invalid"))
        .into_iter()
        .map(|path| {
            let case = read_json(&path);
            let text = |pointer: &str| {
                case.pointer(pointer)
                    .and_then(Value::as_str)
                    .map(str::to_owned)
            };
            let expect = match (text("/expect/instance_path"), text("/expect/keyword")) {
                (Some(p), Some(k)) => Some((p, k)),
                _ => panic!(
                    "{}: an invalid case needs expect.instance_path and expect.keyword",
                    path.display()
                ),
            };
            Case {
                event: case
                    .get("event")
                    .cloned()
                    .unwrap_or_else(|| panic!("{}: an invalid case needs `event`", path.display())),
                expect,
                event_type: text("/expect/event_type"),
                description: text("/description").unwrap_or_default(),
                path,
            }
        })
        .collect();
    (valid, invalid)
}

/// The `.json` files directly in `dir`, sorted; none if it does not exist.
pub fn json_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.expect("a readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

/// Edits the snapshot `file` (under `snapshots/`) of a scratch repository as `change` says, and
/// returns its path.
pub fn edit_snapshot(
    dir: &tempfile::TempDir,
    file: &str,
    change: impl FnOnce(&mut Value),
) -> std::path::PathBuf {
    let path = dir.path().join("snapshots").join(file);
    let mut document = read_json(&path);
    change(&mut document);
    fs::write(
        &path,
        serde_json::to_string_pretty(&document).expect("JSON"),
    )
    .expect("write");
    path
}

pub fn git(dir: &Path, args: &[&str]) {
    let status = std::process::Command::new("git")
        .args(args)
        .current_dir(dir)
        .status()
        .expect("git runs");
    assert!(status.success(), "git {args:?}");
}

/// A scratch repository holding a copy of the snapshots, committed.
pub fn scratch_repository() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("dir");
    copy_snapshots(dir.path());
    release(dir.path());
    dir
}

/// Copies the registry's snapshots (manifest, snapshots, stream rules) to `dir/snapshots`.
pub fn copy_snapshots(dir: &Path) {
    let manifest = dir.join("snapshots/frozen.json");
    fs::create_dir_all(manifest.parent().expect("parent")).expect("mkdir");
    fs::copy(root().join("snapshots/frozen.json"), manifest).expect("copy");
    for (family, version) in family_versions() {
        for relative in [
            format!("snapshots/{family}/{version}.json"),
            format!("snapshots/{family}/{version}.rules.json"),
        ] {
            let target = dir.join(&relative);
            fs::create_dir_all(target.parent().expect("parent")).expect("mkdir");
            fs::copy(root().join(&relative), target).expect("copy");
        }
    }
}

/// Makes `dir` a git repository whose one commit holds everything in it.
pub fn release(dir: &Path) {
    git(dir, &["init", "-q"]);
    git(dir, &["add", "."]);
    git(
        dir,
        &[
            "-c",
            "user.name=t",
            "-c",
            "user.email=t@t",
            "commit",
            "-qm",
            "release",
        ],
    );
}

/// A scratch repository whose current `agentao.host@v3` has gained an optional field
/// (`duration_ms`) since the commit: a breaking edit of a stable version.
pub fn repository_with_a_breaking_edit() -> tempfile::TempDir {
    let dir = scratch_repository();
    edit_snapshot(&dir, "agentao.host/v3.json", |document| {
        document["$defs"]["ToolLifecycleEvent"]["properties"]["duration_ms"] =
            serde_json::json!({"type": "integer"});
    });
    dir
}

/// The rules of the changes `report` calls breaking.
pub fn breaking_rules(report: &eventspec_drift::Report) -> Vec<eventspec_drift::Rule> {
    (report.changes.iter())
        .filter(|c| c.verdict == eventspec_drift::Verdict::Breaking)
        .map(|c| c.rule)
        .collect()
}

/// Every file under `dir`, relative to it, sorted.
pub fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(next) = pending.pop() {
        for entry in fs::read_dir(&next).expect("dir") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                pending.push(path);
            } else {
                out.push(path.strip_prefix(dir).expect("under").to_path_buf());
            }
        }
    }
    out.sort();
    out
}
