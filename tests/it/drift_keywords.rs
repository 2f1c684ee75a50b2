//! No keyword of JSON Schema 2020-12 or draft 7 is ignored by drift. The keywords are read from
//! the official meta-schemas (as the `referencing` crate ships them); each is either an
//! annotation, which must never make a change breaking, or an assertion with a pair below: a
//! schema without it and one with it, and a payload the first accepts and the second rejects
//! (checked by the `jsonschema` crate, formats asserted). Drift must call adding the keyword
//! breaking backward and removing it breaking forward, whether it judges it exactly or reports
//! it as unproven.

use std::collections::BTreeSet;

use eventspec_drift::{Mode, Verdict, diff};
use eventspec_schema::model::{ANNOTATIONS, ASSERTIONS};
use serde_json::{Value, json};

const DRAFT7: &str = "http://json-schema.org/draft-07/schema#";

/// The keywords the meta-schemas of 2020-12 (its vocabularies, and the deprecated ones the
/// dialect still lists) and draft 7 define.
fn meta_schema_keywords() -> BTreeSet<String> {
    use referencing::meta;
    let documents = [
        &meta::DRAFT7,
        &meta::DRAFT202012,
        &meta::DRAFT202012_CORE,
        &meta::DRAFT202012_APPLICATOR,
        &meta::DRAFT202012_UNEVALUATED,
        &meta::DRAFT202012_VALIDATION,
        &meta::DRAFT202012_META_DATA,
        &meta::DRAFT202012_FORMAT_ANNOTATION,
        &meta::DRAFT202012_CONTENT,
    ];
    let keywords: BTreeSet<String> = documents
        .iter()
        .flat_map(|document| {
            document["properties"]
                .as_object()
                .expect("a meta-schema lists its keywords under `properties`")
                .keys()
                .cloned()
        })
        .collect();
    // Draft 7 alone defines 45 keywords (its `properties`).
    assert!(keywords.len() > 60, "{keywords:?}");
    keywords
}

/// For each assertion keyword: (dialect, schema without it, schema with it, a payload the
/// first accepts and the second rejects; `None` where no payload can: drift judges the
/// keyword as unproven, stricter than necessary).
fn narrowing_pairs() -> Vec<(&'static str, Option<&'static str>, Value, Value, Option<Value>)> {
    let string = json!({"type": "string"});
    let defs = json!({"S": string});
    let contains = json!({"contains": string});
    let condition = json!({"if": {"type": "integer"}});
    vec![
        ("$ref", None, json!({"$defs": defs}), json!({"$ref": "#/$defs/S", "$defs": defs}), Some(json!(1))),
        ("$dynamicRef", None, json!({"$defs": defs}), json!({"$dynamicRef": "#/$defs/S", "$defs": defs}), Some(json!(1))),
        // A keyword of 2019-09 that 2020-12's meta-schema still lists: its validators ignore
        // it, drift does not judge it.
        ("$recursiveRef", None, json!({"$defs": defs}), json!({"$recursiveRef": "#/$defs/S", "$defs": defs}), None),
        ("type", None, json!({}), string.clone(), Some(json!(1))),
        ("const", None, json!({}), json!({"const": 1}), Some(json!(2))),
        ("enum", None, json!({}), json!({"enum": [1]}), Some(json!(2))),
        ("multipleOf", None, json!({}), json!({"multipleOf": 2}), Some(json!(3))),
        ("maximum", None, json!({}), json!({"maximum": 5}), Some(json!(6))),
        ("exclusiveMaximum", None, json!({}), json!({"exclusiveMaximum": 5}), Some(json!(5))),
        ("minimum", None, json!({}), json!({"minimum": 5}), Some(json!(4))),
        ("exclusiveMinimum", None, json!({}), json!({"exclusiveMinimum": 5}), Some(json!(5))),
        ("maxLength", None, json!({}), json!({"maxLength": 1}), Some(json!("ab"))),
        ("minLength", None, json!({}), json!({"minLength": 2}), Some(json!("a"))),
        ("pattern", None, json!({}), json!({"pattern": "^a"}), Some(json!("b"))),
        ("format", None, json!({}), json!({"format": "date"}), Some(json!("x"))),
        ("maxItems", None, json!({}), json!({"maxItems": 1}), Some(json!([1, 2]))),
        ("minItems", None, json!({}), json!({"minItems": 1}), Some(json!([]))),
        ("uniqueItems", None, json!({}), json!({"uniqueItems": true}), Some(json!([1, 1]))),
        ("contains", None, json!({}), contains.clone(), Some(json!([1]))),
        ("maxContains", None, contains.clone(), json!({"contains": string, "maxContains": 1}), Some(json!(["a", "b"]))),
        ("minContains", None, contains.clone(), json!({"contains": string, "minContains": 2}), Some(json!(["a"]))),
        ("maxProperties", None, json!({}), json!({"maxProperties": 1}), Some(json!({"a": 1, "b": 2}))),
        ("minProperties", None, json!({}), json!({"minProperties": 1}), Some(json!({}))),
        ("required", None, json!({}), json!({"required": ["a"]}), Some(json!({}))),
        ("dependentRequired", None, json!({}), json!({"dependentRequired": {"a": ["b"]}}), Some(json!({"a": 1}))),
        ("dependencies", Some(DRAFT7), json!({}), json!({"dependencies": {"a": ["b"]}}), Some(json!({"a": 1}))),
        ("dependencies", Some(DRAFT7), json!({}), json!({"dependencies": {"a": {"required": ["b"]}}}), Some(json!({"a": 1}))),
        ("dependentSchemas", None, json!({}), json!({"dependentSchemas": {"a": {"required": ["b"]}}}), Some(json!({"a": 1}))),
        ("prefixItems", None, json!({}), json!({"prefixItems": [string]}), Some(json!([1]))),
        ("items", None, json!({}), json!({"items": string}), Some(json!([1]))),
        ("items", Some(DRAFT7), json!({}), json!({"items": [string]}), Some(json!([1]))),
        ("additionalItems", Some(DRAFT7), json!({"items": [{}]}), json!({"items": [{}], "additionalItems": false}), Some(json!([1, 2]))),
        ("unevaluatedItems", None, json!({}), json!({"unevaluatedItems": false}), Some(json!([1]))),
        ("properties", None, json!({}), json!({"properties": {"a": string}}), Some(json!({"a": 1}))),
        ("patternProperties", None, json!({}), json!({"patternProperties": {"^a": string}}), Some(json!({"ab": 1}))),
        ("additionalProperties", None, json!({}), json!({"additionalProperties": false}), Some(json!({"x": 1}))),
        ("unevaluatedProperties", None, json!({}), json!({"unevaluatedProperties": false}), Some(json!({"x": 1}))),
        ("propertyNames", None, json!({}), json!({"propertyNames": {"maxLength": 1}}), Some(json!({"ab": 1}))),
        ("allOf", None, json!({}), json!({"allOf": [string]}), Some(json!(1))),
        ("anyOf", None, json!({}), json!({"anyOf": [string]}), Some(json!(1))),
        ("oneOf", None, json!({}), json!({"oneOf": [string]}), Some(json!(1))),
        ("not", None, json!({}), json!({"not": {"type": "integer"}}), Some(json!(1))),
        ("if", None, json!({"then": {"minimum": 5}}), json!({"if": {"type": "integer"}, "then": {"minimum": 5}}), Some(json!(1))),
        ("then", None, condition.clone(), json!({"if": {"type": "integer"}, "then": {"minimum": 5}}), Some(json!(1))),
        ("else", None, condition, json!({"if": {"type": "integer"}, "else": {"type": "null"}}), Some(json!("a"))),
    ]
}

