//! The snapshot directory: what `export` writes, and what `export --check` compares.
//!
//! `snapshots/<family>/<version>.json` holds each version's canonical JSON Schema. The current
//! version of a family is regenerated from the Rust types. Earlier versions are published and
//! frozen: `snapshots/frozen.json` pins the SHA-256 of each frozen file, and neither an edit of
//! the file nor a change of the Rust types that would alter it is accepted.

use std::{
    collections::{BTreeMap, BTreeSet},
    fmt, fs,
    path::{Path, PathBuf},
};

use anyhow::Context as _;
use eventspec_schema::{
    Family, Stability, Version,
    canonical::{KeyOrder, digest, to_canonical_string},
    registry,
};

/// The manifest that pins frozen snapshots, relative to the snapshot directory.
pub const FROZEN_MANIFEST: &str = "frozen.json";

/// The root of the eventspec repository the command runs in: the nearest directory, from the
/// current one up, whose `snapshots/` holds the frozen manifest. Commands that work on the
/// registry's own files start from it, so they do the same from any directory inside it.
pub fn workspace_root() -> Option<PathBuf> {
    let here = std::env::current_dir().ok()?;
    here.ancestors()
        .find(|dir| dir.join("snapshots").join(FROZEN_MANIFEST).is_file())
        .map(Path::to_path_buf)
}

/// The directory `name` (`snapshots`, `generated`) of the repository the command runs in, or
/// `name` in the current directory outside one (and at the root, so messages stay short).
pub fn in_workspace(name: &str) -> PathBuf {
    let here = std::env::current_dir().ok();
    match workspace_root() {
        Some(root) if Some(&root) != here.as_ref() => root.join(name),
        _ => PathBuf::from(name),
    }
}

/// A snapshot's path relative to the snapshot directory.
pub fn file_name(family: &Family, version: &Version) -> String {
    format!("{}/{}.json", family.id, version.id)
}

/// The stream rules file of a version, relative to the snapshot directory.
pub fn rules_file_name(family: &Family, version: &Version) -> String {
    format!("{}/{}.rules.json", family.id, version.id)
}

/// Something in the snapshot directory that is not as the registry says it should be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// A current version's file differs from its Rust types, or is missing.
    Stale {
        /// The file.
        path: PathBuf,
        /// The family version, as `family@version`.
        reference: String,
        /// The family is stable: a change needs a new version, not an edit.
        stable: bool,
        /// The version id, for the message.
        version: &'static str,
    },
    /// A frozen file was edited: its digest is not the pinned one.
    FrozenEdited {
        /// The file.
        path: PathBuf,
        /// The pinned digest.
        pinned: String,
        /// The file's digest.
        actual: String,
    },
    /// A frozen file is missing.
    FrozenMissing {
        /// The file.
        path: PathBuf,
    },
    /// The Rust types of a frozen version no longer produce its file.
    FrozenTypesChanged {
        /// The file.
        path: PathBuf,
        /// The family version, as `family@version`.
        reference: String,
    },
    /// A frozen version has no pin in the manifest (`export` adds it).
    Unpinned {
        /// The manifest key.
        key: String,
    },
    /// The manifest pins a file that is not a frozen version.
    StrayPin {
        /// The manifest key.
        key: String,
    },
    /// A file in the snapshot directory that no registered version owns.
    Unexpected {
        /// The file.
        path: PathBuf,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stale {
                path,
                reference,
                stable,
                version,
            } => {
                write!(
                    f,
                    "{}: differs from the Rust types of {reference}; run `eventspec export` to rewrite it",
                    path.display()
                )?;
                if *stable {
                    let family = reference.split('@').next().unwrap_or(reference);
                    write!(
                        f,
                        "\n  note: {family} is a stable family: if a validator built from the old \
                         snapshot would notice this change (a field added, removed, renamed or \
                         retyped, an enum value added or removed), do not edit {version}: publish \
                         the change as a new version (a new module, registered after {version})"
                    )?;
                }
                Ok(())
            }
            Self::FrozenEdited {
                path,
                pinned,
                actual,
            } => write!(
                f,
                "{}: frozen snapshot was edited: its SHA-256 is {actual}, pinned {pinned} in \
                 {FROZEN_MANIFEST}; published snapshots are never edited: restore it with `git \
                 checkout -- {}`",
                path.display(),
                path.display()
            ),
            Self::FrozenMissing { path } => write!(
                f,
                "{}: frozen snapshot is missing: restore it with `git checkout -- {}`",
                path.display(),
                path.display()
            ),
            Self::FrozenTypesChanged { path, reference } => write!(
                f,
                "{}: the Rust types of {reference} no longer produce this frozen snapshot; a \
                 change to a type it shares with later versions leaks into a published version: \
                 give the later version its own copy of the type and revert the shared one",
                path.display()
            ),
            Self::Unpinned { key } => write!(
                f,
                "{FROZEN_MANIFEST}: `{key}` is a frozen version but has no pin; run `eventspec \
                 export` to pin it"
            ),
            Self::StrayPin { key } => write!(
                f,
                "{FROZEN_MANIFEST}: pins `{key}`, which is not a frozen version (the current \
                 version of a family is never pinned); remove the entry"
            ),
            Self::Unexpected { path } => write!(
                f,
                "{}: no registered family version owns this file; remove it, or register the \
                 version",
                path.display()
            ),
        }
    }
}

