//! Lowering accounts for every assertion keyword: each is either turned into types and checks
//! the generated validators run, or refused with its keyword and JSON pointer. Each schema
//! below was dropped without a word before (the generated validators accepted values
//! `eventspec validate --schema` rejects); what JSON Schema says of it is in its comment.

use eventspec_codegen::{
    lower,
    model::{Check, Contains, Kind, Model, Type},
};
use eventspec_pattern::Policy;
use serde_json::{Value, json};

/// A root object `E` with one property `v` of schema `v`, and `defs`.
fn with_property(v: Value, defs: Value) -> Value {
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "E",
        "type": "object",
        "properties": { "v": v },
        "required": ["v"],
        "$defs": defs,
    })
}

fn lowered(document: &Value) -> Model {
    lower("s.json", document, Policy::default()).expect("lowered")
}

/// The error `document` is refused with; it must name `keyword` at `pointer`.
fn refused(document: &Value, keyword: &str, pointer: &str) -> String {
    let error = lower("s.json", document, Policy::default())
        .expect_err("refused")
        .to_string();
    assert!(
        error.contains(&format!("cannot generate `{keyword}` at `{pointer}`")),
        "{error}"
    );
    error
}

/// The type of field `field` of object type `name`.
fn field<'m>(model: &'m Model, name: &str, field: &str) -> &'m Type {
    let Some(Kind::Object(object)) = model.type_def(name).map(|t| &t.kind) else {
        panic!("{name} is not an object: {model:?}");
    };
    let found = object.fields.iter().find(|f| f.name == field);
    &found
        .unwrap_or_else(|| panic!("no field {field} in {name}"))
        .ty
}

fn fields(model: &Model, name: &str) -> Vec<(String, bool)> {
    match model.type_def(name).map(|t| &t.kind) {
        Some(Kind::Object(object)) => (object.fields.iter())
            .map(|f| (f.name.clone(), f.required))
            .collect(),
        other => panic!("{name} is not an object: {other:?}"),
    }
}

#[test]
fn keywords_no_generated_validator_checks_are_refused_with_their_pointer() {
    let cases = [
        // An assertion beside `$ref` applies as well as the reference (2020-12).
        (json!({"$ref": "#/$defs/S", "type": "string"}), "type"),
        (json!({"$ref": "#/$defs/S", "enum": ["a"]}), "enum"),
        // `required` without `properties` on a map.
        (json!({"type": "object", "required": ["a"]}), "required"),
        (
            json!({"type": "object", "propertyNames": {"maxLength": 2}}),
            "propertyNames",
        ),
        (
            json!({"type": "object", "patternProperties": {"^a": {"type": "string"}}}),
            "patternProperties",
        ),
        (
            json!({"if": {"type": "string"}, "then": {"minLength": 1}}),
            "if",
        ),
        // A `not` that neither excludes JSON types nor names values.
        (json!({"type": "string", "not": {"minLength": 2}}), "not"),
        // `unevaluatedProperties` as a schema beside properties.
        (
            json!({"type": "object", "properties": {"a": {}}, "unevaluatedProperties": {"type": "string"}}),
            "unevaluatedProperties",
        ),
    ];
    for (v, keyword) in cases {
        let document = with_property(v.clone(), json!({"S": {"type": "string"}}));
        let pointer = match keyword {
            "unevaluatedProperties" | "additionalProperties" => {
                format!("/properties/v/{keyword}")
            }
            _ => "/properties/v".to_owned(),
        };
        refused(&document, keyword, &pointer);
    }
}

#[test]
fn a_one_of_whose_members_may_both_match_is_refused() {
    // `1` is an integer and a number: `oneOf` rejects it, a union would accept it.
    let document = with_property(
        json!({"oneOf": [{"type": "integer"}, {"type": "number"}]}),
        json!({}),
    );
    refused(&document, "oneOf", "/properties/v/oneOf/1");
    // Two objects without a property that tells them apart.
    let document = with_property(
        json!({"oneOf": [{"$ref": "#/$defs/A"}, {"$ref": "#/$defs/B"}]}),
        json!({
            "A": {"type": "object", "properties": {"a": {"type": "string"}}},
            "B": {"type": "object", "properties": {"b": {"type": "string"}}},
        }),
    );
    refused(&document, "oneOf", "/properties/v/oneOf/1");
}

