//! Types, numbers and strings: the keywords of node `b` that judge scalars.

use eventspec_schema::model::{Bound, Keywords, NodeId};

use super::{Node, Proof, Prover, conj::Conj, number::is_multiple, types::Types};

impl Prover<'_> {
    /// `type`, `const`, `enum`, numeric bounds, `multipleOf`, lengths, `pattern`, `format`.
    pub(super) fn scalars(&mut self, from: usize, a: &Conj, node: &Node<'_>) -> Proof {
        let (b, keywords, types) = (node.b, node.keywords, node.types);
        if let Some(names) = &keywords.types {
            let allowed = Types::of_names(names);
            if !types.within(allowed) {
                return self.fail(
                    from,
                    b,
                    format!(
                        "{} are accepted on one side, not here",
                        (types - allowed).describe()
                    ),
                );
            }
        }
        if keywords.constant.is_some() || keywords.values.is_some() {
            // A finite side was decided value by value before this.
            return self.fail(from, b, "only listed values are accepted here");
        }
        if types.meets(Types::NUMBER) {
            self.numbers(from, a, b, keywords, types)?;
        }
        if types.meets(Types::STRING) {
            self.strings(from, a, b, keywords)?;
        }
        Ok(())
    }

    fn numbers(
        &mut self,
        from: usize,
        a: &Conj,
        b: NodeId,
        keywords: &Keywords,
        types: Types,
    ) -> Proof {
        let contract = self.contract(from);
        let bound = |kind| a.bound(contract, kind);
        // The tightest lower and upper limits of `a`, each with whether it is exclusive.
        let tighter = |x: Option<(f64, bool)>, y: Option<(f64, bool)>, lower: bool| match (x, y) {
            (Some(p), Some(q)) if p.0 == q.0 => Some((p.0, p.1 || q.1)),
            (Some(p), Some(q)) => Some(if (p.0 > q.0) == lower { p } else { q }),
            (p, q) => p.or(q),
        };
        let lower = tighter(
            bound(Bound::Minimum).map(|v| (v, false)),
            bound(Bound::ExclusiveMinimum).map(|v| (v, true)),
            true,
        );
        let upper = tighter(
            bound(Bound::Maximum).map(|v| (v, false)),
            bound(Bound::ExclusiveMaximum).map(|v| (v, true)),
            false,
        );
        let within = |limit: f64, exclusive: bool, own: Option<(f64, bool)>, lower: bool| {
            own.is_some_and(|(value, own_exclusive)| {
                let beyond = if lower { value > limit } else { value < limit };
                beyond || (value == limit && (own_exclusive || !exclusive))
            })
        };
        for (kind, exclusive, is_lower) in [
            (Bound::Minimum, false, true),
            (Bound::ExclusiveMinimum, true, true),
            (Bound::Maximum, false, false),
            (Bound::ExclusiveMaximum, true, false),
        ] {
            let Some(limit) = keywords.bounds.get(&kind) else {
                continue;
            };
            let own = if is_lower { lower } else { upper };
            if !within(*limit, exclusive, own, is_lower) {
                return self.fail(
                    from,
                    b,
                    format!(
                        "`{}: {limit}` is not proven to hold for every number",
                        kind.keyword()
                    ),
                );
            }
        }
        if let Some(divisor) = keywords.bounds.get(&Bound::MultipleOf) {
            let own = a
                .keywords(contract)
                .filter_map(|k| k.bounds.get(&Bound::MultipleOf))
                .any(|m| is_multiple(*m, *divisor) == Some(true));
            let integers =
                !types.meets(Types::FRACTION) && is_multiple(1.0, *divisor) == Some(true);
            if !own && !integers {
                return self.fail(
                    from,
                    b,
                    format!("`multipleOf: {divisor}` is not proven to hold for every number"),
                );
            }
        }
        Ok(())
    }

    fn strings(&mut self, from: usize, a: &Conj, b: NodeId, keywords: &Keywords) -> Proof {
        let contract = self.contract(from);
        for kind in [Bound::MinLength, Bound::MaxLength] {
            self.bound(from, a, b, keywords, kind)?;
        }
        if let Some(pattern) = &keywords.pattern
            && !a
                .keywords(contract)
                .any(|k| k.pattern.as_ref() == Some(pattern))
        {
            return self.fail(from, b, format!("strings must now match `{pattern}`"));
        }
        if let Some(format) = &keywords.format
            && !a
                .keywords(contract)
                .any(|k| k.format.as_ref() == Some(format))
        {
            return self.fail(from, b, format!("strings must now be of format `{format}`"));
        }
        Ok(())
    }

    /// A size bound of `b` (`minLength`, `maxItems`, ...) held by `a`'s own.
    pub(super) fn bound(
        &mut self,
        from: usize,
        a: &Conj,
        b: NodeId,
        keywords: &Keywords,
        kind: Bound,
    ) -> Proof {
        let Some(limit) = keywords.bounds.get(&kind) else {
            return Ok(());
        };
        let own = a.bound(self.contract(from), kind);
        let holds = own.is_some_and(|own| {
            if kind.larger_is_tighter() {
                own >= *limit
            } else {
                own <= *limit
            }
        });
        if holds {
            Ok(())
        } else {
            self.fail(
                from,
                b,
                format!("`{}: {limit}` is not proven to hold", kind.keyword()),
            )
        }
    }
}
