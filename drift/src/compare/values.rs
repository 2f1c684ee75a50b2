//! Types, values, strings and bounds of two nodes side by side.

use std::collections::BTreeSet;

use eventspec_schema::model::Bound;
use serde_json::Value;

use super::{Walker, list};
use crate::{
    change::{Effect, Rule},
    shape::Shape,
};

impl Walker<'_, '_> {
    pub(super) fn types(&mut self, old: &Shape, new: &Shape, path: &str, at: &str, subject: &str) {
        let all = || {
            [
                "null", "boolean", "object", "array", "number", "integer", "string",
            ]
            .into_iter()
            .collect::<BTreeSet<_>>()
        };
        let old_types = old.types.clone().unwrap_or_else(all);
        let new_types = new.types.clone().unwrap_or_else(all);
        // `number` includes `integer`.
        let covers = |set: &BTreeSet<&str>, t: &str| {
            set.contains(t) || (t == "integer" && set.contains("number"))
        };
        let removed: Vec<&str> = old_types
            .iter()
            .copied()
            .filter(|t| !covers(&new_types, t))
            .collect();
        let added: Vec<&str> = new_types
            .iter()
            .copied()
            .filter(|t| !covers(&old_types, t))
            .collect();
        let only_null = |list: &[&str]| list == ["null"];
        match (removed.is_empty(), added.is_empty()) {
            (true, true) => {}
            (false, true) if only_null(&removed) => self.push(
                Rule::NullableRemoved,
                Effect::NARROWED,
                path,
                at,
                format!("{subject} no longer accepts `null`"),
            ),
            (true, false) if only_null(&added) => self.push(
                Rule::NullableAdded,
                Effect::WIDENED,
                path,
                at,
                format!("{subject} now accepts `null`"),
            ),
            (false, true) => self.push(
                Rule::TypeNarrowed,
                Effect::NARROWED,
                path,
                at,
                format!("{subject} no longer accepts {}", list(&removed)),
            ),
            (true, false) => self.push(
                Rule::TypeWidened,
                Effect::WIDENED,
                path,
                at,
                format!("{subject} now also accepts {}", list(&added)),
            ),
            (false, false) => self.push(
                Rule::TypeChanged,
                Effect::BOTH,
                path,
                at,
                format!(
                    "{subject} changed type: {} became {}",
                    list(&removed),
                    list(&added)
                ),
            ),
        }
    }

    pub(super) fn values(&mut self, old: &Shape, new: &Shape, path: &str, at: &str, subject: &str) {
        if let (Some(a), Some(b)) = (&old.constant, &new.constant) {
            if a != b {
                self.push(
                    Rule::ConstChanged,
                    Effect::BOTH,
                    path,
                    at,
                    format!("{subject} was `{a}` and is now `{b}`"),
                );
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
        match (&as_values(old), &as_values(new)) {
            (Some(old_values), Some(new_values)) => {
                for value in old_values.iter().filter(|v| !new_values.contains(v)) {
                    self.push(
                        Rule::EnumValueRemoved,
                        Effect::NARROWED,
                        path,
                        at,
                        format!("{subject} no longer accepts `{value}`"),
                    );
                }
                for value in new_values.iter().filter(|v| !old_values.contains(v)) {
                    self.push(
                        Rule::EnumValueAdded,
                        Effect::WIDENED,
                        path,
                        at,
                        format!("{subject} now accepts `{value}`"),
                    );
                }
            }
            (None, Some(_)) => self.push(
                Rule::EnumValueRemoved,
                Effect::NARROWED,
                path,
                at,
                format!("{subject} is now limited to a list of values"),
            ),
            (Some(_), None) => self.push(
                Rule::EnumValueAdded,
                Effect::WIDENED,
                path,
                at,
                format!("{subject} is no longer limited to a list of values"),
            ),
            (None, None) => {}
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
        match (old.pattern.as_deref(), new.pattern.as_deref()) {
            (None, Some(p)) => self.push(
                Rule::PatternAdded,
                Effect::NARROWED,
                path,
                at,
                format!("{subject} must now match `{p}`"),
            ),
            (Some(p), None) => self.push(
                Rule::PatternRemoved,
                Effect::WIDENED,
                path,
                at,
                format!("{subject} no longer has to match `{p}`"),
            ),
            (Some(a), Some(b)) if a != b => self.push(
                Rule::PatternChanged,
                Effect::BOTH,
                path,
                at,
                format!("{subject} must now match `{b}` instead of `{a}`"),
            ),
            _ => {}
        }
        if old.format != new.format {
            let effect = match (&old.format, &new.format) {
                (None, Some(_)) => Effect::NARROWED,
                (Some(_), None) => Effect::WIDENED,
                _ => Effect::BOTH,
            };
            self.push(
                Rule::FormatChanged,
                effect,
                path,
                at,
                format!(
                    "the format of {subject} changed from {:?} to {:?}",
                    old.format, new.format
                ),
            );
        }
        for bound in Bound::ALL {
            let (a, b) = (old.bounds.get(&bound), new.bounds.get(&bound));
            let tightened = match (a, b) {
                (None, Some(_)) => true,
                (Some(_), None) => false,
                (Some(a), Some(b)) if a != b => (b > a) == bound.larger_is_tighter(),
                _ => continue,
            };
            let show = |v: Option<&f64>| v.map_or_else(|| "none".to_owned(), |v| v.to_string());
            let (rule, effect) = if tightened {
                (Rule::BoundTightened, Effect::NARROWED)
            } else {
                (Rule::BoundLoosened, Effect::WIDENED)
            };
            self.push(
                rule,
                effect,
                path,
                at,
                format!(
                    "`{}` of {subject} went from {} to {}",
                    bound.keyword(),
                    show(a),
                    show(b)
                ),
            );
        }
    }
}
