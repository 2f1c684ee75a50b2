//! `eventspec check --against REF`: the release gate. Builds the subjects (every registry family,
//! every `[[check.contracts]]` entry, each with its versions read from the working tree and from
//! the revision), has [`gate::judge`] judge them, and renders the report. The policy lives in
//! `gate`; here is only where the bytes come from.
//!
//! Every file is named once, relative to the repository root, and read by that name on both
//! sides; a symbolic link on the way is refused. What the release had is known from the
//! revision itself: the frozen manifest's pins and a listing of the snapshot folder there, and
//! the contracts of the project file there; a version or contract it had and that is gone now is
//! judged as removed, and one it had whose file cannot be read there is never taken for new.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
};

use anyhow::Context as _;
use eventspec_schema::{Family, Stability, Version, registry};
use serde_json::Value;

use crate::{
    Outcome,
    cli::{CheckArgs, DiffFormat, Global},
    config::{self, Contract, Loaded},
    gate::{self, AcceptList, Doc, GateReport, Kind, Released, Subject, VersionPair},
    git::Revision,
    output,
    repo::{Repository, join_lexically},
    snapshots,
};

/// Runs the gate.
pub fn run(args: &CheckArgs, global: &Global) -> anyhow::Result<Outcome> {
    let project = config::load(global)?;
    let settings = (project.as_ref())
        .map(|loaded| loaded.project.check.clone())
        .unwrap_or_default();
    let Some(against_name) = args.against.clone().or(settings.against) else {
        anyhow::bail!(
            "name the release to compare with: --against REF, or `against` under [check] in {}",
            config::FILE_NAME
        );
    };
    let sides = Sides {
        repo: Repository::here()?,
        against: Revision::resolve(&against_name)?,
    };
    let mut subjects = registry_subjects(&sides, args, project.as_ref())?;
    if !global.no_config {
        subjects.extend(contract_subjects(&sides, project.as_ref())?);
    }
    if subjects.is_empty() {
        anyhow::bail!(
            "nothing to check: no registry snapshots (no {} in the snapshot folder, now or at {against_name}) and no [[check.contracts]] in {}",
            snapshots::FROZEN_MANIFEST,
            config::FILE_NAME
        );
    }
    let mut accept = AcceptList::new(match &project {
        Some(loaded) => loaded.accepted_changes()?,
        None => Vec::new(),
    });
    let families: Vec<_> = (subjects.iter())
        .map(|subject| gate::judge(subject, &mut accept))
        .collect();
    let report = GateReport {
        against: against_name,
        passes: families.iter().all(|f| f.problems.is_empty()),
        families,
        unused_accepts: accept.unused(),
    };
    let format = args.format.or(settings.format).unwrap_or(DiffFormat::Text);
    output::stdout(&report.render(format)?)?;
    Ok(if report.passes {
        Outcome::Success
    } else {
        Outcome::Findings
    })
}

/// The two sides the gate compares: the working tree and the release.
struct Sides {
    repo: Repository,
    against: Revision,
}

impl Sides {
    /// The file `file` (relative to the repository root) as the release had it; `evidence`
    /// says why it must have existed there, if anything does. Links on the way are the
    /// caller's to refuse (once for the snapshot folder, for each contract).
    fn released(&self, file: &str, evidence: Option<String>) -> anyhow::Result<Released> {
        Ok(match self.against.file(file)? {
            Some(text) => Released::Doc(Doc::parse(
                file,
                text,
                &format!(" at {}", self.against.name),
            )?),
            None => match evidence {
                Some(evidence) => Released::Missing { evidence },
                None => Released::New,
            },
        })
    }

    /// The file `file` now.
    fn current(&self, file: &str) -> anyhow::Result<Option<Doc>> {
        (self.repo.read(file)?)
            .map(|text| Doc::parse(file, text, ""))
            .transpose()
    }

    /// A JSON file on both sides, when it is on both (stream rules).
    fn both(&self, file: &str) -> anyhow::Result<Option<(Value, Value)>> {
        let released = self.released(file, None)?;
        Ok(match (released, self.current(file)?) {
            (Released::Doc(old), Some(new)) => Some((old.value, new.value)),
            _ => None,
        })
    }
}

