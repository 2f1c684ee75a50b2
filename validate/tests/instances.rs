//! What an error found is read from the event where the error says it is: a large object or
//! array is never copied for a message, also not for the errors of a union's branches, whose
//! copies of objects and arrays the tape leaves empty (`tape::schema`).

use eventspec_validate::{Contract, Mode, tape::Tape};
use serde_json::{Value, json};

/// The messages of the problems of `event` under a schema with one property, `a`.
fn messages(a: Value, event: Value) -> Vec<String> {
    let contract = Contract::from_document(&json!({
        "type": "object",
        "properties": { "a": a },
    }))
    .expect("compiles");
    let checked = contract.check(&Tape::of(&event), Mode::Declared);
    checked.problems.into_iter().map(|p| p.message).collect()
}

#[test]
fn a_union_that_rejects_an_array_says_how_many_items_it_has() {
    let either = json!({ "anyOf": [{ "type": "string" }, { "type": "integer" }] });
    let found = messages(either, json!({ "a": [1, 2, 3] }));
    // The value at `/a` is an array of three items, whatever each branch's error copied.
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].ends_with("found an array of 3 item(s)"),
        "{found:?}"
    );
}

#[test]
fn a_value_that_is_neither_a_type_nor_null_is_explained_as_the_type() {
    let nullable = json!({ "oneOf": [{ "type": "string" }, { "type": "null" }] });
    let found = messages(nullable, json!({ "a": { "b": [1] } }));
    // The union of a string and null is explained by its string branch, whose error is about
    // the object at `/a`: copied empty into the union's context, read whole from the event.
    assert_eq!(found, ["`a` must be a string; found an object"]);
}

#[test]
fn a_property_name_is_what_its_error_found() {
    let names = json!({ "type": "object", "propertyNames": { "maxLength": 3 } });
    let found = messages(names, json!({ "a": { "long name": 1 } }));
    // `propertyNames` checks a name where its object is: the name, not the object, was found.
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("\"long name\""), "{found:?}");
}
