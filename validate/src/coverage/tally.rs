//! Counting what events exercise of a [`Plan`], and reading the counts back by event type and
//! field, so that the counts of several contracts (a project file's groups) can be merged.

use std::collections::BTreeMap;

use serde_json::Value;

use super::plan::{Plan, Slot};
use crate::stream::value::json_text;

/// What the valid events of a run exercised, by event type, then by field pointer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldTally {
    /// By event type seen valid at least once: what each field saw.
    pub(crate) types: BTreeMap<String, BTreeMap<String, Seen>>,
    /// Whether a plan was cut short by its bounds.
    pub(crate) truncated: bool,
}

/// What one field saw.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Seen {
    pub present: bool,
    /// `None` when it may not be null.
    pub null: Option<bool>,
    /// The enumeration's values, each with whether it was seen.
    pub values: Vec<(Value, bool)>,
}

impl Plan {
    /// The facts `event`, a valid event of `event_type`, exercises, each once. The cost is
    /// proportional to the event, whatever the schema declares: an object's members are
    /// matched with its slot's fields by name from the side with fewer (a few members of a
    /// type with thousands of fields, or the reverse), and a value is looked up among the
    /// enumeration's values by its text.
    pub fn observe(&self, event_type: &str, event: &Value) -> Vec<u32> {
        self.walk(event_type, event).0
    }

    /// [`Self::observe`], with the steps it took: each value visited, each member or field
    /// compared by name, each lookup among an enumeration's values (one step: a map).
    pub(crate) fn walk(&self, event_type: &str, event: &Value) -> (Vec<u32>, usize) {
        let Some(&root) = self.types.get(event_type) else {
            return (Vec::new(), 0);
        };
        let mut hits = Vec::new();
        let mut steps = 0;
        let mut pending = vec![(root, event)];
        while let Some((at, value)) = pending.pop() {
            steps += 1;
            let slot = &self.slots[at];
            hits.push(slot.present);
            if value.is_null() {
                hits.extend(slot.null);
            }
            if !slot.by_value.is_empty() {
                steps += 1;
                if let Some(facts) = slot.by_value.get(&json_text(value)) {
                    hits.extend(facts);
                }
            }
            match value {
                Value::Object(object) if object.len() <= slot.properties.len() => {
                    steps += object.len();
                    pending.extend(
                        (object.iter()).filter_map(|(name, member)| {
                            Some((*slot.properties.get(name)?, member))
                        }),
                    )
                }
                Value::Object(object) => {
                    steps += slot.properties.len();
                    pending.extend(
                        (slot.properties.iter())
                            .filter_map(|(name, child)| Some((*child, object.get(name)?))),
                    )
                }
                Value::Array(items) => {
                    if let Some(child) = slot.items {
                        pending.extend(items.iter().map(|item| (child, item)));
                    }
                }
                _ => {}
            }
        }
        hits.sort_unstable();
        hits.dedup();
        (hits.into_iter().map(|fact| fact as u32).collect(), steps)
    }

    /// How many facts the plan has: the length of a tally's counts.
    pub fn facts(&self) -> usize {
        self.facts
    }

    /// The counts (events per fact) read back by event type and field.
    pub fn read(&self, counts: &[usize]) -> FieldTally {
        let count = |fact: usize| counts.get(fact).copied().unwrap_or(0) > 0;
        let mut types = BTreeMap::new();
        for (name, &root) in &self.types {
            if !count(self.slots[root].present) {
                continue;
            }
            let mut fields = BTreeMap::new();
            let mut pending: Vec<usize> = self.children(root).collect();
            while let Some(at) = pending.pop() {
                let slot = &self.slots[at];
                fields.insert(
                    slot.pointer.clone(),
                    Seen {
                        present: count(slot.present),
                        null: slot.null.map(count),
                        values: (slot.values.iter())
                            .map(|(value, fact)| (value.clone(), count(*fact)))
                            .collect(),
                    },
                );
                pending.extend(self.children(at));
            }
            types.insert(name.clone(), fields);
        }
        FieldTally {
            types,
            truncated: self.truncated,
        }
    }

    fn children(&self, at: usize) -> impl Iterator<Item = usize> + '_ {
        let Slot {
            properties, items, ..
        } = &self.slots[at];
        properties.values().copied().chain(*items)
    }
}

impl FieldTally {
    /// Adds what `other` saw: a field seen in either was seen.
    pub fn merge(&mut self, other: FieldTally) {
        self.truncated |= other.truncated;
        for (name, fields) in other.types {
            let mine = self.types.entry(name).or_default();
            for (pointer, seen) in fields {
                match mine.get_mut(&pointer) {
                    Some(known) => known.merge(seen),
                    None => {
                        mine.insert(pointer, seen);
                    }
                }
            }
        }
    }
}

impl Seen {
    fn merge(&mut self, other: Seen) {
        self.present |= other.present;
        self.null = match (self.null, other.null) {
            (None, None) => None,
            (a, b) => Some(a.unwrap_or(false) || b.unwrap_or(false)),
        };
        for (value, seen) in other.values {
            match self.values.iter_mut().find(|(v, _)| *v == value) {
                Some((_, known)) => *known |= seen,
                None => self.values.push((value, seen)),
            }
        }
    }
}
