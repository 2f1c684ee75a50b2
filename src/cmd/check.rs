//! `eventspec check --against REF`: the release gate. Every family's snapshots in the working
//! tree against those at a git revision, under the family's policy.
//!
//! - A published (frozen) version must be byte-for-byte what it was.
//! - A version that existed at REF may change only without breaking anyone (full
//!   compatibility); anything else needs a new version file, unless the project file accepts
//!   that change on purpose. For an `internal` family this is reported and never fails.
//! - A new version is compared with the family's previous version and reported, so the release
//!   notes say what it changed.

use std::path::{Path, PathBuf};

use anyhow::Context as _;
use eventspec_drift::{Mode, Verdict, diff, diff_rules};
use eventspec_schema::file;
use eventspec_schema::{Stability, registry};
use serde_json::Value;

use crate::{
    Outcome,
    cli::{CheckArgs, DiffFormat, Global},
    config::{self, Accept, Contract, Loaded},
    drift_report::{Source, Sources},
    gate::{FamilyVerdict, GateReport, Problem, ProblemRule, Step, accepts},
    git::{self, Revision},
    output, snapshots,
};

/// Runs the gate.
pub fn run(args: &CheckArgs, global: &Global) -> anyhow::Result<Outcome> {
    let project = config::load(global)?;
    let settings = project
        .as_ref()
        .map(|loaded| loaded.project.check.clone())
        .unwrap_or_default();
    let Some(against_name) = args.against.clone().or(settings.against) else {
        anyhow::bail!(
            "name the release to compare with: --against REF, or `against` under [check] in {}",
            config::FILE_NAME
        );
    };
    let against = Revision::resolve(&against_name)?;
    // Paths are relative to the repository root, in the working tree as at the revision.
    let root = snapshots::workspace_root().unwrap_or_default();
    let snapshot_dir = match &args.snapshots {
        Some(dir) => dir.clone(),
        None => registry_in_repository(project.as_ref(), &root)?,
    };
    // A repository of its own contracts only has no registry to check: the registry is where
    // its manifest is, or where the command line or the project file says.
    let has_registry = args.snapshots.is_some()
        || project
            .as_ref()
            .is_some_and(|p| p.project.registry.snapshots.is_some())
        || (root.join(&snapshot_dir))
            .join(snapshots::FROZEN_MANIFEST)
            .is_file();
    if !has_registry && settings.contracts.is_empty() {
        anyhow::bail!(
            "nothing to check: no registry snapshots ({}/{}) and no [[check.contracts]] in {}",
            snapshot_dir.display(),
            snapshots::FROZEN_MANIFEST,
            config::FILE_NAME
        );
    }
    let accepted_changes = match &project {
        Some(loaded) => loaded.accepted_changes()?,
        None => Vec::new(),
    };
    let accept_list: &[Accept] = &accepted_changes;
    let mut used = vec![false; accept_list.len()];
    let mut families = Vec::new();
    for family in registry().iter().filter(|_| has_registry) {
        let mut problems = Vec::new();
        let mut accepted = Vec::new();
        let mut diffs = Vec::new();
        let mut sources = Vec::new();
        let mut declared = false;
        let mut previous: Option<(String, serde_json::Value, Source)> = None;
        for version in family.versions {
            let relative = format!(
                "{}/{}/{}.json",
                snapshot_dir.display(),
                family.id,
                version.id
            );
            let current_text = file::read_text(&root.join(&relative), file::MAX_FILE_BYTES)?;
            let current: serde_json::Value = serde_json::from_str(&current_text)?;
            let label = format!("{}@{}", family.id, version.id);
            match against.file(&relative)? {
                Some(released_text) => {
                    let released: serde_json::Value = serde_json::from_str(&released_text)?;
                    let mut report = diff(
                        &released,
                        &current,
                        &format!("{label} at {against_name}"),
                        &label,
                        Mode::Full,
                    );
                    // The stream rules beside the snapshot, as they were and as they are.
                    let rules = format!(
                        "{}/{}/{}.rules.json",
                        snapshot_dir.display(),
                        family.id,
                        version.id
                    );
                    if let (Some(released_rules), Ok(current_rules)) = (
                        against.file(&rules)?,
                        file::read_text(&root.join(&rules), file::MAX_FILE_BYTES),
                    ) {
                        diff_rules(
                            &mut report,
                            &serde_json::from_str(&released_rules)?,
                            &serde_json::from_str(&current_rules)?,
                        );
                    }
                    if !family.is_current(version) && released_text != current_text {
                        problems.push(Problem {
                            rule: ProblemRule::FrozenChanged,
                            version: label.clone(),
                            file: relative.clone(),
                            message: format!(
                                "{label} was published at {against_name} and is frozen, but its snapshot changed: restore it with `git checkout {against_name} -- {relative}`",
                            ),
                        });
                    } else if unaccepted_breaking(
                        &report,
                        &label,
                        accept_list,
                        &mut used,
                        &mut accepted,
                    ) && family.stability != Stability::Internal
                    {
                        problems.push(Problem {
                            rule: ProblemRule::BreakingEdit,
                            version: label.clone(),
                            file: relative.clone(),
                            message: format!(
                                "{label} changed in a way that breaks readers or writers of the version released at {against_name}: publish the change as a new version of {} instead of editing {} (or accept the change on purpose in {})",
                                family.id, version.id, config::FILE_NAME
                            ),
                        });
                    }
                    if !report.changes.is_empty() {
                        diffs.push(report);
                        sources.push(Sources {
                            old: Some(Source::new(relative.clone(), released_text)),
                            new: Some(Source::new(relative.clone(), current_text.clone())),
                        });
                    }
                }
                None => {
                    // A new version: compared with the one before it, for the release notes.
                    declared = true;
                    if let Some((previous_label, previous_document, previous_source)) = &previous {
                        diffs.push(diff(
                            previous_document,
                            &current,
                            previous_label,
                            &label,
                            Mode::Full,
                        ));
                        sources.push(Sources {
                            old: Some(previous_source.clone()),
                            new: Some(Source::new(relative.clone(), current_text.clone())),
                        });
                    }
                }
            }
            previous = Some((label, current, Source::new(relative, current_text)));
        }
        // The version step the family's changes need, given how it is versioned (a new
        // version file for each change a reader of the released contract would notice).
        let step = if !problems.is_empty() {
            Step::NewVersionNeeded
        } else if declared {
            Step::NewVersionDeclared
        } else if diffs.iter().any(|r| r.reaches(Verdict::NonBreaking)) {
            Step::Compatible
        } else {
            Step::None
        };
        families.push(FamilyVerdict {
            family: family.id.to_owned(),
            stability: family.stability.to_string(),
            step,
            problems,
            accepted,
            diffs,
            sources,
        });
    }
    if let Some(loaded) = &project {
        for contract in &settings.contracts {
            families.push(judge_contract(
                loaded,
                contract,
                (&against, &against_name),
                accept_list,
                &mut used,
            )?);
        }
    }
    let report = GateReport {
        against: against_name,
        passes: families.iter().all(|f| f.problems.is_empty()),
        families,
        unused_accepts: (accept_list.iter().zip(&used))
            .filter(|(_, used)| !**used)
            .map(|(accept, _)| accept.clone())
            .collect(),
    };
    let format = args.format.or(settings.format).unwrap_or(DiffFormat::Text);
    output::stdout(&report.render(format)?)?;
    Ok(if report.passes {
        Outcome::Success
    } else {
        Outcome::Findings
    })
}

