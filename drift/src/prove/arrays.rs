//! Arrays: the items position by position, `contains` and its bounds, sizes, `uniqueItems`.

use eventspec_schema::model::{Bound, Keywords, NodeId};

use super::{Node, Proof, Prover, conj::Conj};

/// The schemas of an array's items: those of the first positions, then the rest.
struct Positions {
    prefix: Vec<NodeId>,
    rest: Option<NodeId>,
}

impl Positions {
    /// What `keywords` says of each position in its dialect; `None` when the form is not one
    /// the dialect gives meaning to (a list `items` in 2020-12).
    fn of(keywords: &Keywords, draft7: bool) -> Option<Self> {
        if draft7 {
            if keywords.items_list.is_empty() {
                return Some(Self {
                    prefix: Vec::new(),
                    rest: keywords.items,
                });
            }
            return Some(Self {
                prefix: keywords.items_list.clone(),
                rest: keywords.additional_items,
            });
        }
        keywords.items_list.is_empty().then(|| Self {
            prefix: keywords.prefix_items.clone(),
            rest: keywords.items,
        })
    }

    fn at(&self, index: usize) -> Option<NodeId> {
        self.prefix.get(index).copied().or(self.rest)
    }
}

impl Prover<'_> {
    /// The array keywords of node `b`.
    pub(super) fn arrays(&mut self, from: usize, a: &Conj, node: &Node<'_>) -> Proof {
        let (b, keywords) = (node.b, node.keywords);
        let contract = self.contract(from);
        for kind in [Bound::MinItems, Bound::MaxItems] {
            self.bound(from, a, b, keywords, kind)?;
        }
        let Some(wanted) = Positions::of(keywords, self.sides[1 - from].draft7) else {
            return self.fail(
                from,
                b,
                "a list `items` has no meaning in draft 2020-12 (use `prefixItems`)",
            );
        };
        let own: Vec<Positions> = a
            .keywords(contract)
            .filter_map(|k| Positions::of(k, self.sides[from].draft7))
            .collect();
        let longest = own
            .iter()
            .map(|p| p.prefix.len())
            .chain([wanted.prefix.len()])
            .max()
            .unwrap_or(0);
        let max_items = a.bound(contract, Bound::MaxItems).unwrap_or(f64::INFINITY);
        // Positions past every prefix share one schema on each side: the last index stands for
        // all of them.
        for index in 0..=longest {
            if index as f64 >= max_items {
                break;
            }
            let Some(target) = wanted.at(index) else {
                continue;
            };
            let item: Vec<NodeId> = own.iter().filter_map(|p| p.at(index)).collect();
            let item = self.conj_of(from, &item);
            self.child(from, item, target)?;
        }
        if keywords.unique_items && !a.keywords(contract).any(|k| k.unique_items) && max_items > 1.0
        {
            return self.fail(from, b, "items must now be unique");
        }
        self.contains(from, a, b, keywords, &own)?;
        self.unevaluated_items(from, b, keywords, &wanted)
    }

    fn contains(
        &mut self,
        from: usize,
        a: &Conj,
        b: NodeId,
        keywords: &Keywords,
        own: &[Positions],
    ) -> Proof {
        let Some(wanted) = keywords.contains else {
            return Ok(());
        };
        let contract = self.contract(from);
        let min = keywords
            .bounds
            .get(&Bound::MinContains)
            .copied()
            .unwrap_or(1.0);
        let max = keywords.bounds.get(&Bound::MaxContains).copied();
        if max.is_none() && min == 0.0 {
            return Ok(());
        }
        let parts: Vec<&Keywords> = a.keywords(contract).collect();
        for keywords in parts {
            let Some(contained) = keywords.contains else {
                continue;
            };
            let own_min = keywords
                .bounds
                .get(&Bound::MinContains)
                .copied()
                .unwrap_or(1.0);
            let own_max = keywords.bounds.get(&Bound::MaxContains).copied();
            if own_min < min || max.is_some_and(|max| own_max.is_none_or(|own| own > max)) {
                continue;
            }
            let inner = self.conj_of(from, &[contained]);
            if self.conj(from, &inner, wanted).is_err() {
                continue;
            }
            // At most `max` items match NEW's schema: they must all be among those that
            // match OLD's.
            let wanted_conj = self.conj_of(1 - from, &[wanted]);
            if max.is_none() || self.conj(1 - from, &wanted_conj, contained).is_ok() {
                return Ok(());
            }
        }
        // Every item matches, and there are enough of them.
        let every: Vec<NodeId> = own.iter().filter_map(|p| p.rest).collect();
        let enough = a.bound(contract, Bound::MinItems).unwrap_or(0.0) >= min
            && own.iter().all(|p| p.prefix.is_empty());
        let few =
            max.is_none_or(|max| a.bound(contract, Bound::MaxItems).is_some_and(|m| m <= max));
        if enough && few && !every.is_empty() {
            let item = self.conj_of(from, &every);
            if self.conj(from, &item, wanted).is_ok() {
                return Ok(());
            }
        }
        self.fail(
            from,
            b,
            "`contains` (with its bounds) is not proven to hold",
        )
    }

    fn unevaluated_items(
        &mut self,
        from: usize,
        b: NodeId,
        keywords: &Keywords,
        wanted: &Positions,
    ) -> Proof {
        let Some(unevaluated) = keywords.unevaluated_items else {
            return Ok(());
        };
        let always = matches!(
            self.contract(1 - from).node(unevaluated).schema,
            eventspec_schema::model::Schema::Always
        );
        // With a schema for every position beside it and nothing applied in place, no item
        // is left unevaluated.
        if always || (wanted.rest.is_some() && !super::conj::evaluates_in_place(keywords)) {
            return Ok(());
        }
        self.fail(
            from,
            b,
            "`unevaluatedItems` is not judged beside the keywords around it",
        )
    }
}
