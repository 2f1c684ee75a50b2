//! What a schema node accepts, in one normalized form read from the resolved model, so that
//! refactorings that do not change what validates (a type moved into `$defs`, `type: [T, null]`
//! written as `anyOf`, properties shared by inline forms) compare equal.

use std::collections::{BTreeMap, BTreeSet};

use eventspec_schema::model::{
    Bound, Contract, JsonType, Keywords, NodeId, Reference, Schema, pointer,
};
use serde_json::Value;

/// What lies beyond the listed properties of an object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Additional {
    /// Anything.
    Any,
    /// Nothing: the object is closed.
    Closed,
    /// Values of this schema.
    Schema(NodeId),
}

/// A schema node, normalized.
#[derive(Debug, Clone)]
pub struct Shape {
    /// Where it is, as a JSON pointer (after following `$ref`s).
    pub pointer: String,
    /// The JSON types accepted; `None` for any.
    pub types: Option<BTreeSet<&'static str>>,
    /// The `const` value, if any.
    pub constant: Option<Value>,
    /// The `enum` values, if any.
    pub values: Option<Vec<Value>>,
    /// The properties.
    pub properties: BTreeMap<String, NodeId>,
    /// The required properties.
    pub required: BTreeSet<String>,
    /// Beyond the properties.
    pub additional: Additional,
    /// The items of an array.
    pub items: Option<NodeId>,
    /// `pattern`.
    pub pattern: Option<String>,
    /// `format`.
    pub format: Option<String>,
    /// The bounds present.
    pub bounds: BTreeMap<Bound, f64>,
    /// `description` and `title`, joined.
    pub doc: String,
    /// The members of a union that is not one of plain types or `T | null`; inline object
    /// forms hold the properties of the object they are forms of.
    pub forms: Vec<Shape>,
    /// The `false` schema: nothing is accepted.
    pub never: bool,
    /// As a member of a union, the name a reader sees on it: its `title`, else the name of the
    /// definition its `$ref` points to.
    pub name: Option<String>,
}

/// How deep normalizing looks through unions and compositions; deeper (only a schema that
/// refers back to itself there, like `A: anyOf[null, $ref A]`) is compared as it is written.
const DEPTH: usize = 32;

/// What an object passes on to its inline forms.
#[derive(Debug, Clone, Default)]
struct Inherited {
    properties: BTreeMap<String, NodeId>,
    required: BTreeSet<String>,
    additional: Option<Additional>,
}

/// Normalizes node `id` of `contract`.
pub fn shape(contract: &Contract, id: NodeId) -> Shape {
    shape_within(contract, id, 0, &Inherited::default())
}

fn empty(pointer: String) -> Shape {
    Shape {
        pointer,
        types: None,
        constant: None,
        values: None,
        properties: BTreeMap::new(),
        required: BTreeSet::new(),
        additional: Additional::Any,
        items: None,
        pattern: None,
        format: None,
        bounds: BTreeMap::new(),
        doc: String::new(),
        forms: Vec::new(),
        never: false,
        name: None,
    }
}

fn shape_within(contract: &Contract, id: NodeId, depth: usize, inherited: &Inherited) -> Shape {
    let id = contract.resolved(id);
    let mut out = empty(contract.node(id).pointer.clone());
    let keywords = match &contract.node(id).schema {
        Schema::Never => {
            out.never = true;
            return out;
        }
        Schema::Always => return out,
        Schema::Keywords(keywords) => keywords,
    };
    if depth > DEPTH {
        return out;
    }
    out.doc = [&keywords.title, &keywords.description]
        .into_iter()
        .flatten()
        .cloned()
        .collect::<Vec<_>>()
        .join("\n");
    out.types = keywords.types.as_ref().map(|types| names(types));
    // `const` and `enum` say the types too: `{"const": "X"}` accepts only a string.
    let listed = (keywords.constant.iter()).chain(keywords.values.iter().flatten());
    if out.types.is_none() && (keywords.constant.is_some() || keywords.values.is_some()) {
        out.types = Some(listed.map(type_of).collect());
    }
    out.constant = keywords.constant.clone();
    out.values = keywords.values.clone();
    out.properties = inherited.properties.clone();
    out.properties.extend(keywords.properties.iter().cloned());
    out.required = inherited.required.clone();
    out.required.extend(keywords.required.iter().cloned());
    out.additional = match additional(contract, keywords) {
        Additional::Any => inherited.additional.unwrap_or(Additional::Any),
        own => own,
    };
    out.items = keywords.items;
    out.pattern = keywords.pattern.clone();
    out.format = keywords.format.clone();
    out.bounds = keywords.bounds.clone();
    for (members, any) in [(&keywords.any_of, true), (&keywords.one_of, false)] {
        if members.is_empty() {
            continue;
        }
        if let Some(inner) = union(contract, &mut out, (members, any), depth) {
            return inner;
        }
    }
    for part in &keywords.all_of {
        out.absorb(shape_within(
            contract,
            *part,
            depth + 1,
            &Inherited::default(),
        ));
    }
    if out.types.is_none() && !out.forms.is_empty() {
        // Forms that are all objects make an object.
        let all_objects = out.forms.iter().all(|form| {
            form.types.as_ref().is_some_and(|t| t.contains("object")) || !form.properties.is_empty()
        });
        if all_objects {
            out.types = Some(BTreeSet::from(["object"]));
        }
    }
    out
}

