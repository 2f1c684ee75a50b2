//! What the stream rules read, taken out of an event's JSON text without parsing the whole
//! event into a value: for an event the contract's fast path accepted, which was never parsed.
//! The values found are those [`Value::pointer`] finds in the parsed event.

use std::{borrow::Cow, fmt};

use serde::{
    Deserialize, Deserializer,
    de::{IgnoredAny, MapAccess, SeqAccess, Visitor},
};
use serde_json::{Value, value::RawValue};

/// The reference tokens of a JSON pointer (`/a/b~1c` → `a`, `b/c`; none for ``, the whole
/// value); `None` for a pointer that does not start with `/` (which points at nothing).
pub(super) fn tokens(pointer: &str) -> Option<Vec<String>> {
    if pointer.is_empty() {
        return Some(Vec::new());
    }
    let rest = pointer.strip_prefix('/')?;
    Some(
        rest.split('/')
            .map(|token| token.replace("~1", "/").replace("~0", "~"))
            .collect(),
    )
}

/// The values at the pointers `tokens` (each as [`tokens`] gives it) of the JSON object
/// `text`; `None` when `text` is not a JSON object.
pub(super) fn extract(text: &[u8], tokens: &[Option<Vec<String>>]) -> Option<Vec<Option<Value>>> {
    let text = std::str::from_utf8(text).ok()?;
    let firsts: Vec<&str> = (tokens.iter())
        .map(|t| {
            t.as_ref()
                .and_then(|t| t.first())
                .map_or("", String::as_str)
        })
        .collect();
    let mut top = serde_json::Deserializer::from_str(text);
    let members = (&mut top).deserialize_map(Members(&firsts)).ok()?;
    top.end().ok()?;
    (tokens.iter().zip(members))
        .map(|(tokens, member)| match tokens.as_deref() {
            None => Some(None),
            Some([]) => serde_json::from_str(text).ok().map(Some),
            Some(tokens) => {
                let Some(member) = member else {
                    return Some(None);
                };
                let mut here = member;
                for token in &tokens[1..] {
                    match within(here, token)? {
                        Some(inner) => here = inner,
                        None => return Some(None),
                    }
                }
                serde_json::from_str(here.get()).ok().map(Some)
            }
        })
        .collect()
}

/// The member `token` of the object or array `raw`: `Some(None)` when there is none, `None`
/// when `raw` cannot be read.
fn within<'t>(raw: &'t RawValue, token: &str) -> Option<Option<&'t RawValue>> {
    let text = raw.get();
    let mut value = serde_json::Deserializer::from_str(text);
    match text.as_bytes().first() {
        Some(b'{') => ((&mut value).deserialize_map(Members(&[token])).ok())
            .map(|mut found| found.pop().flatten()),
        Some(b'[') => {
            let items = Vec::<&RawValue>::deserialize(&mut value).ok()?;
            Some(index(token).and_then(|at| items.get(at).copied()))
        }
        _ => Some(None),
    }
}

/// An array index as a JSON pointer token spells it (no sign, no leading zero), as
/// [`Value::pointer`] reads it.
fn index(token: &str) -> Option<usize> {
    if token.starts_with('+') || (token.starts_with('0') && token.len() != 1) {
        return None;
    }
    token.parse().ok()
}

/// Reads an object, keeping the members named (the last of repeated names, as a parse into
/// a value does), in the order of the names.
struct Members<'n>(&'n [&'n str]);

impl<'de> Visitor<'de> for Members<'_> {
    type Value = Vec<Option<&'de RawValue>>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut found = vec![None; self.0.len()];
        while let Some(Key(key)) = map.next_key()? {
            if self.0.contains(&&*key) {
                let value: &RawValue = map.next_value()?;
                (found.iter_mut().zip(self.0))
                    .filter(|(_, name)| **name == key)
                    .for_each(|(slot, _)| *slot = Some(value));
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(found)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, _seq: A) -> Result<Self::Value, A::Error> {
        Err(serde::de::Error::custom("not an object"))
    }
}

/// An object's member name, borrowed from the text when it holds no escape.
struct Key<'de>(Cow<'de, str>);

impl<'de> Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(KeyVisitor)
    }
}

struct KeyVisitor;

impl<'de> Visitor<'de> for KeyVisitor {
    type Value = Key<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a member name")
    }

    fn visit_borrowed_str<E>(self, key: &'de str) -> Result<Self::Value, E> {
        Ok(Key(Cow::Borrowed(key)))
    }

    fn visit_str<E>(self, key: &str) -> Result<Self::Value, E> {
        Ok(Key(Cow::Owned(key.to_owned())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_taken_out_of_the_text_is_what_the_parsed_event_holds() {
        let pointers = [
            "",
            "/type",
            "/id",
            "/a/b",
            "/a/list/1",
            "/a/list/01",
            "/a/list/9",
            "/k~1s",
            "/k~0t",
            "/none",
            "/type/x",
            "x",
            "/e\u{e9}",
        ];
        let tokens: Vec<_> = pointers.iter().map(|p| super::tokens(p)).collect();
        let events = [
            r#"{"type":"a","id":1,"a":{"b":[1,{"c":2}],"list":[3,4]},"k/s":true,"k~t":null}"#,
            r#" {"type":"b","type":"c","a":[],"e\u00e9":"escaped name","id":{"n":[1.5e3]}} "#,
            r#"{}"#,
        ];
        for event in events {
            let parsed: Value = serde_json::from_str(event).expect("JSON");
            let expected: Vec<Option<Value>> = pointers
                .iter()
                .map(|p| parsed.pointer(p).cloned())
                .collect();
            assert_eq!(
                extract(event.as_bytes(), &tokens),
                Some(expected),
                "{event}"
            );
        }
        for not_an_object in ["[1]", "1", "{", "{} x", "\"a\""] {
            assert_eq!(
                extract(not_an_object.as_bytes(), &tokens),
                None,
                "{not_an_object}"
            );
        }
    }
}
