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
mod fact;
mod judge;
pub mod path;
mod prove;
mod shape;

use std::collections::{BTreeMap, BTreeSet};

use eventspec_schema::{
    model::{self, Contract, NodeId, RootShape},
    rules::{Requirement, RulesDocument},
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use change::{Change, Effect, Mode, Rule, Verdict, Verdicts};
use compare::Walker;
use fact::Fact;
use judge::judge;
use prove::{Prover, Unproven};

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
/// union member's name. Two contracts of one event type each that are not tagged unions (a plain
/// object, the same wrapped in a one-member `oneOf` or `allOf`) have that one event type,
/// whatever its names. The members of two untagged unions are matched by their names (a
/// definition name or `title` each side gives one member), then the rest by what they accept:
/// a member of NEW that accepts what one of OLD accepts takes its name.
fn event_nodes(
    old: &Contract,
    new: &Contract,
    prover: &mut Prover<'_>,
) -> (BTreeMap<String, NodeId>, BTreeMap<String, NodeId>) {
    let names = |contract: &Contract| -> BTreeMap<String, NodeId> {
        contract
            .event_types
            .iter()
            .map(|t| (t.name.clone(), t.node))
            .collect()
    };
    let tagged = |contract: &Contract| contract.shape == RootShape::TaggedUnion;
    let untagged = |contract: &Contract| contract.shape == RootShape::UntaggedUnion;
    match (&old.event_types[..], &new.event_types[..]) {
        ([old_type], [new_type]) if !tagged(old) && !tagged(new) => (
            BTreeMap::from([(new_type.name.clone(), old_type.node)]),
            BTreeMap::from([(new_type.name.clone(), new_type.node)]),
        ),
        _ if untagged(old) && untagged(new) => {
            let old_names = names(old);
            // A member named alike on both sides (by definition or `title`) is one event type,
            // whatever it now accepts; the rest are matched by what they accept.
            let both: BTreeSet<String> = named(old).intersection(&named(new)).cloned().collect();
            let (paired, rest): (Vec<_>, Vec<_>) =
                new.event_types.iter().partition(|e| both.contains(&e.name));
            let mut new_names: BTreeMap<String, NodeId> =
                paired.iter().map(|e| (e.name.clone(), e.node)).collect();
            let mut taken = both;
            for event in rest {
                let same = old_names.iter().find(|(name, node)| {
                    !taken.contains(*name) && prover.equivalent(**node, event.node)
                });
                let name = match same {
                    Some((name, _)) => name.clone(),
                    // A member of NEW that no member of OLD matches is new, whatever its name.
                    None if old_names.contains_key(&event.name) => format!("{} (new)", event.name),
                    None => event.name.clone(),
                };
                taken.insert(name.clone());
                new_names.insert(name, event.node);
            }
            (old_names, new_names)
        }
        _ => (names(old), names(new)),
    }
}

/// The names of `contract`'s event types that name them (a definition name or a `title` used
/// by one event type only), not their position.
fn named(contract: &Contract) -> BTreeSet<String> {
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    for event in &contract.event_types {
        *count.entry(&event.name).or_default() += 1;
    }
    contract
        .event_types
        .iter()
        .filter(|e| {
            e.definition.is_some() || contract.keywords(e.node).is_some_and(|k| k.title.is_some())
        })
        .filter(|e| count[e.name.as_str()] == 1)
        .map(|e| e.name.clone())
        .collect()
}

/// Every change from `old` to `new`, judged under `mode`.
///
/// The walk pairs the two documents' nodes and words each change it sees; the proofs then
/// decide, event type by event type, named type by named type and for the whole document,
/// whether either side accepts a payload the other rejects. A direction proven safe clears
/// every change's effect in it (the walk's wording stays, its verdict follows the proof); a
/// direction that could not be proven, where the walk saw nothing breaking, gets an
/// [`Rule::Unproven`] change with the reason.
pub fn diff(old: &Value, new: &Value, old_label: &str, new_label: &str, mode: Mode) -> Report {
    let (old_model, new_model) = (model::resolve(old), model::resolve(new));
    let mut prover = Prover::new([(&old_model, old), (&new_model, new)]);
    let Walked {
        mut found,
        pairs,
        named,
    } = walk(&old_model, &new_model, &mut prover);
    for (name, old_node, new_node) in &pairs {
        let proofs = prove_both(&mut prover, *old_node, *new_node);
        settle(
            &mut found,
            (name, &|e| e == name),
            proofs,
            &format!("`{name}`"),
        );
    }
    // The whole document decides for its event types (named types outside it are published
    // types of their own, judged above).
    let whole = prove_both(&mut prover, old_model.root(), new_model.root());
    let in_document = |e: &str| !named.contains(e);
    settle(&mut found, ("", &in_document), whole, "the contract");
    found.retain(|(_, item)| item.rule != Rule::Unproven || item.effect != Effect::NONE);
    tally(old_label, new_label, mode, found)
}

/// A change found, with the event type (or named type) it is in.
type Located = (String, compare::Found);

/// What the walk over both documents found.
struct Walked {
    /// The changes it words.
    found: Vec<Located>,
    /// The pairs of event types and named types it matched, for the proofs.
    pairs: Vec<(String, NodeId, NodeId)>,
    /// The named types outside the union.
    named: BTreeSet<String>,
}

/// The walk over both documents.
fn walk<'a>(old: &'a Contract, new: &'a Contract, prover: &mut Prover<'a>) -> Walked {
    let (old_events, new_events) = event_nodes(old, new, prover);
    let title = new.title().unwrap_or_default().to_owned();
    let mut walker = Walker::new(old, new, prover);
    // The union's own definition (`Turn.events` refers to it) is the union, compared event by
    // event above: where it is referenced, it is not compared again.
    walker.skip(&format!("/$defs/{title}"));
    let mut found = Vec::new();
    let mut pairs = Vec::new();
    let mut take = |walker: &mut Walker<'_, '_>, event_type: &str| {
        for item in walker.found.drain(..) {
            found.push((event_type.to_owned(), item));
        }
    };
    for (name, node) in &new_events {
        match old_events.get(name) {
            Some(old_node) => {
                walker.compare(*old_node, *node, "");
                pairs.push((name.clone(), *old_node, *node));
            }
            None => walker.found.push(variant_added(old, new, name, *node)),
        }
        take(&mut walker, name);
    }
    for (name, node) in &old_events {
        if !new_events.contains_key(name) {
            let fact = Fact::VariantRemoved { name: name.clone() };
            walker
                .found
                .push(whole_node(&fact, old.node(*node).pointer.clone()));
            take(&mut walker, name);
        }
    }
    let through_events: BTreeSet<String> = [(old, &old_events), (new, &new_events)]
        .into_iter()
        .flat_map(|(contract, events)| {
            contract
                .reachable(events.values().copied())
                .into_iter()
                .map(|id| contract.node(id).pointer.clone())
        })
        .collect();
    let mut named = BTreeSet::new();
    for (name, old_node, new_node, item) in named_types(old, new, &title, &through_events) {
        named.insert(name.clone());
        match item {
            Some(item) => walker.found.push(item),
            None => {
                walker.compare(old_node, new_node, "");
                pairs.push((name.clone(), old_node, new_node));
            }
        }
        take(&mut walker, &name);
    }
    Walked {
        found,
        pairs,
        named,
    }
}

