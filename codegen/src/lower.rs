//! JSON Schema → [`Model`]: the only code that reads JSON Schema.
//!
//! Every `$defs` entry becomes a named type. An object whose `oneOf` lists inline object forms
//! (a sub-union, e.g. a message with an `assistant` and a `user` form) becomes one object per
//! form, each holding the shared properties too, named after the parent and the `const` values
//! that tell the forms apart; the parent becomes the union of its forms. Inline objects elsewhere
//! take their `title`, or their parent's name and their property's name. What cannot be expressed
//! is an error naming the keyword and its JSON pointer.

use std::collections::BTreeMap;

use eventspec_schema::model::{self, RootShape, pointer};
use serde_json::{Map, Value};

use crate::{
    error::CodegenError,
    model::{Check, Field, Kind, Member, Model, Object, Type, TypeDef, Union},
    naming::{self, Case, pascal},
};

/// Keywords that change what validates in ways no generated type can say.
const UNSUPPORTED: &[&str] = &[
    "not",
    "if",
    "then",
    "else",
    "patternProperties",
    "prefixItems",
    "dependentSchemas",
    "dependentRequired",
    "propertyNames",
    "unevaluatedProperties",
    "unevaluatedItems",
    "$dynamicRef",
];

/// Lowers `document`, read from `source_name`, to a model.
pub fn lower(source_name: &str, document: &Value) -> Result<Model, CodegenError> {
    let contract = model::resolve(document);
    let mut lowerer = Lowerer {
        source_name,
        types: BTreeMap::new(),
        names: BTreeMap::new(),
    };
    let title = identifier(source_name, contract.title().unwrap_or("Event"), "title")?;
    let defs = document.get("$defs").and_then(Value::as_object);
    for name in defs.into_iter().flatten().map(|(name, _)| name) {
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
    for (name, schema) in defs.into_iter().flatten() {
        let sanitized = lowerer.names[name].clone();
        lowerer.def(&sanitized, schema, &pointer::push("/$defs", name))?;
    }
    let union = match contract.shape {
        RootShape::TaggedUnion | RootShape::UntaggedUnion => {
            Some(lowerer.union(&title, &contract)?)
        }
        _ if defs.is_none() || document.get("properties").is_some() => {
            lowerer.def(&title, document, "")?;
            None
        }
        _ => None,
    };
    let metadata = &contract.metadata;
    Ok(Model {
        source: source_name.to_owned(),
        family: metadata.family.clone().unwrap_or_else(|| title.clone()),
        version: metadata.version.clone().unwrap_or_default(),
        doc: contract.description().map(str::to_owned),
        stability: metadata.stability.clone(),
        closed_content: contract.closed_content(),
        union,
        types: lowerer.types.into_values().collect(),
    })
}

struct Lowerer<'d> {
    source_name: &'d str,
    types: BTreeMap<String, TypeDef>,
    /// `$defs` keys and the identifiers they become.
    names: BTreeMap<String, String>,
}

