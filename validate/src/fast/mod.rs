//! The fast path: a contract's verdict decided while an event is read, without building a
//! `serde_json::Value` for it.
//!
//! [`FastPath::compile`] turns the resolved model into a tree of checkers, one per schema
//! location; [`FastPath::check`] runs serde_json's reader over an event's bytes with those
//! checkers as its visitors. It answers only "valid": an event that fails, that the reader
//! refuses, or that reaches a schema the tree could not compile (an [`node::Node::Opaque`]
//! subtree) gets no answer, and takes the general path (the `Value` and the `jsonschema`
//! crate), which gives it today's findings. So the fast path can only ever spare work, never
//! change a verdict.

mod check;
mod compile;
mod node;
mod number;
mod object;
mod union;

#[cfg(test)]
mod tests;

use eventspec_schema::model;
use serde::de::DeserializeSeed;

use self::{
    check::{Pick, Seed, pick},
    node::{Idx, Node, kind},
};

/// Why a contract has no fast path.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unsupported {
    /// The document's dialect is not 2020-12 (draft 7 gives `$ref` siblings and the content
    /// keywords other meanings).
    #[error("the dialect `{0}` is not draft 2020-12")]
    Dialect(String),
    /// A subschema starts a resource of its own (`$id`), which changes what its references mean.
    #[error("the subschema at `{0}` has an `$id` of its own")]
    NestedId(String),
    /// The root has a keyword or shape the fast path does not check.
    #[error("the root schema has keywords the fast path does not check")]
    Root,
}

/// A contract's checker tree.
#[derive(Debug)]
pub struct FastPath {
    nodes: Vec<Node>,
    root: Idx,
    fallbacks: Vec<(String, &'static str)>,
}

/// The fast path's answer for an event it accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Accepted<'f> {
    /// The tag value, when the root is a tagged union.
    pub tag: Option<&'f str>,
    /// Whether the event has a top-level property its (member's) schema does not list.
    pub extra: bool,
}

impl FastPath {
    /// Compiles the fast path of `model`. A root union whose tag alone decides (see
    /// [`model::Contract::dispatch_decides`]) is dispatched without its catch-all member: an
    /// event of an unknown type takes the general path.
    pub fn compile(model: &model::Contract) -> Result<Self, Unsupported> {
        let root = model.root();
        let dialect = model.keywords(root).and_then(|k| k.dialect.as_deref());
        if let Some(dialect) = dialect.filter(|d| !is_2020_12(d)) {
            return Err(Unsupported::Dialect(dialect.to_owned()));
        }
        for id in model.nodes().filter(|id| *id != root) {
            let keywords = model.keywords(id);
            if keywords.is_some_and(|k| k.id.is_some() || k.dialect.is_some()) {
                return Err(Unsupported::NestedId(model.node(id).pointer.clone()));
            }
        }
        let mut compiler = compile::Compiler::new(model);
        // A union whose tag alone decides is dispatched on the tag values the model found, its
        // catch-all left out: an event of an unknown type takes the general path.
        let root = match &model.tag {
            Some(tag) if model.dispatch_decides() => {
                let members: Vec<(String, model::NodeId)> = (model.event_types.iter())
                    .filter_map(|t| Some((t.tag_value.clone()?, t.member)))
                    .collect();
                compiler.run_tagged(tag, &members)
            }
            _ => compiler.run(root),
        };
        let fast = Self {
            nodes: compiler.nodes,
            root,
            fallbacks: compiler.fallbacks,
        };
        if !fast.compiled(fast.root) {
            return Err(Unsupported::Root);
        }
        Ok(fast)
    }

    /// Whether node `at` checks anything itself (is not opaque).
    fn compiled(&self, at: Idx) -> bool {
        [
            kind::NULL,
            kind::BOOLEAN,
            kind::OBJECT,
            kind::ARRAY,
            kind::INTEGER,
            kind::STRING,
        ]
        .iter()
        .any(|&k| pick(&self.nodes, at, k).is_some())
    }

    /// The schemas an event takes the general path at: each one's JSON Pointer in the
    /// document, and the keyword (or shape) the fast path does not check there.
    pub fn fallbacks(&self) -> &[(String, &'static str)] {
        &self.fallbacks
    }

    /// The tag property when the root is a union dispatched on one.
    pub fn tag(&self) -> Option<&str> {
        match self.root_pick() {
            Some(Pick::Tagged(tagged)) => Some(&tagged.property),
            _ => None,
        }
    }

    fn root_pick(&self) -> Option<Pick<'_>> {
        pick(&self.nodes, self.root, kind::OBJECT)
    }

    /// The properties the root's object schema lists, or for a tagged root, those of the
    /// member tagged `tag`; `None` when the root is no object schema.
    pub fn properties(&self, tag: Option<&str>) -> Option<Vec<&str>> {
        let rules = match (self.root_pick()?, tag) {
            (Pick::Rules(rules), None) => rules,
            (Pick::Tagged(tagged), Some(tag)) => {
                let (_, member) = tagged.members.iter().find(|(v, _)| **v == *tag)?;
                match pick(&self.nodes, *member, kind::OBJECT)? {
                    Pick::Rules(rules) => rules,
                    _ => return None,
                }
            }
            _ => return None,
        };
        let declared = &rules.properties[..rules.declared];
        Some(declared.iter().map(|(n, _)| &**n).collect())
    }

    /// Whether the contract accepts the event `bytes` hold (one JSON text); `None` when it
    /// does not, or the fast path cannot tell.
    pub fn check(&self, bytes: &[u8]) -> Option<Accepted<'_>> {
        let mut reader = serde_json::Deserializer::from_slice(bytes);
        let seed = Seed {
            nodes: &self.nodes,
            at: self.root,
            depth: 0,
        };
        let seen = seed.deserialize(&mut reader).ok()?;
        reader.end().ok()?;
        let tag = match (self.root_pick(), seen.member) {
            (Some(Pick::Tagged(tagged)), Some(member)) => Some(&*tagged.members[member].0),
            _ => None,
        };
        Some(Accepted {
            tag,
            extra: seen.extra,
        })
    }
}

/// Whether `dialect` names JSON Schema 2020-12.
fn is_2020_12(dialect: &str) -> bool {
    dialect.trim_end_matches('#') == "https://json-schema.org/draft/2020-12/schema"
}