/// A change of a whole event type or named type, at `pointer`.
fn whole_node(fact: &Fact, pointer: String) -> compare::Found {
    let judged = judge(fact);
    compare::Found {
        rule: judged.rule,
        effect: judged.effect,
        info: judged.info,
        path: String::new(),
        pointer,
        message: judged.message,
    }
}

/// An event type NEW has and OLD does not.
fn variant_added(old: &Contract, new: &Contract, name: &str, node: NodeId) -> compare::Found {
    let fact = Fact::VariantAdded {
        name: name.to_owned(),
        old_catch_all: old.catch_all.is_some(),
        open: new.union_open(),
    };
    whole_node(&fact, new.node(node).pointer.clone())
}

/// Named types outside the union (`ActivePermissions`, `Turn`) that no event reached, by name:
/// a pair to compare (`None`), or a change for one added or removed. A definition that only
/// refers to another is compared as that other one.
fn named_types(
    old: &Contract,
    new: &Contract,
    title: &str,
    through_events: &BTreeSet<String>,
) -> Vec<(String, NodeId, NodeId, Option<compare::Found>)> {
    let old_defs: BTreeMap<String, NodeId> = old.definitions().into_iter().collect();
    let new_defs: BTreeMap<String, NodeId> = new.definitions().into_iter().collect();
    let mut out = Vec::new();
    for (name, &node) in &new_defs {
        let pointer = new.node(node).pointer.clone();
        let alias = new.keywords(node).is_some_and(|k| k.is_alias());
        if name == title || through_events.contains(&pointer) || alias {
            continue;
        }
        match old_defs.get(name) {
            Some(old_node) => out.push((name.clone(), *old_node, node, None)),
            None => {
                let item = whole_node(&Fact::TypeAdded { name: name.clone() }, pointer);
                out.push((name.clone(), node, node, Some(item)));
            }
        }
    }
    for (name, &node) in &old_defs {
        let pointer = old.node(node).pointer.clone();
        if !new_defs.contains_key(name) && name != title && !through_events.contains(&pointer) {
            let item = whole_node(&Fact::TypeRemoved { name: name.clone() }, pointer);
            out.push((name.clone(), node, node, Some(item)));
        }
    }
    out
}

/// The proofs of both directions of a pair: (NEW accepts all of OLD, OLD accepts all of NEW).
fn prove_both(prover: &mut Prover<'_>, old: NodeId, new: NodeId) -> [Result<(), Unproven>; 2] {
    [prover.includes(0, old, new), prover.includes(1, new, old)]
}

