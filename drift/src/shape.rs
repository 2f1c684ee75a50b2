//! What a schema node accepts, in one normalized form, so that refactorings that do not change
//! what validates (a type moved into `$defs`, `type: [T, null]` written as `anyOf`) compare equal.

use std::collections::{BTreeMap, BTreeSet};

use eventspec_schema::model;
use serde_json::Value;

/// Numeric, length and size bounds; `true` when a larger value is tighter.
pub const BOUNDS: &[(&str, bool)] = &[
    ("minimum", true),
    ("exclusiveMinimum", true),
    ("maximum", false),
    ("exclusiveMaximum", false),
    ("minLength", true),
    ("maxLength", false),
    ("minItems", true),
    ("maxItems", false),
    ("minProperties", true),
    ("maxProperties", false),
    ("multipleOf", true),
];

/// What lies beyond the listed properties of an object.
#[derive(Debug, Clone, PartialEq)]
pub enum Additional<'a> {
    /// Anything.
    Any,
    /// Nothing: the object is closed.
    Closed,
    /// Values of this schema.
    Schema(&'a Value),
}

/// A schema node, normalized.
#[derive(Debug, Clone)]
pub struct Shape<'a> {
    /// Where it is, as a JSON pointer (after following `$ref`s).
    pub pointer: String,
    /// The JSON types accepted; `None` for any.
    pub types: Option<BTreeSet<&'static str>>,
    /// The `const` value, if any.
    pub constant: Option<&'a Value>,
    /// The `enum` values, if any.
    pub values: Option<Vec<&'a Value>>,
    /// The properties.
    pub properties: BTreeMap<&'a str, &'a Value>,
    /// The required properties.
    pub required: BTreeSet<&'a str>,
    /// Beyond the properties.
    pub additional: Additional<'a>,
    /// The items of an array.
    pub items: Option<&'a Value>,
    /// `pattern`.
    pub pattern: Option<&'a str>,
    /// `format`.
    pub format: Option<&'a str>,
    /// The bounds present.
    pub bounds: BTreeMap<&'static str, f64>,
    /// `description` and `title`, joined.
    pub doc: String,
    /// Object forms of a sub-union (`oneOf`/`anyOf` of objects), with the properties here.
    pub forms: Vec<&'a Value>,
    /// The `false` schema: nothing is accepted.
    pub never: bool,
}

const ALL_TYPES: &[&str] = &[
    "null", "boolean", "object", "array", "number", "integer", "string",
];

/// How deep normalizing looks through unions and compositions; deeper (only a schema that
/// refers back to itself there, like `A: anyOf[null, $ref A]`) is compared as it is written.
const DEPTH: usize = 32;

/// Normalizes `node` of `document`, found at `pointer`.
pub fn shape<'a>(document: &'a Value, node: &'a Value, pointer: &str) -> Shape<'a> {
    shape_within(document, node, pointer, 0)
}

