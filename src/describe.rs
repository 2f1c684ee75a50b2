//! Schemas described in a few words for people: a property's type expression, a description's
//! first sentence. `eventspec show` and the site of `eventspec docs` print them.

use eventspec_schema::model::{Contract, JsonType, NodeId, Reference, Schema};
use serde_json::Value;

/// A short, readable type expression for a property schema.
pub fn type_expr(contract: &Contract, id: NodeId) -> String {
    let keywords = match &contract.node(id).schema {
        Schema::Always => return "any".into(),
        Schema::Never => return "never".into(),
        Schema::Keywords(keywords) => keywords,
    };
    match &keywords.reference {
        Some(Reference::Local(target)) => {
            let target = contract.resolved(*target);
            return match contract.keywords(target).and_then(|k| k.values.as_deref()) {
                Some(values) => enum_expr(values),
                None => contract
                    .definition_name(target)
                    .unwrap_or_else(|| contract.node(target).pointer.clone()),
            };
        }
        Some(Reference::Unresolved(reference)) => return reference.clone(),
        None => {}
    }
    if let Some(value) = &keywords.constant {
        return value.to_string();
    }
    if let Some(values) = &keywords.values {
        return enum_expr(values);
    }
    for members in [&keywords.any_of, &keywords.one_of] {
        if !members.is_empty() {
            let parts: Vec<String> = members.iter().map(|m| type_expr(contract, *m)).collect();
            return parts.join(" | ");
        }
    }
    let Some(types) = &keywords.types else {
        return "any".into();
    };
    let parts: Vec<String> = types
        .iter()
        .map(|t| match (t, keywords.items) {
            (JsonType::Array, Some(items)) => format!("{}[]", type_expr(contract, items)),
            (other, _) => other.name().to_owned(),
        })
        .collect();
    parts.join(" | ")
}

/// `enum` values as a union of JSON literals.
pub fn enum_expr(values: &[Value]) -> String {
    values
        .iter()
        .map(Value::to_string)
        .collect::<Vec<_>>()
        .join(" | ")
}

/// The first sentence of the first paragraph of `text`.
pub fn first_sentence(text: &str) -> String {
    let paragraph = text.split("\n\n").next().unwrap_or(text);
    match paragraph.find(". ") {
        Some(end) => paragraph[..=end].to_owned(),
        None => paragraph.to_owned(),
    }
}
