//! The type of a schema used in place (a property, an item, a member): a reference, a
//! literal, a union, an intersection, or the JSON types it allows, an inline object among them
//! named after the place it is in.

use eventspec_schema::model::{self, JsonType, Keywords, NodeId, Reference, Schema};

use super::{Fields, Lowerer};
use crate::{
    error::CodegenError,
    model::{Kind, Type, TypeDef},
};

impl Lowerer<'_> {
    /// The type of a schema used in place, with its constraints.
    pub(super) fn ty(&mut self, id: NodeId, hint: &str) -> Result<Type, CodegenError> {
        let base = self.base_ty(id, hint)?;
        let checks = match self.keywords(id) {
            Some(keywords) => self.checks(id, keywords)?,
            None => Vec::new(),
        };
        Ok(if checks.is_empty() {
            base
        } else {
            Type::Checked(Box::new(base), checks)
        })
    }

    /// A union of types, an inline object among them named after the place it is in. A
    /// catch-all of the document's union (a definition repeating the open union) is the union's
    /// openness, not a type, as at the root.
    fn union_of(&mut self, members: &[NodeId], hint: &str) -> Result<Type, CodegenError> {
        let mut types = Vec::with_capacity(members.len());
        for &member in members {
            if !self.contract.is_catch_all(member) {
                types.push(self.ty(member, hint)?);
            }
        }
        Ok(simplify(types))
    }

    /// The type of a schema used in place (a property, an item, a member).
    fn base_ty(&mut self, id: NodeId, hint: &str) -> Result<Type, CodegenError> {
        let keywords = match &self.contract.node(id).schema {
            Schema::Always => return Ok(Type::Any),
            Schema::Never => return Ok(Type::Never),
            Schema::Keywords(keywords) => keywords,
        };
        self.check_supported(id)?;
        if let Some(reference) = &keywords.reference {
            return self.reference_ty(id, reference);
        }
        if let Some(value) = &keywords.constant {
            return Ok(Type::Literal(value.clone()));
        }
        if let Some(values) = &keywords.values {
            let literals: Vec<Type> = values.iter().map(|v| Type::Literal(v.clone())).collect();
            return Ok(simplify(literals));
        }
        if let Some(ty) = self.choice_ty(id, keywords, hint)? {
            return Ok(ty);
        }
        if !keywords.all_of.is_empty() {
            return self.all_of_ty(id, &keywords.all_of, hint);
        }
        self.json_types_ty(id, keywords, hint)
    }

    /// The type a `$ref` at `id` stands for: the named type of the definition it points to; a
    /// reference anywhere else is unsupported.
    fn reference_ty(&mut self, id: NodeId, reference: &Reference) -> Result<Type, CodegenError> {
        let target = match reference {
            Reference::Local(target) => match self.contract.definition_name(*target) {
                Some(name) => return Ok(Type::Named(self.named(&name)?)),
                None => model::pointer::to_fragment(self.pointer(*target)),
            },
            Reference::Unresolved(reference) => reference.clone(),
        };
        Err(self.unsupported(
            self.pointer(id),
            "$ref",
            &format!(
                "only references to a definition (`#/$defs/<name>`) are supported, not `{target}`"
            ),
        ))
    }

    /// The type of the first non-empty `oneOf` or `anyOf` at `id`, if there is one: a named type
    /// where the schema has properties or inline object forms, else the union of its members.
    fn choice_ty(
        &mut self,
        id: NodeId,
        keywords: &Keywords,
        hint: &str,
    ) -> Result<Option<Type>, CodegenError> {
        let Some(members) = [&keywords.one_of, &keywords.any_of]
            .into_iter()
            .find(|members| !members.is_empty())
        else {
            return Ok(None);
        };
        if !keywords.properties.is_empty() || self.inline_forms(id).is_some() {
            // Inline object forms in place: make them a named type.
            let name = self.title_or(id, hint)?;
            self.def(&name, id)?;
            return Ok(Some(Type::Named(name)));
        }
        self.union_of(members, hint).map(Some)
    }

    /// The type of an `allOf` at `id`: that of its one schema; more than one is unsupported.
    fn all_of_ty(
        &mut self,
        id: NodeId,
        all_of: &[NodeId],
        hint: &str,
    ) -> Result<Type, CodegenError> {
        match all_of {
            [single] => self.ty(*single, hint),
            _ => Err(self.unsupported(
                self.pointer(id),
                "allOf",
                "only an `allOf` of one schema is supported",
            )),
        }
    }

    /// The type of a schema by its JSON types (`type`, else implied by `properties` or `items`;
    /// with none, any value): the union of one type per JSON type.
    fn json_types_ty(
        &mut self,
        id: NodeId,
        keywords: &Keywords,
        hint: &str,
    ) -> Result<Type, CodegenError> {
        let types: Vec<JsonType> = match &keywords.types {
            Some(types) => types.clone(),
            None if !keywords.properties.is_empty() => vec![JsonType::Object],
            None if keywords.items.is_some() => vec![JsonType::Array],
            None => return Ok(Type::Any),
        };
        let (items, additional) = (keywords.items, keywords.additional_properties);
        let has_properties = !keywords.properties.is_empty();
        let mut out = Vec::with_capacity(types.len());
        for json_type in types {
            out.push(match json_type {
                JsonType::String => Type::String,
                JsonType::Integer => Type::Integer,
                JsonType::Number => Type::Number,
                JsonType::Boolean => Type::Boolean,
                JsonType::Null => Type::Null,
                JsonType::Array => match items {
                    Some(items) => Type::Array(Box::new(self.ty(items, &format!("{hint}Item"))?)),
                    None => Type::Array(Box::new(Type::Any)),
                },
                JsonType::Object if has_properties => self.object_ty(id, hint)?,
                JsonType::Object => match additional {
                    Some(values) if !matches!(self.contract.node(values).schema, Schema::Never) => {
                        Type::Map(Box::new(self.ty(values, &format!("{hint}Value"))?))
                    }
                    _ => Type::Map(Box::new(Type::Any)),
                },
            });
        }
        Ok(simplify(out))
    }

    /// An object with properties used in place: added as a named type (its `title`, else named
    /// after `hint`), and that name.
    fn object_ty(&mut self, id: NodeId, hint: &str) -> Result<Type, CodegenError> {
        let name = self.title_or(id, hint)?;
        let fields = match self.keywords(id) {
            Some(keywords) => Fields::default().with(self.contract, keywords),
            None => Fields::default(),
        };
        let object = self.object(&name, id, &fields)?;
        let doc = self.description(id);
        let pointer = self.pointer(id).to_owned();
        self.add(
            TypeDef {
                name: name.clone(),
                doc,
                kind: Kind::Object(object),
            },
            &pointer,
        )?;
        Ok(Type::Named(name))
    }
}

/// The union of `types`, each once; a single type stands for itself.
fn simplify(mut types: Vec<Type>) -> Type {
    let mut unique: Vec<Type> = Vec::with_capacity(types.len());
    for t in types.drain(..) {
        if !unique.contains(&t) {
            unique.push(t);
        }
    }
    match unique.len() {
        1 => unique.remove(0),
        _ => Type::Union(unique),
    }
}