/// Whether `report`, a diff of the version `label`, has a breaking change no entry of `accept`
/// names. Entries that name one are marked `used` and listed in `accepted` once.
fn unaccepted_breaking(
    report: &eventspec_drift::Report,
    label: &str,
    accept: &[Accept],
    used: &mut [bool],
    accepted: &mut Vec<Accept>,
) -> bool {
    let mut unaccepted = false;
    for change in report
        .changes
        .iter()
        .filter(|c| c.verdict == Verdict::Breaking)
    {
        match accept.iter().position(|a| accepts(a, label, change)) {
            Some(index) => {
                if !used[index] {
                    used[index] = true;
                    accepted.push(accept[index].clone());
                }
            }
            None => unaccepted = true,
        }
    }
    unaccepted
}

/// The project file's snapshot directory relative to the repository root (where `check`
/// reads it, in the working tree and at the revision); `snapshots` without one.
fn registry_in_repository(project: Option<&Loaded>, root: &Path) -> anyhow::Result<PathBuf> {
    let Some(dir) = project.and_then(|p| Some(p.resolve(p.project.registry.snapshots.as_ref()?)))
    else {
        return Ok(PathBuf::from("snapshots"));
    };
    let absolute = dir
        .canonicalize()
        .with_context(|| format!("cannot read the snapshot directory {}", dir.display()))?;
    let root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
    absolute
        .strip_prefix(&root)
        .map(Path::to_path_buf)
        .map_err(|_| {
            anyhow::anyhow!(
                "the snapshot directory {} is outside the repository {}",
                dir.display(),
                root.display()
            )
        })
}

