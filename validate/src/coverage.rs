//! Coverage (`--coverage`): which event types of the contract the inputs held and, for each
//! event type seen valid, which of its fields no valid event held, which nullable fields were
//! never null and which enumeration values were never seen. The questions a test author asks
//! of a recorded corpus after "is it valid?".
//!
//! A contract's [`Plan`] lists what can be exercised; workers [`Plan::observe`] each valid
//! event; the counts are read back by event type and field ([`FieldTally`]), merged over the
//! run's contracts, and summed up in a [`Coverage`].

mod plan;
mod tally;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use plan::{ITEMS, MAX_DEPTH, MAX_FACTS, MAX_GATHERED, MAX_POINTER_BYTES, Plan};
pub use tally::FieldTally;

/// What the inputs exercised of the contract (`--coverage`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Coverage {
    /// Event types the contract has.
    pub event_types: usize,
    /// Events seen per event type the inputs hold (unknown ones included).
    pub seen: BTreeMap<String, usize>,
    /// Event types of the contract no input holds.
    pub unseen: Vec<String>,
    /// Fields, nullable fields and enumeration values of the event types seen valid at least
    /// once, and how many of each the valid events exercised.
    #[serde(default)]
    pub fields: FieldTotals,
    /// By event type seen valid: what its valid events never exercised. Event types that
    /// exercised everything are left out.
    #[serde(default)]
    pub gaps: BTreeMap<String, Gaps>,
    /// Whether the contract has fields coverage does not follow (nested deeper than 8 levels,
    /// past 10,000 counted facts or 4 MiB of field pointers); those are not counted.
    #[serde(default)]
    pub truncated: bool,
}

/// Field and value counts over the event types seen valid.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct FieldTotals {
    /// Fields (nested ones and array items included).
    pub fields: usize,
    /// Fields some valid event held.
    pub present: usize,
    /// Fields that may be null.
    pub nullable: usize,
    /// Nullable fields some valid event held as null.
    pub null: usize,
    /// Enumeration values (of enumerations with two or more).
    pub values: usize,
    /// Enumeration values some valid event held.
    pub values_seen: usize,
}

/// What the valid events of one event type never exercised. Fields are JSON Pointers into the
/// event, with `*` standing for every item of an array.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Gaps {
    /// Fields no valid event held, though their parent was held (a field under one listed
    /// here is not listed itself).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub never_present: Vec<String>,
    /// Fields that may be null, held by some valid event but never as null.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub never_null: Vec<String>,
    /// By field held by some valid event: the values of its enumeration none held.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub values_never_seen: BTreeMap<String, Vec<Value>>,
}

impl Gaps {
    fn is_empty(&self) -> bool {
        self.never_present.is_empty()
            && self.never_null.is_empty()
            && self.values_never_seen.is_empty()
    }
}

impl Coverage {
    /// The coverage of a run: the contract's event types `known`, the events `seen` per event
    /// type, and what the valid ones exercised of their fields.
    pub fn new(known: &[String], seen: BTreeMap<String, usize>, fields: &FieldTally) -> Self {
        let mut coverage = Self {
            event_types: known.len(),
            unseen: (known.iter())
                .filter(|t| !seen.contains_key(*t))
                .cloned()
                .collect(),
            seen,
            truncated: fields.truncated,
            ..Self::default()
        };
        for (event_type, tally) in &fields.types {
            let gaps = coverage.fields.add(tally);
            if !gaps.is_empty() {
                coverage.gaps.insert(event_type.clone(), gaps);
            }
        }
        coverage
    }

    /// Whether an event type was never seen.
    pub fn types_missing(&self) -> bool {
        !self.unseen.is_empty()
    }

    /// Whether a field was never present, or a nullable one never null.
    pub fn fields_missing(&self) -> bool {
        (self.gaps.values()).any(|g| !g.never_present.is_empty() || !g.never_null.is_empty())
    }

    /// Whether an enumeration value was never seen.
    pub fn values_missing(&self) -> bool {
        (self.gaps.values()).any(|g| !g.values_never_seen.is_empty())
    }
}

impl FieldTotals {
    /// Counts one event type's fields; returns what it never exercised.
    fn add(&mut self, fields: &BTreeMap<String, tally::Seen>) -> Gaps {
        let mut gaps = Gaps::default();
        for (pointer, seen) in fields {
            self.fields += 1;
            self.present += usize::from(seen.present);
            self.nullable += usize::from(seen.null.is_some());
            self.null += usize::from(seen.null == Some(true));
            self.values += seen.values.len();
            self.values_seen += seen.values.iter().filter(|(_, s)| *s).count();
            if !seen.present {
                // A child of a field never present is never present either: the parent says it.
                let parent = &pointer[..pointer.rfind('/').unwrap_or(0)];
                if fields.get(parent).is_none_or(|p| p.present) {
                    gaps.never_present.push(pointer.clone());
                }
                continue;
            }
            if seen.null == Some(false) {
                gaps.never_null.push(pointer.clone());
            }
            let unseen: Vec<Value> = (seen.values.iter())
                .filter(|(_, s)| !*s)
                .map(|(v, _)| v.clone())
                .collect();
            if !unseen.is_empty() {
                gaps.values_never_seen.insert(pointer.clone(), unseen);
            }
        }
        gaps
    }
}
