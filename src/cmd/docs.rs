//! `eventspec docs`: the registry (or a user's schema) as a static site, written or checked.

use std::path::{Path, PathBuf};

use anyhow::Context as _;
use eventspec_schema::{Dialect, file, model};
use serde_json::Value;

use super::generate::{read_schema, registry_rules, registry_schema};
use crate::{
    Outcome,
    cli::{DocsArgs, Global},
    config,
    site::{self, Family, Version},
    snapshots::in_workspace,
};

/// The registry site's title unless one is given.
const REGISTRY_TITLE: &str = "eventspec registry";

/// Writes, or checks, the site.
pub fn run(args: &DocsArgs, global: &Global) -> anyhow::Result<Outcome> {
    let project = config::load(global)?;
    let setting = |flag: &Option<PathBuf>, key: fn(&config::Docs) -> Option<&PathBuf>| {
        flag.clone().or_else(|| {
            let loaded = project.as_ref()?;
            Some(loaded.resolve(key(&loaded.project.docs)?))
        })
    };
    let schema = match &args.snapshots {
        Some(_) => None,
        None => setting(&args.schema, |d| d.schema.as_ref()),
    };
    let examples = setting(&args.examples, |d| d.examples.as_ref());
    let title = (args.title.clone()).or_else(|| project.as_ref()?.project.docs.title.clone());
    let out = setting(&args.out, |d| d.out.as_ref()).unwrap_or_else(|| match schema {
        Some(_) => "site".into(),
        None => in_workspace("site"),
    });
    let (title, families) = match &schema {
        Some(path) => {
            let dialect = config::dialect(global, project.as_ref());
            own_schema(path, dialect, examples.as_deref(), title)?
        }
        None => {
            let snapshots =
                (args.snapshots.clone()).unwrap_or_else(|| config::snapshots_dir(project.as_ref()));
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
    let verbosity = global.verbosity();
    if args.check {
        return super::check_files(&files, &out, site::OWNED, verbosity, &what);
    }
    super::write_files(&files, &out, site::OWNED, verbosity, &what)
}

/// Every registered family, each version read from its snapshot and rules files, with the
/// valid examples of `examples/<family>/<version>/valid`.
fn registry(snapshots: &Path, examples: &Path) -> anyhow::Result<Vec<Family>> {
    let mut families = Vec::new();
    for family in eventspec_schema::registry() {
        let mut versions = Vec::new();
        for version in family.versions {
            let dir = examples.join(family.id).join(version.id).join("valid");
            versions.push(Version {
                id: version.id.to_owned(),
                current: family.is_current(version),
                upstream: Some(version.upstream.to_owned()),
                schema: registry_schema(snapshots, family, version)?,
                rules: Some(registry_rules(snapshots, family, version)?),
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

/// A user's schema as a one-version family named after its file, with the events of
/// `examples/*.json`; the title is `title`, else the schema's, else the file's name.
fn own_schema(
    path: &Path,
    dialect: Dialect,
    examples: Option<&Path>,
    title: Option<String>,
) -> anyhow::Result<(String, Vec<Family>)> {
    let schema = read_schema(path, dialect)?;
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
        rules: None,
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
            super::parse_json(&text)
                .with_context(|| format!("{}: an example event is not JSON", path.display()))
        })
        .collect()
}
