//! The value constraints of a schema node: its pattern, translated once for the generated
//! validators, then its bounds on numbers, lengths and sizes.

use eventspec_schema::model::{Bound, Keywords, NodeId};

use super::Lowerer;
use crate::{
    error::CodegenError,
    model::{Check, Pattern},
};

impl Lowerer<'_> {
    /// The value constraints of node `id` (with `keywords`): its pattern, translated, then its
    /// bounds.
    pub(super) fn checks(
        &self,
        id: NodeId,
        keywords: &Keywords,
    ) -> Result<Vec<Check>, CodegenError> {
        let mut out = Vec::new();
        if let Some(source) = &keywords.pattern {
            out.push(Check::Pattern(self.pattern(id, source)?));
        }
        out.extend(bounds(keywords));
        if let Some(values) = keywords.not.and_then(|not| self.excluded_values(not)) {
            out.push(Check::Excludes(values));
        }
        Ok(out)
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
        // A count is a non-negative whole number; anything else is no count at all.
        if let Some(limit) = keywords.bounds.get(&bound)
            && *limit >= 0.0
            && limit.fract() == 0.0
            && *limit <= u64::MAX as f64
        {
            out.push(make(*limit as u64));
        }
    }
    if keywords.unique_items {
        out.push(Check::UniqueItems);
    }
    out
}
