//! A stream rules document read from JSON, each mistake named by its JSON Pointer in the file.

use std::sync::OnceLock;

use serde::Deserialize as _;
use serde_json::Value;

use super::{Requirement, RulesDocument, StreamRule, check_ids};

/// The most rules a rules document holds: every rule is checked on every event.
pub const MAX_RULES: usize = 1_000;

/// The most selectors the rules of a document name in all: holding them against a contract
/// costs selectors times event types.
pub const MAX_SELECTORS: usize = 10_000;

/// What is wrong in a rules document: where it is (a JSON Pointer into the document) and what
/// was expected there.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("at `{pointer}`: {message}")]
pub struct RulesError {
    /// Where, in the rules document.
    pub pointer: String,
    /// What is wrong, and what was expected.
    pub message: String,
}

impl RulesError {
    pub(super) fn new(pointer: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            pointer: pointer.into(),
            message: message.into(),
        }
    }
}

/// The rules document `value`: refused at the first rule that is not one, at a field no rule
/// kind has (a misspelt name would otherwise be ignored), and at a repeated id.
pub fn read(value: &Value) -> Result<RulesDocument, RulesError> {
    let Some(object) = value.as_object() else {
        return Err(RulesError::new("", "expected an object with `rules`"));
    };
    let fields = ["family", "version", "rules"];
    if let Some(key) = object.keys().find(|key| !fields.contains(&key.as_str())) {
        return Err(unknown(String::new(), key, &fields));
    }
    let Some(listed) = object.get("rules").and_then(Value::as_array) else {
        return Err(RulesError::new("/rules", "expected an array of rules"));
    };
    if listed.len() > MAX_RULES {
        let message = format!(
            "{} rules: a rules document holds at most {MAX_RULES} (every rule is checked on every event)",
            listed.len()
        );
        return Err(RulesError::new("/rules", message));
    }
    let mut rules = Vec::with_capacity(listed.len());
    let mut selectors = 0;
    for (index, rule) in listed.iter().enumerate() {
        let pointer = format!("/rules/{index}");
        let read = StreamRule::deserialize(rule)
            .map_err(|error| RulesError::new(&pointer, error.to_string()))?;
        let fields = rule_fields(&read.requirement);
        if let Some(key) = (rule.as_object().into_iter().flat_map(|o| o.keys()))
            .find(|key| !fields.contains(&key.as_str()))
        {
            return Err(unknown(pointer, key, &fields));
        }
        if let Requirement::Reassembly {
            value: None,
            json: false,
            ..
        } = read.requirement
        {
            let message = "a reassembly without `value` checks that the joined texts are JSON, \
                           so it needs `json`: true";
            return Err(RulesError::new(format!("{pointer}/json"), message));
        }
        selectors += read.requirement.selectors().len();
        if selectors > MAX_SELECTORS {
            let message = format!(
                "the rules name more than {MAX_SELECTORS} selectors (events they are about) in all"
            );
            return Err(RulesError::new(pointer, message));
        }
        rules.push(read);
    }
    check_ids(&rules).map_err(|error| {
        RulesError::new(format!("/rules/{}/id", error.second), error.to_string())
    })?;
    let name = |key| match object.get(key) {
        None => Ok(String::new()),
        Some(Value::String(name)) => Ok(name.clone()),
        Some(_) => Err(RulesError::new(format!("/{key}"), "expected a string")),
    };
    Ok(RulesDocument {
        family: name("family")?,
        version: name("version")?,
        rules,
    })
}

/// The fields a rule of `requirement`'s kind has, as the published rules schema lists them:
/// those of every rule and those of its kind.
fn rule_fields(requirement: &Requirement) -> Vec<&'static str> {
    static KINDS: OnceLock<Value> = OnceLock::new();
    let schema = KINDS.get_or_init(RulesDocument::json_schema);
    let rule = &schema["$defs"]["StreamRule"];
    let kind = requirement.kind();
    let of_kind = (rule["oneOf"].as_array().into_iter().flatten())
        .find(|member| member["properties"]["kind"]["const"] == kind);
    let names = |schema: &'static Value| {
        (schema["properties"].as_object().into_iter()).flat_map(|p| p.keys().map(String::as_str))
    };
    names(rule)
        .chain(of_kind.into_iter().flat_map(names))
        .collect()
}

/// An unknown field `key` of the object at `pointer`, whose fields are `fields`.
fn unknown(pointer: String, key: &str, fields: &[&str]) -> RulesError {
    let mut message = format!("unknown field `{key}`");
    if let Some(near) = crate::suggest::closest(key, fields.iter().copied(), 0.8) {
        message.push_str(&format!(" (did you mean `{near}`?)"));
    }
    message.push_str(&format!(": expected `{}`", fields.join("`, `")));
    RulesError::new(format!("{pointer}/{}", escape(key)), message)
}

/// `key` as a JSON Pointer token.
pub(super) fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}
