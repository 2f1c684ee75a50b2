//! Unions whose members may overlap: the value's text is kept (borrowed from the input) and
//! read against each member in turn, as `anyOf` and `oneOf` ask. A union by kind that has such
//! a union among its members picks its member by the first byte of that text.

use serde::{Deserialize, Deserializer, de::DeserializeSeed};
use serde_json::value::RawValue;

use super::{
    check::{Seed, Seen, Stop},
    node::{Idx, Node, Tried, Union, kind},
};

/// How many unions whose members are tried may hold one value, one inside another: each tries
/// its members on the value again, so the reads multiply (a union among its own members would
/// never end). Deeper ones take the general path.
const MAX_TRIED: u32 = 3;

/// Whether a value checked against node `at` meets a union whose members are tried before it
/// is read: `at` is one, or a union by kind with one among its members. (Links skip aliases
/// once the tree is built, so neither `at` nor a member is one.)
pub(crate) fn ahead(nodes: &[Node], at: Idx) -> bool {
    match &nodes[at] {
        Node::Union(Union::Tried(_)) => true,
        Node::Union(Union::Kind(members)) => (members.iter())
            .any(|(_, member)| matches!(nodes[*member], Node::Union(Union::Tried(_)))),
        _ => false,
    }
}

/// The value `deserializer` holds against the union `seed` names ([`ahead`]).
pub(crate) fn check<'de, D: Deserializer<'de>>(
    seed: Seed<'_>,
    deserializer: D,
) -> Result<Seen, D::Error> {
    let text = <&'de RawValue>::deserialize(deserializer)?;
    let at = match &seed.nodes[seed.at] {
        Node::Union(Union::Kind(members)) => {
            let kind = kind_of(text.get());
            let member = members.iter().find(|(kinds, _)| kinds & kind != 0);
            member.ok_or(Stop::Fails).map_err(Stop::error)?.1
        }
        _ => seed.at,
    };
    let seed = Seed { at, ..seed };
    match &seed.nodes[at] {
        Node::Union(Union::Tried(union)) => members(seed, union, text).map_err(Stop::error),
        _ => read(seed, text).map_err(|error| Stop::of(&error).error()),
    }
}

/// The value `text` holds against `union`'s members: accepted by one (`anyOf`), by exactly one
/// (`oneOf`); rejected when no member accepts it, or (`oneOf`) two do; undecided when a member
/// cannot tell and that decides.
fn members(seed: Seed<'_>, union: &Tried, text: &RawValue) -> Result<Seen, Stop> {
    if seed.tried >= MAX_TRIED {
        return Err(Stop::Unsure);
    }
    let (mut accepted, mut unsure) = (0, false);
    for member in &union.members {
        let member = Seed {
            at: *member,
            tried: seed.tried + 1,
            ..seed
        };
        match read(member, text) {
            Ok(_) => accepted += 1,
            Err(error) => unsure |= Stop::of(&error) == Stop::Unsure,
        }
        let decided = if union.one_of {
            accepted > 1
        } else {
            accepted > 0
        };
        if decided {
            break;
        }
    }
    match (union.one_of, accepted, unsure) {
        (true, 1, false) | (false, 1.., _) => Ok(Seen::default()),
        (true, 2.., _) | (_, 0, false) => Err(Stop::Fails),
        _ => Err(Stop::Unsure),
    }
}

/// The value `text` holds, read against `seed`.
fn read(seed: Seed<'_>, text: &RawValue) -> Result<Seen, serde_json::Error> {
    seed.deserialize(&mut serde_json::Deserializer::from_str(text.get()))
}

/// The kind of the JSON value `text` holds, by its first byte (numbers of any kind as one).
fn kind_of(text: &str) -> u8 {
    match text.as_bytes().first() {
        Some(b'{') => kind::OBJECT,
        Some(b'[') => kind::ARRAY,
        Some(b'"') => kind::STRING,
        Some(b't' | b'f') => kind::BOOLEAN,
        Some(b'n') => kind::NULL,
        _ => kind::NUMBER | kind::INTEGER,
    }
}
