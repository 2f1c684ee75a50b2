//! How the fast path finds a union's member: by the value's kind, a tag property or the
//! properties present, where these leave at most one member that can accept it (`oneOf` and
//! `anyOf` then agree, and the member's verdict is the union's); else by trying each member on
//! the value's text.

use std::collections::BTreeSet;

use super::node::{Idx, Node, Presence, Rules, Tagged, Tried, Union, kind};

/// The dispatch of a union of `members` (a `oneOf` when `one_of`, else an `anyOf`): by the
/// kinds, a tag or the properties present when they tell the members apart, else by trying
/// each.
pub(crate) fn dispatch(nodes: &[Node], members: &[Idx], one_of: bool) -> Union {
    by_kind(nodes, members)
        .map(Union::Kind)
        .or_else(|| by_tag(nodes, members).map(Union::Tag))
        .or_else(|| by_presence(nodes, members).map(Union::Presence))
        .unwrap_or_else(|| {
            Union::Tried(Tried {
                members: members.to_vec(),
                one_of,
            })
        })
}

/// Closed object members told apart by a required property no other member lists; at most one
/// member has none, and takes the objects with no such property.
fn by_presence(nodes: &[Node], members: &[Idx]) -> Option<Presence> {
    let all: Vec<&Rules> = (members.iter())
        .map(|m| rules(nodes, *m))
        .collect::<Option<_>>()?;
    let closed = |r: &Rules| r.additional.is_some_and(|a| never(nodes, a));
    let mut markers = Vec::new();
    let mut default = None;
    for (at, member) in all.iter().enumerate() {
        let marker = (member.properties.iter().enumerate())
            .filter(|(bit, _)| member.required & (1 << bit) != 0)
            .map(|(_, (name, _))| name)
            .find(|name| {
                (all.iter().enumerate()).all(|(other, o)| {
                    other == at
                        || (closed(o)
                            && !o.properties[..o.declared].iter().any(|(n, _)| n == *name))
                })
            });
        match (marker, default) {
            (Some(marker), _) => markers.push((marker.clone(), at)),
            (None, None) => default = Some(at),
            (None, Some(_)) => return None,
        }
    }
    Some(Presence {
        members: members.to_vec(),
        markers,
        default,
    })
}

/// Whether node `at` accepts no value.
fn never(nodes: &[Node], mut at: Idx) -> bool {
    for _ in 0..nodes.len() {
        match &nodes[at] {
            Node::Alias(target) => at = *target,
            Node::Never => return true,
            _ => return false,
        }
    }
    false
}

/// Members accepting pairwise disjoint kinds (integers and other numbers as one): the member
/// for each kind bit.
fn by_kind(nodes: &[Node], members: &[Idx]) -> Option<Vec<(u8, Idx)>> {
    let mut taken = 0u8;
    let mut out = Vec::new();
    for &member in members {
        let mut kinds = accepts(nodes, member, &mut BTreeSet::new());
        if kinds & (kind::NUMBER | kind::INTEGER) != 0 {
            kinds |= kind::NUMBER | kind::INTEGER;
        }
        if kinds & taken != 0 {
            return None;
        }
        taken |= kinds;
        out.push((kinds, member));
    }
    Some(out)
}

/// The kinds of value node `at` may accept (a superset).
fn accepts(nodes: &[Node], at: Idx, seen: &mut BTreeSet<Idx>) -> u8 {
    if !seen.insert(at) {
        return kind::ALL;
    }
    match &nodes[at] {
        Node::Never => 0,
        Node::Any | Node::Opaque => kind::ALL,
        Node::Union(Union::Tag(tagged)) => (tagged.members.iter()).fold(0, |kinds, (_, member)| {
            kinds | accepts(nodes, *member, seen)
        }),
        Node::Union(Union::Presence(_)) => kind::OBJECT,
        Node::Alias(target) => accepts(nodes, *target, seen),
        Node::Rules(rules) => match &rules.listed {
            Some(listed) => rules.kinds & listed.kinds(),
            None => rules.kinds,
        },
        Node::Union(Union::Kind(members)) => members.iter().fold(0, |k, (m, _)| k | m),
        Node::Union(Union::Tried(tried)) => {
            (tried.members.iter()).fold(0, |kinds, member| kinds | accepts(nodes, *member, seen))
        }
    }
}

/// Members that are objects requiring one property pinned to a string of their own (a member
/// may itself be a tagged union whose forms all pin it to the same string).
fn by_tag(nodes: &[Node], members: &[Idx]) -> Option<Tagged> {
    let first = *forms(nodes, *members.first()?)?.first()?;
    (first.properties.iter().enumerate())
        .filter(|(at, _)| first.required & (1 << at) != 0)
        .find_map(|(_, (property, _))| tagged_on(nodes, members, property))
}

/// The union tagged on `property`, if every member pins it to a distinct string.
fn tagged_on(nodes: &[Node], members: &[Idx], property: &str) -> Option<Tagged> {
    let mut out: Vec<(Box<str>, Idx)> = Vec::new();
    for &member in members {
        let mut value = None;
        for form in forms(nodes, member)? {
            let pinned = pinned(nodes, form, property)?;
            match &value {
                Some(same) if *same == pinned => {}
                Some(_) => return None,
                None => value = Some(pinned),
            }
        }
        let value = value?;
        if out.iter().any(|(v, _)| *v == value) {
            return None;
        }
        out.push((value, member));
    }
    Some(Tagged::new(property, out, true))
}

/// The one string an object's `rules` require `property` to be.
fn pinned(nodes: &[Node], rules: &Rules, property: &str) -> Option<Box<str>> {
    let (at, (_, value)) =
        (rules.properties.iter().enumerate()).find(|(_, (name, _))| &**name == property)?;
    let listed = self::rules(nodes, *value)?.listed.as_ref()?;
    let [only] = listed.strings.as_slice() else {
        return None;
    };
    let pins_one = !listed.null && !listed.yes && !listed.no;
    let required = rules.required & (1 << at) != 0;
    (pins_one && required).then(|| only.clone())
}

/// The object forms node `at` stands for: its rules, or those of every member of the tagged
/// union it is (unions inside unions included, a few deep); `None` for anything else.
pub(crate) fn forms(nodes: &[Node], at: Idx) -> Option<Vec<&Rules>> {
    let mut out = Vec::new();
    let mut pending = vec![(at, 0)];
    while let Some((at, depth)) = pending.pop() {
        match through_aliases(nodes, at)? {
            Node::Rules(rules) => out.push(&**rules),
            Node::Union(Union::Tag(tagged)) if depth < MAX_NESTED_UNIONS => {
                pending.extend(tagged.members.iter().rev().map(|(_, m)| (*m, depth + 1)));
            }
            _ => return None,
        }
    }
    Some(out)
}

/// How deep [`forms`] follows tagged unions inside tagged unions.
const MAX_NESTED_UNIONS: usize = 4;

/// The node `at` stands for, through aliases.
fn through_aliases(nodes: &[Node], mut at: Idx) -> Option<&Node> {
    for _ in 0..nodes.len() {
        match &nodes[at] {
            Node::Alias(target) => at = *target,
            node => return Some(node),
        }
    }
    None
}

/// The rules node `at` stands for, through aliases.
fn rules(nodes: &[Node], at: Idx) -> Option<&Rules> {
    match through_aliases(nodes, at)? {
        Node::Rules(rules) => Some(rules),
        _ => None,
    }
}
