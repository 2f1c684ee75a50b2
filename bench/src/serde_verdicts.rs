//! `serde`: what the Rust types make of each event of a JSONL file, for the agreement run's
//! serde voter. One JSON line per event: `accepted` (serde deserialized it into the version's
//! Rust types), `equal` (serializing it back gave the same value), `back` (what it gave, when not
//! the same) and serde's `error`.

use std::{
    fs,
    io::{self, Write as _},
    path::PathBuf,
};

use anyhow::Context as _;
use serde_json::{Value, json};

/// The arguments of `serde`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The family version: `agentao.host@v3`
    #[arg(long)]
    family: String,
    /// The JSONL file
    file: PathBuf,
}

/// Prints one verdict line per line of `args.file`.
pub fn verdicts(args: &Args) -> anyhow::Result<()> {
    let (_, version) = eventspec_schema::registry::resolve(&args.family)?;
    let text = fs::read_to_string(&args.file)
        .with_context(|| format!("cannot read {}", args.file.display()))?;
    let mut out = io::BufWriter::new(io::stdout().lock());
    for (at, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let event: Value = serde_json::from_str(line)
            .with_context(|| format!("{}:{}: not JSON", args.file.display(), at + 1))?;
        let verdict = match (version.serde)(&event) {
            Ok(back) if back == event => json!({"accepted": true, "equal": true}),
            Ok(back) => json!({"accepted": true, "equal": false, "back": back}),
            Err(error) => json!({"accepted": false, "equal": false, "error": error}),
        };
        writeln!(out, "{verdict}")?;
    }
    Ok(())
}
