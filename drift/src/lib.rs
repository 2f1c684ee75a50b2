//! Schema drift: every change between two versions of a contract, and whether it breaks readers.
//!
//! A change is judged by one question: is there a payload that one side accepts and the other
//! rejects? Under `backward`, readers use NEW and payloads follow OLD; under `forward`, readers
//! still use OLD and payloads follow NEW; `full` is both. Event types (union variants) are
//! matched by their tag, properties by name (or by a declared `x-renamed-from`), and local
//! `$ref`s are followed on both sides, so refactorings that do not change what validates are
//! not changes.

pub mod change;
mod compare;
mod shape;

use std::collections::BTreeMap;

use eventspec_schema::model::{self, RootShape};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use change::{Change, Effect, Mode, Rule, Verdict, Verdicts};
use compare::Walker;

/// The totals of a diff under its mode.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Summary {
    /// Changes that break under the mode.
    pub breaking: usize,
    /// Changes that change what validates without breaking under the mode.
    pub non_breaking: usize,
    /// Documentation-only changes.
    pub info: usize,
}

/// The JSON report of `eventspec diff --format json`: a contract for tools.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(title = "EventspecDiffReport")]
pub struct Report {
    /// The old side, as given.
    pub old: String,
    /// The new side, as given.
    pub new: String,
    /// The mode the verdicts are under.
    pub mode: Mode,
    /// The totals.
    pub summary: Summary,
    /// Every change, event type by event type.
    pub changes: Vec<Change>,
}

impl Report {
    /// The report's own JSON Schema (draft 2020-12).
    pub fn json_schema() -> Value {
        eventspec_schema::document::json_schema_of::<Self>()
    }

    /// Whether a change reaches `level`.
    pub fn reaches(&self, level: Verdict) -> bool {
        self.changes
            .iter()
            .any(|c| c.verdict <= level && c.verdict != Verdict::Info)
    }
}

/// One event type (union member) of a document.
struct Event<'a> {
    node: &'a Value,
    pointer: String,
}

/// The event types of two documents, by the name they are matched by: the tag value, else the
/// union member's name. Two roots that are not unions are one event type, matched whatever
/// their names (a plain object schema whose `title` changed is still the same object).
fn event_names(
    old: &model::Contract,
    new: &model::Contract,
) -> (BTreeMap<String, String>, BTreeMap<String, String>) {
    let names = |contract: &model::Contract| -> BTreeMap<String, String> {
        contract
            .event_types
            .iter()
            .map(|t| (t.name.clone(), t.pointer.clone()))
            .collect()
    };
    let single = |contract: &model::Contract| {
        !matches!(
            contract.shape,
            RootShape::TaggedUnion | RootShape::UntaggedUnion
        )
    };
    match (&old.event_types[..], &new.event_types[..]) {
        ([old_type], [new_type]) if single(old) && single(new) => (
            BTreeMap::from([(new_type.name.clone(), old_type.pointer.clone())]),
            BTreeMap::from([(new_type.name.clone(), new_type.pointer.clone())]),
        ),
        _ => (names(old), names(new)),
    }
}

fn events<'a>(
    document: &'a Value,
    names: &BTreeMap<String, String>,
) -> BTreeMap<String, Event<'a>> {
    names
        .iter()
        .filter_map(|(name, pointer)| {
            let node = document.pointer(pointer)?;
            Some((
                name.clone(),
                Event {
                    node,
                    pointer: pointer.clone(),
                },
            ))
        })
        .collect()
}

/// Pushes the properties an object shares with its inline forms (`oneOf`/`anyOf` of objects)
/// into each form, so that a form reads whole and an object that became forms compares with
/// each of them.
fn flatten_forms(node: &mut Value) {
    match node {
        Value::Object(object) => {
            for keyword in ["oneOf", "anyOf"] {
                let inline = object
                    .get(keyword)
                    .and_then(Value::as_array)
                    .is_some_and(|members| {
                        !members.is_empty()
                            && members
                                .iter()
                                .all(|m| m.get("$ref").is_none() && m.is_object())
                            && members
                                .iter()
                                .any(|m| m.get("properties").is_some() || m.get("oneOf").is_some())
                    });
                if !inline || object.get("properties").is_none() {
                    continue;
                }
                let properties = object.remove("properties").unwrap_or_default();
                let required = object.remove("required");
                let closed = object.get("additionalProperties").cloned();
                if let Some(Value::Array(members)) = object.get_mut(keyword) {
                    for member in members.iter_mut().filter_map(Value::as_object_mut) {
                        let mut merged = properties.as_object().cloned().unwrap_or_default();
                        if let Some(own) = member.get("properties").and_then(Value::as_object) {
                            merged.extend(own.clone());
                        }
                        member.insert("properties".into(), Value::Object(merged));
                        let mut all: Vec<Value> = required
                            .as_ref()
                            .and_then(Value::as_array)
                            .cloned()
                            .unwrap_or_default();
                        all.extend(
                            member
                                .get("required")
                                .and_then(Value::as_array)
                                .cloned()
                                .unwrap_or_default(),
                        );
                        member.insert("required".into(), Value::Array(all));
                        if let (Some(closed), false) =
                            (&closed, member.contains_key("additionalProperties"))
                        {
                            member.insert("additionalProperties".into(), closed.clone());
                        }
                        member
                            .entry("type")
                            .or_insert_with(|| Value::String("object".into()));
                    }
                }
            }
            object.values_mut().for_each(flatten_forms);
        }
        Value::Array(items) => items.iter_mut().for_each(flatten_forms),
        _ => {}
    }
}

