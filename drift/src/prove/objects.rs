//! Objects: property values by name and by pattern, what lies beyond them, `required`,
//! dependencies, `propertyNames`, sizes.

use std::collections::BTreeSet;

use eventspec_schema::model::{Bound, Keywords, NodeId, Schema};
use serde_json::Value;

use super::{
    Node, Proof, Prover,
    conj::{Conj, additional, evaluates_in_place},
};

impl Prover<'_> {
    /// The object keywords of node `b`.
    pub(super) fn objects(&mut self, from: usize, a: &Conj, node: &Node<'_>) -> Proof {
        let (b, keywords) = (node.b, node.keywords);
        let contract = self.contract(from);
        let required = a.required(contract);
        if let Some(name) = keywords.required.iter().find(|n| !required.contains(*n)) {
            return self.fail(from, b, format!("`{name}` is required here"));
        }
        let at_least = a.bound(contract, Bound::MinProperties).unwrap_or(0.0);
        let counted = (required.len() as f64).max(at_least);
        if keywords
            .bounds
            .get(&Bound::MinProperties)
            .is_some_and(|min| counted < *min)
        {
            return self.fail(from, b, "`minProperties` is not proven to hold");
        }
        self.bound(from, a, b, keywords, Bound::MaxProperties)?;
        for (name, wanted) in &keywords.properties {
            let value = a.property(contract, &mut self.patterns, name);
            let value = self.conj_of(from, &value);
            self.child(from, value, *wanted)?;
        }
        for (pattern, wanted) in &keywords.pattern_properties {
            self.pattern_property(from, a, b, pattern, *wanted)?;
        }
        self.beyond(from, a, b, keywords)?;
        self.dependencies(from, a, b, keywords)?;
        self.property_names(from, a, b, keywords)
    }

    /// Whether property `name` matches one of `patterns`: `None` when one cannot be matched.
    fn matches_any<'p>(
        &mut self,
        mut patterns: impl Iterator<Item = &'p String>,
        name: &str,
    ) -> Option<bool> {
        patterns.try_fold(false, |found, pattern| {
            Some(found || self.patterns.matches(pattern, name)?)
        })
    }

    /// `patternProperties` of `b`: the values of the properties whose names match.
    fn pattern_property(
        &mut self,
        from: usize,
        a: &Conj,
        b: NodeId,
        pattern: &str,
        wanted: NodeId,
    ) -> Proof {
        let contract = self.contract(from);
        for name in a.declared(contract) {
            match self.patterns.matches(pattern, &name) {
                Some(false) => {}
                Some(true) => {
                    let value = a.property(contract, &mut self.patterns, &name);
                    let value = self.conj_of(from, &value);
                    self.child(from, value, wanted)?;
                }
                None => {
                    return self.fail(from, b, format!("the pattern `{pattern}` does not compile"));
                }
            }
        }
        // Names `a` does not declare: a part with the same pattern says what their values are;
        // a part without patterns, what it says of every other name.
        let values: Vec<NodeId> = a
            .keywords(contract)
            .filter_map(|k| {
                k.pattern_properties
                    .iter()
                    .find(|(p, _)| p == pattern)
                    .map(|(_, id)| *id)
                    .or_else(|| additional(k).filter(|_| k.pattern_properties.is_empty()))
            })
            .collect();
        let values = self.conj_of(from, &values);
        self.child(from, values, wanted)
    }

    /// `additionalProperties` of `b` (or its `unevaluatedProperties` where nothing else
    /// evaluates properties): the values of the properties it neither lists nor matches.
    fn beyond(&mut self, from: usize, a: &Conj, b: NodeId, keywords: &Keywords) -> Proof {
        let contract = self.contract(from);
        let wanted = match (
            keywords.additional_properties,
            keywords.unevaluated_properties,
        ) {
            (Some(wanted), _) => wanted,
            (None, Some(wanted)) if !evaluates_in_place(keywords) => wanted,
            (None, Some(wanted)) => {
                if matches!(self.contract(1 - from).node(wanted).schema, Schema::Always) {
                    return Ok(());
                }
                return self.fail(
                    from,
                    b,
                    "`unevaluatedProperties` is not judged beside subschemas applied in place",
                );
            }
            (None, None) => return Ok(()),
        };
        let listed: BTreeSet<&String> = keywords.properties.iter().map(|(n, _)| n).collect();
        let patterns: Vec<&String> = keywords.pattern_properties.iter().map(|(p, _)| p).collect();
        for name in a.declared(contract) {
            if listed.contains(&name) {
                continue;
            }
            match self.matches_any(patterns.iter().copied(), &name) {
                Some(true) => {}
                Some(false) => {
                    let value = a.property(contract, &mut self.patterns, &name);
                    let value = self.conj_of(from, &value);
                    self.child(from, value, wanted)?;
                }
                None => return self.fail(from, b, "a pattern here does not compile"),
            }
        }
        // Names `a` does not declare. Parts whose patterns `b` has too: what they say beyond
        // them applies together.
        let shared: Vec<NodeId> = a
            .keywords(contract)
            .filter(|k| {
                k.pattern_properties
                    .iter()
                    .all(|(p, _)| patterns.contains(&p))
            })
            .filter_map(additional)
            .collect();
        let shared = self.conj_of(from, &shared);
        if self.child(from, shared, wanted).is_ok() {
            return Ok(());
        }
        // Or one part alone: what it says beyond its patterns, and under each pattern `b`
        // does not have.
        let parts: Vec<&Keywords> = a.keywords(contract).collect();
        for part in parts {
            let mut values: Vec<NodeId> = part
                .pattern_properties
                .iter()
                .filter(|(p, _)| !patterns.contains(&p))
                .map(|(_, id)| *id)
                .collect();
            let Some(beyond) = additional(part) else {
                continue;
            };
            values.push(beyond);
            let holds = values.into_iter().all(|value| {
                let value = self.conj_of(from, &[value]);
                self.child(from, value, wanted).is_ok()
            });
            if holds {
                return Ok(());
            }
        }
        self.fail(
            from,
            b,
            "properties this schema does not list are not proven to be accepted",
        )
    }

    /// `dependentRequired` and `dependentSchemas` of `b`.
    fn dependencies(&mut self, from: usize, a: &Conj, b: NodeId, keywords: &Keywords) -> Proof {
        let contract = self.contract(from);
        let required = a.required(contract);
        for (name, wanted) in &keywords.dependent_required {
            let own = a.keywords(contract).any(|k| {
                k.dependent_required
                    .iter()
                    .any(|(n, list)| n == name && wanted.iter().all(|w| list.contains(w)))
            });
            if !own && !wanted.iter().all(|w| required.contains(w)) && !self.absent(from, a, name) {
                return self.fail(
                    from,
                    b,
                    format!("properties are now required when `{name}` is present"),
                );
            }
        }
        for (name, wanted) in &keywords.dependent_schemas {
            if self.absent(from, a, name) || self.conj(from, a, *wanted).is_ok() {
                continue;
            }
            let own: Vec<NodeId> = a
                .keywords(contract)
                .flat_map(|k| k.dependent_schemas.iter())
                .filter(|(n, _)| n == name)
                .map(|(_, id)| *id)
                .collect();
            let mut seeds = a.parts.clone();
            seeds.extend(own);
            let with = self.conj_of(from, &seeds);
            if self.conj(from, &with, *wanted).is_err() {
                return self.fail(
                    from,
                    b,
                    format!("a schema now applies when `{name}` is present"),
                );
            }
        }
        Ok(())
    }

    /// Whether `a` never has property `name`.
    fn absent(&mut self, from: usize, a: &Conj, name: &str) -> bool {
        let value = a.property(self.contract(from), &mut self.patterns, name);
        self.conj_of(from, &value).never
    }

    /// `propertyNames` of `b`.
    fn property_names(&mut self, from: usize, a: &Conj, b: NodeId, keywords: &Keywords) -> Proof {
        let Some(wanted) = keywords.property_names else {
            return Ok(());
        };
        let contract = self.contract(from);
        let own: Vec<NodeId> = a
            .keywords(contract)
            .filter_map(|k| k.property_names)
            .collect();
        for names in own {
            let names = self.conj_of(from, &[names]);
            if self.conj(from, &names, wanted).is_ok() {
                return Ok(());
            }
        }
        // A closed part: its names are all there can be.
        let closed = a.keywords(contract).find(|k| {
            k.pattern_properties.is_empty()
                && additional(k).is_some_and(|id| matches!(contract.node(id).schema, Schema::Never))
        });
        if let Some(closed) = closed {
            let names: Vec<String> = closed.properties.iter().map(|(n, _)| n.clone()).collect();
            if names
                .into_iter()
                .all(|name| self.accepts(1 - from, wanted, &Value::String(name)) == Some(true))
            {
                return Ok(());
            }
        }
        self.fail(
            from,
            b,
            "`propertyNames` is not proven to accept every property name",
        )
    }
}
