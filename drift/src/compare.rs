//! The structural walk: two schema nodes, side by side, down to every property and item.

use std::collections::BTreeSet;

use serde_json::Value;

use crate::{
    change::{Effect, Rule},
    shape::{Additional, BOUNDS, Shape, shape},
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

/// Walks two documents' nodes, collecting what differs.
pub struct Walker<'a> {
    old: &'a Value,
    new: &'a Value,
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
    /// A walker over two documents.
    pub fn new(old: &'a Value, new: &'a Value) -> Self {
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

    /// Compares two nodes found at `old_pointer` and `new_pointer`, at property `path`.
    pub fn compare(
        &mut self,
        old_node: &'a Value,
        new_node: &'a Value,
        old_pointer: &str,
        new_pointer: &str,
        path: &str,
    ) {
        let old = shape(self.old, old_node, old_pointer);
        let new = shape(self.new, new_node, new_pointer);
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
            self.types(&old, &new, path, &at, &subject);
            if self.discriminator.as_deref() != Some(path) {
                self.values(&old, &new, path, &at, &subject);
            }
            self.strings_and_bounds(&old, &new, path, &at, &subject);
            if old.is_object() || new.is_object() {
                self.object(&old, &new, path);
            }
        }
        if let (Some(old_items), Some(new_items)) = (old.items, new.items) {
            let (op, np) = (
                format!("{}/items", old.pointer),
                format!("{}/items", new.pointer),
            );
            self.compare(old_items, new_items, &op, &np, &format!("{path}[]"));
        }
        match (old.forms.is_empty(), new.forms.is_empty()) {
            (true, true) => {}
            (false, false) => self.forms(&old, &new, path),
            // One object became forms (or forms one object): compare the object with each form.
            (true, false) => {
                for (index, form) in new.forms.iter().enumerate() {
                    let np = format!("{}/oneOf/{index}", new.pointer);
                    self.discriminator = discriminator(self.new, &new.forms, path);
                    self.compare(old_node, form, &old.pointer, &np, path);
                }
                self.discriminator = None;
            }
            (false, true) => {
                for (index, form) in old.forms.iter().enumerate() {
                    let op = format!("{}/oneOf/{index}", old.pointer);
                    self.discriminator = discriminator(self.old, &old.forms, path);
                    self.compare(form, new_node, &op, &new.pointer, path);
                }
                self.discriminator = None;
            }
        }
    }

    fn types(&mut self, old: &Shape<'_>, new: &Shape<'_>, path: &str, at: &str, subject: &str) {
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

    fn values(&mut self, old: &Shape<'_>, new: &Shape<'_>, path: &str, at: &str, subject: &str) {
        if let (Some(a), Some(b)) = (old.constant, new.constant) {
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
        fn as_values<'v>(shape: &Shape<'v>) -> Option<Vec<&'v Value>> {
            shape
                .values
                .clone()
                .or_else(|| shape.constant.map(|c| vec![c]))
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
        old: &Shape<'_>,
        new: &Shape<'_>,
        path: &str,
        at: &str,
        subject: &str,
    ) {
        match (old.pattern, new.pattern) {
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
            let effect = match (old.format, new.format) {
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
        for (key, larger_is_tighter) in BOUNDS {
            let (a, b) = (old.bounds.get(key), new.bounds.get(key));
            let tightened = match (a, b) {
                (None, Some(_)) => true,
                (Some(_), None) => false,
                (Some(a), Some(b)) if a != b => (b > a) == *larger_is_tighter,
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
                format!("`{key}` of {subject} went from {} to {}", show(a), show(b)),
            );
        }
    }

    fn object(&mut self, old: &Shape<'a>, new: &Shape<'a>, path: &str) {
        let join = |name: &str| {
            if path.is_empty() {
                name.to_owned()
            } else {
                format!("{path}.{name}")
            }
        };
        let old_closed = old.additional == Additional::Closed;
        let new_closed = new.additional == Additional::Closed;
        let renamed: Vec<(&str, &str)> = new
            .properties
            .iter()
            .filter_map(|(name, schema)| {
                let from = schema.get("x-renamed-from")?.as_str()?;
                (old.properties.contains_key(from) && !new.properties.contains_key(from))
                    .then_some((from, *name))
            })
            .collect();
        for (from, to) in &renamed {
            let pointer = format!("{}/properties/{to}", new.pointer);
            self.push(
                Rule::PropertyRenamed,
                Effect::BOTH,
                &join(to),
                &pointer,
                format!("`{}` was renamed `{}`", join(from), join(to)),
            );
            let (old_pointer, new_pointer) = (
                format!("{}/properties/{from}", old.pointer),
                pointer.clone(),
            );
            self.compare(
                old.properties[from],
                new.properties[to],
                &old_pointer,
                &new_pointer,
                &join(to),
            );
        }
        for (name, schema) in &new.properties {
            if old.properties.contains_key(name) || renamed.iter().any(|(_, to)| to == name) {
                continue;
            }
            let pointer = format!("{}/properties/{name}", new.pointer);
            let constrained = shape(self.new, schema, &pointer).constrains();
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
        for (name, schema) in &old.properties {
            if new.properties.contains_key(name) || renamed.iter().any(|(from, _)| from == name) {
                continue;
            }
            let pointer = format!("{}/properties/{name}", old.pointer);
            let constrained = shape(self.old, schema, &pointer).constrains();
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
        for (name, old_schema) in &old.properties {
            let Some(new_schema) = new.properties.get(name) else {
                continue;
            };
            let pointer = format!("{}/properties/{name}", new.pointer);
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
            let old_pointer = format!("{}/properties/{name}", old.pointer);
            self.compare(old_schema, new_schema, &old_pointer, &pointer, &join(name));
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
                let (op, np) = (
                    format!("{}/additionalProperties", old.pointer),
                    format!("{}/additionalProperties", new.pointer),
                );
                self.compare(a, b, &op, &np, &format!("{path}.*"));
            }
            (Additional::Any, Additional::Schema(values)) => {
                if shape(self.new, values, "").constrains() {
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
                if shape(self.old, values, "").constrains() {
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

    /// The object forms of a sub-union, matched by the `const` that tells them apart.
    fn forms(&mut self, old: &Shape<'a>, new: &Shape<'a>, path: &str) {
        let (_, old_labels) = form_labels(self.old, &old.forms);
        let (_, new_labels) = form_labels(self.new, &new.forms);
        for (index, name) in new_labels.iter().enumerate() {
            let pointer = format!("{}/oneOf/{index}", new.pointer);
            match old_labels.iter().position(|o| o == name) {
                Some(old_index) => {
                    let old_pointer = format!("{}/oneOf/{old_index}", old.pointer);
                    self.compare(
                        old.forms[old_index],
                        new.forms[index],
                        &old_pointer,
                        &pointer,
                        path,
                    );
                }
                None => self.push(
                    Rule::VariantAdded,
                    Effect::WIDENED,
                    path,
                    &pointer,
                    format!("a form `{name}` was added"),
                ),
            }
        }
        for (index, name) in old_labels.iter().enumerate() {
            if !new_labels.contains(name) {
                let pointer = format!("{}/oneOf/{index}", old.pointer);
                self.push(
                    Rule::VariantRemoved,
                    Effect::NARROWED,
                    path,
                    &pointer,
                    format!("the form `{name}` was removed"),
                );
            }
        }
    }
}

/// The property that tells the forms of a sub-union apart (pinned to a different `const` in
/// each), and each form's label (`role=user`); `#index` when no property does.
fn form_labels(document: &Value, forms: &[&Value]) -> (Option<String>, Vec<String>) {
    let shapes: Vec<Shape<'_>> = forms.iter().map(|form| shape(document, form, "")).collect();
    let candidates: BTreeSet<&str> = shapes
        .first()
        .map(|s| s.properties.keys().copied().collect())
        .unwrap_or_default();
    for name in candidates {
        let values: Option<Vec<String>> = shapes.iter().map(|s| s.pinned(document, name)).collect();
        if let Some(values) = values {
            let distinct: BTreeSet<&String> = values.iter().collect();
            if distinct.len() == values.len() {
                return (
                    Some(name.to_owned()),
                    values.iter().map(|v| format!("{name}={v}")).collect(),
                );
            }
        }
    }
    (None, (0..forms.len()).map(|i| format!("#{i}")).collect())
}

/// The path of the property that tells `forms` apart, if one does.
fn discriminator(document: &Value, forms: &[&Value], path: &str) -> Option<String> {
    let (name, _) = form_labels(document, forms);
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
