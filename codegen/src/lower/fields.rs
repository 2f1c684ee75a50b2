//! The fields of an object type: its own properties, those of the schemas its `allOf` merges
//! in (a closed type extending a base: `allOf: [{"$ref": "#/$defs/Base"}, {...}]`), and those
//! of the object it is a form of; closed by `additionalProperties: false` over its own
//! properties, or by `unevaluatedProperties: false` over all of them.

use eventspec_schema::model::{JsonType, Keywords, NodeId, Schema};

use super::{
    Lowerer,
    account::{OBJECT, assertions, asserts_nothing},
    types::{admits, json_equal, literal_values},
};
use crate::error::CodegenError;

/// How deep `allOf` members may nest inside one another (each a `$ref` or inline schema).
const MERGE_DEPTH: usize = 32;

/// The most object schemas `allOf` merging visits for one document: a schema listed twice at
/// each level (or reached by two paths) doubles them.
const MAX_MERGES: usize = 100_000;

/// The fields of an object (or of an inline form, with those of the object it is a form of).
#[derive(Default, Clone)]
pub(super) struct Fields {
    pub(super) properties: Vec<(String, NodeId)>,
    pub(super) required: Vec<String>,
    pub(super) closed: bool,
    /// The schema of the fields it does not declare (`additionalProperties` as a schema).
    pub(super) rest: Option<NodeId>,
    /// Whether `additionalProperties: false` closed it over the properties it had then: a form
    /// of it cannot add any.
    sealed: bool,
    /// The values a field may not have (the open-enum form of an object union, see
    /// [`super::excluded`]).
    pub(super) excluded: Vec<(String, Vec<serde_json::Value>)>,
}

