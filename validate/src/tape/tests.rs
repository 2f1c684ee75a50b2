use proptest::prelude::*;
use serde_json::{Value, json};

use super::Tape;

/// JSON text with the values worth telling apart: numbers of each kind, escapes, nesting,
/// repeated names.
const TEXTS: &[&str] = &[
    "null",
    "true",
    "[false, 0, -0, 1.0, -1, 18446744073709551615, -9223372036854775808, 1e300, 0.1, 2.5e-3]",
    r#""a\"b\\c\u00e9\ud83d\ude00""#,
    r#"{"a": {"b": [1, {"c": null}], "": 2, "~/": 3}, "d": []}"#,
    r#"{"x": 1, "y": 2, "x": 3}"#,
    r#"{"x": {"p": 1, "p": [2]}, "y": [{"q": 1, "r": 2, "q": 3}], "x": {"s": 4}}"#,
    r#"{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9,"j":10,"k":11,"l":12,"m":13,"n":14,"o":15,"p":16,"q":17,"a":18}"#,
];

#[test]
fn a_tape_holds_what_serde_json_reads() {
    for text in TEXTS {
        let value: Value = serde_json::from_str(text).expect("JSON");
        let tape = Tape::parse(text.as_bytes()).expect("JSON");
        assert_eq!(tape.root().to_value(), value, "{text}");
        // The order of members too, which `Value`'s equality does not look at.
        assert_eq!(
            tape.root().to_value().to_string(),
            value.to_string(),
            "{text}"
        );
        assert_eq!(Tape::of(&value), tape, "{text}");
    }
}

#[test]
fn a_tape_refuses_what_serde_json_refuses_with_its_words() {
    let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
    for text in [
        "",
        "{",
        "[1,]",
        "{\"a\" 1}",
        "1 2",
        "\"\\ud800\"",
        "nul",
        "1e400",
        deep.as_str(),
    ] {
        let expected = serde_json::from_str::<Value>(text).expect_err("not JSON");
        let found = Tape::parse(text.as_bytes()).expect_err("not JSON");
        assert_eq!(found.to_string(), expected.to_string(), "{text}");
    }
}

#[test]
fn pointers_find_what_value_pointer_finds() {
    let value = json!({"a": {"b": [1, {"c": null}], "": 2, "~/": 3, "01": 4}, "d": [5, 6]});
    let tape = Tape::of(&value);
    for pointer in [
        "", "/a", "/a/b/1/c", "/a/", "/a/~0~1", "/a/01", "/d/1", "/d/01", "/d/+1", "/d/2", "a",
        "/x/y",
    ] {
        let found = tape.root().pointer(pointer).map(|c| c.to_value());
        assert_eq!(found.as_ref(), value.pointer(pointer), "{pointer}");
    }
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        "[a-c]{0,3}".prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec(("[a-c]{0,2}", inner), 0..6)
                .prop_map(|members| { Value::Object(members.into_iter().collect()) }),
        ]
    })
}

proptest! {
    #[test]
    fn any_value_comes_back_from_its_text(value in json_value()) {
        let text = value.to_string();
        let tape = Tape::parse(text.as_bytes()).expect("JSON");
        prop_assert_eq!(tape.root().to_value().to_string(), text);
        prop_assert_eq!(Tape::of(&value), tape);
    }
}
