//! Stream rules checked over a sequence of events, per file or per group of a field's value,
//! with memory bounded by the keys currently open.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use eventspec_schema::rules::{Requirement, Selector, StreamRule};
use serde_json::Value;

use crate::finding::{Finding, Rule, Severity};

/// Reports a violation: at an event, related to another, at a path, with a message.
type Violation<'v> = &'v mut dyn FnMut(At, Option<At>, &str, String);

/// Where an event is: its index and line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct At {
    index: usize,
    line: usize,
}

/// The state of one rule in one group.
#[derive(Debug, Default)]
struct State {
    /// Open keys (pairing, bracketing) and where they opened.
    open: BTreeMap<String, At>,
    /// Keyless pairing and bracketing: the open events, innermost last.
    stack: Vec<At>,
    /// Precedes: keys whose first event was seen and whose dependent event has not come yet.
    seen_first: BTreeSet<String>,
    /// Precedes: keys whose dependent event came without its first, and where.
    early: BTreeMap<String, At>,
    /// First/last/terminal: the matching event seen, if any.
    marked: Option<At>,
    /// Monotonic: the last value and where.
    last: Option<(f64, At)>,
    /// Reassembly: the text collected per key (or `""` without a key).
    text: BTreeMap<String, String>,
}

/// One group's state: one [`State`] per rule, and the last event seen.
#[derive(Debug, Default)]
struct Group {
    states: Vec<State>,
    events: usize,
    last: Option<At>,
}

/// Checks a stream against rules.
pub struct StreamChecker<'r> {
    file: String,
    rules: &'r [StreamRule],
    group_by: Option<String>,
    groups: HashMap<String, Group>,
}

impl<'r> StreamChecker<'r> {
    /// A checker of `rules` for the stream of `file`, per value of `group_by` if given.
    pub fn new(file: &str, rules: &'r [StreamRule], group_by: Option<&str>) -> Self {
        Self {
            file: file.to_owned(),
            rules,
            group_by: group_by.map(|field| {
                if field.starts_with('/') {
                    field.to_owned()
                } else {
                    format!("/{field}")
                }
            }),
            groups: HashMap::new(),
        }
    }

    /// Observes the next event (of type `event_type`), returning the violations it reveals.
    pub fn observe(
        &mut self,
        index: usize,
        line: usize,
        event: &Value,
        event_type: Option<&str>,
    ) -> Vec<Finding> {
        let group_key = self
            .group_by
            .as_ref()
            .and_then(|field| event.pointer(field))
            .map(text_of)
            .unwrap_or_default();
        let rules = self.rules;
        let file = self.file.clone();
        let group = self.groups.entry(group_key).or_insert_with(|| Group {
            states: rules.iter().map(|_| State::default()).collect(),
            ..Group::default()
        });
        let at = At { index, line };
        let mut found = Vec::new();
        for (rule, state) in rules.iter().zip(&mut group.states) {
            let mut violation = |at: At, related: Option<At>, path: &str, message: String| {
                found.push(finding(&file, rule, at, related, path, message));
            };
            observe_rule(
                rule,
                state,
                event,
                event_type,
                at,
                group.events,
                group.last,
                &mut violation,
            );
        }
        group.events += 1;
        group.last = Some(at);
        for finding in &mut found {
            finding.event_type = event_type.map(str::to_owned);
        }
        found
    }

    /// The violations only the end of the stream reveals: pairs never closed, a missing terminal.
    pub fn finish(self) -> Vec<Finding> {
        let mut found = Vec::new();
        let mut groups: Vec<(String, Group)> = self.groups.into_iter().collect();
        groups.sort_by_key(|(_, group)| group.last.map(|at| at.index));
        for (_, group) in groups {
            for (rule, state) in self.rules.iter().zip(group.states) {
                let mut violation = |at: At, related: Option<At>, path: &str, message: String| {
                    found.push(finding(&self.file, rule, at, related, path, message));
                };
                finish_rule(rule, state, group.last, &mut violation);
            }
        }
        found.sort_by_key(|f| f.event_index);
        found
    }
}

fn finding(
    file: &str,
    rule: &StreamRule,
    at: At,
    related: Option<At>,
    path: &str,
    message: String,
) -> Finding {
    Finding {
        file: file.to_owned(),
        line: at.line,
        column: Some(1),
        event_index: at.index,
        event_type: None,
        severity: Severity::Error,
        rule: Rule::Sequence,
        keyword: None,
        instance_path: path.to_owned(),
        message,
        sequence_rule: Some(rule.id.clone()),
        related_line: related.map(|r| r.line),
    }
}

