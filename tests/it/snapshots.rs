//! The checked-in snapshots: up to date, canonical, valid JSON Schema 2020-12, and frozen
//! where published.

use std::{fs, path::Path};

use eventspec_schema::canonical::{KeyOrder, is_canonical};
use eventspec_schema::resolve;
use predicates::str::contains;

use crate::support::{eventspec, family_versions, read_json, root};

fn copy_snapshots(to: &Path) {
    let from = root().join("snapshots");
    for entry in walk(&from) {
        let target = to.join(entry.strip_prefix(&from).expect("under snapshots/"));
        fs::create_dir_all(target.parent().expect("a parent")).expect("create dir");
        fs::copy(&entry, &target).expect("copy snapshot");
    }
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).expect("readable dir") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

#[test]
fn checked_in_snapshots_are_up_to_date() {
    eventspec()
        .args(["export", "--check"])
        .assert()
        .success()
        .stderr(contains("up to date"));
}

/// Only a snapshot frozen before declaration order was kept lists its properties by name: every
/// version registered with sorted keys is pinned, so no new one is written that way.
#[test]
fn only_frozen_snapshots_keep_every_key_sorted() {
    let pins = read_json(&root().join("snapshots/frozen.json"));
    let mut sorted = Vec::new();
    for (family, version) in family_versions() {
        let (_, registered) = resolve(&format!("{family}@{version}")).expect("registered");
        if registered.key_order == KeyOrder::Sorted {
            let key = format!("{family}/{version}.json");
            assert!(
                pins.get(&key).is_some(),
                "{key}: sorted keys but not frozen"
            );
            sorted.push(key);
        }
    }
    // The five frozen before declaration order was kept.
    assert_eq!(sorted.len(), 5, "{sorted:?}");
}

#[test]
fn every_snapshot_is_canonical_and_valid_json_schema_2020_12() {
    for (family, version) in family_versions() {
        let path = root().join(format!("snapshots/{family}/{version}.json"));
        let text = fs::read_to_string(&path).expect("snapshot exists");
        let (_, registered) = resolve(&format!("{family}@{version}")).expect("registered");
        assert!(
            is_canonical(&text, registered.key_order),
            "{} is not canonical",
            path.display()
        );
        let schema = read_json(&path);
        assert_eq!(
            schema["$schema"],
            "https://json-schema.org/draft/2020-12/schema",
            "{}",
            path.display()
        );
        for key in ["$id", "title", "description"] {
            assert!(schema[key].is_string(), "{}: no `{key}`", path.display());
        }
        if let Err(error) = jsonschema::draft202012::meta::validate(&schema) {
            panic!("{} is not a valid 2020-12 schema: {error}", path.display());
        }
    }
}

#[test]
fn export_into_an_empty_directory_reproduces_the_checked_in_snapshots() {
    let dir = tempfile::tempdir().expect("temp dir");
    eventspec()
        .args(["export", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    for file in walk(&root().join("snapshots")) {
        let relative = file.strip_prefix(root().join("snapshots")).expect("under");
        let fresh = fs::read(dir.path().join(relative)).expect("exported");
        assert_eq!(
            fresh,
            fs::read(&file).expect("checked in"),
            "{}",
            relative.display()
        );
    }
    assert_eq!(
        walk(dir.path()).len(),
        walk(&root().join("snapshots")).len()
    );
}

#[test]
fn an_edited_current_snapshot_fails_the_check_and_names_the_fix() {
    let dir = tempfile::tempdir().expect("temp dir");
    copy_snapshots(dir.path());
    let path = dir.path().join("we0/v1.json");
    let text = fs::read_to_string(&path).expect("snapshot");
    fs::write(&path, text.replacen("\"type\"", "\"type\" ", 1)).expect("edit");
    eventspec()
        .args(["export", "--check", "--out"])
        .arg(dir.path())
        .assert()
        .code(1)
        .stderr(contains("we0/v1.json"))
        .stderr(contains("run `eventspec export`"));
    // Write mode repairs it; the check then passes.
    eventspec()
        .args(["export", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    eventspec()
        .args(["export", "--check", "--out"])
        .arg(dir.path())
        .assert()
        .success();
}

#[test]
fn a_stable_family_says_a_change_needs_a_new_version() {
    let dir = tempfile::tempdir().expect("temp dir");
    copy_snapshots(dir.path());
    let path = dir.path().join("agentao.host/v3.json");
    let text = fs::read_to_string(&path).expect("snapshot");
    fs::write(&path, text.replace("\"spawned\",", "")).expect("edit");
    eventspec()
        .args(["export", "--check", "--out"])
        .arg(dir.path())
        .assert()
        .code(1)
        .stderr(contains("agentao.host/v3.json"))
        .stderr(contains("stable family"))
        .stderr(contains("new version"));
}

#[test]
fn an_edited_frozen_snapshot_fails_and_export_does_not_overwrite_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    copy_snapshots(dir.path());
    let path = dir.path().join("agentao.host/v1.json");
    let edited = fs::read_to_string(&path)
        .expect("snapshot")
        .replace("\"plan\"", "\"planning\"");
    fs::write(&path, &edited).expect("edit");
    for args in [&["export", "--check"][..], &["export"][..]] {
        eventspec()
            .args(args)
            .arg("--out")
            .arg(dir.path())
            .assert()
            .code(1)
            .stderr(contains("agentao.host/v1.json: frozen snapshot was edited"));
    }
    assert_eq!(fs::read_to_string(&path).expect("still there"), edited);
}

#[test]
fn the_frozen_manifest_pins_exactly_the_non_current_versions() {
    let manifest = read_json(&root().join("snapshots/frozen.json"));
    let pinned: Vec<&String> = manifest.as_object().expect("an object").keys().collect();
    let mut expected: Vec<String> = eventspec_schema::registry()
        .iter()
        .flat_map(|f| {
            f.versions
                .iter()
                .filter(|v| !f.is_current(v))
                .map(move |v| format!("{}/{}.json", f.id, v.id))
        })
        .collect();
    expected.sort();
    assert_eq!(pinned, expected.iter().collect::<Vec<_>>());
    for (file, digest) in manifest.as_object().expect("an object") {
        let text = fs::read_to_string(root().join("snapshots").join(file)).expect("pinned file");
        assert_eq!(
            &eventspec_schema::canonical::digest(&text),
            digest.as_str().expect("a hex digest"),
            "{file} changed after it was frozen"
        );
    }
}

#[test]
fn an_unexpected_file_is_reported() {
    let dir = tempfile::tempdir().expect("temp dir");
    copy_snapshots(dir.path());
    fs::write(dir.path().join("we0/v9.json"), "{}\n").expect("write");
    eventspec()
        .args(["export", "--check", "--out"])
        .arg(dir.path())
        .assert()
        .code(1)
        .stderr(contains(
            "we0/v9.json: no registered family version owns this file",
        ));
}

/// The registry's commands find the repository root: run from a folder inside it, `export` and
/// `generate` check the repository's own snapshots and typings, not a `snapshots/` of the folder.
#[test]
fn checks_run_from_a_folder_inside_the_repository() {
    for (command, folder) in [("export", "snapshots"), ("generate", "generated")] {
        let expected = format!("in {} are up to date", root().join(folder).display());
        eventspec()
            .current_dir(root().join("schema/src"))
            .args([command, "--check"])
            .assert()
            .success()
            .stderr(contains(expected));
    }
}
