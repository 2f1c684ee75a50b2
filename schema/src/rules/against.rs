//! A rules document held against its contract: every event type, field and value a rule names
//! is one the contract has, so that a rule never silently selects nothing.

use std::collections::{BTreeSet, HashMap, HashSet};

use serde_json::Value;

use super::{RulesDocument, Selector, read::RulesError};
use crate::model::{Contract, EventType, NodeId, RootShape, Schema};

/// Refuses `rules` at the first event type, field pointer or selector value that `contract`
/// does not have, naming where it is in the rules document and what was expected.
///
/// Each field pointer is looked up once per schema node it starts from, and each lookup visits
/// a schema node at most once per token, so the cost is bounded by the rules' selectors times
/// the contract's event types ([`super::read`] bounds the selectors) plus the pointers' tokens
/// times the contract's nodes.
pub fn check_against(rules: &RulesDocument, contract: &Contract) -> Result<(), RulesError> {
    let mut fields = Fields::new(contract);
    for (index, rule) in rules.rules.iter().enumerate() {
        let at = format!("/rules/{index}");
        let selectors = rule.requirement.selectors();
        for (place, selector) in &selectors {
            check_selector(&mut fields, selector, &format!("{at}/{place}"))?;
        }
        for (name, pointer, applies_to) in rule.requirement.pointers() {
            for (_, selector) in selectors.iter().filter(|(place, _)| applies_to(place)) {
                let types = selected(contract, selector);
                // `*` reads the field of the events that have it: one type at least must.
                let any = selector.event_type == "*"
                    && (types.iter()).any(|t| fields.get(t.node, &pointer).is_some());
                for event_type in types.iter().filter(|_| !any) {
                    if fields.get(event_type.node, &pointer).is_none() {
                        let message = format!(
                            "`{pointer}` is not a field of the event type `{}` (expected a JSON Pointer to one of its fields, e.g. `/{}`)",
                            event_type.name,
                            example(event_type)
                        );
                        return Err(RulesError::new(format!("{at}/{name}"), message));
                    }
                }
            }
        }
    }
    Ok(())
}

/// Checks a selector: its event type, and its condition's field and values.
fn check_selector(
    fields: &mut Fields<'_>,
    selector: &Selector,
    at: &str,
) -> Result<(), RulesError> {
    let contract = fields.contract;
    let name = selector.event_type.as_str();
    if name != "*" {
        check_event_type(contract, name, &format!("{at}/event_type"))?;
    }
    let Some(condition) = &selector.when else {
        return Ok(());
    };
    let types = selected(contract, selector);
    let found: Vec<Found> = (types.iter())
        .filter_map(|t| fields.get(t.node, &condition.field))
        .collect();
    if found.is_empty() {
        let message = format!(
            "`{}` is not a field of `{name}` (expected a JSON Pointer to one of its fields)",
            condition.field
        );
        return Err(RulesError::new(format!("{at}/when/field"), message));
    }
    // The values the field can hold, when every selected type pins them.
    let mut allowed = BTreeSet::new();
    for found in &found {
        match found {
            Found::Nodes(nodes) => {
                for node in nodes {
                    match strings(contract, *node, &mut HashSet::new()) {
                        Some(values) => allowed.extend(values),
                        None => return Ok(()),
                    }
                }
            }
            Found::Open => return Ok(()),
        }
    }
    for (index, value) in condition.values.iter().enumerate() {
        if !allowed.contains(value.as_str()) {
            let listed: Vec<&str> = allowed.iter().copied().collect();
            let message = format!(
                "`{value}` is not a value of `{}` in `{name}`: expected one of `{}`",
                condition.field,
                listed.join("`, `")
            );
            return Err(RulesError::new(
                format!("{at}/when/values/{index}"),
                message,
            ));
        }
    }
    Ok(())
}

/// Checks an event type a selector names (at `at`): one of the contract's, in a contract whose
/// root is a union (the events of any other root have no type to be selected by).
fn check_event_type(contract: &Contract, name: &str, at: &str) -> Result<(), RulesError> {
    if !matches!(
        contract.shape,
        RootShape::TaggedUnion | RootShape::UntaggedUnion
    ) {
        // A selector naming the root would select nothing in every checker.
        let message = format!(
            "`{name}` names an event type, but the contract's root is not a union: its events \
             have no type to be selected by (expected `*`)"
        );
        return Err(RulesError::new(at, message));
    }
    if contract.event_type(name).is_some() {
        return Ok(());
    }
    let known: Vec<&str> = (contract.event_types.iter())
        .map(|t| t.name.as_str())
        .collect();
    let mut message = format!("`{name}` is not an event type of the contract");
    if let Some(near) = crate::suggest::closest(name, known.iter().copied(), 0.8) {
        message.push_str(&format!(" (did you mean `{near}`?)"));
    }
    message.push_str(&format!(
        ": expected `*` or one of `{}`",
        known.join("`, `")
    ));
    Err(RulesError::new(at, message))
}

/// The event types `selector` selects.
fn selected<'a>(contract: &'a Contract, selector: &Selector) -> Vec<&'a EventType> {
    (contract.event_types.iter())
        .filter(|t| selector.event_type == "*" || t.name == selector.event_type)
        .collect()
}

