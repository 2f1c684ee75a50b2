//! `eventspec check --against REF`: the release gate. Every family's snapshots in the working
//! tree against those at a git revision, under the family's policy.
//!
//! - A published (frozen) version must be byte-for-byte what it was.
//! - A version that existed at REF may change only without breaking anyone (full
//!   compatibility); anything else needs a new version file. For an `internal` family this is
//!   reported and never fails.
//! - A new version is compared with the family's previous version and reported, so the release
//!   notes say what it changed.

use eventspec_schema::file;

use eventspec_drift::{Mode, Verdict, diff, diff_rules};
use eventspec_schema::{Stability, registry};

use crate::{
    Outcome,
    cli::CheckArgs,
    drift_report::{Source, Sources},
    gate::{FamilyVerdict, GateReport, Problem, ProblemRule, Step},
    git::Revision,
    output, snapshots,
};

/// Runs the gate.
pub fn run(args: &CheckArgs) -> anyhow::Result<Outcome> {
    let against = Revision::resolve(&args.against)?;
    // Paths are relative to the repository root, in the working tree as at the revision.
    let root = snapshots::workspace_root().unwrap_or_default();
    let mut families = Vec::new();
    for family in registry() {
        let mut problems = Vec::new();
        let mut diffs = Vec::new();
        let mut sources = Vec::new();
        let mut declared = false;
        let mut previous: Option<(String, serde_json::Value, Source)> = None;
        for version in family.versions {
            let relative = format!(
                "{}/{}/{}.json",
                args.snapshots.display(),
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
                        &format!("{label} at {}", args.against),
                        &label,
                        Mode::Full,
                    );
                    // The stream rules beside the snapshot, as they were and as they are.
                    let rules = format!(
                        "{}/{}/{}.rules.json",
                        args.snapshots.display(),
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
                                "{label} was published at {} and is frozen, but its snapshot changed: restore it with `git checkout {} -- {relative}`",
                                args.against, args.against
                            ),
                        });
                    } else if report.reaches(Verdict::Breaking)
                        && family.stability != Stability::Internal
                    {
                        problems.push(Problem {
                            rule: ProblemRule::BreakingEdit,
                            version: label.clone(),
                            file: relative.clone(),
                            message: format!(
                                "{label} changed in a way that breaks readers or writers of the version released at {}: publish the change as a new version of {} instead of editing {}",
                                args.against, family.id, version.id
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
            diffs,
            sources,
        });
    }
    let report = GateReport {
        against: args.against.clone(),
        passes: families.iter().all(|f| f.problems.is_empty()),
        families,
    };
    output::stdout(&report.render(args.format)?)?;
    Ok(if report.passes {
        Outcome::Success
    } else {
        Outcome::Findings
    })
}
