//! The payload corpus (`tests/fixtures`) as the generators read it.

use std::{fs, path::Path};

use anyhow::Context as _;
use serde_json::Value;

/// Every `.json` file directly in `dir`, parsed, in file-name order; none if `dir` does not exist.
pub fn load(dir: &Path) -> anyhow::Result<Vec<Value>> {
    let mut paths: Vec<_> = match fs::read_dir(dir) {
        Ok(entries) => entries
            .map(|entry| entry.map(|e| e.path()))
            .collect::<Result<_, _>>()
            .with_context(|| format!("cannot list {}", dir.display()))?,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(error).with_context(|| format!("cannot list {}", dir.display())),
    };
    paths.retain(|p| p.extension().is_some_and(|e| e == "json"));
    paths.sort();
    paths
        .iter()
        .map(|p| {
            let text =
                fs::read_to_string(p).with_context(|| format!("cannot read {}", p.display()))?;
            serde_json::from_str(&text).with_context(|| format!("{} is not JSON", p.display()))
        })
        .collect()
}
