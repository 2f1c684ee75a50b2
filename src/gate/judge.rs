//! The gate's policy, one copy for families and contracts:
//!
//! - a published (frozen) version must be byte for byte what was released;
//! - a version that existed at the release may change only without breaking anyone (full
//!   compatibility), unless the change is accepted on purpose; its stream rules are part of it
//!   (a rules file on one side only is the addition or removal of each of its rules);
//! - a subject is judged at the stability the release gave it, so lowering it in the same
//!   change lowers nothing; an internal subject's breaking changes are reported as breaking
//!   and never fail;
//! - a version or contract present at the release and gone now fails (its consumers lose their
//!   contract), unless its removal is accepted on purpose;
//! - a version that existed at the release by any evidence but whose file is not there fails:
//!   it is never taken for a new one;
//! - a new version is compared with the one before it, for the release notes.

use eventspec_drift::{Mode, Report, Verdict, diff, diff_rules};
use eventspec_schema::{Stability, rules::RulesDocument};

use super::{
    AcceptList, FamilyVerdict, Problem, ProblemRule, Step,
    subject::{Doc, Kind, Released, Subject, VersionPair},
};
use crate::{
    config::{self, Removal},
    report::sources::{Source, Sources},
};

/// The gate's verdict on `subject`; the entries of `accept` that accept one of its changes are
/// marked used.
pub fn judge(subject: &Subject, accept: &mut AcceptList) -> FamilyVerdict {
    let mut verdict = FamilyVerdict {
        family: subject.name.clone(),
        stability: subject.promise().to_string(),
        step: Step::None,
        problems: Vec::new(),
        accepted: Vec::new(),
        diffs: Vec::new(),
        sources: Vec::new(),
    };
    let (mut declared, mut ungated) = (false, false);
    let mut previous: Option<(&VersionPair, &Doc)> = None;
    for pair in &subject.versions {
        match (&pair.released, &pair.current) {
            (Released::Doc(released), Some(current)) => {
                ungated |= edited(subject, pair, (released, current), accept, &mut verdict);
            }
            (Released::New, Some(current)) => {
                declared = true;
                if let Some((before, before_doc)) = previous {
                    compare(&mut verdict, (before, before_doc), (pair, current));
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
    verdict.step = step(&verdict, declared, ungated);
    verdict
}

/// The version step `verdict`'s changes need; `ungated` when an internal subject has breaking
/// changes no entry accepts.
fn step(verdict: &FamilyVerdict, declared: bool, ungated: bool) -> Step {
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
    } else if ungated {
        Step::BreakingInternal
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

/// A version that existed at the release, as it is now; whether it has breaking changes that
/// no entry accepts and that do not fail the gate (an internal subject's).
fn edited(
    subject: &Subject,
    pair: &VersionPair,
    (released, current): (&Doc, &Doc),
    accept: &mut AcceptList,
    verdict: &mut FamilyVerdict,
) -> bool {
    let release = &subject.release;
    let label = &pair.label;
    let mut report = diff(
        &released.value,
        &current.value,
        &format!("{label} at {release}"),
        label,
        Mode::Full,
    );
    rule_changes(
        &mut report,
        pair.rules.released.as_ref(),
        pair.rules.current.as_ref(),
    );
    let internal = subject.promise() == Stability::Internal;
    let mut ungated = false;
    let problem = if pair.frozen && released.text != current.text {
        Some((
            ProblemRule::FrozenChanged,
            frozen_message(subject, pair, released),
        ))
    } else if accept.unaccepted_breaking(&report, label, &mut verdict.accepted) {
        ungated = internal;
        (!internal).then(|| (ProblemRule::BreakingEdit, breaking_message(subject, pair)))
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
    ungated
}

/// Adds to `report` the changes of a version's stream rules from `old` to `new`: a rules file
/// on one side only is the addition (or removal) of each of its rules, judged like any other.
fn rule_changes(report: &mut Report, old: Option<&RulesDocument>, new: Option<&RulesDocument>) {
    let none = |other: &RulesDocument| RulesDocument {
        family: other.family.clone(),
        version: other.version.clone(),
        rules: Vec::new(),
    };
    match (old, new) {
        (Some(old), Some(new)) => diff_rules(report, old, new),
        (Some(old), None) => diff_rules(report, old, &none(old)),
        (None, Some(new)) => diff_rules(report, &none(new), new),
        (None, None) => {}
    }
}

/// A new version against the one before it, for the release notes.
fn compare(
    verdict: &mut FamilyVerdict,
    (before, before_doc): (&VersionPair, &Doc),
    (pair, current): (&VersionPair, &Doc),
) {
    let mut report = diff(
        &before_doc.value,
        &current.value,
        &before.label,
        &pair.label,
        Mode::Full,
    );
    rule_changes(
        &mut report,
        before.rules.current.as_ref(),
        pair.rules.current.as_ref(),
    );
    verdict.diffs.push(report);
    verdict.sources.push(Sources {
        old: Some(Source::new(
            before_doc.file.clone(),
            before_doc.text.clone(),
        )),
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
    let message = match subject.kind {
        Kind::Family => format!(
            "{label} changed in a way that breaks readers or writers of the version released at {release}: publish the change as a new version of {} instead of editing {} (or accept the change on purpose in {file})",
            subject.name, pair.version
        ),
        Kind::Contract => format!(
            "{label} changed in a way that breaks readers or writers of the contract released at {release}: publish the change as a new schema file (a new version) instead, or accept it on purpose in {file}"
        ),
    };
    let (then, now) = (subject.promise(), subject.stability);
    if then == now {
        message
    } else {
        format!(
            "{message}. It was {then} at {release} and is {now} now: a release is judged at the stability its consumers were given, so lowering it does not let a breaking change through"
        )
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
    let (removal, message) = match subject.kind {
        Kind::Family => (
            Removal::VERSION,
            format!(
                "{label} {how} and is gone now: its consumers lose their contract. Restore its snapshot (`git checkout {release} -- {file}`) and its registry entry, or accept the removal on purpose in {} (rule `version-removed`, version `{label}`)",
                config::FILE_NAME
            ),
        ),
        Kind::Contract => (
            Removal::CONTRACT,
            format!(
                "the contract {label} {how} and is gone now from the gate: its consumers lose their contract. Restore it under [[check.contracts]] in {0} (and its file), or accept the removal on purpose in {0} (rule `contract-removed`, version `{label}`)",
                config::FILE_NAME
            ),
        ),
    };
    if !accept.accepts_removal(label, removal, &message, &mut verdict.accepted) {
        verdict.problems.push(Problem {
            rule: removal.rule(),
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
