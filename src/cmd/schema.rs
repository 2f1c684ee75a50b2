//! `eventspec schema`: prints a family version's snapshot, or a report's schema.

use eventspec_schema::{canonical::to_canonical_string, resolve};

use crate::{
    Outcome,
    cli::{ReportKind, SchemaArgs},
    output,
};

/// Prints the canonical snapshot of the requested family version, or the report schema.
pub fn run(args: &SchemaArgs) -> anyhow::Result<Outcome> {
    let document = match (&args.family, args.report) {
        (_, Some(ReportKind::Validate)) => crate::report::ValidateReport::json_schema(),
        (_, Some(ReportKind::Diff)) => eventspec_drift::Report::json_schema(),
        (_, Some(ReportKind::Check)) => crate::gate::GateReport::json_schema(),
        (_, Some(ReportKind::Rules)) => eventspec_schema::rules::RulesDocument::json_schema(),
        (_, Some(ReportKind::Config)) => crate::config::json_schema(),
        (Some(reference), None) => {
            let (family, version) = resolve(reference)?;
            version.schema(family)
        }
        (None, None) => anyhow::bail!("name a family (FAMILY[@VERSION]) or a report (--report)"),
    };
    output::stdout(&to_canonical_string(&document))?;
    Ok(Outcome::Success)
}
