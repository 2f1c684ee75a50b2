//! Reading one schema object's keywords into [`Keywords`]: every keyword of JSON Schema 2020-12
//! and draft 7 is either an annotation, a typed field, or an [`Unmodelled`] entry; keywords
//! outside JSON Schema's vocabularies assert nothing and are left out.

use serde_json::{Map, Value};

use super::node::{Bound, JsonType, Keywords, Unmodelled};

/// The keywords of 2020-12 and draft 7 that never change what validates (identifiers, anchors,
/// definitions, and the meta-data and content vocabularies).
pub const ANNOTATIONS: &[&str] = &[
    "$schema",
    "$id",
    "id",
    "$anchor",
    "$dynamicAnchor",
    "$recursiveAnchor",
    "$comment",
    "$defs",
    "definitions",
    "$vocabulary",
    "title",
    "description",
    "default",
    "examples",
    "deprecated",
    "readOnly",
    "writeOnly",
    "discriminator",
    "contentMediaType",
    "contentEncoding",
    "contentSchema",
];

/// The keywords of 2020-12 and draft 7 that change what validates: each is read into a typed
/// field of [`Keywords`] (or, for the dynamic references, an [`Unmodelled`] entry).
pub const ASSERTIONS: &[&str] = &[
    "$ref",
    "$dynamicRef",
    "$recursiveRef",
    "type",
    "const",
    "enum",
    "multipleOf",
    "maximum",
    "exclusiveMaximum",
    "minimum",
    "exclusiveMinimum",
    "maxLength",
    "minLength",
    "pattern",
    "format",
    "maxItems",
    "minItems",
    "uniqueItems",
    "maxContains",
    "minContains",
    "maxProperties",
    "minProperties",
    "required",
    "dependentRequired",
    "dependencies",
    "prefixItems",
    "items",
    "additionalItems",
    "contains",
    "unevaluatedItems",
    "properties",
    "patternProperties",
    "additionalProperties",
    "unevaluatedProperties",
    "propertyNames",
    "dependentSchemas",
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "if",
    "then",
    "else",
];

/// The keywords of `object`; subschema links are attached by the caller.
pub(super) fn read_keywords(object: &Map<String, Value>) -> Keywords {
    let text = |key: &str| object.get(key).and_then(Value::as_str).map(str::to_owned);
    let types = read_types(object.get("type"));
    let bounds = Bound::ALL
        .into_iter()
        .filter_map(|bound| Some((bound, object.get(bound.keyword())?.as_f64()?)))
        .collect();
    let limits = Bound::ALL
        .into_iter()
        .filter_map(|bound| match object.get(bound.keyword())? {
            Value::Number(n) => Some((bound, n.clone())),
            _ => None,
        })
        .collect();
    let names = |value: &Value| -> Option<Vec<String>> {
        value
            .as_array()?
            .iter()
            .map(|name| name.as_str().map(str::to_owned))
            .collect()
    };
    let mut dependent_required: Vec<(String, Vec<String>)> = Vec::new();
    for keyword in ["dependentRequired", "dependencies"] {
        for (name, value) in object
            .get(keyword)
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
        {
            if let Some(list) = names(value) {
                dependent_required.push((name.clone(), list));
            }
        }
    }
    Keywords {
        types: types.clone().flatten(),
        constant: object.get("const").cloned(),
        values: object.get("enum").and_then(Value::as_array).cloned(),
        required: object.get("required").and_then(names).unwrap_or_default(),
        unique_items: object.get("uniqueItems") == Some(&Value::Bool(true)),
        dependent_required,
        pattern: text("pattern"),
        format: text("format"),
        bounds,
        limits,
        title: text("title"),
        description: text("description"),
        deprecated: object.get("deprecated") == Some(&Value::Bool(true)),
        renamed_from: text("x-renamed-from"),
        id: text("$id"),
        dialect: text("$schema"),
        unmodelled: unmodelled(object, types.is_some_and(|t| t.is_none())),
        ..Keywords::default()
    }
}

/// `type`: `None` when absent, `Some(None)` when it names something that is no JSON type.
fn read_types(value: Option<&Value>) -> Option<Option<Vec<JsonType>>> {
    Some(match value? {
        Value::String(name) => JsonType::parse(name).map(|t| vec![t]),
        Value::Array(names) => names
            .iter()
            .map(|n| n.as_str().and_then(JsonType::parse))
            .collect(),
        _ => None,
    })
}

/// The keywords of JSON Schema in `object` that no typed field carries.
fn unmodelled(object: &Map<String, Value>, bad_type: bool) -> Vec<Unmodelled> {
    let schema = |v: &Value| v.is_object() || v.is_boolean();
    let schemas = |v: &Value| v.as_array().is_some_and(|list| list.iter().all(schema));
    let schema_map = |v: &Value| v.as_object().is_some_and(|map| map.values().all(schema));
    let names = |v: &Value| {
        v.as_array()
            .is_some_and(|list| list.iter().all(Value::is_string))
    };
    let mut out = Vec::new();
    for &keyword in ASSERTIONS {
        let Some(value) = object.get(keyword) else {
            continue;
        };
        let well_formed = match keyword {
            "$dynamicRef" | "$recursiveRef" => {
                out.push(Unmodelled::DynamicReference(keyword));
                continue;
            }
            "type" => !bad_type,
            "$ref" | "pattern" | "format" => value.is_string(),
            "enum" => value.is_array(),
            "const" => true,
            "uniqueItems" => value.is_boolean(),
            "required" => names(value),
            "dependentRequired" => value.as_object().is_some_and(|map| map.values().all(names)),
            "dependencies" => value
                .as_object()
                .is_some_and(|map| map.values().all(|v| schema(v) || names(v))),
            "items" => schema(value) || schemas(value),
            "prefixItems" | "allOf" | "anyOf" | "oneOf" => schemas(value),
            "properties" | "patternProperties" | "dependentSchemas" => schema_map(value),
            _ if Bound::ALL.iter().any(|b| b.keyword() == keyword) => value.is_number(),
            _ => schema(value),
        };
        if !well_formed {
            out.push(Unmodelled::Malformed(keyword));
        }
    }
    out
}
