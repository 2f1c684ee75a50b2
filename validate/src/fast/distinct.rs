//! Whether an event repeats a key in one of its objects: the general path keeps the last of a
//! repeated key's values, so a value the fast path found failing may not be the one it checks.

use std::{borrow::Cow, collections::HashSet, fmt};

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use super::object::Text;

/// Keys an object holds before they are looked up in a set rather than one by one.
const LISTED_KEYS: usize = 16;

/// Whether no object of the JSON text `text` repeats a key. Text that is no JSON (which the
/// general path refuses) repeats none.
pub(crate) fn keys(text: &str) -> bool {
    let mut reader = serde_json::Deserializer::from_str(text);
    match Distinct.deserialize(&mut reader) {
        Ok(()) => true,
        Err(error) => !(error.is_data() && error.to_string().starts_with(REPEATED)),
    }
}

/// The message of the error that stops the read at a repeated key.
const REPEATED: &str = "a key is repeated";

/// A value read to its end, each object's keys compared.
#[derive(Clone, Copy)]
struct Distinct;

impl<'de> DeserializeSeed<'de> for Distinct {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Distinct {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<(), E> {
        Ok(())
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<(), E> {
        Ok(())
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<(), E> {
        Ok(())
    }

    fn visit_str<E: de::Error>(self, _: &str) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq.next_element_seed(self)?.is_some() {}
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let mut listed: Vec<Cow<'de, str>> = Vec::new();
        let mut set: HashSet<Cow<'de, str>> = HashSet::new();
        while let Some(key) = map.next_key_seed(Text)? {
            let repeated = if set.is_empty() && listed.len() < LISTED_KEYS {
                listed.contains(&key) || {
                    listed.push(key);
                    false
                }
            } else {
                set.extend(listed.drain(..));
                !set.insert(key)
            };
            if repeated {
                return Err(de::Error::custom(REPEATED));
            }
            map.next_value_seed(self)?;
        }
        Ok(())
    }
}
