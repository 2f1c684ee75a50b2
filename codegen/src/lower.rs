//! The resolved contract model → [`Model`]: what the typings of every language are made from.
//!
//! The document is read through [`eventspec_schema::model`] (its definitions, root shape, event
//! types, tag and openness, nodes with references linked); nothing here reads JSON Schema
//! keywords itself. Every definition becomes a named type. An object whose `oneOf` lists inline
//! object forms (a sub-union, e.g. a message with an `assistant` and a `user` form) becomes one
//! object per form, each holding the shared properties too, named after the parent and the
//! `const` values that tell the forms apart; the parent becomes the union of its forms. Inline
//! objects elsewhere take their `title`, or their parent's name and their property's name. What
//! cannot be expressed is an error naming the keyword and its JSON pointer.

mod checks;
pub(crate) mod order;
mod types;

use std::collections::BTreeMap;

use eventspec_pattern::Policy;
use eventspec_schema::model::{self, Contract, Keywords, NodeId, RootShape, Schema, Unmodelled};
use serde_json::Value;

use crate::{
    error::CodegenError,
    model::{Field, Kind, Member, Model, Object, Type, TypeDef, Union},
    naming::{self, Case, pascal},
};

/// Lowers `document`, read from `source_name`, to a model; each pattern is translated here,
/// once, and one that `patterns` refuses is an error naming its JSON pointer.
pub fn lower(source_name: &str, document: &Value, patterns: Policy) -> Result<Model, CodegenError> {
    let contract = model::resolve(document);
    let mut lowerer = Lowerer {
        source_name,
        patterns,
        contract: &contract,
        types: BTreeMap::new(),
        names: BTreeMap::new(),
    };
    let title = identifier(source_name, contract.title().unwrap_or("Event"), "title")?;
    let definitions = contract.definitions();
    for (name, _) in &definitions {
        let sanitized = identifier(source_name, name, &format!("$defs/{name}"))?;
        if let Some((other, _)) = lowerer.names.iter().find(|(_, s)| **s == sanitized) {
            return Err(CodegenError::NameClash {
                source_name: source_name.to_owned(),
                first: format!("$defs/{other}"),
                second: format!("$defs/{name}"),
                identifier: sanitized,
                language: "every language",
            });
        }
        lowerer.names.insert(name.clone(), sanitized);
    }
    for (name, id) in &definitions {
        let sanitized = lowerer.names[name].clone();
        lowerer.def(&sanitized, *id)?;
    }
    let root = contract.root();
    let union = match contract.shape {
        RootShape::TaggedUnion | RootShape::UntaggedUnion => {
            Some(lowerer.union(&title, &contract)?)
        }
        _ if definitions.is_empty()
            || contract
                .keywords(root)
                .is_some_and(|k| !k.properties.is_empty()) =>
        {
            lowerer.def(&title, root)?;
            None
        }
        _ => None,
    };
    let metadata = &contract.metadata;
    let starts = (union.iter())
        .flat_map(|u| u.members.iter().map(|m| m.type_name.clone()))
        .chain([title.clone()])
        .chain(
            definitions
                .iter()
                .map(|(name, _)| lowerer.names[name].clone()),
        );
    let types = order::reading_order(lowerer.types, starts);
    Ok(Model {
        source: source_name.to_owned(),
        family: metadata.family.clone().unwrap_or_else(|| title.clone()),
        version: metadata.version.clone().unwrap_or_default(),
        doc: contract.description().map(str::to_owned),
        stability: metadata.stability.clone(),
        closed_content: contract.closed_content(),
        union,
        types,
    })
}

struct Lowerer<'d> {
    source_name: &'d str,
    /// What the generated validators do with patterns that may backtrack.
    patterns: Policy,
    contract: &'d Contract,
    types: BTreeMap<String, TypeDef>,
    /// Definition names and the identifiers they become.
    names: BTreeMap<String, String>,
}

/// The fields of an object (or of an inline form, with those of the object it is a form of).
#[derive(Default, Clone)]
struct Fields {
    properties: Vec<(String, NodeId)>,
    required: Vec<String>,
    closed: bool,
}

impl Fields {
    /// `self` with what `keywords` adds: its properties (replacing inherited ones of the same
    /// name), its required names, its closedness.
    fn with(&self, contract: &Contract, keywords: &Keywords) -> Self {
        let mut out = self.clone();
        for (name, id) in &keywords.properties {
            match out.properties.iter_mut().find(|(n, _)| n == name) {
                Some(slot) => slot.1 = *id,
                None => out.properties.push((name.clone(), *id)),
            }
        }
        out.required.extend(keywords.required.iter().cloned());
        out.closed |= keywords
            .additional_properties
            .is_some_and(|id| matches!(contract.node(id).schema, Schema::Never));
        out
    }
}

