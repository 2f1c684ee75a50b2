//! Stream rules: what a sequence of individually valid events must also satisfy, declared per
//! family version in a small vocabulary and exported beside the snapshot.
//!
//! Every rule says in its `source` which sentence of which upstream document it comes from;
//! where a family's documentation states no rule, none is declared.

mod against;
mod read;

use std::borrow::Cow;

use schemars::JsonSchema;
use serde::{Deserialize, Deserializer, Serialize};

pub use against::check_against;
pub use read::{MAX_RULES, MAX_SELECTORS, RulesError, read};

/// Which events a rule is about: an event type, optionally only those whose field has a value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Selector {
    /// The event type (tag value, or root type name in an untagged family).
    pub event_type: String,
    /// Only events whose field at this JSON pointer has one of these values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<Condition>,
}

/// A field condition of a [`Selector`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
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
        /// JSON pointer of the field whose value scopes the key: two events pair only when
        /// both fields are equal, an absent one being a scope of its own (AG-UI's steps, keyed
        /// by name within the subagent that runs them).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        within: Option<String>,
        /// The closing events that may come with nothing open: a close matching one of these
        /// (as well as `close`) and closing nothing is no violation (a call refused before it
        /// started ends with no start). Empty: every close needs its open.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        alone: Vec<Selector>,
        /// The events before which everything opened must be closed: one of these with a key
        /// still open is a violation for each such key (AG-UI's `RUN_FINISHED`).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        closed_before: Vec<Selector>,
        /// The events that start afresh: what is open is forgotten, unreported (AG-UI's
        /// `RUN_STARTED` after a `RUN_ERROR`).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        reset_by: Vec<Selector>,
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
        /// The events before which every start must have ended: one of these with a key still
        /// started is a violation for each such key (AG-UI's `RUN_FINISHED`).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        closed_before: Vec<Selector>,
        /// The events that start afresh: what is started is forgotten, unreported (AG-UI's
        /// `RUN_STARTED` after a `RUN_ERROR`).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        reset_by: Vec<Selector>,
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
    /// The event right after `event`, if there is one, is one of `next`: the events allowed
    /// after a terminal one (AG-UI: after `RUN_FINISHED` only `RUN_STARTED` or `RUN_ERROR`).
    FollowedBy {
        /// The event.
        event: Selector,
        /// The events that may come right after it.
        next: Vec<Selector>,
    },
    /// The stream (each group) starts with one of these events, the `ignoring` events aside.
    StartsWith {
        /// The events a stream may start with.
        events: Vec<Selector>,
        /// The events that may come anywhere, before the first too, and are not the stream's
        /// start (Anthropic's `ping`). Empty: the first event is the start.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        ignoring: Vec<Selector>,
    },
    /// A field of the events counts 0, 1, 2, ... in the order they come, from 0 again after
    /// a `reset_by` event (Anthropic's content block `index`).
    Numbered {
        /// The numbered events.
        event: Selector,
        /// JSON pointer of the number.
        field: String,
        /// The events after which counting starts again at 0.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        reset_by: Vec<Selector>,
    },
    /// An item's kind is one its opening event's kind allows: the kind of a delta fits the
    /// kind of the block it belongs to, by key (Anthropic's `text_delta` in a `text` block).
    Fits {
        /// The opening events.
        open: Selector,
        /// JSON pointer of the opening event's kind.
        open_kind: String,
        /// The items.
        item: Selector,
        /// JSON pointer of an item's kind.
        item_kind: String,
        /// JSON pointer of the key that ties an item to its opening event, in both.
        key: String,
        /// Each opening kind, with the item kinds it allows (a kind not listed allows none).
        allowed: std::collections::BTreeMap<String, Vec<String>>,
    },
    /// Exactly one such event, and it ends the stream.
    Terminal {
        /// The terminal event.
        event: Selector,
    },
    /// Concatenated delta texts equal the final value, when the final value is present; without
    /// a final value, the joined texts of a `json` reassembly are JSON (Anthropic's tool input).
    Reassembly {
        /// The delta events.
        delta: Selector,
        /// JSON pointer of the text in each delta.
        text: String,
        /// The event that carries the final value.
        complete: Selector,
        /// JSON pointer of the final value; `None`: the complete event carries none, and the
        /// joined texts, when there are any, must parse as JSON (`json` must be set).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        value: Option<String>,
        /// Whether the concatenated text is JSON to compare with the final value as JSON.
        json: bool,
        /// JSON pointer of the key in both; `None` joins the deltas since the last final value.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
    },
    /// The events carry a list of items, each merged across events by its key, and every item
    /// has a value (not `null`) at `field` in one of them at least by the end of the stream
    /// (OpenAI's Chat Completions chunks: each choice, merged by its `index`, gets its
    /// `finish_reason`).
    EachItemGets {
        /// The events that carry the list.
        event: Selector,
        /// JSON pointer of the list in each event.
        items: String,
        /// JSON pointer of an item's key, within the item.
        key: String,
        /// JSON pointer, within the item, of the field every item gets.
        field: String,
    },
    /// The events carry a list of items, each merged across events by its key, and the items
    /// first come in the order of their keys, 0, 1, 2, ...: an item whose key is new, taken in
    /// the order of the list, has the number of the items before it (OpenAI's Python SDK looks
    /// a Chat Completions choice up by its `index` among the choices so far).
    ItemsNumbered {
        /// The events that carry the list.
        event: Selector,
        /// JSON pointer of the list in each event.
        items: String,
        /// JSON pointer of an item's key, within the item: its number.
        key: String,
    },
}

