//! Numbers as eventspec reads them, compared exactly: `multipleOf` divides the decimals the
//! numbers print as, at any size (the generated validators decide the same way).

use eventspec_validate::{Contract, Mode, tape::Tape};
use serde_json::{Value, json};

fn valid(schema: Value, value: &str) -> bool {
    let contract = Contract::from_document(&json!({
        "type": "object",
        "properties": { "n": schema },
    }))
    .expect("compiles");
    let event: Value = serde_json::from_str(&format!(r#"{{"n": {value}}}"#)).expect("JSON");
    contract
        .check(&Tape::of(&event), Mode::Declared)
        .problems
        .is_empty()
}

#[test]
fn multiple_of_is_exact_decimal_division() {
    let cents = json!({ "type": "number", "multipleOf": 0.01 });
    let sevenths = json!({ "type": "number", "multipleOf": 0.7 });
    for (schema, value, expected) in [
        (&cents, "0.07", true),
        (&cents, "12.34", true),
        (&cents, "0.035", false),
        (&cents, "1e-7", false),
        (&sevenths, "2.1", true),
        (&sevenths, "1e300", false),
        (&sevenths, "7e300", true),
        // Past i128 the jsonschema crate answered from an approximate fraction: "true".
        (&sevenths, "3.5220365139684755e52", false),
        (&sevenths, "-0.0", true),
    ] {
        assert_eq!(valid(schema.clone(), value), expected, "{value} / {schema}");
    }
    let thirds = json!({ "type": "integer", "multipleOf": 3 });
    assert!(valid(thirds.clone(), "18446744073709551615"));
    assert!(valid(thirds.clone(), "9007199254740993"));
    assert!(!valid(thirds, "9007199254740994"));
    let problems = Contract::from_document(&json!({
        "type": "object",
        "properties": { "n": { "multipleOf": 0.7 } },
    }))
    .expect("compiles")
    .check(&Tape::of(&json!({ "n": 1e300 })), Mode::Declared)
    .problems;
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].instance_path, "/n");
    assert_eq!(problems[0].keyword.as_deref(), Some("multipleOf"));
    assert!(
        problems[0].message.contains("must be a multiple of 0.7"),
        "{problems:?}"
    );
}

#[test]
fn integers_beyond_2_53_are_compared_exactly() {
    let below = json!({ "type": "integer", "maximum": 9_007_199_254_740_992_u64 });
    assert!(valid(below.clone(), "9007199254740992"));
    assert!(!valid(below, "9007199254740993"));
    let exact = json!({ "const": 9_007_199_254_740_992_u64 });
    assert!(!valid(exact, "9007199254740993"));
}
