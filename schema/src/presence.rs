//! How a field's presence and nullability are stated once for serde and schemars alike.
//!
//! Upstream vocabularies tell apart a key that is absent, a key that is present with `null`,
//! and a key that is present with a value. A plain `Option` field blurs them (serde reads both
//! absent and `null` as `None`). These helpers make the Rust types agree with their schemas:
//!
//! - optional, never null (TypedDict `NotRequired`, TypeScript `?:`):
//!   `#[serde(default, skip_serializing_if = "Option::is_none", deserialize_with =
//!   "crate::presence::present")] #[schemars(with = "T")]`;
//! - required, may be null: `#[serde(deserialize_with = "crate::presence::required_nullable")]
//!   #[schemars(schema_with = "crate::presence::nullable::<T>")]`.

use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::{Deserialize, Deserializer};

/// Deserializes an optional key that is present: its value must have the declared type, so
/// `null` is rejected as the schema rejects it (for a declared `Any`, `null` is a value and is
/// kept as `Some(Value::Null)`).
pub fn present<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    T::deserialize(deserializer).map(Some)
}

/// Deserializes a key that must be present but may be `null`: unlike a plain `Option` field, a
/// missing key is an error, as in the schema.
pub fn required_nullable<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer)
}

/// The schema of a key that must be present but may be `null`: `T` or `null`. (A plain `Option`
/// field is not required, and `#[schemars(required)]` on one drops the `null`.)
pub fn nullable<T: JsonSchema>(generator: &mut SchemaGenerator) -> Schema {
    Option::<T>::json_schema(generator)
}
