//! An event as the general path holds it: its JSON in one buffer, a node after another.
//!
//! A `serde_json::Value` takes 72 bytes for every value, a `0` in an array too, since the
//! binary keeps object members in their order (`preserve_order`, which the snapshots need, puts
//! an `IndexMap` in every value). A [`Tape`] writes each value once, in the order of the text:
//! a kind byte, then a scalar's 8 bytes or a string's length and bytes, or a container's count
//! and size followed by its members (each name's length and bytes, then its value) or items.
//! A `0` takes 9 bytes, and parsing hashes nothing. The `jsonschema` crate validates it in
//! place ([`schema`]): what the general path checks is what serde_json's `Value` holds, an
//! object repeating a name keeping the name where it first came with the last value.

mod build;
mod schema;

use serde_json::{Map, Number, Value};

pub use schema::Json;

/// The kind byte of each node.
mod kind {
    pub const NULL: u8 = 0;
    pub const FALSE: u8 = 1;
    pub const TRUE: u8 = 2;
    pub const UNSIGNED: u8 = 3;
    pub const SIGNED: u8 = 4;
    pub const FLOAT: u8 = 5;
    pub const STRING: u8 = 6;
    pub const ARRAY: u8 = 7;
    pub const OBJECT: u8 = 8;
}

/// The bytes of a length, a count or a size.
const WORD: usize = 8;
/// A container's kind, count and size (the bytes of its content).
const CONTAINER: usize = 1 + 2 * WORD;

/// One JSON value, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tape {
    bytes: Vec<u8>,
}

impl Tape {
    /// Parses JSON `text` as serde_json does (the same numbers, the same errors, the same
    /// nesting limit), the whole text one value.
    pub fn parse(text: &[u8]) -> Result<Self, serde_json::Error> {
        build::parse(text).map(|bytes| Self { bytes })
    }

    /// The tape of `value`.
    pub fn of(value: &Value) -> Self {
        let mut bytes = Vec::new();
        build::write_value(&mut bytes, value);
        Self { bytes }
    }

    /// The root value.
    pub fn root(&self) -> Cursor<'_> {
        Cursor {
            tape: &self.bytes,
            at: 0,
        }
    }
}

/// A capture's message on a tape, opened by an envelope where its event is on a tape of its own.
impl eventspec_schema::envelope::Message for Tape {
    fn has(&self, pointer: &str) -> bool {
        self.root().pointer(pointer).is_some()
    }

    fn string_at(&self, pointer: &str) -> Option<&str> {
        self.root().pointer(pointer)?.as_str()
    }

    fn text_at(&self, pointer: &str) -> Option<String> {
        let at = self.root().pointer(pointer)?;
        Some(
            at.as_str()
                .map_or_else(|| at.to_value().to_string(), str::to_owned),
        )
    }

    fn take(self, pointer: &str) -> Option<Self> {
        let at = self.root().pointer(pointer)?;
        Some(Self {
            bytes: self.bytes[at.at..at.end()].to_vec(),
        })
    }
}

/// One value of a tape.
#[derive(Debug, Clone, Copy)]
pub struct Cursor<'a> {
    tape: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    fn kind(&self) -> u8 {
        self.tape[self.at]
    }

    fn word(&self, offset: usize) -> usize {
        let start = self.at + offset;
        let mut word = [0; WORD];
        word.copy_from_slice(&self.tape[start..start + WORD]);
        usize::try_from(u64::from_le_bytes(word)).unwrap_or(usize::MAX)
    }

    fn scalar(&self) -> [u8; 8] {
        let mut bytes = [0; 8];
        bytes.copy_from_slice(&self.tape[self.at + 1..self.at + 9]);
        bytes
    }

    /// Where the value ends on the tape.
    fn end(&self) -> usize {
        match self.kind() {
            kind::NULL | kind::FALSE | kind::TRUE => self.at + 1,
            kind::UNSIGNED | kind::SIGNED | kind::FLOAT => self.at + 9,
            kind::STRING => self.at + 1 + WORD + self.word(1),
            _ => self.at + CONTAINER + self.word(1 + WORD),
        }
    }

    /// Whether the value is `null`.
    pub fn is_null(&self) -> bool {
        self.kind() == kind::NULL
    }

    /// The value, if a boolean.
    pub fn as_bool(&self) -> Option<bool> {
        match self.kind() {
            kind::FALSE => Some(false),
            kind::TRUE => Some(true),
            _ => None,
        }
    }

    /// The value, if a number.
    pub fn as_number(&self) -> Option<Number> {
        match self.kind() {
            kind::UNSIGNED => Some(u64::from_le_bytes(self.scalar()).into()),
            kind::SIGNED => Some(i64::from_le_bytes(self.scalar()).into()),
            kind::FLOAT => Number::from_f64(f64::from_le_bytes(self.scalar())),
            _ => None,
        }
    }

    /// The value, if a string.
    pub fn as_str(&self) -> Option<&'a str> {
        // A string on the tape was a `&str`: it is UTF-8.
        std::str::from_utf8(self.string_bytes()?).ok()
    }

    /// The bytes of the value, if a string.
    fn string_bytes(&self) -> Option<&'a [u8]> {
        let start = self.at + 1 + WORD;
        (self.kind() == kind::STRING).then(|| &self.tape[start..start + self.word(1)])
    }

    /// Whether the value is the string `text`.
    pub fn is_str(&self, text: &str) -> bool {
        self.string_bytes() == Some(text.as_bytes())
    }

    /// How many items an array has or members an object has; `None` for a scalar.
    pub fn count(&self) -> Option<usize> {
        matches!(self.kind(), kind::ARRAY | kind::OBJECT).then(|| self.word(1))
    }

    /// The items, if an array.
    pub fn items(&self) -> Option<Items<'a>> {
        (self.kind() == kind::ARRAY).then(|| Items::of(self))
    }

    /// The members, names and values in their order, if an object.
    pub fn members(&self) -> Option<Members<'a>> {
        (self.kind() == kind::OBJECT).then(|| Members::of(self))
    }

    /// The value of member `name`, if an object that has it.
    pub fn get(&self, name: &str) -> Option<Cursor<'a>> {
        self.members()?.value_of(name)
    }

    /// The value at a JSON `pointer`, as [`Value::pointer`] finds it.
    pub fn pointer(&self, pointer: &str) -> Option<Cursor<'a>> {
        if pointer.is_empty() {
            return Some(*self);
        }
        let mut here = *self;
        for token in pointer.strip_prefix('/')?.split('/') {
            let token = token.replace("~1", "/").replace("~0", "~");
            here = match here.kind() {
                kind::OBJECT => here.get(&token)?,
                kind::ARRAY => here.items()?.nth(array_index(&token)?)?,
                _ => return None,
            };
        }
        Some(here)
    }

    /// The value as a `serde_json::Value`.
    pub fn to_value(&self) -> Value {
        match self.kind() {
            kind::NULL => Value::Null,
            kind::FALSE => Value::Bool(false),
            kind::TRUE => Value::Bool(true),
            kind::STRING => Value::String(self.as_str().unwrap_or_default().to_owned()),
            kind::ARRAY => {
                let mut items = Vec::with_capacity(self.word(1));
                for item in Items::of(self) {
                    items.push(item.to_value());
                }
                Value::Array(items)
            }
            kind::OBJECT => {
                let mut members = Map::with_capacity(self.word(1));
                for (name, value) in Members::of(self) {
                    members.insert(name.to_owned(), value.to_value());
                }
                Value::Object(members)
            }
            _ => self.as_number().map_or(Value::Null, Value::Number),
        }
    }
}

