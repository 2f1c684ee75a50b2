//! The nodes of a resolved document: every schema location once, its keywords typed, its local
//! `$ref`s turned into links to other nodes.

use std::collections::{BTreeMap, HashMap};

use serde_json::{Map, Value};

use super::pointer;

/// The index of a node in its [`super::Contract`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NodeId(pub(super) usize);

/// A JSON type, as `type` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum JsonType {
    /// `null`.
    Null,
    /// `boolean`.
    Boolean,
    /// `object`.
    Object,
    /// `array`.
    Array,
    /// `number` (integers included).
    Number,
    /// `integer`.
    Integer,
    /// `string`.
    String,
}

impl JsonType {
    /// Every type.
    pub const ALL: [Self; 7] = [
        Self::Null,
        Self::Boolean,
        Self::Object,
        Self::Array,
        Self::Number,
        Self::Integer,
        Self::String,
    ];

    /// The type `name` names, if it is one.
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.name() == name)
    }

    /// Its name in JSON Schema.
    pub fn name(self) -> &'static str {
        match self {
            Self::Null => "null",
            Self::Boolean => "boolean",
            Self::Object => "object",
            Self::Array => "array",
            Self::Number => "number",
            Self::Integer => "integer",
            Self::String => "string",
        }
    }
}

/// A numeric, length or size bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Bound {
    /// `minimum`.
    Minimum,
    /// `exclusiveMinimum`.
    ExclusiveMinimum,
    /// `maximum`.
    Maximum,
    /// `exclusiveMaximum`.
    ExclusiveMaximum,
    /// `multipleOf`.
    MultipleOf,
    /// `minLength`.
    MinLength,
    /// `maxLength`.
    MaxLength,
    /// `minItems`.
    MinItems,
    /// `maxItems`.
    MaxItems,
    /// `minProperties`.
    MinProperties,
    /// `maxProperties`.
    MaxProperties,
}

impl Bound {
    /// Every bound.
    pub const ALL: [Self; 11] = [
        Self::Minimum,
        Self::ExclusiveMinimum,
        Self::Maximum,
        Self::ExclusiveMaximum,
        Self::MultipleOf,
        Self::MinLength,
        Self::MaxLength,
        Self::MinItems,
        Self::MaxItems,
        Self::MinProperties,
        Self::MaxProperties,
    ];

    /// Its keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            Self::Minimum => "minimum",
            Self::ExclusiveMinimum => "exclusiveMinimum",
            Self::Maximum => "maximum",
            Self::ExclusiveMaximum => "exclusiveMaximum",
            Self::MultipleOf => "multipleOf",
            Self::MinLength => "minLength",
            Self::MaxLength => "maxLength",
            Self::MinItems => "minItems",
            Self::MaxItems => "maxItems",
            Self::MinProperties => "minProperties",
            Self::MaxProperties => "maxProperties",
        }
    }

    /// Whether a larger limit accepts less.
    pub fn larger_is_tighter(self) -> bool {
        matches!(
            self,
            Self::Minimum
                | Self::ExclusiveMinimum
                | Self::MultipleOf
                | Self::MinLength
                | Self::MinItems
                | Self::MinProperties
        )
    }
}

/// Where a `$ref` leads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reference {
    /// A node of the same document.
    Local(NodeId),
    /// Somewhere the model does not follow (another document, an unknown anchor); the validator
    /// never fetches it either.
    Unresolved(String),
}

/// One schema location.
#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    /// Its JSON Pointer in the document.
    pub pointer: String,
    /// What it says.
    pub schema: Schema,
    /// Every subschema directly under it, under any keyword, in the document's order.
    pub children: Vec<NodeId>,
}

/// A schema: a boolean or keywords.
#[derive(Debug, Clone, PartialEq)]
pub enum Schema {
    /// `true` (or `{}`): every value.
    Always,
    /// `false`: no value.
    Never,
    /// An object of keywords.
    Keywords(Box<Keywords>),
}