/// Reads a union of `members` (an `anyOf` when `any`, else a `oneOf`) into `out`; returns the
/// shape to use instead when the union is `T | null` (the shape of `T`, accepting `null` too).
fn union(
    contract: &Contract,
    out: &mut Shape,
    (members, any): (&[NodeId], bool),
    depth: usize,
) -> Option<Shape> {
    let resolved: Vec<NodeId> = members.iter().map(|m| contract.resolved(*m)).collect();
    let keywords = |id: NodeId| contract.keywords(id);
    let single_type = |id: NodeId| match keywords(id).and_then(|k| k.types.as_deref()) {
        Some([only]) => Some(*only),
        _ => None,
    };
    let is_null = |id: &NodeId| single_type(*id) == Some(JsonType::Null);
    let simple = |id: &NodeId| keywords(*id).is_some_and(Keywords::is_plain_type);
    let non_null: Vec<NodeId> = resolved.iter().copied().filter(|m| !is_null(m)).collect();
    let member_types: Vec<Option<JsonType>> = resolved.iter().map(|m| single_type(*m)).collect();
    let distinct: BTreeSet<JsonType> = member_types.iter().flatten().copied().collect();
    let disjoint = member_types.iter().all(Option::is_some) && distinct.len() == resolved.len();
    let has_properties = |id: &NodeId| keywords(*id).is_some_and(|k| !k.properties.is_empty());
    // In an `anyOf`, a member of one type beside a plain member of that type adds nothing: the
    // plain member takes every value it takes (`Model`: the known names or any string). In a
    // `oneOf` it takes them away.
    let plain: BTreeSet<JsonType> = (resolved.iter().filter(|m| simple(m)))
        .filter_map(|m| single_type(*m))
        .collect();
    let subsumed =
        |id: &NodeId| simple(id) || (any && single_type(*id).is_some_and(|t| plain.contains(&t)));
    if disjoint && !non_null.iter().all(simple) && !resolved.iter().any(has_properties) {
        // A union of members of distinct types (`JsonValue`): one schema whose type-specific
        // keywords come from the member of that type.
        out.types = Some(names(&distinct.iter().copied().collect::<Vec<_>>()));
        for member in &resolved {
            let Some(member) = keywords(*member) else {
                continue;
            };
            if let Some(items) = member.items {
                out.items = Some(items);
            }
            if let Additional::Schema(values) = additional(contract, member) {
                out.additional = Additional::Schema(values);
            }
        }
    } else if non_null.iter().all(subsumed) {
        // A union of plain types (and members they subsume): one type set.
        let mut types = BTreeSet::new();
        for member in &resolved {
            let member_shape = shape_within(contract, *member, depth + 1, &Inherited::default());
            types.extend(member_shape.types.unwrap_or_else(|| names(&JsonType::ALL)));
        }
        out.types = Some(types);
    } else if non_null.len() == 1 && non_null.len() < resolved.len() {
        // `T | null`: the shape of `T`, with `null` accepted too.
        let index = resolved.iter().position(|m| !is_null(m)).unwrap_or(0);
        let mut inner = shape_within(contract, members[index], depth + 1, &Inherited::default());
        if inner.doc.is_empty() {
            inner.doc = std::mem::take(&mut out.doc);
        }
        let mut types = inner.types.clone().unwrap_or_else(|| names(&JsonType::ALL));
        types.insert("null");
        inner.types = Some(types);
        return Some(inner);
    } else {
        let nulls: Vec<bool> = resolved.iter().map(is_null).collect();
        forms(contract, out, (members, &nulls), depth);
    }
    None
}

/// Reads the members of a union that is neither a set of plain types nor `T | null` as the
/// forms of `out` (`nulls`: which members are `null`).
fn forms(
    contract: &Contract,
    out: &mut Shape,
    (members, nulls): (&[NodeId], &[bool]),
    depth: usize,
) {
    // Inline object forms share the object's properties: each form reads whole, and the
    // object keeps none of its own.
    let keywords = |id: NodeId| contract.keywords(id);
    let inline = members
        .iter()
        .all(|m| keywords(*m).is_some_and(|k| k.reference.is_none()))
        && members.iter().any(|m| {
            keywords(*m).is_some_and(|k| !k.properties.is_empty() || !k.one_of.is_empty())
        })
        && !out.properties.is_empty();
    let inherited = if inline {
        Inherited {
            properties: std::mem::take(&mut out.properties),
            required: std::mem::take(&mut out.required),
            additional: Some(out.additional),
        }
    } else {
        Inherited::default()
    };
    // A `null` member is no form: the forms' type takes `null` too (`A | B | null`, as
    // `(A | B) | null` reads).
    let mut nullable = false;
    for (member, null) in members.iter().zip(nulls) {
        if *null {
            nullable = true;
            continue;
        }
        let mut form = shape_within(contract, *member, depth + 1, &inherited);
        if inline && form.types.is_none() {
            form.types = Some(BTreeSet::from(["object"]));
        }
        form.name = member_name(contract, *member);
        out.forms.push(form);
    }
    let objects = (out.forms.iter()).all(|form| {
        form.types
            .as_ref()
            .is_some_and(|t| t.len() == 1 && t.contains("object"))
    });
    if nullable && out.types.is_none() && objects {
        out.types = Some(BTreeSet::from(["null", "object"]));
    }
}

