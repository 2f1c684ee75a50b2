//! `eventspec docs`: the registry (or a user's schema) as a static site, written or checked.

use std::{
    collections::BTreeSet,
    path::{Path, PathBuf},
};

use anyhow::Context as _;
use eventspec_codegen::fileset::FileSet;
use eventspec_schema::{file, model, rules::RulesDocument};
use serde_json::Value;

use super::Outcome;
use crate::{
    cli::{DocsArgs, Verbosity},
    output,
    settings::Context,
    site::{self, Family, Version},
    snapshots::in_workspace,
    source::{self, Reference},
};

/// The registry site's title unless one is given.
const REGISTRY_TITLE: &str = "eventspec registry";

/// Writes, or checks, the site.
pub fn run(args: &DocsArgs, context: &Context) -> anyhow::Result<Outcome> {
    let schema = match &args.snapshots {
        Some(_) => None,
        None => context.path(args.schema.as_ref(), |p| p.docs.schema.as_ref()),
    };
    let examples = context.path(args.examples.as_ref(), |p| p.docs.examples.as_ref());
    let title = context.pick(args.title.clone(), |p| p.docs.title.clone());
    let out = context.path(args.out.as_ref(), |p| p.docs.out.as_ref());
    let out = out.unwrap_or_else(|| match schema {
        Some(_) => "site".into(),
        None => in_workspace("site"),
    });
    let (title, families) = match &schema {
        Some(path) => {
            let rules = context.path(args.rules.as_ref(), |p| p.docs.rules.as_ref());
            let read = Reference::File(path).load(rules.as_deref(), context.dialect())?;
            own_schema(
                path,
                (read.document, read.rules),
                examples.as_deref(),
                title,
            )?
        }
        None => {
            let snapshots = context.snapshots_dir(args.snapshots.as_ref());
            let examples = examples.unwrap_or_else(|| in_workspace("tests/fixtures"));
            let title = title.unwrap_or_else(|| REGISTRY_TITLE.to_owned());
            (title, registry(&snapshots, &examples)?)
        }
    };
    let files = site::build(&title, &families)?;
    let what = super::Artefact {
        name: "the site's files",
        source: if schema.is_some() {
            "the schema"
        } else {
            "the snapshots"
        },
        command: "eventspec docs",
    };
    let verbosity = context.verbosity();
    let strays = strays(&files, &out)?;
    if args.check {
        let mut drift = files.check(&out, site::OWNED)?;
        drift.unexpected.extend(strays);
        drift.unexpected.sort();
        drift.unexpected.dedup();
        return super::report_drift(&drift, &out, verbosity, &what);
    }
    let outcome = super::write_files(&files, &out, site::OWNED, verbosity, &what)?;
    // What an earlier build wrote is gone now; what remains was put there by hand.
    let left: String = (strays.iter())
        .map(|path| out.join(path))
        .filter(|path| path.exists())
        .map(|path| format!("left alone: {} ({LEFT_ALONE})\n", path.display()))
        .collect();
    if verbosity > Verbosity::Quiet {
        output::stderr(&left)?;
    }
    Ok(outcome)
}

/// Why a file in the site's own folders that the site does not make stays.
const LEFT_ALONE: &str = "not made by `eventspec docs`; the site owns its folder, so \
                          `eventspec docs --check` names it until it is removed";

/// The files in the folders the site owns whole under `out` that the site does not make:
/// pages added by hand, or left by an earlier build, relative to `out`.
fn strays(files: &FileSet, out: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let made: BTreeSet<&Path> = files.iter().map(|(path, _)| path.as_path()).collect();
    let mut strays = Vec::new();
    // Every entry, none skipped (unlike the generator's walk, which leaves build output alone);
    // a symbolic link is an entry of its own, never followed.
    let mut pending: Vec<PathBuf> = site::OWNED.iter().map(PathBuf::from).collect();
    while let Some(dir) = pending.pop() {
        if std::fs::symlink_metadata(out.join(&dir)).is_ok_and(|m| m.file_type().is_symlink()) {
            strays.push(dir);
            continue;
        }
        let entries = match std::fs::read_dir(out.join(&dir)) {
            Ok(entries) => entries,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => continue,
            Err(error) => return Err(error).with_context(|| out.join(&dir).display().to_string()),
        };
        for entry in entries {
            let entry = entry.with_context(|| out.join(&dir).display().to_string())?;
            let relative = dir.join(entry.file_name());
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                pending.push(relative);
            } else if !made.contains(relative.as_path()) {
                strays.push(relative);
            }
        }
    }
    strays.sort();
    Ok(strays)
}

/// Every registered family, each version read from its snapshot and rules files, with the
/// valid examples of `examples/<family>/<version>/valid`.
fn registry(snapshots: &Path, examples: &Path) -> anyhow::Result<Vec<Family>> {
    let mut families = Vec::new();
    for family in eventspec_schema::registry() {
        let mut versions = Vec::new();
        for version in family.versions {
            let dir = examples.join(family.id).join(version.id).join("valid");
            let read = source::registry_version(snapshots, family, version)?;
            versions.push(Version {
                id: version.id.to_owned(),
                current: read.current,
                upstream: Some(version.upstream.to_owned()),
                schema: read.document,
                rules: Some(read.rules),
                examples: read_examples(&dir)?,
            });
        }
        families.push(Family {
            id: family.id.to_owned(),
            description: family.description.to_owned(),
            stability: Some(family.stability.to_string()),
            versions,
        });
    }
    Ok(families)
}

/// A user's schema (read from `path`) and its stream rules as a one-version family named after
/// its file, with the events of `examples/*.json`; the title is `title`, else the schema's,
/// else the file's name.
fn own_schema(
    path: &Path,
    (schema, rules): (Value, Option<RulesDocument>),
    examples: Option<&Path>,
    title: Option<String>,
) -> anyhow::Result<(String, Vec<Family>)> {
    let contract = model::resolve(&schema);
    let name = (path.file_name()).map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let title = (title)
        .or_else(|| contract.title().map(str::to_owned))
        .unwrap_or_else(|| name.clone());
    let metadata = &contract.metadata;
    let version = Version {
        id: metadata
            .version
            .clone()
            .unwrap_or_else(|| "current".to_owned()),
        current: true,
        upstream: metadata.upstream.clone(),
        rules,
        examples: match examples {
            Some(dir) => read_examples(dir)?,
            None => Vec::new(),
        },
        schema,
    };
    let family = Family {
        id: metadata.family.clone().unwrap_or(name),
        description: contract.description().unwrap_or_default().to_owned(),
        stability: metadata.stability.clone(),
        versions: vec![version],
    };
    Ok((title, vec![family]))
}

/// The events of the `.json` files in `dir`, by file name; none when `dir` does not exist.
fn read_examples(dir: &Path) -> anyhow::Result<Vec<Value>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(error).with_context(|| format!("{}", dir.display())),
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "json") && path.is_file())
        .collect();
    paths.sort();
    (paths.iter())
        .map(|path| {
            let text = file::read_text(path, file::MAX_FILE_BYTES)?;
            source::parse_json(&text)
                .with_context(|| format!("{}: an example event is not JSON", path.display()))
        })
        .collect()
}
