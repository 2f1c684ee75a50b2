//! `eventspec export`: writes the snapshots, or checks them with `--check`.

use std::fmt::Write as _;

use crate::{
    Outcome,
    cli::{ExportArgs, Global, Verbosity},
    config, output, snapshots,
};

/// Writes or checks the snapshot directory.
pub fn run(args: &ExportArgs, global: &Global) -> anyhow::Result<Outcome> {
    let verbosity = global.verbosity();
    let out = match &args.out {
        Some(out) => out.clone(),
        None => config::snapshots_dir(config::load(global)?.as_ref()),
    };
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
