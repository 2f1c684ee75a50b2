//! Top-level members kept while an event is checked: the values of the members a caller names
//! (the stream rules, which read a few fields of every event), taken as the fast path reads
//! them, so that the caller need not read the event's text again. A scalar is kept as it is
//! read; a member whose value is an array or an object (or meets a union whose members are
//! tried) is not, and the caller reads the text itself.

use std::{
    cell::{Cell, RefCell},
    fmt,
};

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Number, Value};

use super::{
    check::{Seed, Seen},
    tried,
};

/// The members to keep of one event, and their values.
#[derive(Debug)]
pub struct Keep<'k> {
    /// The members' names.
    names: &'k [String],
    /// By name: its value (the last of a repeated name, as a parse into a value keeps).
    values: RefCell<Vec<Option<Value>>>,
    /// Whether the event's object was read through the rules that keep its members.
    read: Cell<bool>,
    /// Whether a member named was read where it is not kept (a union's tag, an array or an
    /// object).
    spoiled: Cell<bool>,
}

impl<'k> Keep<'k> {
    /// The members `names` of one event, none read yet.
    pub fn new(names: &'k [String]) -> Self {
        Self {
            names,
            values: RefCell::new(names.iter().map(|_| None).collect()),
            read: Cell::new(false),
            spoiled: Cell::new(false),
        }
    }

    /// By name, the value of each member named (`None` for one the event lacks); `None` when
    /// the check did not keep every member it read (the caller then reads the text itself).
    pub fn values(self) -> Option<Vec<Option<Value>>> {
        (self.read.get() && !self.spoiled.get()).then(|| self.values.into_inner())
    }

    /// The position of member `name` among those kept.
    pub(crate) fn wants(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| n == name)
    }

    /// Notes that the event's object was read through the rules that keep its members.
    pub(crate) fn read(&self) {
        self.read.set(true);
    }

    /// Notes that a member kept was read where it is not kept.
    pub(crate) fn spoil(&self) {
        self.spoiled.set(true);
    }
}

/// A member's value, checked against `seed` and kept at `at` of `keep` when it is a scalar.
pub(crate) struct Keeping<'s, 'k> {
    pub seed: Seed<'s>,
    pub keep: &'k Keep<'k>,
    pub at: usize,
}

impl<'de> DeserializeSeed<'de> for Keeping<'_, '_> {
    type Value = Seen;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Seen, D::Error> {
        if tried::ahead(self.seed.nodes, self.seed.at) {
            self.keep.spoil();
            return self.seed.deserialize(deserializer);
        }
        deserializer.deserialize_any(self)
    }
}

impl Keeping<'_, '_> {
    fn scalar<E>(
        self,
        value: Value,
        check: impl FnOnce(Seed<'_>) -> Result<Seen, E>,
    ) -> Result<Seen, E> {
        self.keep.values.borrow_mut()[self.at] = Some(value);
        check(self.seed)
    }
}

impl<'de> Visitor<'de> for Keeping<'_, '_> {
    type Value = Seen;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Seen, E> {
        self.scalar(Value::Null, |seed| seed.visit_unit())
    }

    fn visit_bool<E: de::Error>(self, value: bool) -> Result<Seen, E> {
        self.scalar(Value::Bool(value), |seed| seed.visit_bool(value))
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<Seen, E> {
        self.scalar(Value::from(value), |seed| seed.visit_u64(value))
    }

    fn visit_i64<E: de::Error>(self, value: i64) -> Result<Seen, E> {
        self.scalar(Value::from(value), |seed| seed.visit_i64(value))
    }

    fn visit_f64<E: de::Error>(self, value: f64) -> Result<Seen, E> {
        let number = Number::from_f64(value).map_or(Value::Null, Value::Number);
        self.scalar(number, |seed| seed.visit_f64(value))
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<Seen, E> {
        self.scalar(Value::String(value.to_owned()), |seed| {
            seed.visit_str(value)
        })
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Seen, A::Error> {
        self.keep.spoil();
        self.seed.visit_seq(seq)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Seen, A::Error> {
        self.keep.spoil();
        self.seed.visit_map(map)
    }
}
