//! Every assertion keyword of a node lowering reads is accounted for: each way of lowering a
//! node names the keywords it turns into types and checks, and whatever else the node asserts
//! is refused with its pointer. Nothing a generated validator would not check is dropped
//! without a word (an allow-list: a keyword JSON Schema adds, or one this file does not know,
//! is refused, not ignored).

use eventspec_schema::model::{Bound, Contract, Keywords, NodeId, Schema, Unmodelled};

use super::Lowerer;
use crate::error::CodegenError;

/// The keywords every lowering of a value in place turns into [`crate::model::Check`]s.
pub(super) const CHECKS: &[&str] = &[
    "pattern",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "minProperties",
    "maxProperties",
    "uniqueItems",
    "contains",
    "minContains",
    "maxContains",
    NOT_OF_VALUES,
];

/// A `not` that names values ([`crate::model::Check::Excludes`]): consumed where the
/// [`CHECKS`] are, while another `not` is refused there.
pub(super) const NOT_OF_VALUES: &str = "not (of values)";

/// The keywords lowering an object type (named, or a form) turns into its fields and closedness.
pub(super) const OBJECT: &[&str] = &[
    "type",
    "properties",
    "required",
    "additionalProperties",
    "unevaluatedProperties",
    "allOf",
];

/// `keywords` and the [`CHECKS`] every lowering in place consumes.
pub(super) fn consumes(keywords: &[&'static str]) -> Vec<&'static str> {
    [keywords, CHECKS].concat()
}

/// Whether `id` asserts nothing: `true`, `{}`, or annotations only.
pub(super) fn asserts_nothing(contract: &Contract, id: NodeId) -> bool {
    match &contract.node(id).schema {
        Schema::Always => true,
        Schema::Never => false,
        Schema::Keywords(keywords) => assertions(contract, keywords).is_empty(),
    }
}

/// The assertion keywords `keywords` holds, in a fixed order; a subschema that asserts nothing
/// (`additionalProperties: true`) asserts nothing for its keyword either.
pub(super) fn assertions(contract: &Contract, keywords: &Keywords) -> Vec<&'static str> {
    let asserting = |id: &Option<NodeId>| id.is_some_and(|id| !asserts_nothing(contract, id));
    let mut out: Vec<&'static str> = [
        ("$ref", keywords.reference.is_some()),
        ("type", keywords.types.is_some()),
        ("const", keywords.constant.is_some()),
        ("enum", keywords.values.is_some()),
        ("properties", !keywords.properties.is_empty()),
        ("required", !keywords.required.is_empty()),
        (
            "additionalProperties",
            asserting(&keywords.additional_properties),
        ),
        (
            "unevaluatedProperties",
            asserting(&keywords.unevaluated_properties),
        ),
        ("patternProperties", !keywords.pattern_properties.is_empty()),
        ("propertyNames", asserting(&keywords.property_names)),
        ("dependentRequired", !keywords.dependent_required.is_empty()),
        ("dependentSchemas", !keywords.dependent_schemas.is_empty()),
        (
            "items",
            asserting(&keywords.items) || !keywords.items_list.is_empty(),
        ),
        ("prefixItems", !keywords.prefix_items.is_empty()),
        ("additionalItems", asserting(&keywords.additional_items)),
        ("unevaluatedItems", asserting(&keywords.unevaluated_items)),
        ("contains", keywords.contains.is_some()),
        ("uniqueItems", keywords.unique_items),
        ("if", keywords.if_.is_some()),
        ("then", keywords.then.is_some()),
        ("else", keywords.else_.is_some()),
        ("oneOf", !keywords.one_of.is_empty()),
        ("anyOf", !keywords.any_of.is_empty()),
        ("allOf", !keywords.all_of.is_empty()),
        ("not", keywords.not.is_some()),
        ("pattern", keywords.pattern.is_some()),
    ]
    .into_iter()
    .filter_map(|(keyword, present)| present.then_some(keyword))
    .collect();
    for bound in Bound::ALL {
        if keywords.bounds.contains_key(&bound) || keywords.limits.contains_key(&bound) {
            out.push(bound.keyword());
        }
    }
    out.extend(keywords.unmodelled.iter().map(Unmodelled::keyword));
    out
}

impl Lowerer<'_> {
    /// Refuses the first assertion of node `id` that is not among `consumed`, the keywords
    /// the way it is lowered (`place`, e.g. "beside `$ref`") checks.
    pub(super) fn account(
        &self,
        id: NodeId,
        consumed: &[&str],
        place: &str,
    ) -> Result<(), CodegenError> {
        let Some(keywords) = self.keywords(id) else {
            return Ok(());
        };
        if let Some(malformed) = keywords.unmodelled.iter().find_map(|k| match k {
            Unmodelled::Malformed(keyword) => Some(*keyword),
            Unmodelled::DynamicReference(_) => None,
        }) {
            return Err(self.unsupported(
                self.pointer(id),
                malformed,
                "its value is not of the form JSON Schema gives it (e.g. `type` names JSON types: `null`, `boolean`, `object`, `array`, `number`, `integer` or `string`)",
            ));
        }
        let not_of_values = consumed.contains(&NOT_OF_VALUES)
            && keywords
                .not
                .is_some_and(|not| self.excluded_values(not).is_some());
        let Some(keyword) = assertions(self.contract, keywords)
            .into_iter()
            .find(|keyword| !(consumed.contains(keyword) || *keyword == "not" && not_of_values))
        else {
            return Ok(());
        };
        Err(self.unsupported(
            self.pointer(id),
            keyword,
            &format!(
                "the generated validators cannot check it {place}, and would accept what `eventspec validate` rejects; describe the constraint in `description` instead"
            ),
        ))
    }
}