/// The name a reader sees on union member `id`: its `title`, else the last token of the
/// pointer its `$ref` (or the `$ref` of its only `allOf` part) points to (`Foo` for
/// `#/$defs/Foo`), else the reference as written when the model does not follow it.
fn member_name(contract: &Contract, id: NodeId) -> Option<String> {
    let keywords = contract.keywords(id)?;
    if let Some(title) = keywords.title.as_ref().filter(|t| !t.trim().is_empty()) {
        return Some(title.clone());
    }
    let reference = keywords
        .reference
        .as_ref()
        .or_else(|| match &keywords.all_of[..] {
            [only] => contract.keywords(*only)?.reference.as_ref(),
            _ => None,
        })?;
    let name = match reference {
        Reference::Local(target) => pointer::last(&contract.node(*target).pointer),
        Reference::Unresolved(written) => written.clone(),
    };
    (!name.is_empty()).then_some(name)
}

/// What an object's `additionalProperties` (or `unevaluatedProperties: false`) says.
fn additional(contract: &Contract, keywords: &Keywords) -> Additional {
    let target = |id: NodeId| &contract.node(contract.resolved(id)).schema;
    match keywords.additional_properties {
        Some(id) if matches!(target(id), Schema::Never) => Additional::Closed,
        Some(id) if matches!(target(id), Schema::Keywords(_)) => Additional::Schema(id),
        _ if keywords
            .unevaluated_properties
            .is_some_and(|id| matches!(target(id), Schema::Never)) =>
        {
            Additional::Closed
        }
        _ => Additional::Any,
    }
}

/// The types both sets accept (`integer` is within `number`).
fn intersection(a: &BTreeSet<&'static str>, b: &BTreeSet<&'static str>) -> BTreeSet<&'static str> {
    let within = |set: &BTreeSet<&'static str>, t: &str| {
        set.contains(t) || (t == "integer" && set.contains("number"))
    };
    a.iter()
        .chain(b)
        .copied()
        .filter(|t| within(a, t) && within(b, t))
        .collect()
}

/// The JSON Schema type of a value: `integer` for a number without a fractional part.
fn type_of(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n)
            if n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0) =>
        {
            "integer"
        }
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn names(types: &[JsonType]) -> BTreeSet<&'static str> {
    types.iter().map(|t| t.name()).collect()
}

impl Shape {
    /// Takes in what a schema of this node's `allOf` says, where this node says nothing itself:
    /// both apply, so properties and required names add up and a closed part closes the whole.
    fn absorb(&mut self, part: Shape) {
        for (name, schema) in part.properties {
            self.properties.entry(name).or_insert(schema);
        }
        self.required.extend(part.required);
        if part.additional == Additional::Closed || self.additional == Additional::Any {
            self.additional = part.additional;
        }
        self.types = match (self.types.take(), part.types) {
            (Some(own), Some(theirs)) => Some(intersection(&own, &theirs)),
            (own, theirs) => own.or(theirs),
        };
        self.constant = self.constant.take().or(part.constant);
        self.values = self.values.take().or(part.values);
        self.items = self.items.or(part.items);
        self.pattern = self.pattern.take().or(part.pattern);
        self.format = self.format.take().or(part.format);
        for (key, limit) in part.bounds {
            self.bounds.entry(key).or_insert(limit);
        }
        self.never |= part.never;
        if self.forms.is_empty() {
            self.forms = part.forms;
        }
    }

    /// Whether it accepts objects (so its properties matter).
    pub fn is_object(&self) -> bool {
        !self.properties.is_empty() || self.types.as_ref().is_none_or(|t| t.contains("object"))
    }

    /// Whether it constrains values at all.
    pub fn constrains(&self) -> bool {
        let every_type = self.types.as_ref().is_some_and(|t| {
            ["null", "boolean", "object", "array", "number", "string"]
                .iter()
                .all(|k| t.contains(k))
        });
        self.never
            || (self.types.is_some() && !every_type)
            || self.constant.is_some()
            || self.values.is_some()
            || !self.properties.is_empty()
            || self.pattern.is_some()
            || !self.bounds.is_empty()
            || !self.forms.is_empty()
    }

    /// The const value of `property` in this shape, if it pins one (the tag of a form).
    pub fn pinned(&self, contract: &Contract, property: &str) -> Option<String> {
        let shape = shape(contract, *self.properties.get(property)?);
        let value = shape.constant.or_else(|| {
            shape
                .values
                .filter(|v| v.len() == 1)
                .and_then(|mut v| v.pop())
        })?;
        value.as_str().map(str::to_owned)
    }
}
