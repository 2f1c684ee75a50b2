//! `eventspec check --against REF`: the release gate. Every family's snapshots in the working
//! tree against those at a git revision, under the family's policy.
//!
//! - A published (frozen) version must be byte-for-byte what it was.
//! - A version that existed at REF may change only without breaking anyone (full
//!   compatibility); anything else needs a new version file. For an `internal` family this is
//!   reported and never fails.
//! - A new version is compared with the family's previous version and reported, so the release
//!   notes say what it changed.

use std::{fmt::Write as _, path::Path};

use eventspec_schema::file;

use eventspec_drift::{Mode, Verdict, diff, diff_rules};
use eventspec_schema::{Stability, registry};

use crate::{
    Outcome,
    cli::{CheckArgs, DiffFormat},
    drift_report,
    git::Revision,
    output,
};

/// Runs the gate.
pub fn run(args: &CheckArgs) -> anyhow::Result<Outcome> {
    let against = Revision::resolve(&args.against)?;
    let mut reports = Vec::new();
    let mut problems = Vec::new();
    let mut steps = String::new();
    for family in registry() {
        let (problems_before, reports_before) = (problems.len(), reports.len());
        let mut previous: Option<(String, serde_json::Value)> = None;
        for version in family.versions {
            let relative = format!(
                "{}/{}/{}.json",
                args.snapshots.display(),
                family.id,
                version.id
            );
            let current_text = file::read_text(Path::new(&relative), file::MAX_FILE_BYTES)?;
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
                        file::read_text(Path::new(&rules), file::MAX_FILE_BYTES),
                    ) {
                        diff_rules(
                            &mut report,
                            &serde_json::from_str(&released_rules)?,
                            &serde_json::from_str(&current_rules)?,
                        );
                    }
                    if !family.is_current(version) && released_text != current_text {
                        problems.push(format!(
                            "{label} was published at {} and is frozen, but its snapshot changed: restore it with `git checkout {} -- {relative}`",
                            args.against, args.against
                        ));
                    } else if report.reaches(Verdict::Breaking)
                        && family.stability != Stability::Internal
                    {
                        problems.push(format!(
                            "{label} changed in a way that breaks readers or writers of the version released at {}: publish the change as a new version of {} instead of editing {}",
                            args.against, family.id, version.id
                        ));
                    }
                    if !report.changes.is_empty() {
                        reports.push(report);
                    }
                }
                None => {
                    if let Some((previous_label, previous_document)) = &previous {
                        let report = diff(
                            previous_document,
                            &current,
                            previous_label,
                            &label,
                            Mode::Full,
                        );
                        reports.push(report);
                    }
                }
            }
            previous = Some((label, current));
        }
        // The version step the family's changes need, given how it is versioned (a new
        // version file for each change a reader of the released contract would notice).
        let new_reports: Vec<&eventspec_drift::Report> = reports[reports_before..].iter().collect();
        let step = if problems.len() > problems_before {
            "a new version file (not declared)"
        } else if new_reports.iter().any(|r| !r.old.contains(" at ")) {
            "a new version file (declared)"
        } else if new_reports.iter().any(|r| r.reaches(Verdict::NonBreaking)) {
            "none: the changes are compatible"
        } else {
            "none"
        };
        let _ = writeln!(steps, "{}: version step needed: {step}", family.id);
    }
    let mut text = steps;
    for problem in &problems {
        let _ = writeln!(text, "error: {problem}");
    }
    if problems.is_empty() {
        let _ = writeln!(text, "the release gate passes against {}", args.against);
    }
    let out = if args.format == DiffFormat::Json {
        let mut json = serde_json::to_string_pretty(&reports)?;
        json.push('\n');
        json
    } else {
        let mut out = String::new();
        for report in &reports {
            out.push_str(&drift_report::render(report, args.format)?);
        }
        out
    };
    output::stdout(&out)?;
    output::stderr(&text)?;
    Ok(if problems.is_empty() {
        Outcome::Success
    } else {
        Outcome::Findings
    })
}
