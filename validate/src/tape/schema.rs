//! A tape as the `jsonschema` crate reads a JSON representation of its own.

use std::{borrow::Cow, sync::OnceLock};

use jsonschema::{
    JsonType,
    json::{Array, Node, NodeIdentity, Object},
};
use jsonschema_value::LazyInstance;
use serde_json::{Number, Value};

use super::{Cursor, Items, Members, kind};

/// The tape representation, for `jsonschema::options_for`.
pub struct Json;

impl jsonschema::json::Json for Json {
    type Node<'a> = Cursor<'a>;
    type PreparedKey = Box<str>;
    type StringBuffer = Vec<u8>;

    /// A lookup on a tape reads the members before the one it finds: one pass over all of
    /// them is never dearer than two lookups, so the crate always takes the pass. (Large
    /// enough for that, small enough that the crate's multiples of it do not overflow.)
    const KEYS_PER_LOOKUP: usize = usize::MAX >> 8;

    fn prepare_key(key: &str) -> Box<str> {
        key.into()
    }

    fn with_string_node<T>(
        buffer: &mut Vec<u8>,
        string: &str,
        f: impl FnOnce(Cursor<'_>) -> T,
    ) -> T {
        buffer.clear();
        super::build::string(buffer, string);
        f(Cursor {
            tape: buffer,
            at: 0,
        })
    }
}

/// The instance of an error at `at` of `tape`, built when it is read or when the crate copies
/// the error (as it does each error kept in the context of a `oneOf` or `anyOf`, one per
/// branch): the event itself in full, since the crate reads the values of pattern matches it
/// could not finish out of it; inside it, a scalar as it is, an object or an array as an empty
/// one. eventspec reads what an error is about from the tape, by the error's path
/// (`message::instance`), never from the error but a property name (a string); a copy of every
/// object an error is about would copy much of the event once for each branch that rejects it.
fn value_at(tape: &[u8], at: u32) -> Value {
    let at = usize::try_from(at).unwrap_or(usize::MAX);
    if at >= tape.len() {
        return Value::Null;
    }
    let cursor = Cursor { tape, at };
    match cursor.kind() {
        kind::ARRAY if at > 0 => Value::Array(Vec::new()),
        kind::OBJECT if at > 0 => Value::Object(serde_json::Map::new()),
        _ => cursor.to_value(),
    }
}

impl<'a> Node<'a, Json> for Cursor<'a> {
    type Object = Members<'a>;
    type Array = Items<'a>;
    type Number = Number;

    fn as_object(&self) -> Option<Members<'a>> {
        self.members()
    }

    fn as_array(&self) -> Option<Items<'a>> {
        self.items()
    }

    fn as_string(&self) -> Option<Cow<'a, str>> {
        self.as_str().map(Cow::Borrowed)
    }

    fn as_number(&self) -> Option<Number> {
        Cursor::as_number(self)
    }

    fn as_boolean(&self) -> Option<bool> {
        self.as_bool()
    }

    fn is_null(&self) -> bool {
        Cursor::is_null(self)
    }

    fn json_type(&self) -> JsonType {
        match self.kind() {
            kind::NULL => JsonType::Null,
            kind::FALSE | kind::TRUE => JsonType::Boolean,
            kind::STRING => JsonType::String,
            kind::ARRAY => JsonType::Array,
            kind::OBJECT => JsonType::Object,
            _ => JsonType::Number,
        }
    }

    fn equals_value(&self, expected: &Value) -> bool {
        // A string compared in place (`enum`s of tags, most often); anything else by the
        // crate's own comparison, numbers mathematically.
        match (self.kind(), expected) {
            (kind::STRING, Value::String(text)) => self.is_str(text),
            (kind::STRING, _) | (_, Value::String(_)) => false,
            _ => jsonschema::json::cmp::equal(&Cursor::to_value(self), expected),
        }
    }

    fn to_value(&self) -> Cow<'a, Value> {
        Cow::Owned(Cursor::to_value(self))
    }

    fn lazy_value(&self) -> LazyInstance<'a> {
        // Built only when an error's instance is read: an error about a large object or array
        // need not copy it.
        match u32::try_from(self.at) {
            Ok(tag) => LazyInstance::Deferred {
                bytes: self.tape,
                tag,
                make: value_at,
                cell: OnceLock::new(),
            },
            Err(_) => LazyInstance::Ready(Node::to_value(self)),
        }
    }

    fn identity(&self) -> Option<NodeIdentity> {
        Some(NodeIdentity::new(self.tape.as_ptr() as usize + self.at))
    }
}

impl<'a> Object<'a, Json> for Members<'a> {
    type Node = Cursor<'a>;
    type MemberName = &'a str;
    type MembersIter = Members<'a>;

    fn len(&self) -> usize {
        self.left()
    }

    fn get(&self, key: &Box<str>) -> Option<Cursor<'a>> {
        // The last of a repeated name is the only one on the tape (`build::keep_last_values`).
        self.clone().value_of(key)
    }

    fn members(&self) -> Members<'a> {
        self.clone()
    }
}

impl<'a> Array<'a, Json> for Items<'a> {
    type Node = Cursor<'a>;
    type ElementsIter = Items<'a>;

    fn len(&self) -> usize {
        self.left()
    }

    fn elements(&self) -> Items<'a> {
        self.clone()
    }
}