/// The gate's verdict on one of the project file's own contracts: the schema file now against
/// itself at the release, judged like a family's current version.
fn judge_contract(
    loaded: &Loaded,
    contract: &Contract,
    (against, against_name): (&Revision, &str),
    accept: &[Accept],
    used: &mut [bool],
) -> anyhow::Result<FamilyVerdict> {
    let label = contract.path.display().to_string();
    let path = loaded.resolve(&contract.path);
    let current_text = file::read_text(&path, file::MAX_FILE_BYTES)?;
    // Named from the repository's root, as a revision's files are read and annotations
    // name files.
    let name = git::root_relative(&path.display().to_string());
    let current: Value =
        serde_json::from_str(&current_text).with_context(|| format!("{name} is not JSON"))?;
    let mut verdict = FamilyVerdict {
        family: label.clone(),
        stability: contract.stability.to_string(),
        step: Step::None,
        problems: Vec::new(),
        accepted: Vec::new(),
        diffs: Vec::new(),
        sources: Vec::new(),
    };
    let Some(released_text) = against.file(&name)? else {
        // New since the release: nothing to break.
        verdict.step = Step::NewVersionDeclared;
        return Ok(verdict);
    };
    let released: Value = serde_json::from_str(&released_text)
        .with_context(|| format!("{name} at {against_name} is not JSON"))?;
    let report = diff(
        &released,
        &current,
        &format!("{label} at {against_name}"),
        &label,
        Mode::Full,
    );
    if unaccepted_breaking(&report, &label, accept, used, &mut verdict.accepted)
        && contract.stability != Stability::Internal
    {
        verdict.problems.push(Problem {
            rule: ProblemRule::BreakingEdit,
            version: label.clone(),
            file: name.clone(),
            message: format!(
                "{label} changed in a way that breaks readers or writers of the contract released at {against_name}: publish the change as a new schema file (a new version) instead, or accept it on purpose in {}",
                config::FILE_NAME
            ),
        });
    }
    verdict.step = if !verdict.problems.is_empty() {
        Step::NewVersionNeeded
    } else if report.reaches(Verdict::NonBreaking) {
        Step::Compatible
    } else {
        Step::None
    };
    if !report.changes.is_empty() {
        verdict.diffs.push(report);
        verdict.sources.push(Sources {
            old: Some(Source::new(name.clone(), released_text)),
            new: Some(Source::new(name, current_text)),
        });
    }
    Ok(verdict)
}
