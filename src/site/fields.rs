//! The fields of an event type, as the site lists them: declared order (the tag first), nested
//! objects' fields under their parent (`usage.input_tokens`, `items[].name`), each with its type,
//! presence, nullability, constraints, enumeration values and description.

use eventspec_drift::path;
use eventspec_schema::{
    model::{Contract, JsonType, Keywords, NodeId, Reference},
    normalize::enum_descriptions,
};
use serde::Serialize;
use serde_json::Value;

use super::text::{description_html, inline_html};
use crate::describe::type_expr;

/// How deep nested objects' fields are listed.
const MAX_DEPTH: usize = 4;

/// One field of an event type.
#[derive(Debug, Clone, Serialize)]
pub struct Field {
    /// Its path from the event, as drift's changes name it ([`path`]): `name`,
    /// `usage.input_tokens`, `items[].name`, `usage["tokens.total"]`.
    pub path: String,
    /// How many objects it is nested in (0 for the event's own fields).
    pub depth: usize,
    /// Its type, in a few words.
    pub type_expr: String,
    /// Whether the object it is in requires it.
    pub required: bool,
    /// Whether `null` is one of its values.
    pub nullable: bool,
    /// Whether it is deprecated.
    pub deprecated: bool,
    /// Its constraints as keyword and value (`pattern ^a$`, `minimum 0`), HTML.
    pub constraints: Vec<String>,
    /// Its enumeration values, each with its description (a `const` is its type).
    pub values: Vec<EnumValue>,
    /// Its description, HTML.
    pub description_html: String,
}

/// One value of an enumeration.
#[derive(Debug, Clone, Serialize)]
pub struct EnumValue {
    /// The value as JSON.
    pub value: String,
    /// What it means, HTML (empty when the schema does not say).
    pub description_html: String,
}

/// The fields of the object at `node` in `contract` (read from `document`), the `tag` first.
pub fn fields(document: &Value, contract: &Contract, node: NodeId) -> Vec<Field> {
    let mut out = Vec::new();
    let reader = Reader { document, contract };
    reader.collect(node, "", 0, &mut vec![node], &mut out);
    let tag = contract.tag.as_deref();
    // Stable: the tag's row (at depth 0) moves first, every other keeps its place.
    out.sort_by_key(|f| !(f.depth == 0 && Some(f.path.as_str()) == tag));
    out
}

struct Reader<'a> {
    document: &'a Value,
    contract: &'a Contract,
}

