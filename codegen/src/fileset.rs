//! A set of generated files, owned as a whole: written, or compared with what is on disk
//! (stale, missing and unexpected extra files).
//!
//! Nothing is ever written or removed outside the output directory: every path is relative and
//! made of plain names only, no directory on the way to a file may be a symbolic link, a
//! symbolic link where a file goes is replaced (never written through), and the walk that finds
//! unexpected files never follows a symbolic link (it lists the link itself, so removing it
//! removes the link, never what it points to).

use std::{
    collections::BTreeMap,
    fs, io,
    path::{Component, Path, PathBuf},
};

use crate::error::CodegenError;

/// Files by path relative to the output directory, with their exact contents.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FileSet {
    files: BTreeMap<PathBuf, String>,
}

/// How the files on disk differ from a file set.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Drift {
    /// Files whose content differs.
    pub stale: Vec<PathBuf>,
    /// Files the set has and the disk does not.
    pub missing: Vec<PathBuf>,
    /// Files under an owned directory that the set does not have.
    pub unexpected: Vec<PathBuf>,
}

impl Drift {
    /// Whether the disk matches.
    pub fn is_empty(&self) -> bool {
        self.stale.is_empty() && self.missing.is_empty() && self.unexpected.is_empty()
    }
}

impl FileSet {
    /// Adds a file; a later file with the same path replaces an earlier one.
    pub fn insert(&mut self, path: impl Into<PathBuf>, contents: String) {
        self.files.insert(path.into(), contents);
    }

    /// The files, sorted by path.
    pub fn iter(&self) -> impl Iterator<Item = (&PathBuf, &String)> {
        self.files.iter()
    }

    /// Compares with `root`. Files under `owned` directories (relative to `root`) that the set
    /// does not have count as unexpected; other files on disk are left alone.
    pub fn check(&self, root: &Path, owned: &[&str]) -> Result<Drift, CodegenError> {
        let mut drift = Drift::default();
        for (path, contents) in &self.files {
            contained(path)?;
            let full = root.join(path);
            if is_symlink(&full) {
                // Never read through it; writing replaces it.
                drift.stale.push(path.clone());
                continue;
            }
            match fs::read_to_string(&full) {
                Ok(on_disk) if &on_disk == contents => {}
                Ok(_) => drift.stale.push(path.clone()),
                Err(error) if error.kind() == io::ErrorKind::NotFound => {
                    drift.missing.push(path.clone())
                }
                Err(source) => return Err(CodegenError::Io { path: full, source }),
            }
        }
        for dir in owned {
            contained(Path::new(dir))?;
            if let Some(parent) = Path::new(dir).parent() {
                refuse_symlinks(root, parent)?;
            }
            for file in files_under(&root.join(dir))? {
                let relative = file.strip_prefix(root).unwrap_or(&file).to_path_buf();
                if !self.files.contains_key(&relative) {
                    drift.unexpected.push(relative);
                }
            }
        }
        drift.unexpected.sort();
        Ok(drift)
    }

    /// Writes every file under `root` (only those that differ), and removes the unexpected
    /// files of `owned` directories. Returns what it changed.
    pub fn write(&self, root: &Path, owned: &[&str]) -> Result<Drift, CodegenError> {
        let drift = self.check(root, owned)?;
        if !drift.stale.is_empty() || !drift.missing.is_empty() {
            // The output directory itself is the user's choice, wherever it leads.
            fs::create_dir_all(root).map_err(|source| CodegenError::Io {
                path: root.to_path_buf(),
                source,
            })?;
        }
        // Unexpected entries first: a symbolic link among them may sit where a file goes.
        for path in &drift.unexpected {
            let full = root.join(path);
            fs::remove_file(&full).map_err(|source| CodegenError::Io { path: full, source })?;
        }
        for path in drift.stale.iter().chain(&drift.missing) {
            let full = root.join(path);
            if let Some(parent) = path.parent() {
                create_dirs(root, parent)?;
            }
            if is_symlink(&full) {
                fs::remove_file(&full).map_err(|source| CodegenError::Io {
                    path: full.clone(),
                    source,
                })?;
            }
            fs::write(&full, &self.files[path])
                .map_err(|source| CodegenError::Io { path: full, source })?;
        }
        Ok(drift)
    }
}

/// Refuses a path that is absolute or holds anything but plain names (`..`, `.`, a drive).
fn contained(relative: &Path) -> Result<(), CodegenError> {
    let plain = relative.components().next().is_some()
        && relative
            .components()
            .all(|c| matches!(c, Component::Normal(_)));
    if plain {
        Ok(())
    } else {
        Err(CodegenError::OutsideOutput {
            path: relative.to_path_buf(),
            reason: "a generated file's path must be relative and made of plain names only"
                .to_owned(),
        })
    }
}

/// Creates `root/relative` one directory at a time, refusing a symbolic link on the way.
fn create_dirs(root: &Path, relative: &Path) -> Result<(), CodegenError> {
    walk_dirs(root, relative, true)
}

/// Refuses a symbolic link among the directories `root/relative` goes through.
fn refuse_symlinks(root: &Path, relative: &Path) -> Result<(), CodegenError> {
    walk_dirs(root, relative, false)
}

