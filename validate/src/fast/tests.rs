use serde_json::{Value, json};

use super::{FastPath, Verdict};
use crate::tape::Tape;
use crate::{Answer, Contract, Mode};

/// Asserts, for each `(event, valid)`, that the fast path accepts `event` exactly when the
/// general path finds nothing in it, that it rejects only events the general path finds an
/// error in, and that the event is `valid`.
fn decides(schema: &Value, cases: &[(&str, bool)]) {
    let contract = Contract::from_document(schema).expect("compiles");
    assert!(contract.has_fast_path(), "{schema}");
    for (text, valid) in cases {
        let value: Value = serde_json::from_str(text).expect("json");
        let problems = contract.check(&Tape::of(&value), Mode::Declared).problems;
        let general = problems.is_empty();
        let answer = contract.answer_fast(text.as_bytes());
        let fast = matches!(answer, Answer::Silent(_));
        assert_eq!((fast, general), (*valid, *valid), "{schema} on {text}");
        if answer == Answer::Rejects {
            assert!(
                problems
                    .iter()
                    .any(|p| p.severity == crate::Severity::Error),
                "{schema} on {text}: rejected, where the general path finds {problems:?}"
            );
        }
    }
}

#[test]
fn an_integer_is_any_number_without_a_fraction() {
    decides(
        &json!({"type": "integer", "minimum": 0, "exclusiveMaximum": 10}),
        &[
            ("1.0", true),
            ("1.5", false),
            ("-1", false),
            ("9", true),
            ("10", false),
            ("\"1\"", false),
        ],
    );
}

#[test]
fn lengths_count_code_points() {
    decides(
        &json!({"type": "string", "minLength": 2, "maxLength": 2}),
        &[
            ("\"é🎉\"", true),
            ("\"é\"", false),
            ("\"abc\"", false),
            ("\"\\u00e9x\"", true),
        ],
    );
}

#[test]
fn enums_reject_values_of_kinds_they_do_not_list() {
    decides(
        &json!({"enum": ["a", null, true]}),
        &[
            ("\"a\"", true),
            ("null", true),
            ("true", true),
            ("false", false),
            ("{}", false),
            ("[]", false),
            ("1", false),
        ],
    );
}