#[test]
fn a_one_of_of_members_told_apart_is_a_union() {
    let document = with_property(
        json!({"oneOf": [{"type": "string"}, {"type": "integer"}, {"$ref": "#/$defs/A"}, {"$ref": "#/$defs/B"}]}),
        json!({
            "A": {"type": "object", "properties": {"k": {"const": "a"}}, "required": ["k"]},
            "B": {"type": "object", "properties": {"k": {"const": "b"}}, "required": ["k"]},
        }),
    );
    let model = lowered(&document);
    assert_eq!(
        field(&model, "E", "v"),
        &Type::Union(vec![
            Type::String,
            Type::Integer,
            Type::Named("A".into()),
            Type::Named("B".into())
        ])
    );
}

#[test]
fn const_and_enum_keep_only_the_values_their_type_admits() {
    // `{"type": "string", "const": 1}` admits no value; `1.0` is an integer.
    let document = with_property(json!({"type": "string", "const": 1}), json!({}));
    assert_eq!(field(&lowered(&document), "E", "v"), &Type::Never);
    let document = with_property(
        json!({"type": "integer", "enum": [1.0, 1.5, "a"]}),
        json!({}),
    );
    assert_eq!(
        field(&lowered(&document), "E", "v"),
        &Type::Literal(json!(1.0))
    );
}

#[test]
fn property_counts_and_unique_items_are_checks() {
    let document = with_property(
        json!({"type": "object", "additionalProperties": {"type": "integer"}, "minProperties": 1, "maxProperties": 3}),
        json!({}),
    );
    assert_eq!(
        field(&lowered(&document), "E", "v"),
        &Type::Checked(
            Box::new(Type::Map(Box::new(Type::Integer))),
            vec![Check::MinProperties(1), Check::MaxProperties(3)]
        )
    );
    let document = with_property(
        json!({"type": "array", "items": {"type": "number"}, "uniqueItems": true}),
        json!({}),
    );
    assert_eq!(
        field(&lowered(&document), "E", "v"),
        &Type::Checked(
            Box::new(Type::Array(Box::new(Type::Number))),
            vec![Check::UniqueItems]
        )
    );
}

#[test]
fn all_of_object_members_are_merged_and_closed_by_unevaluated_properties() {
    // The closed type extending a base: every field of the base is a field of the event, and
    // `unevaluatedProperties: false` closes it over all of them.
    let document = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "E",
        "oneOf": [{"$ref": "#/$defs/Started"}],
        "$defs": {
            "Base": {
                "type": "object",
                "properties": {"timestamp": {"type": "number"}, "rawEvent": {}},
                "required": ["timestamp"],
            },
            "Started": {
                "allOf": [{"$ref": "#/$defs/Base"}],
                "type": "object",
                "properties": {"type": {"const": "STARTED"}, "runId": {"type": "string"}},
                "required": ["type", "runId"],
                "unevaluatedProperties": false,
            },
        },
    });
    let model = lowered(&document);
    assert_eq!(
        fields(&model, "Started"),
        [
            ("type".to_owned(), true),
            ("runId".to_owned(), true),
            ("timestamp".to_owned(), true),
            ("rawEvent".to_owned(), false),
        ]
    );
    let Some(Kind::Object(started)) = model.type_def("Started").map(|t| &t.kind) else {
        panic!("not an object");
    };
    assert!(started.closed);
}

#[test]
fn a_closed_member_merged_with_others_is_refused() {
    // `additionalProperties: false` in a member rejects the other members' properties.
    let document = with_property(
        json!({"allOf": [{"$ref": "#/$defs/A"}, {"$ref": "#/$defs/B"}]}),
        json!({
            "A": {"type": "object", "properties": {"a": {}}, "additionalProperties": false},
            "B": {"type": "object", "properties": {"b": {}}},
        }),
    );
    refused(&document, "allOf", "/properties/v/allOf/0");
}

