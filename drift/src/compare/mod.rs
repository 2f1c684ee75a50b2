//! The structural walk: two schema nodes, side by side, down to every property and item.

mod forms;
mod object;
mod values;

use std::collections::BTreeSet;

use eventspec_schema::model::{Contract, NodeId};

use forms::discriminator;

use crate::{
    change::{Effect, Rule},
    fact::Fact,
    judge::judge,
    prove::Prover,
    shape::{Shape, shape},
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
pub struct Walker<'a, 'p> {
    old: &'a Contract,
    new: &'a Contract,
    /// Tells which members of untagged unions mean the same.
    prover: &'p mut Prover<'a>,
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

impl<'a, 'p> Walker<'a, 'p> {
    /// A walker over two contracts.
    pub fn new(old: &'a Contract, new: &'a Contract, prover: &'p mut Prover<'a>) -> Self {
        Self {
            old,
            new,
            prover,
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

    /// Records what the walk saw at `path` (`pointer` in NEW, or OLD for what was removed),
    /// judged by its rule's handler.
    fn emit(&mut self, fact: Fact, path: &str, pointer: &str) {
        let judged = judge(&fact);
        self.found.push(Found {
            rule: judged.rule,
            effect: judged.effect,
            info: judged.info,
            path: path.to_owned(),
            pointer: pointer.to_owned(),
            message: judged.message,
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
            let fact = Fact::DescriptionChanged {
                subject: subject.clone(),
            };
            self.emit(fact, path, &at);
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
            self.compare(old_items, new_items, &crate::path::items(path));
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
}
