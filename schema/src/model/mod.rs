//! The resolved contract: the one reader of JSON Schema structure in eventspec.
//!
//! [`resolve`] turns any JSON Schema document (draft 2020-12 or 7, an eventspec snapshot or a
//! user's own schema) into a [`Contract`]: every schema location as a typed [`Node`], local
//! `$ref`s linked (recursive and mutually recursive schemas included; following them never
//! recurses), the root's shape (a tagged union, an untagged union, one object, a composition,
//! through a `$ref` or not), the event types with their pointers, tag values and own content
//! models, union openness, and the `x-eventspec` metadata. The validator, the typings generator,
//! the drift checker and `eventspec show` read documents through it; only the `jsonschema` crate
//! reads raw keywords besides, when it compiles a document to decide what validates.
//!
//! What it guarantees: building a contract takes time and memory linear in the document, never
//! panics and never recurses; a `$ref` it cannot follow locally is kept as
//! [`Reference::Unresolved`], never fetched.

mod depth;
mod direct;
mod metadata;
mod node;
pub mod pointer;
mod read;
mod root;

use std::collections::{BTreeSet, HashMap};

use serde_json::Value;

pub use depth::{InPlaceDepth, MAX_IN_PLACE_DEPTH, TooDeep, refuse_too_deep};
pub use direct::with_direct_references;
pub use metadata::{KEYWORD as METADATA_KEYWORD, Metadata};
pub use node::{Bound, JsonType, Keywords, Node, NodeId, Reference, Schema, Unmodelled};
pub use read::{ANNOTATIONS, ASSERTIONS};
pub use root::{Content, EventType, RootShape};

/// A JSON Schema document, resolved.
#[derive(Debug, Clone)]
pub struct Contract {
    nodes: Vec<Node>,
    by_pointer: HashMap<String, NodeId>,
    /// eventspec's metadata (`x-eventspec`), empty for a user's schema without it.
    pub metadata: Metadata,
    /// The root's shape.
    pub shape: RootShape,
    /// The property that tells event types apart, if the root is a tagged union: `x-eventspec.tag`,
    /// an OpenAPI `discriminator.propertyName`, or a property every member requires and pins to
    /// a string `const` of its own.
    pub tag: Option<String>,
    /// The event types: the union's members, or the root itself when it is not a union.
    pub event_types: Vec<EventType>,
    /// The member of a tagged union that accepts every event whose tag is none of the known
    /// ones (how an open union says so in JSON Schema), if there is one.
    pub catch_all: Option<NodeId>,
}

impl Contract {
    /// The root node.
    pub fn root(&self) -> NodeId {
        NodeId(0)
    }

