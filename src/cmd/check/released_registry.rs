//! What the release's snapshot folder had, read from the revision for the gate.

use std::collections::{BTreeMap, BTreeSet};

use anyhow::Context as _;
use serde_json::Value;

use super::Sides;
use crate::snapshots;

/// What the release's snapshot folder had: the versions its frozen manifest pins and the
/// snapshots listed in it, as `family/version.json`.
pub(super) struct ReleasedRegistry {
    /// The folder, from the repository root.
    pub(super) dir: String,
    release: String,
    pinned: BTreeSet<String>,
    listed: BTreeSet<String>,
}

impl ReleasedRegistry {
    pub(super) fn read(sides: &Sides, dir: &str) -> anyhow::Result<Self> {
        let against = &sides.against;
        against.refuse_symlinks(dir)?;
        let manifest = format!("{dir}/{}", snapshots::FROZEN_MANIFEST);
        let pinned = match against.file(&manifest)? {
            None => BTreeSet::new(),
            Some(text) => serde_json::from_str::<BTreeMap<String, Value>>(&text)
                .with_context(|| format!("{manifest} at {}: expected a JSON object mapping snapshot paths to SHA-256 digests", against.name))?
                .into_keys()
                .collect(),
        };
        let mut listed = BTreeSet::new();
        for entry in against.list(dir)?.unwrap_or_default() {
            if entry.symlink {
                anyhow::bail!(
                    "{dir}/{} is a symbolic link at git revision {}: the release gate reads snapshots only where they are, never through a link",
                    entry.path,
                    against.name
                );
            }
            if split_key(&entry.path).is_some() {
                listed.insert(entry.path);
            }
        }
        Ok(Self {
            dir: dir.to_owned(),
            release: against.name.clone(),
            pinned,
            listed,
        })
    }

    /// Why `key` (`family/version.json`) must have existed at the release, if anything says so.
    pub(super) fn evidence(&self, key: &str) -> Option<String> {
        let (dir, release) = (&self.dir, &self.release);
        if self.pinned.contains(key) {
            Some(format!(
                "pinned in {dir}/{} there",
                snapshots::FROZEN_MANIFEST
            ))
        } else if self.listed.contains(key) {
            Some(format!("listed in {dir}/ at {release}"))
        } else {
            None
        }
    }

    /// Every `(family, version)` the release had.
    pub(super) fn versions(&self) -> BTreeSet<(&str, &str)> {
        (self.pinned.iter().chain(&self.listed))
            .filter_map(|key| split_key(key))
            .collect()
    }
}

/// `family/version.json` as `(family, version)`; `None` for any other file (the manifest, a
/// stream rules file, a deeper path).
fn split_key(key: &str) -> Option<(&str, &str)> {
    let (family, file) = key.split_once('/')?;
    let version = file.strip_suffix(".json")?;
    let plain = !family.is_empty() && !version.is_empty() && !version.contains(['/', '.']);
    plain.then_some((family, version))
}
