//! `pattern` in the Rust validator means what ECMA-262 says, lookaround included: `\d` is
//! `[0-9]`, `\w` ASCII, `.` no line terminator; a pattern that cannot have that meaning is
//! refused with its pointer; and a backtracking pattern's cost per string is bounded.

use std::time::{Duration, Instant};

use eventspec_validate::{Contract, ContractError, Mode, tape::Tape};
use serde_json::{Value, json};

fn contract(properties: Value) -> Result<Contract, ContractError> {
    Contract::from_document(&json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": properties,
    }))
}

/// The messages of the problems of `event`; none when it is valid.
fn problems(contract: &Contract, event: Value) -> Vec<String> {
    contract
        .check(&Tape::of(&event), Mode::Declared)
        .problems
        .into_iter()
        .map(|p| format!("{} {}", p.instance_path, p.message))
        .collect()
}

#[test]
fn lookaround_patterns_keep_ecma_classes() {
    let contract = contract(json!({
        "zip": {"type": "string", "pattern": r"^(?!0)\d{5}$"},
        "word": {"type": "string", "pattern": r"^(?!x)\w+$"},
        "dot": {"type": "string", "pattern": r"^(?=.).$"},
        "space": {"type": "string", "pattern": r"^(?<=^)\s$"},
        "keys": {"type": "object", "patternProperties": {r"^(?!_)\d+$": {"type": "integer"}}},
    }))
    .expect("compiles");
    for valid in [
        json!({"zip": "12345"}),
        json!({"word": "ab_9"}),
        json!({"dot": "é"}),
        json!({"dot": "😀"}),
        json!({"space": "\u{a0}"}),
        json!({"space": "\u{feff}"}),
        json!({"keys": {"12": 1, "١٢": "not checked: the key does not match"}}),
    ] {
        assert_eq!(
            problems(&contract, valid.clone()),
            Vec::<String>::new(),
            "{valid}"
        );
    }
    for (invalid, path) in [
        (json!({"zip": "١٢٣٤٥"}), "/zip"),
        (json!({"zip": "१२३४५"}), "/zip"),
        (json!({"zip": "１２３４５"}), "/zip"),
        (json!({"zip": "02345"}), "/zip"),
        (json!({"word": "é"}), "/word"),
        (json!({"word": "Ω"}), "/word"),
        (json!({"dot": "\u{2028}"}), "/dot"),
        (json!({"dot": "\u{2029}"}), "/dot"),
        (json!({"dot": "\r"}), "/dot"),
        (json!({"space": "\u{85}"}), "/space"),
        (json!({"keys": {"12": "x"}}), "/keys/12"),
    ] {
        let found = problems(&contract, invalid.clone());
        assert_eq!(found.len(), 1, "{invalid}: {found:?}");
        assert!(
            found[0].starts_with(&format!("{path} ")),
            "{invalid}: {found:?}"
        );
    }
    // The message names the schema's pattern, not the form it was compiled in.
    let message = &problems(&contract, json!({"zip": "١٢٣٤٥"}))[0];
    assert!(message.contains(r"must match `^(?!0)\d{5}$`"), "{message}");
}

#[test]
fn patterns_without_an_ecma_meaning_next_to_lookaround_are_refused_with_the_pointer() {
    for (pattern, reason) in [
        (r"^(?=a)(a)\1$", "backreference"),
        (r"(?=a)\bfoo", r"\b"),
        (r"^(?!x)\p{L}+$", r"\p"),
    ] {
        let Err(error) = contract(json!({"field": {"type": "string", "pattern": pattern}})) else {
            panic!("{pattern} compiled");
        };
        let text = error.to_string();
        assert!(text.contains("`/properties/field/pattern`"), "{text}");
        assert!(text.contains(&format!("`{pattern}`")), "{text}");
        assert!(text.contains(reason), "{pattern}: {text}");
    }
    // Without lookaround the `jsonschema` crate's own translation keeps ECMA's meaning: accepted.
    let contract =
        contract(json!({"field": {"type": "string", "pattern": r"^\p{L}+$"}})).expect("compiles");
    assert!(problems(&contract, json!({"field": "é"})).is_empty());
}

#[test]
fn a_backtracking_pattern_costs_a_bounded_time_per_string() {
    let contract = contract(json!({
        "field": {"type": "string", "pattern": r"^(?!b)(a|aa)+(?=c)"},
    }))
    .expect("compiles");
    let started = Instant::now();
    for length in 30..40 {
        let found = problems(&contract, json!({"field": "a".repeat(length)}));
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].starts_with("/field "), "{found:?}");
    }
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "10 strings took {:?}",
        started.elapsed()
    );
    let found = problems(&contract, json!({"field": "a".repeat(40)}));
    assert!(found[0].contains("within 10000 steps"), "{found:?}");
    assert!(problems(&contract, json!({"field": "aaac"})).is_empty());
}
