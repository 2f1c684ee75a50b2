//! Objects checked while they are read: property names matched against the schema's without
//! allocating (borrowed from the input when they hold no escape), required properties as bits,
//! and tagged unions dispatched on their tag wherever it sits in the object.

use std::{borrow::Cow, fmt};

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;

use super::{
    check::{Pick, Seed, Seen, Stop, fails, pick, string, unsure},
    compile::ANY,
    keep::{Keep, Keeping},
    node::{Idx, Presence, Rules, Tagged, kind},
};

/// An object any schema accepts: read to its end.
pub(crate) fn any<'de, A: MapAccess<'de>>(inner: Seed<'_>, mut map: A) -> Result<Seen, A::Error> {
    let value = Seed { at: ANY, ..inner };
    while map.next_key::<de::IgnoredAny>()?.is_some() {
        map.next_value_seed(value)?;
    }
    Ok(Seen::default())
}

/// An object against `rules`; `inner` is where its values are.
pub(crate) fn check<'de, A: MapAccess<'de>>(
    inner: Seed<'_>,
    rules: &Rules,
    mut map: A,
) -> Result<Seen, A::Error> {
    let mut object = Object::new(inner, rules);
    object.read_rest(&mut map)?;
    object.finish()
}

/// An object against a tagged union: properties before the tag are kept unread (their raw
/// text borrowed from the input) until the tag names the member that checks them. A member
/// that is itself a tagged union (forms told apart by a second tag) is followed the same way,
/// [`MAX_NESTED_TAGS`] deep.
pub(crate) fn tagged<'de, A: MapAccess<'de>>(
    inner: Seed<'_>,
    tagged: &Tagged,
    mut map: A,
) -> Result<Seen, A::Error> {
    let mut kept: Kept<'de> = Vec::new();
    let mut tags: Vec<(Cow<'de, str>, Cow<'de, str>)> = Vec::new();
    let mut union = tagged;
    let mut first = None;
    for _ in 0..MAX_NESTED_TAGS {
        let (key, value) = match kept.iter().position(|(key, _)| **key == *union.property) {
            Some(at) => {
                let (key, raw) = kept.remove(at);
                let value: String =
                    serde_json::from_str(raw.get()).map_err(|_| unsure::<A::Error>())?;
                (key, Cow::Owned(value))
            }
            None => {
                let (more, key) = keep_until(&mut map, |key| *key == *union.property)?;
                kept.extend(more);
                (
                    key.ok_or_else(|| no_member(union))?,
                    map.next_value_seed(Text)?,
                )
            }
        };
        let at = union.values.find(&value).ok_or_else(|| no_member(union))?;
        // The tag's value is read as text, not where kept members are.
        if let Some(keep) = inner
            .keep
            .filter(|k| inner.depth == 1 && k.wants(&key).is_some())
        {
            keep.spoil();
        }
        first.get_or_insert(at);
        tags.push((key, value));
        match pick(inner.nodes, union.members[at].1, kind::OBJECT).map_err(Stop::error)? {
            Pick::Tagged(next) => union = next,
            Pick::Rules(rules) => {
                let mut object = Object::new(inner, rules);
                for (key, value) in tags {
                    string(inner.nodes, object.value_of(&key).at, &value).map_err(Stop::error)?;
                }
                replay(&mut object, kept)?;
                object.read_rest(&mut map)?;
                let seen = object.finish()?;
                return Ok(Seen {
                    member: first,
                    ..seen
                });
            }
            Pick::Any | Pick::Present(_) => return Err(unsure()),
        }
    }
    Err(unsure())
}

/// The error that ends the check of an object whose tag is missing or names no member of
/// `union`: it fails when the union is whole, else (a catch-all may take it) it is undecided.
fn no_member<E: de::Error>(union: &Tagged) -> E {
    if union.whole { fails() } else { unsure() }
}

/// How many tags an object is dispatched on, one union inside another, at most.
const MAX_NESTED_TAGS: usize = 4;

/// Properties kept as borrowed raw text.
type Kept<'de> = Vec<(Cow<'de, str>, &'de RawValue)>;

/// Keeps the properties of `map` as raw text until a key `stop` accepts, which is returned
/// unread with them (`None` at the object's end).
fn keep_until<'de, A: MapAccess<'de>>(
    map: &mut A,
    stop: impl Fn(&str) -> bool,
) -> Result<(Kept<'de>, Option<Cow<'de, str>>), A::Error> {
    let mut kept = Vec::new();
    while let Some(key) = map.next_key_seed(Text)? {
        if stop(&key) {
            return Ok((kept, Some(key)));
        }
        kept.push((key, map.next_value()?));
    }
    Ok((kept, None))
}

