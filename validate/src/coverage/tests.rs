//! The coverage plan's bounds: whatever a schema holds, compiling its plan takes bounded time
//! and memory, and says when it left fields out.

use eventspec_schema::model;
use serde_json::{Value, json};

use super::{MAX_DEPTH, MAX_FACTS, MAX_GATHERED, Plan};

fn plan(document: &Value) -> Plan {
    Plan::compile(&model::resolve(document))
}

/// An object nested `levels` deep under `a`, `a`, ...
fn nested(levels: usize) -> Value {
    let mut schema = json!({"type": "string"});
    for _ in 0..levels {
        schema = json!({"type": "object", "properties": {"a": schema}});
    }
    schema
}

#[test]
fn fields_are_followed_to_the_depth_bound_and_no_further() {
    let within = plan(&nested(MAX_DEPTH));
    assert!(!within.truncated);
    assert_eq!(
        within.facts,
        MAX_DEPTH + 1,
        "the root and one field per level"
    );
    let beyond = plan(&nested(MAX_DEPTH + 1));
    assert!(beyond.truncated);
    assert_eq!(beyond.facts, MAX_DEPTH + 1);
}

#[test]
fn a_wide_schema_stops_at_the_fact_bound() {
    let properties: serde_json::Map<String, Value> = (0..MAX_FACTS * 2)
        .map(|i| (format!("p{i}"), json!({"type": ["string", "null"]})))
        .collect();
    let plan = plan(&json!({"type": "object", "properties": properties}));
    assert!(plan.truncated);
    assert!(plan.facts <= MAX_FACTS);
}

#[test]
fn long_names_nested_under_each_other_stop_at_the_pointer_bound() {
    // Each level's four names are 100 KB each, and each names the next level's type: pointers
    // grow with depth, and fields multiply with width, from a document of 3 MB.
    let name = "n".repeat(100_000);
    let mut defs = serde_json::Map::new();
    for level in 0..MAX_DEPTH {
        let next = json!({"$ref": format!("#/$defs/l{}", level + 1)});
        let properties: serde_json::Map<String, Value> = (0..4)
            .map(|i| (format!("{name}{i}"), next.clone()))
            .collect();
        defs.insert(
            format!("l{level}"),
            json!({"type": "object", "properties": properties}),
        );
    }
    defs.insert(format!("l{MAX_DEPTH}"), json!({"type": "string"}));
    let schema = json!({"$ref": "#/$defs/l0", "$defs": defs});
    let plan = plan(&schema);
    assert!(plan.truncated);
    let bytes: usize = plan.slots.iter().map(|s| s.pointer.len()).sum();
    assert!(bytes <= super::MAX_POINTER_BYTES, "{bytes}");
}

#[test]
fn a_long_all_of_chain_is_read_up_to_its_bound() {
    let chain = |length: usize| {
        let mut defs = serde_json::Map::new();
        for i in 0..length {
            defs.insert(
                format!("d{i}"),
                json!({"allOf": [{"$ref": format!("#/$defs/d{}", i + 1)}]}),
            );
        }
        defs.insert(
            format!("d{length}"),
            json!({"properties": {"deep": {"enum": ["a", "b"]}}}),
        );
        plan(&json!({"$ref": "#/$defs/d0", "$defs": defs}))
    };
    let short = chain(10);
    assert!(!short.truncated);
    assert!(
        short
            .slots
            .iter()
            .any(|s| s.pointer == "/deep" && s.values.len() == 2)
    );
    let long = chain(5_000);
    assert!(long.truncated, "past {MAX_GATHERED} schemas for one field");
}

/// The steps `plan` takes to observe `event` as the root type (see `Plan::walk`): counted,
/// not timed, so the cost is compared exactly on a busy machine.
fn observing(plan: &Plan, event: &Value) -> usize {
    let (hits, steps) = plan.walk("root", event);
    assert!(!hits.is_empty());
    steps
}

/// A root with a list whose items are `item`.
fn list_of(item: Value) -> Plan {
    plan(&json!({"type": "object", "properties": {"list": {"type": "array", "items": item}}}))
}

#[test]
fn observing_costs_what_the_event_holds_not_what_the_schema_declares() {
    let declaring = |fields: usize| {
        let properties: serde_json::Map<String, Value> = (0..fields)
            .map(|i| (format!("p{i}"), json!({"type": "string"})))
            .collect();
        list_of(json!({"type": "object", "properties": properties}))
    };
    let event = |items: usize| json!({"list": vec![json!({"p0": "x"}); items]});
    let (few, many) = (declaring(50), declaring(2_000));
    assert!(!many.truncated);
    let (small, large) = (
        observing(&few, &event(5_000)),
        observing(&many, &event(5_000)),
    );
    assert_eq!(large, small, "40 times the declared fields cost more steps");
    let twice = observing(&many, &event(10_000));
    assert!(
        twice <= large * 2,
        "twice the objects took {twice} steps against {large}"
    );
}

#[test]
fn a_value_is_looked_up_among_an_enumerations_values_by_value() {
    let enumeration =
        |values: usize| list_of(json!({"enum": (0..values).map(|i| json!(i)).collect::<Vec<_>>()}));
    let (few, many) = (enumeration(50), enumeration(2_000));
    let event = json!({"list": vec![json!(1.0); 5_000]});
    let (small, large) = (observing(&few, &event), observing(&many, &event));
    assert_eq!(
        large, small,
        "40 times the enumeration's values cost more steps"
    );
    let hits = many.observe("root", &json!({"list": [1.0, 2]}));
    let seen: Vec<&Value> = (many.slots.iter())
        .flat_map(|slot| slot.values.iter())
        .filter(|(_, fact)| hits.contains(&(*fact as u32)))
        .map(|(value, _)| value)
        .collect();
    assert_eq!(seen, [&json!(1), &json!(2)], "1.0 is the value 1");
}