/// One stream rule of a family version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
// A field its kind does not have is refused (`deny_unknown_fields` cannot see through the
// flattened requirement; [`read`] refuses it the same way).
#[schemars(extend("unevaluatedProperties" = false))]
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
#[serde(deny_unknown_fields)]
#[schemars(title = "EventspecStreamRules")]
pub struct RulesDocument {
    /// The family id (for your own contract, any name you give it; reports name rules by id).
    #[serde(default)]
    pub family: String,
    /// The version id (for your own contract, any name you give it).
    #[serde(default)]
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

/// Which of a rule's selectors a field pointer of it applies to, by the selector's place.
pub type AppliesTo = fn(&str) -> bool;

impl Requirement {
    /// The rule's selectors, each with its place in the rule (`open`, `close/1`).
    pub fn selectors(&self) -> Vec<(String, &Selector)> {
        fn named<'a>(pairs: &[(&str, &'a Selector)]) -> Vec<(String, &'a Selector)> {
            pairs
                .iter()
                .map(|(name, s)| ((*name).to_owned(), *s))
                .collect()
        }
        fn listed<'a>(name: &str, list: &'a [Selector]) -> Vec<(String, &'a Selector)> {
            (list.iter().enumerate())
                .map(|(i, s)| (format!("{name}/{i}"), s))
                .collect()
        }
        match self {
            Self::Pairing {
                open,
                close,
                alone,
                closed_before,
                reset_by,
                ..
            } => {
                let mut out = named(&[("open", open)]);
                out.extend(listed("close", close));
                out.extend(listed("alone", alone));
                out.extend(listed("closed_before", closed_before));
                out.extend(listed("reset_by", reset_by));
                out
            }
            Self::FollowedBy { event, next } => {
                let mut out = named(&[("event", event)]);
                out.extend(listed("next", next));
                out
            }
            Self::StartsWith { events, ignoring } => {
                let mut out = listed("events", events);
                out.extend(listed("ignoring", ignoring));
                out
            }
            Self::Numbered {
                event, reset_by, ..
            } => {
                let mut out = named(&[("event", event)]);
                out.extend(listed("reset_by", reset_by));
                out
            }
            Self::Fits { open, item, .. } => named(&[("open", open), ("item", item)]),
            Self::Bracketing {
                start,
                delta,
                end,
                closed_before,
                reset_by,
                ..
            } => {
                let mut out = named(&[("start", start), ("delta", delta), ("end", end)]);
                out.extend(listed("closed_before", closed_before));
                out.extend(listed("reset_by", reset_by));
                out
            }
            Self::Precedes { first, then, .. } => named(&[("first", first), ("then", then)]),
            Self::First { event } | Self::Last { event } | Self::Terminal { event } => {
                named(&[("event", event)])
            }
            Self::Monotonic { event, .. }
            | Self::EachItemGets { event, .. }
            | Self::ItemsNumbered { event, .. } => named(&[("event", event)]),
            Self::Reassembly {
                delta, complete, ..
            } => named(&[("delta", delta), ("complete", complete)]),
        }
    }

    /// The rule's field pointers, each with its name in the rule and which selectors' events
    /// it reads; a pointer within a list's items reads the first item (`/choices/0/index`).
    pub fn pointers(&self) -> Vec<(&'static str, Cow<'_, str>, AppliesTo)> {
        let every: AppliesTo = |_| true;
        let mut out = Vec::new();
        match self {
            Self::Pairing { key, within, .. } => {
                // The events that start afresh, or before which all must be closed, need none.
                let paired: AppliesTo = |place| {
                    place == "open" || place.starts_with("close/") || place.starts_with("alone/")
                };
                out.extend(key.as_deref().map(|key| ("key", key, paired)));
                // A scope may be absent: it is checked to be a field of one event at least.
                let some: AppliesTo = |place| place == "open";
                out.extend(within.as_deref().map(|within| ("within", within, some)));
            }
            Self::Bracketing { key, .. } => {
                let bracketed: AppliesTo = |place| matches!(place, "start" | "delta" | "end");
                out.extend(key.as_deref().map(|key| ("key", key, bracketed)));
            }
            Self::Precedes { key, .. } => out.push(("key", key.as_str(), every)),
            Self::Monotonic { field, .. } => out.push(("field", field.as_str(), every)),
            Self::Reassembly {
                text, value, key, ..
            } => {
                out.push(("text", text.as_str(), |place| place == "delta"));
                out.extend(value.as_deref().map(|value| {
                    let complete: AppliesTo = |place| place == "complete";
                    ("value", value, complete)
                }));
                out.extend(key.as_deref().map(|key| ("key", key, every)));
            }
            Self::Numbered { field, .. } => {
                out.push(("field", field.as_str(), |place| place == "event"));
            }
            Self::Fits {
                open_kind,
                item_kind,
                key,
                ..
            } => {
                out.push(("open_kind", open_kind.as_str(), |place| place == "open"));
                out.push(("item_kind", item_kind.as_str(), |place| place == "item"));
                out.push(("key", key.as_str(), every));
            }
            Self::First { .. }
            | Self::Last { .. }
            | Self::Terminal { .. }
            | Self::FollowedBy { .. }
            | Self::StartsWith { .. }
            | Self::EachItemGets { .. }
            | Self::ItemsNumbered { .. } => {}
        }
        let mut out: Vec<_> = (out.into_iter())
            .map(|(name, pointer, applies_to)| (name, Cow::Borrowed(pointer), applies_to))
            .collect();
        if let Self::EachItemGets { items, key, .. } | Self::ItemsNumbered { items, key, .. } = self
        {
            out.push(("items", Cow::Borrowed(items.as_str()), every));
            out.push(("key", Cow::Owned(format!("{items}/0{key}")), every));
        }
        if let Self::EachItemGets { items, field, .. } = self {
            out.push(("field", Cow::Owned(format!("{items}/0{field}")), every));
        }
        out
    }

    /// The kind's name, as rules documents write it (`pairing`).
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Pairing { .. } => "pairing",
            Self::Bracketing { .. } => "bracketing",
            Self::Precedes { .. } => "precedes",
            Self::First { .. } => "first",
            Self::Last { .. } => "last",
            Self::Monotonic { .. } => "monotonic",
            Self::Terminal { .. } => "terminal",
            Self::Reassembly { .. } => "reassembly",
            Self::FollowedBy { .. } => "followed-by",
            Self::StartsWith { .. } => "starts-with",
            Self::Numbered { .. } => "numbered",
            Self::Fits { .. } => "fits",
            Self::EachItemGets { .. } => "each-item-gets",
            Self::ItemsNumbered { .. } => "items-numbered",
        }
    }
}

/// The rules file that goes with the schema file `schema`: `NAME.rules.json` for `NAME.json`
/// (and for `NAME` without the extension), as `eventspec export` lays out the registry's.
pub fn rules_file_of(schema: &str) -> String {
    format!(
        "{}.rules.json",
        schema.strip_suffix(".json").unwrap_or(schema)
    )
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
mod tests;
