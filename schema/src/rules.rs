//! Stream rules: what a sequence of individually valid events must also satisfy, declared per
//! family version in a small vocabulary and exported beside the snapshot.
//!
//! Every rule says in its `source` which sentence of which upstream document it comes from;
//! where a family's documentation states no rule, none is declared.

use schemars::JsonSchema;
use serde::{Deserialize, Deserializer, Serialize};

/// Which events a rule is about: an event type, optionally only those whose field has a value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Selector {
    /// The event type (tag value, or root type name in an untagged family).
    pub event_type: String,
    /// Only events whose field at this JSON pointer has one of these values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<Condition>,
}

/// A field condition of a [`Selector`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Condition {
    /// JSON pointer of the field, e.g. `/phase`.
    pub field: String,
    /// The values that select the event.
    pub values: Vec<String>,
}

/// What a rule requires.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Requirement {
    /// Every opening event is closed exactly once by a closing event with the same key; a
    /// closing event without an open key is a violation, and so is a key still open at the end.
    Pairing {
        /// The opening events.
        open: Selector,
        /// The closing events.
        close: Vec<Selector>,
        /// JSON pointer of the key in both; `None` pairs them by nesting order.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
    },
    /// Deltas come only between a start and an end with the same key.
    Bracketing {
        /// The start event.
        start: Selector,
        /// The delta events.
        delta: Selector,
        /// The end event.
        end: Selector,
        /// JSON pointer of the key in all three; `None` brackets by order.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
    },
    /// An event of one kind precedes another with the same key.
    Precedes {
        /// The event that comes first.
        first: Selector,
        /// The event that must not come before it.
        then: Selector,
        /// JSON pointer of the key in both.
        key: String,
    },
    /// If the event occurs, it is the first of the stream.
    First {
        /// The event.
        event: Selector,
    },
    /// Nothing follows the event.
    Last {
        /// The event.
        event: Selector,
    },
    /// A field never decreases from one event to the next that has it.
    Monotonic {
        /// The events that carry the field.
        event: Selector,
        /// JSON pointer of the field.
        field: String,
        /// Whether equal values are violations too.
        strict: bool,
    },
    /// Exactly one such event, and it ends the stream.
    Terminal {
        /// The terminal event.
        event: Selector,
    },
    /// Concatenated delta texts equal the final value, when the final value is present.
    Reassembly {
        /// The delta events.
        delta: Selector,
        /// JSON pointer of the text in each delta.
        text: String,
        /// The event that carries the final value.
        complete: Selector,
        /// JSON pointer of the final value.
        value: String,
        /// Whether the concatenated text is JSON to compare with the final value as JSON.
        json: bool,
        /// JSON pointer of the key in both; `None` joins the deltas since the last final value.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
    },
}

/// One stream rule of a family version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct StreamRule {
    /// A stable id, e.g. `tool-call-completed`.
    pub id: String,
    /// What the rule requires, in a sentence.
    pub description: String,
    /// The upstream sentence the rule comes from, and where it is.
    pub source: String,
    /// The requirement.
    #[serde(flatten)]
    pub requirement: Requirement,
}

/// The rules document of a family version, exported as `<version>.rules.json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(title = "EventspecStreamRules")]
pub struct RulesDocument {
    /// The family id.
    pub family: String,
    /// The version id.
    pub version: String,
    /// The rules, in the order they are checked; each id names one rule (a document that
    /// repeats an id is refused where it is read).
    #[serde(deserialize_with = "unique_ids")]
    pub rules: Vec<StreamRule>,
}

/// Two rules of one list with the same id: which id, and where each is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "the rule id `{id}` is repeated: `rules[{first}]` and `rules[{second}]` both have it (an id names one rule: rules are compared, reported and accepted by id)"
)]
pub struct RepeatedRuleId {
    /// The id.
    pub id: String,
    /// The index of its first rule.
    pub first: usize,
    /// The index of the next rule with it.
    pub second: usize,
}

/// Refuses `rules` when two of them have the same id, naming the first repeat.
pub fn check_ids(rules: &[StreamRule]) -> Result<(), RepeatedRuleId> {
    let mut seen = std::collections::HashMap::with_capacity(rules.len());
    for (index, rule) in rules.iter().enumerate() {
        if let Some(first) = seen.insert(rule.id.as_str(), index) {
            return Err(RepeatedRuleId {
                id: rule.id.clone(),
                first,
                second: index,
            });
        }
    }
    Ok(())
}

/// The `rules` of a document, refused when two have the same id.
fn unique_ids<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<StreamRule>, D::Error> {
    let rules = Vec::<StreamRule>::deserialize(deserializer)?;
    check_ids(&rules).map_err(serde::de::Error::custom)?;
    Ok(rules)
}

impl RulesDocument {
    /// The JSON Schema of rules documents (draft 2020-12).
    pub fn json_schema() -> serde_json::Value {
        crate::document::json_schema_of::<Self>()
    }
}

/// A selector of `event_type`.
pub fn on(event_type: &str) -> Selector {
    Selector {
        event_type: event_type.to_owned(),
        when: None,
    }
}

/// A selector of `event_type` whose `field` is one of `values`.
pub fn on_when(event_type: &str, field: &str, values: &[&str]) -> Selector {
    Selector {
        event_type: event_type.to_owned(),
        when: Some(Condition {
            field: field.to_owned(),
            values: values.iter().map(|v| (*v).to_owned()).collect(),
        }),
    }
}

/// A rule.
pub fn rule(id: &str, description: &str, source: &str, requirement: Requirement) -> StreamRule {
    StreamRule {
        id: id.to_owned(),
        description: description.to_owned(),
        source: source.to_owned(),
        requirement,
    }
}

#[cfg(test)]
mod tests {
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
}
