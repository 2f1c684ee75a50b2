//! The canonical text form of a snapshot: keys sorted at every level, 2-space indent, LF line
//! ends, exactly one trailing newline. Byte-for-byte reproducible whatever the map order inside
//! `serde_json` is.

use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

/// `value` in canonical text form.
pub fn to_canonical_string(value: &Value) -> String {
    let mut text = serde_json::to_string_pretty(&sorted(value))
        .expect("a serde_json::Value always serializes");
    text.push('\n');
    text
}

fn sorted(value: &Value) -> Value {
    match value {
        Value::Object(object) => {
            let mut keys: Vec<&String> = object.keys().collect();
            keys.sort();
            let mut out = Map::new();
            for key in keys {
                out.insert(key.clone(), sorted(&object[key]));
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.iter().map(sorted).collect()),
        other => other.clone(),
    }
}

/// Whether `text` is exactly the canonical form of the JSON it holds.
pub fn is_canonical(text: &str) -> bool {
    serde_json::from_str::<Value>(text).is_ok_and(|value| to_canonical_string(&value) == text)
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
        let text =
            to_canonical_string(&json!({"b": {"y": 1, "x": [ {"d": 1, "c": 2} ]}, "a": true}));
        assert_eq!(
            text,
            "{\n  \"a\": true,\n  \"b\": {\n    \"x\": [\n      {\n        \"c\": 2,\n        \"d\": 1\n      }\n    ],\n    \"y\": 1\n  }\n}\n"
        );
        assert!(is_canonical(&text));
        assert!(!is_canonical(text.trim_end()));
        assert!(!is_canonical(&format!("{text}\n")));
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