#[test]
fn objects_check_required_closed_and_nested_properties() {
    let object = |required: Value, closed: bool| {
        let mut schema = json!({
            "type": "object",
            "properties": {"a": {"type": "string"}, "b": {"$ref": "#/$defs/n"}},
            "required": required,
            "$defs": {"n": {"anyOf": [{"type": "integer", "multipleOf": 2}, {"type": "null"}]}}
        });
        if closed {
            schema["additionalProperties"] = json!(false);
        }
        schema
    };
    // `c` is required but not listed: a closed object cannot have it.
    decides(
        &object(json!(["a", "c"]), true),
        &[
            (r#"{"a":"x","c":1}"#, false),
            (r#"{"a":"x","b":4}"#, false),
            (r#"{"a":"x"}"#, false),
        ],
    );
    decides(
        &object(json!(["a"]), false),
        &[
            (r#"{"a":"x","b":4}"#, true),
            (r#"{"a":"x","b":null}"#, true),
            (r#"{"a":"x","b":3}"#, false),
            (r#"{"a":"x","a":1}"#, false),
            (r#"{"b":4}"#, false),
        ],
    );
}

#[test]
fn a_tagged_union_finds_its_tag_anywhere_and_checks_repeated_ones() {
    let member = |tag: &str| {
        json!({
            "type": "object",
            "properties": {"type": {"const": tag}, "n": {"type": "integer"}},
            "required": ["type", "n"],
            "additionalProperties": false
        })
    };
    let schema = json!({"oneOf": [member("a"), member("b"), member("c")]});
    decides(
        &schema,
        &[
            (r#"{"type":"a","n":1}"#, true),
            (r#"{"n":1,"type":"b"}"#, true),
            (r#"{"n":"x","type":"b"}"#, false),
            (r#"{"n":1,"type":"d"}"#, false),
            (r#"{"n":1}"#, false),
            (r#"{"type":1,"n":1}"#, false),
        ],
    );
    // A repeated key counts as its last value: the general path accepts this one; the fast
    // path, which checks every occurrence against the first tag's member, leaves it to it.
    let contract = Contract::from_document(&schema).expect("compiles");
    let repeated = r#"{"n":1,"type":"a","type":"b"}"#;
    assert!(contract.check_fast(repeated.as_bytes()).is_none());
    let value: Value = serde_json::from_str(repeated).expect("json");
    assert!(
        contract
            .check(&Tape::of(&value), Mode::Declared)
            .problems
            .is_empty()
    );
    // The union has no catch-all: an object whose tag names no member, or that has none, is
    // one no member accepts; unless the tag repeats, and the last one may name a member.
    for text in [r#"{"n":1,"type":"d"}"#, r#"{"n":1}"#, "{}"] {
        assert_eq!(
            contract.answer_fast(text.as_bytes()),
            Answer::Rejects,
            "{text}"
        );
    }
    let renamed = r#"{"n":1,"type":"d","type":"a"}"#;
    assert_eq!(contract.answer_fast(renamed.as_bytes()), Answer::Undecided);
    // Inside an event, too: the union is the whole `oneOf`.
    let nested = json!({"type": "object", "properties": {"inner": schema}});
    let contract = Contract::from_document(&nested).expect("compiles");
    for text in [r#"{"inner":{"n":1,"type":"d"}}"#, r#"{"inner":{"n":1}}"#] {
        assert_eq!(
            contract.answer_fast(text.as_bytes()),
            Answer::Rejects,
            "{text}"
        );
    }
}

#[test]
fn patterns_keep_their_ecma_meaning() {
    decides(
        &json!({"type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?Z$"}),
        &[
            ("\"2026-12-01T17:02:22Z\"", true),
            ("\"2026-12-01T17:02:22.123Z\"", true),
            ("\"٢٠٢٦-12-01T17:02:22Z\"", false),
            ("\"2026-12-01T17:02:22Z\\n\"", false),
        ],
    );
}

#[test]
fn what_it_cannot_check_it_leaves_to_the_general_path() {
    let model = eventspec_schema::model::resolve(&json!({"type": "string", "format": "date-time"}));
    assert!(FastPath::compile(&model).is_err());
    let model = eventspec_schema::model::resolve(&json!({
        "type": "object",
        "properties": {"a": {"uniqueItems": true}, "b": {"type": "string"}}
    }));
    let fast = FastPath::compile(&model).expect("the root compiles");
    assert_eq!(
        fast.fallbacks(),
        [("/properties/a".to_owned(), "uniqueItems")]
    );
    assert!(fast.check(br#"{"b":"x"}"#).accepted().is_some());
    assert_eq!(fast.check(br#"{"a":[1]}"#), Verdict::Undecided);
    assert_eq!(fast.check(br#"{"b":1}"#), Verdict::Rejected);
    let draft7 = json!({"$schema": "http://json-schema.org/draft-07/schema#", "type": "string"});
    assert!(FastPath::compile(&eventspec_schema::model::resolve(&draft7)).is_err());
}

#[test]
fn events_nested_deeper_than_it_reads_take_the_general_path() {
    let model = eventspec_schema::model::resolve(&json!({"type": "array"}));
    let fast = FastPath::compile(&model).expect("compiles");
    let depth = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
    assert!(fast.check(depth(100).as_bytes()).accepted().is_some());
    assert_eq!(fast.check(depth(101).as_bytes()), Verdict::Undecided);
}

#[test]
fn closed_objects_are_told_apart_by_the_properties_they_have() {
    let closed = |properties: Value, required: Value| json!({"type": "object", "properties": properties, "required": required, "additionalProperties": false});
    let schema = json!({"oneOf": [
        closed(json!({"text": {"type": "string"}}), json!(["text"])),
        closed(json!({"text": {"type": "string"}, "status": {"enum": ["ok", "failed"]}}), json!(["text", "status"])),
    ]});
    decides(
        &schema,
        &[
            (r#"{"text":"a"}"#, true),
            (r#"{"status":"ok","text":"a"}"#, true),
            (r#"{"status":"done","text":"a"}"#, false),
            (r#"{"status":"ok"}"#, false),
            (r#"{"text":1}"#, false),
            (r#"{"text":"a","other":1}"#, false),
            ("[]", false),
        ],
    );
}

/// A tag beside the forms it takes (niceeval's `MessageEvent`): `properties` and `required`
/// beside a `oneOf` whose members are told apart by a second tag, the second tag's forms
/// one a union of its own.
fn tag_beside_forms() -> Value {
    json!({
        "$defs": {
            "Message": {
                "type": "object",
                "properties": {"type": {"const": "message"}},
                "required": ["type"],
                "oneOf": [
                    {
                        "type": "object",
                        "properties": {"role": {"const": "assistant"}, "text": {"type": "string"}},
                        "required": ["role", "text"]
                    },
                    {
                        "properties": {"role": {"const": "user"}, "order": {"type": "integer"}},
                        "required": ["role", "order"],
                        "oneOf": [
                            {"properties": {"via": {"const": "cli"}}, "required": ["via"]},
                            {"properties": {"via": {"const": "api"}, "key": {"type": "string"}}, "required": ["via", "key"]}
                        ]
                    }
                ]
            }
        },
        "type": "object",
        "properties": {"event": {"$ref": "#/$defs/Message"}},
        "required": ["event"]
    })
}

#[test]
fn properties_beside_a_union_apply_to_every_form() {
    decides(
        &tag_beside_forms(),
        &[
            (
                r#"{"event":{"type":"message","role":"assistant","text":"hi"}}"#,
                true,
            ),
            (
                r#"{"event":{"text":"hi","role":"assistant","type":"message"}}"#,
                true,
            ),
            (
                r#"{"event":{"type":"other","role":"assistant","text":"hi"}}"#,
                false,
            ),
            (r#"{"event":{"role":"assistant","text":"hi"}}"#, false),
            (r#"{"event":{"type":"message","role":"assistant"}}"#, false),
            (
                r#"{"event":{"type":"message","role":"robot","text":"hi"}}"#,
                false,
            ),
        ],
    );
}

#[test]
fn a_union_inside_a_union_is_dispatched_on_both_tags_in_any_order() {
    decides(
        &tag_beside_forms(),
        &[
            (
                r#"{"event":{"type":"message","role":"user","order":1,"via":"cli"}}"#,
                true,
            ),
            (
                r#"{"event":{"via":"api","key":"k","order":1,"role":"user","type":"message"}}"#,
                true,
            ),
            (
                r#"{"event":{"type":"message","role":"user","order":1,"via":"api"}}"#,
                false,
            ),
            (
                r#"{"event":{"type":"message","role":"user","order":1,"via":"fax"}}"#,
                false,
            ),
            (
                r#"{"event":{"type":"message","role":"user","order":1}}"#,
                false,
            ),
            (
                r#"{"event":{"type":"message","role":"user","via":"cli"}}"#,
                false,
            ),
        ],
    );
    // A repeated tag: JSON Schema reads the last value, the dispatch the first; the fast path
    // leaves such an event to the general path rather than guess.
    let contract = Contract::from_document(&tag_beside_forms()).expect("compiles");
    for text in [
        r#"{"event":{"type":"message","role":"user","order":1,"via":"cli","via":"api","key":"k"}}"#,
        r#"{"event":{"type":"message","role":"user","order":1,"via":"api","key":"k","via":"cli"}}"#,
    ] {
        let value: Value = serde_json::from_str(text).expect("json");
        assert!(
            contract
                .check(&Tape::of(&value), Mode::Declared)
                .problems
                .is_empty(),
            "{text}"
        );
        assert!(contract.check_fast(text.as_bytes()).is_none(), "{text}");
    }
}

#[test]
fn a_property_beside_a_union_that_a_closed_form_forbids_is_left_to_the_general_path() {
    let schema = json!({
        "properties": {"type": {"const": "message"}},
        "required": ["type"],
        "oneOf": [
            {"properties": {"role": {"const": "a"}}, "required": ["role"], "additionalProperties": false},
            {"properties": {"role": {"const": "b"}}, "required": ["role"]}
        ]
    });
    let contract = Contract::from_document(&schema).expect("compiles");
    for text in [
        r#"{"type":"message","role":"a"}"#,
        r#"{"type":"message","role":"b"}"#,
    ] {
        let value: Value = serde_json::from_str(text).expect("json");
        let general = contract
            .check(&Tape::of(&value), Mode::Declared)
            .problems
            .is_empty();
        let fast = contract.check_fast(text.as_bytes()).is_some();
        assert!(
            !fast || general,
            "the fast path accepts only what JSON Schema does: {text}"
        );
    }
}

#[test]
fn a_root_union_of_one_member_lists_that_members_properties() {
    let model = eventspec_schema::model::resolve(&json!({
        "oneOf": [{"$ref": "#/$defs/Chunk"}],
        "$defs": {"Chunk": {"type": "object", "properties": {"id": {"type": "string"}}}}
    }));
    let fast = FastPath::compile(&model).expect("compiles");
    assert_eq!(fast.properties(None), Some(vec!["id"]));
    let accepted = fast
        .check(br#"{"id":"c","more":1}"#)
        .accepted()
        .expect("accepted");
    assert!(accepted.extra, "`more` is not listed");
    assert!(
        !fast
            .check(br#"{"id":"c"}"#)
            .accepted()
            .expect("accepted")
            .extra
    );
}

#[test]
fn a_value_that_fails_is_rejected_unless_a_repeated_key_may_replace_it() {
    let model = eventspec_schema::model::resolve(&json!({
        "type": "object",
        "properties": {"a": {"type": "string"}, "b": {"type": "object"}},
        "required": ["a"]
    }));
    let fast = FastPath::compile(&model).expect("compiles");
    for text in [
        r#"{"a":1}"#,
        r#"{"b":{}}"#,
        r#"{"a":1,"b":{"c":1,"d":2}}"#,
        r#"{"a":1,"b":"x"} trailing"#,
        r#"{"a":1,"b":[[[["#,
    ] {
        assert_eq!(fast.check(text.as_bytes()), Verdict::Rejected, "{text}");
    }
    // The general path reads the last `a`, or the last `c` of the object that holds two.
    for text in [
        r#"{"a":1,"a":"x"}"#,
        r#"{"a":1,"\u0061":"x"}"#,
        r#"{"a":1,"b":{"c":1,"c":2}}"#,
    ] {
        assert_eq!(fast.check(text.as_bytes()), Verdict::Undecided, "{text}");
    }
    let many: Vec<String> = (0..40).map(|i| format!(r#""k{i}":{i}"#)).collect();
    let wide = format!(r#"{{"a":1,{}}}"#, many.join(","));
    assert_eq!(fast.check(wide.as_bytes()), Verdict::Rejected);
    let repeated = format!(r#"{{"a":1,{},"k3":0}}"#, many.join(","));
    assert_eq!(fast.check(repeated.as_bytes()), Verdict::Undecided);
}
