//! Stream rules: what a sequence of individually valid events must also satisfy, declared per
//! family version in a small vocabulary and exported beside the snapshot.
//!
//! Every rule says in its `source` which sentence of which upstream document it comes from;
//! where a family's documentation states no rule, none is declared.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

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
    /// The rules, in the order they are checked.
    pub rules: Vec<StreamRule>,
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
