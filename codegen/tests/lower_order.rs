//! Types are written in reading order (each event type in the union's order, followed by the
//! types it uses), and every object starts with the tag, its other fields in declaration order.

use eventspec_codegen::{
    lower,
    model::{Kind, Model},
};
use eventspec_pattern::Policy;
use serde_json::json;

fn lowered() -> Model {
    let event = |tag: &str, part: &str| {
        json!({
            "type": "object",
            "required": ["id", "kind"],
            "properties": {
                "id": { "type": "string" },
                "kind": { "const": tag, "type": "string" },
                "part": { "$ref": format!("#/$defs/{part}") },
            },
        })
    };
    let schema = json!({
        "title": "Event",
        "oneOf": [{ "$ref": "#/$defs/Stopped" }, { "$ref": "#/$defs/Started" }],
        "$defs": {
            "Started": event("started", "StartInfo"),
            "StartInfo": { "type": "string" },
            "Stopped": event("stopped", "StopInfo"),
            "StopInfo": { "type": "string" },
            "Unused": { "type": "integer" },
        },
    });
    lower("s.json", &schema, Policy::default()).expect("lowered")
}

#[test]
fn types_come_in_the_unions_order_each_followed_by_what_it_uses() {
    let model = lowered();
    let names: Vec<&str> = model.types.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        names,
        ["Stopped", "StopInfo", "Started", "StartInfo", "Unused"]
    );
}

#[test]
fn the_tag_is_the_first_field_even_when_the_schema_requires_it_later() {
    let model = lowered();
    for def in &model.types {
        if let Kind::Object(object) = &def.kind {
            let names: Vec<&str> = object.fields.iter().map(|f| f.name.as_str()).collect();
            assert_eq!(names, ["kind", "id", "part"], "{}", def.name);
        }
    }
}

#[test]
fn fields_keep_the_order_the_schema_declares_them_in_the_tag_first() {
    // Neither sorted nor required-first: an optional field before a required one, the tag last.
    let schema = json!({
        "title": "Event",
        "oneOf": [{ "$ref": "#/$defs/Ping" }],
        "$defs": {
            "Ping": {
                "type": "object",
                "required": ["id", "kind"],
                "properties": {
                    "zeta": { "type": "string" },
                    "id": { "type": "string" },
                    "alpha": { "type": "integer" },
                    "kind": { "const": "ping", "type": "string" },
                },
            },
        },
    });
    let model = lower("s.json", &schema, Policy::default()).expect("lowered");
    let Kind::Object(object) = &model.type_def("Ping").expect("Ping").kind else {
        panic!("Ping is an object");
    };
    let names: Vec<&str> = object.fields.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["kind", "zeta", "id", "alpha"]);
}
