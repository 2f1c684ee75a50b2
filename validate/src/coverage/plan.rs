//! The coverage plan: what `--coverage` looks for in the events of each event type, compiled
//! once from the resolved model. Each event type is a tree of slots, one per field (nested
//! objects' fields and array items included); each slot has facts an event can exercise: the
//! field is present, it is null (when it may be), it holds one of its enumeration's values.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use eventspec_schema::model::{self, JsonType, NodeId, Reference, Schema, pointer};
use serde_json::Value;

use crate::stream::value::json_text;

/// How deep fields are followed into an event (objects and arrays alike).
pub const MAX_DEPTH: usize = 8;
/// How many facts a plan holds at most; a schema that would have more is counted up to it.
pub const MAX_FACTS: usize = 10_000;
/// How many bytes the fields' pointers take at most, all together: long property names nested
/// under each other cannot make a report larger than this.
pub const MAX_POINTER_BYTES: usize = 4 << 20;
/// How many schemas are read for one field at most (a chain of `allOf`s may be long).
pub const MAX_GATHERED: usize = 1_000;
/// The pointer token that stands for every item of an array.
pub const ITEMS: &str = "*";

/// One field of an event type, or the event itself (the root slot).
#[derive(Debug)]
pub(crate) struct Slot {
    /// Where it is in the event: a JSON Pointer whose [`ITEMS`] tokens stand for every item.
    pub pointer: String,
    /// The fact "present".
    pub present: usize,
    /// The fact "null", when the field may be null.
    pub null: Option<usize>,
    /// The enumeration's values (two or more; null aside), each with its fact.
    pub values: Vec<(Value, usize)>,
    /// The facts of [`Self::values`] by the value's JSON text ([`json_text`]: `1` is `1.0`),
    /// so that a value is looked up, not compared with each.
    pub by_value: HashMap<String, Vec<usize>>,
    /// Its fields by name, each a slot.
    pub properties: BTreeMap<String, usize>,
    /// Its array items, a slot.
    pub items: Option<usize>,
}

/// A contract's coverage plan.
#[derive(Debug, Default)]
pub struct Plan {
    /// The root slot of each event type, by name.
    pub(crate) types: BTreeMap<String, usize>,
    pub(crate) slots: Vec<Slot>,
    /// How many facts there are.
    pub(crate) facts: usize,
    /// How many bytes the slots' pointers take.
    pointer_bytes: usize,
    /// Whether the schema has fields beyond [`MAX_DEPTH`], or more than [`MAX_FACTS`],
    /// [`MAX_POINTER_BYTES`] or [`MAX_GATHERED`] allow.
    pub(crate) truncated: bool,
}

/// What a schema says of a value, its `$ref`s, `allOf`, `anyOf` and `oneOf` gathered.
#[derive(Default)]
struct Gathered {
    /// Its fields, in the order first met, each with every schema that describes it.
    properties: Vec<(String, Vec<NodeId>)>,
    /// The schemas of its array items.
    items: Vec<NodeId>,
    /// The values an enumeration or constant allows, null aside.
    values: Vec<Value>,
    /// Whether it may be null.
    nullable: bool,
}

impl Plan {
    /// The plan of `contract`: a slot tree per event type, to [`MAX_DEPTH`] and [`MAX_FACTS`].
    pub fn compile(contract: &model::Contract) -> Self {
        let mut plan = Self::default();
        for event_type in &contract.event_types {
            let root = plan.slot(String::new(), &Gathered::default());
            plan.types.insert(event_type.name.clone(), root);
            plan.expand(contract, root, event_type.node);
        }
        plan
    }

    /// Fills in the fields under `root`, described by `node`, depth first: a field whose
    /// schemas all lie on the path to it (a recursive type) gets its slot, not its fields.
    fn expand(&mut self, contract: &model::Contract, root: usize, node: NodeId) {
        let tag = contract.tag.as_deref();
        let (gathered, complete) = gather(contract, &[node]);
        self.truncated |= !complete;
        let mut pending = vec![(root, gathered, 0, vec![contract.resolved(node)])];
        while let Some((slot, gathered, depth, path)) = pending.pop() {
            let fields = (gathered.properties.into_iter())
                .filter(|(name, _)| slot != root || Some(name.as_str()) != tag)
                .map(|(name, ids)| (Some(name), ids));
            let items = (!gathered.items.is_empty()).then_some((None, gathered.items));
            let children: Vec<_> = fields.chain(items).collect();
            if depth == MAX_DEPTH && !children.is_empty() {
                self.truncated = true;
                continue;
            }
            let mut next = Vec::new();
            for (name, ids) in children {
                let (inner, complete) = gather(contract, &ids);
                self.truncated |= !complete;
                let token = name.as_deref().unwrap_or(ITEMS);
                let at = pointer::push(&self.slots[slot].pointer, token);
                let Some(child) = self.add(at, &inner) else {
                    return;
                };
                match name {
                    Some(name) => {
                        self.slots[slot].properties.insert(name, child);
                    }
                    None => self.slots[slot].items = Some(child),
                }
                let resolved: Vec<NodeId> = ids.iter().map(|id| contract.resolved(*id)).collect();
                if !resolved.iter().all(|id| path.contains(id)) {
                    let mut path = path.clone();
                    path.extend(resolved);
                    next.push((child, inner, depth + 1, path));
                }
            }
            pending.extend(next.into_iter().rev());
        }
    }