/// A selector as people read it: "`tool_lifecycle` with `phase` `completed` or `failed`".
fn describe(selector: &Selector) -> String {
    let mut text = format!("`{}`", selector.event_type);
    if let Some(condition) = &selector.when {
        let values: Vec<String> = condition.values.iter().map(|v| format!("`{v}`")).collect();
        text.push_str(&format!(
            " with `{}` {}",
            condition.field.trim_start_matches('/'),
            values.join(" or ")
        ));
    }
    text
}

fn text_of(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

fn matches(selector: &Selector, event: &Value, event_type: Option<&str>) -> bool {
    if selector.event_type != "*" && Some(selector.event_type.as_str()) != event_type {
        return false;
    }
    match &selector.when {
        None => true,
        Some(condition) => event
            .pointer(&condition.field)
            .is_some_and(|value| condition.values.iter().any(|v| *v == text_of(value))),
    }
}

fn key_of(event: &Value, key: Option<&String>) -> Option<String> {
    match key {
        None => Some(String::new()),
        Some(pointer) => event.pointer(pointer).filter(|v| !v.is_null()).map(text_of),
    }
}

fn name(key: Option<&String>) -> String {
    key.map(|k| format!("`{}`", k.trim_start_matches('/')))
        .unwrap_or_else(|| "it".to_owned())
}

#[allow(clippy::too_many_arguments)]
fn observe_rule(
    rule: &StreamRule,
    state: &mut State,
    event: &Value,
    event_type: Option<&str>,
    at: At,
    seen: usize,
    previous: Option<At>,
    violation: Violation<'_>,
) {
    let this = event_type.unwrap_or("event");
    match &rule.requirement {
        Requirement::Pairing { open, close, key } => {
            let Some(value) = key_of(event, key.as_ref()) else {
                return;
            };
            let path = key.clone().unwrap_or_default();
            if matches(open, event, event_type) {
                if key.is_none() {
                    state.stack.push(at);
                } else if let Some(first) = state.open.insert(value.clone(), at) {
                    violation(
                        at,
                        Some(first),
                        &path,
                        format!(
                            "{} `{value}` opened at line {} is opened again before it was closed",
                            name(key.as_ref()),
                            first.line
                        ),
                    );
                }
            } else if close.iter().any(|c| matches(c, event, event_type)) {
                let closed = if key.is_none() {
                    state.stack.pop()
                } else {
                    state.open.remove(&value)
                };
                if closed.is_none() {
                    let what = if key.is_none() {
                        String::new()
                    } else {
                        format!(" for {} `{value}`", name(key.as_ref()))
                    };
                    violation(
                        at,
                        None,
                        &path,
                        format!(
                            "`{this}`{what} closes nothing: no {} opened it",
                            describe(open)
                        ),
                    );
                }
            }
        }
        Requirement::Bracketing {
            start,
            delta,
            end,
            key,
        } => {
            let Some(value) = key_of(event, key.as_ref()) else {
                return;
            };
            let path = key.clone().unwrap_or_default();
            let label = if key.is_none() {
                String::new()
            } else {
                format!(" {} `{value}`", name(key.as_ref()))
            };
            if matches(start, event, event_type) {
                if let Some(first) = state.open.insert(value.clone(), at) {
                    violation(
                        at,
                        Some(first),
                        &path,
                        format!(
                            "`{}`{label} started again; it started at line {} and has not ended",
                            start.event_type, first.line
                        ),
                    );
                }
            } else if matches(delta, event, event_type) {
                if !state.open.contains_key(&value) {
                    violation(
                        at,
                        None,
                        &path,
                        format!(
                            "`{this}`{label} comes outside a `{}` … `{}` pair",
                            start.event_type, end.event_type
                        ),
                    );
                }
            } else if matches(end, event, event_type) && state.open.remove(&value).is_none() {
                violation(
                    at,
                    None,
                    &path,
                    format!(
                        "`{this}`{label} ends what no `{}` started",
                        start.event_type
                    ),
                );
            }
        }
        Requirement::Precedes { first, then, key } => {
            let Some(value) = key_of(event, Some(key)) else {
                return;
            };
            if matches(first, event, event_type) {
                if let Some(early) = state.early.remove(&value) {
                    violation(
                        at,
                        Some(early),
                        key,
                        format!(
                            "{} for {} `{value}` comes after the {} at line {}; it must come before",
                            describe(first),
                            name(Some(key)),
                            describe(then),
                            early.line
                        ),
                    );
                }
                state.seen_first.insert(value);
            } else if matches(then, event, event_type) {
                // The pair is complete: the key need not be remembered any longer, so memory
                // holds only keys whose dependent event has not come yet.
                if !state.seen_first.remove(&value) {
                    state.early.entry(value).or_insert(at);
                }
            }
        }
        Requirement::First { event: selector } => {
            if matches(selector, event, event_type) && seen > 0 {
                violation(
                    at,
                    None,
                    "",
                    format!("`{this}` must be the first event; {seen} event(s) came before it"),
                );
            }
        }
        Requirement::Last { event: selector } => {
            if let Some(last) = state.marked {
                violation(
                    at,
                    Some(last),
                    "",
                    format!(
                        "`{this}` comes after the `{}` at line {}, which must be the last event",
                        selector.event_type, last.line
                    ),
                );
            }
            if matches(selector, event, event_type) && state.marked.is_none() {
                state.marked = Some(at);
            }
        }
        Requirement::Monotonic {
            event: selector,
            field,
            strict,
        } => {
            if !matches(selector, event, event_type) {
                return;
            }
            let Some(number) = event.pointer(field).and_then(Value::as_f64) else {
                return;
            };
            if let Some((last, last_at)) = state.last
                && (number < last || (*strict && number == last))
            {
                let order = if *strict {
                    "increase"
                } else {
                    "never decrease"
                };
                violation(
                    at,
                    Some(last_at),
                    field,
                    format!(
                        "`{}` must {order}: {number} follows {last} at line {}",
                        field.trim_start_matches('/'),
                        last_at.line
                    ),
                );
            }
            state.last = Some((number, at));
        }
        Requirement::Terminal { event: selector } => {
            if let Some(terminal) = state.marked {
                violation(
                    at,
                    Some(terminal),
                    "",
                    format!(
                        "`{this}` comes after the `{}` at line {}, which must end the stream",
                        selector.event_type, terminal.line
                    ),
                );
            } else if matches(selector, event, event_type) {
                state.marked = Some(at);
            }
        }
        Requirement::Reassembly {
            delta,
            text,
            complete,
            value,
            json,
            key,
        } => {
            let Some(group) = key_of(event, key.as_ref()) else {
                return;
            };
            if matches(delta, event, event_type) {
                if let Some(piece) = event.pointer(text).and_then(Value::as_str) {
                    state.text.entry(group).or_default().push_str(piece);
                }
            } else if matches(complete, event, event_type) {
                let collected = state.text.remove(&group);
                let (Some(collected), Some(expected)) = (collected, event.pointer(value)) else {
                    return;
                };
                let equal = if *json {
                    serde_json::from_str::<Value>(&collected)
                        .is_ok_and(|parsed| &parsed == expected)
                } else {
                    expected.as_str() == Some(collected.as_str())
                };
                if !equal {
                    let _ = previous;
                    violation(
                        at,
                        None,
                        value,
                        format!(
                            "the `{}` texts joined do not equal `{}` of this `{this}`",
                            delta.event_type,
                            value.trim_start_matches('/')
                        ),
                    );
                }
            }
        }
    }
}

fn finish_rule(rule: &StreamRule, state: State, last: Option<At>, violation: Violation<'_>) {
    match &rule.requirement {
        Requirement::Pairing { open, close, key } => {
            let closers: Vec<String> = close.iter().map(describe).collect();
            for (value, at) in state.open {
                violation(
                    at,
                    last,
                    key.as_deref().unwrap_or_default(),
                    format!(
                        "{} `{value}` opened at line {} was never closed by {}",
                        name(key.as_ref()),
                        at.line,
                        closers.join(" or ")
                    ),
                );
            }
            for at in state.stack {
                violation(
                    at,
                    last,
                    "",
                    format!(
                        "{} at line {} was never closed by {}",
                        describe(open),
                        at.line,
                        closers.join(" or ")
                    ),
                );
            }
        }
        Requirement::Bracketing {
            start, end, key, ..
        } => {
            for (value, at) in state.open {
                let label = if key.is_none() {
                    String::new()
                } else {
                    format!(" {} `{value}`", name(key.as_ref()))
                };
                violation(
                    at,
                    last,
                    key.as_deref().unwrap_or_default(),
                    format!(
                        "`{}`{label} at line {} never ended with `{}`",
                        start.event_type, at.line, end.event_type
                    ),
                );
            }
        }
        Requirement::Terminal { event } => {
            if let (None, Some(last)) = (state.marked, last) {
                violation(
                    last,
                    None,
                    "",
                    format!("the stream ends without a `{}` event", event.event_type),
                );
            }
        }
        _ => {}
    }
}
