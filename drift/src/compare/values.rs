//! Types, values, strings and bounds of two nodes side by side.

use std::collections::BTreeSet;

use eventspec_schema::model::Bound;
use serde_json::Value;

use super::Walker;
use crate::{fact::Fact, shape::Shape};

/// Every JSON type name.
const ALL_TYPES: [&str; 7] = [
    "null", "boolean", "object", "array", "number", "integer", "string",
];

impl Walker<'_, '_> {
    pub(super) fn types(&mut self, old: &Shape, new: &Shape, path: &str, at: &str, subject: &str) {
        let all = || ALL_TYPES.into_iter().collect::<BTreeSet<_>>();
        let old_types = old.types.clone().unwrap_or_else(all);
        let new_types = new.types.clone().unwrap_or_else(all);
        // `number` includes `integer`.
        let covers = |set: &BTreeSet<&str>, t: &str| {
            set.contains(t) || (t == "integer" && set.contains("number"))
        };
        let only =
            |set: &BTreeSet<&'static str>, other: &BTreeSet<&'static str>| -> Vec<&'static str> {
                set.iter().copied().filter(|t| !covers(other, t)).collect()
            };
        let (removed, added) = (only(&old_types, &new_types), only(&new_types, &old_types));
        if removed.is_empty() && added.is_empty() {
            return;
        }
        let subject = subject.to_owned();
        let fact = Fact::TypesChanged {
            subject,
            removed,
            added,
        };
        self.emit(fact, path, at);
    }

    pub(super) fn values(&mut self, old: &Shape, new: &Shape, path: &str, at: &str, subject: &str) {
        let subject = subject.to_owned();
        if let (Some(a), Some(b)) = (&old.constant, &new.constant) {
            if a != b {
                let (old, new) = (a.clone(), b.clone());
                self.emit(Fact::ConstChanged { subject, old, new }, path, at);
            }
            return;
        }
        // A `const` is an `enum` of one value.
        fn as_values(shape: &Shape) -> Option<Vec<&Value>> {
            shape
                .values
                .as_ref()
                .map(|values| values.iter().collect())
                .or_else(|| shape.constant.as_ref().map(|c| vec![c]))
        }
        let facts: Vec<Fact> = match (&as_values(old), &as_values(new)) {
            (Some(old_values), Some(new_values)) => {
                let removed = old_values.iter().filter(|v| !new_values.contains(v));
                let added = new_values.iter().filter(|v| !old_values.contains(v));
                removed
                    .map(|value| Fact::EnumValueRemoved {
                        subject: subject.clone(),
                        value: Some((*value).clone()),
                    })
                    .chain(added.map(|value| Fact::EnumValueAdded {
                        subject: subject.clone(),
                        value: Some((*value).clone()),
                    }))
                    .collect()
            }
            (None, Some(_)) => vec![Fact::EnumValueRemoved {
                subject,
                value: None,
            }],
            (Some(_), None) => vec![Fact::EnumValueAdded {
                subject,
                value: None,
            }],
            (None, None) => Vec::new(),
        };
        for fact in facts {
            self.emit(fact, path, at);
        }
    }

    pub(super) fn strings_and_bounds(
        &mut self,
        old: &Shape,
        new: &Shape,
        path: &str,
        at: &str,
        subject: &str,
    ) {
        let subject = subject.to_owned();
        if old.pattern != new.pattern {
            let fact = Fact::PatternChanged {
                subject: subject.clone(),
                old: old.pattern.clone(),
                new: new.pattern.clone(),
            };
            self.emit(fact, path, at);
        }
        if old.format != new.format {
            let fact = Fact::FormatChanged {
                subject: subject.clone(),
                old: old.format.clone(),
                new: new.format.clone(),
            };
            self.emit(fact, path, at);
        }
        for bound in Bound::ALL {
            let (a, b) = (old.bounds.get(&bound), new.bounds.get(&bound));
            if a != b {
                let fact = Fact::BoundChanged {
                    subject: subject.clone(),
                    bound,
                    old: a.copied(),
                    new: b.copied(),
                };
                self.emit(fact, path, at);
            }
        }
    }
}
