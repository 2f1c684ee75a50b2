//! A subschema of a document as a schema of its own.

use serde_json::{Value, json};

use super::pointer::to_fragment;

/// A standalone schema for the subschema at `pointer` of `document` (a union member, say), for
/// a validator of it alone: a reference to it, with the whole document embedded as a resource of
/// its own (under its `$id`), so that every reference in it resolves as it does in the document
/// and no keyword of the root applies.
pub fn standalone(document: &Value, pointer: &str) -> Value {
    if pointer.is_empty() {
        return document.clone();
    }
    let mut embedded = document.clone();
    let id = match document.get("$id").and_then(Value::as_str) {
        Some(id) => id.split('#').next().unwrap_or_default().to_owned(),
        None => {
            let id = "urn:eventspec:validated-document".to_owned();
            embedded["$id"] = json!(id);
            id
        }
    };
    let dialect = document.get("$schema").and_then(Value::as_str);
    // Draft 7 and earlier embed resources under `definitions`.
    let container = match dialect {
        Some(uri) if uri.contains("draft-0") => "definitions",
        _ => "$defs",
    };
    let mut schema = json!({
        "$ref": format!("{id}{}", to_fragment(pointer)),
        container: { "document": embedded },
    });
    if let Some(dialect) = dialect {
        schema["$schema"] = json!(dialect);
    }
    schema
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_member_validates_alone_with_the_references_of_its_document() {
        let document = json!({
            "oneOf": [{"$ref": "#/$defs/A"}],
            "type": "string",
            "$defs": {"A": {"type": "object", "properties": {"b": {"$ref": "#/$defs/B"}}},
                      "B": {"type": "integer"}}
        });
        let member = standalone(&document, "/oneOf/0");
        let validator = jsonschema::validator_for(&member).expect("compiles");
        // The root's `type: string` does not apply; `B` still does.
        assert!(validator.is_valid(&json!({"b": 1})));
        assert!(!validator.is_valid(&json!({"b": "x"})));
        let draft_7 = json!({
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$id": "http://example.com/root.json",
            "definitions": {"A": {"type": "object", "required": ["x"]}}
        });
        let member = standalone(&draft_7, "/definitions/A");
        let validator = jsonschema::validator_for(&member).expect("compiles");
        assert!(!validator.is_valid(&json!({})));
        assert!(validator.is_valid(&json!({"x": 1})));
    }
}
