//! The forms of a union (inline object forms, or members), matched between two versions.

use std::collections::{BTreeMap, BTreeSet};

use eventspec_schema::model::Contract;

use super::Walker;
use crate::{fact::Fact, shape::Shape};

/// How a report names a form, and whether that name tells it from its siblings (a tag value,
/// or a name no other form of its union has) rather than by where it stands.
struct Label {
    text: String,
    identity: bool,
}

impl Walker<'_, '_> {
    /// The forms of a union, paired by what identifies them (the `const` that tells them
    /// apart, else their `title` or `$ref` name), then the rest by what they accept. A paired
    /// form is compared for its changes; the others were added or removed.
    pub(super) fn forms(&mut self, old: &Shape, new: &Shape, path: &str) {
        let (old_tag, old_labels) = form_labels(self.old, &old.forms);
        let (new_tag, new_labels) = form_labels(self.new, &new.forms);
        let mut pairs = vec![None; new.forms.len()];
        if old_tag.is_some() && old_tag == new_tag {
            pair_by_key(
                &mut pairs,
                &identities(&old_labels),
                &identities(&new_labels),
            );
        }
        pair_by_key(&mut pairs, &names(&old.forms), &names(&new.forms));
        self.pair_by_content(old, new, &mut pairs);
        for (index, pair) in pairs.iter().enumerate() {
            match pair {
                Some(old_index) => {
                    self.compare_shapes(&old.forms[*old_index], &new.forms[index], path);
                }
                None => {
                    let label = new_labels[index].text.clone();
                    self.emit(Fact::FormAdded { label }, path, &new.forms[index].pointer);
                }
            }
        }
        for (index, name) in old_labels.iter().enumerate() {
            if !pairs.contains(&Some(index)) {
                let label = name.text.clone();
                self.emit(Fact::FormRemoved { label }, path, &old.forms[index].pointer);
            }
        }
    }

    /// Pairs each of NEW's forms still unpaired with a form of OLD not yet taken that accepts
    /// the same values, if one does: forms nothing names are matched by what they accept, not
    /// where they stand.
    fn pair_by_content(&mut self, old: &Shape, new: &Shape, pairs: &mut [Option<usize>]) {
        let node = |contract: &Contract, form: &Shape| contract.at(&form.pointer);
        let mut taken = vec![false; old.forms.len()];
        for index in pairs.iter().flatten() {
            taken[*index] = true;
        }
        for (new_form, pair) in new.forms.iter().zip(pairs.iter_mut()) {
            if pair.is_some() {
                continue;
            }
            let found = old.forms.iter().enumerate().position(|(index, old_form)| {
                !taken[index]
                    && match (node(self.old, old_form), node(self.new, new_form)) {
                        (Some(a), Some(b)) => self.prover.equivalent(a, b),
                        _ => false,
                    }
            });
            if let Some(index) = found {
                taken[index] = true;
            }
            *pair = found;
        }
    }
}

/// Pairs each of NEW's forms still unpaired whose key is the key of one of OLD's forms not yet
/// taken (keys are unique on each side; `None` pairs nothing).
fn pair_by_key(pairs: &mut [Option<usize>], old: &[Option<String>], new: &[Option<String>]) {
    let taken: BTreeSet<usize> = pairs.iter().flatten().copied().collect();
    let by_key: BTreeMap<&str, usize> = old
        .iter()
        .enumerate()
        .filter(|(index, _)| !taken.contains(index))
        .filter_map(|(index, key)| Some((key.as_deref()?, index)))
        .collect();
    for (pair, key) in pairs.iter_mut().zip(new) {
        if pair.is_none() {
            *pair = key.as_deref().and_then(|key| by_key.get(key).copied());
        }
    }
}

/// The labels that identify their form, as keys.
fn identities(labels: &[Label]) -> Vec<Option<String>> {
    labels
        .iter()
        .map(|label| label.identity.then(|| label.text.clone()))
        .collect()
}

/// Each form's name (its `title`, else its `$ref` name) as a key, where no other form of the
/// union has it.
fn names(forms: &[Shape]) -> Vec<Option<String>> {
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    for name in forms.iter().filter_map(|form| form.name.as_deref()) {
        *count.entry(name).or_default() += 1;
    }
    forms
        .iter()
        .map(|form| form.name.clone().filter(|name| count[name.as_str()] == 1))
        .collect()
}

/// The property that tells the forms of a union apart (pinned to a different `const` in
/// each), and each form's label: `role=user` when a property does, else its name (`title` or
/// `$ref` name), and its position (`#2`) only when it has no name of its own.
fn form_labels(contract: &Contract, forms: &[Shape]) -> (Option<String>, Vec<Label>) {
    let candidates: BTreeSet<&String> = forms
        .first()
        .map(|s| s.properties.keys().collect())
        .unwrap_or_default();
    for name in candidates {
        let values: Option<Vec<String>> = forms.iter().map(|s| s.pinned(contract, name)).collect();
        if let Some(values) = values {
            let distinct: BTreeSet<&String> = values.iter().collect();
            if distinct.len() == values.len() {
                let labels = values.iter().map(|v| Label {
                    text: format!("{name}={v}"),
                    identity: true,
                });
                return (Some(name.clone()), labels.collect());
            }
        }
    }
    let labels = names(forms)
        .into_iter()
        .zip(forms)
        .enumerate()
        .map(|(index, (unique, form))| match (unique, &form.name) {
            (Some(text), _) => Label {
                text,
                identity: true,
            },
            (None, Some(name)) => Label {
                text: format!("{name} #{index}"),
                identity: false,
            },
            (None, None) => Label {
                text: format!("#{index}"),
                identity: false,
            },
        });
    (None, labels.collect())
}

/// The path of the property that tells `forms` apart, if one does.
pub(super) fn discriminator(contract: &Contract, forms: &[Shape], path: &str) -> Option<String> {
    let (name, _) = form_labels(contract, forms);
    name.map(|name| crate::path::property(path, &name))
}
