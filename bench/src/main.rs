//! `eventspec-bench`: what the benchmark runner (`bench/run.py`) needs from Rust.
//!
//! - `corpus`: a seeded, generated corpus of events of every family, with realistic sizes and a
//!   share of invalid events whose reasons are recorded beside them.
//! - `mutants`: the agreement corpus every validator must give the same verdicts on.
//! - `serde`: what the Rust types make of each event, for the agreement run's serde voter.
//! - `parse`: the bare parse of a JSONL file into `serde_json::Value`, line by line: the ceiling
//!   no validator built on `Value` can pass, read with the validator's own reader.

mod corpus;
mod fixtures;
mod mutants;
mod serde_verdicts;

use std::{fs::File, io::Write, path::PathBuf};

use anyhow::Context as _;
use clap::{Parser, Subcommand};
use eventspec_validate::input::{LineReader, parse_bytes};

// Parsing events into `serde_json::Value`s allocates for every key and string; mimalloc makes
// those allocations markedly cheaper than the system allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The benchmark's helpers.
#[derive(Debug, Parser)]
#[command(name = "eventspec-bench")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Generate a corpus: one JSONL file per family, and the reasons of its invalid events
    Corpus(corpus::Args),
    /// Generate the agreement corpus: fixtures and mutants of them, per family version
    Mutants(mutants::Args),
    /// Deserialize each event of a JSONL file into its version's Rust types and back
    Serde(serde_verdicts::Args),
    /// Parse a JSONL file into serde_json values and count them (the ceiling)
    Parse {
        /// The file
        file: PathBuf,
    },
}

fn main() -> anyhow::Result<()> {
    match Cli::parse().command {
        Command::Corpus(args) => corpus::generate(&args),
        Command::Mutants(args) => mutants::generate(&args),
        Command::Serde(args) => serde_verdicts::verdicts(&args),
        Command::Parse { file } => {
            let input =
                File::open(&file).with_context(|| format!("cannot read {}", file.display()))?;
            let (mut events, mut objects) = (0usize, 0usize);
            // The validator's own JSONL reader, so that the difference is validation alone.
            let mut lines = LineReader::new(input, usize::MAX, 1 << 16);
            while let Some(chunk) = lines.next_chunk()? {
                chunk.events(|line, text| {
                    events += 1;
                    let parsed = text.and_then(|bytes| parse_bytes(line, bytes));
                    objects += usize::from(parsed.is_ok_and(|v| v.is_object()));
                });
            }
            writeln!(std::io::stdout(), "{events} {objects}")?;
            Ok(())
        }
    }
}
