//! The gate's policy, one copy for families and contracts:
//!
//! - a published (frozen) version must be byte for byte what was released;
//! - a version that existed at the release may change only without breaking anyone (full
//!   compatibility), unless the change is accepted on purpose; an internal subject's breaking
//!   changes are reported and never fail;
//! - a version or contract present at the release and gone now fails (its consumers lose their
//!   contract), unless its removal is accepted on purpose;
//! - a version that existed at the release by any evidence but whose file is not there fails:
//!   it is never taken for a new one;
//! - a new version is compared with the one before it, for the release notes.

use eventspec_drift::{Mode, Verdict, diff, diff_rules};
use eventspec_schema::Stability;

use super::{
    AcceptList, FamilyVerdict, Problem, ProblemRule, Step,
    subject::{Doc, Kind, Released, Subject, VersionPair},
};
use crate::{
    config::{self, Removal},
    drift_report::{Source, Sources},
};

/// The gate's verdict on `subject`; the entries of `accept` that accept one of its changes are
/// marked used.
pub fn judge(subject: &Subject, accept: &mut AcceptList) -> FamilyVerdict {
    let mut verdict = FamilyVerdict {
        family: subject.name.clone(),
        stability: subject.stability.to_string(),
        step: Step::None,
        problems: Vec::new(),
        accepted: Vec::new(),
        diffs: Vec::new(),
        sources: Vec::new(),
    };
    let mut declared = false;
    let mut previous: Option<(&VersionPair, &Doc)> = None;
    for pair in &subject.versions {
        match (&pair.released, &pair.current) {
            (Released::Doc(released), Some(current)) => {
                edited(subject, pair, (released, current), accept, &mut verdict);
            }
            (Released::New, Some(current)) => {
                declared = true;
                if let Some((before, before_doc)) = previous {
                    compare(&mut verdict, (&before.label, before_doc), (pair, current));
                }
            }
            (Released::Missing { evidence }, Some(_)) => {
                verdict.problems.push(missing(subject, pair, evidence));
            }
            (Released::New, None) => {}
            (released, None) => removed(subject, pair, released, accept, &mut verdict),
        }
        if let Some(current) = &pair.current {
            previous = Some((pair, current));
        }
    }
    verdict.step = step(&verdict, declared);
    verdict
}

/// The version step `verdict`'s changes need.
fn step(verdict: &FamilyVerdict, declared: bool) -> Step {
    let removal = |p: &Problem| {
        matches!(
            p.rule,
            ProblemRule::VersionRemoved | ProblemRule::ContractRemoved
        )
    };
    if verdict.problems.iter().any(|p| !removal(p)) {
        Step::NewVersionNeeded
    } else if !verdict.problems.is_empty() {
        Step::RestoreNeeded
    } else if declared {
        Step::NewVersionDeclared
    } else if !verdict.accepted.is_empty() {
        Step::Accepted
    } else if verdict
        .diffs
        .iter()
        .any(|r| r.reaches(Verdict::NonBreaking))
    {
        Step::Compatible
    } else {
        Step::None
    }
}

/// A version that existed at the release, as it is now.
fn edited(
    subject: &Subject,
    pair: &VersionPair,
    (released, current): (&Doc, &Doc),
    accept: &mut AcceptList,
    verdict: &mut FamilyVerdict,
) {
    let release = &subject.release;
    let label = &pair.label;
    let mut report = diff(
        &released.value,
        &current.value,
        &format!("{label} at {release}"),
        label,
        Mode::Full,
    );
    if let Some((old, new)) = &pair.rules {
        diff_rules(&mut report, old, new);
    }
    let problem = if pair.frozen && released.text != current.text {
        Some((
            ProblemRule::FrozenChanged,
            frozen_message(subject, pair, released),
        ))
    } else if accept.unaccepted_breaking(&report, label, &mut verdict.accepted)
        && subject.stability != Stability::Internal
    {
        Some((ProblemRule::BreakingEdit, breaking_message(subject, pair)))
    } else {
        None
    };
    if let Some((rule, message)) = problem {
        verdict.problems.push(Problem {
            rule,
            version: label.clone(),
            file: pair.file.clone(),
            message,
        });
    }
    if !report.changes.is_empty() {
        verdict.diffs.push(report);
        verdict.sources.push(Sources {
            old: Some(Source::new(released.file.clone(), released.text.clone())),
            new: Some(Source::new(current.file.clone(), current.text.clone())),
        });
    }
}

