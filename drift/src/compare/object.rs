//! The properties of two objects side by side: renamed, added, removed, kept, required, and
//! what lies beyond them.

use eventspec_schema::model::NodeId;

use super::Walker;
use crate::{
    fact::{self, Fact},
    path::property as join,
    shape::{Additional, Shape, shape},
};

impl Walker<'_, '_> {
    /// Compares two objects' properties, required names and additional properties.
    pub(super) fn object(&mut self, old: &Shape, new: &Shape, path: &str) {
        let renamed = self.renamed(old, new);
        for (from, to) in &renamed {
            let (old_id, new_id) = (old.properties[from], new.properties[to]);
            let pointer = self.new.node(new_id).pointer.clone();
            let fact = Fact::PropertyRenamed {
                from: join(path, from),
                to: join(path, to),
            };
            self.emit(fact, &join(path, to), &pointer);
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
        let at = join(path, name);
        let fact = Fact::PropertyAdded {
            path: at.clone(),
            required: new.required.contains(name),
            old_closed: old.additional == Additional::Closed,
            constrained: shape(self.new, id).constrains(),
        };
        self.emit(fact, &at, &pointer);
    }

    /// A property only OLD declares.
    fn removed(&mut self, old: &Shape, new: &Shape, (name, id): (&str, NodeId), path: &str) {
        let pointer = self.old.node(id).pointer.clone();
        let at = join(path, name);
        let fact = Fact::PropertyRemoved {
            path: at.clone(),
            was_required: old.required.contains(name),
            new_closed: new.additional == Additional::Closed,
            constrained: shape(self.old, id).constrains(),
        };
        self.emit(fact, &at, &pointer);
    }

    /// A property both declare: whether it became required or optional, and its schema.
    fn kept(&mut self, old: &Shape, new: &Shape, name: &str, ids: (NodeId, NodeId), path: &str) {
        let pointer = self.new.node(ids.1).pointer.clone();
        let at = join(path, name);
        let fact = match (old.required.contains(name), new.required.contains(name)) {
            (false, true) => Some(Fact::RequiredAdded { path: at.clone() }),
            (true, false) => Some(Fact::RequiredRemoved { path: at.clone() }),
            _ => None,
        };
        if let Some(fact) = fact {
            self.emit(fact, &at, &pointer);
        }
        self.compare(ids.0, ids.1, &at);
    }

    /// Required names that neither side declares as a property.
    fn undeclared_required(&mut self, old: &Shape, new: &Shape, path: &str) {
        let undeclared = |name: &&String| {
            !old.properties.contains_key(*name) && !new.properties.contains_key(*name)
        };
        for name in new.required.difference(&old.required).filter(undeclared) {
            let at = join(path, name);
            self.emit(Fact::RequiredAdded { path: at.clone() }, &at, &new.pointer);
        }
        for name in old.required.difference(&new.required).filter(undeclared) {
            let at = join(path, name);
            self.emit(
                Fact::RequiredRemoved { path: at.clone() },
                &at,
                &new.pointer,
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
        let change = match (&old.additional, &new.additional) {
            (Additional::Closed, Additional::Closed) | (Additional::Any, Additional::Any) => None,
            (_, Additional::Closed) => Some(fact::Additional::Closed),
            (Additional::Closed, _) => Some(fact::Additional::Opened),
            (Additional::Schema(a), Additional::Schema(b)) => {
                self.compare(*a, *b, &crate::path::additional(path));
                None
            }
            (Additional::Any, Additional::Schema(values)) => shape(self.new, *values)
                .constrains()
                .then_some(fact::Additional::ValuesConstrained),
            (Additional::Schema(values), Additional::Any) => shape(self.old, *values)
                .constrains()
                .then_some(fact::Additional::ValuesUnconstrained),
        };
        if let Some(change) = change {
            let fact = Fact::AdditionalChanged { subject, change };
            self.emit(fact, path, &new.pointer);
        }
    }
}
