//! Rewrites schemars output into the idioms every snapshot uses.
//!
//! - A documented Rust enum of unit variants comes out of schemars as a `oneOf` of string
//!   `const`s; it becomes `enum` (what validators report and diff tools compare), with each
//!   value's doc kept in `x-enum-descriptions`.
//! - Doc comments are hard-wrapped in source; descriptions are not: lines of a paragraph are
//!   joined with a space, while paragraph breaks and list items stay on lines of their own.
//! - Rust's integer and float widths (`format: uint64`, `double`, ...) are not JSON Schema
//!   formats and say nothing about the wire; they are dropped.

use serde_json::{Map, Value};

/// Keyword under which the description of each enum value is kept.
pub const ENUM_DESCRIPTIONS_KEYWORD: &str = "x-enum-descriptions";

const NUMERIC_FORMATS: &[&str] = &[
    "int8", "int16", "int32", "int64", "int", "uint8", "uint16", "uint32", "uint64", "uint",
    "float", "double",
];

/// Normalizes `schema` in place, recursively.
pub fn normalize(schema: &mut Value) {
    match schema {
        Value::Object(object) => {
            for value in object.values_mut() {
                normalize(value);
            }
            drop_numeric_format(object);
            collapse_const_one_of(object);
            unwrap_descriptions(object);
        }
        Value::Array(items) => items.iter_mut().for_each(normalize),
        _ => {}
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
        normalize(&mut schema);
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
        normalize(&mut schema);
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
        normalize(&mut schema);
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