/// The keywords of a schema object, typed. Subschemas are links to their own nodes.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Keywords {
    /// `$ref`.
    pub reference: Option<Reference>,
    /// `type`, as written (`None` when absent).
    pub types: Option<Vec<JsonType>>,
    /// `const`.
    pub constant: Option<Value>,
    /// `enum`.
    pub values: Option<Vec<Value>>,
    /// `properties`, in the document's order.
    pub properties: Vec<(String, NodeId)>,
    /// `required`.
    pub required: Vec<String>,
    /// `additionalProperties`.
    pub additional_properties: Option<NodeId>,
    /// `unevaluatedProperties`.
    pub unevaluated_properties: Option<NodeId>,
    /// `items` when it is one schema (2020-12, or draft 7's list form not included).
    pub items: Option<NodeId>,
    /// `oneOf`.
    pub one_of: Vec<NodeId>,
    /// `anyOf`.
    pub any_of: Vec<NodeId>,
    /// `allOf`.
    pub all_of: Vec<NodeId>,
    /// `not`.
    pub not: Option<NodeId>,
    /// `pattern`.
    pub pattern: Option<String>,
    /// `format`.
    pub format: Option<String>,
    /// The bounds present.
    pub bounds: BTreeMap<Bound, f64>,
    /// `title`.
    pub title: Option<String>,
    /// `description`.
    pub description: Option<String>,
    /// `deprecated: true`.
    pub deprecated: bool,
    /// `x-renamed-from`: the name this property had in the previous version.
    pub renamed_from: Option<String>,
    /// `$id`: the base URI of the resource it starts.
    pub id: Option<String>,
    /// `$schema`: the dialect it is written in.
    pub dialect: Option<String>,
    /// Keywords that change what validates but that the fields above do not carry
    /// (`if`, `patternProperties`, `prefixItems`, `dependentSchemas`, `$dynamicRef`, a `type`
    /// naming no JSON type, ...), by name.
    pub other: Vec<String>,
}

impl Keywords {
    /// Whether it says nothing but `$ref` (annotations aside): another name for its target.
    pub fn is_alias(&self) -> bool {
        self.reference.is_some() && self.types.is_none() && self.asserts_nothing_else()
    }

    /// Whether it says nothing but `type` (annotations aside).
    pub fn is_plain_type(&self) -> bool {
        self.reference.is_none() && self.asserts_nothing_else()
    }

    /// Whether it is nothing but a `oneOf` or `anyOf` (annotations aside): a union.
    pub fn is_union(&self) -> bool {
        self.reference.is_none()
            && self.types.is_none()
            && !self.asserts_beyond_unions()
            && (self.one_of.is_empty() != self.any_of.is_empty())
    }

    /// Whether it asserts nothing beyond `type` and `$ref`.
    fn asserts_nothing_else(&self) -> bool {
        self.one_of.is_empty() && self.any_of.is_empty() && !self.asserts_beyond_unions()
    }

    /// Whether it asserts anything beyond `type`, `$ref`, `oneOf` and `anyOf`.
    fn asserts_beyond_unions(&self) -> bool {
        !(self.constant.is_none()
            && self.values.is_none()
            && self.properties.is_empty()
            && self.required.is_empty()
            && self.additional_properties.is_none()
            && self.unevaluated_properties.is_none()
            && self.items.is_none()
            && self.all_of.is_empty()
            && self.not.is_none()
            && self.pattern.is_none()
            && self.format.is_none()
            && self.bounds.is_empty()
            && self.other.is_empty())
    }
}

/// Keywords that never change what validates.
const ANNOTATIONS: &[&str] = &[
    "$schema",
    "$id",
    "id",
    "$anchor",
    "$dynamicAnchor",
    "$recursiveAnchor",
    "$comment",
    "$defs",
    "definitions",
    "$vocabulary",
    "title",
    "description",
    "default",
    "examples",
    "deprecated",
    "readOnly",
    "writeOnly",
    "discriminator",
    "contentMediaType",
    "contentEncoding",
    "contentSchema",
];

/// Keywords whose value is one subschema.
const ONE: &[&str] = &[
    "additionalProperties",
    "unevaluatedProperties",
    "additionalItems",
    "unevaluatedItems",
    "contains",
    "propertyNames",
    "not",
    "if",
    "then",
    "else",
    "contentSchema",
];

