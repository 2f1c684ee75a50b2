//! The forms of a union (inline object forms, or members), matched between two versions.

use std::collections::BTreeSet;

use eventspec_schema::model::Contract;

use super::Walker;
use crate::{fact::Fact, shape::Shape};

impl Walker<'_, '_> {
    /// The forms of a union, matched by the `const` that tells them apart.
    pub(super) fn forms(&mut self, old: &Shape, new: &Shape, path: &str) {
        let (_, old_labels) = form_labels(self.old, &old.forms);
        let (tag, new_labels) = form_labels(self.new, &new.forms);
        let pairs = if tag.is_some() {
            new_labels
                .iter()
                .map(|name| old_labels.iter().position(|o| o == name))
                .collect()
        } else {
            self.pair_by_content(old, new)
        };
        for (index, pair) in pairs.iter().enumerate() {
            match pair {
                Some(old_index) => {
                    self.compare_shapes(&old.forms[*old_index], &new.forms[index], path);
                }
                None => {
                    let label = new_labels[index].clone();
                    self.emit(Fact::FormAdded { label }, path, &new.forms[index].pointer);
                }
            }
        }
        for (index, name) in old_labels.iter().enumerate() {
            if !pairs.contains(&Some(index)) {
                let label = name.clone();
                self.emit(Fact::FormRemoved { label }, path, &old.forms[index].pointer);
            }
        }
    }

    /// For each of NEW's forms, the form of OLD that accepts the same values, if one does:
    /// forms no property tells apart are matched by what they accept, not where they stand.
    fn pair_by_content(&mut self, old: &Shape, new: &Shape) -> Vec<Option<usize>> {
        let node = |contract: &Contract, form: &Shape| contract.at(&form.pointer);
        let mut taken = vec![false; old.forms.len()];
        let mut pairs = Vec::new();
        for new_form in &new.forms {
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
            pairs.push(found);
        }
        pairs
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
pub(super) fn discriminator(contract: &Contract, forms: &[Shape], path: &str) -> Option<String> {
    let (name, _) = form_labels(contract, forms);
    name.map(|name| crate::path::property(path, &name))
}
