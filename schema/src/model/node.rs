//! The nodes of a resolved document: every schema location once, its keywords typed, its local
//! `$ref`s turned into links to other nodes.

use std::collections::{BTreeMap, HashMap};

use serde_json::{Map, Value};

use super::{pointer, read::read_keywords};

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
    /// `minContains`.
    MinContains,
    /// `maxContains`.
    MaxContains,
}

impl Bound {
    /// Every bound.
    pub const ALL: [Self; 13] = [
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
        Self::MinContains,
        Self::MaxContains,
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
            Self::MinContains => "minContains",
            Self::MaxContains => "maxContains",
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
                | Self::MinContains
        )
    }
}

/// A keyword of JSON Schema that the typed fields of [`Keywords`] do not carry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unmodelled {
    /// `$dynamicRef` or `$recursiveRef` (which keyword): a reference resolved through the
    /// dynamic scope, which the model does not follow.
    DynamicReference(&'static str),
    /// A keyword of JSON Schema whose value is not of the form JSON Schema gives it meaning in
    /// (a `type` naming no JSON type, `required` that is not a list of names, ...): the
    /// validator refuses the schema.
    Malformed(&'static str),
}

impl Unmodelled {
    /// The keyword.
    pub fn keyword(&self) -> &'static str {
        match self {
            Self::DynamicReference(keyword) | Self::Malformed(keyword) => keyword,
        }
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
    /// `items` when it is one schema.
    pub items: Option<NodeId>,
    /// `items` when it is a list of schemas (draft 7's tuple form: position by position).
    pub items_list: Vec<NodeId>,
    /// `prefixItems` (2020-12's tuple form).
    pub prefix_items: Vec<NodeId>,
    /// `additionalItems` (draft 7: the items after those `items` lists).
    pub additional_items: Option<NodeId>,
    /// `unevaluatedItems`.
    pub unevaluated_items: Option<NodeId>,
    /// `contains`.
    pub contains: Option<NodeId>,
    /// `uniqueItems: true`.
    pub unique_items: bool,
    /// `patternProperties`, in the document's order.
    pub pattern_properties: Vec<(String, NodeId)>,
    /// `propertyNames`.
    pub property_names: Option<NodeId>,
    /// `dependentRequired`, and the list form of draft 7's `dependencies`: when the property
    /// named first is present, those listed must be too.
    pub dependent_required: Vec<(String, Vec<String>)>,
    /// `dependentSchemas`, and the schema form of draft 7's `dependencies`: when the property
    /// is present, the object must also be valid against the schema.
    pub dependent_schemas: Vec<(String, NodeId)>,
    /// `if`.
    pub if_: Option<NodeId>,
    /// `then`.
    pub then: Option<NodeId>,
    /// `else`.
    pub else_: Option<NodeId>,
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
    /// The numeric bounds present as the schema writes them: an integer beyond 2^53 exactly,
    /// which `bounds` holds only to the nearest float.
    pub limits: BTreeMap<Bound, serde_json::Number>,
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
    /// Keywords of JSON Schema that change what validates but that the fields above do not
    /// carry: `$dynamicRef` and `$recursiveRef` (scopes the model does not follow), and a
    /// keyword whose value has no meaning JSON Schema gives it (a `type` naming no JSON type,
    /// `required` that is not a list of names, ...). Consumers refuse or judge them as unknown.
    pub unmodelled: Vec<Unmodelled>,
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
            && self.items_list.is_empty()
            && self.prefix_items.is_empty()
            && self.additional_items.is_none()
            && self.unevaluated_items.is_none()
            && self.contains.is_none()
            && !self.unique_items
            && self.pattern_properties.is_empty()
            && self.property_names.is_none()
            && self.dependent_required.is_empty()
            && self.dependent_schemas.is_empty()
            && self.if_.is_none()
            && self.then.is_none()
            && self.else_.is_none()
            && self.all_of.is_empty()
            && self.not.is_none()
            && self.pattern.is_none()
            && self.format.is_none()
            && self.bounds.is_empty()
            && self.unmodelled.is_empty())
    }
}

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
            Link::One("additionalItems") => keywords.additional_items = Some(child),
            Link::One("unevaluatedItems") => keywords.unevaluated_items = Some(child),
            Link::One("contains") => keywords.contains = Some(child),
            Link::One("propertyNames") => keywords.property_names = Some(child),
            Link::One("if") => keywords.if_ = Some(child),
            Link::One("then") => keywords.then = Some(child),
            Link::One("else") => keywords.else_ = Some(child),
            Link::List("items") => keywords.items_list.push(child),
            Link::List("prefixItems") => keywords.prefix_items.push(child),
            Link::Map("patternProperties", name) => keywords.pattern_properties.push((name, child)),
            Link::Map("dependentSchemas" | "dependencies", name) => {
                keywords.dependent_schemas.push((name, child));
            }
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
