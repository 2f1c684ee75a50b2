use serde_json::{Value, json};

use super::*;

fn names(contract: &Contract) -> Vec<&str> {
    contract
        .event_types
        .iter()
        .map(|t| t.name.as_str())
        .collect()
}

#[test]
fn a_plain_object_root_is_one_closed_event_type() {
    let contract = resolve(&json!({
        "type": "object",
        "properties": {"a": {"type": "string"}},
        "required": ["a"],
        "additionalProperties": false
    }));
    assert_eq!(contract.shape, RootShape::Object);
    assert_eq!(names(&contract), ["root"]);
    assert_eq!(contract.event_types[0].content, Content::Closed);
    assert!(contract.closed_content());
    assert_eq!(contract.tag, None);
}

#[test]
fn a_tagged_union_is_found_without_metadata_and_its_catch_all_makes_it_open() {
    let contract = resolve(&json!({
        "oneOf": [
            {"$ref": "#/$defs/A"},
            {"$ref": "#/$defs/B"},
            {"type": "object", "required": ["kind"],
             "properties": {"kind": {"type": "string", "not": {"enum": ["a", "b"]}}}}
        ],
        "$defs": {
            "A": {"type": "object", "required": ["kind"], "properties": {"kind": {"const": "a"}}},
            "B": {"type": "object", "required": ["kind"], "properties": {"kind": {"enum": ["b"]}},
                  "unevaluatedProperties": false}
        }
    }));
    assert_eq!(contract.shape, RootShape::TaggedUnion);
    assert_eq!(contract.tag.as_deref(), Some("kind"));
    assert_eq!(names(&contract), ["a", "b"]);
    assert_eq!(contract.event_types[0].content, Content::Open);
    assert_eq!(contract.event_types[1].content, Content::Closed);
    assert_eq!(contract.event_types[1].definition.as_deref(), Some("B"));
    assert_eq!(contract.event_types[1].pointer, "/$defs/B");
    assert!(contract.catch_all.is_some());
    assert!(contract.union_open());
}

#[test]
fn a_catch_all_that_lets_a_known_tag_through_is_not_one() {
    let contract = resolve(&json!({
        "oneOf": [
            {"type": "object", "required": ["kind"], "properties": {"kind": {"const": "a"}}},
            {"type": "object", "required": ["kind"], "properties": {"kind": {"const": "b"}}},
            {"type": "object", "required": ["kind"],
             "properties": {"kind": {"type": "string", "not": {"enum": ["a"]}}}}
        ]
    }));
    assert_eq!(contract.catch_all, None);
    assert!(!contract.union_open());
}

#[test]
fn an_untagged_union_names_members_by_definition_title_or_position() {
    let contract = resolve(&json!({
        "anyOf": [
            {"$ref": "#/$defs/Text"},
            {"title": "Number", "type": "number"},
            {"type": "null"}
        ],
        "$defs": {"Text": {"type": "string"}}
    }));
    assert_eq!(contract.shape, RootShape::UntaggedUnion);
    assert_eq!(names(&contract), ["Text", "Number", "#2"]);
}

#[test]
fn a_ref_root_and_draft_7_definitions_are_followed() {
    let contract = resolve(&json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "$ref": "#/definitions/Event",
        "definitions": {"Event": {"type": "object", "properties": {"x": {}}}}
    }));
    assert_eq!(contract.shape, RootShape::Object);
    assert_eq!(names(&contract), ["Event"]);
    assert_eq!(contract.event_types[0].pointer, "/definitions/Event");
}

#[test]
fn percent_encoded_and_anchor_refs_resolve() {
    let contract = resolve(&json!({
        "properties": {
            "a": {"$ref": "#/$defs/with%20space"},
            "b": {"$ref": "#here"},
            "c": {"$ref": "other.json#/x"}
        },
        "$defs": {"with space": {"type": "string"}, "anchored": {"$anchor": "here"}}
    }));
    let target = |name: &str| {
        let id = contract
            .at(&format!("/properties/{name}"))
            .expect("property node");
        contract.keywords(id).and_then(|k| k.reference.clone())
    };
    assert_eq!(
        target("a"),
        Some(Reference::Local(
            contract.at("/$defs/with space").expect("def")
        ))
    );
    assert_eq!(
        target("b"),
        Some(Reference::Local(
            contract.at("/$defs/anchored").expect("def")
        ))
    );
    assert_eq!(
        target("c"),
        Some(Reference::Unresolved("other.json#/x".to_owned()))
    );
}

#[test]
fn a_ten_thousand_deep_ref_chain_and_a_cycle_resolve_without_recursion() {
    let mut defs = serde_json::Map::new();
    for index in 0..10_000 {
        defs.insert(
            format!("d{index}"),
            json!({"$ref": format!("#/$defs/d{}", index + 1)}),
        );
    }
    defs.insert(
        "d10000".into(),
        json!({"type": "object", "properties": {"end": {}}}),
    );
    defs.insert("loop_a".into(), json!({"$ref": "#/$defs/loop_b"}));
    defs.insert("loop_b".into(), json!({"$ref": "#/$defs/loop_a"}));
    let document = json!({"$ref": "#/$defs/d0", "$defs": Value::Object(defs)});
    let contract = resolve(&document);
    assert_eq!(contract.event_types[0].pointer, "/$defs/d10000");
    assert!(contract.event_types[0].properties.contains("end"));
    let looped = contract.resolved(contract.at("/$defs/loop_a").expect("loop"));
    assert!(contract.node(looped).pointer.starts_with("/$defs/loop_"));
}