fn with_dialect(schema: &Value, dialect: Option<&str>) -> Value {
    let mut schema = schema.clone();
    if let Some(dialect) = dialect {
        schema["$schema"] = json!(dialect);
    }
    schema
}

fn verdicts(old: &Value, new: &Value) -> (Verdict, Verdict) {
    let backward = diff(old, new, "old", "new", Mode::Backward);
    let forward = diff(old, new, "old", "new", Mode::Forward);
    let worst = |report: &eventspec_drift::Report| {
        report
            .changes
            .iter()
            .map(|c| c.verdict)
            .min()
            .unwrap_or(Verdict::Info)
    };
    (worst(&backward), worst(&forward))
}

#[test]
fn every_keyword_of_the_meta_schemas_is_known_to_the_model() {
    let known: BTreeSet<&str> = ANNOTATIONS.iter().chain(ASSERTIONS).copied().collect();
    let unknown: Vec<String> = meta_schema_keywords()
        .into_iter()
        .filter(|k| !known.contains(k.as_str()))
        .collect();
    assert!(unknown.is_empty(), "keywords the model does not know: {unknown:?}");
}

#[test]
fn adding_any_assertion_keyword_is_breaking_and_has_a_witness() {
    let pairs = narrowing_pairs();
    let covered: BTreeSet<&str> = pairs.iter().map(|(k, ..)| *k).collect();
    let missing: Vec<String> = meta_schema_keywords()
        .into_iter()
        .filter(|k| !ANNOTATIONS.contains(&k.as_str()) && !covered.contains(k.as_str()))
        .collect();
    assert!(missing.is_empty(), "assertion keywords without a pair: {missing:?}");
    let mut failures = Vec::new();
    for (keyword, dialect, without, with, witness) in pairs {
        let (without, with) = (with_dialect(&without, dialect), with_dialect(&with, dialect));
        if let Some(witness) = &witness {
            let accepts = |schema: &Value| {
                jsonschema::options()
                    .should_validate_formats(true)
                    .build(schema)
                    .expect("the pair compiles")
                    .is_valid(witness)
            };
            assert!(
                accepts(&without) && !accepts(&with),
                "`{keyword}`: {witness} is no witness for {without} -> {with}"
            );
        }
        let (backward, _) = verdicts(&without, &with);
        let (_, forward) = verdicts(&with, &without);
        if backward != Verdict::Breaking || forward != Verdict::Breaking {
            failures.push(format!(
                "`{keyword}`: adding it is {backward:?} backward, removing it {forward:?} forward"
            ));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn annotation_keywords_never_break() {
    let annotated = |keyword: &str| {
        let value = match keyword {
            "$schema" => json!("https://json-schema.org/draft/2020-12/schema"),
            "$defs" | "definitions" => json!({"Unused": {"type": "string"}}),
            "$vocabulary" => json!({"https://json-schema.org/draft/2020-12/vocab/core": true}),
            "deprecated" | "readOnly" | "writeOnly" | "$recursiveAnchor" => json!(true),
            "examples" => json!([1]),
            "contentSchema" => json!({"type": "string"}),
            "$id" => json!("urn:example:annotated"),
            "$anchor" | "$dynamicAnchor" => json!("here"),
            _ => json!("text"),
        };
        json!({"type": "integer", keyword: value})
    };
    let plain = json!({"type": "integer"});
    let mut failures = Vec::new();
    for keyword in meta_schema_keywords()
        .iter()
        .filter(|k| ANNOTATIONS.contains(&k.as_str()))
    {
        for (old, new) in [(&plain, &annotated(keyword)), (&annotated(keyword), &plain)] {
            let (backward, forward) = verdicts(old, new);
            if backward == Verdict::Breaking || forward == Verdict::Breaking {
                failures.push(format!("`{keyword}`: {old} -> {new} is breaking"));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