/// Keywords whose value is a list of subschemas.
const LIST: &[&str] = &["allOf", "anyOf", "oneOf", "prefixItems"];

/// Keywords whose value is an object of subschemas.
const MAP: &[&str] = &[
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
    "dependencies",
];

/// Every node of a document, the root first, and where each one is.
pub(super) struct Built {
    pub nodes: Vec<Node>,
    pub by_pointer: HashMap<String, NodeId>,
}

/// Builds the nodes of `document` without recursion (any depth, any number of nodes).
pub(super) fn build(document: &Value) -> Built {
    let mut nodes: Vec<Node> = Vec::new();
    let mut by_pointer = HashMap::new();
    let mut raw_refs: Vec<(NodeId, String)> = Vec::new();
    let mut anchors: HashMap<String, NodeId> = HashMap::new();
    // Each node is created before its children so that the root is node 0; children are linked
    // once they exist, through the pending links below.
    let mut pending: Vec<(String, &Value)> = vec![(String::new(), document)];
    let mut links: Vec<(NodeId, Link, String)> = Vec::new();
    while let Some((at, value)) = pending.pop() {
        let id = NodeId(nodes.len());
        by_pointer.insert(at.clone(), id);
        let schema = match value {
            Value::Bool(true) => Schema::Always,
            Value::Bool(false) => Schema::Never,
            Value::Object(object) if object.is_empty() => Schema::Always,
            Value::Object(object) => {
                let keywords = read_keywords(object);
                if let Some(reference) = object.get("$ref").and_then(Value::as_str) {
                    raw_refs.push((id, reference.to_owned()));
                }
                if let Some(anchor) = object.get("$anchor").and_then(Value::as_str) {
                    anchors.insert(anchor.to_owned(), id);
                }
                let found = children(object, &at);
                // Popped from a stack: pushed in reverse, so nodes are made in document order.
                for (link, child_at, child) in found.into_iter().rev() {
                    links.push((id, link, child_at.clone()));
                    pending.push((child_at, child));
                }
                Schema::Keywords(Box::new(keywords))
            }
            // Not a schema: it accepts nothing a validator could check; the compiler rejects it.
            _ => Schema::Always,
        };
        nodes.push(Node {
            pointer: at,
            schema,
            children: Vec::new(),
        });
    }
    // Links were gathered in reverse within each parent.
    for (parent, link, child_at) in links.into_iter().rev() {
        let child = by_pointer[&child_at];
        nodes[parent.0].children.push(child);
        if let Schema::Keywords(keywords) = &mut nodes[parent.0].schema {
            link.attach(keywords, child);
        }
    }
    for (id, reference) in raw_refs {
        let target = match pointer::from_fragment(&reference) {
            Some(target) => by_pointer.get(&target).copied(),
            None => reference
                .strip_prefix('#')
                .and_then(|anchor| anchors.get(anchor).copied()),
        };
        if let Schema::Keywords(keywords) = &mut nodes[id.0].schema {
            keywords.reference = Some(match target {
                Some(target) => Reference::Local(target),
                None => Reference::Unresolved(reference),
            });
        }
    }
    Built { nodes, by_pointer }
}

