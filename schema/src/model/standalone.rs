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

/// `document` with every `$ref` that leads to a schema that is itself only a `$ref` pointed at
/// the end of that chain instead, or `None` when no reference does. What validates is the same;
/// a validator compiling the result does not recurse once per link of a long chain.
pub fn with_direct_references(document: &Value, contract: &super::Contract) -> Option<Value> {
    // Inside an embedded resource (a subschema with its own `$id`) a fragment is relative to
    // that resource, which the model does not follow: such documents are left alone.
    let embedded = contract.nodes.iter().skip(1).any(|node| {
        document
            .pointer(&node.pointer)
            .is_some_and(|n| n.get("$id").is_some() || n.get("id").is_some_and(Value::is_string))
    });
    if embedded {
        return None;
    }
    let mut rewritten: Option<Value> = None;
    for index in 0..contract.nodes.len() {
        let id = super::NodeId(index);
        let Some(super::Reference::Local(target)) =
            contract.keywords(id).and_then(|k| k.reference.as_ref())
        else {
            continue;
        };
        if !contract
            .keywords(*target)
            .is_some_and(super::Keywords::is_alias)
        {
            continue;
        }
        let end = contract.resolved(*target);
        if end == *target
            || contract
                .keywords(end)
                .is_some_and(super::Keywords::is_alias)
        {
            // A chain that closes on itself is left as it is written.
            continue;
        }
        let copy = rewritten.get_or_insert_with(|| document.clone());
        if let Some(object) = copy
            .pointer_mut(&contract.node(id).pointer)
            .and_then(Value::as_object_mut)
        {
            object.insert(
                "$ref".into(),
                json!(to_fragment(&contract.node(end).pointer)),
            );
        }
    }
    rewritten
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
