//! Rewrites schemars output into the idioms every snapshot uses.
//!
//! - A documented Rust enum of unit variants comes out of schemars as a `oneOf` of string
//!   `const`s; it becomes `enum` (what validators report and diff tools compare), with each
//!   value's doc kept in `x-enum-descriptions`.
//! - Doc comments are hard-wrapped in source; descriptions are not: lines of a paragraph are
//!   joined with a space, while paragraph breaks and list items stay on lines of their own.
//! - Rust's integer and float widths (`format: uint64`, `double`, ...) are not JSON Schema
//!   formats and say nothing about the wire; they are dropped.
//!
//! Two idioms are spelled as other JSON Schema tools read them ([`Spelling::Interop`]), except in
//! the versions frozen before that spelling, whose bytes never change ([`Spelling::Original`]):
//!
//! - `x-enum-descriptions` is a list parallel to `enum` (`null` for a value without one), the
//!   convention of datamodel-code-generator; the original spelling is a map from value to
//!   description, which it rejects.
//! - A type that admits every JSON value, spelled as an `anyOf` of the six JSON types whose
//!   array items and object values refer back to it, loses the self-references: `{"type":
//!   "array"}` already admits arrays of any JSON value, so the type admits the same values, and
//!   quicktype, which overflows its stack on such a recursive union, reads it.

use serde_json::{Map, Value};

/// Keyword under which the description of each enum value is kept.
pub const ENUM_DESCRIPTIONS_KEYWORD: &str = "x-enum-descriptions";

const NUMERIC_FORMATS: &[&str] = &[
    "int8", "int16", "int32", "int64", "int", "uint8", "uint16", "uint32", "uint64", "uint",
    "float", "double",
];

/// How a snapshot spells the idioms other tools read differently (see the module's doc).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spelling {
    /// As the versions frozen before [`Spelling::Interop`] were published, byte for byte.
    Original,
    /// As datamodel-code-generator, quicktype and json-schema-to-typescript read them.
    Interop,
}

/// The versions published, and frozen, in [`Spelling::Original`]: `(family, version)`.
const ORIGINAL_SPELLING: &[(&str, &str)] = &[
    ("agentabi", "v1"),
    ("agentao.host", "v1"),
    ("agentao.host", "v2"),
    ("niceeval", "v1"),
];

impl Spelling {
    /// The spelling of `version` of `family`: the original one for the versions frozen in it,
    /// the interoperable one for every other (and every future) version.
    pub fn of(family: &str, version: &str) -> Self {
        if ORIGINAL_SPELLING.contains(&(family, version)) {
            Self::Original
        } else {
            Self::Interop
        }
    }
}

/// Normalizes `schema` (a whole document) in place, recursively, in `spelling`.
pub fn normalize(schema: &mut Value, spelling: Spelling) {
    normalize_node(schema, spelling);
    if spelling == Spelling::Interop
        && let Some(Value::Object(defs)) = schema.get_mut("$defs")
    {
        for (name, def) in defs.iter_mut() {
            unroll_json_value(name, def);
        }
    }
}

fn normalize_node(schema: &mut Value, spelling: Spelling) {
    match schema {
        Value::Object(object) => {
            for value in object.values_mut() {
                normalize_node(value, spelling);
            }
            drop_numeric_format(object);
            collapse_const_one_of(object);
            unwrap_descriptions(object);
            if spelling == Spelling::Interop {
                list_enum_descriptions(object);
            }
        }
        Value::Array(items) => items
            .iter_mut()
            .for_each(|item| normalize_node(item, spelling)),
        _ => {}
    }
}

/// The description of each value of the `enum` of `schema`, from `x-enum-descriptions` in
/// either spelling (a map from value to description, or a list parallel to `enum`); values
/// without one are left out. Every reader of the keyword goes through here.
pub fn enum_descriptions(schema: &Value) -> Vec<(Value, String)> {
    let values = schema.get("enum").and_then(Value::as_array);
    match (schema.get(ENUM_DESCRIPTIONS_KEYWORD), values) {
        (Some(Value::Object(map)), Some(values)) => (values.iter())
            .filter_map(|v| Some((v.clone(), map.get(v.as_str()?)?.as_str()?.to_owned())))
            .collect(),
        (Some(Value::Array(list)), Some(values)) => (values.iter().zip(list))
            .filter_map(|(v, d)| Some((v.clone(), d.as_str()?.to_owned())))
            .collect(),
        _ => Vec::new(),
    }
}