#[test]
fn an_additional_properties_schema_beside_properties_types_the_other_fields() {
    let document = with_property(
        json!({"type": "object", "properties": {"a": {}}, "additionalProperties": {"type": "string"}}),
        json!({}),
    );
    let model = lowered(&document);
    let Some(Kind::Object(object)) = model.type_def("EV").map(|t| &t.kind) else {
        panic!("no object EV: {model:?}");
    };
    assert_eq!(object.rest, Some(Type::String));
    assert!(!object.closed);
}

#[test]
fn not_null_narrows_the_types() {
    // Any value but null.
    let document = with_property(json!({"not": {"type": "null"}}), json!({}));
    assert_eq!(
        field(&lowered(&document), "E", "v"),
        &Type::Union(vec![
            Type::Boolean,
            Type::Map(Box::new(Type::Any)),
            Type::Array(Box::new(Type::Any)),
            Type::Number,
            Type::String,
        ])
    );
}

#[test]
fn a_required_name_without_a_property_is_a_required_field() {
    let document = json!({
        "title": "E",
        "type": "object",
        "properties": {"a": {"type": "string"}},
        "required": ["a", "b"],
    });
    assert_eq!(
        fields(&lowered(&document), "E"),
        [("a".to_owned(), true), ("b".to_owned(), true)]
    );
}

#[test]
fn a_form_titled_like_another_type_is_named_after_its_object() {
    // Open enumerations name their catch-all form `other`, in more than one union; a form's
    // title is a type name in PascalCase.
    let form = |tag: &str| {
        json!({"anyOf": [
            {"type": "object", "properties": {"kind": {"const": tag}}, "required": ["kind"]},
            {"title": "other", "type": "object", "properties": {"kind": {"type": "string"}, "x": {}}, "required": ["kind"]},
        ]})
    };
    let document = json!({
        "title": "E",
        "type": "object",
        "properties": {"a": {"$ref": "#/$defs/A"}, "b": {"$ref": "#/$defs/B"}},
        "$defs": {"A": form("a"), "B": form("b")},
    });
    let model = lowered(&document);
    assert!(model.type_def("Other").is_some(), "{model:?}");
    assert!(model.type_def("BOther").is_some(), "{model:?}");
}

#[test]
fn a_property_of_an_object_and_of_its_form_is_both() {
    // The object's `properties` and the form's apply together (JSON Schema's applicators all
    // apply): a form's `kind: {}` leaves the object's `const`, a form's `type: "string"`
    // narrows the object's `["string", "null"]`. Before, the form's replaced the object's, and
    // plain TypeScript typed the union's tag `unknown` (tsc: TS2345 on the tag guard).
    let object = json!({
        "type": "object",
        "properties": {"kind": {"const": "e"}, "reason": {"type": ["string", "null"]}},
        "required": ["kind"],
        "oneOf": [
            {"title": "A", "properties": {"kind": {}, "role": {"const": "a"}}, "required": ["role"]},
            {"title": "B", "properties": {"role": {"const": "b"}, "reason": {"type": "string"}}, "required": ["role"]},
        ],
    });
    let document = with_property(json!({"$ref": "#/$defs/O"}), json!({"O": object}));
    let model = lowered(&document);
    assert_eq!(field(&model, "A", "kind"), &Type::Literal(json!("e")));
    assert_eq!(field(&model, "B", "reason"), &Type::String);
    // Two schemas neither of which is the other are refused: the form would drop one.
    let mut conflicting = document;
    conflicting["$defs"]["O"]["oneOf"][0]["properties"]["kind"] = json!({"minLength": 2});
    refused(
        &conflicting,
        "properties",
        "/$defs/O/oneOf/0/properties/kind",
    );
}

