//! A set of generated files: written, or compared with what is on disk (stale, missing, and
//! files an earlier generation wrote that are no longer generated).
//!
//! What the generator wrote is recorded: for each directory it generates into (`typescript/src`),
//! a manifest, [`MANIFEST`], in that directory's parent (`typescript/.eventspec-generated`)
//! lists the files of the set under it. A file is removed only when the manifest on disk lists
//! it and the set no longer has it; a file the manifest does not list (a hand-written module
//! next to the generated ones, a file of a user's own when `--out` is an existing folder) is
//! never removed, whatever its name or content. A manifest rather than each file's "do not
//! edit" header: a header can be copied into a hand-written file, a user's templates decide
//! whether there is one, and files like `py.typed` have none; the manifest says exactly what
//! was written, and is itself a generated file, so `check` finds it stale when it differs.
//!
//! Nothing is ever written or removed outside the output directory: every path is relative and
//! made of plain names only (the manifest's lines too, which must also lie under the directory
//! it is for), no directory on the way to a file (or to a manifest) may be a symbolic link, a
//! symbolic link where a file goes is replaced (never written through), and removing a listed
//! entry that is a symbolic link removes the link, never what it points to; a listed directory
//! is never removed.

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
    /// The command the manifests name as their writer [default: `eventspec generate`].
    made_by: Option<&'static str>,
}

/// The manifest of generated files, in the parent of each directory generated into.
pub const MANIFEST: &str = ".eventspec-generated";

/// The largest manifest read: far more lines than any generation writes.
const MANIFEST_LIMIT: u64 = 16 << 20;

/// How the files on disk differ from a file set.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Drift {
    /// Files whose content differs.
    pub stale: Vec<PathBuf>,
    /// Files the set has and the disk does not.
    pub missing: Vec<PathBuf>,
    /// Files the manifest on disk lists (an earlier generation wrote them) that the set does
    /// not have: no longer generated.
    pub unexpected: Vec<PathBuf>,
}

impl Drift {
    /// Whether the disk matches.
    pub fn is_empty(&self) -> bool {
        self.stale.is_empty() && self.missing.is_empty() && self.unexpected.is_empty()
    }
}

impl FileSet {
    /// The set, its manifests naming `command` (`eventspec docs`) as the one that wrote it.
    pub fn made_by(mut self, command: &'static str) -> Self {
        self.made_by = Some(command);
        self
    }

    /// Whether the set holds a file at `path`.
    pub fn contains(&self, path: impl AsRef<Path>) -> bool {
        self.files.contains_key(path.as_ref())
    }

    /// Adds a file; a later file with the same path replaces an earlier one.
    pub fn insert(&mut self, path: impl Into<PathBuf>, contents: String) {
        self.files.insert(path.into(), contents);
    }

    /// The files, sorted by path.
    pub fn iter(&self) -> impl Iterator<Item = (&PathBuf, &String)> {
        self.files.iter()
    }

    /// The set with the manifest of each `owned` directory (relative to the output
    /// directory): the paths of the set's files under it, relative to the manifest's folder.
    fn with_manifests(&self, owned: &[&str]) -> Result<Self, CodegenError> {
        let mut complete = self.clone();
        for dir in owned {
            let dir = Path::new(dir);
            contained(dir)?;
            let (folder, manifest) = manifest_of(dir);
            let mut text = format!(
                "# The files `{}` wrote under {}, relative to this folder, one a\n\
                 # line. It removes a file only when this list names it and it is no longer\n\
                 # generated; a file not listed here is never removed. Generated: do not edit.\n",
                self.made_by.unwrap_or("eventspec generate"),
                slashed(dir.strip_prefix(&folder).unwrap_or(dir))
            );
            for path in self.files.keys().filter(|p| p.starts_with(dir)) {
                text.push_str(&slashed(path.strip_prefix(&folder).unwrap_or(path)));
                text.push('\n');
            }
            complete.insert(manifest, text);
        }
        Ok(complete)
    }

    /// Compares with `root`, the manifest of each `owned` directory (relative to `root`)
    /// included. Files the manifest on disk lists that the set does not have count as
    /// unexpected; every other file on disk is left alone.
    pub fn check(&self, root: &Path, owned: &[&str]) -> Result<Drift, CodegenError> {
        self.with_manifests(owned)?.compare(root, owned)
    }

    fn compare(&self, root: &Path, owned: &[&str]) -> Result<Drift, CodegenError> {
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
            for relative in listed(root, Path::new(dir))? {
                if self.files.contains_key(&relative) {
                    continue;
                }
                if let Some(parent) = relative.parent() {
                    refuse_symlinks(root, parent)?;
                }
                match fs::symlink_metadata(root.join(&relative)) {
                    // A directory is never removed; a link is removed itself.
                    Ok(metadata) if metadata.is_dir() => {}
                    Ok(_) => drift.unexpected.push(relative),
                    Err(error) if error.kind() == io::ErrorKind::NotFound => {}
                    Err(source) => {
                        return Err(CodegenError::Io {
                            path: root.join(relative),
                            source,
                        });
                    }
                }
            }
        }
        drift.unexpected.sort();
        drift.unexpected.dedup();
        Ok(drift)
    }

    /// Writes every file under `root` (only those that differ) with the manifest of each
    /// `owned` directory, and removes the files the manifests on disk list that the set no
    /// longer has. Returns what it changed.
    pub fn write(&self, root: &Path, owned: &[&str]) -> Result<Drift, CodegenError> {
        let complete = self.with_manifests(owned)?;
        let drift = complete.compare(root, owned)?;
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
            fs::write(&full, &complete.files[path])
                .map_err(|source| CodegenError::Io { path: full, source })?;
        }
        Ok(drift)
    }
}