/// A field of an event type's, for an error's example.
fn example(event_type: &EventType) -> &str {
    event_type
        .properties
        .iter()
        .next()
        .map_or("field", String::as_str)
}

/// What a field pointer reaches.
#[derive(Debug, Clone)]
enum Found {
    /// A declared field's schemas: one, or one per member of a union that declares it (the
    /// `type` of each of a tagged union's members).
    Nodes(Vec<NodeId>),
    /// A place the contract leaves open (undeclared fields of an open object, any value).
    Open,
}

/// The contract's fields, looked up once per (node, pointer).
struct Fields<'c> {
    contract: &'c Contract,
    found: HashMap<(NodeId, String), Option<Found>>,
}

impl<'c> Fields<'c> {
    fn new(contract: &'c Contract) -> Self {
        Self {
            contract,
            found: HashMap::new(),
        }
    }

    /// The schema the JSON Pointer `pointer` reaches from `node`, `None` when the contract has
    /// no such field.
    fn get(&mut self, node: NodeId, pointer: &str) -> Option<Found> {
        let key = (node, pointer.to_owned());
        if let Some(found) = self.found.get(&key) {
            return found.clone();
        }
        let found = field(self.contract, node, pointer);
        self.found.insert(key, found.clone());
        found
    }
}

/// The schema the JSON Pointer `pointer` reaches from `node`, `None` when the contract has no
/// such field.
fn field(contract: &Contract, node: NodeId, pointer: &str) -> Option<Found> {
    if pointer.is_empty() {
        return Some(Found::Nodes(vec![node]));
    }
    let tokens = pointer.strip_prefix('/')?.split('/');
    let mut at = vec![node];
    for token in tokens {
        let token = token.replace("~1", "/").replace("~0", "~");
        let mut next = Vec::new();
        for &node in &at {
            match child(contract, node, &token, &mut HashSet::new()) {
                Some(Found::Nodes(found)) => next.extend(found),
                Some(Found::Open) => return Some(Found::Open),
                None => {}
            }
        }
        if next.is_empty() {
            return None;
        }
        at = next;
    }
    Some(Found::Nodes(at))
}

/// The schema of `token` (a property name or an array index) under `node`: declared by it or
/// by a schema it composes (each visited once: `visited`); `Open` where the contract lets any
/// field be there.
fn child(
    contract: &Contract,
    node: NodeId,
    token: &str,
    visited: &mut HashSet<NodeId>,
) -> Option<Found> {
    let node = contract.resolved(node);
    if !visited.insert(node) {
        return None;
    }
    let keywords = match &contract.node(node).schema {
        Schema::Always => return Some(Found::Open),
        Schema::Never => return None,
        Schema::Keywords(keywords) => keywords,
    };
    if let Some((_, id)) = keywords.properties.iter().find(|(name, _)| name == token) {
        return Some(Found::Nodes(vec![*id]));
    }
    if let Ok(index) = token.parse::<usize>()
        && let Some(item) = keywords.prefix_items.get(index).or(keywords.items.as_ref())
    {
        return Some(Found::Nodes(vec![*item]));
    }
    let mut open = false;
    for &part in &keywords.all_of {
        match child(contract, part, token, visited) {
            Some(Found::Nodes(found)) => return Some(Found::Nodes(found)),
            Some(Found::Open) => open = true,
            None => {}
        }
    }
    // A union's members may each declare the field: every one of them is what it may be.
    let mut members = Vec::new();
    for &part in keywords.any_of.iter().chain(&keywords.one_of) {
        match child(contract, part, token, visited) {
            Some(Found::Nodes(found)) => members.extend(found),
            Some(Found::Open) => open = true,
            None => {}
        }
    }
    if !members.is_empty() {
        return Some(Found::Nodes(members));
    }
    let composed =
        !(keywords.all_of.is_empty() && keywords.any_of.is_empty() && keywords.one_of.is_empty());
    let declares = !keywords.properties.is_empty() || composed;
    let rest_open = match keywords.additional_properties {
        Some(rest) => !matches!(contract.node(rest).schema, Schema::Never),
        None => !declares,
    };
    (open || rest_open || !keywords.pattern_properties.is_empty()).then_some(Found::Open)
}

/// The strings a field's schema allows, when it lists them (`const`, `enum`, or a union of
/// those, each member looked at once: `visited`); `None` when it does not.
fn strings<'c>(
    contract: &'c Contract,
    node: NodeId,
    visited: &mut HashSet<NodeId>,
) -> Option<BTreeSet<&'c str>> {
    let node = contract.resolved(node);
    if !visited.insert(node) {
        return Some(BTreeSet::new());
    }
    let keywords = contract.keywords(node)?;
    if let Some(value) = &keywords.constant {
        return value.as_str().map(|s| BTreeSet::from([s]));
    }
    if let Some(values) = &keywords.values {
        return Some(values.iter().filter_map(Value::as_str).collect());
    }
    let members = if keywords.one_of.is_empty() {
        &keywords.any_of
    } else {
        &keywords.one_of
    };
    if members.is_empty() {
        return None;
    }
    let mut all = BTreeSet::new();
    for &member in members {
        all.extend(strings(contract, member, visited)?);
    }
    Some(all)
}