/// What the release's snapshot folder had: the versions its frozen manifest pins and the
/// snapshots listed in it, as `family/version.json`.
struct ReleasedRegistry {
    dir: String,
    release: String,
    pinned: BTreeSet<String>,
    listed: BTreeSet<String>,
}

impl ReleasedRegistry {
    fn read(sides: &Sides, dir: &str) -> anyhow::Result<Self> {
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
    fn evidence(&self, key: &str) -> Option<String> {
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
    fn versions(&self) -> BTreeSet<(&str, &str)> {
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

/// The snapshot folder, relative to the repository root: `--snapshots`, else the project file's
/// `[registry] snapshots`, else `snapshots` of the registry the current directory is in.
fn snapshot_dir(
    sides: &Sides,
    args: &CheckArgs,
    project: Option<&Loaded>,
) -> anyhow::Result<String> {
    let dir = match &args.snapshots {
        Some(dir) => dir.clone(),
        None => config::snapshots_dir(project),
    };
    sides.repo.relative(&dir)
}

/// One subject per registry family, and one per family the release had and the registry does
/// not; none when there is no registry here or at the release.
fn registry_subjects(
    sides: &Sides,
    args: &CheckArgs,
    project: Option<&Loaded>,
) -> anyhow::Result<Vec<Subject>> {
    let dir = snapshot_dir(sides, args, project)?;
    let released = ReleasedRegistry::read(sides, &dir)?;
    let named =
        args.snapshots.is_some() || project.is_some_and(|p| p.project.registry.snapshots.is_some());
    let manifest = format!("{dir}/{}", snapshots::FROZEN_MANIFEST);
    if !named && sides.repo.read(&manifest)?.is_none() && released.versions().is_empty() {
        return Ok(Vec::new());
    }
    let mut subjects = Vec::new();
    for family in registry() {
        subjects.push(family_subject(sides, &dir, family, &released)?);
    }
    let known: BTreeSet<&str> = registry().iter().map(|f| f.id).collect();
    let gone: BTreeSet<&str> = (released.versions().into_iter())
        .map(|(family, _)| family)
        .filter(|family| !known.contains(family))
        .collect();
    for family in gone {
        let versions = removed_versions(sides, &dir, family, &[], &released)?;
        subjects.push(Subject {
            name: family.to_owned(),
            kind: Kind::Family,
            stability: Stability::Stable,
            release: sides.against.name.clone(),
            versions,
        });
    }
    Ok(subjects)
}

/// A registry family: each registered version now and at the release, then each version the
/// release had and the registry no longer does.
fn family_subject(
    sides: &Sides,
    dir: &str,
    family: &Family,
    released: &ReleasedRegistry,
) -> anyhow::Result<Subject> {
    let mut versions = Vec::new();
    for version in family.versions {
        versions.push(version_pair(sides, dir, family, version, released)?);
    }
    let registered: Vec<&str> = family.versions.iter().map(|v| v.id).collect();
    versions.extend(removed_versions(
        sides,
        dir,
        family.id,
        &registered,
        released,
    )?);
    Ok(Subject {
        name: family.id.to_owned(),
        kind: Kind::Family,
        stability: family.stability,
        release: sides.against.name.clone(),
        versions,
    })
}

/// A registered version, at the release and now.
fn version_pair(
    sides: &Sides,
    dir: &str,
    family: &Family,
    version: &Version,
    released: &ReleasedRegistry,
) -> anyhow::Result<VersionPair> {
    let key = snapshots::file_name(family, version);
    let file = format!("{dir}/{key}");
    let label = format!("{}@{}", family.id, version.id);
    let current = sides.current(&file)?;
    let at_release = sides.released(&file, released.evidence(&key))?;
    if current.is_none() && matches!(at_release, Released::New) {
        anyhow::bail!(
            "{file}: the snapshot of {label} is missing (expected the file `eventspec export` writes)"
        );
    }
    Ok(VersionPair {
        label,
        version: version.id.to_owned(),
        file,
        released: at_release,
        current,
        frozen: !family.is_current(version),
        rules: sides.both(&format!(
            "{dir}/{}",
            snapshots::rules_file_name(family, version)
        ))?,
    })
}

/// The versions of `family` the release had that are not in `registered`: gone now.
fn removed_versions(
    sides: &Sides,
    dir: &str,
    family: &str,
    registered: &[&str],
    released: &ReleasedRegistry,
) -> anyhow::Result<Vec<VersionPair>> {
    let mut pairs = Vec::new();
    for (_, version) in
        (released.versions().into_iter()).filter(|(f, v)| *f == family && !registered.contains(v))
    {
        let key = format!("{family}/{version}.json");
        let file = format!("{dir}/{key}");
        pairs.push(VersionPair {
            label: format!("{family}@{version}"),
            version: version.to_owned(),
            released: sides.released(&file, released.evidence(&key))?,
            current: None,
            file,
            frozen: true,
            rules: None,
        });
    }
    Ok(pairs)
}

/// The project file's `[[check.contracts]]` now, and those of the project file at the release
/// (the same file, by its path from the repository root) that are gone now.
fn contract_subjects(sides: &Sides, project: Option<&Loaded>) -> anyhow::Result<Vec<Subject>> {
    let path = project.map_or_else(|| PathBuf::from(config::FILE_NAME), |p| p.path.clone());
    let project_file = sides.repo.relative(&path)?;
    let released = released_contracts(sides, &project_file)?;
    let mut subjects = Vec::new();
    let mut now = BTreeSet::new();
    for contract in project
        .map(|p| &p.project.check.contracts[..])
        .unwrap_or(&[])
    {
        let loaded = project.context("a contract comes from a project file")?;
        let file = sides.repo.relative(&loaded.resolve(&contract.path))?;
        let evidence = (released.contains_key(&file)).then(|| {
            format!(
                "listed under [[check.contracts]] in {project_file} at {}",
                sides.against.name
            )
        });
        subjects.push(contract_subject(sides, contract, &file, evidence)?);
        now.insert(file);
    }
    for (file, contract) in released.iter().filter(|(file, _)| !now.contains(*file)) {
        let evidence = format!(
            "listed under [[check.contracts]] in {project_file} at {}",
            sides.against.name
        );
        let mut subject = contract_subject(sides, contract, file, Some(evidence))?;
        subject.versions[0].current = None;
        subjects.push(subject);
    }
    Ok(subjects)
}

/// A contract: its file now and at the release.
fn contract_subject(
    sides: &Sides,
    contract: &Contract,
    file: &str,
    evidence: Option<String>,
) -> anyhow::Result<Subject> {
    let label = contract.path.display().to_string();
    sides.against.refuse_symlinks(file)?;
    let released = sides.released(file, evidence)?;
    let current = sides.current(file)?;
    if current.is_none() && matches!(released, Released::New) {
        anyhow::bail!("{file}: the schema file of [[check.contracts]] `{label}` does not exist");
    }
    Ok(Subject {
        name: label.clone(),
        kind: Kind::Contract,
        stability: contract.stability,
        release: sides.against.name.clone(),
        versions: vec![VersionPair {
            label,
            version: String::new(),
            file: file.to_owned(),
            released,
            current,
            frozen: false,
            rules: None,
        }],
    })
}

/// The `[[check.contracts]]` of the project file `project_file` at the release, by their path
/// from the repository root. Read leniently (only `path` and `stability`), so that a project
/// file of an older eventspec still says which contracts it had.
fn released_contracts(
    sides: &Sides,
    project_file: &str,
) -> anyhow::Result<BTreeMap<String, Contract>> {
    let against = &sides.against;
    let Some(text) = against.file(project_file)? else {
        return Ok(BTreeMap::new());
    };
    let document: toml::Table = toml::from_str(&text).map_err(|error| {
        anyhow::anyhow!(
            "{project_file} at {}: {}",
            against.name,
            error.to_string().trim_end()
        )
    })?;
    let dir = Path::new(project_file)
        .parent()
        .map(crate::repo::slashed)
        .unwrap_or_default();
    let entries = (document.get("check").and_then(|c| c.get("contracts")))
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
        if let Some(file) = join_lexically(&dir, path) {
            let contract = Contract {
                path: PathBuf::from(path),
                stability,
            };
            contracts.insert(file, contract);
        }
    }
    Ok(contracts)
}