/// `x-enum-descriptions` as a list parallel to `enum`, `null` for a value without one.
fn list_enum_descriptions(object: &mut Map<String, Value>) {
    let (Some(Value::Object(map)), Some(Value::Array(values))) =
        (object.get(ENUM_DESCRIPTIONS_KEYWORD), object.get("enum"))
    else {
        return;
    };
    let list = values
        .iter()
        .map(|value| {
            (value.as_str())
                .and_then(|value| map.get(value))
                .cloned()
                .unwrap_or(Value::Null)
        })
        .collect();
    object.insert(ENUM_DESCRIPTIONS_KEYWORD.into(), Value::Array(list));
}

/// The type `$defs/name`, when it admits every JSON value through an `anyOf` of the six JSON
/// types whose array items and object values are `$defs/name` again, without those
/// self-references: it then admits the same values, and is no longer a recursive union.
fn unroll_json_value(name: &str, def: &mut Value) {
    let this = Value::String(format!("#/$defs/{name}"));
    let Some(Value::Array(members)) = def.get_mut("anyOf") else {
        return;
    };
    let mut types = Vec::with_capacity(members.len());
    for member in members.iter() {
        let Some(member) = member.as_object() else {
            return;
        };
        let ty = member.get("type").and_then(Value::as_str).unwrap_or("");
        let nested = match ty {
            "array" => Some("items"),
            "object" => Some("additionalProperties"),
            _ => None,
        };
        let only_type = member.len() == 1;
        let self_reference = nested.is_some_and(|key| {
            member.len() == 2 && member.get(key).and_then(|s| s.get("$ref")) == Some(&this)
        });
        if !(only_type || self_reference) {
            return;
        }
        types.push(ty);
    }
    types.sort_unstable();
    if types != ["array", "boolean", "null", "number", "object", "string"] {
        return;
    }
    for member in members.iter_mut().filter_map(Value::as_object_mut) {
        member.retain(|key, _| key == "type");
    }
}

fn unwrap_descriptions(object: &mut Map<String, Value>) {
    if let Some(Value::String(text)) = object.get_mut("description") {
        *text = unwrap_prose(text);
    }
    if let Some(Value::Object(values)) = object.get_mut(ENUM_DESCRIPTIONS_KEYWORD) {
        for value in values.values_mut() {
            if let Value::String(text) = value {
                *text = unwrap_prose(text);
            }
        }
    }
}

/// Joins the hard-wrapped lines of each paragraph; keeps blank lines and list items.
fn unwrap_prose(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut previous_blank = true;
    for line in text.lines() {
        let line = line.trim();
        let starts_item = line.starts_with("- ") || line.starts_with("* ");
        if line.is_empty() {
            out.push_str("\n\n");
        } else if previous_blank || starts_item {
            if !out.is_empty() && !out.ends_with('\n') {
                out.push('\n');
            }
            out.push_str(line);
        } else {
            out.push(' ');
            out.push_str(line);
        }
        previous_blank = line.is_empty();
    }
    out.trim_end().to_owned()
}

fn drop_numeric_format(object: &mut Map<String, Value>) {
    if object
        .get("format")
        .and_then(Value::as_str)
        .is_some_and(|f| NUMERIC_FORMATS.contains(&f))
    {
        object.remove("format");
    }
}