impl Reader<'_> {
    fn collect(
        &self,
        node: NodeId,
        parent: &str,
        depth: usize,
        visiting: &mut Vec<NodeId>,
        out: &mut Vec<Field>,
    ) {
        for (name, id, required) in self.properties(node) {
            let path = path::property(parent, &name);
            let (value, nullable) = self.value_node(id);
            out.push(self.field(&path, depth, id, value, required, nullable));
            if depth + 1 >= MAX_DEPTH {
                continue;
            }
            let (nested, path) = match self.items_object(value) {
                Some(items) => (items, path::items(&path)),
                None => (value, path),
            };
            if visiting.contains(&nested) || self.properties(nested).is_empty() {
                continue;
            }
            visiting.push(nested);
            self.collect(nested, &path, depth + 1, visiting, out);
            visiting.pop();
        }
    }

    /// The properties `node` declares, its `allOf` members' included, with whether each is
    /// required.
    fn properties(&self, node: NodeId) -> Vec<(String, NodeId, bool)> {
        let node = self.contract.resolved(node);
        let Some(keywords) = self.contract.keywords(node) else {
            return Vec::new();
        };
        let mut out: Vec<(String, NodeId, bool)> = (keywords.properties.iter())
            .map(|(name, id)| (name.clone(), *id, keywords.required.contains(name)))
            .collect();
        for member in &keywords.all_of {
            for (name, id, required) in self.properties(*member) {
                if !out.iter().any(|(n, ..)| *n == name) {
                    out.push((name, id, required));
                }
            }
        }
        out
    }

    /// The node a property's values are described by (`$ref`s followed, a nullable wrapper
    /// `anyOf: [X, {type: null}]` opened) and whether `null` is allowed.
    fn value_node(&self, id: NodeId) -> (NodeId, bool) {
        let id = self.contract.resolved(id);
        let Some(keywords) = self.contract.keywords(id) else {
            return (id, false);
        };
        let nullable = (keywords.types.as_deref()).is_some_and(|t| t.contains(&JsonType::Null));
        for members in [&keywords.any_of, &keywords.one_of] {
            let others: Vec<NodeId> = (members.iter().copied())
                .filter(|m| !self.is_null(*m))
                .collect();
            if members.len() == 2 && others.len() == 1 {
                return (self.contract.resolved(others[0]), true);
            }
        }
        (id, nullable)
    }

    fn is_null(&self, id: NodeId) -> bool {
        let keywords = self.contract.keywords(self.contract.resolved(id));
        keywords
            .and_then(|k| k.types.as_deref())
            .is_some_and(|t| t == [JsonType::Null])
    }

    /// The object an array's items are, when `value` is an array of objects.
    fn items_object(&self, value: NodeId) -> Option<NodeId> {
        let items = self.contract.keywords(value)?.items?;
        let (items, _) = self.value_node(items);
        Some(items)
    }

    fn field(
        &self,
        path: &str,
        depth: usize,
        id: NodeId,
        value: NodeId,
        required: bool,
        nullable: bool,
    ) -> Field {
        let own = self.contract.keywords(id);
        let target = self.contract.keywords(value);
        let description = (own.and_then(|k| k.description.as_deref()))
            .or_else(|| target.and_then(|k| k.description.as_deref()))
            .unwrap_or_default();
        let values = self.values(value);
        // An enumeration's values are listed below it: its type is its name.
        let type_expr = if values.is_empty() {
            type_expr(self.contract, id)
        } else {
            let name = (self.contract.definition_name(value)).unwrap_or_else(|| "enum".to_owned());
            if nullable {
                format!("{name} | null")
            } else {
                name
            }
        };
        Field {
            path: path.to_owned(),
            depth,
            type_expr,
            required,
            nullable,
            deprecated: own.is_some_and(|k| k.deprecated) || target.is_some_and(|k| k.deprecated),
            constraints: target.map(constraints).unwrap_or_default(),
            values,
            description_html: description_html(description),
        }
    }

    fn values(&self, value: NodeId) -> Vec<EnumValue> {
        let Some(keywords) = self.contract.keywords(value) else {
            return Vec::new();
        };
        let Some(values) = &keywords.values else {
            return Vec::new();
        };
        let raw = self.document.pointer(&self.contract.node(value).pointer);
        let described = raw.map(enum_descriptions).unwrap_or_default();
        (values.iter())
            .map(|v| EnumValue {
                value: v.to_string(),
                description_html: (described.iter().find(|(d, _)| d == v))
                    .map(|(_, text)| inline_html(text))
                    .unwrap_or_default(),
            })
            .collect()
    }
}

/// The constraints of `keywords` a reader of the field needs besides its type.
fn constraints(keywords: &Keywords) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(pattern) = &keywords.pattern {
        out.push(format!(
            "pattern <code>{}</code>",
            super::text::escape(pattern)
        ));
    }
    if let Some(format) = &keywords.format {
        out.push(format!(
            "format <code>{}</code>",
            super::text::escape(format)
        ));
    }
    for (bound, value) in &keywords.bounds {
        let limit =
            (keywords.limits.get(bound)).map_or_else(|| value.to_string(), |n| n.to_string());
        out.push(format!("{} {limit}", bound.keyword()));
    }
    if keywords.unique_items {
        out.push("uniqueItems".to_owned());
    }
    if let Some(Reference::Unresolved(reference)) = &keywords.reference {
        out.push(format!(
            "$ref <code>{}</code>",
            super::text::escape(reference)
        ));
    }
    out
}
