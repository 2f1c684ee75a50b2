//! Checking one value while serde_json reads it: a [`DeserializeSeed`] per schema location, whose
//! visitor applies the keywords of the value's kind in place. A failure or an undecided case is
//! an error that stops the read, saying which of the two it is ([`Stop`]).

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use super::{
    compile::ANY,
    keep::Keep,
    node::{Idx, Listed, Node, Presence, Rules, Tagged, Union, kind},
    number::{self, Num},
    object, tried,
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

/// Why a check stopped before the value's end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The value fails its schema: a keyword the fast path checks exactly rejects it.
    Fails,
    /// The fast path cannot decide (a schema it does not check, a look that found no member,
    /// nesting past its depth): the general path must.
    Unsure,
}

/// The messages of the errors that stop a read, by which [`Stop::of`] tells them apart.
const FAILS: &str = "the value fails its schema";
const UNSURE: &str = "the fast path cannot decide";

impl Stop {
    /// The error that ends the read for this reason.
    pub(crate) fn error<E: de::Error>(self) -> E {
        E::custom(match self {
            Self::Fails => FAILS,
            Self::Unsure => UNSURE,
        })
    }

    /// Why the read that ended with `error` stopped: [`Stop::Fails`] only for a check's own
    /// failure; anything the reader itself refused is for the general path to say.
    pub(crate) fn of(error: &serde_json::Error) -> Self {
        if error.is_data() && error.to_string().starts_with(FAILS) {
            Self::Fails
        } else {
            Self::Unsure
        }
    }
}

/// The error that ends a check the fast path cannot decide.
pub(crate) fn unsure<E: de::Error>() -> E {
    Stop::Unsure.error()
}

/// The error that ends a check the value fails.
pub(crate) fn fails<E: de::Error>() -> E {
    Stop::Fails.error()
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

/// The schema `at` applies to a value of `kind`, or why there is none: the value fails (a
/// `false` schema, a kind that `type`, `enum` or `const` or every member of a union by kind
/// refuses) or the fast path cannot decide.
pub(crate) fn pick(nodes: &[Node], mut at: Idx, kind: u8) -> Result<Pick<'_>, Stop> {
    for _ in 0..=nodes.len() {
        match &nodes[at] {
            Node::Any => return Ok(Pick::Any),
            Node::Never => return Err(Stop::Fails),
            Node::Opaque => return Err(Stop::Unsure),
            Node::Alias(target) => at = *target,
            Node::Rules(rules) => {
                // `enum` and `const` list no number, array or object: such a value fails them.
                let listed = rules.listed.as_ref().is_none_or(|l| l.kinds() & kind != 0);
                return if rules.kinds & kind != 0 && listed {
                    Ok(Pick::Rules(rules))
                } else {
                    Err(Stop::Fails)
                };
            }
            Node::Union(Union::Kind(members)) => {
                let member = members.iter().find(|(kinds, _)| kinds & kind != 0);
                at = member.ok_or(Stop::Fails)?.1;
            }
            // A member of a union by tag or by the properties present may take values of other
            // kinds (one without `type` takes every one): only objects are dispatched.
            Node::Union(Union::Tag(tagged)) if kind == kind::OBJECT => {
                return Ok(Pick::Tagged(tagged));
            }
            Node::Union(Union::Presence(presence)) if kind == kind::OBJECT => {
                return Ok(Pick::Present(presence));
            }
            Node::Union(Union::Tag(_) | Union::Presence(_)) => return Err(Stop::Unsure),
            // Its members are tried on the value's text, before the value is read
            // ([`Seed::deserialize`]).
            Node::Union(Union::Tried(_)) => return Err(Stop::Unsure),
        }
    }
    Err(Stop::Unsure)
}

/// Whether string `text` passes schema `at`, or why not.
pub(crate) fn string(nodes: &[Node], at: Idx, text: &str) -> Result<(), Stop> {
    let rules = match pick(nodes, at, kind::STRING)? {
        Pick::Tagged(_) | Pick::Present(_) => return Err(Stop::Unsure),
        Pick::Any => return Ok(()),
        Pick::Rules(rules) => rules,
    };
    if let Some(listed) = &rules.listed
        && !listed.strings.iter().any(|s| **s == *text)
    {
        return Err(Stop::Fails);
    }
    if rules.length != (None, None) {
        let length = text.chars().count() as u64;
        let (min, max) = rules.length;
        if min.is_some_and(|m| length < m) || max.is_some_and(|m| length > m) {
            return Err(Stop::Fails);
        }
    }
    match &rules.pattern {
        Some(pattern) if !pattern.is_match(text) => Err(Stop::Fails),
        _ => Ok(()),
    }
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
    /// How many unions whose members are tried hold the value, one inside another
    /// ([`super::tried`]).
    pub tried: u32,
    /// The event's top-level members to keep while they are checked, if any.
    pub keep: Option<&'f Keep<'f>>,
}

