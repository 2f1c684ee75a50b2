//! One module per command.

mod check;
mod diff;
mod docs;
mod export;
mod generate;
mod help;
mod list;
mod schema;
mod show;
mod validate;

use std::{
    fmt::Write as _,
    path::{Path, PathBuf},
};

use eventspec_codegen::fileset::FileSet;

use crate::{
    cli::{Command, Global, Verbosity},
    output,
    settings::Context,
};

/// How a command ended, as the process exit code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Everything is as it should be: exit 0.
    Success,
    /// The command ran and found differences or invalid input: exit 1.
    Findings,
    /// An input could not be read: exit 2, after the other inputs were checked.
    UsageError,
}

/// A set of generated files, as the commands that write and check it name it.
struct Artefact {
    /// What the files are (`typings`, `the site`).
    name: &'static str,
    /// What they are made from (`the snapshots`).
    source: &'static str,
    /// The command that writes them (`eventspec generate`).
    command: &'static str,
}

/// Writes `files` under `out` (only those that differ; files of `owned` directories no longer
/// made are removed), and says what changed.
fn write_files(
    files: &FileSet,
    out: &Path,
    owned: &[&str],
    verbosity: Verbosity,
    what: &Artefact,
) -> anyhow::Result<Outcome> {
    let mut text = String::new();
    let drift = files.write(out, owned)?;
    let written: Vec<PathBuf> = (drift.stale.iter().chain(&drift.missing))
        .map(|path| out.join(path))
        .collect();
    let removed: Vec<PathBuf> = drift.unexpected.iter().map(|p| out.join(p)).collect();
    text.push_str(&files_line(verbosity, "wrote", &written, out));
    text.push_str(&files_line(verbosity, "removed", &removed, out));
    if written.is_empty() && removed.is_empty() && verbosity > Verbosity::Quiet {
        let _ = writeln!(
            text,
            "{} in {} were already up to date",
            what.name,
            out.display()
        );
    }
    output::stderr(&text)?;
    Ok(Outcome::Success)
}

/// Checks the files in `out` against `files`: each stale, missing and unexpected one named,
/// exit 1 when there is any.
fn check_files(
    files: &FileSet,
    out: &Path,
    owned: &[&str],
    verbosity: Verbosity,
    what: &Artefact,
) -> anyhow::Result<Outcome> {
    report_drift(&files.check(out, owned)?, out, verbosity, what)
}

/// Names each stale, missing and unexpected file of `drift` (the files in `out` against what
/// `what` makes): exit 1 when there is any.
fn report_drift(
    drift: &eventspec_codegen::fileset::Drift,
    out: &Path,
    verbosity: Verbosity,
    what: &Artefact,
) -> anyhow::Result<Outcome> {
    let mut text = String::new();
    for (label, paths) in [
        ("stale", &drift.stale),
        ("missing", &drift.missing),
        ("unexpected", &drift.unexpected),
    ] {
        for path in paths {
            let _ = writeln!(text, "{label}: {}", out.join(path).display());
        }
    }
    if drift.is_empty() {
        if verbosity > Verbosity::Quiet {
            let _ = writeln!(text, "{} in {} are up to date", what.name, out.display());
        }
        output::stderr(&text)?;
        return Ok(Outcome::Success);
    }
    let _ = writeln!(
        text,
        "{} in {} differ from {}; run `{}` to rewrite them",
        what.name,
        out.display(),
        what.source,
        what.command
    );
    output::stderr(&text)?;
    Ok(Outcome::Findings)
}

/// What a command that writes files says about them: each one with `-v`, how many by default,
/// nothing with `-q`. `verb` is what happened to them (`wrote`, `removed`).
fn files_line(verbosity: Verbosity, verb: &str, paths: &[PathBuf], dir: &Path) -> String {
    match verbosity {
        _ if paths.is_empty() => String::new(),
        Verbosity::Quiet => String::new(),
        Verbosity::Normal => format!("{verb} {} file(s) in {}\n", paths.len(), dir.display()),
        Verbosity::Verbose => paths
            .iter()
            .map(|path| format!("{verb} {}\n", path.display()))
            .collect(),
    }
}

/// Runs `command`, the project file loaded once for the commands that read it.
pub fn run(command: Command, global: &Global) -> anyhow::Result<Outcome> {
    let context = || Context::load(global);
    match command {
        Command::Validate(args) => validate::run(&args, &context()?),
        Command::List(args) => list::run(&args),
        Command::Show(args) => show::run(&args),
        Command::Schema(args) => schema::run(&args),
        Command::Export(args) => export::run(&args, &context()?),
        Command::Diff(args) => diff::run(&args, &context()?),
        Command::Check(args) => check::run(&args, &context()?),
        Command::Generate(args) => generate::run(&args, &context()?),
        Command::Docs(args) => docs::run(&args, &context()?),
        Command::Templates(command) => generate::templates(&command, global),
        Command::Completions(args) => help::completions(&args),
        Command::Man => help::man(),
    }
}