/// A new version against the one before it, for the release notes.
fn compare(
    verdict: &mut FamilyVerdict,
    (before_label, before): (&str, &Doc),
    (pair, current): (&VersionPair, &Doc),
) {
    verdict.diffs.push(diff(
        &before.value,
        &current.value,
        before_label,
        &pair.label,
        Mode::Full,
    ));
    verdict.sources.push(Sources {
        old: Some(Source::new(before.file.clone(), before.text.clone())),
        new: Some(Source::new(current.file.clone(), current.text.clone())),
    });
}

fn frozen_message(subject: &Subject, pair: &VersionPair, released: &Doc) -> String {
    let (label, release, file) = (&pair.label, &subject.release, &pair.file);
    let restore = if released.file == *file {
        format!("git checkout {release} -- {file}")
    } else {
        format!("git show {release}:{} > {file}", released.file)
    };
    format!(
        "{label} was published at {release} and is frozen, but its snapshot changed: restore it with `{restore}`",
    )
}

fn breaking_message(subject: &Subject, pair: &VersionPair) -> String {
    let (label, release, file) = (&pair.label, &subject.release, config::FILE_NAME);
    match subject.kind {
        Kind::Family => format!(
            "{label} changed in a way that breaks readers or writers of the version released at {release}: publish the change as a new version of {} instead of editing {} (or accept the change on purpose in {file})",
            subject.name, pair.version
        ),
        Kind::Contract => format!(
            "{label} changed in a way that breaks readers or writers of the contract released at {release}: publish the change as a new schema file (a new version) instead, or accept it on purpose in {file}"
        ),
    }
}

/// A version or contract of the release that is gone now.
fn removed(
    subject: &Subject,
    pair: &VersionPair,
    released: &Released,
    accept: &mut AcceptList,
    verdict: &mut FamilyVerdict,
) {
    let (label, release, file) = (&pair.label, &subject.release, &pair.file);
    let how = match released {
        Released::Missing { evidence } => format!("existed at {release} ({evidence})"),
        _ => format!("was released at {release} ({file})"),
    };
    let (rule, removal, message) = match subject.kind {
        Kind::Family => (
            ProblemRule::VersionRemoved,
            Removal::VersionRemoved,
            format!(
                "{label} {how} and is gone now: its consumers lose their contract. Restore its snapshot (`git checkout {release} -- {file}`) and its registry entry, or accept the removal on purpose in {} (rule `version-removed`, version `{label}`)",
                config::FILE_NAME
            ),
        ),
        Kind::Contract => (
            ProblemRule::ContractRemoved,
            Removal::ContractRemoved,
            format!(
                "the contract {label} {how} and is gone now from the gate: its consumers lose their contract. Restore it under [[check.contracts]] in {0} (and its file), or accept the removal on purpose in {0} (rule `contract-removed`, version `{label}`)",
                config::FILE_NAME
            ),
        ),
    };
    if !accept.accepts_removal(label, removal, &message, &mut verdict.accepted) {
        verdict.problems.push(Problem {
            rule,
            version: label.clone(),
            file: file.clone(),
            message,
        });
    }
}

/// A version that existed at the release, by `evidence`, whose file is not there.
fn missing(subject: &Subject, pair: &VersionPair, evidence: &str) -> Problem {
    let (label, release, file) = (&pair.label, &subject.release, &pair.file);
    Problem {
        rule: ProblemRule::ReleasedMissing,
        version: label.clone(),
        file: file.clone(),
        message: format!(
            "{label} existed at {release} ({evidence}) but {file} is not there: what was released cannot be compared with what is now, so it is not taken for a new version; compare from where the release kept it (the same snapshot folder and project file)"
        ),
    }
}
