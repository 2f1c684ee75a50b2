//! Writing a tape: from JSON text, read by serde_json, or from a `serde_json::Value`.

use std::{collections::HashMap, fmt};

use serde::de::{DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use super::{CONTAINER, Cursor, WORD, kind};

/// The tape of JSON `text`, read as `serde_json::from_slice` reads a `Value`.
pub(super) fn parse(text: &[u8]) -> Result<Vec<u8>, serde_json::Error> {
    let mut writer = Writer::default();
    let mut reader = serde_json::Deserializer::from_slice(text);
    Node(&mut writer).deserialize(&mut reader)?;
    reader.end()?;
    Ok(writer.tape)
}

/// Writes `value` at the end of `tape`.
pub(super) fn write_value(tape: &mut Vec<u8>, value: &Value) {
    match value {
        Value::Null => tape.push(kind::NULL),
        Value::Bool(false) => tape.push(kind::FALSE),
        Value::Bool(true) => tape.push(kind::TRUE),
        Value::Number(number) => {
            if let Some(n) = number.as_u64() {
                scalar(tape, kind::UNSIGNED, n.to_le_bytes());
            } else if let Some(n) = number.as_i64() {
                scalar(tape, kind::SIGNED, n.to_le_bytes());
            } else {
                let float = number.as_f64().unwrap_or(f64::NAN);
                scalar(tape, kind::FLOAT, float.to_le_bytes());
            }
        }
        Value::String(text) => string(tape, text),
        Value::Array(items) => {
            let start = open(tape, kind::ARRAY);
            for item in items {
                write_value(tape, item);
            }
            close(tape, start, items.len());
        }
        Value::Object(members) => {
            let start = open(tape, kind::OBJECT);
            for (name, value) in members {
                name_of(tape, name);
                write_value(tape, value);
            }
            close(tape, start, members.len());
        }
    }
}

fn word(tape: &mut Vec<u8>, word: usize) {
    tape.extend_from_slice(&(word as u64).to_le_bytes());
}

fn scalar(tape: &mut Vec<u8>, kind: u8, bytes: [u8; 8]) {
    tape.push(kind);
    tape.extend_from_slice(&bytes);
}

/// Writes a string node.
pub(super) fn string(tape: &mut Vec<u8>, text: &str) {
    tape.push(kind::STRING);
    name_of(tape, text);
}

/// Writes a member's name.
fn name_of(tape: &mut Vec<u8>, name: &str) {
    word(tape, name.len());
    tape.extend_from_slice(name.as_bytes());
}

/// Opens a container of `kind`, its count and size to be written when it closes.
fn open(tape: &mut Vec<u8>, kind: u8) -> usize {
    let start = tape.len();
    tape.push(kind);
    tape.resize(start + CONTAINER, 0);
    start
}

/// Closes the container opened at `start`, with `count` items or members.
fn close(tape: &mut [u8], start: usize, count: usize) {
    let size = tape.len() - start - CONTAINER;
    tape[start + 1..start + 1 + WORD].copy_from_slice(&(count as u64).to_le_bytes());
    tape[start + 1 + WORD..start + CONTAINER].copy_from_slice(&(size as u64).to_le_bytes());
}

/// The tape being written, and the members of the objects open on it (where each starts, the
/// innermost object's last), for finding a repeated name when an object closes.
#[derive(Default)]
struct Writer {
    tape: Vec<u8>,
    members: Vec<usize>,
}

/// Writes one value read by serde.
struct Node<'w>(&'w mut Writer);

