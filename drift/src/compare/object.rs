//! The properties of two objects side by side: renamed, added, removed, kept, required, and
//! what lies beyond them.

use eventspec_schema::model::NodeId;

use super::Walker;
use crate::{
    change::{Effect, Rule},
    shape::{Additional, Shape, shape},
};

/// The path of property `name` under `path`.
fn join(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_owned()
    } else {
        format!("{path}.{name}")
    }
}

impl Walker<'_, '_> {
    /// Compares two objects' properties, required names and additional properties.
    pub(super) fn object(&mut self, old: &Shape, new: &Shape, path: &str) {
        let renamed = self.renamed(old, new);
        for (from, to) in &renamed {
            let (old_id, new_id) = (old.properties[from], new.properties[to]);
            let pointer = self.new.node(new_id).pointer.clone();
            let message = format!("`{}` was renamed `{}`", join(path, from), join(path, to));
            self.push(
                Rule::PropertyRenamed,
                Effect::BOTH,
                &join(path, to),
                &pointer,
                message,
            );
            self.compare(old_id, new_id, &join(path, to));
        }
        for (name, id) in &new.properties {
            if !old.properties.contains_key(name) && !renamed.iter().any(|(_, to)| to == name) {
                self.added(old, new, (name, *id), path);
            }
        }
        for (name, id) in &old.properties {
            if !new.properties.contains_key(name) && !renamed.iter().any(|(from, _)| from == name) {
                self.removed(old, new, (name, *id), path);
            }
        }
        for (name, old_id) in &old.properties {
            if let Some(new_id) = new.properties.get(name) {
                self.kept(old, new, name, (*old_id, *new_id), path);
            }
        }
        self.undeclared_required(old, new, path);
        self.additional(old, new, path);
    }

    /// Properties NEW declares `x-renamed-from` a property of OLD: (old name, new name).
    fn renamed(&self, old: &Shape, new: &Shape) -> Vec<(String, String)> {
        new.properties
            .iter()
            .filter_map(|(name, id)| {
                let from = self.new.keywords(*id)?.renamed_from.clone()?;
                (old.properties.contains_key(&from) && !new.properties.contains_key(&from))
                    .then(|| (from, name.clone()))
            })
            .collect()
    }

    /// A property only NEW declares.
    fn added(&mut self, old: &Shape, new: &Shape, (name, id): (&str, NodeId), path: &str) {
        let pointer = self.new.node(id).pointer.clone();
        let old_closed = old.additional == Additional::Closed;
        let constrained = shape(self.new, id).constrains();
        let at = join(path, name);
        if new.required.contains(name) {
            let effect = Effect {
                old_accepts_more: true,
                new_accepts_more: old_closed,
            };
            let message = format!("required property `{at}` was added");
            self.push(Rule::RequiredPropertyAdded, effect, &at, &pointer, message);
        } else {
            // Closed: old readers reject the new field. Open: old payloads may have used the
            // name for anything, which a constrained new property rejects.
            let effect = Effect {
                old_accepts_more: !old_closed && constrained,
                new_accepts_more: old_closed,
            };
            let message = format!("optional property `{at}` was added");
            self.push(Rule::PropertyAdded, effect, &at, &pointer, message);
        }
    }

    /// A property only OLD declares.
    fn removed(&mut self, old: &Shape, new: &Shape, (name, id): (&str, NodeId), path: &str) {
        let pointer = self.old.node(id).pointer.clone();
        let new_closed = new.additional == Additional::Closed;
        let constrained = shape(self.old, id).constrains();
        let effect = Effect {
            old_accepts_more: new_closed,
            new_accepts_more: old.required.contains(name) || (!new_closed && constrained),
        };
        let at = join(path, name);
        let message = format!("property `{at}` was removed");
        self.push(Rule::PropertyRemoved, effect, &at, &pointer, message);
    }

    /// A property both declare: whether it became required or optional, and its schema.
    fn kept(&mut self, old: &Shape, new: &Shape, name: &str, ids: (NodeId, NodeId), path: &str) {
        let pointer = self.new.node(ids.1).pointer.clone();
        let at = join(path, name);
        match (old.required.contains(name), new.required.contains(name)) {
            (false, true) => {
                let message = format!("`{at}` is now required");
                self.push(
                    Rule::RequiredAdded,
                    Effect::NARROWED,
                    &at,
                    &pointer,
                    message,
                );
            }
            (true, false) => {
                let message = format!("`{at}` is no longer required");
                self.push(
                    Rule::RequiredRemoved,
                    Effect::WIDENED,
                    &at,
                    &pointer,
                    message,
                );
            }
            _ => {}
        }
        self.compare(ids.0, ids.1, &at);
    }

    /// Required names that neither side declares as a property.
    fn undeclared_required(&mut self, old: &Shape, new: &Shape, path: &str) {
        let undeclared = |name: &&String| {
            !old.properties.contains_key(*name) && !new.properties.contains_key(*name)
        };
        for name in new.required.difference(&old.required).filter(undeclared) {
            let (at, message) = (
                join(path, name),
                format!("`{}` is now required", join(path, name)),
            );
            self.push(
                Rule::RequiredAdded,
                Effect::NARROWED,
                &at,
                &new.pointer,
                message,
            );
        }
        for name in old.required.difference(&new.required).filter(undeclared) {
            let (at, message) = (
                join(path, name),
                format!("`{}` is no longer required", join(path, name)),
            );
            self.push(
                Rule::RequiredRemoved,
                Effect::WIDENED,
                &at,
                &new.pointer,
                message,
            );
        }
    }

    /// What each side says of properties it does not list.
    fn additional(&mut self, old: &Shape, new: &Shape, path: &str) {
        let subject = if path.is_empty() {
            "the event".to_owned()
        } else {
            format!("`{path}`")
        };
        let closed = (
            Rule::AdditionalPropertiesClosed,
            Effect::NARROWED,
            format!("{subject} no longer accepts properties it does not list"),
        );
        let opened = (
            Rule::AdditionalPropertiesOpened,
            Effect::WIDENED,
            format!("{subject} now accepts properties it does not list"),
        );
        let change = match (&old.additional, &new.additional) {
            (Additional::Closed, Additional::Closed) | (Additional::Any, Additional::Any) => None,
            (_, Additional::Closed) => Some(closed),
            (Additional::Closed, _) => Some(opened),
            (Additional::Schema(a), Additional::Schema(b)) => {
                self.compare(*a, *b, &format!("{path}.*"));
                None
            }
            (Additional::Any, Additional::Schema(values)) => {
                shape(self.new, *values).constrains().then(|| {
                    let message = format!("the values of {subject} are now constrained");
                    (closed.0, closed.1, message)
                })
            }
            (Additional::Schema(values), Additional::Any) => {
                shape(self.old, *values).constrains().then(|| {
                    let message = format!("the values of {subject} are no longer constrained");
                    (opened.0, opened.1, message)
                })
            }
        };
        if let Some((rule, effect, message)) = change {
            self.push(rule, effect, path, &new.pointer, message);
        }
    }
}