    /// The node `id`.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.0]
    }

    /// The keywords of node `id`, if it is a schema object.
    pub fn keywords(&self, id: NodeId) -> Option<&Keywords> {
        match &self.node(id).schema {
            Schema::Keywords(keywords) => Some(keywords),
            _ => None,
        }
    }

    /// Every node, in the document's order (a schema before its subschemas).
    pub fn nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.nodes.len()).map(NodeId)
    }

    /// The node at `pointer`, if a schema is there.
    pub fn at(&self, pointer: &str) -> Option<NodeId> {
        self.by_pointer.get(pointer).copied()
    }

    /// The URI the document is registered under for a validator to resolve references in it:
    /// its own `$id` (a relative one resolved as the `jsonschema` crate resolves it, against
    /// `json-schema:///`), else `fallback` (a `json-schema:///` URI of the caller's).
    pub fn base_uri(&self, fallback: &str) -> String {
        let id = self.keywords(self.root()).and_then(|k| k.id.as_deref());
        match id.map(|id| id.split('#').next().unwrap_or_default()) {
            Some(id) if id.contains(':') => id.to_owned(),
            Some(id) if !id.is_empty() => format!("json-schema:///{}", id.trim_start_matches('/')),
            _ => fallback.to_owned(),
        }
    }

    /// The node `id` stands for: its `$ref`'s target, followed to the end of the chain. A chain
    /// that comes back on itself ends at the node that closes the cycle.
    pub fn resolved(&self, mut id: NodeId) -> NodeId {
        let mut seen = BTreeSet::new();
        while let Some(Reference::Local(target)) =
            self.keywords(id).and_then(|k| k.reference.as_ref())
        {
            if !seen.insert(id) {
                break;
            }
            id = *target;
        }
        id
    }

    /// Every node reachable from `starts`: their subschemas and what their local `$ref`s lead
    /// to, transitively (each node once, without recursion).
    pub fn reachable(&self, starts: impl IntoIterator<Item = NodeId>) -> BTreeSet<NodeId> {
        let mut seen = BTreeSet::new();
        let mut pending: Vec<NodeId> = starts.into_iter().collect();
        while let Some(id) = pending.pop() {
            if !seen.insert(id) {
                continue;
            }
            let node = self.node(id);
            pending.extend(&node.children);
            if let Some(Reference::Local(target)) =
                self.keywords(id).and_then(|k| k.reference.as_ref())
            {
                pending.push(*target);
            }
        }
        seen
    }

    /// The definitions (`$defs`, and draft 7's `definitions`) by name, in the document's order.
    pub fn definitions(&self) -> Vec<(String, NodeId)> {
        self.nodes
            .iter()
            .enumerate()
            .filter_map(|(index, node)| {
                let name = node
                    .pointer
                    .strip_prefix("/$defs/")
                    .or_else(|| node.pointer.strip_prefix("/definitions/"))?;
                (!name.contains('/')).then(|| (pointer::unescape(name), NodeId(index)))
            })
            .collect()
    }

    /// The definition name of node `id`, if it is a definition.
    pub fn definition_name(&self, id: NodeId) -> Option<String> {
        let at = &self.node(id).pointer;
        let name = at
            .strip_prefix("/$defs/")
            .or_else(|| at.strip_prefix("/definitions/"))?;
        (!name.contains('/')).then(|| pointer::unescape(name))
    }

    /// The document's `title`.
    pub fn title(&self) -> Option<&str> {
        self.keywords(self.root())?.title.as_deref()
    }

    /// The document's `description`.
    pub fn description(&self) -> Option<&str> {
        self.keywords(self.root())?.description.as_deref()
    }

    /// Whether consumers must skip event types the union does not list: declared by
    /// `x-eventspec.union`, or said in JSON Schema by a catch-all member.
    pub fn union_open(&self) -> bool {
        self.catch_all.is_some() || self.metadata.union.as_deref() == Some("open")
    }

    /// Whether payloads are closed: `x-eventspec.content`, else whether every event type
    /// rejects fields it does not list.
    pub fn closed_content(&self) -> bool {
        match self.metadata.content.as_deref() {
            Some(content) => content == "closed",
            None => {
                !self.event_types.is_empty()
                    && self
                        .event_types
                        .iter()
                        .all(|t| t.content == Content::Closed)
            }
        }
    }

    /// The event type `name` (a tag value, or the name of an untagged type).
    pub fn event_type(&self, name: &str) -> Option<&EventType> {
        self.event_types.iter().find(|t| t.name == name)
    }

    /// Definitions that are constrained strings (a `pattern` and a description), by pattern:
    /// `RFC3339UTCString` explains a timestamp better than its regex does.
    pub fn named_patterns(&self) -> Vec<(String, String, Option<String>)> {
        self.definitions()
            .into_iter()
            .filter_map(|(name, id)| {
                let keywords = self.keywords(id)?;
                Some((
                    keywords.pattern.clone()?,
                    name,
                    keywords.description.clone(),
                ))
            })
            .collect()
    }
}

/// Resolves `document`. Every JSON value is accepted: a document that is not a schema object or
/// boolean resolves to a contract that the validator's compiler will reject with its reason.
pub fn resolve(document: &Value) -> Contract {
    let built = node::build(document);
    let mut contract = Contract {
        nodes: built.nodes,
        by_pointer: built.by_pointer,
        metadata: Metadata::read(document),
        shape: RootShape::Other,
        tag: None,
        event_types: Vec::new(),
        catch_all: None,
    };
    root::classify(&mut contract);
    contract
}

#[cfg(test)]
mod tests;