impl<'de> DeserializeSeed<'de> for Seed<'_> {
    type Value = Seen;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Seen, D::Error> {
        if tried::ahead(self.nodes, self.at) {
            tried::check(self, deserializer)
        } else {
            deserializer.deserialize_any(self)
        }
    }
}

impl Seed<'_> {
    /// A value of `kind` other than a string, against the rules `passes` applies.
    fn scalar<E: de::Error>(
        self,
        kind: u8,
        passes: impl FnOnce(&Rules) -> Result<(), Stop>,
    ) -> Result<Seen, E> {
        let passed = match pick(self.nodes, self.at, kind) {
            Ok(Pick::Any) => Ok(()),
            Ok(Pick::Rules(rules)) => passes(rules),
            Ok(Pick::Tagged(_) | Pick::Present(_)) => Err(Stop::Unsure),
            Err(stop) => Err(stop),
        };
        passed.map(|()| Seen::default()).map_err(Stop::error)
    }

    fn number<E: de::Error>(self, value: Num) -> Result<Seen, E> {
        self.scalar(value.kind(), |rules| match number::passes(rules, value) {
            Some(true) => Ok(()),
            Some(false) => Err(Stop::Fails),
            None => Err(Stop::Unsure),
        })
    }

    /// The seed of a value one level deeper, against schema `at`.
    pub(crate) fn deeper<E: de::Error>(self, at: Idx) -> Result<Self, E> {
        if self.depth >= MAX_DEPTH {
            return Err(unsure());
        }
        Ok(Self {
            at,
            depth: self.depth + 1,
            tried: 0,
            ..self
        })
    }
}

impl<'de> Visitor<'de> for Seed<'_> {
    type Value = Seen;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Seen, E> {
        self.scalar(kind::NULL, |r| listed(r, |l| l.null))
    }

    fn visit_bool<E: de::Error>(self, value: bool) -> Result<Seen, E> {
        self.scalar(kind::BOOLEAN, |r| {
            listed(r, |l| if value { l.yes } else { l.no })
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
        string(self.nodes, self.at, value)
            .map(|()| Seen::default())
            .map_err(Stop::error)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Seen, A::Error> {
        let rules = match pick(self.nodes, self.at, kind::ARRAY) {
            Ok(Pick::Rules(rules)) => Some(rules),
            Ok(Pick::Any) => None,
            Ok(Pick::Tagged(_) | Pick::Present(_)) => return Err(unsure()),
            Err(stop) => return Err(stop.error()),
        };
        let item = self.deeper(rules.and_then(|r| r.items).unwrap_or(ANY))?;
        let mut count = 0u64;
        while seq.next_element_seed(item)?.is_some() {
            count += 1;
        }
        let (min, max) = rules.map_or((None, None), |r| r.item_count);
        if min.is_some_and(|m| count < m) || max.is_some_and(|m| count > m) {
            return Err(fails());
        }
        Ok(Seen::default())
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Seen, A::Error> {
        let inner = self.deeper(self.at)?;
        match pick(self.nodes, self.at, kind::OBJECT) {
            Ok(Pick::Any) => object::any(inner, map),
            Ok(Pick::Rules(rules)) => object::check(inner, rules, map),
            Ok(Pick::Tagged(tagged)) => object::tagged(inner, tagged, map),
            Ok(Pick::Present(presence)) => object::present(inner, presence, map),
            Err(stop) => Err(stop.error()),
        }
    }
}

/// Whether the `enum` or `const` of `rules` (if any) lists the value `listed` looks for.
fn listed(rules: &Rules, is_listed: impl FnOnce(&Listed) -> bool) -> Result<(), Stop> {
    if rules.listed.as_ref().is_none_or(is_listed) {
        Ok(())
    } else {
        Err(Stop::Fails)
    }
}
