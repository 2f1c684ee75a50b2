//! The fast path: a contract's verdict decided while an event is read, without building a
//! `serde_json::Value` for it.
//!
//! [`FastPath::compile`] turns the resolved model into a tree of checkers, one per schema
//! location; [`FastPath::check`] runs serde_json's reader over an event's bytes with those
//! checkers as its visitors. It answers "valid", or "invalid" where a keyword it checks exactly
//! rejects the event (and no repeated key could make the general path read another value
//! there); an event that the reader refuses, or that reaches a schema the tree could not
//! compile (an [`node::Node::Opaque`] subtree), gets no answer. Findings are the general path's
//! (the `Value` and the `jsonschema` crate) to give, so the fast path can only ever spare work,
//! never change a verdict.

mod check;
mod compile;
mod distinct;
mod keep;
mod links;
mod names;
mod node;
mod number;
mod object;
mod scan;
mod tried;
mod union;

#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

use eventspec_schema::model;
use serde::de::DeserializeSeed;

pub use self::keep::Keep;
use self::{
    check::{Pick, Seed, Stop, pick},
    node::{Idx, Node, Presence, Tagged, kind},
    scan::Scan,
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
    /// When the root is a union dispatched on the properties present: its members' JSON
    /// Pointers.
    pointers: BTreeMap<Idx, String>,
    /// By member of the root union: whether its events may reach a schema the fast path
    /// cannot check. Those take the general path at once, not after reading half the event.
    hopeless: Vec<bool>,
}

/// The members of a root union the fast path dispatches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Members<'f> {
    /// The root is no such union.
    One,
    /// A union tagged on `property`: each member's tag value.
    Tagged {
        /// The tag property.
        property: &'f str,
        /// The tag values, by member.
        values: Vec<&'f str>,
    },
    /// A union of closed objects told apart by the properties present: each member's schema,
    /// by JSON Pointer (aliases followed).
    Present(Vec<&'f str>),
}

/// The fast path's answer for an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The contract accepts it.
    Accepted(Accepted),
    /// The contract rejects it: a keyword the fast path checks exactly rejects a value the
    /// general path reads too (the event repeats no key), or the text is no JSON.
    Rejected,
    /// The fast path cannot tell.
    Undecided,
}

impl Verdict {
    /// What the fast path says of an event it accepts.
    pub fn accepted(self) -> Option<Accepted> {
        match self {
            Self::Accepted(accepted) => Some(accepted),
            Self::Rejected | Self::Undecided => None,
        }
    }
}

