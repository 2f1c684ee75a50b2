//! Objects: property values by name and by pattern, what lies beyond them, `required`,
//! dependencies, `propertyNames`, sizes.

use std::collections::BTreeSet;

use eventspec_schema::model::{Bound, Contract, Keywords, NodeId, Reference, Schema};
use serde_json::Value;

use super::{
    Node, Proof, Prover, Unproven,
    conj::{Conj, additional, evaluates_in_place},
};

/// What `b` wants of the properties it neither lists nor matches: their schema, with the names
/// and patterns it evaluates.
type Beyond = (NodeId, (BTreeSet<String>, Vec<String>));

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

    /// `additionalProperties` of `b` (or its `unevaluatedProperties`, where nothing else
    /// evaluates properties or only subschemas that always apply do): the values of the
    /// properties it neither lists nor matches.
    fn beyond(&mut self, from: usize, a: &Conj, b: NodeId, keywords: &Keywords) -> Proof {
        let Some((wanted, (listed, patterns))) = self.wanted_beyond(from, b, keywords)? else {
            return Ok(());
        };
        let contract = self.contract(from);
        let listed: BTreeSet<&String> = listed.iter().collect();
        let patterns: Vec<&String> = patterns.iter().collect();
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
        self.undeclared(from, a, b, &patterns, wanted)
    }

    /// What `b` says of the properties it neither lists nor matches: the schema their values
    /// must satisfy with the names and patterns it evaluates; `None` when it says nothing.
    fn wanted_beyond(
        &mut self,
        from: usize,
        b: NodeId,
        keywords: &Keywords,
    ) -> Result<Option<Beyond>, Unproven> {
        let own = || {
            let listed = keywords.properties.iter().map(|(n, _)| n.clone()).collect();
            let patterns = (keywords.pattern_properties.iter())
                .map(|(p, _)| p.clone())
                .collect();
            (listed, patterns)
        };
        match (
            keywords.additional_properties,
            keywords.unevaluated_properties,
        ) {
            (Some(wanted), _) => Ok(Some((wanted, own()))),
            (None, Some(wanted)) if !evaluates_in_place(keywords) => Ok(Some((wanted, own()))),
            (None, Some(wanted)) => {
                let other = self.contract(1 - from);
                if matches!(other.node(wanted).schema, Schema::Always) {
                    return Ok(None);
                }
                match evaluated_always(other, keywords) {
                    Some(evaluated) => Ok(Some((wanted, evaluated))),
                    None => self
                        .fail(
                            from,
                            b,
                            "`unevaluatedProperties` is not judged beside subschemas applied in \
                             place that apply only to some values (`anyOf`, `oneOf`, `if`, \
                             dependent schemas) or close their own properties",
                        )
                        .map(|()| None),
                }
            }
            (None, None) => Ok(None),
        }
    }

    /// The names `a` does not declare, whose values `b` wants to be `wanted` unless they match
    /// one of `patterns`.
    fn undeclared(
        &mut self,
        from: usize,
        a: &Conj,
        b: NodeId,
        patterns: &[&String],
        wanted: NodeId,
    ) -> Proof {
        let contract = self.contract(from);
        // A part closed by `unevaluatedProperties` over subschemas that always apply, all of
        // whose names `a` declares: what it says beyond them holds for every other name.
        let declared = a.declared(contract);
        let closed_over: Vec<NodeId> = a
            .keywords(contract)
            .filter(|k| k.additional_properties.is_none() && evaluates_in_place(k))
            .filter_map(|k| {
                let (names, patterns) = evaluated_always(contract, k)?;
                (patterns.is_empty() && names.is_subset(&declared))
                    .then_some(k.unevaluated_properties?)
            })
            .collect();
        for beyond in closed_over {
            let value = self.conj_of(from, &[beyond]);
            if self.child(from, value, wanted).is_ok() {
                return Ok(());
            }
        }
        // Parts whose patterns `b` has too: what they say beyond them applies together.
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

/// The property names and patterns evaluated beside `keywords` by subschemas that always apply
/// (`$ref` and `allOf`, and theirs in turn): what `unevaluatedProperties` of `keywords` leaves
/// out, with its own. `None` where a subschema applies only to some values (`anyOf`, `oneOf`,
/// `if`, dependent schemas, what the model does not read) or decides its own properties beyond
/// its list (`additionalProperties`, `unevaluatedProperties`), so what is evaluated depends on
/// the value: AG-UI's events, closed over the base fragments they compose, are the first case.
fn evaluated_always(
    contract: &Contract,
    keywords: &Keywords,
) -> Option<(BTreeSet<String>, Vec<String>)> {
    let (mut listed, mut patterns) = (BTreeSet::new(), Vec::new());
    let (mut pending, mut seen) = (vec![keywords], BTreeSet::new());
    while let Some(part) = pending.pop() {
        let conditional = !part.any_of.is_empty()
            || !part.one_of.is_empty()
            || part.if_.is_some()
            || !part.dependent_schemas.is_empty()
            || !part.unmodelled.is_empty();
        if conditional {
            return None;
        }
        listed.extend(part.properties.iter().map(|(name, _)| name.clone()));
        patterns.extend(part.pattern_properties.iter().map(|(p, _)| p.clone()));
        let reference = match &part.reference {
            Some(Reference::Local(id)) => Some(*id),
            Some(Reference::Unresolved(_)) => return None,
            None => None,
        };
        for id in part.all_of.iter().copied().chain(reference) {
            if !seen.insert(id) {
                continue;
            }
            match &contract.node(id).schema {
                Schema::Keywords(inner) => {
                    if inner.additional_properties.is_some()
                        || inner.unevaluated_properties.is_some()
                    {
                        return None;
                    }
                    pending.push(inner);
                }
                Schema::Always | Schema::Never => {}
            }
        }
    }
    Some((listed, patterns))
}
