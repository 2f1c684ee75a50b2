//! Arguments of `eventspec validate`: the contract, the inputs and how they are framed, the
//! report, and what is checked beside each event.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use eventspec_validate::Mode;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub(super) const VALIDATE_HELP: &str = "\
Exit codes:
  0  every event is valid (warnings allowed)
  1  at least one invalid event or unparsable line
  2  usage error, unreadable input (reported as an `unreadable-input` finding in every format),
     unknown family or invalid schema

Examples:
  eventspec validate --family agentao.host examples/agentao-host-run.jsonl
  eventspec validate --family we0@v1 --format github recordings/*.jsonl
  cat stream.sse | eventspec validate --family niceeval --input sse -
  eventspec validate --family we0 --stream --group-by session_id recordings/all.jsonl
  eventspec validate --schema my-events.schema.json --strict --format json events.json
  eventspec validate --family agentao.host --format sarif recordings/ > events.sarif
  eventspec validate                  # the files and contracts eventspec.toml lists";

/// Output formats of `validate`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ReportFormat {
    /// For people: `file:line:col`, the message, the event type and path, a summary.
    Text,
    /// One JSON document: `summary` and `findings` (see `eventspec schema --report validate`).
    Json,
    /// One finding per line, streamed as found (from a pipe, as its events arrive).
    Jsonl,
    /// GitHub Actions workflow commands, so findings annotate the pull request.
    Github,
    /// JUnit XML: one test case per input file.
    Junit,
    /// SARIF 2.1.0, for GitHub code scanning and other static analysis viewers.
    Sarif,
}

/// How inputs are framed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum InputFormat {
    /// Decide by extension, then by content.
    Auto,
    /// One JSON document: an event or an array of events.
    Json,
    /// One event per line (JSONL, NDJSON).
    Jsonl,
    /// Server-sent events (`data:` lines).
    Sse,
}

/// Arguments of `validate`.
#[derive(Debug, Args)]
pub struct ValidateArgs {
    /// The family to validate against: FAMILY[@VERSION] [default: the project file's
    /// `[[validate.inputs]]` group whose paths match each file]
    #[arg(long, value_name = "FAMILY[@VERSION]")]
    pub family: Option<String>,
    /// A JSON Schema file (draft 2020-12 or 7) to validate against instead of a family
    #[arg(long, value_name = "FILE", conflicts_with = "family")]
    pub schema: Option<PathBuf>,
    /// The stream rules of the schema: a rules file (`eventspec schema --report rules` is its
    /// JSON Schema) [default: `NAME.rules.json` beside the schema `NAME.json`, if there is one]
    #[arg(long, value_name = "FILE", requires = "schema")]
    pub rules: Option<PathBuf>,
    /// Output format [default: the project file's, else text]
    #[arg(long, value_enum)]
    pub format: Option<ReportFormat>,
    /// How the inputs are framed [default: the group's in the project file, else auto]
    #[arg(long, value_enum)]
    pub input: Option<InputFormat>,
    /// The producer's view: unknown fields and unknown event types are errors
    #[arg(long, conflicts_with = "tolerant")]
    pub strict: bool,
    /// The consumer's view: unknown fields and unknown event types are warnings
    #[arg(long)]
    pub tolerant: bool,
    /// What the contract declares decides (the default; overrides a mode of the project file)
    #[arg(long, conflicts_with_all = ["strict", "tolerant"])]
    pub declared: bool,
    /// Stop after N invalid events (N ≥ 1)
    #[arg(
        long,
        value_name = "N",
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..)
    )]
    pub max_errors: Option<usize>,
    /// Validate on N threads [default: the available cores]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
    /// The longest line (or JSON document) read; a longer one is a finding and is skipped
    #[arg(long, value_name = "BYTES", default_value_t = 64 << 20)]
    pub max_line_bytes: usize,
    /// Also check the contract's stream rules (a family's, or a schema's rules file) over each
    /// file's sequence of events
    #[arg(long)]
    pub stream: bool,
    /// With --stream, check the rules per value of this field (e.g. session_id), for logs that
    /// interleave several sessions
    #[arg(long, value_name = "FIELD", requires = "stream")]
    pub group_by: Option<String>,
    /// Check every event on the general path (a `serde_json::Value` and the `jsonschema`
    /// crate), never on the contract's fast path: for comparing the two
    #[arg(long, hide = true)]
    pub general_path: bool,
    /// Explain no event the contract rejects (in the declared and the strict mode): its one
    /// finding says that the schema rejects it, and one the fast path rejects is not parsed.
    /// For comparing the fast path's verdicts with the general path's
    #[arg(long, hide = true)]
    pub verdicts_only: bool,
    /// Say on standard error how many events the fast path decided (accepted, or rejected with
    /// --verdicts-only)
    #[arg(long, hide = true)]
    pub fast_path_count: bool,
    /// Report which event types of the contract the inputs exercised, and which they never did
    #[arg(long)]
    pub coverage: bool,
    /// With --coverage, exit 1 when something was never exercised: an event type (`types`, the
    /// default), also a field never present or a nullable field never null (`fields`), also an
    /// enumeration value never seen (`values`). The level follows an `=`
    /// (`--fail-on-uncovered=fields`), so that a bare flag before the paths stays a flag
    #[arg(
        long,
        value_enum,
        value_name = "LEVEL",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "types",
        requires = "coverage"
    )]
    pub fail_on_uncovered: Option<Uncovered>,
    /// Files, directories (their .json, .jsonl, .ndjson and .sse files, recursively) or glob
    /// patterns to validate; `-` reads standard input [default: every group of the project
    /// file]
    #[arg(value_name = "PATH")]
    pub paths: Vec<String>,
}

impl ValidateArgs {
    /// The mode a flag asks for, if any: it overrides every group's and the project file's.
    pub fn mode(&self) -> Option<Mode> {
        if self.strict {
            Some(Mode::Strict)
        } else if self.tolerant {
            Some(Mode::Tolerant)
        } else if self.declared {
            Some(Mode::Declared)
        } else {
            None
        }
    }
}

/// What `--fail-on-uncovered` fails a run on; each level includes the ones before it.
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
pub enum Uncovered {
    /// An event type no input holds.
    Types,
    /// Also a field no valid event holds, or a nullable field never null.
    Fields,
    /// Also an enumeration value no valid event holds.
    Values,
}
