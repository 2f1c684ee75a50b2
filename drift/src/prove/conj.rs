//! A conjunction of one side's nodes (a value is in it when every node accepts it), taken
//! apart as far as the proofs read it: references and `allOf` followed, unions split on demand.

use std::collections::BTreeSet;

use eventspec_schema::model::{Bound, Contract, Keywords, NodeId, Reference, Schema, Unmodelled};
use serde_json::Value;

use super::{instances::Patterns, types::Types};

/// More parts than this are dropped: a conjunction with fewer parts accepts more, so proofs
/// about it stay true of the whole.
const MAX_PARTS: usize = 256;
/// How deep the types of unions are looked into.
const TYPE_DEPTH: usize = 4;

/// Which union of a part was split.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Union {
    AnyOf,
    OneOf,
}

/// A conjunction of nodes of one side.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Conj {
    /// The nodes whose own keywords apply (references and `allOf` already followed).
    pub parts: Vec<NodeId>,
    /// The unions already split: one of their branches is among the parts.
    pub split: BTreeSet<(NodeId, Union)>,
    /// A `false` schema is among them: nothing is accepted.
    pub never: bool,
    /// The types it is restricted to, besides what the parts say.
    pub only: Types,
}

impl Conj {
    /// The conjunction of `seeds` in `contract` (a draft 7 document ignores the siblings of
    /// `$ref`).
    pub fn of(contract: &Contract, draft7: bool, seeds: &[NodeId]) -> Self {
        let mut out = Self::default();
        out.add(contract, draft7, seeds);
        out
    }

    fn add(&mut self, contract: &Contract, draft7: bool, seeds: &[NodeId]) {
        let mut seen: BTreeSet<NodeId> = self.parts.iter().copied().collect();
        let mut pending: Vec<NodeId> = seeds.iter().rev().copied().collect();
        while let Some(id) = pending.pop() {
            if self.parts.len() >= MAX_PARTS || self.never {
                break;
            }
            if !seen.insert(id) {
                continue;
            }
            let keywords = match &contract.node(id).schema {
                Schema::Never => {
                    self.never = true;
                    break;
                }
                Schema::Always => continue,
                Schema::Keywords(keywords) => keywords,
            };
            if let Some(Reference::Local(target)) = keywords.reference {
                pending.push(target);
                if draft7 || keywords.is_alias() {
                    continue;
                }
            }
            pending.extend(keywords.all_of.iter().rev());
            self.parts.push(id);
        }
        self.parts.sort();
    }

    /// This conjunction with `branch` of the union `which` of `part` taken in its place.
    pub fn with_branch(
        &self,
        contract: &Contract,
        draft7: bool,
        (part, which): (NodeId, Union),
        branch: NodeId,
    ) -> Self {
        let mut out = self.clone();
        out.split.insert((part, which));
        out.add(contract, draft7, &[branch]);
        out
    }

    /// This conjunction restricted to the values of type `only`.
    pub fn restricted(&self, only: Types) -> Self {
        let mut out = self.clone();
        out.only = out.only & only;
        out
    }

    /// A union of a part not split yet, with its branches.
    pub fn unsplit_union(&self, contract: &Contract) -> Option<((NodeId, Union), Vec<NodeId>)> {
        self.parts.iter().find_map(|&part| {
            let keywords = contract.keywords(part)?;
            [
                (Union::AnyOf, &keywords.any_of),
                (Union::OneOf, &keywords.one_of),
            ]
            .into_iter()
            .find(|(which, branches)| !branches.is_empty() && !self.split.contains(&(part, *which)))
            .map(|(which, branches)| ((part, which), branches.clone()))
        })
    }

