//! Rules documents: reading them, and holding them against their contracts.

use super::*;

fn document(ids: &[&str]) -> String {
    let rules: Vec<StreamRule> = (ids.iter())
        .map(|id| rule(id, "d", "s", Requirement::First { event: on("start") }))
        .collect();
    let document = serde_json::json!({"family": "acme", "version": "v1", "rules": rules});
    document.to_string()
}

#[test]
fn a_document_that_repeats_a_rule_id_is_refused_naming_the_id_and_both_rules() {
    let error = serde_json::from_str::<RulesDocument>(&document(&["a", "b", "c", "b"]))
        .expect_err("a repeated id");
    let message = error.to_string();
    assert!(
        message.contains("the rule id `b` is repeated: `rules[1]` and `rules[3]`"),
        "{message}"
    );
    let read = serde_json::from_str::<RulesDocument>(&document(&["a", "b", "c"]));
    assert_eq!(read.expect("distinct ids").rules.len(), 3);
}

#[test]
fn every_registered_version_names_each_rule_once() {
    for family in crate::registry() {
        for version in family.versions {
            let rules = (version.rules)();
            assert_eq!(check_ids(&rules), Ok(()), "{}@{}", family.id, version.id);
        }
    }
}

#[test]
fn every_registered_version_names_only_what_its_contract_has() {
    for family in crate::registry() {
        for version in family.versions {
            let contract = crate::model::resolve(&version.schema(family));
            let rules = version.rules_document(family);
            assert_eq!(
                check_against(&rules, &contract),
                Ok(()),
                "{}@{}",
                family.id,
                version.id
            );
        }
    }
}

/// A contract of two event types, `start` and `stop`, tagged by `type`; `stop` has a
/// `reason` of two values.
fn contract() -> crate::model::Contract {
    let tagged = |name: &str, extra: serde_json::Value| {
        let mut properties = serde_json::json!({"type": {"const": name}, "id": {"type": "string"}});
        properties
            .as_object_mut()
            .expect("object")
            .extend(extra.as_object().expect("object").clone());
        serde_json::json!({"type": "object", "properties": properties, "required": ["type"]})
    };
    crate::model::resolve(&serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "oneOf": [
            tagged("start", serde_json::json!({})),
            tagged("stop", serde_json::json!({"reason": {"enum": ["done", "failed"]}})),
        ]
    }))
}

fn refusal(rules: serde_json::Value) -> RulesError {
    let document = read(&serde_json::json!({ "rules": [rules] })).expect("a rules document");
    check_against(&document, &contract()).expect_err("a refusal")
}

#[test]
fn a_rule_naming_what_the_contract_lacks_is_refused_at_its_pointer() {
    let pairing = |open: &str, close: serde_json::Value, key: &str| {
        serde_json::json!({"id": "p", "description": "d", "source": "s", "kind": "pairing",
            "open": {"event_type": open}, "close": [close], "key": key})
    };
    let error = refusal(pairing(
        "strat",
        serde_json::json!({"event_type": "stop"}),
        "/id",
    ));
    assert_eq!(error.pointer, "/rules/0/open/event_type");
    assert!(error.message.contains("did you mean `start`?"), "{error}");
    let error = refusal(pairing(
        "start",
        serde_json::json!({"event_type": "stop"}),
        "/ids",
    ));
    assert_eq!(error.pointer, "/rules/0/key");
    assert!(
        error
            .message
            .contains("`/ids` is not a field of the event type `start`"),
        "{error}"
    );
    let when = serde_json::json!({"event_type": "stop", "when": {"field": "/reason", "values": ["done", "cancelled"]}});
    let error = refusal(pairing("start", when, "/id"));
    assert_eq!(error.pointer, "/rules/0/close/0/when/values/1");
    assert!(
        error.message.contains("expected one of `done`, `failed`"),
        "{error}"
    );
    let fine = pairing(
        "start",
        serde_json::json!({"event_type": "stop", "when": {"field": "/reason", "values": ["done"]}}),
        "/id",
    );
    let document = read(&serde_json::json!({ "rules": [fine] })).expect("a rules document");
    assert_eq!(check_against(&document, &contract()), Ok(()));
}

