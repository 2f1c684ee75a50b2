//! The fields of a section (an event type or a named type), as the site lists them: declared
//! order (the tag first), nested objects written in place listed under their parent
//! (`usage.input_tokens`, `items[].name`), each with its type, presence, nullability,
//! constraints, enumeration values and description. A field whose values are a named type (or
//! an event type) links to that type's section and lists nothing of it again: its enumeration
//! values, constraints and fields are in that section, once.

use std::collections::HashSet;

use eventspec_drift::path;
use eventspec_schema::{
    model::{JsonType, Keywords, NodeId, Reference},
    normalize::enum_descriptions,
};
use serde::Serialize;
use serde_json::Value;

use super::{
    targets::Writer,
    text::{description_html, inline_html},
};

/// How deep nested objects' fields are listed.
const MAX_DEPTH: usize = 4;

/// How many characters of a named type's description a field that uses it repeats, at most.
const MAX_SUMMARY: usize = 200;

/// One field of an event type or a named type.
#[derive(Debug, Clone, Serialize)]
pub struct Field {
    /// Its path from the section's type, as drift's changes name it ([`path`]): `name`,
    /// `usage.input_tokens`, `items[].name`, `usage["tokens.total"]`.
    pub path: String,
    /// How many objects it is nested in (0 for the type's own fields).
    pub depth: usize,
    /// Its type, HTML: named types link to their sections.
    pub type_html: String,
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
    /// The anchor of the section its values are documented in, when they are one named type
    /// (or event type): how an older permalink into that type's fields is resolved.
    pub link: Option<String>,
    /// `[]` for each array between the field and that type (`items: Foo[]`).
    #[serde(skip)]
    pub arrays: String,
}

/// One value of an enumeration.
#[derive(Debug, Clone, Serialize)]
pub struct EnumValue {
    /// The value as JSON.
    pub value: String,
    /// What it means, HTML (empty when the schema does not say).
    pub description_html: String,
}

/// The fields of the object at `node` (read from `document`), the `tag` first.
pub fn fields(document: &Value, writer: &Writer, node: NodeId, tag: Option<&str>) -> Vec<Field> {
    let mut out = Vec::new();
    let reader = Reader { document, writer };
    reader.collect(node, "", 0, &mut out);
    // Stable: the tag's row (at depth 0) moves first, every other keeps its place.
    out.sort_by_key(|f| !(f.depth == 0 && Some(f.path.as_str()) == tag));
    out
}

/// The enumeration values of `node`, each with its description.
pub fn values(document: &Value, writer: &Writer, node: NodeId) -> Vec<EnumValue> {
    Reader { document, writer }.values(node)
}

struct Reader<'a> {
    document: &'a Value,
    writer: &'a Writer<'a>,
}

