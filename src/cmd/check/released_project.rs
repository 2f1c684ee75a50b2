//! The project file as the release had it, read from the revision for the gate.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};

use eventspec_schema::Stability;
use serde_json::Value;

use super::Sides;
use crate::{
    config::{self, Contract, Loaded},
    repo::join_lexically,
    snapshots,
};

/// The project file as the release had it: the same file, by its path from the repository
/// root. Read leniently (only what the gate needs), so that the project file of an older
/// eventspec still says where its snapshots were and which contracts it had.
pub(super) struct ReleasedProject {
    /// Its path from the repository root.
    pub(super) file: String,
    /// Its directory, from the repository root.
    dir: String,
    /// What it said; empty when the release had none.
    table: toml::Table,
}

impl ReleasedProject {
    pub(super) fn read(
        sides: &Sides,
        project: Option<&Loaded>,
        no_config: bool,
    ) -> anyhow::Result<Self> {
        let path = project.map_or_else(|| PathBuf::from(config::FILE_NAME), |p| p.path.clone());
        let outside = (path.canonicalize()).is_ok_and(|real| !real.starts_with(&sides.repo.root));
        if outside {
            // A project file from elsewhere (`--config`): the repository's release had none.
            return Ok(Self {
                file: path.display().to_string(),
                dir: String::new(),
                table: toml::Table::new(),
            });
        }
        let file = sides.repo.relative(&path)?;
        let dir = Path::new(&file)
            .parent()
            .map(crate::repo::slashed)
            .unwrap_or_default();
        let against = &sides.against;
        let table = match against.file(&file)? {
            Some(text) if !no_config => toml::from_str(&text).map_err(|error| {
                anyhow::anyhow!(
                    "{file} at {}: {}",
                    against.name,
                    error.to_string().trim_end()
                )
            })?,
            _ => toml::Table::new(),
        };
        Ok(Self { file, dir, table })
    }

    /// Where the release kept its snapshot folder: where its project file said, else
    /// `snapshots` of the registry the current directory was in there (the nearest folder up
    /// whose `snapshots/` held the frozen manifest), else where it is now (`now`).
    pub(super) fn snapshot_dir(&self, sides: &Sides, now: &str) -> anyhow::Result<String> {
        let configured = (self.table.get("registry").and_then(|r| r.get("snapshots")))
            .and_then(toml::Value::as_str);
        if let Some(dir) = configured {
            return join_lexically(&self.dir, dir).ok_or_else(|| {
                anyhow::anyhow!(
                    "{} at {}: [registry] snapshots `{dir}` is outside the repository",
                    self.file,
                    sides.against.name
                )
            });
        }
        let here = sides.repo.relative(Path::new("."))?;
        let mut names: Vec<&str> = here.split('/').filter(|n| !n.is_empty()).collect();
        loop {
            let candidate = join_lexically(&names.join("/"), "snapshots").unwrap_or_default();
            let manifest = format!("{candidate}/{}", snapshots::FROZEN_MANIFEST);
            if sides.against.file(&manifest)?.is_some() {
                return Ok(candidate);
            }
            if names.pop().is_none() {
                return Ok(now.to_owned());
            }
        }
    }

    /// Its `[[check.contracts]]`, by their path from the repository root, each with its stream
    /// rules file from the repository root.
    pub(super) fn contracts(&self) -> BTreeMap<String, (Contract, String)> {
        let entries = (self.table.get("check").and_then(|c| c.get("contracts")))
            .and_then(toml::Value::as_array)
            .map(Vec::as_slice)
            .unwrap_or_default();
        let mut contracts = BTreeMap::new();
        for entry in entries {
            let Some(path) = entry.get("path").and_then(toml::Value::as_str) else {
                continue;
            };
            let stability = (entry.get("stability").and_then(toml::Value::as_str))
                .and_then(|s| serde_json::from_value(Value::String(s.to_owned())).ok())
                .unwrap_or(Stability::Stable);
            let Some(file) = join_lexically(&self.dir, path) else {
                continue;
            };
            let rules = (entry.get("rules").and_then(toml::Value::as_str))
                .and_then(|rules| join_lexically(&self.dir, rules))
                .unwrap_or_else(|| eventspec_schema::rules::rules_file_of(&file));
            let contract = Contract {
                path: PathBuf::from(path),
                rules: None,
                stability,
            };
            contracts.insert(file, (contract, rules));
        }
        contracts
    }
}