/// The `$defs` names reachable through `$ref`s from `starts`.
fn reachable(
    document: &Value,
    starts: impl Iterator<Item = String>,
) -> std::collections::BTreeSet<String> {
    fn refs(node: &Value, out: &mut Vec<String>) {
        match node {
            Value::Object(object) => {
                if let Some(reference) = object.get("$ref").and_then(Value::as_str) {
                    out.push(reference.trim_start_matches('#').to_owned());
                }
                object.values().for_each(|v| refs(v, out));
            }
            Value::Array(items) => items.iter().for_each(|v| refs(v, out)),
            _ => {}
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    let mut pending: Vec<String> = starts.collect();
    while let Some(pointer) = pending.pop() {
        if !seen.insert(pointer.clone()) {
            continue;
        }
        if let Some(node) = document.pointer(&pointer) {
            refs(node, &mut pending);
        }
    }
    seen
}

/// Every change from `old` to `new`, judged under `mode`.
pub fn diff(old: &Value, new: &Value, old_label: &str, new_label: &str, mode: Mode) -> Report {
    let (old_model, new_model) = (model::resolve(old), model::resolve(new));
    let open = new_model.union_open();
    // Event types are named in the documents as written; compared once forms are flattened.
    let (old_names, new_names) = event_names(&old_model, &new_model);
    let (mut old, mut new) = (old.clone(), new.clone());
    flatten_forms(&mut old);
    flatten_forms(&mut new);
    let (old, new) = (&old, &new);
    let old_events = events(old, &old_names);
    let new_events = events(new, &new_names);
    let title = new_model.title().unwrap_or_default().to_owned();
    let mut walker = Walker::new(old, new);
    // The union's own `$defs` entry (`Turn.events` refers to it) is the union, compared event by
    // event above: where it is referenced, it is not compared again.
    walker.skip(&format!("/$defs/{title}"));
    let mut found = Vec::new();
    let mut take = |walker: &mut Walker<'_>, event_type: &str| {
        for item in walker.found.drain(..) {
            found.push((event_type.to_owned(), item));
        }
    };
    for (name, event) in &new_events {
        match old_events.get(name) {
            Some(old_event) => {
                walker.compare(
                    old_event.node,
                    event.node,
                    &old_event.pointer,
                    &event.pointer,
                    "",
                );
            }
            None => {
                let (effect, how) = if old_model.catch_all.is_some() {
                    // The old catch-all accepted this tag in any shape; the new event type
                    // accepts only its own.
                    (
                        Effect::NARROWED,
                        "the union is open, so readers on the old version skip it, but an old \
                         producer may have sent that tag in a shape the new event type rejects",
                    )
                } else if open {
                    (Effect::NONE, "the union is open, so readers skip it")
                } else {
                    (
                        Effect::WIDENED,
                        "the union is closed, so readers on the old version reject it",
                    )
                };
                walker.found.push(compare::Found {
                    rule: Rule::VariantAdded,
                    effect,
                    info: false,
                    path: String::new(),
                    pointer: event.pointer.clone(),
                    message: format!("event type `{name}` was added; {how}"),
                });
            }
        }
        take(&mut walker, name);
    }
    for (name, event) in &old_events {
        if !new_events.contains_key(name) {
            walker.found.push(compare::Found {
                rule: Rule::VariantRemoved,
                effect: Effect::NARROWED,
                info: false,
                path: String::new(),
                pointer: event.pointer.clone(),
                message: format!("event type `{name}` was removed"),
            });
            take(&mut walker, name);
        }
    }
    // Named types outside the union (`ActivePermissions`, `Turn`) that no event reached.
    let defs = |document: &'_ Value| -> Vec<String> {
        document
            .get("$defs")
            .and_then(Value::as_object)
            .map(|defs| defs.keys().cloned().collect())
            .unwrap_or_default()
    };
    let (old_defs, new_defs) = (defs(old), defs(new));
    // Types an event reaches were compared (or reported) with it; the union's own `$defs`
    // entry, if it has one, is the union.
    let mut through_events = reachable(old, old_events.values().map(|e| e.pointer.clone()));
    through_events.extend(reachable(
        new,
        new_events.values().map(|e| e.pointer.clone()),
    ));
    // A definition that only refers to another is compared as that other one.
    let alias = |document: &Value, pointer: &str| {
        document
            .pointer(pointer)
            .and_then(Value::as_object)
            .is_some_and(|o| o.len() == 1 && o.contains_key("$ref"))
    };
    for name in &new_defs {
        let pointer = format!("/$defs/{name}");
        if *name == title || through_events.contains(&pointer) || alias(new, &pointer) {
            continue;
        }
        if old_defs.contains(name) {
            if let (Some(a), Some(b)) = (old.pointer(&pointer), new.pointer(&pointer)) {
                walker.compare(a, b, &pointer, &pointer, "");
            }
        } else {
            walker.found.push(compare::Found {
                rule: Rule::TypeAdded,
                effect: Effect::NONE,
                info: false,
                path: String::new(),
                pointer,
                message: format!("type `{name}` was added"),
            });
        }
        take(&mut walker, name);
    }
    for name in old_defs.iter().filter(|n| !new_defs.contains(n)) {
        let pointer = format!("/$defs/{name}");
        if *name != title && !through_events.contains(&pointer) {
            walker.found.push(compare::Found {
                rule: Rule::TypeRemoved,
                effect: Effect::NONE,
                info: false,
                path: String::new(),
                pointer,
                message: format!("type `{name}` was removed"),
            });
            take(&mut walker, name);
        }
    }
    // A change shared by several forms of one event type is one change.
    let mut unique = Vec::with_capacity(found.len());
    for item in found {
        if !unique.iter().any(|(e, f): &(String, compare::Found)| {
            *e == item.0
                && f.rule == item.1.rule
                && f.path == item.1.path
                && f.message == item.1.message
        }) {
            unique.push(item);
        }
    }
    let mut summary = Summary::default();
    let changes = unique
        .into_iter()
        .map(|(event_type, item)| {
            let verdicts = Verdicts::of(item.effect, item.info);
            let verdict = verdicts.under(mode);
            match verdict {
                Verdict::Breaking => summary.breaking += 1,
                Verdict::NonBreaking => summary.non_breaking += 1,
                Verdict::Info => summary.info += 1,
            }
            Change {
                rule: item.rule,
                event_type: Some(event_type),
                path: item.path,
                pointer: item.pointer,
                breaking: verdict == Verdict::Breaking,
                verdict,
                verdicts,
                message: item.message,
            }
        })
        .collect();
    Report {
        old: old_label.to_owned(),
        new: new_label.to_owned(),
        mode,
        summary,
        changes,
    }
}

