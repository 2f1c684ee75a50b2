//! Coverage (`--coverage`) in words, in three parts: event types, fields, enumeration values.
//! Every format reports the same parts, each as passing, missing something, or failing the run.

use eventspec_validate::{Coverage, coverage};
use serde_json::Value;

use super::diagnostic::{Diagnostic, Level, Text};
use crate::{
    cli::Uncovered,
    rules::{CoverageRule, RuleInfo},
};

/// How many lines of detail a format with one message per part lists; the JSON report and the
/// text format list them all.
pub const DETAILS_IN_MESSAGE: usize = 20;

/// One part of a coverage report.
pub struct Part {
    /// What it covers, as a test case would be named: `event type coverage`.
    pub name: &'static str,
    /// The rule tools name it by (a SARIF rule id).
    pub rule: CoverageRule,
    /// The counts in a sentence.
    pub sentence: String,
    /// What was never exercised, one line per event type.
    pub details: Vec<String>,
    /// Whether something was never exercised.
    pub missing: bool,
    /// Whether that fails the run (`--fail-on-uncovered` at this level or above).
    pub failing: bool,
}

impl Part {
    /// The part as a diagnostic: a note where nothing is missing, else a warning, or an error
    /// where that fails the run.
    pub fn diagnostic(&self) -> Diagnostic {
        let (level, label) = match (self.missing, self.failing) {
            (false, _) => (Level::Note, "note"),
            (true, true) => (Level::Error, "error"),
            (true, false) => (Level::Warning, "warning"),
        };
        Diagnostic {
            rule: Some(self.rule.id()),
            level,
            label,
            title: format!("eventspec {}", self.rule.id()),
            place: None,
            context: None,
            subject: None,
            message: Text::quote(self.message()),
            facts: Vec::new(),
        }
    }

    /// The sentence and at most [`DETAILS_IN_MESSAGE`] lines of detail, for formats with one
    /// message per part.
    pub fn message(&self) -> String {
        let mut lines = vec![self.sentence.clone()];
        lines.extend(self.details.iter().take(DETAILS_IN_MESSAGE).cloned());
        if self.details.len() > DETAILS_IN_MESSAGE {
            lines.push(format!(
                "… and {} more (the JSON report lists them all)",
                self.details.len() - DETAILS_IN_MESSAGE
            ));
        }
        lines.join("\n")
    }
}

/// The parts of `coverage`: event types always, fields and values when the event types seen
/// valid have some.
pub fn parts(coverage: &Coverage, fail_on: Option<Uncovered>) -> Vec<Part> {
    let fails = |level: Uncovered| fail_on.is_some_and(|f| f >= level);
    let mut parts = vec![Part {
        name: "event type coverage",
        rule: CoverageRule::Coverage,
        sentence: super::coverage_sentence(coverage),
        details: Vec::new(),
        missing: coverage.types_missing(),
        failing: coverage.types_missing() && fails(Uncovered::Types),
    }];
    let totals = &coverage.fields;
    if totals.fields > 0 {
        let mut sentence = format!(
            "field coverage: {} of {} field(s) present, {} of {} nullable field(s) null, in the event types seen valid",
            totals.present, totals.fields, totals.null, totals.nullable
        );
        if coverage.truncated {
            sentence.push_str(&format!(
                " (fields nested deeper than {} levels, or past {} counted facts, are not counted)",
                coverage::MAX_DEPTH,
                coverage::MAX_FACTS
            ));
        }
        parts.push(Part {
            name: "field coverage",
            rule: CoverageRule::FieldCoverage,
            sentence,
            details: field_details(coverage),
            missing: coverage.fields_missing(),
            failing: coverage.fields_missing() && fails(Uncovered::Fields),
        });
    }
    if totals.values > 0 {
        parts.push(Part {
            name: "value coverage",
            rule: CoverageRule::ValueCoverage,
            sentence: format!(
                "value coverage: {} of {} enumeration value(s) seen, in the event types seen valid",
                totals.values_seen, totals.values
            ),
            details: value_details(coverage),
            missing: coverage.values_missing(),
            failing: coverage.values_missing() && fails(Uncovered::Values),
        });
    }
    parts
}

/// Per event type: the fields never present and the nullable ones never null.
fn field_details(coverage: &Coverage) -> Vec<String> {
    let mut details = Vec::new();
    for (event_type, gaps) in &coverage.gaps {
        let mut said = Vec::new();
        if !gaps.never_present.is_empty() {
            said.push(format!("never present {}", code_list(&gaps.never_present)));
        }
        if !gaps.never_null.is_empty() {
            said.push(format!("never null {}", code_list(&gaps.never_null)));
        }
        if !said.is_empty() {
            details.push(format!("`{event_type}`: {}", said.join("; ")));
        }
    }
    details
}

/// Per event type: each field's enumeration values never seen.
fn value_details(coverage: &Coverage) -> Vec<String> {
    let mut details = Vec::new();
    for (event_type, gaps) in &coverage.gaps {
        let said: Vec<String> = (gaps.values_never_seen.iter())
            .map(|(field, values)| {
                let values: Vec<String> = values.iter().map(value_text).collect();
                format!("`{field}` never {}", code_list(&values))
            })
            .collect();
        if !said.is_empty() {
            details.push(format!("`{event_type}`: {}", said.join("; ")));
        }
    }
    details
}

fn code_list(items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|i| format!("`{i}`")).collect();
    quoted.join(", ")
}

/// A value as the contract spells it: strings bare, anything else as JSON, long ones cut.
fn value_text(value: &Value) -> String {
    let text = match value {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    };
    match text.char_indices().nth(80) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text,
    }
}
