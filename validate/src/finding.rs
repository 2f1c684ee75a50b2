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
// Each variant's doc comment says what the rule finds and its `message` what to do about it:
// the report layer's rule catalogue reads both, so they are written once.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    JsonSchema,
    strum::IntoStaticStr,
    strum::EnumMessage,
    strum::VariantArray,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Rule {
    /// The input is not valid JSON, JSONL or SSE.
    #[strum(
        message = "Fix the producer's framing at the line and column named: one JSON value per line for JSONL, `data:` frames for SSE."
    )]
    Parse,
    /// The event has no tag, or the tag is not a string.
    #[strum(
        message = "Give the event its type field as a string, or validate with the contract whose tag field it uses."
    )]
    MissingTag,
    /// The tag names no event type of the contract.
    #[strum(
        message = "Check the tag's spelling against the contract's event types; for a producer newer than the contract, `--tolerant` reports the event as a warning."
    )]
    UnknownEventType,
    /// The event breaks its event type's schema.
    #[strum(
        message = "Change the producer so that the value at the path named satisfies the keyword named, or change the contract if the producer is right."
    )]
    Schema,
    /// The event carries a field its event type does not declare.
    #[strum(
        message = "Declare the field in the contract or remove it from the producer; `--tolerant` reports it as a warning, as a consumer that ignores unknown fields would."
    )]
    UnknownField,
    /// The input holds no events at all.
    #[strum(
        message = "Check that the recording was written: an empty input usually means the capture failed."
    )]
    EmptyInput,
    /// The sequence of events breaks a stream rule (`sequence_rule` says which).
    #[strum(
        message = "Read the stream rule named in the rules file and the related line: an event came out of the order the rule requires, or never came."
    )]
    Sequence,
    /// The capture's framing disagrees with its event: an SSE frame names its event otherwise
    /// than the event's type.
    #[strum(message = "Make the SSE frame's `event:` name the type its data carries.")]
    Framing,
    /// The input could not be read: missing, a directory, not permitted, or a read error
    /// partway (its findings up to there are reported).
    #[strum(
        message = "Check the path and its permissions; an input that stops partway was cut off while it was read."
    )]
    UnreadableInput,
}

impl Rule {
    /// The rule id, as in JSON output.
    pub fn id(self) -> &'static str {
        self.into()
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