/// The fast path's answer for an event it accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Accepted {
    /// The position of the member that accepted it, when the root is a union the fast path
    /// dispatches (see [`FastPath::members`]).
    pub member: Option<usize>,
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
                compiler.run_tagged(tag, &members, model.catch_all.is_none())
            }
            _ => compiler.run(root),
        };
        let pointers = match pick(&compiler.nodes, root, kind::OBJECT).ok() {
            Some(Pick::Present(presence)) => (presence.members.iter())
                .filter_map(|m| Some((*m, compiler.pointer(*m)?)))
                .collect(),
            _ => BTreeMap::new(),
        };
        let members = match pick(&compiler.nodes, root, kind::OBJECT).ok() {
            Some(Pick::Tagged(tagged)) => tagged.members.iter().map(|(_, at)| *at).collect(),
            Some(Pick::Present(presence)) => presence.members.clone(),
            _ => Vec::new(),
        };
        let hopeless = (members.iter())
            .map(|at| links::may_reach_opaque(&compiler.nodes, *at))
            .collect();
        let fast = Self {
            nodes: compiler.nodes,
            root,
            fallbacks: compiler.fallbacks,
            pointers,
            hopeless,
        };
        if !fast.compiled(fast.root) {
            return Err(Unsupported::Root);
        }
        Ok(fast)
    }

    /// Whether node `at` checks anything itself (is not opaque).
    fn compiled(&self, at: Idx) -> bool {
        tried::ahead(&self.nodes, at)
            || [
                kind::NULL,
                kind::BOOLEAN,
                kind::OBJECT,
                kind::ARRAY,
                kind::INTEGER,
                kind::STRING,
            ]
            .iter()
            .any(|&k| pick(&self.nodes, at, k).is_ok())
    }

    /// The schemas an event takes the general path at: each one's JSON Pointer in the
    /// document, and the keyword (or shape) the fast path does not check there.
    pub fn fallbacks(&self) -> &[(String, &'static str)] {
        &self.fallbacks
    }

    /// The members of the root's union, when the fast path dispatches it.
    pub fn members(&self) -> Members<'_> {
        match self.root_pick() {
            Some(Pick::Tagged(tagged)) => Members::Tagged {
                property: &tagged.property,
                values: tagged.members.iter().map(|(value, _)| &**value).collect(),
            },
            Some(Pick::Present(presence)) => Members::Present(
                (presence.members.iter())
                    .map(|m| self.pointers.get(m).map_or("", String::as_str))
                    .collect(),
            ),
            _ => Members::One,
        }
    }

    fn root_pick(&self) -> Option<Pick<'_>> {
        pick(&self.nodes, self.root, kind::OBJECT).ok()
    }

    /// The properties the root's object schema lists, or those of the root union's `member`;
    /// `None` when that is no object schema.
    pub fn properties(&self, member: Option<usize>) -> Option<Vec<&str>> {
        // A member that is itself a tagged union (forms told apart by a tag of their own): the
        // properties any of its forms lists. A root that is a one-member union (an untagged
        // family's one event type) is its member's object schema.
        let forms = match (self.root_pick()?, member) {
            (Pick::Rules(rules), None) => vec![rules],
            (Pick::Tagged(tagged), Some(at)) => {
                union::forms(&self.nodes, tagged.members.get(at)?.1)?
            }
            (Pick::Present(presence), Some(at)) => {
                union::forms(&self.nodes, *presence.members.get(at)?)?
            }
            _ => return None,
        };
        let mut names = Vec::new();
        for rules in forms {
            for (name, _) in &rules.properties[..rules.declared] {
                if !names.contains(&&**name) {
                    names.push(&**name);
                }
            }
        }
        Some(names)
    }

    /// The contract's verdict on the event `bytes` hold (one JSON text), when the fast path
    /// can tell.
    pub fn check(&self, bytes: &[u8]) -> Verdict {
        self.check_keeping(bytes, None, true)
    }

    /// [`FastPath::check`], keeping the values of the event's top-level members `keep` names
    /// as they are read ([`Keep`]). A failing event is [`Verdict::Rejected`] only when
    /// `rejecting` (which costs one more look at its text, for repeated keys), else undecided:
    /// a caller that explains failing events on the general path has no use for the verdict.
    pub fn check_keeping(&self, bytes: &[u8], keep: Option<&Keep<'_>>, rejecting: bool) -> Verdict {
        let reject = |text| {
            if rejecting {
                rejected(text)
            } else {
                Verdict::Undecided
            }
        };
        let root = self.root_pick();
        // One look at the whole text for UTF-8 costs less than one per string (what reading
        // bytes does); text that is not UTF-8 takes the general path, which reports it.
        let Ok(text) = std::str::from_utf8(bytes) else {
            return Verdict::Undecided;
        };
        // The member of the root union, when a look at the keys finds it: the object is then
        // read once, against that member.
        let chosen = match root {
            Some(Pick::Tagged(tagged)) => match tagged_member(tagged, bytes) {
                Tag::Member(member, at) => Some((member, at)),
                Tag::None if tagged.whole => return reject(text),
                Tag::None | Tag::Unread => None,
            },
            Some(Pick::Present(presence)) => present_member(presence, bytes),
            _ => None,
        };
        if chosen.is_some_and(|(member, _)| self.hopeless.get(member) == Some(&true)) {
            return Verdict::Undecided;
        }
        let mut reader = serde_json::Deserializer::from_str(text);
        let seed = Seed {
            nodes: &self.nodes,
            at: chosen.map_or(self.root, |(_, at)| at),
            depth: 0,
            tried: 0,
            keep,
        };
        let seen = match seed.deserialize(&mut reader) {
            Ok(seen) => seen,
            // The general path keeps the last of a repeated key's values, where the check
            // stopped at the first: it decides those.
            Err(error) if Stop::of(&error) == Stop::Fails => return reject(text),
            Err(_) => return Verdict::Undecided,
        };
        if reader.end().is_err() {
            return Verdict::Undecided;
        }
        let member = match root {
            Some(Pick::Tagged(_) | Pick::Present(_)) => chosen.map(|(m, _)| m).or(seen.member),
            _ => None,
        };
        Verdict::Accepted(Accepted {
            member,
            extra: seen.extra,
        })
    }
}

/// Whether the JSON object `bytes` hold has no top-level member `name` (which holds no `~` or
/// `/`), as a look at its keys finds; `false` when the look cannot tell.
pub fn lacks_member(bytes: &[u8], name: &str) -> bool {
    matches!(
        scan::keys(bytes, |key, _| (key == name.as_bytes()).then_some(())),
        Scan::End
    )
}

/// What a look at the top-level keys of `bytes` finds of a tagged union's tag.
enum Tag {
    /// The tag names this member (position and node).
    Member(usize, Idx),
    /// The object has no tag, or its tag is a string that names no member.
    None,
    /// The look cannot tell (the text is no object, a key holds an escape, the tag is no
    /// plain string).
    Unread,
}

/// The member the top-level tag of `bytes` names, as a look finds it.
fn tagged_member(tagged: &Tagged, bytes: &[u8]) -> Tag {
    let found = scan::keys(bytes, |key, rest| {
        (key == tagged.property.as_bytes()).then(|| scan::plain_str(rest))
    });
    match found {
        Scan::Found(Some(value)) => match tagged.values.find(value) {
            Some(member) => Tag::Member(member, tagged.members[member].1),
            None => Tag::None,
        },
        Scan::End => Tag::None,
        Scan::Found(None) | Scan::Unreadable => Tag::Unread,
    }
}

/// The verdict on `text`, which the check found failing: rejected, unless an object of the
/// event repeats a key (the general path keeps the last value of a repeated key, where the
/// check read the first).
fn rejected(text: &str) -> Verdict {
    if distinct::keys(text) {
        Verdict::Rejected
    } else {
        Verdict::Undecided
    }
}

/// The one member (position and node) that can accept the object `bytes` hold, by the
/// properties a look finds in it.
fn present_member(presence: &Presence, bytes: &[u8]) -> Option<(usize, Idx)> {
    let found = scan::keys(bytes, |key, _| {
        (presence.markers.iter())
            .find_map(|(marker, member)| (marker.as_bytes() == key).then_some(*member))
    });
    let member = match found {
        Scan::Found(member) => member,
        Scan::End => presence.default?,
        Scan::Unreadable => return None,
    };
    Some((member, presence.members[member]))
}

/// Whether `dialect` names JSON Schema 2020-12.
fn is_2020_12(dialect: &str) -> bool {
    dialect.trim_end_matches('#') == "https://json-schema.org/draft/2020-12/schema"
}