impl Lowerer<'_> {
    /// The identifier of the `$defs` entry `name`.
    fn named(&self, name: &str) -> Result<String, CodegenError> {
        match self.names.get(name) {
            Some(known) => Ok(known.clone()),
            None => identifier(self.source_name, name, &format!("$defs/{name}")),
        }
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

    /// A named type from a `$defs` entry (or the root of a schema without a union).
    fn def(&mut self, name: &str, schema: &Value, pointer: &str) -> Result<(), CodegenError> {
        let doc = description(schema);
        if let Some(forms) = inline_forms(schema) {
            let mut names = Vec::new();
            self.forms(name, schema, forms, &Map::new(), &[], pointer, &mut names)?;
            let union = Type::Union(names.into_iter().map(Type::Named).collect());
            return self.add(
                TypeDef {
                    name: name.to_owned(),
                    doc,
                    kind: Kind::Alias(union),
                },
                pointer,
            );
        }
        let kind = if schema.get("properties").is_some() {
            Kind::Object(self.object(name, schema, pointer)?)
        } else {
            Kind::Alias(self.ty(schema, name, pointer)?)
        };
        self.add(
            TypeDef {
                name: name.to_owned(),
                doc,
                kind,
            },
            pointer,
        )
    }

    /// One object per leaf form of a sub-union, each with the properties of its ancestors.
    #[allow(clippy::too_many_arguments)]
    fn forms(
        &mut self,
        name: &str,
        schema: &Value,
        (keyword, members): (&str, &[Value]),
        inherited: &Map<String, Value>,
        inherited_required: &[Value],
        pointer: &str,
        names: &mut Vec<String>,
    ) -> Result<(), CodegenError> {
        let mut properties = inherited.clone();
        properties.extend(object_of(schema, "properties").clone());
        let mut required = inherited_required.to_vec();
        required.extend(array_of(schema, "required").iter().cloned());
        for (index, member) in members.iter().enumerate() {
            let member_pointer = format!("{pointer}/{keyword}/{index}");
            let form_name = match member.get("title").and_then(Value::as_str) {
                Some(title) => {
                    identifier(self.source_name, title, &format!("{member_pointer}/title"))?
                }
                None => {
                    let suffix = object_of(member, "properties")
                        .values()
                        .find_map(|value| value.get("const")?.as_str())
                        .ok_or_else(|| {
                            self.unsupported(
                                &member_pointer,
                                keyword,
                                "cannot name this inline form: give it a `title` or a property with a string `const`",
                            )
                        })?;
                    identifier(
                        self.source_name,
                        &format!("{name}{}", pascal(suffix)),
                        &member_pointer,
                    )?
                }
            };
            if let Some(nested) = inline_forms(member) {
                self.forms(
                    &form_name,
                    member,
                    nested,
                    &properties,
                    &required,
                    &member_pointer,
                    names,
                )?;
                continue;
            }
            let mut merged = properties.clone();
            merged.extend(object_of(member, "properties").clone());
            let mut all_required = required.clone();
            all_required.extend(array_of(member, "required").iter().cloned());
            let mut form = member.clone();
            form["properties"] = Value::Object(merged);
            form["required"] = Value::Array(all_required);
            if schema.get("additionalProperties") == Some(&Value::Bool(false)) {
                form["additionalProperties"] = Value::Bool(false);
            }
            let object = self.object(&form_name, &form, &member_pointer)?;
            self.add(
                TypeDef {
                    name: form_name.clone(),
                    doc: description(member).or_else(|| description(schema)),
                    kind: Kind::Object(object),
                },
                &member_pointer,
            )?;
            names.push(form_name);
        }
        Ok(())
    }

    fn object(
        &mut self,
        name: &str,
        schema: &Value,
        pointer: &str,
    ) -> Result<Object, CodegenError> {
        check_supported(self, schema, pointer)?;
        let properties = object_of(schema, "properties");
        let required: Vec<&str> = array_of(schema, "required")
            .iter()
            .filter_map(Value::as_str)
            .collect();
        let mut names: Vec<&String> = properties.keys().collect();
        // Required fields first, as the schema lists them; then the optional ones by name.
        names.sort_by_key(|n| {
            (
                required.iter().position(|r| r == n).unwrap_or(usize::MAX),
                n.as_str(),
            )
        });
        let mut fields = Vec::with_capacity(names.len());
        for field_name in names {
            let property = &properties[field_name.as_str()];
            let field_pointer = pointer::push(&format!("{pointer}/properties"), field_name);
            let hint = format!("{name}{}", pascal(field_name));
            fields.push(Field {
                name: field_name.clone(),
                ty: self.ty(property, &hint, &field_pointer)?,
                required: required.contains(&field_name.as_str()),
                doc: description(property),
                deprecated: property.get("deprecated") == Some(&Value::Bool(true)),
            });
        }
        Ok(Object {
            fields,
            closed: schema.get("additionalProperties") == Some(&Value::Bool(false)),
        })
    }

    /// The type of a schema used in place, with its constraints.
    fn ty(&mut self, schema: &Value, hint: &str, pointer: &str) -> Result<Type, CodegenError> {
        let base = self.base_ty(schema, hint, pointer)?;
        let checks = checks(schema);
        Ok(if checks.is_empty() {
            base
        } else {
            Type::Checked(Box::new(base), checks)
        })
    }

    /// The type of a schema used in place (a property, an item, a member).
    fn base_ty(&mut self, schema: &Value, hint: &str, pointer: &str) -> Result<Type, CodegenError> {
        let object = match schema {
            Value::Bool(true) => return Ok(Type::Any),
            Value::Bool(false) => return Ok(Type::Never),
            Value::Object(object) => object,
            _ => {
                return Err(self.unsupported(
                    pointer,
                    "schema",
                    "a schema is an object or a boolean",
                ));
            }
        };
        check_supported(self, schema, pointer)?;
        if let Some(reference) = object.get("$ref").and_then(Value::as_str) {
            return match reference.strip_prefix("#/$defs/") {
                Some(name) if !name.contains('/') => {
                    Ok(Type::Named(self.named(&pointer::unescape(name))?))
                }
                _ => Err(self.unsupported(
                    pointer,
                    "$ref",
                    &format!(
                        "only references to `#/$defs/<name>` are supported, not `{reference}`"
                    ),
                )),
            };
        }
        if let Some(value) = object.get("const") {
            return Ok(Type::Literal(value.clone()));
        }
        if let Some(values) = object.get("enum").and_then(Value::as_array) {
            let literals: Vec<Type> = values.iter().map(|v| Type::Literal(v.clone())).collect();
            return Ok(simplify(literals));
        }
        for keyword in ["oneOf", "anyOf"] {
            if let Some(members) = object.get(keyword).and_then(Value::as_array) {
                if object.get("properties").is_some()
                    || members.iter().any(|m| m.get("properties").is_some())
                {
                    // Inline object forms in place: make them a named type.
                    let name = title_or(self.source_name, schema, hint, pointer)?;
                    self.def(&name, schema, pointer)?;
                    return Ok(Type::Named(name));
                }
                let mut types = Vec::with_capacity(members.len());
                for (index, member) in members.iter().enumerate() {
                    types.push(self.ty(member, hint, &format!("{pointer}/{keyword}/{index}"))?);
                }
                return Ok(simplify(types));
            }
        }
        if let Some(members) = object.get("allOf").and_then(Value::as_array) {
            return match members.as_slice() {
                [single] => self.ty(single, hint, &format!("{pointer}/allOf/0")),
                _ => Err(self.unsupported(
                    pointer,
                    "allOf",
                    "only an `allOf` of one schema is supported",
                )),
            };
        }
        let types: Vec<&str> = match object.get("type") {
            Some(Value::String(t)) => vec![t.as_str()],
            Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
            None if object.get("properties").is_some() => vec!["object"],
            None if object.get("items").is_some() => vec!["array"],
            None => return Ok(Type::Any),
            Some(_) => {
                return Err(self.unsupported(
                    pointer,
                    "type",
                    "`type` is a string or an array of strings",
                ));
            }
        };
        let mut out = Vec::with_capacity(types.len());
        for t in types {
            out.push(match t {
                "string" => Type::String,
                "integer" => Type::Integer,
                "number" => Type::Number,
                "boolean" => Type::Boolean,
                "null" => Type::Null,
                "array" => match object.get("items") {
                    Some(items) => Type::Array(Box::new(self.ty(
                        items,
                        &format!("{hint}Item"),
                        &format!("{pointer}/items"),
                    )?)),
                    None => Type::Array(Box::new(Type::Any)),
                },
                "object" if object.get("properties").is_some() => {
                    let name = title_or(self.source_name, schema, hint, pointer)?;
                    let mut plain = schema.clone();
                    plain["type"] = Value::String("object".into());
                    let object = self.object(&name, &plain, pointer)?;
                    self.add(
                        TypeDef {
                            name: name.clone(),
                            doc: description(schema),
                            kind: Kind::Object(object),
                        },
                        pointer,
                    )?;
                    Type::Named(name)
                }
                "object" => match object.get("additionalProperties") {
                    Some(values @ Value::Object(_)) => Type::Map(Box::new(self.ty(
                        values,
                        &format!("{hint}Value"),
                        &format!("{pointer}/additionalProperties"),
                    )?)),
                    _ => Type::Map(Box::new(Type::Any)),
                },
                other => {
                    return Err(self.unsupported(
                        pointer,
                        "type",
                        &format!("unknown type `{other}`"),
                    ));
                }
            });
        }
        Ok(simplify(out))
    }
}

