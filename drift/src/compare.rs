//! The structural walk: two schema nodes, side by side, down to every property and item.

use std::collections::BTreeSet;

use eventspec_schema::model::{Bound, Contract, NodeId};
use serde_json::Value;

use crate::{
    change::{Effect, Rule},
    shape::{Additional, Shape, shape},
};

/// A change found by the walk, before it is judged under a mode.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// What kind of change.
    pub rule: Rule,
    /// Which side accepts more.
    pub effect: Effect,
    /// Whether it is documentation only.
    pub info: bool,
    /// The property path.
    pub path: String,
    /// The JSON pointer into NEW's schema (OLD's for what was removed).
    pub pointer: String,
    /// What changed.
    pub message: String,
}

/// Walks two contracts' nodes, collecting what differs.
pub struct Walker<'a> {
    old: &'a Contract,
    new: &'a Contract,
    /// Pairs of resolved pointers already compared (recursive types end here).
    seen: BTreeSet<(String, String)>,
    /// Resolved pointers not to compare where they are referenced.
    skipped: BTreeSet<String>,
    /// The path of a form's discriminator while an object is compared with one of the forms it
    /// became: each form pins one value of it, and together they accept all of them.
    discriminator: Option<String>,
    /// What was found.
    pub found: Vec<Found>,
}

impl<'a> Walker<'a> {
    /// A walker over two contracts.
    pub fn new(old: &'a Contract, new: &'a Contract) -> Self {
        Self {
            old,
            new,
            seen: BTreeSet::new(),
            skipped: BTreeSet::new(),
            discriminator: None,
            found: Vec::new(),
        }
    }

    /// Does not compare the node at `pointer` where it is referenced.
    pub fn skip(&mut self, pointer: &str) {
        self.skipped.insert(pointer.to_owned());
    }

    fn push(&mut self, rule: Rule, effect: Effect, path: &str, pointer: &str, message: String) {
        self.found.push(Found {
            rule,
            effect,
            info: rule == Rule::DescriptionChanged,
            path: path.to_owned(),
            pointer: pointer.to_owned(),
            message,
        });
    }