#[test]
fn a_field_no_rule_kind_has_is_refused_with_the_closest_name() {
    let rule = serde_json::json!({"id": "p", "description": "d", "source": "s", "kind": "pairing",
        "open": {"event_type": "start"}, "close": [{"event_type": "stop"}], "keys": "/id"});
    let error = read(&serde_json::json!({ "rules": [rule] })).expect_err("a misspelt field");
    assert_eq!(error.pointer, "/rules/0/keys");
    assert!(error.message.contains("did you mean `key`?"), "{error}");
    let rule = serde_json::json!({"id": "p", "description": "d", "source": "s", "kind": "pair"});
    let error = read(&serde_json::json!({ "rules": [rule] })).expect_err("an unknown kind");
    assert_eq!(error.pointer, "/rules/0");
    assert!(error.message.contains("unknown variant `pair`"), "{error}");
}

#[test]
fn a_rules_document_is_bounded_in_rules_and_selectors() {
    let rule = |n: usize, close: usize| {
        serde_json::json!({"id": format!("r{n}"), "description": "d", "source": "s",
            "kind": "pairing", "open": {"event_type": "start"},
            "close": vec![serde_json::json!({"event_type": "stop"}); close]})
    };
    let many: Vec<_> = (0..=MAX_RULES).map(|n| rule(n, 1)).collect();
    let error = read(&serde_json::json!({ "rules": many })).expect_err("too many rules");
    assert_eq!(error.pointer, "/rules");
    assert!(error.message.contains("at most 1000"), "{error}");
    let wide: Vec<_> = (0..3).map(|n| rule(n, MAX_SELECTORS / 2)).collect();
    let error = read(&serde_json::json!({ "rules": wide })).expect_err("too many selectors");
    assert_eq!(error.pointer, "/rules/1");
    let fine: Vec<_> = (0..MAX_RULES).map(|n| rule(n, 1)).collect();
    assert!(read(&serde_json::json!({ "rules": fine })).is_ok());
}

/// A field looked up through unions of unions (two members each, 40 deep) visits each schema
/// once: walking every path would take 2^40 steps.
#[test]
fn a_field_is_looked_up_through_shared_unions_once() {
    let mut defs = serde_json::Map::new();
    defs.insert(
        "D40".into(),
        serde_json::json!({"type": "object", "properties": {"id": {}}}),
    );
    for n in (0..40).rev() {
        let next = format!("#/$defs/D{}", n + 1);
        defs.insert(
            format!("D{n}"),
            serde_json::json!({"oneOf": [{"$ref": next}, {"$ref": next}]}),
        );
    }
    let contract = crate::model::resolve(&serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$ref": "#/$defs/D0",
        "$defs": defs,
    }));
    let rules = serde_json::json!({"rules": [{"id": "m", "description": "d", "source": "s",
        "kind": "monotonic", "event": {"event_type": "*"}, "field": "/missing", "strict": false}]});
    let error = check_against(&read(&rules).expect("rules"), &contract).expect_err("no such field");
    assert_eq!(error.pointer, "/rules/0/field");
    let found = serde_json::json!({"rules": [{"id": "m", "description": "d", "source": "s",
        "kind": "monotonic", "event": {"event_type": "*"}, "field": "/id", "strict": false}]});
    assert_eq!(
        check_against(&read(&found).expect("rules"), &contract),
        Ok(())
    );
}

#[test]
fn a_list_item_rule_is_held_to_the_items_and_a_root_that_is_no_union_selects_by_star() {
    let contract = crate::model::resolve(&serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Chunk",
        "type": "object",
        "properties": {"choices": {"type": "array", "items": {"type": "object",
            "properties": {"index": {"type": "integer"}, "finish_reason": {"type": "string"}}}}}
    }));
    let rule = |event_type: &str, key: &str| {
        let rule = serde_json::json!({"id": "r", "description": "d", "source": "s",
            "kind": "each-item-gets", "event": {"event_type": event_type}, "items": "/choices",
            "key": key, "field": "/finish_reason"});
        check_against(
            &read(&serde_json::json!({ "rules": [rule] })).expect("rules"),
            &contract,
        )
    };
    assert_eq!(rule("*", "/index"), Ok(()));
    let error = rule("*", "/number").expect_err("no such field of an item");
    assert_eq!(error.pointer, "/rules/0/key");
    assert!(error.message.contains("`/choices/0/number`"), "{error}");
    // The events of a root that is no union have no type: naming one would select nothing.
    let error = rule("Chunk", "/index").expect_err("no event type to select");
    assert_eq!(error.pointer, "/rules/0/event/event_type");
    assert!(error.message.contains("expected `*`"), "{error}");
}