    /// The keywords of each part.
    pub fn keywords<'c>(&self, contract: &'c Contract) -> impl Iterator<Item = &'c Keywords> {
        self.parts.iter().filter_map(|id| contract.keywords(*id))
    }

    /// The types a value may have.
    pub fn types(&self, contract: &Contract, draft7: bool) -> Types {
        if self.never {
            return Types::NONE;
        }
        self.parts.iter().fold(self.only, |set, part| {
            set & part_types(contract, draft7, *part, self, TYPE_DEPTH)
        })
    }

    /// The required property names.
    pub fn required(&self, contract: &Contract) -> BTreeSet<String> {
        self.keywords(contract)
            .flat_map(|k| k.required.iter().cloned())
            .collect()
    }

    /// The property names the parts declare.
    pub fn declared(&self, contract: &Contract) -> BTreeSet<String> {
        self.keywords(contract)
            .flat_map(|k| k.properties.iter().map(|(name, _)| name.clone()))
            .collect()
    }

    /// The schemas the value of property `name` must satisfy, as far as they can be told
    /// (a part whose patterns cannot be matched says nothing: fewer parts accept more).
    pub fn property(
        &self,
        contract: &Contract,
        patterns: &mut Patterns,
        name: &str,
    ) -> Vec<NodeId> {
        let mut out = Vec::new();
        for keywords in self.keywords(contract) {
            if let Some((_, id)) = keywords.properties.iter().find(|(n, _)| n == name) {
                out.push(*id);
                continue;
            }
            let mut matched = Some(false);
            for (pattern, id) in &keywords.pattern_properties {
                match patterns.matches(pattern, name) {
                    Some(true) => {
                        out.push(*id);
                        matched = matched.map(|_| true);
                    }
                    Some(false) => {}
                    None => matched = None,
                }
            }
            if matched == Some(false)
                && let Some(additional) = additional(keywords)
            {
                out.push(additional);
            }
        }
        out
    }

    /// The tightest value of a bound among the parts: the largest where larger is tighter.
    pub fn bound(&self, contract: &Contract, bound: Bound) -> Option<f64> {
        let values = self
            .keywords(contract)
            .filter_map(|k| k.bounds.get(&bound).copied());
        if bound.larger_is_tighter() {
            values.reduce(f64::max)
        } else {
            values.reduce(f64::min)
        }
    }

    /// A finite list of every value the conjunction may accept (from `const`, `enum`, or types
    /// with finitely many values), before the parts' other keywords filter it.
    pub fn candidates(&self, contract: &Contract, draft7: bool) -> Option<Vec<Value>> {
        let only = self.only;
        let typed = |values: Vec<Value>| -> Vec<Value> {
            values
                .into_iter()
                .filter(|v| Types::of_value(v).within(only))
                .collect()
        };
        for keywords in self.keywords(contract) {
            if let Some(value) = &keywords.constant {
                return Some(typed(vec![value.clone()]));
            }
            if let Some(values) = &keywords.values {
                return Some(typed(values.clone()));
            }
        }
        let types = self.types(contract, draft7);
        types.within(Types::NULL | Types::BOOLEAN).then(|| {
            [Value::Null, Value::Bool(false), Value::Bool(true)]
                .into_iter()
                .filter(|v| Types::of_value(v).within(types))
                .collect()
        })
    }
}

/// What a part says of properties it neither lists nor matches by pattern:
/// `additionalProperties`, or `unevaluatedProperties` where nothing else evaluates properties.
pub fn additional(keywords: &Keywords) -> Option<NodeId> {
    keywords.additional_properties.or_else(|| {
        keywords
            .unevaluated_properties
            .filter(|_| !evaluates_in_place(keywords))
    })
}

/// Whether subschemas applied in place (whose evaluated properties and items count for
/// `unevaluated*`) sit beside the keywords.
pub fn evaluates_in_place(keywords: &Keywords) -> bool {
    keywords.reference.is_some()
        || !keywords.all_of.is_empty()
        || !keywords.any_of.is_empty()
        || !keywords.one_of.is_empty()
        || keywords.if_.is_some()
        || !keywords.dependent_schemas.is_empty()
        || !keywords.unmodelled.is_empty()
}

/// The types a part may accept: its `type`, `const`, `enum`, plain `not`, and its unions.
fn part_types(contract: &Contract, draft7: bool, id: NodeId, conj: &Conj, depth: usize) -> Types {
    let Some(keywords) = contract.keywords(id) else {
        return Types::ALL;
    };
    let mut types = match &keywords.types {
        Some(names) => Types::of_names(names),
        None => Types::ALL,
    };
    if keywords.unmodelled.contains(&Unmodelled::Malformed("type")) {
        types = Types::ALL;
    }
    if let Some(value) = &keywords.constant {
        types = types & Types::of_value(value);
    }
    if let Some(values) = &keywords.values {
        types = types
            & values
                .iter()
                .fold(Types::NONE, |t, v| t | Types::of_value(v));
    }
    if let Some(not) = keywords.not
        && let Some(excluded) = contract.keywords(contract.resolved(not))
        && excluded.is_plain_type()
        && let Some(names) = &excluded.types
    {
        types = types - Types::of_names(names);
    }
    if depth == 0 {
        return types;
    }
    for (which, branches) in [
        (Union::AnyOf, &keywords.any_of),
        (Union::OneOf, &keywords.one_of),
    ] {
        if branches.is_empty() || conj.split.contains(&(id, which)) {
            continue;
        }
        let union = branches.iter().fold(Types::NONE, |set, branch| {
            let inner = Conj::of(contract, draft7, &[*branch]);
            set | inner.parts.iter().fold(
                if inner.never { Types::NONE } else { Types::ALL },
                |t, p| t & part_types(contract, draft7, *p, &inner, depth - 1),
            )
        });
        types = types & union;
    }
    types
}
