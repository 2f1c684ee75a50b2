//! The seeded corpus: events drawn from the payload corpus (`tests/fixtures`), their free-text
//! fields resized to a long-tailed length distribution, and a share of invalid events.

use std::{
    fs::{self, File},
    io::{BufWriter, Write},
    path::{Path, PathBuf},
};

use anyhow::Context as _;

use crate::fixtures;
use eventspec_validate::{Contract, Mode, Severity, tape::Tape};
use serde_json::{Value, json};

/// Fields that hold free text in some family, resized to vary event sizes.
const FREE_TEXT: &[&str] = &[
    "text",
    "summary",
    "message",
    "content",
    "chunk",
    "task_summary",
    "final_text",
    "diff",
    "description",
    "prompt",
    "user_message",
    "reasoning",
    "detail",
    "patch",
];

const WORDS: &[&str] = &[
    "the",
    "agent",
    "tool",
    "call",
    "returned",
    "file",
    "error",
    "stream",
    "event",
    "token",
    "result",
    "parser",
    "with",
    "while",
    "reading",
    "src/main.rs",
    "line",
    "value",
    "42",
    "ok",
];

/// Arguments of `corpus`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Events in all (split evenly over the families)
    #[arg(long, default_value_t = 1_000_000)]
    events: usize,
    /// The random seed
    #[arg(long, default_value_t = 2026)]
    seed: u64,
    /// The share of invalid events
    #[arg(long, default_value_t = 0.05)]
    invalid_ratio: f64,
    /// Only these families (default: every family, at its current version)
    #[arg(long = "family")]
    families: Vec<String>,
    /// The payload corpus to draw from
    #[arg(long, default_value = "tests/fixtures")]
    fixtures: PathBuf,
    /// Where to write `<family>.jsonl` and `<family>.reasons.jsonl`
    #[arg(long)]
    out: PathBuf,
}

/// Writes the corpus.
pub fn generate(args: &Args) -> anyhow::Result<()> {
    fs::create_dir_all(&args.out)
        .with_context(|| format!("cannot create {}", args.out.display()))?;
    let families: Vec<&str> = if args.families.is_empty() {
        eventspec_schema::registry().iter().map(|f| f.id).collect()
    } else {
        args.families.iter().map(String::as_str).collect()
    };
    let per_family = args.events / families.len().max(1);
    let mut rng = fastrand::Rng::with_seed(args.seed);
    for id in families {
        let (family, version) = eventspec_schema::resolve(id)?;
        let contract = Contract::from_document(&version.schema(family))?;
        let dir = args.fixtures.join(family.id).join(version.id);
        let valid = fixtures::load(&dir.join("valid"))?;
        let invalid = fixtures::load(&dir.join("invalid"))?;
        anyhow::ensure!(!valid.is_empty(), "no valid fixtures in {}", dir.display());
        let mut events = writer(&args.out.join(format!("{}.jsonl", family.id)))?;
        let mut reasons = writer(&args.out.join(format!("{}.reasons.jsonl", family.id)))?;
        for line in 1..=per_family {
            if !invalid.is_empty() && rng.f64() < args.invalid_ratio {
                let case = &invalid[rng.usize(..invalid.len())];
                writeln!(events, "{}", case["event"])?;
                writeln!(
                    reasons,
                    "{}",
                    json!({"line": line, "reason": case["description"], "expect": case["expect"]})
                )?;
            } else {
                let template = &valid[rng.usize(..valid.len())];
                let mut event = template.clone();
                resize_text(&mut event, &mut rng);
                let accepted = contract
                    .check(&Tape::of(&event), Mode::Declared)
                    .problems
                    .iter()
                    .all(|p| p.severity != Severity::Error);
                writeln!(events, "{}", if accepted { &event } else { template })?;
            }
        }
        events.flush()?;
        reasons.flush()?;
    }
    Ok(())
}

fn writer(path: &Path) -> anyhow::Result<BufWriter<File>> {
    Ok(BufWriter::new(File::create(path).with_context(|| {
        format!("cannot write {}", path.display())
    })?))
}

/// Replaces the free-text strings of `value` with text of a long-tailed length: most a few
/// words, some a paragraph, a few several kilobytes.
fn resize_text(value: &mut Value, rng: &mut fastrand::Rng) {
    match value {
        Value::Object(object) => {
            for (key, child) in object.iter_mut() {
                if child.is_string() && FREE_TEXT.contains(&key.as_str()) {
                    *child = Value::String(text(rng));
                } else {
                    resize_text(child, rng);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| resize_text(item, rng)),
        _ => {}
    }
}

fn text(rng: &mut fastrand::Rng) -> String {
    let roll = rng.f64();
    let length = if roll < 0.70 {
        rng.usize(4..60)
    } else if roll < 0.97 {
        rng.usize(60..600)
    } else {
        rng.usize(600..8_000)
    };
    let mut out = String::with_capacity(length + 12);
    while out.len() < length {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(WORDS[rng.usize(..WORDS.len())]);
    }
    out
}
