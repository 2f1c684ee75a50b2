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

mod account;
mod checks;
mod excluded;
mod exclusive;
mod fields;
mod forms;
pub(crate) mod order;
mod types;

use std::{
    cell::{Cell, RefCell},
    collections::{BTreeMap, BTreeSet, HashMap},
};

use eventspec_pattern::Policy;
use eventspec_schema::model::{self, Contract, Keywords, NodeId, RootShape};

use self::fields::Fields;
use serde_json::Value;

use crate::{
    error::CodegenError,
    model::{Check, Field, Kind, Member, Model, Object, Type, TypeDef, Union},
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
        members: BTreeSet::new(),
        form_depth: 0,
        form_unions: RefCell::default(),
        merges: Cell::default(),
        objects: RefCell::default(),
    };
    for event in &contract.event_types {
        let title = contract
            .keywords(event.node)
            .and_then(|k| k.title.as_deref());
        if let (None, Some(title)) = (&event.definition, title) {
            let origin = format!("{}/title", event.pointer);
            let name = naming::identifier(source_name, title, &origin, Case::Pascal)?;
            lowerer.members.insert(name);
        }
    }
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

/// How deep unions of object forms may nest while they are lowered (through `allOf` too)
/// before a schema is taken to refer to itself.
const FORMS_DEPTH: usize = 32;

/// How many types one model may hold: forms that extend objects with forms multiply, so a
/// small schema can describe more than any package should hold (ACP's unstable schema, the
/// largest published one generated in the tests, makes 371).
const MAX_TYPES: usize = 5_000;

struct Lowerer<'d> {
    source_name: &'d str,
    /// What the generated validators do with patterns that may backtrack.
    patterns: Policy,
    contract: &'d Contract,
    types: BTreeMap<String, TypeDef>,
    /// Definition names and the identifiers they become.
    names: BTreeMap<String, String>,
    /// The names of the root union's inline members (see [`Self::member_type`]), which
    /// definitions lowered before them must leave to them.
    members: BTreeSet<String>,
    /// How many unions of object forms the form being lowered is within.
    form_depth: usize,
    /// Which nodes are unions of object forms, judged once each (see [`Self::inline_forms`]).
    form_unions: RefCell<HashMap<NodeId, FormUnion>>,
    /// Which nodes are object types, judged once each (see [`Self::is_object_like`]).
    objects: RefCell<HashMap<NodeId, bool>>,
    /// How many object schemas `allOf` merging has visited (bounded by `fields::MAX_MERGES`).
    merges: Cell<usize>,
}

/// A union of object forms: its keyword (`oneOf` or `anyOf`) and its members.
type FormUnion = Option<(&'static str, Vec<NodeId>)>;

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
        if self.types.len() >= MAX_TYPES {
            return Err(self.unsupported(
                pointer,
                "allOf",
                &format!("the schema makes more than {MAX_TYPES} types (forms extending objects with forms multiply)"),
            ));
        }
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

    /// The root union (the root, or the definition a root of nothing but `$ref` names): its
    /// members are `$ref`s to event types, tagged or told apart by shape; a catch-all member
    /// (an open union) is the union's openness, not a type.
    fn union(&mut self, title: &str, contract: &model::Contract) -> Result<Union, CodegenError> {
        let mut root = contract.root();
        if self.keywords(root).is_some_and(|k| k.reference.is_some()) {
            self.account(root, &["$ref"], "beside the root's `$ref`")?;
            root = contract.resolved(root);
        }
        if let Some(keywords) = self.keywords(root) {
            let members = if keywords.one_of.is_empty() {
                &keywords.any_of
            } else {
                &keywords.one_of
            };
            let mut consumed = vec!["oneOf", "anyOf"];
            if keywords
                .types
                .as_ref()
                .is_some_and(|t| self.covers(t, members))
            {
                consumed.push("type");
            }
            self.account(root, &consumed, "beside the root union")?;
        }
        let mut out = Vec::new();
        for event in &contract.event_types {
            let type_name = self.member_type(event)?;
            if let (Some(tag), None) = (&contract.tag, &event.tag_value) {
                return Err(self.unsupported(
                    &event.pointer,
                    tag,
                    "an event type of a tagged union must pin the tag with a string `const`",
                ));
            }
            out.push(Member {
                tag_value: event.tag_value.clone(),
                type_name,
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

    /// The type of a member of the root union: the definition its `$ref` names, or the
    /// inline member named by its `title`.
    fn member_type(&mut self, event: &model::EventType) -> Result<String, CodegenError> {
        if let (Some(name), true) = (&event.definition, event.member != event.node) {
            return self.named(name);
        }
        let titled = self.keywords(event.node).and_then(|k| k.title.clone());
        let (Some(title), None) = (titled, &event.definition) else {
            return Err(self.unsupported(
                &self.contract.node(event.member).pointer,
                "oneOf",
                "each member of the root union must be a `$ref` to a `$defs` entry, or an inline schema with a `title`",
            ));
        };
        let origin = format!("{}/title", self.pointer(event.node));
        let name = naming::identifier(self.source_name, &title, &origin, Case::Pascal)?;
        self.def(&name, event.node)?;
        Ok(name)
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
        let kind = if self.is_object_like(id) {
            self.account(id, account::OBJECT, "on a named object type")?;
            let fields = self.fields(&Fields::default(), id)?;
            Kind::Object(self.object(name, &fields)?)
        } else if self.keywords(id).is_some_and(|k| !k.properties.is_empty()) {
            // An object or something else (`type: ["object", "null"]`): the object is a type
            // of its own.
            Kind::Alias(self.ty(id, &format!("{name}Object"))?)
        } else {
            Kind::Alias(self.ty(id, name)?)
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

    /// An object type named `name` with `fields`: a required name no property declares is a
    /// field of any value (or of none, when the object is closed).
    fn object(&mut self, name: &str, fields: &Fields) -> Result<Object, CodegenError> {
        let required = &fields.required;
        // The order the schema declares them in, the tag first.
        let tag = self.contract.tag.as_deref();
        let mut ordered: Vec<&(String, NodeId)> = fields.properties.iter().collect();
        ordered.sort_by_key(|(n, _)| Some(n.as_str()) != tag);
        let mut out = Vec::with_capacity(ordered.len());
        for (field_name, property) in ordered {
            let hint = format!("{name}{}", pascal(field_name));
            let mut ty = self.ty(*property, &hint)?;
            for (_, values) in fields.excluded.iter().filter(|(n, _)| n == field_name) {
                ty = ty.checked(Check::Excludes(values.clone()));
            }
            out.push(Field {
                name: field_name.clone(),
                ty,
                required: required.contains(field_name),
                doc: self.description(*property),
                deprecated: self.keywords(*property).is_some_and(|k| k.deprecated),
            });
        }
        for undeclared in required {
            if !out.iter().any(|f| &f.name == undeclared) {
                out.push(Field {
                    name: undeclared.clone(),
                    ty: if fields.closed {
                        Type::Never
                    } else {
                        Type::Any
                    },
                    required: true,
                    doc: None,
                    deprecated: false,
                });
            }
        }
        let rest = match fields.rest {
            Some(rest) => Some(self.ty(rest, &format!("{name}Value"))?),
            None => None,
        };
        Ok(Object {
            fields: out,
            closed: fields.closed,
            rest,
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