#[test]
fn prefix_items_and_the_rest_are_a_tuple() {
    let document = with_property(
        json!({"type": "array", "prefixItems": [{"type": "string"}], "items": false}),
        json!({}),
    );
    assert_eq!(
        field(&lowered(&document), "E", "v"),
        &Type::Tuple(vec![Type::String], Box::new(Type::Never))
    );
    // Draft 7: the list form of `items`, the rest by `additionalItems` (any value without it).
    let mut document = with_property(
        json!({"type": "array", "items": [{"type": "string"}, {"type": "integer"}]}),
        json!({}),
    );
    document["$schema"] = json!("http://json-schema.org/draft-07/schema#");
    assert_eq!(
        field(&lowered(&document), "E", "v"),
        &Type::Tuple(vec![Type::String, Type::Integer], Box::new(Type::Any))
    );
}

/// The checks of field `v` of `E` in `document`.
fn checks_of(document: &Value) -> Vec<Check> {
    match field(&lowered(document), "E", "v") {
        Type::Checked(_, checks) => checks.clone(),
        other => panic!("no checks: {other:?}"),
    }
}

#[test]
fn contains_is_a_check_of_its_item_type_with_its_counts() {
    // 2020-12: between `minContains` (default 1) and `maxContains` (default unbounded) items
    // must be valid against `contains`; the item is a type like any other.
    let named = with_property(
        json!({"type": "array", "contains": {"$ref": "#/$defs/S"}, "minContains": 2, "maxContains": 3}),
        json!({"S": {"type": "string"}}),
    );
    assert_eq!(
        checks_of(&named),
        [Check::Contains(Contains {
            item: Type::Named("S".into()),
            min: 2,
            max: Some(3)
        })]
    );
    let inline = with_property(
        json!({"type": "array", "contains": {"type": "object", "properties": {"n": {"type": "integer"}}}}),
        json!({}),
    );
    let model = lowered(&inline);
    assert_eq!(
        field(&model, "E", "v"),
        &Type::Checked(
            Box::new(Type::Array(Box::new(Type::Any))),
            vec![Check::Contains(Contains {
                item: Type::Named("EVContains".into()),
                min: 1,
                max: None
            })]
        )
    );
    assert!(
        model.types.iter().any(|t| t.name == "EVContains"),
        "the inline item is a named type of the model: {model:?}"
    );
    // What the item schema asserts is accounted for like any other schema's.
    let not = with_property(
        json!({"type": "array", "contains": {"not": {"minLength": 2}}}),
        json!({}),
    );
    refused(&not, "not", "/properties/v/contains");
}

#[test]
fn min_contains_zero_makes_contains_pass_unless_max_contains_bounds_it() {
    // "If minContains is 0, contains always passes" unless maxContains is given.
    let always = with_property(
        json!({"type": "array", "contains": {"const": 1}, "minContains": 0}),
        json!({}),
    );
    assert_eq!(
        field(&lowered(&always), "E", "v"),
        &Type::Array(Box::new(Type::Any))
    );
    let bounded = with_property(
        json!({"type": "array", "contains": {"const": 1}, "minContains": 0, "maxContains": 1}),
        json!({}),
    );
    assert_eq!(
        checks_of(&bounded),
        [Check::Contains(Contains {
            item: Type::Literal(json!(1)),
            min: 0,
            max: Some(1)
        })]
    );
}

#[test]
fn draft_7_contains_has_no_counts() {
    // Draft 7 defines `contains` (one valid item); `minContains` and `maxContains` are
    // unknown keywords there, which assert nothing.
    let mut document = with_property(
        json!({"type": "array", "contains": {"const": 1}, "minContains": 3, "maxContains": 1}),
        json!({}),
    );
    document["$schema"] = json!("http://json-schema.org/draft-07/schema#");
    assert_eq!(
        checks_of(&document),
        [Check::Contains(Contains {
            item: Type::Literal(json!(1)),
            min: 1,
            max: None
        })]
    );
}

