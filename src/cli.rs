//! The command line, as clap types only; each command's work lives in `cmd/`.

mod docs;
mod validate;

use std::path::PathBuf;

use clap::{
    Args, Parser, Subcommand, ValueEnum,
    builder::{PossibleValue, PossibleValuesParser, TypedValueParser},
};
use eventspec_drift::Mode as Compatibility;
use eventspec_schema::Dialect;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use docs::DocsArgs;
use validate::VALIDATE_HELP;
pub use validate::{InputFormat, ReportFormat, Uncovered, ValidateArgs};

/// Contracts for AI-agent event streams: a registry of event families, their JSON Schema
/// snapshots, and the tools that keep producers and consumers honest.
#[derive(Debug, Parser)]
#[command(name = "eventspec", version, propagate_version = true)]
#[command(
    after_help = "Examples:\n  eventspec validate --family agentao.host examples/agentao-host-run.jsonl\n  eventspec list\n  eventspec show agentao.host\n  eventspec schema niceeval@v1\n  eventspec export --check"
)]
pub struct Cli {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
    /// Options every command takes.
    #[command(flatten)]
    pub global: Global,
}

/// Options every command takes.
#[derive(Debug, Clone, Default, Args)]
pub struct Global {
    /// The project file [default: the nearest `eventspec.toml` from the current directory up
    /// to the repository's root]
    #[arg(long, global = true, value_name = "FILE", conflicts_with = "no_config")]
    pub config: Option<PathBuf>,
    /// Read no project file, as if there were none
    #[arg(long, global = true)]
    pub no_config: bool,
    /// Print only errors and what was asked for: no warnings, progress or summaries
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    pub quiet: bool,
    /// Print more: every file written or checked
    #[arg(short, long, global = true)]
    pub verbose: bool,
    /// The JSON Schema dialect of a schema file that declares no `$schema` (`validate
    /// --schema`, `diff`, `generate --schema`, `docs --schema`, `check`'s contracts); a file's
    /// own `$schema` always wins [default: the project file's `dialect`, else 2020-12]
    #[arg(long, global = true, value_name = "DIALECT", value_parser = dialect_parser())]
    pub dialect: Option<Dialect>,
}

/// `--dialect`'s values, as [`Dialect::name`] spells them.
/// The compatibility modes of `diff`, each with what it asks.
fn compatibility_parser() -> impl TypedValueParser<Value = Compatibility> {
    PossibleValuesParser::new([
        PossibleValue::new("backward").help("Readers on NEW, payloads of OLD"),
        PossibleValue::new("forward").help("Readers on OLD, payloads of NEW"),
        PossibleValue::new("full").help("Both"),
    ])
    .map(|name| match name.as_str() {
        "backward" => Compatibility::Backward,
        "forward" => Compatibility::Forward,
        // Only the names above get here.
        _ => Compatibility::Full,
    })
}

fn dialect_parser() -> impl TypedValueParser<Value = Dialect> {
    PossibleValuesParser::new(Dialect::ALL.map(Dialect::name))
        // Only the names above get here, and each parses.
        .map(|name| Dialect::parse(&name).unwrap_or_default())
}

/// How much a command says besides its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verbosity {
    /// `-q`: errors and the result only.
    Quiet,
    /// The default.
    Normal,
    /// `-v`: every file too.
    Verbose,
}