impl Lowerer<'_> {
    /// The identifier of the definition `name`.
    fn named(&self, name: &str) -> Result<String, CodegenError> {
        match self.names.get(name) {
            Some(known) => Ok(known.clone()),
            None => identifier(self.source_name, name, &format!("$defs/{name}")),
        }
    }

    fn pointer(&self, id: NodeId) -> &str {
        &self.contract.node(id).pointer
    }

    fn keywords(&self, id: NodeId) -> Option<&Keywords> {
        self.contract.keywords(id)
    }

    fn unsupported(&self, pointer: &str, keyword: &str, reason: &str) -> CodegenError {
        CodegenError::Unsupported {
            source_name: self.source_name.to_owned(),
            pointer: pointer.to_owned(),
            keyword: keyword.to_owned(),
            reason: reason.to_owned(),
        }
    }

    fn add(&mut self, def: TypeDef, pointer: &str) -> Result<(), CodegenError> {
        if self.types.contains_key(&def.name) {
            return Err(CodegenError::NameClash {
                source_name: self.source_name.to_owned(),
                first: def.name.clone(),
                second: pointer.to_owned(),
                identifier: def.name.clone(),
                language: "the model",
            });
        }
        self.types.insert(def.name.clone(), def);
        Ok(())
    }

    /// The root union: its members are `$ref`s to event types, tagged or told apart by shape; a
    /// catch-all member (an open union) is the union's openness, not a type.
    fn union(&mut self, title: &str, contract: &model::Contract) -> Result<Union, CodegenError> {
        let mut out = Vec::new();
        for event in &contract.event_types {
            let member = &contract.node(event.member).pointer;
            let (Some(name), true) = (&event.definition, event.member != event.node) else {
                return Err(self.unsupported(
                    member,
                    "oneOf",
                    "each member of the root union must be a `$ref` to a `$defs` entry",
                ));
            };
            if let (Some(tag), None) = (&contract.tag, &event.tag_value) {
                return Err(self.unsupported(
                    &event.pointer,
                    tag,
                    "an event type of a tagged union must pin the tag with a string `const`",
                ));
            }
            out.push(Member {
                tag_value: event.tag_value.clone(),
                type_name: self.named(name)?,
            });
        }
        // A `$defs` entry may carry the union's own name (`Turn.events` refers to it): it must be
        // that same union.
        if let Some(existing) = self.types.get(title) {
            let same = matches!(&existing.kind, Kind::Alias(Type::Union(types))
                if types.len() == out.len()
                    && types.iter().zip(&out).all(|(t, m)| t == &Type::Named(m.type_name.clone())));
            if !same {
                return Err(CodegenError::NameClash {
                    source_name: self.source_name.to_owned(),
                    first: "the root union (`title`)".to_owned(),
                    second: format!("`$defs/{title}`"),
                    identifier: title.to_owned(),
                    language: "every language",
                });
            }
        }
        Ok(Union {
            name: title.to_owned(),
            tag: contract.tag.clone(),
            open: contract.union_open(),
            members: out,
        })
    }

    /// A named type from a definition (or the root of a schema without a union).
    fn def(&mut self, name: &str, id: NodeId) -> Result<(), CodegenError> {
        let pointer = self.pointer(id).to_owned();
        let doc = self.description(id);
        if let Some(forms) = self.inline_forms(id) {
            let mut names = Vec::new();
            self.forms(name, id, &forms, &Fields::default(), &mut names)?;
            let union = Type::Union(names.into_iter().map(Type::Named).collect());
            return self.add(
                TypeDef {
                    name: name.to_owned(),
                    doc,
                    kind: Kind::Alias(union),
                },
                &pointer,
            );
        }
        let kind = match self.keywords(id) {
            Some(keywords) if !keywords.properties.is_empty() => {
                let fields = Fields::default().with(self.contract, keywords);
                Kind::Object(self.object(name, id, &fields)?)
            }
            _ => Kind::Alias(self.ty(id, name)?),
        };
        self.add(
            TypeDef {
                name: name.to_owned(),
                doc,
                kind,
            },
            &pointer,
        )
    }

    /// One object per leaf form of a sub-union, each with the properties of its ancestors.
    fn forms(
        &mut self,
        name: &str,
        id: NodeId,
        (keyword, members): &(&'static str, Vec<NodeId>),
        inherited: &Fields,
        names: &mut Vec<String>,
    ) -> Result<(), CodegenError> {
        let fields = match self.keywords(id) {
            Some(keywords) => inherited.with(self.contract, keywords),
            None => inherited.clone(),
        };
        for member in members {
            let member_pointer = self.pointer(*member).to_owned();
            let Some(keywords) = self.keywords(*member) else {
                continue;
            };
            let form_name = match &keywords.title {
                Some(title) => {
                    identifier(self.source_name, title, &format!("{member_pointer}/title"))?
                }
                None => {
                    let suffix = keywords
                        .properties
                        .iter()
                        .find_map(|(_, property)| self.keywords(*property)?.constant.clone())
                        .and_then(|value| value.as_str().map(str::to_owned))
                        .ok_or_else(|| {
                            self.unsupported(
                                &member_pointer,
                                keyword,
                                "cannot name this inline form: give it a `title` or a property with a string `const`",
                            )
                        })?;
                    identifier(
                        self.source_name,
                        &format!("{name}{}", pascal(&suffix)),
                        &member_pointer,
                    )?
                }
            };
            if let Some(nested) = self.inline_forms(*member) {
                self.forms(&form_name, *member, &nested, &fields, names)?;
                continue;
            }
            let form_fields = fields.with(self.contract, keywords);
            let doc = self.description(*member).or_else(|| self.description(id));
            let object = self.object(&form_name, *member, &form_fields)?;
            self.add(
                TypeDef {
                    name: form_name.clone(),
                    doc,
                    kind: Kind::Object(object),
                },
                &member_pointer,
            )?;
            names.push(form_name);
        }
        Ok(())
    }

    /// An object type named `name` with `fields`, from node `id`.
    fn object(&mut self, name: &str, id: NodeId, fields: &Fields) -> Result<Object, CodegenError> {
        self.check_supported(id)?;
        let required = &fields.required;
        // The order the schema declares them in, the tag first.
        let tag = self.contract.tag.as_deref();
        let mut ordered: Vec<&(String, NodeId)> = fields.properties.iter().collect();
        ordered.sort_by_key(|(n, _)| Some(n.as_str()) != tag);
        let mut out = Vec::with_capacity(ordered.len());
        for (field_name, property) in ordered {
            let hint = format!("{name}{}", pascal(field_name));
            out.push(Field {
                name: field_name.clone(),
                ty: self.ty(*property, &hint)?,
                required: required.contains(field_name),
                doc: self.description(*property),
                deprecated: self.keywords(*property).is_some_and(|k| k.deprecated),
            });
        }
        Ok(Object {
            fields: out,
            closed: fields.closed,
        })
    }

    /// Refuses what no generated type can express.
    fn check_supported(&self, id: NodeId) -> Result<(), CodegenError> {
        let Some(keywords) = self.keywords(id) else {
            return Ok(());
        };
        let present = [
            ("if", keywords.if_.is_some()),
            ("then", keywords.then.is_some()),
            ("else", keywords.else_.is_some()),
            ("patternProperties", !keywords.pattern_properties.is_empty()),
            ("prefixItems", !keywords.prefix_items.is_empty()),
            ("dependentSchemas", !keywords.dependent_schemas.is_empty()),
            ("dependentRequired", !keywords.dependent_required.is_empty()),
            ("propertyNames", keywords.property_names.is_some()),
            ("unevaluatedItems", keywords.unevaluated_items.is_some()),
            ("not", keywords.not.is_some()),
            (
                "unevaluatedProperties",
                keywords.unevaluated_properties.is_some(),
            ),
        ]
        .into_iter()
        .find_map(|(keyword, present)| present.then_some(keyword))
        .or_else(|| {
            keywords.unmodelled.iter().find_map(|k| match k {
                Unmodelled::DynamicReference(keyword) => Some(*keyword),
                Unmodelled::Malformed("type") => Some("type"),
                Unmodelled::Malformed(_) => None,
            })
        });
        match present {
            Some("type") => Err(self.unsupported(
                self.pointer(id),
                "type",
                "`type` names JSON types: `null`, `boolean`, `object`, `array`, `number`, `integer` or `string`",
            )),
            Some(keyword) => Err(self.unsupported(
                self.pointer(id),
                keyword,
                "no generated type can express it; describe the constraint in `description` instead",
            )),
            None => Ok(()),
        }
    }

    /// The `oneOf`/`anyOf` of inline object forms of node `id`, if it has one.
    fn inline_forms(&self, id: NodeId) -> Option<(&'static str, Vec<NodeId>)> {
        let keywords = self.keywords(id)?;
        [("oneOf", &keywords.one_of), ("anyOf", &keywords.any_of)]
            .into_iter()
            .find_map(|(keyword, members)| {
                let objects = members.iter().all(|m| {
                    self.keywords(*m).is_some_and(|k| {
                        k.reference.is_none()
                            && (!k.properties.is_empty() || self.inline_forms(*m).is_some())
                    })
                });
                (objects && !members.is_empty()).then(|| (keyword, members.clone()))
            })
    }

    /// The type identifier of an inline object: its `title`, else `hint`.
    fn title_or(&self, id: NodeId, hint: &str) -> Result<String, CodegenError> {
        match self.keywords(id).and_then(|k| k.title.as_deref()) {
            Some(title) => naming::identifier(
                self.source_name,
                title,
                &format!("{}/title", self.pointer(id)),
                Case::Pascal,
            ),
            None => identifier(self.source_name, hint, self.pointer(id)),
        }
    }

    fn description(&self, id: NodeId) -> Option<String> {
        self.keywords(id)?.description.clone()
    }
}

/// The type identifier of the schema name `name` found at `origin` (see [`naming::identifier`]).
fn identifier(source_name: &str, name: &str, origin: &str) -> Result<String, CodegenError> {
    naming::identifier(source_name, name, origin, Case::Type)
}
