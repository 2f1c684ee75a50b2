//! Checking one value while serde_json reads it: a [`DeserializeSeed`] per schema location, whose
//! visitor applies the keywords of the value's kind in place. Any failure or undecided case is
//! an error that stops the read: the event then takes the general path.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use super::{
    compile::ANY,
    node::{Idx, Node, Presence, Rules, Tagged, Union, kind},
    number::{self, Num},
    object,
};

/// The deepest nesting the fast path reads; deeper events take the general path (whose reader
/// has a limit of its own).
const MAX_DEPTH: u32 = 100;

/// What the checker saw of a value that passed.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Seen {
    /// For an object checked through a tagged union or one dispatched on the properties
    /// present: the position of the member that accepted it.
    pub member: Option<usize>,
    /// For an object: whether it has a property its schema does not list.
    pub extra: bool,
}

/// The error that ends a check: the value fails, or the fast path cannot decide.
pub(crate) fn unsure<E: de::Error>() -> E {
    E::custom("the fast path does not accept the value")
}

/// What a schema location is for a value of one kind, through aliases and unions.
pub(crate) enum Pick<'f> {
    /// Every value.
    Any,
    /// These rules.
    Rules(&'f Rules),
    /// An object, dispatched on its tag.
    Tagged(&'f Tagged),
    /// An object, dispatched on the properties it has.
    Present(&'f Presence),
}

/// The schema `at` applies to a value of `kind`; `None` when that value fails or the fast path
/// cannot decide.
pub(crate) fn pick(nodes: &[Node], mut at: Idx, kind: u8) -> Option<Pick<'_>> {
    for _ in 0..=nodes.len() {
        match &nodes[at] {
            Node::Any => return Some(Pick::Any),
            Node::Never | Node::Opaque => return None,
            Node::Alias(target) => at = *target,
            Node::Rules(rules) => {
                // `enum` and `const` list no number, array or object: such a value fails them.
                let listed = rules.listed.as_ref().is_none_or(|l| l.kinds() & kind != 0);
                return (rules.kinds & kind != 0 && listed).then_some(Pick::Rules(rules));
            }
            Node::Union(Union::Kind(members)) => {
                at = members.iter().find(|(kinds, _)| kinds & kind != 0)?.1;
            }
            Node::Union(Union::Tag(tagged)) => {
                return (kind == kind::OBJECT).then_some(Pick::Tagged(tagged));
            }
            Node::Union(Union::Presence(presence)) => {
                return (kind == kind::OBJECT).then_some(Pick::Present(presence));
            }
        }
    }
    None
}

/// Whether string `text` passes schema `at`.
pub(crate) fn string(nodes: &[Node], at: Idx, text: &str) -> bool {
    let rules = match pick(nodes, at, kind::STRING) {
        None | Some(Pick::Tagged(_) | Pick::Present(_)) => return false,
        Some(Pick::Any) => return true,
        Some(Pick::Rules(rules)) => rules,
    };
    if let Some(listed) = &rules.listed
        && !listed.strings.iter().any(|s| **s == *text)
    {
        return false;
    }
    if rules.length != (None, None) {
        let length = text.chars().count() as u64;
        let (min, max) = rules.length;
        if min.is_some_and(|m| length < m) || max.is_some_and(|m| length > m) {
            return false;
        }
    }
    rules.pattern.as_ref().is_none_or(|p| p.is_match(text))
}

/// A schema location to check the next value against.
#[derive(Clone, Copy)]
pub(crate) struct Seed<'f> {
    /// The tree.
    pub nodes: &'f [Node],
    /// The schema.
    pub at: Idx,
    /// How deep the value is.
    pub depth: u32,
}

impl<'de> DeserializeSeed<'de> for Seed<'_> {
    type Value = Seen;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Seen, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl Seed<'_> {
    fn scalar<E: de::Error>(
        self,
        kind: u8,
        passes: impl FnOnce(&Rules) -> bool,
    ) -> Result<Seen, E> {
        match pick(self.nodes, self.at, kind) {
            Some(Pick::Any) => Ok(Seen::default()),
            Some(Pick::Rules(rules)) if passes(rules) => Ok(Seen::default()),
            _ => Err(unsure()),
        }
    }

    fn number<E: de::Error>(self, value: Num) -> Result<Seen, E> {
        self.scalar(value.kind(), |rules| {
            number::passes(rules, value) == Some(true)
        })
    }

    fn deeper<E: de::Error>(self, at: Idx) -> Result<Self, E> {
        if self.depth >= MAX_DEPTH {
            return Err(unsure());
        }
        Ok(Self {
            nodes: self.nodes,
            at,
            depth: self.depth + 1,
        })
    }
}

impl<'de> Visitor<'de> for Seed<'_> {
    type Value = Seen;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Seen, E> {
        self.scalar(kind::NULL, |r| r.listed.as_ref().is_none_or(|l| l.null))
    }

    fn visit_bool<E: de::Error>(self, value: bool) -> Result<Seen, E> {
        self.scalar(kind::BOOLEAN, |r| {
            (r.listed.as_ref()).is_none_or(|l| if value { l.yes } else { l.no })
        })
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<Seen, E> {
        self.number(Num::U(value))
    }

    fn visit_i64<E: de::Error>(self, value: i64) -> Result<Seen, E> {
        // serde_json gives a non-negative integer as u64; this is negative.
        self.number(Num::I(value))
    }

    fn visit_f64<E: de::Error>(self, value: f64) -> Result<Seen, E> {
        self.number(Num::F(value))
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<Seen, E> {
        if string(self.nodes, self.at, value) {
            Ok(Seen::default())
        } else {
            Err(unsure())
        }
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Seen, A::Error> {
        let rules = match pick(self.nodes, self.at, kind::ARRAY) {
            Some(Pick::Rules(rules)) => Some(rules),
            Some(Pick::Any) => None,
            _ => return Err(unsure()),
        };
        let item = self.deeper(rules.and_then(|r| r.items).unwrap_or(ANY))?;
        let mut count = 0u64;
        while seq.next_element_seed(item)?.is_some() {
            count += 1;
        }
        let (min, max) = rules.map_or((None, None), |r| r.item_count);
        if min.is_some_and(|m| count < m) || max.is_some_and(|m| count > m) {
            return Err(unsure());
        }
        Ok(Seen::default())
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Seen, A::Error> {
        let inner = self.deeper(self.at)?;
        match pick(self.nodes, self.at, kind::OBJECT) {
            Some(Pick::Any) => object::any(inner, map),
            Some(Pick::Rules(rules)) => object::check(inner, rules, map),
            Some(Pick::Tagged(tagged)) => object::tagged(inner, tagged, map),
            Some(Pick::Present(presence)) => object::present(inner, presence, map),
            None => Err(unsure()),
        }
    }
}
