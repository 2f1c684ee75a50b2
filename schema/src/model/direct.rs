//! A document with its chains of references shortened, for a validator to compile.

use serde_json::{Value, json};

use super::pointer::to_fragment;

/// `document` with every `$ref` that leads to a schema that is itself only a `$ref` pointed at
/// the end of that chain instead, or `None` when no reference does. What validates is the same;
/// a validator compiling the result does not recurse once per link of a long chain.
pub fn with_direct_references(document: &Value, contract: &super::Contract) -> Option<Value> {
    // Inside an embedded resource (a subschema with its own `$id`) a fragment is relative to
    // that resource, which the model does not follow: such documents are left alone.
    let embedded = contract
        .nodes
        .iter()
        .skip(1)
        .any(|node| matches!(&node.schema, super::Schema::Keywords(k) if k.id.is_some()));
    if embedded {
        return None;
    }
    let mut rewritten: Option<Value> = None;
    // Each chain followed once, not once per link (a 10,000-long chain is not 10,000² steps).
    let ends = contract.alias_ends();
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
        let end = ends[target.0];
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
