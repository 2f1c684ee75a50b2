//! A set of generated files, owned as a whole: written, or compared with what is on disk
//! (stale, missing and unexpected extra files).

use std::{
    collections::BTreeMap,
    fs, io,
    path::{Path, PathBuf},
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
            let full = root.join(path);
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
        for path in drift.stale.iter().chain(&drift.missing) {
            let full = root.join(path);
            if let Some(parent) = full.parent() {
                fs::create_dir_all(parent).map_err(|source| CodegenError::Io {
                    path: parent.to_path_buf(),
                    source,
                })?;
            }
            fs::write(&full, &self.files[path])
                .map_err(|source| CodegenError::Io { path: full, source })?;
        }
        for path in &drift.unexpected {
            let full = root.join(path);
            fs::remove_file(&full).map_err(|source| CodegenError::Io { path: full, source })?;
        }
        Ok(drift)
    }
}

/// Every file under `dir`, recursively, sorted; none if it does not exist. Build output and
/// installed dependencies (`node_modules`, `dist`, caches) are not the generator's.
pub fn files_under(dir: &Path) -> Result<Vec<PathBuf>, CodegenError> {
    const NOT_OURS: &[&str] = &[
        "node_modules",
        "dist",
        "__pycache__",
        ".mypy_cache",
        "build",
    ];
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(next) = pending.pop() {
        let entries = match fs::read_dir(&next) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => continue,
            Err(source) => return Err(CodegenError::Io { path: next, source }),
        };
        for entry in entries {
            let path = entry
                .map_err(|source| CodegenError::Io {
                    path: next.clone(),
                    source,
                })?
                .path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            if path.is_dir() {
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
}