impl Global {
    /// The verbosity the flags ask for.
    pub fn verbosity(&self) -> Verbosity {
        if self.quiet {
            Verbosity::Quiet
        } else if self.verbose {
            Verbosity::Verbose
        } else {
            Verbosity::Normal
        }
    }
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Validate recorded events (JSON, JSONL, SSE, stdin) against a family or a schema
    #[command(after_help = VALIDATE_HELP)]
    Validate(ValidateArgs),
    /// List every event family with its versions and policies
    #[command(
        after_help = "Examples:\n  eventspec list\n  eventspec list --format json | jq '.families[].id'"
    )]
    List(ListArgs),
    /// Show a family version's event types and their fields
    #[command(
        after_help = "Examples:\n  eventspec show agentao.host\n  eventspec show agentabi@v1"
    )]
    Show(FamilyArgs),
    /// Print a family version's JSON Schema snapshot, or the schema of a report
    #[command(
        after_help = "Examples:\n  eventspec schema agentao.host@v2\n  eventspec schema we0 > we0.schema.json\n  eventspec schema --report validate"
    )]
    Schema(SchemaArgs),
    /// Generate TypeScript and Python typings from the snapshots, or check the checked-in ones
    #[command(
        after_help = "Examples:\n  eventspec generate\n  eventspec generate --check\n  eventspec generate --lang python --out /tmp/gen\n  eventspec generate --schema my-events.schema.json --lang typescript --out my-types\n  eventspec generate --schema my-events.schema.json --lang python --flavor pydantic --out my-types\n  eventspec generate --schema my-events.schema.json --lang typescript --flavor zod --out my-types"
    )]
    Generate(GenerateArgs),
    /// Write the registry (or your own schema) as a static site, or check the checked-in one
    #[command(
        after_help = "Examples:\n  eventspec docs\n  eventspec docs --check\n  eventspec docs --out /tmp/site && xdg-open /tmp/site/index.html\n  eventspec docs --schema my-events.schema.json --out my-site"
    )]
    Docs(DocsArgs),
    /// Work with the templates the generator renders
    #[command(subcommand)]
    Templates(TemplatesCommand),
    /// Classify every change between two versions of a contract
    #[command(after_help = DIFF_HELP)]
    Diff(DiffArgs),
    /// The release gate: compare every family's snapshots with those at a git revision
    #[command(
        after_help = "Exit codes: 0 the gate passes, 1 a family or contract needs a new version or lost a released version, 2 usage or git error (a symbolic link in a snapshot or contract path is one)\n\nExamples:\n  eventspec check --against v0.1.0\n  eventspec check --against origin/main --format markdown >> release-notes.md\n  eventspec check                     # [check] against, contracts and accepted changes of eventspec.toml"
    )]
    Check(CheckArgs),
    /// Write every snapshot from the Rust types, or check that they are up to date
    #[command(
        after_help = "Examples:\n  eventspec export\n  eventspec export --check\n  eventspec export --out /tmp/snapshots"
    )]
    Export(ExportArgs),
    /// Print a completion script for a shell
    #[command(
        after_help = "Examples:\n  eventspec completions bash > ~/.local/share/bash-completion/completions/eventspec\n  eventspec completions zsh > \"${fpath[1]}/_eventspec\"\n  eventspec completions fish > ~/.config/fish/completions/eventspec.fish"
    )]
    Completions(CompletionsArgs),
    /// Print the manual page (roff)
    #[command(after_help = "Examples:\n  eventspec man > eventspec.1 && man ./eventspec.1")]
    Man,
}

/// Arguments of `completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
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
    /// The snapshot directory [default: the project file's `[registry] snapshots`, else
    /// `snapshots/` of the repository the current directory is in]
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

/// Reports whose JSON Schema `schema --report` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ReportKind {
    /// The JSON report of `validate --format json`.
    Validate,
    /// The JSON report of `diff --format json`.
    Diff,
    /// The JSON report of `check --format json`.
    Check,
    /// The stream rules documents (`snapshots/<family>/<version>.rules.json`).
    Rules,
    /// The project file, `eventspec.toml` (for editors that check TOML against a JSON Schema).
    Config,
}

/// Arguments of `schema`.
#[derive(Debug, Args)]
pub struct SchemaArgs {
    /// The family, optionally with a version: FAMILY[@VERSION]; without a version, the current one
    #[arg(value_name = "FAMILY[@VERSION]", required_unless_present = "report")]
    pub family: Option<String>,
    /// Print the JSON Schema of a report instead
    #[arg(long, value_enum, conflicts_with = "family")]
    pub report: Option<ReportKind>,
}

/// Languages of `generate`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// TypeScript.
    Typescript,
    /// Python.
    Python,
    /// Both.
    All,
}

/// Flavours of `generate`: the plain typings, or a library's.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    ValueEnum,
    Serialize,
    Deserialize,
    JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum FlavorArg {
    /// `TypedDict`s and interfaces with eventspec's own validators.
    Plain,
    /// Pydantic v2 models (Python).
    Pydantic,
    /// Zod 4 schemas (TypeScript).
    Zod,
}

/// Arguments of `generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The languages to generate
    #[arg(long, value_enum, default_value_t = LangArg::All)]
    pub lang: LangArg,
    /// The flavour: `plain` typings, `pydantic` models (with `--lang python`) or `zod` schemas
    /// (with `--lang typescript`) [default: the project file's `[generate] flavors`, else every
    /// flavour of the languages for the registry's typings, `plain` for `--schema`]
    #[arg(long, value_enum, value_name = "FLAVOR")]
    pub flavor: Option<FlavorArg>,
    /// The output directory [default: the project file's `[registry] generated`, else
    /// `generated/` of the repository the current directory is in, or `generated` here for
    /// `--schema`]
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Write nothing; exit 1 and list stale, missing and unexpected files
    #[arg(long)]
    pub check: bool,
    /// Generate from this JSON Schema instead of the registry's snapshots
    #[arg(long, value_name = "FILE")]
    pub schema: Option<PathBuf>,
    /// The stream rules of the schema: a rules file (`eventspec schema --report rules` is its
    /// JSON Schema) [default: `NAME.rules.json` beside the schema `NAME.json`, if there is one]
    #[arg(long, value_name = "FILE", requires = "schema")]
    pub rules: Option<PathBuf>,
    /// The snapshot directory the registry's typings are generated from [default: the project
    /// file's `[registry] snapshots`, else `snapshots/` of the repository the current directory
    /// is in]
    #[arg(long, value_name = "DIR", conflicts_with = "schema")]
    pub snapshots: Option<PathBuf>,
    /// Override built-in templates with `<DIR>/<language>/<name>.hbs` files
    #[arg(long, value_name = "DIR")]
    pub templates: Option<PathBuf>,
    /// The package name for your own schema: the npm name as given (`@acme/agent-events`), the
    /// pip distribution (`acme-agent-events`) and import package (`acme_agent_events`) from it
    /// [default: eventspec's own, `@eventspec/events`]
    #[arg(long, value_name = "NAME", requires = "schema")]
    pub package_name: Option<String>,
    /// The SPDX licence expression of your own schema's packages (`MIT`, `Apache-2.0`)
    /// [default: the project file's `[generate] license`, else none: the npm manifest says
    /// `UNLICENSED` and the Python one declares no licence]
    #[arg(long, value_name = "SPDX", requires = "schema")]
    pub license: Option<String>,
    /// The one-line description of your own schema's packages [default: the project file's
    /// `[generate] description`, else eventspec's generic one]
    #[arg(long, value_name = "TEXT", requires = "schema")]
    pub description: Option<String>,
    /// Generate validators for patterns that may backtrack in TypeScript and Python (nested or
    /// overlapping repetition, lookaround) instead of refusing them; the READMEs list them
    #[arg(long)]
    pub allow_backtracking_patterns: bool,
}