fn shape_within<'a>(
    document: &'a Value,
    node: &'a Value,
    pointer: &str,
    depth: usize,
) -> Shape<'a> {
    let (node, pointer) = follow(document, node, pointer.to_owned());
    let mut out = Shape {
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
        never: node == &Value::Bool(false),
    };
    let Some(object) = node.as_object() else {
        return out;
    };
    if depth > DEPTH {
        return out;
    }
    out.doc = ["title", "description"]
        .iter()
        .filter_map(|k| object.get(*k).and_then(Value::as_str))
        .collect::<Vec<_>>()
        .join("\n");
    out.types = match object.get("type") {
        Some(Value::String(t)) => Some(intern(&[t.as_str()])),
        Some(Value::Array(ts)) => Some(intern(
            &ts.iter().filter_map(Value::as_str).collect::<Vec<_>>(),
        )),
        _ => None,
    };
    out.constant = object.get("const");
    out.values = object
        .get("enum")
        .and_then(Value::as_array)
        .map(|v| v.iter().collect());
    if let Some(properties) = object.get("properties").and_then(Value::as_object) {
        out.properties = properties.iter().map(|(k, v)| (k.as_str(), v)).collect();
    }
    if let Some(required) = object.get("required").and_then(Value::as_array) {
        out.required = required.iter().filter_map(Value::as_str).collect();
    }
    out.additional = match object.get("additionalProperties") {
        Some(Value::Bool(false)) => Additional::Closed,
        Some(schema @ Value::Object(map)) if !map.is_empty() => Additional::Schema(schema),
        _ => Additional::Any,
    };
    out.items = object.get("items");
    out.pattern = object.get("pattern").and_then(Value::as_str);
    out.format = object.get("format").and_then(Value::as_str);
    for (key, _) in BOUNDS {
        if let Some(limit) = object.get(*key).and_then(Value::as_f64) {
            out.bounds.insert(key, limit);
        }
    }
    for keyword in ["anyOf", "oneOf"] {
        let Some(members) = object.get(keyword).and_then(Value::as_array) else {
            continue;
        };
        let resolved: Vec<&Value> = members
            .iter()
            .map(|m| follow(document, m, String::new()).0)
            .collect();
        let is_null = |m: &&Value| m.get("type").and_then(Value::as_str) == Some("null");
        let non_null: Vec<&Value> = resolved.iter().copied().filter(|m| !is_null(m)).collect();
        let simple = |m: &&Value| {
            m.as_object().is_some_and(|o| {
                o.keys()
                    .all(|k| matches!(k.as_str(), "type" | "description" | "title"))
            })
        };
        let single_type = |m: &&Value| m.get("type").and_then(Value::as_str).map(str::to_owned);
        let member_types: Vec<Option<String>> = resolved.iter().map(single_type).collect();
        let distinct: BTreeSet<&String> = member_types.iter().flatten().collect();
        let disjoint = member_types.iter().all(Option::is_some) && distinct.len() == resolved.len();
        if disjoint
            && !non_null.iter().all(simple)
            && resolved.iter().all(|m| m.get("properties").is_none())
        {
            // A union of members of distinct types (`JsonValue`): one schema whose type-specific
            // keywords come from the member of that type.
            out.types = Some(intern(
                &distinct.iter().map(|t| t.as_str()).collect::<Vec<_>>(),
            ));
            for member in &resolved {
                if let Some(items) = member.get("items") {
                    out.items = Some(items);
                }
                if let Some(additional @ Value::Object(_)) = member.get("additionalProperties") {
                    out.additional = Additional::Schema(additional);
                }
            }
        } else if non_null.iter().all(simple) {
            // A union of plain types: one type set.
            let mut types = BTreeSet::new();
            for member in &resolved {
                let member_shape = shape_within(document, member, "", depth + 1);
                types.extend(member_shape.types.unwrap_or_else(|| intern(ALL_TYPES)));
            }
            out.types = Some(types);
        } else if non_null.len() == 1 && non_null.len() < resolved.len() {
            // `T | null`: the shape of `T`, with `null` accepted too.
            let index = members
                .iter()
                .position(|m| !is_null(&follow(document, m, String::new()).0));
            let inner_pointer = format!("{}/{keyword}/{}", out.pointer, index.unwrap_or(0));
            let doc = std::mem::take(&mut out.doc);
            let mut inner = shape_within(
                document,
                &members[index.unwrap_or(0)],
                &inner_pointer,
                depth + 1,
            );
            if inner.doc.is_empty() {
                inner.doc = doc;
            }
            let mut types = inner.types.clone().unwrap_or_else(|| intern(ALL_TYPES));
            types.insert("null");
            inner.types = Some(types);
            return inner;
        } else {
            out.forms = resolved;
        }
    }
    for (index, part) in object
        .get("allOf")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .enumerate()
    {
        let part_pointer = format!("{}/allOf/{index}", out.pointer);
        out.absorb(shape_within(document, part, &part_pointer, depth + 1));
    }
    if out.types.is_none() && !out.forms.is_empty() {
        // Forms that are all objects make an object.
        let all_objects = out.forms.iter().all(|form| {
            form.get("type").and_then(Value::as_str) == Some("object")
                || form.get("properties").is_some()
        });
        if all_objects {
            out.types = Some(intern(&["object"]));
        }
    }
    out
}

/// Follows local `$ref`s to the end of the chain (a cycle ends where it closes), returning the
/// target and its pointer.
fn follow<'a>(
    document: &'a Value,
    mut node: &'a Value,
    mut pointer: String,
) -> (&'a Value, String) {
    let mut seen = BTreeSet::new();
    while let Some(reference) = node.get("$ref").and_then(Value::as_str) {
        let Some(target_pointer) = model::pointer::from_fragment(reference) else {
            break;
        };
        let Some(target) = document.pointer(&target_pointer) else {
            break;
        };
        if !seen.insert(target_pointer.clone()) {
            break;
        }
        pointer = target_pointer;
        node = target;
    }
    (node, pointer)
}

fn intern(types: &[&str]) -> BTreeSet<&'static str> {
    types
        .iter()
        .filter_map(|t| ALL_TYPES.iter().find(|known| *known == t).copied())
        .collect()
}

impl<'a> Shape<'a> {
    /// Takes in what a schema of this node's `allOf` says, where this node says nothing itself:
    /// both apply, so properties and required names add up and a closed part closes the whole.
    fn absorb(&mut self, part: Shape<'a>) {
        for (name, schema) in part.properties {
            self.properties.entry(name).or_insert(schema);
        }
        self.required.extend(part.required);
        if part.additional == Additional::Closed || self.additional == Additional::Any {
            self.additional = part.additional;
        }
        self.types = self.types.take().or(part.types);
        self.constant = self.constant.or(part.constant);
        self.values = self.values.take().or(part.values);
        self.items = self.items.or(part.items);
        self.pattern = self.pattern.or(part.pattern);
        self.format = self.format.or(part.format);
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
    pub fn pinned(&self, document: &Value, property: &str) -> Option<String> {
        let node = self.properties.get(property)?;
        let shape = shape(document, node, "");
        shape
            .constant
            .or_else(|| shape.values.as_ref().filter(|v| v.len() == 1).map(|v| v[0]))
            .and_then(Value::as_str)
            .map(str::to_owned)
    }
}