/// What comparing the snapshot directory with the registry found and, in write mode, did.
#[derive(Debug, Default)]
pub struct Report {
    /// Files written (write mode only).
    pub written: Vec<PathBuf>,
    /// What is wrong; in write mode, only what export cannot fix.
    pub problems: Vec<Problem>,
}

/// Compares `dir` with the registry; with `write`, rewrites what export owns.
pub fn sync(dir: &Path, write: bool) -> anyhow::Result<Report> {
    let manifest_path = dir.join(FROZEN_MANIFEST);
    let mut sync = SnapshotSync {
        dir,
        write,
        pins: read_manifest(&manifest_path)?,
        report: Report::default(),
        owned: BTreeSet::from([manifest_path.clone()]),
        expected_pins: BTreeSet::new(),
    };
    for family in registry() {
        for version in family.versions {
            sync.version(family, version)?;
        }
    }
    sync.finish(manifest_path)
}

/// One run of [`sync`]: what it has seen and found so far.
struct SnapshotSync<'d> {
    /// The snapshot directory.
    dir: &'d Path,
    /// Rewrite what export owns, rather than only report it.
    write: bool,
    /// The manifest's pins, with those export adds.
    pins: BTreeMap<String, String>,
    /// What has been found and written.
    report: Report,
    /// The files some registered version (or the manifest) owns.
    owned: BTreeSet<PathBuf>,
    /// The manifest keys of the frozen versions.
    expected_pins: BTreeSet<String>,
}