/// The value constraints of a schema node.
fn checks(schema: &Value) -> Vec<Check> {
    let mut out = Vec::new();
    if let Some(pattern) = schema.get("pattern").and_then(Value::as_str) {
        out.push(Check::Pattern(pattern.to_owned()));
    }
    let number = |key: &str| schema.get(key).and_then(Value::as_f64);
    let count = |key: &str| schema.get(key).and_then(Value::as_u64);
    type Make<T> = fn(T) -> Check;
    let numbers: [(&str, Make<f64>); 5] = [
        ("minimum", Check::Minimum),
        ("maximum", Check::Maximum),
        ("exclusiveMinimum", Check::ExclusiveMinimum),
        ("exclusiveMaximum", Check::ExclusiveMaximum),
        ("multipleOf", Check::MultipleOf),
    ];
    for (key, make) in numbers {
        if let Some(limit) = number(key) {
            out.push(make(limit));
        }
    }
    let counts: [(&str, Make<u64>); 4] = [
        ("minLength", Check::MinLength),
        ("maxLength", Check::MaxLength),
        ("minItems", Check::MinItems),
        ("maxItems", Check::MaxItems),
    ];
    for (key, make) in counts {
        if let Some(limit) = count(key) {
            out.push(make(limit));
        }
    }
    out
}

