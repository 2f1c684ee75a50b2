//! `eventspec export`: writes the snapshots, or checks them with `--check`.

use std::fmt::Write as _;

use crate::{Outcome, cli::ExportArgs, output, snapshots};

/// Writes or checks the snapshot directory.
pub fn run(args: &ExportArgs) -> anyhow::Result<Outcome> {
    let out = args
        .out
        .clone()
        .unwrap_or_else(|| snapshots::in_workspace("snapshots"));
    let report = snapshots::sync(&out, !args.check)?;
    let mut text = String::new();
    for path in &report.written {
        let _ = writeln!(text, "wrote {}", path.display());
    }
    for problem in &report.problems {
        let _ = writeln!(text, "error: {problem}");
    }
    if report.problems.is_empty() {
        if args.check {
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