fn collapse_const_one_of(object: &mut Map<String, Value>) {
    let Some(Value::Array(members)) = object.get("oneOf") else {
        return;
    };
    let mut values = Vec::with_capacity(members.len());
    let mut descriptions = Map::new();
    for member in members {
        let Some(member) = member.as_object() else {
            return;
        };
        let only_const = member
            .keys()
            .all(|k| matches!(k.as_str(), "const" | "type" | "description"));
        let (Some(Value::String(value)), true, Some("string")) = (
            member.get("const"),
            only_const,
            member.get("type").and_then(Value::as_str),
        ) else {
            return;
        };
        if let Some(description) = member.get("description") {
            descriptions.insert(value.clone(), description.clone());
        }
        values.push(Value::String(value.clone()));
    }
    object.remove("oneOf");
    object.insert("type".into(), Value::String("string".into()));
    object.insert("enum".into(), Value::Array(values));
    if !descriptions.is_empty() {
        object.insert(
            ENUM_DESCRIPTIONS_KEYWORD.into(),
            Value::Object(descriptions),
        );
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn documented_unit_enum_becomes_enum_with_value_descriptions() {
        let mut schema = json!({
            "description": "Phase.",
            "oneOf": [
                {"const": "started", "type": "string", "description": "Began."},
                {"const": "completed", "type": "string"}
            ]
        });
        normalize(&mut schema, Spelling::Original);
        assert_eq!(
            schema,
            json!({
                "description": "Phase.",
                "type": "string",
                "enum": ["started", "completed"],
                "x-enum-descriptions": {"started": "Began."}
            })
        );
    }

    #[test]
    fn the_interop_spelling_lists_enum_descriptions_parallel_to_enum() {
        let mut schema = json!({
            "oneOf": [
                {"const": "started", "type": "string", "description": "Began."},
                {"const": "completed", "type": "string"}
            ]
        });
        normalize(&mut schema, Spelling::Interop);
        assert_eq!(schema["x-enum-descriptions"], json!(["Began.", null]));
        let read = enum_descriptions(&schema);
        assert_eq!(read, vec![(json!("started"), "Began.".to_owned())]);
        let map =
            json!({"enum": ["started", "completed"], "x-enum-descriptions": {"started": "Began."}});
        assert_eq!(enum_descriptions(&map), read);
    }

    #[test]
    fn a_recursive_json_value_loses_its_self_references_and_nothing_else_does() {
        let json_value = |name: &str| {
            let this = json!({"$ref": format!("#/$defs/{name}")});
            json!({"anyOf": [
                {"type": "string"}, {"type": "number"}, {"type": "boolean"}, {"type": "null"},
                {"type": "array", "items": this}, {"type": "object", "additionalProperties": this}
            ]})
        };
        // A tree of strings is recursive but admits less than every JSON value: it stays.
        let tree = json!({"anyOf": [{"type": "string"}, {"type": "array", "items": {"$ref": "#/$defs/Tree"}}]});
        let mut schema = json!({"$defs": {"JsonValue": json_value("JsonValue"), "Tree": tree, "Other": json_value("JsonValue")}});
        let original = schema.clone();
        normalize(&mut schema, Spelling::Original);
        assert_eq!(schema, original);
        normalize(&mut schema, Spelling::Interop);
        assert_eq!(
            schema["$defs"]["JsonValue"]["anyOf"][4],
            json!({"type": "array"})
        );
        assert_eq!(
            schema["$defs"]["JsonValue"]["anyOf"][5],
            json!({"type": "object"})
        );
        assert_eq!(schema["$defs"]["Tree"], original["$defs"]["Tree"]);
        assert_eq!(schema["$defs"]["Other"], original["$defs"]["Other"]);
    }

    #[test]
    fn wrapped_doc_lines_are_joined_and_paragraphs_and_items_kept() {
        assert_eq!(
            unwrap_prose("One line\nwrapped.\n\nLabels:\n- `a`\n- `b`\n  wrapped"),
            "One line wrapped.\n\nLabels:\n- `a`\n- `b` wrapped"
        );
    }

    #[test]
    fn one_of_objects_is_left_alone() {
        let original = json!({"oneOf": [{"const": "a", "type": "string"}, {"type": "object"}]});
        let mut schema = original.clone();
        normalize(&mut schema, Spelling::Interop);
        assert_eq!(schema, original);
    }

    #[test]
    fn rust_width_formats_are_dropped_and_real_formats_kept() {
        let mut schema = json!({
            "properties": {
                "n": {"type": "integer", "format": "uint64", "minimum": 0},
                "at": {"type": "string", "format": "date-time"}
            }
        });
        normalize(&mut schema, Spelling::Interop);
        assert_eq!(
            schema,
            json!({
                "properties": {
                    "n": {"type": "integer", "minimum": 0},
                    "at": {"type": "string", "format": "date-time"}
                }
            })
        );
    }
}