impl Reader<'_> {
    fn collect(&self, node: NodeId, parent: &str, depth: usize, out: &mut Vec<Field>) {
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
            if self.writer.targets.get(nested).is_none() {
                self.collect(nested, &path, depth + 1, out);
            }
        }
    }

    /// The properties `node` declares, those of its `allOf` members written in place included
    /// (a member that is a `$ref` is a type of its own, with its own section), with whether
    /// each is required.
    fn properties(&self, node: NodeId) -> Vec<(String, NodeId, bool)> {
        let mut out = Vec::new();
        let mut seen = HashSet::new();
        let mut pending = vec![node];
        while let Some(node) = pending.pop() {
            let Some(keywords) = self.writer.contract.keywords(node) else {
                continue;
            };
            for (name, id) in &keywords.properties {
                if seen.insert(name.clone()) {
                    out.push((name.clone(), *id, keywords.required.contains(name)));
                }
            }
            let inline =
                (keywords.all_of.iter().rev()).filter(|m| self.writer.targets.get(**m).is_none());
            pending.extend(inline);
        }
        out
    }

    /// The node a property's values are described by, when it is written in place (a nullable
    /// wrapper `anyOf: [X, {type: null}]` and an `allOf` of one member opened; a `$ref` is
    /// not followed), and whether `null` is allowed.
    fn value_node(&self, id: NodeId) -> (NodeId, bool) {
        let contract = self.writer.contract;
        let mut id = id;
        let mut nullable = false;
        for _ in 0..MAX_DEPTH {
            let Some(keywords) = contract.keywords(id) else {
                break;
            };
            nullable |= (keywords.types.as_deref()).is_some_and(|t| t.contains(&JsonType::Null));
            let wrapped = keywords.properties.is_empty() && keywords.types.is_none();
            let next = if self.writer.is_nullable_union(id) && wrapped {
                nullable = true;
                (keywords.any_of.iter().chain(&keywords.one_of))
                    .copied()
                    .find(|m| !self.writer.is_null(*m))
            } else if wrapped && keywords.all_of.len() == 1 && keywords.reference.is_none() {
                keywords.all_of.first().copied()
            } else {
                None
            };
            match next {
                Some(next) if self.writer.targets.get(next).is_none() => id = next,
                _ => break,
            }
        }
        (id, nullable)
    }

    /// The object an array's items are, when `value` is an array of items written in place.
    fn items_object(&self, value: NodeId) -> Option<NodeId> {
        let items = self.writer.contract.keywords(value)?.items?;
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
        let contract = self.writer.contract;
        let own = contract.keywords(id);
        let inline = contract.keywords(value);
        let linked = self.writer.target_of(id);
        let named = linked.as_ref().and_then(|(t, _)| contract.keywords(t.node));
        let description = (own.and_then(|k| k.description.as_deref()))
            .or_else(|| inline.and_then(|k| k.description.as_deref()))
            .map(str::to_owned)
            .or_else(|| named.and_then(|k| k.description.as_deref()).map(summary))
            .unwrap_or_default();
        let values = self.values(value);
        // An enumeration written in place lists its values below it.
        let type_html = match (values.is_empty(), nullable) {
            (true, _) => self.writer.type_html(id),
            (false, true) => "enum | null".to_owned(),
            (false, false) => "enum".to_owned(),
        };
        let named_nullable = linked.as_ref().is_some_and(|(t, arrays)| {
            arrays.is_empty()
                && (named
                    .and_then(|k| k.types.as_deref())
                    .is_some_and(|t| t.contains(&JsonType::Null))
                    || self.writer.is_nullable_union(t.node))
        });
        let deprecated = [own, inline, named]
            .iter()
            .any(|k| k.is_some_and(|k| k.deprecated));
        Field {
            path: path.to_owned(),
            depth,
            type_html,
            required,
            nullable: nullable || named_nullable,
            deprecated,
            constraints: inline.map(constraints).unwrap_or_default(),
            values,
            description_html: description_html(&description),
            link: linked.as_ref().map(|(t, _)| t.anchor.clone()),
            arrays: linked.map(|(_, arrays)| arrays).unwrap_or_default(),
        }
    }

    fn values(&self, value: NodeId) -> Vec<EnumValue> {
        let contract = self.writer.contract;
        let Some(keywords) = contract.keywords(value) else {
            return Vec::new();
        };
        let Some(values) = &keywords.values else {
            return Vec::new();
        };
        let raw = self.document.pointer(&contract.node(value).pointer);
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

/// The first sentence of a named type's description, at most [`MAX_SUMMARY`] characters: what
/// a field that uses the type repeats of it.
fn summary(text: &str) -> String {
    let sentence = crate::describe::first_sentence(text);
    match sentence.char_indices().nth(MAX_SUMMARY) {
        Some((end, _)) => format!("{}…", &sentence[..end]),
        None => sentence,
    }
}

/// The constraints of `keywords` a reader of the field needs besides its type.
pub fn constraints(keywords: &Keywords) -> Vec<String> {
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