/// Adds to `report` the changes between two stream rules documents (`<version>.rules.json`):
/// rules matched by id; a new or changed rule can reject streams that were valid (breaking for
/// producers), a removed one lets through streams consumers relied on never seeing.
pub fn diff_rules(report: &mut Report, old: &Value, new: &Value) {
    let rules = |document: &Value| -> BTreeMap<String, Value> {
        document
            .get("rules")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|rule| Some((rule.get("id")?.as_str()?.to_owned(), rule.clone())))
            .collect()
    };
    let (old_rules, new_rules) = (rules(old), rules(new));
    let requirement = |rule: &Value| {
        let mut rule = rule.clone();
        if let Some(object) = rule.as_object_mut() {
            object.remove("description");
            object.remove("source");
        }
        rule
    };
    let mut found = Vec::new();
    for (id, rule) in &new_rules {
        match old_rules.get(id) {
            None => found.push((
                Rule::StreamRuleAdded,
                Effect::NARROWED,
                id,
                format!("stream rule `{id}` was added"),
            )),
            Some(old_rule) if requirement(old_rule) != requirement(rule) => {
                found.push((
                    Rule::StreamRuleChanged,
                    Effect::BOTH,
                    id,
                    format!("stream rule `{id}` changed what it requires"),
                ));
            }
            Some(_) => {}
        }
    }
    for id in old_rules.keys().filter(|id| !new_rules.contains_key(*id)) {
        found.push((
            Rule::StreamRuleRemoved,
            Effect::WIDENED,
            id,
            format!("stream rule `{id}` was removed"),
        ));
    }
    for (rule, effect, id, message) in found {
        let verdicts = Verdicts::of(effect, false);
        let verdict = verdicts.under(report.mode);
        match verdict {
            Verdict::Breaking => report.summary.breaking += 1,
            Verdict::NonBreaking => report.summary.non_breaking += 1,
            Verdict::Info => report.summary.info += 1,
        }
        report.changes.push(Change {
            rule,
            event_type: None,
            path: id.clone(),
            pointer: format!("/rules/{id}"),
            breaking: verdict == Verdict::Breaking,
            verdict,
            verdicts,
            message,
        });
    }
}
