//! The value constraints of a schema node: its pattern, translated once for the generated
//! validators, then its bounds on numbers, lengths and sizes, then what its items must contain.

use eventspec_schema::model::{Bound, Keywords, NodeId};

use super::Lowerer;
use crate::{
    error::CodegenError,
    model::{Check, Contains, Pattern},
};

impl Lowerer<'_> {
    /// The value constraints of node `id` (with `keywords`; an inline object its `contains`
    /// holds is named after `hint`): its pattern, translated, then its bounds, then `contains`.
    pub(super) fn checks(
        &mut self,
        id: NodeId,
        keywords: &Keywords,
        hint: &str,
    ) -> Result<Vec<Check>, CodegenError> {
        let mut out = Vec::new();
        if let Some(source) = &keywords.pattern {
            out.push(Check::Pattern(self.pattern(id, source)?));
        }
        out.extend(bounds(keywords));
        if let Some(contains) = self.contains(keywords, hint)? {
            out.push(Check::Contains(contains));
        }
        // A `not` of types alone narrows the types a schema of `type` lists (see
        // `narrowed`); beside anything else, it excludes their values.
        let narrowed = keywords.reference.is_none()
            && keywords.constant.is_none()
            && keywords.values.is_none()
            && keywords.one_of.is_empty()
            && keywords.any_of.is_empty()
            && keywords.all_of.is_empty()
            && keywords.not.is_some_and(|not| {
                self.keywords(not).is_some_and(|k| {
                    k.types.is_some() && k.constant.is_none() && k.values.is_none()
                })
            });
        if let Some(values) = keywords.not.and_then(|not| self.excluded_values(not))
            && !narrowed
        {
            out.push(Check::Excludes(values));
        }
        Ok(out)
    }

    /// The `contains` of `keywords` with its counts, as the document's dialect reads them:
    /// draft 6 and 7 have no `minContains` or `maxContains` (an item must match), draft 4 no
    /// `contains` at all. `None` where it constrains nothing (`minContains: 0` without
    /// `maxContains`: JSON Schema says `contains` then always passes).
    fn contains(
        &mut self,
        keywords: &Keywords,
        hint: &str,
    ) -> Result<Option<Contains>, CodegenError> {
        let Some(item) = keywords.contains else {
            return Ok(None);
        };
        let dialect = (self.contract.keywords(self.contract.root()))
            .and_then(|root| root.dialect.as_deref())
            .unwrap_or_default();
        if ["draft-03", "draft-04"].iter().any(|d| dialect.contains(d)) {
            return Ok(None);
        }
        let counted = !["draft-06", "draft-07"].iter().any(|d| dialect.contains(d));
        let count = |bound: Bound| match counted {
            true => keywords.bounds.get(&bound).copied().and_then(count),
            false => None,
        };
        let (min, max) = (
            count(Bound::MinContains).unwrap_or(1),
            count(Bound::MaxContains),
        );
        if min == 0 && max.is_none() {
            return Ok(None);
        }
        let item = self.ty(item, &format!("{hint}Contains"))?;
        Ok(Some(Contains { item, min, max }))
    }

    /// The `pattern` `source` of node `id`, translated for the generated validators.
    fn pattern(&self, id: NodeId, source: &str) -> Result<Pattern, CodegenError> {
        let pointer = format!("{}/pattern", self.pointer(id));
        let refused = |reason: String| CodegenError::Pattern {
            source_name: self.source_name.to_owned(),
            location: format!("`{pointer}`"),
            pattern: source.to_owned(),
            reason,
        };
        let parsed = eventspec_pattern::Pattern::parse(source).map_err(refused)?;
        let python = parsed.for_generation(self.patterns).map_err(refused)?;
        Ok(Pattern {
            source: parsed.source.clone(),
            python: python.to_owned(),
            rust: (!parsed.lookaround).then(|| parsed.rust.clone()),
            backtracking: parsed.backtracking.clone(),
            pointer,
        })
    }
}

/// The bounds a schema node puts on numbers, lengths and sizes, in a fixed order.
fn bounds(keywords: &Keywords) -> Vec<Check> {
    let mut out = Vec::new();
    type Make<T> = fn(T) -> Check;
    let numbers: [(Bound, Make<serde_json::Number>); 5] = [
        (Bound::Minimum, Check::Minimum),
        (Bound::Maximum, Check::Maximum),
        (Bound::ExclusiveMinimum, Check::ExclusiveMinimum),
        (Bound::ExclusiveMaximum, Check::ExclusiveMaximum),
        (Bound::MultipleOf, Check::MultipleOf),
    ];
    for (bound, make) in numbers {
        if let Some(limit) = keywords.limits.get(&bound) {
            out.push(make(limit.clone()));
        }
    }
    let counts: [(Bound, Make<u64>); 6] = [
        (Bound::MinLength, Check::MinLength),
        (Bound::MaxLength, Check::MaxLength),
        (Bound::MinItems, Check::MinItems),
        (Bound::MaxItems, Check::MaxItems),
        (Bound::MinProperties, Check::MinProperties),
        (Bound::MaxProperties, Check::MaxProperties),
    ];
    for (bound, make) in counts {
        if let Some(limit) = keywords.bounds.get(&bound).copied().and_then(count) {
            out.push(make(limit));
        }
    }
    if keywords.unique_items {
        out.push(Check::UniqueItems);
    }
    out
}

/// `limit` as a count: a non-negative whole number; anything else is no count at all.
fn count(limit: f64) -> Option<u64> {
    (limit >= 0.0 && limit.fract() == 0.0 && limit <= u64::MAX as f64).then_some(limit as u64)
}
