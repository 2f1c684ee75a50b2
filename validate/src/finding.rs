//! What validation reports: one [`Finding`] per problem, located in the file and in the event.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// How bad a finding is.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The event breaks the contract.
    Error,
    /// The event is accepted, but a stricter reader would reject it.
    Warning,
}

/// Which check produced a finding; a stable id tools can filter on.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    /// The input is not valid JSON, JSONL or SSE.
    Parse,
    /// The event has no tag, or the tag is not a string.
    MissingTag,
    /// The tag names no event type of the contract.
    UnknownEventType,
    /// The event breaks its event type's schema.
    Schema,
    /// The event carries a field its event type does not declare.
    UnknownField,
    /// The input holds no events at all.
    EmptyInput,
    /// The sequence of events breaks a stream rule (`sequence_rule` says which).
    Sequence,
    /// The capture's framing disagrees with its event: an SSE frame names its event otherwise
    /// than the event's type.
    Framing,
    /// The input could not be read: missing, a directory, not permitted, or a read error
    /// partway (its findings up to there are reported).
    UnreadableInput,
}

impl Rule {
    /// The rule id, as in JSON output.
    pub fn id(self) -> &'static str {
        match self {
            Self::Parse => "parse",
            Self::MissingTag => "missing-tag",
            Self::UnknownEventType => "unknown-event-type",
            Self::Schema => "schema",
            Self::UnknownField => "unknown-field",
            Self::EmptyInput => "empty-input",
            Self::Sequence => "sequence",
            Self::Framing => "framing",
            Self::UnreadableInput => "unreadable-input",
        }
    }
}

/// One problem found in one event (or in the input around it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Finding {
    /// The file, as given on the command line (`-` for standard input).
    pub file: String,
    /// The 1-based line: where the event starts, or where a parse error is (1 for an input that
    /// cannot be read).
    pub line: usize,
    /// The 1-based column, in characters: for a parse error, where the parser stopped (1 where
    /// it cannot tell, as for a line over the length limit); for every other finding, 1, as such
    /// findings name the line their event starts on, not a place within it (`instance_path` says
    /// where in the event). Always present; optional only for reports of earlier versions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// The 0-based index of the event within the file.
    pub event_index: usize,
    /// The event's type (its tag value), when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event_type: Option<String>,
    /// How bad it is.
    pub severity: Severity,
    /// Which check found it.
    pub rule: Rule,
    /// The JSON Schema keyword that failed, for schema findings.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keyword: Option<String>,
    /// JSON pointer into the event.
    pub instance_path: String,
    /// What was expected and what was found.
    pub message: String,
    /// For a sequence finding, the id of the stream rule it breaks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sequence_rule: Option<String>,
    /// For a sequence finding, the line of the related event (the one opened, or before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub related_line: Option<usize>,
}

impl Finding {
    /// The one constructor: a finding of `rule` at `line` and `column` of `file`. What it is
    /// about beyond that (its event, keyword, pointer, stream rule) the caller fills in; the
    /// event index is set when the run counts the event.
    pub fn new(
        file: &str,
        (line, column): (usize, usize),
        severity: Severity,
        rule: Rule,
        message: String,
    ) -> Self {
        Self {
            file: file.to_owned(),
            line,
            column: Some(column),
            event_index: 0,
            event_type: None,
            severity,
            rule,
            keyword: None,
            instance_path: String::new(),
            message,
            sequence_rule: None,
            related_line: None,
        }
    }

    /// A finding about a whole input rather than one event (an empty or unreadable input): at
    /// its first line and column.
    pub fn about_input(file: &str, severity: Severity, rule: Rule, message: String) -> Self {
        Self::new(file, (1, 1), severity, rule, message)
    }
}

/// The totals of a validation run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Summary {
    /// Inputs read.
    pub files: usize,
    /// Events read, unparsable ones included.
    pub events: usize,
    /// Events without errors (warnings allowed).
    pub valid: usize,
    /// Events with at least one error, or that could not be parsed.
    pub invalid: usize,
    /// Warning findings.
    pub warnings: usize,
    /// Stream rule violations (with `--stream`).
    #[serde(default)]
    pub violations: usize,
    /// Inputs that could not be read, each an `unreadable-input` finding (the run exits 2).
    #[serde(default)]
    pub unreadable: usize,
    /// Messages of a capture that are no events and passed by: where the contract's events
    /// arrive in envelopes (ACP's JSON-RPC `session/update` notifications), the log's other
    /// requests, responses and notifications.
    #[serde(default)]
    pub passed: usize,
    /// Whether validation stopped early at `--max-errors`.
    pub stopped: bool,
}

/// The JSON report of `eventspec validate --format json`: a contract for tools.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(title = "EventspecValidateReport")]
pub struct Report {
    /// The totals.
    pub summary: Summary,
    /// Every finding, in input order.
    pub findings: Vec<Finding>,
    /// What the inputs exercised of the contract, with `--coverage`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coverage: Option<crate::Coverage>,
}

impl Report {
    /// The report's own JSON Schema (draft 2020-12).
    pub fn json_schema() -> serde_json::Value {
        eventspec_schema::document::json_schema_of::<Self>()
    }
}