/// An object against a union dispatched on the properties present: read to its end (values
/// kept as borrowed raw text), then checked against the one member that can accept it.
pub(crate) fn present<'de, A: MapAccess<'de>>(
    inner: Seed<'_>,
    presence: &Presence,
    mut map: A,
) -> Result<Seen, A::Error> {
    let (fields, _) = keep_until(&mut map, |_| false)?;
    let chosen = (fields.iter())
        .find_map(|(key, _)| presence.markers.iter().find(|(m, _)| **m == **key))
        .map(|(_, member)| *member)
        .or(presence.default)
        .ok_or_else(unsure)?;
    let Ok(Pick::Rules(rules)) = pick(inner.nodes, presence.members[chosen], kind::OBJECT) else {
        return Err(unsure());
    };
    let mut object = Object::new(inner, rules);
    replay(&mut object, fields)?;
    let seen = object.finish()?;
    Ok(Seen {
        member: Some(chosen),
        ..seen
    })
}

/// Checks properties kept as raw text against `object`'s schemas.
fn replay<E: de::Error>(object: &mut Object<'_>, fields: Kept<'_>) -> Result<(), E> {
    for (key, raw) in fields {
        let seed = object.value_of(&key);
        let mut reader = serde_json::Deserializer::from_str(raw.get());
        let read = match object.kept(&key) {
            Some((keep, at)) => Keeping { seed, keep, at }.deserialize(&mut reader),
            None => seed.deserialize(&mut reader),
        };
        // The value's own failure is the object's; anything else is the general path's to say.
        read.map_err(|error| Stop::of(&error).error::<E>())?;
    }
    Ok(())
}

/// One object being read against its rules.
struct Object<'f> {
    inner: Seed<'f>,
    rules: &'f Rules,
    seen: u128,
    extra: bool,
}

impl<'f> Object<'f> {
    fn new(inner: Seed<'f>, rules: &'f Rules) -> Self {
        Self {
            inner,
            rules,
            seen: 0,
            extra: false,
        }
    }

    /// The schema of property `key`'s value, noting the property as seen.
    fn value_of(&mut self, key: &str) -> Seed<'f> {
        let at: Idx = match self.rules.names.find(key) {
            Some(position) => {
                self.seen |= 1 << position;
                self.extra |= position >= self.rules.declared;
                self.rules.properties[position].1
            }
            None => {
                self.extra = true;
                self.rules.additional.unwrap_or(ANY)
            }
        };
        Seed { at, ..self.inner }
    }

    /// Checks the properties `map` has left.
    fn read_rest<'de, A: MapAccess<'de>>(&mut self, map: &mut A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key_seed(Text)? {
            let value = self.value_of(&key);
            match self.kept(&key) {
                Some((keep, at)) => map.next_value_seed(Keeping {
                    seed: value,
                    keep,
                    at,
                })?,
                None => map.next_value_seed(value)?,
            };
        }
        Ok(())
    }

    /// Where the value of the event's top-level member `key` is to be kept, if it is.
    fn kept(&self, key: &str) -> Option<(&'f Keep<'f>, usize)> {
        let keep = self.inner.keep.filter(|_| self.inner.depth == 1)?;
        Some((keep, keep.wants(key)?))
    }

    fn finish<E: de::Error>(self) -> Result<Seen, E> {
        if self.seen & self.rules.required != self.rules.required {
            return Err(fails());
        }
        if let Some(keep) = self.inner.keep.filter(|_| self.inner.depth == 1) {
            keep.read();
        }
        Ok(Seen {
            member: None,
            extra: self.extra,
        })
    }
}

/// A string (a property name, a tag value), borrowed from the input when it holds no escape.
pub(crate) struct Text;

impl<'de> DeserializeSeed<'de> for Text {
    type Value = Cow<'de, str>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for Text {
    type Value = Cow<'de, str>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string")
    }

    fn visit_borrowed_str<E: de::Error>(self, value: &'de str) -> Result<Self::Value, E> {
        Ok(Cow::Borrowed(value))
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<Self::Value, E> {
        Ok(Cow::Owned(value.to_owned()))
    }
}
