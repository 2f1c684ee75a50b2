//! Schema drift: every change between two versions of a contract, and whether it breaks readers.
//!
//! A change is judged by one question: is there a payload that one side accepts and the other
//! rejects? Under `backward`, readers use NEW and payloads follow OLD; under `forward`, readers
//! still use OLD and payloads follow NEW; `full` is both. Event types (union variants) are
//! matched by their tag, properties by name (or by a declared `x-renamed-from`), and local
//! `$ref`s are followed on both sides, so refactorings that do not change what validates are
//! not changes.
//!
//! Both documents are read through the resolved contract model
//! ([`eventspec_schema::model`]): its event types (a root that is not a union is one), its
//! nodes with their references linked, its definitions. Nothing here reads JSON Schema keywords
//! itself; its `shape` module normalizes model nodes for the walk in `compare`.

pub mod change;
mod compare;
mod shape;

use std::collections::{BTreeMap, BTreeSet};

use eventspec_schema::model::{self, Contract, NodeId, RootShape};
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

/// The event types of two contracts, by the name they are matched by: the tag value, else the
/// union member's name. Two roots that are not unions are one event type, matched whatever
/// their names (a plain object schema whose `title` changed is still the same object).
fn event_nodes(
    old: &Contract,
    new: &Contract,
) -> (BTreeMap<String, NodeId>, BTreeMap<String, NodeId>) {
    let names = |contract: &Contract| -> BTreeMap<String, NodeId> {
        contract
            .event_types
            .iter()
            .map(|t| (t.name.clone(), t.node))
            .collect()
    };
    let single = |contract: &Contract| {
        !matches!(
            contract.shape,
            RootShape::TaggedUnion | RootShape::UntaggedUnion
        )
    };
    match (&old.event_types[..], &new.event_types[..]) {
        ([old_type], [new_type]) if single(old) && single(new) => (
            BTreeMap::from([(new_type.name.clone(), old_type.node)]),
            BTreeMap::from([(new_type.name.clone(), new_type.node)]),
        ),
        _ => (names(old), names(new)),
    }
}

/// Every change from `old` to `new`, judged under `mode`.
pub fn diff(old: &Value, new: &Value, old_label: &str, new_label: &str, mode: Mode) -> Report {
    let (old, new) = (model::resolve(old), model::resolve(new));
    let open = new.union_open();
    let (old_events, new_events) = event_nodes(&old, &new);
    let title = new.title().unwrap_or_default().to_owned();
    let mut walker = Walker::new(&old, &new);
    // The union's own definition (`Turn.events` refers to it) is the union, compared event by
    // event above: where it is referenced, it is not compared again.
    walker.skip(&format!("/$defs/{title}"));
    let mut found = Vec::new();
    let mut take = |walker: &mut Walker<'_>, event_type: &str| {
        for item in walker.found.drain(..) {
            found.push((event_type.to_owned(), item));
        }
    };
    for (name, node) in &new_events {
        match old_events.get(name) {
            Some(old_node) => walker.compare(*old_node, *node, ""),
            None => {
                let (effect, how) = if old.catch_all.is_some() {
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
                    pointer: new.node(*node).pointer.clone(),
                    message: format!("event type `{name}` was added; {how}"),
                });
            }
        }
        take(&mut walker, name);
    }
    for (name, node) in &old_events {
        if !new_events.contains_key(name) {
            walker.found.push(compare::Found {
                rule: Rule::VariantRemoved,
                effect: Effect::NARROWED,
                info: false,
                path: String::new(),
                pointer: old.node(*node).pointer.clone(),
                message: format!("event type `{name}` was removed"),
            });
            take(&mut walker, name);
        }
    }
    // Named types outside the union (`ActivePermissions`, `Turn`) that no event reached; a
    // definition that only refers to another is compared as that other one.
    let through_events: BTreeSet<String> = [(&old, &old_events), (&new, &new_events)]
        .into_iter()
        .flat_map(|(contract, events)| {
            contract
                .reachable(events.values().copied())
                .into_iter()
                .map(|id| contract.node(id).pointer.clone())
        })
        .collect();
    let old_defs: BTreeMap<String, NodeId> = old.definitions().into_iter().collect();
    let new_defs: BTreeMap<String, NodeId> = new.definitions().into_iter().collect();
    for (name, &node) in &new_defs {
        let pointer = new.node(node).pointer.clone();
        let alias = new.keywords(node).is_some_and(|k| k.is_alias());
        if *name == title || through_events.contains(&pointer) || alias {
            continue;
        }
        match old_defs.get(name) {
            Some(old_node) => walker.compare(*old_node, node, ""),
            None => walker.found.push(compare::Found {
                rule: Rule::TypeAdded,
                effect: Effect::NONE,
                info: false,
                path: String::new(),
                pointer,
                message: format!("type `{name}` was added"),
            }),
        }
        take(&mut walker, name);
    }
    for (name, node) in &old_defs {
        let pointer = old.node(*node).pointer.clone();
        if !new_defs.contains_key(name) && *name != title && !through_events.contains(&pointer) {
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
