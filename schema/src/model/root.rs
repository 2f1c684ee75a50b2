//! The root of a document: its shape, its event types, its tag and its catch-all member.

use std::collections::BTreeSet;

use super::{Contract, Keywords, NodeId, Reference, Schema};

/// What the root of a document is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RootShape {
    /// A `oneOf`/`anyOf` of event types told apart by a tag property.
    TaggedUnion,
    /// A `oneOf`/`anyOf` of event types told apart by their shapes.
    UntaggedUnion,
    /// One object type.
    Object,
    /// An `allOf` of schemas.
    Composition,
    /// Anything else: a scalar type, `true`, `false`.
    Other,
}

/// Whether an event type accepts fields it does not list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Content {
    /// It rejects them (`additionalProperties: false` or `unevaluatedProperties: false`, on it
    /// or on a schema of its `allOf`).
    Closed,
    /// It accepts them if they match a schema (`additionalProperties: {...}`).
    Constrained,
    /// It accepts them.
    Open,
}

/// One event type of a contract.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventType {
    /// How findings and diffs name it: its tag value, else its definition name, its `title`,
    /// or its position in the union (`#2`); `root` for a root that is not a union.
    pub name: String,
    /// The tag value that selects it, in a tagged union.
    pub tag_value: Option<String>,
    /// Its definition name, when it is a `$defs` entry.
    pub definition: Option<String>,
    /// The node as the union lists it (perhaps a `$ref`): what a validator of this event type
    /// compiles.
    pub member: NodeId,
    /// The node it stands for, `$ref`s followed.
    pub node: NodeId,
    /// The JSON Pointer of [`Self::node`].
    pub pointer: String,
    /// Its own content model.
    pub content: Content,
    /// The properties it declares, its compositions (`allOf`, `oneOf`, `anyOf`) included.
    pub properties: BTreeSet<String>,
    /// The properties it requires (its own and those of its `allOf`).
    pub required: BTreeSet<String>,
}

/// Fills in the shape, tag, event types and catch-all of `contract`.
pub(super) fn classify(contract: &mut Contract) {
    let start = contract.resolved(contract.root());
    let Some(keywords) = contract.keywords(start) else {
        contract.shape = RootShape::Other;
        contract.event_types = vec![single(contract, start, start)];
        return;
    };
    let members = if keywords.one_of.is_empty() {
        keywords.any_of.clone()
    } else {
        keywords.one_of.clone()
    };
    if members.is_empty() {
        contract.shape = non_union_shape(keywords);
        contract.event_types = vec![single(contract, contract.root(), start)];
        return;
    }
    let declared = contract
        .metadata
        .tag
        .clone()
        .or_else(|| contract.metadata.discriminator.clone());
    // A declared tag is the tag only where it decides the member, as an inferred one must.
    let tag = declared
        .filter(|name| decides(contract, &members, name))
        .or_else(|| {
            (!contract.metadata.untagged)
                .then(|| infer_tag(contract, &members))
                .flatten()
        });
    let (event_types, catch_all) = union_event_types(contract, &members, tag.as_deref());
    let tagged = tag.is_some() && event_types.iter().any(|t| t.tag_value.is_some());
    let catch_all = confirmed_catch_all(contract, catch_all, tag.as_deref(), &event_types);
    contract.shape = if tagged {
        RootShape::TaggedUnion
    } else {
        RootShape::UntaggedUnion
    };
    contract.tag = tagged.then_some(tag).flatten();
    contract.event_types = event_types;
    contract.catch_all = catch_all;
}

/// The shape of a root with keywords but no `oneOf`/`anyOf` members: an `allOf` with neither
/// properties nor an object type is a composition; one with properties or an object type is an
/// object; anything else is other.
fn non_union_shape(keywords: &Keywords) -> RootShape {
    if keywords.properties.is_empty()
        && keywords.types.as_deref() != Some(&[super::JsonType::Object])
        && !keywords.all_of.is_empty()
    {
        RootShape::Composition
    } else if keywords.properties.is_empty()
        && keywords.types.as_deref() != Some(&[super::JsonType::Object])
    {
        RootShape::Other
    } else {
        RootShape::Object
    }
}

