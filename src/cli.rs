//! The command line, as clap types only; each command's work lives in `cmd/`.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

/// Contracts for AI-agent event streams: a registry of event families, their JSON Schema
/// snapshots, and the tools that keep producers and consumers honest.
#[derive(Debug, Parser)]
#[command(name = "eventspec", version, propagate_version = true)]
#[command(after_help = "Examples:\n  eventspec list\n  eventspec show agentao.host\n  eventspec schema niceeval@v1\n  eventspec export --check")]
pub struct Cli {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// List every event family with its versions and policies
    #[command(after_help = "Examples:\n  eventspec list\n  eventspec list --format json | jq '.families[].id'")]
    List(ListArgs),
    /// Show a family version's event types and their fields
    #[command(after_help = "Examples:\n  eventspec show agentao.host\n  eventspec show agentabi@v1")]
    Show(FamilyArgs),
    /// Print a family version's JSON Schema snapshot
    #[command(after_help = "Examples:\n  eventspec schema agentao.host@v2\n  eventspec schema we0 > we0.schema.json")]
    Schema(FamilyArgs),
    /// Write every snapshot from the Rust types, or check that they are up to date
    #[command(after_help = "Examples:\n  eventspec export\n  eventspec export --check\n  eventspec export --out /tmp/snapshots")]
    Export(ExportArgs),
}

/// Output formats of `list`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ListFormat {
    /// A table for people.
    Text,
    /// One JSON document for tools.
    Json,
}

/// Arguments of `list`.
#[derive(Debug, Args)]
pub struct ListArgs {
    /// Output format
    #[arg(long, value_enum, default_value_t = ListFormat::Text)]
    pub format: ListFormat,
}

/// Arguments of commands that take one family version.
#[derive(Debug, Args)]
pub struct FamilyArgs {
    /// The family, optionally with a version: FAMILY[@VERSION]; without a version, the current one
    #[arg(value_name = "FAMILY[@VERSION]")]
    pub family: String,
}

/// Arguments of `export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Write nothing; exit 1 and name every file that differs from what export would write
    #[arg(long)]
    pub check: bool,
    /// The snapshot directory
    #[arg(long, value_name = "DIR", default_value = "snapshots")]
    pub out: PathBuf,
}
