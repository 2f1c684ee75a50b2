//! `eventspec diff`: every change between two contracts, judged under a mode.

use eventspec_drift::{Mode, Verdict, diff, diff_rules};

use super::Outcome;
use crate::{
    cli::{DiffArgs, DiffFormat, FailOn},
    drift_report::Drift,
    output,
    report::{self, sources::Sources},
    settings::Context,
    source::Reference,
};

/// Compares the two contracts, their stream rules too when both have some, and reports.
pub fn run(args: &DiffArgs, context: &Context) -> anyhow::Result<Outcome> {
    let dialect = context.dialect();
    let old = Reference::parse(&args.old)?.load(args.old_rules.as_deref(), dialect)?;
    let new = Reference::parse(&args.new)?.load(args.new_rules.as_deref(), dialect)?;
    let mode = (context.pick(args.mode, |p| p.diff.mode)).unwrap_or(Mode::Full);
    let mut report = diff(&old.document, &new.document, &args.old, &args.new, mode);
    if let (Some(old_rules), Some(new_rules)) = (&old.rules, &new.rules) {
        diff_rules(&mut report, old_rules, new_rules);
    }
    let sources = Sources {
        old: Some(old.source),
        new: Some(new.source),
    };
    let format = (context.pick(args.format, |p| p.diff.format)).unwrap_or(DiffFormat::Text);
    let project_file = context.project_file();
    let drift = Drift {
        report: &report,
        sources: &sources,
    };
    output::stdout(&report::render(&drift, format, project_file.as_deref())?)?;
    let fails = match (context.pick(args.fail_on, |p| p.diff.fail_on)).unwrap_or(FailOn::Breaking) {
        FailOn::Breaking => report.reaches(Verdict::Breaking),
        FailOn::Warning => report.reaches(Verdict::NonBreaking),
        FailOn::Never => false,
    };
    Ok(if fails {
        Outcome::Findings
    } else {
        Outcome::Success
    })
}
