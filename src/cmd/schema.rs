//! `eventspec schema`: prints a family version's snapshot, or a report's schema.

use eventspec_schema::{
    canonical::{KeyOrder, to_canonical_string},
    resolve,
};

use super::Outcome;
use crate::{
    cli::{ReportKind, SchemaArgs},
    output,
};

/// Prints the canonical snapshot of the requested family version, or the report schema.
pub fn run(args: &SchemaArgs) -> anyhow::Result<Outcome> {
    let (document, order) = match (&args.family, args.report) {
        (_, Some(report)) => (report_schema(report), KeyOrder::Declared),
        (Some(reference), None) => {
            let (family, version) = resolve(reference)?;
            (version.schema(family), version.key_order)
        }
        (None, None) => anyhow::bail!("name a family (FAMILY[@VERSION]) or a report (--report)"),
    };
    output::stdout(&to_canonical_string(&document, order))?;
    Ok(Outcome::Success)
}

/// The JSON Schema of a report (or of the project file).
fn report_schema(report: ReportKind) -> serde_json::Value {
    match report {
        ReportKind::Validate => crate::report::ValidateReport::json_schema(),
        ReportKind::Diff => eventspec_drift::Report::json_schema(),
        ReportKind::Check => crate::gate::GateReport::json_schema(),
        ReportKind::Rules => eventspec_schema::rules::RulesDocument::json_schema(),
        ReportKind::Config => crate::config::json_schema(),
    }
}