#[test]
fn a_not_of_values_excludes_them_and_an_open_enum_form_excludes_the_known_values() {
    let model = lowered(&with_property(
        json!({"type": "string", "not": {"enum": ["a", "b"]}}),
        json!({}),
    ));
    assert_eq!(
        field(&model, "E", "v"),
        &Type::Checked(
            Box::new(Type::String),
            vec![Check::Excludes(vec![json!("a"), json!("b")])]
        )
    );
    // ACP's open enum (`CreateElicitationRequest`): the catch-all form's `mode` is any string
    // but the values the other forms pin.
    let pinned = |value: &str| {
        json!({"type": "object", "properties": {"mode": {"type": "string", "const": value}},
               "required": ["mode"]})
    };
    let model = lowered(&with_property(
        json!({"$ref": "#/$defs/Request"}),
        json!({"Request": {"type": "object", "anyOf": [
            pinned("form"),
            {"title": "other", "type": "object", "properties": {"mode": {"type": "string"}},
             "required": ["mode"], "not": {"anyOf": [pinned("form")]}}
        ]}}),
    ));
    assert_eq!(
        field(&model, "Other", "mode"),
        &Type::Checked(
            Box::new(Type::String),
            vec![Check::Excludes(vec![json!("form")])]
        )
    );
}

#[test]
fn a_form_extending_an_object_with_forms_takes_its_forms_and_a_self_extending_one_is_refused() {
    let defs = json!({
        "Auth": {"anyOf": [
            {"type": "object", "properties": {"type": {"const": "terminal"}}, "required": ["type"],
             "allOf": [{"$ref": "#/$defs/AuthTerminal"}]},
            {"title": "Scoped", "allOf": [{"$ref": "#/$defs/Scope"}]}
        ]},
        "AuthTerminal": {"type": "object", "properties": {"cmd": {"type": "string"}}},
        "Scope": {"type": "object", "properties": {"id": {"type": "string"}}, "anyOf": [
            {"title": "Session", "type": "object", "properties": {"session": {"type": "string"}}},
            {"title": "Request", "type": "object", "properties": {"request": {"type": "string"}}}
        ]}
    });
    let model = lowered(&with_property(json!({"$ref": "#/$defs/Auth"}), defs));
    // The `terminal` form of `AuthTerminal` is named for itself, beside the definition.
    let terminal = field(&model, "AuthTerminalForm", "cmd");
    assert_eq!(terminal, &Type::String);
    // `Scoped` takes `Scope`'s forms (named by their titles), each with `Scope`'s own field.
    for form in ["Session", "Request"] {
        assert_eq!(field(&model, form, "id"), &Type::String, "{form}");
    }
    let looped = with_property(
        json!({"$ref": "#/$defs/A"}),
        json!({"A": {"type": "object", "properties": {"k": {"type": "string"}},
                     "anyOf": [{"title": "X", "allOf": [{"$ref": "#/$defs/A"}]}]}}),
    );
    refused(&looped, "anyOf", "/$defs/A");
}

