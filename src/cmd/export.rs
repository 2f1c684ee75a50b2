//! `eventspec export`: writes the snapshots, or checks them with `--check`.

use std::fmt::Write as _;

use super::Outcome;
use crate::{
    cli::{ExportArgs, Verbosity},
    output,
    settings::Context,
    snapshots,
};

/// Writes or checks the snapshot directory.
pub fn run(args: &ExportArgs, context: &Context) -> anyhow::Result<Outcome> {
    let verbosity = context.verbosity();
    let out = context.snapshots_dir(args.out.as_ref());
    let report = snapshots::sync(&out, !args.check)?;
    let mut text = super::files_line(verbosity, "wrote", &report.written, &out);
    for problem in &report.problems {
        let _ = writeln!(text, "error: {problem}");
    }
    if report.problems.is_empty() {
        if args.check && verbosity > Verbosity::Quiet {
            let _ = writeln!(text, "snapshots in {} are up to date", out.display());
        }
        output::stderr(&text)?;
        Ok(Outcome::Success)
    } else {
        let _ = writeln!(
            text,
            "{} problem(s) in {}",
            report.problems.len(),
            out.display()
        );
        output::stderr(&text)?;
        Ok(Outcome::Findings)
    }
}
