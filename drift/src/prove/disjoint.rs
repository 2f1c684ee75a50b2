//! Disjointness: no value is accepted by both of two conjunctions, proven cheaply where it can
//! be (types, finite values, a required property whose values cannot meet, a `not`).

use super::{Prover, conj::Conj};

/// How deep disjointness looks into properties and unions.
const DEPTH: usize = 4;

impl Prover<'_> {
    /// Whether no value is accepted by both `a` (side `from`) and `n` (the other side).
    pub(super) fn disjoint(&mut self, from: usize, a: &Conj, n: &Conj, depth: usize) -> bool {
        let to = 1 - from;
        if a.never || n.never {
            return true;
        }
        let (a_types, n_types) = (
            a.types(self.contract(from), self.sides[from].draft7),
            n.types(self.contract(to), self.sides[to].draft7),
        );
        if !a_types.meets(n_types) {
            return true;
        }
        if let Some(values) = self.finite(from, a) {
            return self.none_accepted(to, n, &values);
        }
        if let Some(values) = self.finite(to, n) {
            return self.none_accepted(from, a, &values);
        }
        if depth >= DEPTH {
            return false;
        }
        self.required_properties_apart(from, a, n, depth)
            || self.required_but_forbidden(from, a, n)
            || self.required_but_forbidden(to, n, a)
            || self.excluded_by_not(from, a, n)
            || self.excluded_by_not(to, n, a)
            || self.branches_apart(from, a, n, depth)
            || self.branches_apart(to, n, a, depth)
    }

    /// Whether `conj` of `side` rejects every one of `values`.
    fn none_accepted(&mut self, side: usize, conj: &Conj, values: &[serde_json::Value]) -> bool {
        values.iter().all(|value| {
            conj.parts
                .iter()
                .any(|part| self.accepts(side, *part, value) == Some(false))
        })
    }

    /// Both require a property whose values cannot be the same (a tag).
    fn required_properties_apart(&mut self, from: usize, a: &Conj, n: &Conj, depth: usize) -> bool {
        let to = 1 - from;
        let both: Vec<String> = a
            .required(self.contract(from))
            .intersection(&n.required(self.contract(to)))
            .cloned()
            .collect();
        both.iter().any(|name| {
            let a_value = a.property(self.contract(from), &mut self.patterns, name);
            let n_value = n.property(self.contract(to), &mut self.patterns, name);
            let (a_value, n_value) = (self.conj_of(from, &a_value), self.conj_of(to, &n_value));
            self.disjoint(from, &a_value, &n_value, depth + 1)
        })
    }

    /// `n` requires a property `a` never has (a closed object without it).
    fn required_but_forbidden(&mut self, from: usize, a: &Conj, n: &Conj) -> bool {
        let names = n.required(self.contract(1 - from));
        names.iter().any(|name| {
            let value = a.property(self.contract(from), &mut self.patterns, name);
            self.conj_of(from, &value).never
        })
    }

    /// `a` says `not M` (side `from`) and all of `n` is within M.
    fn excluded_by_not(&mut self, from: usize, a: &Conj, n: &Conj) -> bool {
        let nots: Vec<_> = a
            .keywords(self.contract(from))
            .filter_map(|k| k.not)
            .collect();
        nots.into_iter().any(|m| self.conj(1 - from, n, m).is_ok())
    }

    /// A union of `a` whose every branch is disjoint from `n`.
    fn branches_apart(&mut self, from: usize, a: &Conj, n: &Conj, depth: usize) -> bool {
        let contract = self.contract(from);
        let Some((union, branches)) = a.unsplit_union(contract) else {
            return false;
        };
        let draft7 = self.sides[from].draft7;
        branches.iter().all(|branch| {
            let with = a.with_branch(contract, draft7, union, *branch);
            self.disjoint(from, &with, n, depth + 1)
        })
    }
}
