//! Patterns are translated once, while lowering: the model carries each one's Python form and
//! pointer, and a refused one is named by the JSON pointer of its keyword.

use eventspec_codegen::{lower, model::Pattern};
use eventspec_pattern::Policy;
use serde_json::json;

fn schema(pattern: &str) -> serde_json::Value {
    json!({
        "title": "E",
        "type": "object",
        "properties": { "code": { "$ref": "#/$defs/a~1b" } },
        "$defs": { "a/b": { "type": "string", "pattern": pattern } },
    })
}

#[test]
fn the_model_carries_each_pattern_translated_with_its_pointer() {
    let model = lower("s.json", &schema(r"^\d{5}$"), Policy::default()).expect("lowered");
    let patterns = model.patterns();
    assert_eq!(
        patterns.iter().map(|(_, p)| *p).collect::<Vec<_>>(),
        [&Pattern {
            source: r"^\d{5}$".to_owned(),
            // ECMA-262's `\d` is ASCII only; `re`'s is every Unicode digit.
            python: r"\A[0-9]{5}\Z".to_owned(),
            // The same in Rust `regex` syntax, pydantic's default engine: no lookaround.
            rust: Some(r"^(?:[\x{30}-\x{39}]){5,5}$".to_owned()),
            pointer: "/$defs/a~1b/pattern".to_owned(),
            backtracking: None,
        }]
    );
}

#[test]
fn a_refused_pattern_is_named_by_its_pointer() {
    let error = lower("s.json", &schema("^(a+)+$"), Policy::default())
        .expect_err("refused")
        .to_string();
    assert!(
        error.starts_with("s.json: pattern `^(a+)+$` at `/$defs/a~1b/pattern` cannot be generated"),
        "{error}"
    );
    let allowed = Policy {
        allow_backtracking: true,
    };
    let model = lower("s.json", &schema("^(a+)+$"), allowed).expect("allowed");
    let (_, pattern) = &model.patterns()[0];
    assert!(
        pattern
            .backtracking
            .as_deref()
            .is_some_and(|why| why.contains("another round")),
        "{pattern:?}"
    );
}