fn check_supported(
    lowerer: &Lowerer<'_>,
    schema: &Value,
    pointer: &str,
) -> Result<(), CodegenError> {
    for keyword in UNSUPPORTED {
        if schema.get(*keyword).is_some() {
            return Err(lowerer.unsupported(
                pointer,
                keyword,
                "no generated type can express it; describe the constraint in `description` instead",
            ));
        }
    }
    Ok(())
}

/// The `oneOf`/`anyOf` of inline object forms of a schema, if it has one.
fn inline_forms(schema: &Value) -> Option<(&'static str, &[Value])> {
    ["oneOf", "anyOf"].into_iter().find_map(|keyword| {
        let members = schema.get(keyword)?.as_array()?;
        let objects = members.iter().all(|m| {
            m.get("$ref").is_none() && (m.get("properties").is_some() || inline_forms(m).is_some())
        });
        (objects && !members.is_empty()).then_some((keyword, members.as_slice()))
    })
}

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

/// The type identifier of the schema name `name` found at `origin` (see [`naming::identifier`]).
fn identifier(source_name: &str, name: &str, origin: &str) -> Result<String, CodegenError> {
    naming::identifier(source_name, name, origin, Case::Type)
}

/// The type identifier of an inline object: its `title`, else `hint`.
fn title_or(
    source_name: &str,
    schema: &Value,
    hint: &str,
    pointer: &str,
) -> Result<String, CodegenError> {
    match schema.get("title").and_then(Value::as_str) {
        Some(title) => naming::identifier(
            source_name,
            title,
            &format!("{pointer}/title"),
            Case::Pascal,
        ),
        None => identifier(source_name, hint, pointer),
    }
}

fn description(schema: &Value) -> Option<String> {
    schema
        .get("description")
        .and_then(Value::as_str)
        .map(str::to_owned)
}

fn object_of<'v>(schema: &'v Value, key: &str) -> &'v Map<String, Value> {
    static EMPTY: std::sync::OnceLock<Map<String, Value>> = std::sync::OnceLock::new();
    schema
        .get(key)
        .and_then(Value::as_object)
        .unwrap_or_else(|| EMPTY.get_or_init(Map::new))
}

fn array_of<'v>(schema: &'v Value, key: &str) -> &'v [Value] {
    schema
        .get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}
