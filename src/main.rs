//! `eventspec`: the command line.

use std::process::ExitCode;

use clap::Parser;

// Parsing events into `serde_json::Value`s allocates for every key and string; mimalloc makes
// those allocations markedly cheaper than the system allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod cli;
mod cmd;
mod config;
mod drift_report;
mod gate;
mod git;
mod inputs;
mod locate;
mod output;
mod repo;
mod report;
mod snapshots;

/// How a command ended, as the process exit code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// Everything is as it should be: exit 0.
    Success,
    /// The command ran and found differences or invalid input: exit 1.
    Findings,
    /// An input could not be read: exit 2, after the other inputs were checked.
    UsageError,
}

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    match cmd::run(cli.command, &cli.global) {
        Ok(Outcome::Success) => ExitCode::SUCCESS,
        Ok(Outcome::Findings) => ExitCode::from(1),
        Ok(Outcome::UsageError) => ExitCode::from(2),
        Err(error) => {
            // What a report wrote before the error is not lost (a thread's buffer is not
            // always written out when the process ends).
            let _ = std::io::Write::flush(&mut report::Stdout);
            // Nothing more can be done if standard error itself is gone.
            let _ = output::stderr(&output::visible_lines(&format!("error: {error:#}\n")));
            ExitCode::from(2)
        }
    }
}