/// The event types of a root union's `members`, in order, and the member that is the union's
/// catch-all candidate (one that pins no value of `tag` but requires it), if any.
fn union_event_types(
    contract: &Contract,
    members: &[NodeId],
    tag: Option<&str>,
) -> (Vec<EventType>, Option<NodeId>) {
    let mut event_types = Vec::new();
    let mut catch_all = None;
    for (index, &member) in members.iter().enumerate() {
        let node = contract.resolved(member);
        let tag_value = tag.and_then(|t| pinned(contract, node, t));
        if tag_value.is_none() && tag.is_some_and(|t| is_catch_all(contract, node, t)) {
            catch_all = Some(member);
            continue;
        }
        event_types.push(event_type(contract, member, node, tag_value, || {
            format!("#{index}")
        }));
    }
    (event_types, catch_all)
}

/// The catch-all candidate, if it is one: a catch-all must leave out exactly the known tag
/// values of `event_types`.
fn confirmed_catch_all(
    contract: &Contract,
    catch_all: Option<NodeId>,
    tag: Option<&str>,
    event_types: &[EventType],
) -> Option<NodeId> {
    let (Some(id), Some(tag)) = (catch_all, tag) else {
        return catch_all;
    };
    let known: BTreeSet<&str> = event_types
        .iter()
        .filter_map(|t| t.tag_value.as_deref())
        .collect();
    excludes(contract, contract.resolved(id), tag, &known).then_some(id)
}

/// The one event type of a root that is not a union.
fn single(contract: &Contract, member: NodeId, node: NodeId) -> EventType {
    event_type(contract, member, node, None, || "root".to_owned())
}

/// The event type of `member`, standing for `node`: named by its tag value, else its
/// definition name, its `title`, or `fallback`.
fn event_type(
    contract: &Contract,
    member: NodeId,
    node: NodeId,
    tag_value: Option<String>,
    fallback: impl FnOnce() -> String,
) -> EventType {
    let definition = contract.definition_name(node);
    let name = tag_value
        .clone()
        .or_else(|| definition.clone())
        .or_else(|| contract.keywords(node).and_then(|k| k.title.clone()))
        .unwrap_or_else(fallback);
    EventType {
        name,
        tag_value,
        definition,
        member,
        node,
        pointer: contract.node(node).pointer.clone(),
        content: content(contract, node),
        properties: declared_properties(contract, node),
        required: required(contract, node),
    }
}

/// A property every member requires and pins to a string `const` of its own (one member may
/// instead be a catch-all that requires it without pinning it).
fn infer_tag(contract: &Contract, members: &[NodeId]) -> Option<String> {
    let first = contract.keywords(contract.resolved(*members.first()?))?;
    first
        .properties
        .iter()
        .map(|(name, _)| name)
        .find(|name| decides(contract, members, name))
        .cloned()
}

/// Whether property `name` tells `members` apart: every member requires it and pins it to a
/// string no other member pins it to, except at most one that leaves it free (the catch-all).
fn decides(contract: &Contract, members: &[NodeId], name: &str) -> bool {
    let mut values = BTreeSet::new();
    let mut unpinned = 0;
    for &member in members {
        let node = contract.resolved(member);
        if !contract
            .keywords(node)
            .is_some_and(|k| k.required.iter().any(|r| r == name))
        {
            return false;
        }
        match pinned(contract, node, name) {
            Some(value) => {
                if !values.insert(value) {
                    return false;
                }
            }
            None => unpinned += 1,
        }
    }
    unpinned <= 1 && !values.is_empty()
}

/// The string `node` pins property `tag` to (a `const`, or an `enum` of one value).
fn pinned(contract: &Contract, node: NodeId, tag: &str) -> Option<String> {
    let property = property(contract, node, tag)?;
    let keywords = contract.keywords(contract.resolved(property))?;
    let value = keywords
        .constant
        .as_ref()
        .or(match keywords.values.as_deref() {
            Some([only]) => Some(only),
            _ => None,
        })?;
    value.as_str().map(str::to_owned)
}

/// The schema of property `name` of `node` (its own, or from its `allOf`).
fn property(contract: &Contract, node: NodeId, name: &str) -> Option<NodeId> {
    let keywords = contract.keywords(node)?;
    keywords
        .properties
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, id)| *id)
        .or_else(|| {
            keywords
                .all_of
                .iter()
                .find_map(|&part| property(contract, contract.resolved(part), name))
        })
}

/// Whether `node` requires `tag` without pinning it: a candidate catch-all.
fn is_catch_all(contract: &Contract, node: NodeId, tag: &str) -> bool {
    contract
        .keywords(node)
        .is_some_and(|k| k.required.iter().any(|r| r == tag) && k.one_of.is_empty())
        && property(contract, node, tag).is_some()
}

