//! Sets of JSON types, with `integer` and the other numbers told apart so that `number`
//! includes `integer` by set inclusion.

use eventspec_schema::model::JsonType;
use serde_json::Value;

/// A set of JSON types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Types(u8);

impl Types {
    pub const NULL: Self = Self(1);
    pub const BOOLEAN: Self = Self(2);
    pub const OBJECT: Self = Self(4);
    pub const ARRAY: Self = Self(8);
    pub const INTEGER: Self = Self(16);
    /// Numbers that are not integers.
    pub const FRACTION: Self = Self(32);
    pub const STRING: Self = Self(64);
    pub const NUMBER: Self = Self(16 | 32);
    pub const ALL: Self = Self(127);
    pub const NONE: Self = Self(0);

    /// The types `type` names.
    pub fn of_names(types: &[JsonType]) -> Self {
        types.iter().fold(Self::NONE, |set, t| {
            set | match t {
                JsonType::Null => Self::NULL,
                JsonType::Boolean => Self::BOOLEAN,
                JsonType::Object => Self::OBJECT,
                JsonType::Array => Self::ARRAY,
                JsonType::Number => Self::NUMBER,
                JsonType::Integer => Self::INTEGER,
                JsonType::String => Self::STRING,
            }
        })
    }

    /// The type of `value`.
    pub fn of_value(value: &Value) -> Self {
        match value {
            Value::Null => Self::NULL,
            Value::Bool(_) => Self::BOOLEAN,
            Value::Object(_) => Self::OBJECT,
            Value::Array(_) => Self::ARRAY,
            Value::String(_) => Self::STRING,
            Value::Number(n) if n.is_i64() || n.is_u64() => Self::INTEGER,
            Value::Number(n) if n.as_f64().is_some_and(|f| f.fract() == 0.0) => Self::INTEGER,
            Value::Number(_) => Self::FRACTION,
        }
    }

    /// Each type on its own (`integer` and the other numbers apart).
    pub fn each(self) -> impl Iterator<Item = Self> {
        (0..7)
            .map(|bit| Self(1 << bit))
            .filter(move |t| t.within(self))
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn within(self, other: Self) -> bool {
        self.0 & !other.0 == 0
    }

    pub fn meets(self, other: Self) -> bool {
        self.0 & other.0 != 0
    }

    /// Names of the types, for messages.
    pub fn describe(self) -> String {
        let names = [
            (Self::NULL, "null"),
            (Self::BOOLEAN, "boolean"),
            (Self::OBJECT, "object"),
            (Self::ARRAY, "array"),
            (Self::INTEGER, "integer"),
            (Self::FRACTION, "non-integer number"),
            (Self::STRING, "string"),
        ];
        names
            .iter()
            .filter(|(t, _)| t.within(self))
            .map(|(_, name)| format!("`{name}`"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Default for Types {
    fn default() -> Self {
        Self::ALL
    }
}

impl std::ops::BitOr for Types {
    type Output = Self;
    fn bitor(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }
}

impl std::ops::BitAnd for Types {
    type Output = Self;
    fn bitand(self, other: Self) -> Self {
        Self(self.0 & other.0)
    }
}

impl std::ops::Sub for Types {
    type Output = Self;
    fn sub(self, other: Self) -> Self {
        Self(self.0 & !other.0)
    }
}