#[test]
fn objects_and_forms_through_references_are_judged_once_and_their_product_is_bounded() {
    // A union whose member both has forms and extends the union: judged by depth alone, each
    // level explored twice (2^32 visits); judged once per node, at once.
    let doubled = with_property(
        json!({"$ref": "#/$defs/A"}),
        json!({"A": {"anyOf": [{"anyOf": [{"allOf": [{"$ref": "#/$defs/A"}]}],
                                "allOf": [{"$ref": "#/$defs/A"}]}]}}),
    );
    assert!(lower("s.json", &doubled, Policy::default()).is_err());
    // Thirteen levels of two forms, each extending the next level: 8,192 forms, more types than
    // a model may hold.
    let mut defs = serde_json::Map::new();
    for level in 0..13 {
        let next = json!({"$ref": format!("#/$defs/L{}", level + 1)});
        defs.insert(
            format!("L{level}"),
            json!({"type": "object", "properties": {format!("p{level}"): {"type": "string"}},
                   "anyOf": [{"title": format!("X{level}"), "allOf": [next.clone()]},
                             {"title": format!("Y{level}"), "allOf": [next]}]}),
        );
    }
    defs.insert(
        "L13".to_owned(),
        json!({"type": "object", "properties": {"end": {}}}),
    );
    let product = with_property(json!({"$ref": "#/$defs/L0"}), Value::Object(defs));
    // Thirty-two levels of `allOf` listing the next level twice: judged as an object once per
    // node (2^32 judgements otherwise), and merged until the merges' bound refuses it (the
    // property both copies declare is the same schema, so both apply).
    let mut diamond = serde_json::Map::new();
    for level in 0..32 {
        let next = json!({"$ref": format!("#/$defs/D{}", level + 1)});
        diamond.insert(format!("D{level}"), json!({"allOf": [next.clone(), next]}));
    }
    diamond.insert(
        "D32".to_owned(),
        json!({"type": "object", "properties": {"x": {"type": "string"}}}),
    );
    let diamond = with_property(json!({"$ref": "#/$defs/D0"}), Value::Object(diamond));
    let error = refused(&diamond, "allOf", "/$defs/D30");
    assert!(error.contains("more than 100000 merges"), "{error}");
    let error = refused(&product, "allOf", "/$defs/L12/anyOf/0");
    assert!(error.contains("more than 5000 types"), "{error}");
}

#[test]
fn a_property_two_merged_schemas_declare_is_the_one_naming_values_the_other_admits() {
    // AG-UI 1.1: `BaseEvent` declares `type` as any `EventType`, each event pins it.
    let defs = json!({
        "EventType": {"type": "string", "enum": ["RUN", "STEP"]},
        "Base": {"type": "object", "properties": {"type": {"$ref": "#/$defs/EventType"}},
                 "required": ["type"]},
        "Run": {"type": "object", "allOf": [{"$ref": "#/$defs/Base"}],
                "properties": {"type": {"const": "RUN"}}, "unevaluatedProperties": false}
    });
    let model = lowered(&with_property(json!({"$ref": "#/$defs/Run"}), defs.clone()));
    assert_eq!(field(&model, "Run", "type"), &Type::Literal(json!("RUN")));
    // A value the other does not admit, or a schema that does more than name values: refused.
    for (event, pointer) in [
        (json!({"const": "OTHER"}), "/$defs/Run/allOf/0"),
        (
            json!({"const": "RUN", "minLength": 9}),
            "/$defs/Run/allOf/0",
        ),
    ] {
        let mut defs = defs.clone();
        defs["Run"]["properties"]["type"] = event;
        refused(
            &with_property(json!({"$ref": "#/$defs/Run"}), defs),
            "allOf",
            pointer,
        );
    }
}

#[test]
fn not_null_beside_a_reference_excludes_null_and_a_root_reference_names_the_union() {
    let model = lowered(&with_property(
        json!({"$ref": "#/$defs/State", "not": {"type": "null"}}),
        json!({"State": {}}),
    ));
    assert_eq!(
        field(&model, "E", "v"),
        &Type::Checked(
            Box::new(Type::Named("State".to_owned())),
            vec![Check::Excludes(vec![Value::Null])]
        )
    );
    // AG-UI's root is `{"$ref": "#/$defs/Event"}`, a union of `$ref`s.
    let model = lowered(&json!({
        "title": "Protocol",
        "$ref": "#/$defs/Event",
        "$defs": {
            "Event": {"oneOf": [{"$ref": "#/$defs/A"}, {"$ref": "#/$defs/B"}]},
            "A": {"type": "object", "properties": {"type": {"const": "A"}}, "required": ["type"]},
            "B": {"type": "object", "properties": {"type": {"const": "B"}}, "required": ["type"]}
        }
    }));
    let union = model.union.as_ref().expect("a union");
    let members: Vec<&str> = union.members.iter().map(|m| m.type_name.as_str()).collect();
    assert_eq!(members, ["A", "B"]);
}