/// Applies the proofs of one pair to the changes found in it: `scope` names it (its event type,
/// or none for the whole contract) and says which event types' changes it decides.
fn settle(
    found: &mut Vec<Located>,
    (name, in_scope): (&str, &dyn Fn(&str) -> bool),
    [backward, forward]: [Result<(), Unproven>; 2],
    subject: &str,
) {
    for (proof, direction) in [(backward, Effect::NARROWED), (forward, Effect::WIDENED)] {
        let seen = |effect: Effect| {
            (direction.old_accepts_more && effect.old_accepts_more)
                || (direction.new_accepts_more && effect.new_accepts_more)
        };
        match proof {
            Ok(()) => {
                for (_, item) in found.iter_mut().filter(|(e, _)| in_scope(e)) {
                    item.effect.old_accepts_more &= !direction.old_accepts_more;
                    item.effect.new_accepts_more &= !direction.new_accepts_more;
                }
            }
            Err(_)
                if found
                    .iter()
                    .any(|(e, item)| in_scope(e) && seen(item.effect)) => {}
            Err(unproven) => {
                let fact = Fact::Unproven {
                    backward: direction == Effect::NARROWED,
                    subject: subject.to_owned(),
                    pointer: unproven.pointer.clone(),
                    reason: unproven.reason,
                };
                found.push((name.to_owned(), whole_node(&fact, unproven.pointer)));
            }
        }
    }
}

/// The report: each change once (a change shared by several forms of one event type is one
/// change), judged under `mode`, and the totals.
fn tally(old_label: &str, new_label: &str, mode: Mode, found: Vec<Located>) -> Report {
    let mut seen = BTreeSet::new();
    let mut report = Report {
        old: old_label.to_owned(),
        new: new_label.to_owned(),
        mode,
        summary: Summary::default(),
        changes: Vec::new(),
    };
    for (event_type, item) in found {
        let key = (
            event_type.clone(),
            item.rule,
            item.path.clone(),
            item.message.clone(),
        );
        if !seen.insert(key) {
            continue;
        }
        report.push(
            item.rule,
            Some(event_type),
            (item.path, item.pointer),
            Verdicts::of(item.effect, item.info),
            item.message,
        );
    }
    report
}

impl Report {
    /// Adds a change and counts its verdict.
    fn push(
        &mut self,
        rule: Rule,
        event_type: Option<String>,
        (path, pointer): (String, String),
        verdicts: Verdicts,
        message: String,
    ) {
        let verdict = verdicts.under(self.mode);
        match verdict {
            Verdict::Breaking => self.summary.breaking += 1,
            Verdict::NonBreaking => self.summary.non_breaking += 1,
            Verdict::Info => self.summary.info += 1,
        }
        self.changes.push(Change {
            rule,
            event_type: event_type.filter(|e| !e.is_empty()),
            path,
            pointer,
            breaking: verdict == Verdict::Breaking,
            verdict,
            verdicts,
            message,
        });
    }
}

/// Adds to `report` the changes between two stream rules documents (`<version>.rules.json`):
/// rules matched by id; a new or changed rule can reject streams that were valid (breaking for
/// producers), a removed one lets through streams consumers relied on never seeing. A rule's
/// requirement is what is compared: its description and upstream sentence are documentation.
///
/// Reading a document refuses one that repeats an id; one built in memory that does has each
/// of its rules with that id compared, in order, so no rule hides behind another.
pub fn diff_rules(report: &mut Report, old: &RulesDocument, new: &RulesDocument) {
    let by_id = |document: &'_ RulesDocument| -> BTreeMap<String, Vec<Requirement>> {
        let mut rules: BTreeMap<String, Vec<Requirement>> = BTreeMap::new();
        for rule in &document.rules {
            let same_id = rules.entry(rule.id.clone()).or_default();
            same_id.push(rule.requirement.clone());
        }
        rules
    };
    let (old_rules, new_rules) = (by_id(old), by_id(new));
    let mut facts = Vec::new();
    for (id, requirement) in &new_rules {
        match old_rules.get(id) {
            None => facts.push(Fact::StreamRuleAdded { id: id.clone() }),
            Some(old_requirement) if old_requirement != requirement => {
                facts.push(Fact::StreamRuleChanged { id: id.clone() });
            }
            Some(_) => {}
        }
    }
    for id in old_rules.keys().filter(|id| !new_rules.contains_key(*id)) {
        facts.push(Fact::StreamRuleRemoved { id: id.clone() });
    }
    for fact in facts {
        let id = match &fact {
            Fact::StreamRuleAdded { id }
            | Fact::StreamRuleChanged { id }
            | Fact::StreamRuleRemoved { id } => id.clone(),
            _ => String::new(),
        };
        let judged = judge(&fact);
        report.push(
            judged.rule,
            None,
            (id.clone(), format!("/rules/{id}")),
            Verdicts::of(judged.effect, judged.info),
            judged.message,
        );
    }
}
