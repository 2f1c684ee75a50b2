//! Why an event is invalid, in words a person can act on: the problems of one event as its
//! event type, a missing or unknown tag, unknown fields, bounded in number.

use std::collections::BTreeSet;

use super::{Contract, EventType, MAX_PROBLEMS_PER_EVENT, Mode, Problem, Validator};
use crate::{
    finding::{Rule, Severity},
    message::{MAX_MESSAGE_CHARS, cut, explain, found, listed, quoted},
    tape::Cursor,
};
use eventspec_schema::{
    model::{Content, pointer},
    suggest,
};

impl Contract {
    /// The problems of `event` as event type `target`, given the document's verdict.
    pub(super) fn problems(
        &self,
        target: &EventType,
        event: Cursor<'_>,
        mode: Mode,
        accepted: bool,
    ) -> Vec<Problem> {
        let unknown_field_severity = match mode {
            Mode::Strict => Severity::Error,
            Mode::Declared | Mode::Tolerant => Severity::Warning,
        };
        if accepted {
            // A closed event type that accepts the event has no unknown fields to look for.
            if target.content == Content::Closed {
                return Vec::new();
            }
            let mut problems = unknown_fields(event, &target.properties, unknown_field_severity);
            bound(&mut problems);
            return problems;
        }
        // Under a closed type, unknown fields are what the document rejects: errors, but for
        // the tolerant reader.
        let rejected_field_severity = match mode {
            Mode::Tolerant => Severity::Warning,
            Mode::Declared | Mode::Strict => Severity::Error,
        };
        let mut problems = self.explain(self.validator(target), event, rejected_field_severity);
        if problems.is_empty() {
            // The event type accepts it; the document rejects it for a reason of its own (a
            // keyword beside the union, an event that two members accept).
            problems = self.explain(&self.whole, event, rejected_field_severity);
        }
        if !problems.iter().any(|p| p.rule == Rule::UnknownField) {
            problems.extend(unknown_fields(
                event,
                &target.properties,
                unknown_field_severity,
            ));
        }
        bound(&mut problems);
        if mode != Mode::Tolerant && !problems.iter().any(|p| p.severity == Severity::Error) {
            // The verdict is the document's, whatever the explanation found.
            problems.push(Problem {
                severity: Severity::Error,
                rule: Rule::Schema,
                keyword: None,
                instance_path: String::new(),
                message: "the schema rejects the event".to_owned(),
            });
        }
        problems
    }

    pub(super) fn explain(
        &self,
        validator: &Validator,
        event: Cursor<'_>,
        field_severity: Severity,
    ) -> Vec<Problem> {
        let mut problems = Vec::new();
        // `jsonschema` builds every error before it yields the first; the bound keeps the
        // explanation of the rest from being worded.
        for error in validator.iter_errors(event) {
            if problems.len() > MAX_PROBLEMS_PER_EVENT {
                break;
            }
            for explained in explain(&error, &self.patterns, event) {
                let (severity, rule) = if explained.unknown_field {
                    (field_severity, Rule::UnknownField)
                } else {
                    (Severity::Error, Rule::Schema)
                };
                problems.push(Problem {
                    severity,
                    rule,
                    keyword: Some(explained.keyword),
                    instance_path: explained.instance_path,
                    message: explained.message,
                });
            }
        }
        problems
    }

    pub(super) fn missing_tag(&self, tag: &str, value: Option<Cursor<'_>>) -> Problem {
        let (instance_path, message) = match value {
            None => (
                String::new(),
                format!(
                    "the event has no `{tag}` tag; expected one of {}",
                    self.known_list()
                ),
            ),
            Some(value) => (
                pointer::push("", tag),
                format!(
                    "`{tag}` must be a string naming one of {}; found {}",
                    self.known_list(),
                    found(value)
                ),
            ),
        };
        Problem {
            severity: Severity::Error,
            rule: Rule::MissingTag,
            keyword: Some("oneOf".to_owned()),
            instance_path,
            message,
        }
    }

    pub(super) fn unknown_event_type(&self, tag: &str, value: &str, severity: Severity) -> Problem {
        let hint = suggest::closest(value, self.by_tag.keys().map(String::as_str), 0.85)
            .map(|c| format!("; did you mean {}?", quoted(c)))
            .unwrap_or_default();
        Problem {
            severity,
            rule: Rule::UnknownEventType,
            keyword: Some("oneOf".to_owned()),
            instance_path: pointer::push("", tag),
            message: format!(
                "unknown event type {}{hint} (known: {})",
                quoted(value),
                self.known_list()
            ),
        }
    }

    pub(super) fn known_list(&self) -> String {
        listed(self.by_tag.keys().map(|k| quoted(k)))
    }
}

/// Keeps at most [`MAX_PROBLEMS_PER_EVENT`] problems, the last saying that more are not listed.
pub(super) fn bound(problems: &mut Vec<Problem>) {
    if problems.len() <= MAX_PROBLEMS_PER_EVENT {
        return;
    }
    // An error dropped still makes the event invalid: keep the first error in the list.
    let first_error = problems.iter().position(|p| p.severity == Severity::Error);
    if let Some(at) = first_error.filter(|at| *at >= MAX_PROBLEMS_PER_EVENT) {
        problems.swap(at, MAX_PROBLEMS_PER_EVENT - 1);
    }
    problems.truncate(MAX_PROBLEMS_PER_EVENT);
    if let Some(last) = problems.last_mut() {
        last.message = format!(
            "{} (more problems of this event are not listed: at most {MAX_PROBLEMS_PER_EVENT} are)",
            cut(&last.message, MAX_MESSAGE_CHARS - 100)
        );
    }
}

pub(super) fn unknown_fields(
    event: Cursor<'_>,
    declared: &BTreeSet<String>,
    severity: Severity,
) -> Vec<Problem> {
    let Some(members) = event.members() else {
        return Vec::new();
    };
    if declared.is_empty() {
        return Vec::new();
    }
    // One more than are kept, so that `bound` says more are not listed.
    members
        .map(|(name, _)| name)
        .filter(|name| !declared.contains(*name))
        .take(MAX_PROBLEMS_PER_EVENT + 1)
        .map(|name| Problem {
            severity,
            rule: Rule::UnknownField,
            keyword: None,
            instance_path: pointer::push("", name),
            message: format!(
                "unknown field {}: the event type does not declare it",
                quoted(name)
            ),
        })
        .collect()
}