impl Lowerer<'_> {
    /// Whether node `id` is an object type made of properties: its own, or those of the
    /// object schemas its `allOf` lists (two or more, or one beside properties of its own).
    /// Each node is judged once (schemas share objects; a node met again while it is being
    /// judged, a schema made of itself, is none).
    pub(super) fn is_object_like(&self, id: NodeId) -> bool {
        if let Some(known) = self.objects.borrow().get(&id) {
            return *known;
        }
        self.objects.borrow_mut().insert(id, false);
        let judged = self.judged_object_like(id);
        self.objects.borrow_mut().insert(id, judged);
        judged
    }

    fn judged_object_like(&self, id: NodeId) -> bool {
        let Some(keywords) = self.keywords(id) else {
            return false;
        };
        if (keywords.types.as_ref()).is_some_and(|t| t != &[JsonType::Object]) {
            return false;
        }
        if !keywords.properties.is_empty() {
            return true;
        }
        let merged = |m: &NodeId| self.is_object_like(self.contract.resolved(*m));
        keywords.all_of.len() > 1 && keywords.all_of.iter().all(merged)
    }

    /// `inherited` with what node `id` adds: its properties (replacing inherited ones of the
    /// same name), those its `allOf` members bring, its required names, its closedness.
    pub(super) fn fields(&self, inherited: &Fields, id: NodeId) -> Result<Fields, CodegenError> {
        self.merge(inherited, id, None, 0)
    }

    /// [`Self::fields`] without those of `skip`, an object with forms node `id`'s `allOf`
    /// merges in: its fields come with its forms (see [`Self::merged_forms`]).
    pub(super) fn fields_except(
        &self,
        inherited: &Fields,
        id: NodeId,
        skip: NodeId,
    ) -> Result<Fields, CodegenError> {
        self.merge(inherited, id, Some(skip), 0)
    }

    /// The object with forms that node `id`'s `allOf` merges in, and its forms, when exactly
    /// one of its members has forms.
    pub(super) fn merged_forms(&self, id: NodeId) -> Option<(NodeId, (&'static str, Vec<NodeId>))> {
        let mut found = self.keywords(id)?.all_of.iter().filter_map(|member| {
            let target = self.contract.resolved(*member);
            Some((target, self.inline_forms(target)?))
        });
        let first = found.next()?;
        found.next().is_none().then_some(first)
    }

    fn merge(
        &self,
        inherited: &Fields,
        id: NodeId,
        skip: Option<NodeId>,
        depth: usize,
    ) -> Result<Fields, CodegenError> {
        let Some(keywords) = self.keywords(id) else {
            return Ok(inherited.clone());
        };
        self.merges.set(self.merges.get() + 1);
        if self.merges.get() > MAX_MERGES {
            return Err(self.unsupported(
                self.pointer(id),
                "allOf",
                &format!("object schemas merged through `allOf` expand to more than {MAX_MERGES} merges (a schema listed twice at each level doubles them)"),
            ));
        }
        if depth > MERGE_DEPTH {
            return Err(self.unsupported(
                self.pointer(id),
                "allOf",
                &format!("object schemas merged through `allOf` nest more than {MERGE_DEPTH} deep"),
            ));
        }
        let mut out = inherited.clone();
        for (name, property) in &keywords.properties {
            if out.sealed && !out.properties.iter().any(|(n, _)| n == name) {
                return Err(self.unsupported(
                    self.pointer(*property),
                    "additionalProperties",
                    &format!("the object this is a form of holds its other fields to its `additionalProperties`, which `{name}` would then have to match too; use `unevaluatedProperties` instead"),
                ));
            }
            match out.properties.iter_mut().find(|(n, _)| n == name) {
                // A form's property and the object's both apply (`type: {}` in a form of an
                // object whose `type` is `const`).
                Some(slot) => {
                    slot.1 = self.both(slot.1, *property).ok_or_else(|| {
                        self.unsupported(
                            self.pointer(*property),
                            "properties",
                            &format!("property `{name}` is declared by the object and by this form of it, and neither only names values the other admits; declare it once"),
                        )
                    })?;
                }
                None => out.properties.push((name.clone(), *property)),
            }
        }
        for member in &keywords.all_of {
            let target = self.contract.resolved(*member);
            if Some(target) == skip {
                continue;
            }
            if !self.is_object_like(target) {
                return Err(self.unsupported(
                    self.pointer(*member),
                    "allOf",
                    "only object schemas with `properties` are merged into one type",
                ));
            }
            self.account(target, OBJECT, "in a schema `allOf` merges into an object")?;
            let own = self.merge(&Fields::default(), target, None, depth + 1)?;
            out = self.joined(out, own, *member)?;
        }
        out.required.extend(keywords.required.iter().cloned());
        self.close(&mut out, id, keywords)?;
        Ok(out)
    }

    /// `out` closed as node `id` (with `keywords`) says: by `additionalProperties: false` over
    /// its own properties (sealed), by `unevaluatedProperties: false` over all of them, or open
    /// to fields matching an `additionalProperties` schema.
    fn close(&self, out: &mut Fields, id: NodeId, keywords: &Keywords) -> Result<(), CodegenError> {
        let closes = |keyword: Option<NodeId>| {
            keyword.is_some_and(|id| matches!(self.contract.node(id).schema, Schema::Never))
        };
        let additional =
            (keywords.additional_properties).filter(|id| !asserts_nothing(self.contract, *id));
        if additional.is_some() && !keywords.all_of.is_empty() {
            return Err(self.unsupported(
                self.pointer(id),
                "additionalProperties",
                "beside `allOf` it closes the object over its own properties only, rejecting those the members bring; close the composition with `unevaluatedProperties: false`",
            ));
        }
        for (keyword, schema) in [
            ("additionalProperties", keywords.additional_properties),
            ("unevaluatedProperties", keywords.unevaluated_properties),
        ] {
            match schema {
                Some(schema) if closes(Some(schema)) => {
                    out.closed = true;
                    out.sealed |= keyword == "additionalProperties";
                }
                Some(schema)
                    if keyword == "additionalProperties"
                        && !asserts_nothing(self.contract, schema) =>
                {
                    out.rest = Some(schema);
                    out.sealed = true;
                }
                Some(schema) if !asserts_nothing(self.contract, schema) => {
                    return Err(self.unsupported(
                        self.pointer(schema),
                        keyword,
                        "beside `properties` only `false` (closed) or `true` (open) is supported",
                    ));
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Of two schemas of one property that both apply, one that is both: either when they are
    /// the same schema, the other when one asserts nothing or only types the other is of, else
    /// the [`Self::narrower`].
    fn both(&self, one: NodeId, other: NodeId) -> Option<NodeId> {
        if self.contract.resolved(one) == self.contract.resolved(other)
            || asserts_nothing(self.contract, other)
            || self.typed_within(one, other)
        {
            Some(one)
        } else if asserts_nothing(self.contract, one) || self.typed_within(other, one) {
            Some(other)
        } else {
            self.narrower(one, other)
        }
    }

    /// Whether `outer` asserts only `type` and `inner` declares a `type` each of whose types it
    /// admits (`type: "string"` within `type: ["string", "null"]`): then `inner` is both.
    fn typed_within(&self, inner: NodeId, outer: NodeId) -> bool {
        let Some(outer) = self.keywords(outer) else {
            return false;
        };
        let (Some(inner), Some(allowed)) = (
            self.keywords(inner).and_then(|k| k.types.as_ref()),
            outer.types.as_ref(),
        ) else {
            return false;
        };
        assertions(self.contract, outer) == ["type"]
            && inner.iter().all(|t| {
                allowed.contains(t)
                    || (*t == JsonType::Integer && allowed.contains(&JsonType::Number))
            })
    }

    /// Of two schemas of one property, the one that is both: a `const` or `enum` (with
    /// `type`) whose every value the other, which names values or types only, admits.
    fn narrower(&self, one: NodeId, other: NodeId) -> Option<NodeId> {
        let values = |id: NodeId| {
            // A bare `$ref` is its target; one with assertions beside it is not compared.
            let bare = self
                .keywords(id)
                .is_some_and(|k| assertions(self.contract, k) == ["$ref"]);
            let target = if bare { self.contract.resolved(id) } else { id };
            let keywords = self.keywords(target)?;
            let asserted = assertions(self.contract, keywords);
            let only = asserted
                .iter()
                .all(|k| ["const", "enum", "type"].contains(k));
            only.then_some(keywords)
        };
        let (a, b) = (values(one)?, values(other)?);
        let admits = |by: &Keywords, value: &serde_json::Value| {
            (by.types.as_ref()).is_none_or(|types| types.iter().any(|t| admits(*t, value)))
                && (by.constant.as_ref()).is_none_or(|c| json_equal(c, value))
                && (by.values.as_ref()).is_none_or(|vs| vs.iter().any(|v| json_equal(v, value)))
        };
        let named = |k: &Keywords| k.constant.is_some() || k.values.is_some();
        if named(a) && literal_values(a).iter().all(|v| admits(b, v)) {
            Some(one)
        } else if named(b) && literal_values(b).iter().all(|v| admits(a, v)) {
            Some(other)
        } else {
            None
        }
    }

    /// `base` and the fields `own` of an `allOf` member at `member`, as one object: a member
    /// closed over its own properties cannot take others.
    fn joined(
        &self,
        mut base: Fields,
        own: Fields,
        member: NodeId,
    ) -> Result<Fields, CodegenError> {
        for (name, property) in own.properties {
            let Some(slot) = base.properties.iter_mut().find(|(n, _)| *n == name) else {
                base.properties.push((name, property));
                continue;
            };
            // Both apply: one that only names values the other admits is both (a base's
            // `type: {"$ref": "#/$defs/EventType"}` and an event's `type: {"const": "RUN"}`).
            slot.1 = self.both(slot.1, property).ok_or_else(|| {
                self.unsupported(
                    self.pointer(member),
                    "allOf",
                    &format!("property `{name}` is declared by two merged schemas, and neither only names values the other admits; declare it once"),
                )
            })?;
        }
        if own.closed || base.closed || own.rest.is_some() || base.rest.is_some() {
            return Err(self.unsupported(
                self.pointer(member),
                "allOf",
                "a closed schema (`additionalProperties: false`) merged with others rejects their properties; close the composition with `unevaluatedProperties: false` instead",
            ));
        }
        base.required.extend(own.required);
        Ok(base)
    }
}
