//! The canonical text form of a snapshot: 2-space indent, LF line ends, exactly one trailing
//! newline, and keys in one order whatever the map order inside `serde_json` is: sorted, except
//! (in [`KeyOrder::Declared`]) the names in each schema's `properties`, which keep the order they
//! were declared in (the Rust type's fields, a user schema's own order), so every tool reading a
//! snapshot sees fields as people wrote them.

use std::collections::HashSet;

use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

use crate::model;

/// How the keys of a document's objects are ordered in its canonical form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyOrder {
    /// Every object's keys sorted: data that is not a schema, and the snapshots frozen before
    /// declaration order was kept (their bytes never change).
    Sorted,
    /// Keys sorted, except each schema's `properties`, kept in declaration order.
    Declared,
}

/// `value` in canonical text form, its keys in `order`.
pub fn to_canonical_string(value: &Value, order: KeyOrder) -> String {
    let declared = match order {
        KeyOrder::Sorted => HashSet::new(),
        KeyOrder::Declared => properties_pointers(value),
    };
    let mut text = serde_json::to_string_pretty(&ordered(value, "", &declared))
        .expect("a serde_json::Value always serializes");
    text.push('\n');
    text
}

/// The JSON pointers of every `properties` object of the schemas in `document`, read through
/// the resolved model (the one reader of JSON Schema structure).
fn properties_pointers(document: &Value) -> HashSet<String> {
    let contract = model::resolve(document);
    contract
        .nodes()
        .filter(|id| {
            contract
                .keywords(*id)
                .is_some_and(|k| !k.properties.is_empty())
        })
        .map(|id| format!("{}/properties", contract.node(id).pointer))
        .collect()
}

/// `value` (at `pointer`) with its keys sorted, except in the objects at `declared`.
fn ordered(value: &Value, pointer: &str, declared: &HashSet<String>) -> Value {
    match value {
        Value::Object(object) => {
            let mut keys: Vec<&String> = object.keys().collect();
            if !declared.contains(pointer) {
                keys.sort();
            }
            let mut out = Map::new();
            for key in keys {
                let at = model::pointer::push(pointer, key);
                out.insert(key.clone(), ordered(&object[key], &at, declared));
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(
            (items.iter().enumerate())
                .map(|(index, item)| ordered(item, &format!("{pointer}/{index}"), declared))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// Whether `text` is exactly the canonical form, in `order`, of the JSON it holds.
pub fn is_canonical(text: &str, order: KeyOrder) -> bool {
    serde_json::from_str::<Value>(text)
        .is_ok_and(|value| to_canonical_string(&value, order) == text)
}

/// The SHA-256 of `text` with CRLF line ends read as LF, as lowercase hex: the digest that
/// pins a frozen snapshot.
pub fn digest(text: &str) -> String {
    let normalized = text.replace("\r\n", "\n");
    Sha256::digest(normalized.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn keys_are_sorted_at_every_level_with_one_trailing_newline() {
        let value = json!({"b": {"y": 1, "x": [ {"d": 1, "c": 2} ]}, "a": true});
        let text = to_canonical_string(&value, KeyOrder::Sorted);
        assert_eq!(
            text,
            "{\n  \"a\": true,\n  \"b\": {\n    \"x\": [\n      {\n        \"c\": 2,\n        \"d\": 1\n      }\n    ],\n    \"y\": 1\n  }\n}\n"
        );
        assert!(is_canonical(&text, KeyOrder::Sorted));
        assert!(!is_canonical(text.trim_end(), KeyOrder::Sorted));
        assert!(!is_canonical(&format!("{text}\n"), KeyOrder::Sorted));
        // Not a schema: nothing keeps its order.
        assert_eq!(to_canonical_string(&value, KeyOrder::Declared), text);
    }

    #[test]
    fn declared_order_keeps_each_schemas_properties_and_sorts_the_rest() {
        let schema = json!({
            "type": "object",
            "properties": {
                "session_id": { "type": "string", "description": "d" },
                "properties": { "properties": { "z": {}, "a": {} }, "type": "object" },
                "at": { "type": "string" }
            },
            "$defs": { "B": { "properties": { "y": {}, "x": {} } }, "A": {} }
        });
        let text = to_canonical_string(&schema, KeyOrder::Declared);
        let keys = |value: &Value| -> Vec<String> {
            value.as_object().expect("object").keys().cloned().collect()
        };
        let parsed: Value = serde_json::from_str(&text).expect("JSON");
        assert_eq!(keys(&parsed), ["$defs", "properties", "type"]);
        assert_eq!(
            keys(&parsed["properties"]),
            ["session_id", "properties", "at"]
        );
        assert_eq!(
            keys(&parsed["properties"]["session_id"]),
            ["description", "type"]
        );
        // A field named `properties` is a schema like any other; its own properties keep order.
        assert_eq!(
            keys(&parsed["properties"]["properties"]),
            ["properties", "type"]
        );
        assert_eq!(
            keys(&parsed["properties"]["properties"]["properties"]),
            ["z", "a"]
        );
        assert_eq!(keys(&parsed["$defs"]), ["A", "B"]);
        assert_eq!(keys(&parsed["$defs"]["B"]["properties"]), ["y", "x"]);
        assert!(is_canonical(&text, KeyOrder::Declared));
        assert!(!is_canonical(&text, KeyOrder::Sorted));
    }

    #[test]
    fn digest_ignores_crlf() {
        assert_eq!(digest("{\r\n}\r\n"), digest("{\n}\n"));
        assert_eq!(
            digest(""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
    }
}