/// Whether `node`'s `tag` property rejects every one of the `known` values through its `not`.
fn excludes(contract: &Contract, node: NodeId, tag: &str, known: &BTreeSet<&str>) -> bool {
    let Some(property) = property(contract, node, tag) else {
        return false;
    };
    let Some(not) = contract
        .keywords(contract.resolved(property))
        .and_then(|k| k.not)
    else {
        return false;
    };
    let Some(excluded) = contract.keywords(contract.resolved(not)) else {
        return false;
    };
    let listed: BTreeSet<&str> = excluded
        .values
        .iter()
        .flatten()
        .chain(excluded.constant.iter())
        .filter_map(|v| v.as_str())
        .collect();
    known.is_subset(&listed)
}

/// The content model of `node`: closed when it or a schema of its `allOf` says so.
fn content(contract: &Contract, node: NodeId) -> Content {
    let mut result = Content::Open;
    walk(
        contract,
        node,
        |keywords| keywords.all_of.clone(),
        |keywords| {
            let never = |id: Option<NodeId>| {
                id.is_some_and(|id| {
                    matches!(contract.node(contract.resolved(id)).schema, Schema::Never)
                })
            };
            if never(keywords.additional_properties) || never(keywords.unevaluated_properties) {
                result = Content::Closed;
            } else if keywords.additional_properties.is_some() && result == Content::Open {
                let always = keywords.additional_properties.is_some_and(|id| {
                    matches!(contract.node(contract.resolved(id)).schema, Schema::Always)
                });
                if !always {
                    result = Content::Constrained;
                }
            }
        },
    );
    result
}

/// The properties `node` declares, through `$ref`s and every composition.
fn declared_properties(contract: &Contract, node: NodeId) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    walk(
        contract,
        node,
        |keywords| {
            let mut next = keywords.all_of.clone();
            next.extend(&keywords.one_of);
            next.extend(&keywords.any_of);
            next
        },
        |keywords| names.extend(keywords.properties.iter().map(|(n, _)| n.clone())),
    );
    names
}

/// The properties `node` requires (its own and those of its `allOf`).
fn required(contract: &Contract, node: NodeId) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    walk(
        contract,
        node,
        |keywords| keywords.all_of.clone(),
        |keywords| names.extend(keywords.required.iter().cloned()),
    );
    names
}

/// Visits `node` and what `next` leads to, each node once, `$ref`s followed, without recursion.
fn walk(
    contract: &Contract,
    node: NodeId,
    next: impl Fn(&Keywords) -> Vec<NodeId>,
    mut visit: impl FnMut(&Keywords),
) {
    let mut seen = BTreeSet::new();
    let mut pending = vec![node];
    while let Some(id) = pending.pop() {
        if !seen.insert(id) {
            continue;
        }
        let Some(keywords) = contract.keywords(id) else {
            continue;
        };
        visit(keywords);
        if let Some(Reference::Local(target)) = &keywords.reference {
            pending.push(*target);
        }
        pending.extend(next(keywords));
    }
}

impl Contract {
    /// Whether `node` is a catch-all of this document's tagged union: it requires the tag
    /// without pinning it and excludes every known tag value. Besides the root's own member, a
    /// definition that repeats the union to be as open as it (NiceEval's `Turn.events`) has one.
    pub fn is_catch_all(&self, node: NodeId) -> bool {
        let Some(tag) = &self.tag else {
            return false;
        };
        let node = self.resolved(node);
        let known: BTreeSet<&str> = self
            .event_types
            .iter()
            .filter_map(|t| t.tag_value.as_deref())
            .collect();
        pinned(self, node, tag).is_none()
            && is_catch_all(self, node, tag)
            && excludes(self, node, tag, &known)
    }

    /// Whether the tag alone decides which member of the union can accept an event, so that
    /// validating an event against the member its tag names (or the catch-all) gives the whole
    /// document's verdict: the root is nothing but the union (annotations aside), every member
    /// requires the tag and pins a value no other member pins, or is the catch-all that
    /// excludes every pinned value.
    pub fn dispatch_decides(&self) -> bool {
        let Some(tag) = &self.tag else {
            return false;
        };
        let root = self.root();
        let start = self.resolved(root);
        let Some(union) = self.keywords(start) else {
            return false;
        };
        let members = union.one_of.len() + union.any_of.len();
        let values: BTreeSet<&str> = self
            .event_types
            .iter()
            .filter_map(|t| t.tag_value.as_deref())
            .collect();
        (root == start || self.keywords(root).is_some_and(Keywords::is_alias))
            && union.is_union()
            && members == self.event_types.len() + usize::from(self.catch_all.is_some())
            && values.len() == self.event_types.len()
            && self.event_types.iter().all(|t| t.required.contains(tag))
    }
}
