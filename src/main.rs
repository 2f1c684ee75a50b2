//! `eventspec`: the command line.

use std::{
    ffi::{OsStr, OsString},
    process::ExitCode,
};

use clap::Parser;
use cmd::Outcome;

// Parsing events into `serde_json::Value`s allocates for every key and string; mimalloc makes
// those allocations markedly cheaper than the system allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod cli;
mod cmd;
mod config;
mod describe;
mod drift_report;
mod gate;
mod git;
mod inputs;
mod locate;
mod output;
mod repo;
mod report;
mod rules;
mod settings;
mod site;
mod snapshots;
mod source;

fn main() -> ExitCode {
    let arguments: Vec<_> = std::env::args_os().skip(1).collect();
    let pre_commit = std::env::var_os("PRE_COMMIT");
    if let Err(error) = refuse_unended_options_under_pre_commit(pre_commit.as_deref(), &arguments) {
        return fail(&error);
    }
    let cli = cli::Cli::parse();
    match cmd::run(cli.command, &cli.global) {
        Ok(Outcome::Success) => ExitCode::SUCCESS,
        Ok(Outcome::Findings) => ExitCode::from(1),
        Ok(Outcome::UsageError) => ExitCode::from(2),
        Err(error) => fail(&error),
    }
}

/// Prints `error` and ends with exit code 2.
fn fail(error: &anyhow::Error) -> ExitCode {
    // What a report wrote before the error is not lost (a thread's buffer is not always
    // written out when the process ends).
    let _ = std::io::Write::flush(&mut report::Stdout);
    // Nothing more can be done if standard error itself is gone.
    let _ = output::error(&format!("{error:#}"));
    ExitCode::from(2)
}

/// pre-commit runs a hook as `entry + args + file names`, the file names being whatever a
/// commit or pull request adds: a file named `--schema=permissive.jsonl` would be read as an
/// option unless the hook's `args` end with `--` (as the eventspec-validate hook's default
/// `args: [--]` do, but a user's own `args` replace them). pre-commit sets `PRE_COMMIT=1` for
/// its hooks (`pre_commit/commands/run.py`), so a validate command line it runs must hold `--`:
/// without one it is refused before it is even parsed (a file named `--help` would otherwise
/// end the run with success), saying what to write. Any command line holding the word
/// `validate` counts, wherever the subcommand is (`eventspec --quiet validate`).
///
/// Once a `--` is there, nothing after it is an option; before it are the hook's `args` and,
/// were the `--` itself a file name, only names that sort before `--` (pre-commit passes them
/// in git's byte order), none of which is an option of eventspec (`-` then a byte below `-`).
fn refuse_unended_options_under_pre_commit(
    pre_commit: Option<&OsStr>,
    arguments: &[OsString],
) -> anyhow::Result<()> {
    let Some(value) = pre_commit else {
        return Ok(());
    };
    let is = |word: &str| arguments.iter().any(|argument| argument == word);
    if value.is_empty() || value == "0" || !is("validate") || is("--") {
        return Ok(());
    }
    anyhow::bail!(
        "`eventspec validate` run by pre-commit (PRE_COMMIT={}) has no `--` before its file \
         names, so a file named like an option (`--schema=x.jsonl`) would be read as one; end \
         the hook's `args` with `--`, e.g. `args: [--family, agentao.host, --]` (without `args`, \
         the eventspec-validate hook's default is `[--]`)",
        value.to_string_lossy()
    )
}
