//! `eventspec show`: a family version's event types and their fields, for people.

use std::fmt::Write as _;

use eventspec_schema::{document::event_types, resolve};
use serde_json::Value;

use crate::{Outcome, cli::FamilyArgs, output};

/// Prints the event types of the requested family version.
pub fn run(args: &FamilyArgs) -> anyhow::Result<Outcome> {
    let (family, version) = resolve(&args.family)?;
    let document = version.schema(family);
    let mut out = String::new();
    let status = if family.is_current(version) {
        "current"
    } else {
        "frozen"
    };
    let _ = writeln!(
        out,
        "{}@{} ({status}): {}",
        family.id, version.id, family.union_name
    );
    let _ = writeln!(
        out,
        "stability {} | union {} | content {} | tag {}",
        family.stability,
        family.union,
        family.content,
        family
            .tag
            .map_or_else(|| "none".to_owned(), |t| format!("`{t}`"))
    );
    let _ = writeln!(out, "upstream: {}", version.upstream);
    let events = event_types(&document, family.tag);
    let mut shown = Vec::new();
    for event in &events {
        let name = event.tag_value.as_deref().unwrap_or(&event.def_name);
        let _ = writeln!(out, "\n{name}  ({})", event.def_name);
        if let Some(def) = document.pointer(&format!("/$defs/{}", event.def_name)) {
            describe_object(&mut out, def, &document);
        }
        shown.push(event.def_name.clone());
    }
    let others: Vec<&String> = document
        .get("$defs")
        .and_then(Value::as_object)
        .map(|defs| defs.keys().filter(|k| !shown.contains(k)).collect())
        .unwrap_or_default();
    if !others.is_empty() {
        let others: Vec<&str> = others.iter().map(|s| s.as_str()).collect();
        let _ = writeln!(out, "\nother types: {}", others.join(", "));
    }
    let rules = (version.rules)();
    if rules.is_empty() {
        let _ = writeln!(
            out,
            "\nstream rules: none stated by the family's documentation"
        );
    } else {
        let _ = writeln!(
            out,
            "\nstream rules (checked by `eventspec validate --stream`):"
        );
        for rule in rules {
            let _ = writeln!(out, "  {}: {}", rule.id, rule.description);
        }
    }
    output::stdout(&out)?;
    Ok(Outcome::Success)
}

fn describe_object(out: &mut String, def: &Value, document: &Value) {
    if let Some(description) = def.get("description").and_then(Value::as_str) {
        let _ = writeln!(out, "  {}", first_sentence(description));
    }
    let required: Vec<&str> = def
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let Some(properties) = def.get("properties").and_then(Value::as_object) else {
        if def.get("oneOf").is_some() {
            let _ = writeln!(out, "  one of: {}", type_expr(def, document));
        }
        return;
    };
    let mut names: Vec<&String> = properties.keys().collect();
    // Required fields first, in declaration order; then the optional ones by name.
    names.sort_by_key(|name| {
        (
            required
                .iter()
                .position(|r| r == name)
                .unwrap_or(usize::MAX),
            name.as_str(),
        )
    });
    let rows: Vec<(String, String, &str, String)> = names
        .iter()
        .map(|name| {
            let schema = &properties[name.as_str()];
            let presence = if required.contains(&name.as_str()) {
                "required"
            } else {
                "optional"
            };
            let doc = schema
                .get("description")
                .and_then(Value::as_str)
                .map(first_sentence)
                .unwrap_or_default();
            ((*name).clone(), type_expr(schema, document), presence, doc)
        })
        .collect();
    let name_width = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let type_width = rows.iter().map(|r| r.1.len()).max().unwrap_or(0).min(48);
    for (name, ty, presence, doc) in rows {
        let _ = writeln!(
            out,
            "    {name:<name_width$}  {ty:<type_width$}  {presence:<8}  {doc}"
        );
    }
    let closed = def.get("additionalProperties") == Some(&Value::Bool(false));
    if closed {
        let _ = writeln!(out, "    (closed: no other fields)");
    }
}

/// A short, readable type expression for a property schema.
fn type_expr(schema: &Value, document: &Value) -> String {
    let Some(object) = schema.as_object() else {
        return if schema == &Value::Bool(false) {
            "never".into()
        } else {
            "any".into()
        };
    };
    if let Some(reference) = object.get("$ref").and_then(Value::as_str) {
        let name = reference.rsplit('/').next().unwrap_or(reference);
        let target = reference
            .strip_prefix('#')
            .and_then(|pointer| document.pointer(pointer));
        return match target.and_then(|t| t.get("enum")) {
            Some(values) => enum_expr(values),
            None => name.to_owned(),
        };
    }
    if let Some(value) = object.get("const") {
        return value.to_string();
    }
    if let Some(values) = object.get("enum") {
        return enum_expr(values);
    }
    for keyword in ["anyOf", "oneOf"] {
        if let Some(members) = object.get(keyword).and_then(Value::as_array) {
            let parts: Vec<String> = members.iter().map(|m| type_expr(m, document)).collect();
            return parts.join(" | ");
        }
    }
    let types: Vec<&str> = match object.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => return "any".into(),
    };
    let parts: Vec<String> = types
        .iter()
        .map(|t| match *t {
            "array" => match object.get("items") {
                Some(items) => format!("{}[]", type_expr(items, document)),
                None => "array".into(),
            },
            other => other.to_owned(),
        })
        .collect();
    parts.join(" | ")
}

fn enum_expr(values: &Value) -> String {
    values
        .as_array()
        .map(|vs| {
            vs.iter()
                .map(Value::to_string)
                .collect::<Vec<_>>()
                .join(" | ")
        })
        .unwrap_or_default()
}

fn first_sentence(text: &str) -> String {
    let paragraph = text.split("\n\n").next().unwrap_or(text);
    match paragraph.find(". ") {
        Some(end) => paragraph[..=end].to_owned(),
        None => paragraph.to_owned(),
    }
}