impl<'de> DeserializeSeed<'de> for Node<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Node<'_> {
    type Value = ();

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("any valid JSON value")
    }

    fn visit_unit<E>(self) -> Result<(), E> {
        self.0.tape.push(kind::NULL);
        Ok(())
    }

    fn visit_bool<E>(self, value: bool) -> Result<(), E> {
        self.0
            .tape
            .push(if value { kind::TRUE } else { kind::FALSE });
        Ok(())
    }

    fn visit_u64<E>(self, value: u64) -> Result<(), E> {
        scalar(&mut self.0.tape, kind::UNSIGNED, value.to_le_bytes());
        Ok(())
    }

    fn visit_i64<E>(self, value: i64) -> Result<(), E> {
        // As serde_json's `Value`: a non-negative integer is unsigned, whichever way it came.
        match u64::try_from(value) {
            Ok(unsigned) => scalar(&mut self.0.tape, kind::UNSIGNED, unsigned.to_le_bytes()),
            Err(_) => scalar(&mut self.0.tape, kind::SIGNED, value.to_le_bytes()),
        }
        Ok(())
    }

    fn visit_f64<E>(self, value: f64) -> Result<(), E> {
        scalar(&mut self.0.tape, kind::FLOAT, value.to_le_bytes());
        Ok(())
    }

    fn visit_str<E>(self, value: &str) -> Result<(), E> {
        string(&mut self.0.tape, value);
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<(), A::Error> {
        let start = open(&mut self.0.tape, kind::ARRAY);
        let mut count = 0;
        while items.next_element_seed(Node(&mut *self.0))?.is_some() {
            count += 1;
        }
        close(&mut self.0.tape, start, count);
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut members: A) -> Result<(), A::Error> {
        let writer = self.0;
        let start = open(&mut writer.tape, kind::OBJECT);
        let first = writer.members.len();
        while members
            .next_key_seed(Name(&mut writer.tape, &mut writer.members))?
            .is_some()
        {
            members.next_value_seed(Node(&mut *writer))?;
        }
        let count = writer.members.len() - first;
        close(&mut writer.tape, start, count);
        if repeats_a_name(&writer.tape, &writer.members[first..]) {
            keep_last_values(&mut writer.tape, start);
        }
        writer.members.truncate(first);
        Ok(())
    }
}

/// Writes a member's name, and notes where the member starts.
struct Name<'w>(&'w mut Vec<u8>, &'w mut Vec<usize>);

impl<'de> DeserializeSeed<'de> for Name<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl Visitor<'_> for Name<'_> {
    type Value = ();

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a string key")
    }

    fn visit_str<E>(self, name: &str) -> Result<(), E> {
        self.1.push(self.0.len());
        name_of(self.0, name);
        Ok(())
    }
}

/// The name of the member that starts at `at`.
fn name_at(tape: &[u8], at: usize) -> &[u8] {
    let length = Cursor { tape, at }.word(0);
    &tape[at + WORD..at + WORD + length]
}

/// Whether two of the members starting at `starts` have the same name.
fn repeats_a_name(tape: &[u8], starts: &[usize]) -> bool {
    if starts.len() <= 16 {
        return (starts.iter().enumerate()).any(|(i, a)| {
            starts[..i]
                .iter()
                .any(|b| name_at(tape, *a) == name_at(tape, *b))
        });
    }
    let mut names: Vec<&[u8]> = starts.iter().map(|at| name_at(tape, *at)).collect();
    names.sort_unstable();
    names.windows(2).any(|pair| pair[0] == pair[1])
}

/// Rewrites the object at `start`, which repeats a name, as serde_json's `Value` holds it: each
/// name once, where it first came, with the value it last had.
fn keep_last_values(tape: &mut Vec<u8>, start: usize) {
    let object = Cursor { tape, at: start };
    let mut kept: Vec<(&str, Cursor<'_>)> = Vec::new();
    // Where each name is in `kept`: one look per member, however many there are.
    let mut at: HashMap<&str, usize> = HashMap::new();
    for (name, value) in object.members().into_iter().flatten() {
        match at.get(name) {
            Some(&index) => kept[index].1 = value,
            None => {
                at.insert(name, kept.len());
                kept.push((name, value));
            }
        }
    }
    let mut content = Vec::new();
    for (name, value) in &kept {
        name_of(&mut content, name);
        content.extend_from_slice(&tape[value.at..value.end()]);
    }
    let count = kept.len();
    tape.truncate(start + CONTAINER);
    tape.extend_from_slice(&content);
    close(tape, start, count);
}