    /// A new slot at `pointer` for what `gathered` says, unless it would pass [`MAX_FACTS`] or
    /// [`MAX_POINTER_BYTES`].
    fn add(&mut self, pointer: String, gathered: &Gathered) -> Option<usize> {
        let needed = 1 + usize::from(gathered.nullable) + value_facts(gathered).len();
        if self.facts + needed > MAX_FACTS || self.pointer_bytes + pointer.len() > MAX_POINTER_BYTES
        {
            self.truncated = true;
            return None;
        }
        Some(self.slot(pointer, gathered))
    }

    fn slot(&mut self, pointer: String, gathered: &Gathered) -> usize {
        self.pointer_bytes += pointer.len();
        let mut fact = || {
            self.facts += 1;
            self.facts - 1
        };
        let present = fact();
        let null = gathered.nullable.then(&mut fact);
        let values: Vec<(Value, usize)> = (value_facts(gathered).iter())
            .map(|value| ((*value).clone(), fact()))
            .collect();
        let mut by_value = HashMap::<String, Vec<usize>>::new();
        for (value, fact) in &values {
            by_value.entry(json_text(value)).or_default().push(*fact);
        }
        self.slots.push(Slot {
            pointer,
            present,
            null,
            values,
            by_value,
            properties: BTreeMap::new(),
            items: None,
        });
        self.slots.len() - 1
    }
}

/// The values worth a fact each: an enumeration's, when it has two or more (a single value is
/// seen whenever the field is present).
fn value_facts(gathered: &Gathered) -> &[Value] {
    if gathered.values.len() > 1 {
        &gathered.values
    } else {
        &[]
    }
}

/// What `schemas` say of one value, through `$ref`, `allOf`, `anyOf` and `oneOf` (each schema
/// once, without recursion), and whether it read them all (at most [`MAX_GATHERED`]).
fn gather(contract: &model::Contract, schemas: &[NodeId]) -> (Gathered, bool) {
    let mut gathered = Gathered::default();
    let mut seen = BTreeSet::new();
    // Where each property is in `gathered.properties`.
    let mut names = BTreeMap::<&str, usize>::new();
    let mut pending: Vec<NodeId> = schemas.iter().rev().copied().collect();
    while let Some(id) = pending.pop() {
        if !seen.insert(id) {
            continue;
        }
        if seen.len() > MAX_GATHERED {
            return (gathered, false);
        }
        let Schema::Keywords(keywords) = &contract.node(id).schema else {
            continue;
        };
        if (keywords.types.as_deref()).is_some_and(|t| t.contains(&JsonType::Null)) {
            gathered.nullable = true;
        }
        let allowed = keywords
            .constant
            .iter()
            .chain(keywords.values.iter().flatten());
        for value in allowed {
            if value.is_null() {
                gathered.nullable = true;
            } else if !gathered.values.contains(value) {
                gathered.values.push(value.clone());
            }
        }
        for (name, property) in &keywords.properties {
            match names.get(name.as_str()) {
                Some(&at) => gathered.properties[at].1.push(*property),
                None => {
                    names.insert(name.as_str(), gathered.properties.len());
                    gathered.properties.push((name.clone(), vec![*property]));
                }
            }
        }
        gathered.items.extend(keywords.items);
        let mut next: Vec<NodeId> = Vec::new();
        if let Some(Reference::Local(target)) = &keywords.reference {
            next.push(*target);
        }
        next.extend(&keywords.all_of);
        next.extend(&keywords.any_of);
        next.extend(&keywords.one_of);
        pending.extend(next.into_iter().rev());
    }
    (gathered, true)
}