/// Subcommands of `templates`.
#[derive(Debug, Subcommand)]
pub enum TemplatesCommand {
    /// Write the built-in templates to DIR, as a starting point for --templates
    #[command(
        after_help = "Examples:\n  eventspec templates export my-templates\n  eventspec generate --templates my-templates --out my-types"
    )]
    Export {
        /// Where to write them
        dir: PathBuf,
    },
}

const DIFF_HELP: &str = "\
OLD and NEW are each a family version (agentao.host@v1), a schema file, or git:REF:PATH (a file
as it was at a git revision).

Modes: backward (can readers on NEW accept every OLD payload?), forward (can readers still on OLD
accept every NEW payload?), full (both).

Exit codes: 0 no change reaches --fail-on, 1 one does, 2 usage or I/O error

Examples:
  eventspec diff agentao.host@v1 agentao.host@v3
  eventspec diff agentao.host@v2 agentao.host@v3 --mode forward --format markdown
  eventspec diff git:v0.1.0:snapshots/we0/v1.json snapshots/we0/v1.json --fail-on warning";

/// Output formats of `diff` and `check`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum DiffFormat {
    /// For people.
    Text,
    /// One JSON document; its schema: `eventspec schema --report diff` for `diff`, `eventspec
    /// schema --report check` for `check`.
    Json,
    /// Markdown, usable as release notes.
    Markdown,
    /// GitHub Actions workflow commands.
    Github,
    /// SARIF 2.1.0, located in the schema files, for GitHub code scanning.
    Sarif,
}

/// The level of change that fails `diff`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum FailOn {
    /// A breaking change.
    Breaking,
    /// A breaking or non-breaking change (documentation changes never fail).
    Warning,
    /// Nothing.
    Never,
}

/// Arguments of `diff`.
#[derive(Debug, Args)]
pub struct DiffArgs {
    /// The old contract: FAMILY@VERSION, a schema file, or git:REF:PATH
    pub old: String,
    /// The new contract: FAMILY@VERSION, a schema file, or git:REF:PATH
    pub new: String,
    /// The old schema's stream rules file [default: `NAME.rules.json` beside the schema
    /// `NAME.json`, read where the schema is read (the working tree or the git revision)]
    #[arg(long, value_name = "FILE")]
    pub old_rules: Option<PathBuf>,
    /// The new schema's stream rules file [default: `NAME.rules.json` beside the schema
    /// `NAME.json`, read where the schema is read]
    #[arg(long, value_name = "FILE")]
    pub new_rules: Option<PathBuf>,
    /// The compatibility question [default: the project file's, else full]
    #[arg(long, value_name = "MODE", value_parser = compatibility_parser())]
    pub mode: Option<Compatibility>,
    /// Output format [default: the project file's, else text]
    #[arg(long, value_enum)]
    pub format: Option<DiffFormat>,
    /// The level of change that makes the command exit 1 [default: the project file's, else
    /// breaking]
    #[arg(long, value_enum)]
    pub fail_on: Option<FailOn>,
}

/// Arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The git revision of the last release (a tag, a branch, a commit) [default: the project
    /// file's `[check] against`]
    #[arg(long, value_name = "REF")]
    pub against: Option<String>,
    /// The snapshot directory, relative to the current directory or absolute; it must be in the
    /// git repository, reached without symbolic links [default: the project file's `[registry]
    /// snapshots`, else `snapshots` of the registry the current directory is in]
    #[arg(long, value_name = "DIR")]
    pub snapshots: Option<PathBuf>,
    /// Output format [default: the project file's, else text]
    #[arg(long, value_enum)]
    pub format: Option<DiffFormat>,
}
