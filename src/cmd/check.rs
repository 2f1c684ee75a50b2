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

mod released_project;
mod released_registry;
mod sides;

use std::collections::BTreeSet;

use eventspec_schema::{Family, Stability, Version, registry};
use released_project::ReleasedProject;
use released_registry::ReleasedRegistry;
use sides::Sides;

use super::Outcome;
use crate::{
    cli::{CheckArgs, DiffFormat},
    config::{self, Contract, Loaded},
    gate::{self, AcceptList, GateReport, Kind, Released, RulesPair, Subject, VersionPair},
    git::Revision,
    output,
    repo::Repository,
    settings::Context,
    snapshots,
};

/// Runs the gate.
pub fn run(args: &CheckArgs, context: &Context) -> anyhow::Result<Outcome> {
    let project = context.project();
    let Some(against_name) = context.pick(args.against.clone(), |p| p.check.against.clone()) else {
        anyhow::bail!(
            "name the release to compare with: --against REF, or `against` under [check] in {}",
            config::FILE_NAME
        );
    };
    let sides = Sides {
        repo: Repository::here()?,
        against: Revision::resolve(&against_name)?,
        dialect: context.dialect(),
    };
    let no_config = context.global.no_config;
    let at_release = ReleasedProject::read(&sides, project, no_config)?;
    let mut subjects = registry_subjects(&sides, args, context, &at_release)?;
    if !no_config {
        subjects.extend(contract_subjects(&sides, project, &at_release)?);
    }
    if subjects.is_empty() {
        anyhow::bail!(
            "nothing to check: no registry snapshots (no {} in the snapshot folder, now or at {against_name}) and no [[check.contracts]] in {}",
            snapshots::FROZEN_MANIFEST,
            config::FILE_NAME
        );
    }
    let mut accept = AcceptList::new(match project {
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
    let format = (context.pick(args.format, |p| p.check.format)).unwrap_or(DiffFormat::Text);
    let project_file = context.project_file();
    output::stdout(&report.render(format, project_file.as_deref())?)?;
    Ok(if report.passes {
        Outcome::Success
    } else {
        Outcome::Findings
    })
}

/// One subject per registry family, and one per family the release had and the registry does
/// not; none when there is no registry here or at the release.
fn registry_subjects(
    sides: &Sides,
    args: &CheckArgs,
    context: &Context,
    at_release: &ReleasedProject,
) -> anyhow::Result<Vec<Subject>> {
    let dir = sides
        .repo
        .relative(&context.snapshots_dir(args.snapshots.as_ref()))?;
    let then = match args.snapshots {
        Some(_) => dir.clone(),
        None => at_release.snapshot_dir(sides, &dir)?,
    };
    let released = ReleasedRegistry::read(sides, &then)?;
    let named = args.snapshots.is_some() || context.names_snapshots();
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
        let versions = removed_versions(sides, family, &[], &released)?;
        subjects.push(Subject {
            name: family.to_owned(),
            kind: Kind::Family,
            stability: Stability::Stable,
            released_stability: released_stability(&versions),
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
    let released_stability = released_stability(&versions);
    versions.extend(removed_versions(sides, family.id, &registered, released)?);
    Ok(Subject {
        name: family.id.to_owned(),
        kind: Kind::Family,
        stability: family.stability,
        released_stability,
        release: sides.against.name.clone(),
        versions,
    })
}

/// A family's stability at the release, as the snapshot of its newest registered version
/// there says (`x-eventspec.stability`: export writes the family's stability into its current
/// version's snapshot); `None` when the release had none of its versions.
fn released_stability(versions: &[VersionPair]) -> Option<Stability> {
    let stated = |pair: &VersionPair| match &pair.released {
        Released::Doc(doc) => doc.value.pointer("/x-eventspec/stability").cloned(),
        _ => None,
    };
    let value = versions.iter().rev().find_map(stated)?;
    serde_json::from_value(value).ok()
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
    let then = format!("{}/{key}", released.dir);
    let at_release = sides.released(&then, released.evidence(&key))?;
    let rules = snapshots::rules_file_name(family, version);
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
        rules: sides.rules(
            &format!("{}/{rules}", released.dir),
            Some(&format!("{dir}/{rules}")),
        )?,
    })
}

/// The versions of `family` the release had that are not in `registered`: gone now.
fn removed_versions(
    sides: &Sides,
    family: &str,
    registered: &[&str],
    released: &ReleasedRegistry,
) -> anyhow::Result<Vec<VersionPair>> {
    let mut pairs = Vec::new();
    for (_, version) in
        (released.versions().into_iter()).filter(|(f, v)| *f == family && !registered.contains(v))
    {
        let key = format!("{family}/{version}.json");
        let file = format!("{}/{key}", released.dir);
        pairs.push(VersionPair {
            label: format!("{family}@{version}"),
            version: version.to_owned(),
            released: sides.released(&file, released.evidence(&key))?,
            current: None,
            file,
            frozen: true,
            rules: RulesPair::default(),
        });
    }
    Ok(pairs)
}

/// The project file's `[[check.contracts]]` now, and those of the project file at the release
/// (the same file, by its path from the repository root) that are gone now.
fn contract_subjects(
    sides: &Sides,
    project: Option<&Loaded>,
    at_release: &ReleasedProject,
) -> anyhow::Result<Vec<Subject>> {
    let project_file = &at_release.file;
    let released = at_release.contracts();
    let mut subjects = Vec::new();
    let mut now = BTreeSet::new();
    let release = &sides.against.name;
    let listed = || format!("listed under [[check.contracts]] in {project_file} at {release}");
    if let Some(loaded) = project {
        for contract in &loaded.project.check.contracts {
            let file = sides.repo.relative(&loaded.resolve(&contract.path))?;
            let rules = match &contract.rules {
                Some(rules) => sides.repo.relative(&loaded.resolve(rules))?,
                None => eventspec_schema::rules::rules_file_of(&file),
            };
            let at_release = released.get(&file);
            let evidence = at_release.is_some().then(listed);
            let then = at_release.map_or(&rules, |(_, rules)| rules);
            let rules = sides.rules(then, Some(&rules))?;
            let mut subject = contract_subject(sides, contract, (&file, rules), evidence, true)?;
            subject.released_stability = at_release.map(|(c, _)| c.stability);
            subjects.push(subject);
            now.insert(file);
        }
    }
    for (file, (contract, rules)) in released.iter().filter(|(file, _)| !now.contains(*file)) {
        let evidence = Some(listed());
        let rules = sides.rules(rules, None)?;
        let mut subject = contract_subject(sides, contract, (file, rules), evidence, false)?;
        subject.released_stability = Some(contract.stability);
        subjects.push(subject);
    }
    Ok(subjects)
}

/// A contract: its file (and its stream `rules`) at the release and, when the project file
/// still lists it (`listed`), now.
fn contract_subject(
    sides: &Sides,
    contract: &Contract,
    (file, rules): (&str, RulesPair),
    evidence: Option<String>,
    listed: bool,
) -> anyhow::Result<Subject> {
    let label = contract.path.display().to_string();
    sides.against.refuse_symlinks(file)?;
    let released = sides.released(file, evidence)?;
    let current = if listed { sides.current(file)? } else { None };
    if current.is_none() && matches!(released, Released::New) {
        anyhow::bail!("{file}: the schema file of [[check.contracts]] `{label}` does not exist");
    }
    Ok(Subject {
        name: label.clone(),
        kind: Kind::Contract,
        stability: contract.stability,
        released_stability: None,
        release: sides.against.name.clone(),
        versions: vec![VersionPair {
            label,
            version: String::new(),
            file: file.to_owned(),
            released,
            current,
            frozen: false,
            rules,
        }],
    })
}