fn walk_dirs(root: &Path, relative: &Path, create: bool) -> Result<(), CodegenError> {
    let mut dir = root.to_path_buf();
    for component in relative.components() {
        dir.push(component);
        match fs::symlink_metadata(&dir) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                return Err(CodegenError::OutsideOutput {
                    path: dir,
                    reason: "a symbolic link on the way to generated files could lead out of the output directory; remove it".to_owned(),
                });
            }
            Ok(_) => {}
            Err(error) if error.kind() == io::ErrorKind::NotFound && create => {
                fs::create_dir(&dir).map_err(|source| CodegenError::Io {
                    path: dir.clone(),
                    source,
                })?;
            }
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(()),
            Err(source) => return Err(CodegenError::Io { path: dir, source }),
        }
    }
    Ok(())
}

fn is_symlink(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// Every file under `dir`, recursively, sorted; none if it does not exist. Build output and
/// installed dependencies (`node_modules`, `dist`, caches) are not the generator's. A symbolic
/// link is listed as a file and never followed (`dir` itself included), so links out of `dir`
/// and loops are never walked.
pub fn files_under(dir: &Path) -> Result<Vec<PathBuf>, CodegenError> {
    const NOT_OURS: &[&str] = &[
        "node_modules",
        "dist",
        "__pycache__",
        ".mypy_cache",
        "build",
    ];
    let mut found = Vec::new();
    if is_symlink(dir) {
        return Ok(vec![dir.to_path_buf()]);
    }
    let mut pending = vec![dir.to_path_buf()];
    while let Some(next) = pending.pop() {
        let entries = match fs::read_dir(&next) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => continue,
            Err(source) => return Err(CodegenError::Io { path: next, source }),
        };
        for entry in entries {
            let entry = entry.map_err(|source| CodegenError::Io {
                path: next.clone(),
                source,
            })?;
            let path = entry.path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            // The entry's own type: a symbolic link is not followed.
            let is_dir = entry.file_type().is_ok_and(|t| t.is_dir());
            if is_dir {
                if !NOT_OURS.contains(&name) && !name.ends_with(".egg-info") {
                    pending.push(path);
                }
            } else {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_reports_stale_missing_and_unexpected_and_write_repairs() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut set = FileSet::default();
        set.insert("gen/a.ts", "a\n".to_owned());
        set.insert("gen/b.ts", "b\n".to_owned());
        fs::create_dir_all(dir.path().join("gen/node_modules")).expect("mkdir");
        fs::write(dir.path().join("gen/a.ts"), "old\n").expect("write");
        fs::write(dir.path().join("gen/extra.ts"), "x\n").expect("write");
        fs::write(dir.path().join("gen/node_modules/dep.js"), "x\n").expect("write");
        let drift = set.check(dir.path(), &["gen"]).expect("check");
        assert_eq!(drift.stale, [PathBuf::from("gen/a.ts")]);
        assert_eq!(drift.missing, [PathBuf::from("gen/b.ts")]);
        assert_eq!(drift.unexpected, [PathBuf::from("gen/extra.ts")]);
        set.write(dir.path(), &["gen"]).expect("write");
        assert!(set.check(dir.path(), &["gen"]).expect("check").is_empty());
        assert!(dir.path().join("gen/node_modules/dep.js").exists());
    }

    #[test]
    fn a_path_that_leaves_the_output_directory_is_refused() {
        let dir = tempfile::tempdir().expect("temp dir");
        let out = dir.path().join("out");
        for bad in ["../escape.ts", "/tmp/abs.ts", "gen/../../x.ts", ""] {
            let mut set = FileSet::default();
            set.insert(bad, "x\n".to_owned());
            let error = set.write(&out, &["gen"]).expect_err(bad);
            assert!(
                error
                    .to_string()
                    .contains("relative and made of plain names"),
                "{error}"
            );
        }
        assert!(!dir.path().join("escape.ts").exists());
        assert!(!out.exists());
    }

    #[cfg(unix)]
    #[test]
    fn symbolic_links_are_never_followed() {
        use std::os::unix::fs::symlink;
        let dir = tempfile::tempdir().expect("temp dir");
        let (out, outside) = (dir.path().join("out"), dir.path().join("outside"));
        fs::create_dir_all(out.join("gen")).expect("mkdir");
        fs::create_dir_all(&outside).expect("mkdir");
        fs::write(outside.join("keep.ts"), "keep\n").expect("write");
        fs::write(outside.join("victim.ts"), "victim\n").expect("write");
        symlink(&outside, out.join("gen/link")).expect("symlink");
        symlink(outside.join("victim.ts"), out.join("gen/a.ts")).expect("symlink");
        symlink(".", out.join("gen/loop")).expect("symlink");
        let mut set = FileSet::default();
        set.insert("gen/a.ts", "a\n".to_owned());
        let drift = set.check(&out, &["gen"]).expect("check");
        assert_eq!(drift.stale, [PathBuf::from("gen/a.ts")]);
        assert_eq!(
            drift.unexpected,
            [PathBuf::from("gen/link"), PathBuf::from("gen/loop")]
        );
        set.write(&out, &["gen"]).expect("write");
        assert_eq!(
            fs::read_to_string(outside.join("keep.ts")).expect("kept"),
            "keep\n"
        );
        assert_eq!(
            fs::read_to_string(outside.join("victim.ts")).expect("kept"),
            "victim\n"
        );
        assert_eq!(
            fs::read_to_string(out.join("gen/a.ts")).expect("written"),
            "a\n"
        );
        assert!(!is_symlink(&out.join("gen/a.ts")));
        // A link on the way to a file is refused, not written through.
        let mut set = FileSet::default();
        set.insert("up/x.ts", "x\n".to_owned());
        symlink(&outside, out.join("up")).expect("symlink");
        let error = set.write(&out, &[]).expect_err("refused");
        assert!(error.to_string().contains("symbolic link"), "{error}");
        assert!(!outside.join("x.ts").exists());
    }
}