impl SnapshotSync<'_> {
    /// Compares the snapshot of one family version, and its stream rules, with the registry.
    fn version(&mut self, family: &Family, version: &Version) -> anyhow::Result<()> {
        let key = file_name(family, version);
        let path = self.dir.join(&key);
        self.owned.insert(path.clone());
        let rendered = to_canonical_string(&version.schema(family), version.key_order);
        let on_disk = read_optional(&path)?;
        let reference = format!("{}@{}", family.id, version.id);
        self.rules(family, version, &reference)?;
        if family.is_current(version) {
            let stable = family.stability == Stability::Stable;
            return self.refresh(path, on_disk.as_deref(), &rendered, |path| Problem::Stale {
                path,
                reference,
                stable,
                version: version.id,
            });
        }
        self.frozen(key, path, on_disk, &rendered, reference)
    }

    /// The stream rules beside a version's snapshot: regenerated for every version, as they
    /// are checked at run time and not part of the pinned contract.
    fn rules(&mut self, family: &Family, version: &Version, reference: &str) -> anyhow::Result<()> {
        let rules_path = self.dir.join(rules_file_name(family, version));
        self.owned.insert(rules_path.clone());
        let rules = canonical_data(&version.rules_document(family))?;
        let on_disk = read_optional(&rules_path)?;
        self.refresh(rules_path, on_disk.as_deref(), &rules, |path| {
            Problem::Stale {
                path,
                reference: reference.to_owned(),
                stable: false,
                version: version.id,
            }
        })
    }

    /// A file export regenerates: where `on_disk` is not `text`, rewrites it in write mode, and
    /// otherwise reports the problem `stale` makes of its path.
    fn refresh(
        &mut self,
        path: PathBuf,
        on_disk: Option<&str>,
        text: &str,
        stale: impl FnOnce(PathBuf) -> Problem,
    ) -> anyhow::Result<()> {
        if on_disk == Some(text) {
            return Ok(());
        }
        if self.write {
            write_file(&path, text)?;
            self.report.written.push(path);
        } else {
            self.report.problems.push(stale(path));
        }
        Ok(())
    }

    /// Checks a frozen version's file against its pin and its Rust types; in write mode, pins
    /// (and writes) a frozen version that has no pin yet.
    fn frozen(
        &mut self,
        key: String,
        path: PathBuf,
        on_disk: Option<String>,
        rendered: &str,
        reference: String,
    ) -> anyhow::Result<()> {
        self.expected_pins.insert(key.clone());
        let problems = &mut self.report.problems;
        match (self.pins.get(&key), on_disk) {
            (Some(pinned), Some(text)) => {
                let actual = digest(&text);
                if &actual != pinned {
                    problems.push(Problem::FrozenEdited {
                        path,
                        pinned: pinned.clone(),
                        actual,
                    });
                } else if text.replace("\r\n", "\n") != rendered {
                    problems.push(Problem::FrozenTypesChanged { path, reference });
                }
            }
            (Some(_), None) => problems.push(Problem::FrozenMissing { path }),
            (None, on_disk) => {
                if on_disk.is_some_and(|text| text != rendered) {
                    problems.push(Problem::FrozenTypesChanged { path, reference });
                } else if self.write {
                    write_file(&path, rendered)?;
                    self.pins.insert(key, digest(rendered));
                    self.report.written.push(path);
                } else {
                    problems.push(Problem::Unpinned { key });
                }
            }
        }
        Ok(())
    }

    /// After every version: reports stray pins, rewrites the manifest in write mode, and reports
    /// the files no version owns.
    fn finish(mut self, manifest_path: PathBuf) -> anyhow::Result<Report> {
        for key in self
            .pins
            .keys()
            .filter(|k| !self.expected_pins.contains(*k))
        {
            self.report
                .problems
                .push(Problem::StrayPin { key: key.clone() });
        }
        let manifest = canonical_data(&self.pins)?;
        if read_optional(&manifest_path)?.as_deref() != Some(manifest.as_str()) && self.write {
            write_file(&manifest_path, &manifest)?;
            self.report.written.push(manifest_path);
        }
        let files = eventspec_codegen::fileset::files_under(self.dir)?;
        for path in files
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
        {
            if !self.owned.contains(&path) {
                self.report.problems.push(Problem::Unexpected { path });
            }
        }
        Ok(self.report)
    }
}

/// `value`, data rather than a schema, in canonical text form: every key sorted.
fn canonical_data(value: &impl serde::Serialize) -> anyhow::Result<String> {
    Ok(to_canonical_string(
        &serde_json::to_value(value)?,
        KeyOrder::Sorted,
    ))
}

fn read_manifest(path: &Path) -> anyhow::Result<BTreeMap<String, String>> {
    match read_optional(path)? {
        None => Ok(BTreeMap::new()),
        Some(text) => serde_json::from_str(&text).with_context(|| {
            format!(
                "{}: expected a JSON object mapping snapshot paths to SHA-256 digests",
                path.display()
            )
        }),
    }
}

fn read_optional(path: &Path) -> anyhow::Result<Option<String>> {
    match eventspec_schema::file::read_text(path, eventspec_schema::file::MAX_FILE_BYTES) {
        Ok(text) => Ok(Some(text)),
        Err(error) if error.is_not_found() => Ok(None),
        Err(error) => Err(error.into()),
    }
}

fn write_file(path: &Path, text: &str) -> anyhow::Result<()> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)
            .with_context(|| format!("cannot create {}", parent.display()))?;
    }
    fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}