/// The folder of the manifest of the owned directory `dir` (its parent) and the manifest's
/// path, both relative to the output directory.
fn manifest_of(dir: &Path) -> (PathBuf, PathBuf) {
    let folder = dir.parent().map(Path::to_path_buf).unwrap_or_default();
    let manifest = folder.join(MANIFEST);
    (folder, manifest)
}

/// `path` with `/` between its names, as the manifest writes it on every system.
fn slashed(path: &Path) -> String {
    (path.components())
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// The files the manifest of the owned directory `dir` under `root` lists, relative to `root`;
/// none when there is no manifest (or a symbolic link stands where it goes: it is never read
/// through, and writing replaces it). Every line must be a relative path of plain names under
/// `dir`, or the manifest is refused, naming the line and what was expected.
fn listed(root: &Path, dir: &Path) -> Result<Vec<PathBuf>, CodegenError> {
    contained(dir)?;
    let (folder, manifest) = manifest_of(dir);
    refuse_symlinks(root, &folder)?;
    let full = root.join(&manifest);
    match fs::symlink_metadata(&full) {
        Ok(metadata) if metadata.file_type().is_symlink() => return Ok(Vec::new()),
        Ok(_) => {}
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(source) => return Err(CodegenError::Io { path: full, source }),
    }
    let text = eventspec_schema::file::read_text(&full, MANIFEST_LIMIT)?;
    let mut paths = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let entry = line.trim_end_matches('\r');
        if entry.trim().is_empty() || entry.starts_with('#') {
            continue;
        }
        let relative = folder.join(entry);
        let plain = !entry.contains('\\')
            && Path::new(entry)
                .components()
                .all(|c| matches!(c, Component::Normal(_)));
        if !plain || !relative.starts_with(dir) || relative == dir {
            return Err(CodegenError::Manifest {
                path: full,
                line: index + 1,
                entry: entry.to_owned(),
                reason: format!(
                    "is not a file under {}: a manifest of generated files lists, one a line, the \
                     paths (relative to its folder, plain names only) of the files the generator \
                     wrote there; correct the line or remove the manifest (nothing it lists is \
                     then removed)",
                    slashed(dir.strip_prefix(&folder).unwrap_or(dir))
                ),
            });
        }
        paths.push(relative);
    }
    Ok(paths)
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
        fs::write(dir.path().join("gen/mine.ts"), "by hand\n").expect("write");
        fs::write(dir.path().join("gen/node_modules/dep.js"), "x\n").expect("write");
        // An earlier generation wrote `extra.ts`; nothing wrote `mine.ts`.
        fs::write(
            dir.path().join(MANIFEST),
            "# comment\ngen/a.ts\ngen/extra.ts\ngen/gone.ts\n",
        )
        .expect("write");
        let drift = set.check(dir.path(), &["gen"]).expect("check");
        assert_eq!(
            drift.stale,
            [PathBuf::from(MANIFEST), PathBuf::from("gen/a.ts")]
        );
        assert_eq!(drift.missing, [PathBuf::from("gen/b.ts")]);
        assert_eq!(drift.unexpected, [PathBuf::from("gen/extra.ts")]);
        set.write(dir.path(), &["gen"]).expect("write");
        assert!(set.check(dir.path(), &["gen"]).expect("check").is_empty());
        assert!(!dir.path().join("gen/extra.ts").exists());
        assert_eq!(
            fs::read_to_string(dir.path().join("gen/mine.ts")).expect("kept"),
            "by hand\n"
        );
        assert!(dir.path().join("gen/node_modules/dep.js").exists());
        let manifest = fs::read_to_string(dir.path().join(MANIFEST)).expect("manifest");
        let listed: Vec<&str> = manifest.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(listed, ["gen/a.ts", "gen/b.ts"]);
    }

    #[test]
    fn a_manifest_line_outside_its_directory_is_refused_naming_it() {
        let dir = tempfile::tempdir().expect("temp dir");
        fs::write(dir.path().join("keep.txt"), "keep\n").expect("write");
        let mut set = FileSet::default();
        set.insert("out/src/a.ts", "a\n".to_owned());
        fs::create_dir_all(dir.path().join("out")).expect("mkdir");
        for bad in [
            "../keep.txt",
            "/etc/passwd",
            "src",
            "README.md",
            "src/../../keep.txt",
        ] {
            fs::write(
                dir.path().join("out").join(MANIFEST),
                format!("src/a.ts\n{bad}\n"),
            )
            .expect("write");
            let error = set.write(dir.path(), &["out/src"]).expect_err(bad);
            let message = error.to_string();
            assert!(
                message.contains(&format!(
                    ".eventspec-generated:2: {bad:?} is not a file under src"
                )),
                "{message}"
            );
        }
        assert!(dir.path().join("keep.txt").exists());
        assert!(!dir.path().join("out/src/a.ts").exists());
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
        // The manifest lists the link to a folder (as if a generated file had been replaced by
        // it): it is removed as a link. The loop is not listed, so it stays.
        fs::write(out.join(MANIFEST), "gen/a.ts\ngen/link\n").expect("write");
        let mut set = FileSet::default();
        set.insert("gen/a.ts", "a\n".to_owned());
        let drift = set.check(&out, &["gen"]).expect("check");
        assert_eq!(
            drift.stale,
            [PathBuf::from(MANIFEST), PathBuf::from("gen/a.ts")]
        );
        assert_eq!(drift.unexpected, [PathBuf::from("gen/link")]);
        set.write(&out, &["gen"]).expect("write");
        assert!(!is_symlink(&out.join("gen/link")));
        assert!(is_symlink(&out.join("gen/loop")));
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