#[test]
fn a_recursive_tree_declares_its_fields_once() {
    let contract = resolve(&json!({
        "$ref": "#/$defs/Node",
        "$defs": {"Node": {
            "type": "object",
            "properties": {"children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}},
            "allOf": [{"$ref": "#/$defs/Node"}]
        }}
    }));
    assert_eq!(names(&contract), ["Node"]);
    assert_eq!(
        contract.event_types[0]
            .properties
            .iter()
            .collect::<Vec<_>>(),
        ["children"]
    );
}

#[test]
fn every_keyword_is_carried_typed_or_listed_as_unmodelled() {
    let contract = resolve(&json!({
        "if": {}, "then": {}, "else": false, "patternProperties": {"^x": {}},
        "dependencies": {"a": ["b"], "c": {}}, "dependentRequired": {"d": ["e"]},
        "prefixItems": [{}], "items": [true], "additionalItems": false, "contains": {},
        "uniqueItems": true, "propertyNames": {}, "unevaluatedItems": {},
        "$dynamicRef": "#x", "required": [1], "foo": 1, "title": "T"
    }));
    let keywords = contract.keywords(contract.root()).expect("keywords");
    assert!(keywords.if_.is_some() && keywords.then.is_some() && keywords.else_.is_some());
    assert_eq!(keywords.pattern_properties.len(), 1);
    assert_eq!(keywords.dependent_schemas.len(), 1);
    assert_eq!(
        keywords.dependent_required,
        [
            ("d".to_owned(), vec!["e".to_owned()]),
            ("a".to_owned(), vec!["b".to_owned()])
        ]
    );
    assert_eq!(
        (keywords.prefix_items.len(), keywords.items_list.len()),
        (1, 1)
    );
    assert!(keywords.additional_items.is_some() && keywords.contains.is_some());
    assert!(keywords.unique_items && keywords.property_names.is_some());
    assert!(keywords.unevaluated_items.is_some());
    // `foo` is no keyword of JSON Schema: it asserts nothing and is left out.
    assert_eq!(
        keywords.unmodelled,
        [
            Unmodelled::DynamicReference("$dynamicRef"),
            Unmodelled::Malformed("required")
        ]
    );
    assert_eq!(contract.title(), Some("T"));
}

#[test]
fn every_value_resolves_without_panicking() {
    for document in [
        json!(null),
        json!(3),
        json!("x"),
        json!([]),
        json!(true),
        json!(false),
    ] {
        let contract = resolve(&document);
        assert_eq!(contract.event_types.len(), 1);
    }
}

#[test]
fn every_registry_version_resolves_to_its_declared_tag_union_and_event_types() {
    for family in crate::registry() {
        for version in family.versions {
            let document = version.schema(family);
            let contract = resolve(&document);
            let label = format!("{}@{}", family.id, version.id);
            assert_eq!(contract.tag.as_deref(), family.tag, "{label}");
            assert_eq!(
                contract.union_open(),
                family.union == crate::UnionKind::Open,
                "{label}"
            );
            assert_eq!(
                contract.catch_all.is_some(),
                family.union == crate::UnionKind::Open && family.tag.is_some(),
                "{label}"
            );
            let members = document["oneOf"].as_array().map_or(0, Vec::len);
            assert_eq!(
                contract.event_types.len() + usize::from(contract.catch_all.is_some()),
                members,
                "{label}"
            );
            assert_eq!(contract.dispatch_decides(), family.tag.is_some(), "{label}");
        }
    }
}

#[test]
fn the_tag_decides_only_where_the_root_is_nothing_but_the_union() {
    let union = json!({"oneOf": [
        {"type": "object", "required": ["k"], "properties": {"k": {"const": "a"}}},
        {"type": "object", "required": ["k"], "properties": {"k": {"const": "b"}}}
    ]});
    assert!(resolve(&union).dispatch_decides());
    let through_ref = json!({"$ref": "#/$defs/U", "$defs": {"U": union.clone()}});
    assert!(resolve(&through_ref).dispatch_decides());
    // A keyword beside the `$ref` (here a `oneOf` of its own) applies too: the tag alone no
    // longer decides.
    let mut beside = through_ref.clone();
    beside["oneOf"] = json!([{"required": ["x"]}, {"required": ["y"]}]);
    assert!(!resolve(&beside).dispatch_decides());
    let mut closed = union;
    closed["required"] = json!(["k"]);
    assert!(!resolve(&closed).dispatch_decides());
}

#[test]
fn a_declared_tag_is_the_tag_only_where_it_decides_the_member() {
    // Declared in `x-eventspec` and as an OpenAPI discriminator, but one member does not require
    // it: an event without it still matches that member, so it cannot select the member.
    let unrequired = json!({
        "x-eventspec": {"tag": "kind"},
        "discriminator": {"propertyName": "kind"},
        "oneOf": [{"$ref": "#/$defs/A"}, {"$ref": "#/$defs/B"}],
        "$defs": {
            "A": {"type": "object", "required": ["kind"], "properties": {"kind": {"const": "a"}}},
            "B": {"type": "object", "required": ["n"],
                  "properties": {"kind": {"const": "b"}, "n": {"type": "integer"}}}
        }
    });
    let contract = resolve(&unrequired);
    assert_eq!(contract.tag, None);
    assert_eq!(contract.shape, RootShape::UntaggedUnion);
    // Two members pinning the same value: the value names neither of them.
    let mut repeated = unrequired;
    repeated["$defs"]["B"]["required"] = json!(["kind"]);
    repeated["$defs"]["B"]["properties"]["kind"] = json!({"const": "a"});
    let contract = resolve(&repeated);
    assert_eq!(contract.tag, None);
    assert_eq!(names(&contract), ["A", "B"]);
}