/// How a child node hangs off its parent.
#[derive(Debug, Clone)]
enum Link {
    One(&'static str),
    List(&'static str),
    Map(&'static str, String),
}

impl Link {
    fn attach(self, keywords: &mut Keywords, child: NodeId) {
        match self {
            Link::One("additionalProperties") => keywords.additional_properties = Some(child),
            Link::One("unevaluatedProperties") => keywords.unevaluated_properties = Some(child),
            Link::One("items") => keywords.items = Some(child),
            Link::One("not") => keywords.not = Some(child),
            Link::List("oneOf") => keywords.one_of.push(child),
            Link::List("anyOf") => keywords.any_of.push(child),
            Link::List("allOf") => keywords.all_of.push(child),
            Link::Map("properties", name) => keywords.properties.push((name, child)),
            _ => {}
        }
    }
}

/// The subschemas of a schema object, in the document's order.
fn children<'v>(object: &'v Map<String, Value>, at: &str) -> Vec<(Link, String, &'v Value)> {
    let mut out = Vec::new();
    let at_key = |key: &str| pointer::push(at, key);
    for &keyword in ONE {
        if let Some(child) = object.get(keyword).filter(|v| is_schema(v)) {
            out.push((Link::One(keyword), at_key(keyword), child));
        }
    }
    match object.get("items") {
        Some(child) if is_schema(child) => {
            out.push((Link::One("items"), at_key("items"), child));
        }
        // Draft 7's list form of `items`: position by position.
        Some(Value::Array(list)) => {
            for (index, child) in list.iter().enumerate().filter(|(_, c)| is_schema(c)) {
                let child_at = format!("{}/{index}", at_key("items"));
                out.push((Link::List("items"), child_at, child));
            }
        }
        _ => {}
    }
    for &keyword in LIST {
        for (index, child) in object
            .get(keyword)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
            .filter(|(_, c)| is_schema(c))
        {
            let child_at = format!("{}/{index}", at_key(keyword));
            out.push((Link::List(keyword), child_at, child));
        }
    }
    for &keyword in MAP {
        for (name, child) in object
            .get(keyword)
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
            .filter(|(_, c)| is_schema(c))
        {
            let child_at = pointer::push(&at_key(keyword), name);
            out.push((Link::Map(keyword, name.clone()), child_at, child));
        }
    }
    out
}

fn is_schema(value: &Value) -> bool {
    value.is_object() || value.is_boolean()
}

fn read_keywords(object: &Map<String, Value>) -> Keywords {
    let text = |key: &str| object.get(key).and_then(Value::as_str).map(str::to_owned);
    let types = match object.get("type") {
        Some(Value::String(name)) => Some(JsonType::parse(name).into_iter().collect()),
        Some(Value::Array(names)) => Some(
            names
                .iter()
                .filter_map(Value::as_str)
                .filter_map(JsonType::parse)
                .collect(),
        ),
        _ => None,
    };
    let bounds = Bound::ALL
        .into_iter()
        .filter_map(|bound| Some((bound, object.get(bound.keyword())?.as_f64()?)))
        .collect();
    // A `type` the fields cannot carry whole (an unknown name, not a string) is listed as
    // not interpreted.
    let types_read = match object.get("type") {
        None => true,
        Some(Value::String(name)) => JsonType::parse(name).is_some(),
        Some(Value::Array(names)) => names
            .iter()
            .all(|n| n.as_str().and_then(JsonType::parse).is_some()),
        Some(_) => false,
    };
    let interpreted = |key: &str| {
        (key == "type" && types_read)
            || matches!(
                key,
                "$ref"
                    | "const"
                    | "enum"
                    | "properties"
                    | "required"
                    | "additionalProperties"
                    | "unevaluatedProperties"
                    | "oneOf"
                    | "anyOf"
                    | "allOf"
                    | "not"
                    | "pattern"
                    | "format"
                    | "x-renamed-from"
            )
            || (key == "items" && object.get("items").is_some_and(is_schema))
            || Bound::ALL.iter().any(|b| b.keyword() == key)
    };
    let other = object
        .keys()
        .filter(|k| !interpreted(k) && !ANNOTATIONS.contains(&k.as_str()) && !k.starts_with("x-"))
        .cloned()
        .collect();
    Keywords {
        reference: None,
        types,
        constant: object.get("const").cloned(),
        values: object.get("enum").and_then(Value::as_array).cloned(),
        properties: Vec::new(),
        required: object
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect(),
        additional_properties: None,
        unevaluated_properties: None,
        items: None,
        one_of: Vec::new(),
        any_of: Vec::new(),
        all_of: Vec::new(),
        not: None,
        pattern: text("pattern"),
        format: text("format"),
        bounds,
        title: text("title"),
        description: text("description"),
        deprecated: object.get("deprecated") == Some(&Value::Bool(true)),
        renamed_from: text("x-renamed-from"),
        id: text("$id"),
        dialect: text("$schema"),
        other,
    }
}
