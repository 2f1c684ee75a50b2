//! The type of a schema used in place (a property, an item, a member): a reference, a
//! literal, a union, an intersection, or the JSON types it allows, an inline object among them
//! named after the place it is in.

use eventspec_schema::model::{self, JsonType, Keywords, NodeId, Reference, Schema};
use serde_json::Value;

use super::{
    Fields, Lowerer,
    account::{self, consumes},
};
use crate::{
    error::CodegenError,
    model::{Kind, Type, TypeDef},
};

impl Lowerer<'_> {
    /// The type of a schema used in place, with its constraints.
    pub(super) fn ty(&mut self, id: NodeId, hint: &str) -> Result<Type, CodegenError> {
        let base = self.base_ty(id, hint)?;
        let contract = self.contract;
        let checks = match contract.keywords(id) {
            Some(keywords) => self.checks(id, keywords, hint)?,
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

    /// The type of a schema used in place (a property, an item, a member); every assertion
    /// of the node is accounted for (see [`super::account`]).
    fn base_ty(&mut self, id: NodeId, hint: &str) -> Result<Type, CodegenError> {
        let keywords = match &self.contract.node(id).schema {
            Schema::Always => return Ok(Type::Any),
            Schema::Never => return Ok(Type::Never),
            Schema::Keywords(keywords) => keywords,
        };
        if let Some(reference) = &keywords.reference {
            self.account(id, &consumes(&["$ref"]), "beside `$ref`")?;
            return self.reference_ty(id, reference);
        }
        if keywords.constant.is_some() || keywords.values.is_some() {
            self.account(
                id,
                &consumes(&["const", "enum", "type"]),
                "beside `const` or `enum`",
            )?;
            return Ok(literals(keywords));
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
        let keyword = if keywords.one_of.is_empty() {
            "anyOf"
        } else {
            "oneOf"
        };
        let mut consumed = consumes(&[keyword]);
        if keywords
            .types
            .as_ref()
            .is_some_and(|t| self.covers(t, members))
        {
            consumed.push("type");
        }
        self.account(id, &consumed, &format!("beside `{keyword}`"))?;
        if keyword == "oneOf" {
            self.exclusive(members)?;
        }
        self.union_of(members, hint).map(Some)
    }

    /// The type of an `allOf` at `id`: an object merged from its members (and the node's own
    /// properties), or that of its one schema.
    fn all_of_ty(
        &mut self,
        id: NodeId,
        all_of: &[NodeId],
        hint: &str,
    ) -> Result<Type, CodegenError> {
        if self.is_object_like(id) {
            self.account(id, &consumes(account::OBJECT), "on an object type")?;
            return self.object_ty(id, hint);
        }
        match all_of {
            [single] => {
                self.account(id, &consumes(&["allOf"]), "beside `allOf`")?;
                self.ty(*single, hint)
            }
            _ => Err(self.unsupported(
                self.pointer(id),
                "allOf",
                "only an `allOf` of one schema, or of object schemas (merged into one type), is supported",
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
        let has_properties = !keywords.properties.is_empty();
        let types: Vec<JsonType> = match &keywords.types {
            Some(types) => types.clone(),
            None if has_properties => vec![JsonType::Object],
            None if keywords.items.is_some() || !positional(keywords).is_empty() => {
                vec![JsonType::Array]
            }
            None => JsonType::ALL.to_vec(),
        };
        let (types, narrowed) = self.narrowed(types, keywords.not)?;
        self.account(
            id,
            &self.json_types_consume(keywords, &types, narrowed),
            "here",
        )?;
        if keywords.types.is_none() && !narrowed && !has_properties && keywords.items.is_none() {
            return Ok(Type::Any);
        }
        let additional = keywords.additional_properties;
        let mut out = Vec::with_capacity(types.len());
        for json_type in types {
            out.push(match json_type {
                JsonType::String => Type::String,
                JsonType::Integer => Type::Integer,
                JsonType::Number => Type::Number,
                JsonType::Boolean => Type::Boolean,
                JsonType::Null => Type::Null,
                JsonType::Array => self.array_ty(keywords, hint)?,
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

    /// The type of an array: of one item type, or a tuple (`prefixItems` and `items`, or
    /// draft 7's list `items` and `additionalItems`).
    fn array_ty(&mut self, keywords: &Keywords, hint: &str) -> Result<Type, CodegenError> {
        let item = |this: &mut Self, id: Option<NodeId>, at: String| match id {
            Some(id) => this.ty(id, &format!("{hint}{at}")),
            None => Ok(Type::Any),
        };
        let prefix = positional(keywords);
        if prefix.is_empty() {
            return Ok(Type::Array(Box::new(item(
                self,
                keywords.items,
                "Item".into(),
            )?)));
        }
        let mut types = Vec::with_capacity(prefix.len());
        for (at, id) in prefix.iter().enumerate() {
            types.push(item(self, Some(*id), format!("Item{at}"))?);
        }
        // 2020-12 says the rest with `items`; draft 7 with `additionalItems`.
        let rest = match keywords.prefix_items.is_empty() {
            true => keywords.additional_items,
            false => keywords.items,
        };
        let rest = item(self, rest, "Rest".into())?;
        Ok(Type::Tuple(types, Box::new(rest)))
    }

    /// `types` without those a `not` of nothing but `type` excludes (`not: {"type": "null"}`:
    /// any value but null), and whether it did; another `not` is left for the caller to refuse.
    fn narrowed(
        &self,
        mut types: Vec<JsonType>,
        not: Option<NodeId>,
    ) -> Result<(Vec<JsonType>, bool), CodegenError> {
        let Some((not, excluded)) = not.and_then(|not| {
            let keywords = self.keywords(not)?;
            let only_type = account::assertions(self.contract, keywords) == ["type"];
            Some((not, only_type.then(|| keywords.types.clone()).flatten()?))
        }) else {
            return Ok((types, false));
        };
        if excluded.contains(&JsonType::Integer)
            && !excluded.contains(&JsonType::Number)
            && types.contains(&JsonType::Number)
        {
            return Err(self.unsupported(
                self.pointer(not),
                "not",
                "no generated type is a number that is not an integer",
            ));
        }
        let integers_out = excluded.contains(&JsonType::Number);
        types.retain(|t| !(excluded.contains(t) || (*t == JsonType::Integer && integers_out)));
        if types.contains(&JsonType::Number) {
            // Every integer is a number.
            types.retain(|t| *t != JsonType::Integer);
        }
        Ok((types, true))
    }

    /// What lowering a schema by its JSON `types` consumes of `keywords`.
    fn json_types_consume(
        &self,
        keywords: &Keywords,
        types: &[JsonType],
        narrowed: bool,
    ) -> Vec<&'static str> {
        let mut out = consumes(&["type"]);
        if narrowed {
            out.push("not");
        }
        let explicit = keywords.types.is_some() || narrowed;
        if !keywords.properties.is_empty() {
            out.extend(account::OBJECT);
        } else if explicit && types.contains(&JsonType::Object) {
            out.push("additionalProperties");
        }
        if explicit || keywords.items.is_some() || !positional(keywords).is_empty() {
            out.extend(["items", "prefixItems", "additionalItems"]);
        }
        out
    }

    /// An object with properties used in place: added as a named type (its `title`, else named
    /// after `hint`), and that name.
    fn object_ty(&mut self, id: NodeId, hint: &str) -> Result<Type, CodegenError> {
        let name = self.title_or(id, hint)?;
        let fields = self.fields(&Fields::default(), id)?;
        let object = self.object(&name, &fields)?;
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

/// The schemas of an array's first items: `prefixItems`, or draft 7's list form of `items`.
fn positional(keywords: &Keywords) -> &[NodeId] {
    match keywords.prefix_items.is_empty() {
        true => &keywords.items_list,
        false => &keywords.prefix_items,
    }
}

/// The type of a `const` or `enum` (both: the values of both), without the values its `type`
/// does not admit: a literal, a union of them, or no value at all.
fn literals(keywords: &Keywords) -> Type {
    let values = literal_values(keywords);
    match values.len() {
        0 => Type::Never,
        _ => simplify(values.into_iter().map(Type::Literal).collect()),
    }
}

/// The values a `const` or `enum` (both: the values of both) admits, without those its `type`
/// does not admit.
pub(super) fn literal_values(keywords: &Keywords) -> Vec<Value> {
    let mut values: Vec<&Value> = match (&keywords.constant, &keywords.values) {
        (Some(constant), _) => vec![constant],
        (None, Some(values)) => values.iter().collect(),
        (None, None) => Vec::new(),
    };
    if let (Some(_), Some(allowed)) = (&keywords.constant, &keywords.values) {
        values.retain(|v| allowed.iter().any(|a| json_equal(a, v)));
    }
    if let Some(types) = &keywords.types {
        values.retain(|v| types.iter().any(|t| admits(*t, v)));
    }
    values.into_iter().cloned().collect()
}

/// Whether `value` is of the JSON type `ty` (`1.0` is an integer, as JSON Schema says).
pub(super) fn admits(ty: JsonType, value: &Value) -> bool {
    match (ty, value) {
        (JsonType::Null, Value::Null)
        | (JsonType::Boolean, Value::Bool(_))
        | (JsonType::Object, Value::Object(_))
        | (JsonType::Array, Value::Array(_))
        | (JsonType::Number, Value::Number(_))
        | (JsonType::String, Value::String(_)) => true,
        (JsonType::Integer, Value::Number(n)) => {
            n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
        }
        _ => false,
    }
}

/// JSON Schema's equality: numbers by value (`1` equals `1.0`), objects whatever their order.
pub(super) fn json_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            match (x.as_i64(), y.as_i64(), x.as_u64(), y.as_u64()) {
                (Some(x), Some(y), _, _) => x == y,
                (_, _, Some(x), Some(y)) => x == y,
                _ => x.as_f64() == y.as_f64(),
            }
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| json_equal(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_equal(v, w)))
        }
        _ => a == b,
    }
}

/// The union of `types`, each once; a single type stands for itself. A member that accepts
/// anything makes the union accept anything, and one that accepts nothing adds nothing.
fn simplify(mut types: Vec<Type>) -> Type {
    if types.contains(&Type::Any) {
        return Type::Any;
    }
    let mut unique: Vec<Type> = Vec::with_capacity(types.len());
    for t in types.drain(..) {
        if t != Type::Never && !unique.contains(&t) {
            unique.push(t);
        }
    }
    match unique.len() {
        0 => Type::Never,
        1 => unique.remove(0),
        _ => Type::Union(unique),
    }
}