/// An array index as [`Value::pointer`] reads one: digits, no leading zero, no sign.
fn array_index(token: &str) -> Option<usize> {
    if token.starts_with('+') || (token.starts_with('0') && token.len() > 1) {
        return None;
    }
    token.parse().ok()
}

/// The nodes of a container: where the next one starts, and how many are left.
#[derive(Debug, Clone)]
struct Content<'a> {
    tape: &'a [u8],
    at: usize,
    left: usize,
}

impl<'a> Content<'a> {
    fn of(container: &Cursor<'a>) -> Self {
        Self {
            tape: container.tape,
            at: container.at + CONTAINER,
            left: container.word(1),
        }
    }

    /// The node at the next one's start, if any is left; the next then starts after `skip`
    /// bytes and the node that follows them.
    fn next(&mut self, skip: impl FnOnce(&Cursor<'a>) -> usize) -> Option<Cursor<'a>> {
        self.left = self.left.checked_sub(1)?;
        let here = Cursor {
            tape: self.tape,
            at: self.at,
        };
        let node = Cursor {
            tape: self.tape,
            at: self.at + skip(&here),
        };
        self.at = node.end();
        Some(here)
    }
}

/// The items of an array, in order.
#[derive(Debug, Clone)]
pub struct Items<'a>(Content<'a>);

impl<'a> Items<'a> {
    /// The items of `array`, an array.
    fn of(array: &Cursor<'a>) -> Self {
        Self(Content::of(array))
    }

    /// How many items are left.
    pub(crate) fn left(&self) -> usize {
        self.0.left
    }
}

impl<'a> Iterator for Items<'a> {
    type Item = Cursor<'a>;

    fn next(&mut self) -> Option<Cursor<'a>> {
        self.0.next(|_| 0)
    }
}

/// The members of an object, in order: each name and its value.
#[derive(Debug, Clone)]
pub struct Members<'a>(Content<'a>);

impl<'a> Members<'a> {
    /// The members of `object`, an object.
    fn of(object: &Cursor<'a>) -> Self {
        Self(Content::of(object))
    }

    /// How many members are left.
    pub(crate) fn left(&self) -> usize {
        self.0.left
    }

    /// The next member's name, as written, and value.
    fn next_raw(&mut self) -> Option<(&'a [u8], Cursor<'a>)> {
        let name = self.0.next(|name| WORD + name.word(0))?;
        let (start, length) = (name.at + WORD, name.word(0));
        let value = Cursor {
            tape: name.tape,
            at: start + length,
        };
        Some((&name.tape[start..start + length], value))
    }

    /// The value of the member `name`, if there is one (a name is on the tape once).
    pub fn value_of(mut self, name: &str) -> Option<Cursor<'a>> {
        while let Some((member, value)) = self.next_raw() {
            if member == name.as_bytes() {
                return Some(value);
            }
        }
        None
    }
}

impl<'a> Iterator for Members<'a> {
    type Item = (&'a str, Cursor<'a>);

    fn next(&mut self) -> Option<(&'a str, Cursor<'a>)> {
        let (name, value) = self.next_raw()?;
        // A name on the tape was a `&str`: it is UTF-8.
        Some((std::str::from_utf8(name).unwrap_or_default(), value))
    }
}

#[cfg(test)]
mod tests;