    /// Compares node `old_id` of the old contract with node `new_id` of the new one, at
    /// property `path`.
    pub fn compare(&mut self, old_id: NodeId, new_id: NodeId, path: &str) {
        // Schemas nest as deep as their references lead (a chain of 10,000 definitions, each a
        // property of the last): the walk grows its stack on the heap rather than overflow it.
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            let (old, new) = (shape(self.old, old_id), shape(self.new, new_id));
            self.compare_shapes(&old, &new, path);
        });
    }

    /// Compares two normalized nodes (or forms), at property `path`.
    fn compare_shapes(&mut self, old: &Shape, new: &Shape, path: &str) {
        if self.skipped.contains(&old.pointer) || self.skipped.contains(&new.pointer) {
            return;
        }
        if !self.seen.insert((old.pointer.clone(), new.pointer.clone())) {
            return;
        }
        let at = new.pointer.clone();
        let subject = if path.is_empty() {
            "the event".to_owned()
        } else {
            format!("`{path}`")
        };
        if old.doc != new.doc {
            self.push(
                Rule::DescriptionChanged,
                Effect::NONE,
                path,
                &at,
                format!("the description of {subject} changed"),
            );
        }
        // An object that became forms (or forms that became one object) is compared form by
        // form below, not as a whole.
        let reshaped = old.forms.is_empty() != new.forms.is_empty();
        if !reshaped {
            self.types(old, new, path, &at, &subject);
            if self.discriminator.as_deref() != Some(path) {
                self.values(old, new, path, &at, &subject);
            }
            self.strings_and_bounds(old, new, path, &at, &subject);
            if old.is_object() || new.is_object() {
                self.object(old, new, path);
            }
        }
        if let (Some(old_items), Some(new_items)) = (old.items, new.items) {
            self.compare(old_items, new_items, &format!("{path}[]"));
        }
        match (old.forms.is_empty(), new.forms.is_empty()) {
            (true, true) => {}
            (false, false) => self.forms(old, new, path),
            // One object became forms (or forms one object): compare the object with each form.
            (true, false) => {
                for form in &new.forms {
                    self.discriminator = discriminator(self.new, &new.forms, path);
                    self.compare_shapes(old, form, path);
                }
                self.discriminator = None;
            }
            (false, true) => {
                for form in &old.forms {
                    self.discriminator = discriminator(self.old, &old.forms, path);
                    self.compare_shapes(form, new, path);
                }
                self.discriminator = None;
            }
        }
    }

    fn types(&mut self, old: &Shape, new: &Shape, path: &str, at: &str, subject: &str) {
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

    fn values(&mut self, old: &Shape, new: &Shape, path: &str, at: &str, subject: &str) {
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

    fn strings_and_bounds(
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

    fn object(&mut self, old: &Shape, new: &Shape, path: &str) {
        let join = |name: &str| {
            if path.is_empty() {
                name.to_owned()
            } else {
                format!("{path}.{name}")
            }
        };
        let old_closed = old.additional == Additional::Closed;
        let new_closed = new.additional == Additional::Closed;
        let renamed: Vec<(String, String)> = new
            .properties
            .iter()
            .filter_map(|(name, id)| {
                let from = self.new.keywords(*id)?.renamed_from.clone()?;
                (old.properties.contains_key(&from) && !new.properties.contains_key(&from))
                    .then(|| (from, name.clone()))
            })
            .collect();
        let is_renamed_to = |name: &str| renamed.iter().any(|(_, to)| to == name);
        let is_renamed_from = |name: &str| renamed.iter().any(|(from, _)| from == name);
        for (from, to) in &renamed {
            let (old_id, new_id) = (old.properties[from], new.properties[to]);
            let pointer = self.new.node(new_id).pointer.clone();
            self.push(
                Rule::PropertyRenamed,
                Effect::BOTH,
                &join(to),
                &pointer,
                format!("`{}` was renamed `{}`", join(from), join(to)),
            );
            self.compare(old_id, new_id, &join(to));
        }
        for (name, id) in &new.properties {
            if old.properties.contains_key(name) || is_renamed_to(name) {
                continue;
            }
            let pointer = self.new.node(*id).pointer.clone();
            let constrained = shape(self.new, *id).constrains();
            if new.required.contains(name) {
                let effect = Effect {
                    old_accepts_more: true,
                    new_accepts_more: old_closed,
                };
                self.push(
                    Rule::RequiredPropertyAdded,
                    effect,
                    &join(name),
                    &pointer,
                    format!("required property `{}` was added", join(name)),
                );
            } else {
                // Closed: old readers reject the new field. Open: old payloads may have used the
                // name for anything, which a constrained new property rejects.
                let effect = Effect {
                    old_accepts_more: !old_closed && constrained,
                    new_accepts_more: old_closed,
                };
                self.push(
                    Rule::PropertyAdded,
                    effect,
                    &join(name),
                    &pointer,
                    format!("optional property `{}` was added", join(name)),
                );
            }
        }
        for (name, id) in &old.properties {
            if new.properties.contains_key(name) || is_renamed_from(name) {
                continue;
            }
            let pointer = self.old.node(*id).pointer.clone();
            let constrained = shape(self.old, *id).constrains();
            let effect = Effect {
                old_accepts_more: new_closed,
                new_accepts_more: old.required.contains(name) || (!new_closed && constrained),
            };
            self.push(
                Rule::PropertyRemoved,
                effect,
                &join(name),
                &pointer,
                format!("property `{}` was removed", join(name)),
            );
        }
        for (name, old_id) in &old.properties {
            let Some(new_id) = new.properties.get(name) else {
                continue;
            };
            let pointer = self.new.node(*new_id).pointer.clone();
            match (old.required.contains(name), new.required.contains(name)) {
                (false, true) => self.push(
                    Rule::RequiredAdded,
                    Effect::NARROWED,
                    &join(name),
                    &pointer,
                    format!("`{}` is now required", join(name)),
                ),
                (true, false) => self.push(
                    Rule::RequiredRemoved,
                    Effect::WIDENED,
                    &join(name),
                    &pointer,
                    format!("`{}` is no longer required", join(name)),
                ),
                _ => {}
            }
            self.compare(*old_id, *new_id, &join(name));
        }
        // Required names that neither side declares as a property.
        let undeclared = |name: &&String| {
            !old.properties.contains_key(*name) && !new.properties.contains_key(*name)
        };
        for name in new.required.difference(&old.required).filter(undeclared) {
            self.push(
                Rule::RequiredAdded,
                Effect::NARROWED,
                &join(name),
                &new.pointer,
                format!("`{}` is now required", join(name)),
            );
        }
        for name in old.required.difference(&new.required).filter(undeclared) {
            self.push(
                Rule::RequiredRemoved,
                Effect::WIDENED,
                &join(name),
                &new.pointer,
                format!("`{}` is no longer required", join(name)),
            );
        }
        let subject = if path.is_empty() {
            "the event".to_owned()
        } else {
            format!("`{path}`")
        };
        match (&old.additional, &new.additional) {
            (Additional::Closed, Additional::Closed) | (Additional::Any, Additional::Any) => {}
            (_, Additional::Closed) => self.push(
                Rule::AdditionalPropertiesClosed,
                Effect::NARROWED,
                path,
                &new.pointer,
                format!("{subject} no longer accepts properties it does not list"),
            ),
            (Additional::Closed, _) => self.push(
                Rule::AdditionalPropertiesOpened,
                Effect::WIDENED,
                path,
                &new.pointer,
                format!("{subject} now accepts properties it does not list"),
            ),
            (Additional::Schema(a), Additional::Schema(b)) => {
                self.compare(*a, *b, &format!("{path}.*"));
            }
            (Additional::Any, Additional::Schema(values)) => {
                if shape(self.new, *values).constrains() {
                    self.push(
                        Rule::AdditionalPropertiesClosed,
                        Effect::NARROWED,
                        path,
                        &new.pointer,
                        format!("the values of {subject} are now constrained"),
                    );
                }
            }
            (Additional::Schema(values), Additional::Any) => {
                if shape(self.old, *values).constrains() {
                    self.push(
                        Rule::AdditionalPropertiesOpened,
                        Effect::WIDENED,
                        path,
                        &new.pointer,
                        format!("the values of {subject} are no longer constrained"),
                    );
                }
            }
        }
    }

    /// The forms of a union, matched by the `const` that tells them apart.
    fn forms(&mut self, old: &Shape, new: &Shape, path: &str) {
        let (_, old_labels) = form_labels(self.old, &old.forms);
        let (_, new_labels) = form_labels(self.new, &new.forms);
        for (index, name) in new_labels.iter().enumerate() {
            match old_labels.iter().position(|o| o == name) {
                Some(old_index) => {
                    self.compare_shapes(&old.forms[old_index], &new.forms[index], path);
                }
                None => self.push(
                    Rule::VariantAdded,
                    Effect::WIDENED,
                    path,
                    &new.forms[index].pointer,
                    format!("a form `{name}` was added"),
                ),
            }
        }
        for (index, name) in old_labels.iter().enumerate() {
            if !new_labels.contains(name) {
                self.push(
                    Rule::VariantRemoved,
                    Effect::NARROWED,
                    path,
                    &old.forms[index].pointer,
                    format!("the form `{name}` was removed"),
                );
            }
        }
    }
}

/// The property that tells the forms of a union apart (pinned to a different `const` in
/// each), and each form's label (`role=user`); `#index` when no property does.
fn form_labels(contract: &Contract, forms: &[Shape]) -> (Option<String>, Vec<String>) {
    let candidates: BTreeSet<&String> = forms
        .first()
        .map(|s| s.properties.keys().collect())
        .unwrap_or_default();
    for name in candidates {
        let values: Option<Vec<String>> = forms.iter().map(|s| s.pinned(contract, name)).collect();
        if let Some(values) = values {
            let distinct: BTreeSet<&String> = values.iter().collect();
            if distinct.len() == values.len() {
                return (
                    Some(name.clone()),
                    values.iter().map(|v| format!("{name}={v}")).collect(),
                );
            }
        }
    }
    (None, (0..forms.len()).map(|i| format!("#{i}")).collect())
}

/// The path of the property that tells `forms` apart, if one does.
fn discriminator(contract: &Contract, forms: &[Shape], path: &str) -> Option<String> {
    let (name, _) = form_labels(contract, forms);
    name.map(|name| {
        if path.is_empty() {
            name
        } else {
            format!("{path}.{name}")
        }
    })
}

fn list(types: &[&str]) -> String {
    types
        .iter()
        .map(|t| format!("`{t}`"))
        .collect::<Vec<_>>()
        .join(", ")
}
