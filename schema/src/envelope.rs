//! How a family's events arrive wrapped in the messages of a capture: ACP's updates are the
//! `params.update` of JSON-RPC `session/update` notifications, in a log that also holds requests,
//! responses and other notifications.
//!
//! A snapshot says it in `x-eventspec.envelope`; a user's schema may say it the same way. The
//! validator reads each message of a capture, takes the event out of each envelope and lets the
//! other messages pass by, so every job (the checks, the stream rules, coverage) sees the same
//! events.
//!
//! An SSE capture's frames may name their events (`event: message_start`): where a contract says
//! which field of the event the name equals (`x-eventspec.sse_event_name`, a JSON pointer), the
//! validator holds each named frame to it.

use std::borrow::Cow;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Which messages of a capture hold an event, where the event is in them, and what scopes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Envelope {
    /// The JSON pointer of a member every message of the capture's protocol has (`/jsonrpc`):
    /// a record without it is an event as it is, so that events already taken out of their
    /// messages are read too. Absent: every record is a message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<Cow<'static, str>>,
    /// The JSON pointer of the message field that marks an envelope: `/method`.
    pub field: Cow<'static, str>,
    /// The value of that field on an envelope: `session/update`. A message with another value,
    /// or without the field, is no envelope and passes by.
    pub value: Cow<'static, str>,
    /// The JSON pointer of the event in an envelope: `/params/update`.
    pub event: Cow<'static, str>,
    /// The JSON pointer of what scopes the event in an envelope (`/params/sessionId`): the
    /// stream rules hold per value of it, as with `--group-by`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<Cow<'static, str>>,
}

/// The JSON pointer of the event field an SSE frame's `event:` name equals, as `document`
/// declares it in `x-eventspec.sse_event_name`, if it does; an error says what is wrong with a
/// declaration that is no JSON pointer.
pub fn sse_event_name_of(document: &serde_json::Value) -> Result<Option<String>, String> {
    let at = "/x-eventspec/sse_event_name";
    match document.pointer(at) {
        None => Ok(None),
        Some(serde_json::Value::String(pointer)) if pointer.starts_with('/') => {
            Ok(Some(pointer.clone()))
        }
        Some(other) => Err(format!(
            "`{at}` must be a JSON pointer into the event, starting with `/`; found {other}"
        )),
    }
}

/// A record of a capture as an [`Envelope`] reads it: a `serde_json::Value`, or any other
/// holder of JSON that finds values by JSON pointer.
pub trait Message: Sized {
    /// Whether the record has a value at `pointer`.
    fn has(&self, pointer: &str) -> bool;
    /// The string at `pointer`, if a string is there.
    fn string_at(&self, pointer: &str) -> Option<&str>;
    /// The value at `pointer` as text: a string as it is, any other value as JSON.
    fn text_at(&self, pointer: &str) -> Option<String>;
    /// The value at `pointer`, taken out of the record.
    fn take(self, pointer: &str) -> Option<Self>;
}

impl Message for serde_json::Value {
    fn has(&self, pointer: &str) -> bool {
        self.pointer(pointer).is_some()
    }

    fn string_at(&self, pointer: &str) -> Option<&str> {
        self.pointer(pointer)?.as_str()
    }

    fn text_at(&self, pointer: &str) -> Option<String> {
        self.pointer(pointer).map(|value| match value {
            serde_json::Value::String(text) => text.clone(),
            other => other.to_string(),
        })
    }

    fn take(mut self, pointer: &str) -> Option<Self> {
        self.pointer_mut(pointer).map(serde_json::Value::take)
    }
}

/// What one record of a capture is, read through an [`Envelope`].
#[derive(Debug, Clone, PartialEq)]
pub enum Opened<M = serde_json::Value> {
    /// An event: an envelope's, with its scope's value when the envelope declares one and the
    /// message has it; or a record that is no message of the capture's protocol, as it is.
    Event {
        /// The event taken out of the envelope.
        event: M,
        /// The scope's value, as text (a string as it is, any other value as JSON).
        scope: Option<String>,
    },
    /// An envelope without its event: what is missing, as a message.
    Empty(String),
    /// Not an envelope: the message passes by.
    PassedBy,
}

/// Opens `record` through `envelope`, when events arrive in one; without, it is an event.
pub fn open<M: Message>(envelope: Option<&Envelope>, record: M) -> Opened<M> {
    match envelope {
        Some(envelope) => envelope.open(record),
        None => Opened::Event {
            event: record,
            scope: None,
        },
    }
}

impl Envelope {
    /// The envelope `document` declares in `x-eventspec.envelope`, if any; an error says what is
    /// wrong with one that is no envelope (at its pointer).
    pub fn of(document: &serde_json::Value) -> Result<Option<Self>, String> {
        let at = "/x-eventspec/envelope";
        let Some(declared) = document.pointer(at) else {
            return Ok(None);
        };
        let envelope = Self::deserialize(declared).map_err(|error| {
            format!("`{at}` is no envelope ({{field, value, event, scope?}}): {error}")
        })?;
        let pointers = [
            ("field", Some(&envelope.field)),
            ("event", Some(&envelope.event)),
        ];
        for (name, pointer) in pointers
            .into_iter()
            .chain([("scope", envelope.scope.as_ref())])
        {
            if let Some(pointer) = pointer.filter(|p| !p.starts_with('/')) {
                return Err(format!(
                    "`{at}/{name}` must be a JSON pointer into the message, starting with `/`; found `{pointer}`"
                ));
            }
        }
        Ok(Some(envelope))
    }

    /// Opens `message`: its event, or why it has none.
    pub fn open<M: Message>(&self, message: M) -> Opened<M> {
        if let Some(marker) = &self.message
            && !message.has(marker)
        {
            return Opened::Event {
                event: message,
                scope: None,
            };
        }
        if message.string_at(&self.field) != Some(&*self.value) {
            return Opened::PassedBy;
        }
        let scope = (self.scope.as_deref()).and_then(|pointer| message.text_at(pointer));
        match message.take(&self.event) {
            Some(event) => Opened::Event { event, scope },
            None => Opened::Empty(format!(
                "a message whose `{}` is `{}` holds its event at `{}`, and this one has none",
                self.field, self.value, self.event
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn acp() -> Envelope {
        Envelope {
            message: Some("/jsonrpc".into()),
            field: "/method".into(),
            value: "session/update".into(),
            event: "/params/update".into(),
            scope: Some("/params/sessionId".into()),
        }
    }

    #[test]
    fn an_envelope_gives_its_event_and_scope() {
        let message = json!({"jsonrpc": "2.0", "method": "session/update",
            "params": {"sessionId": "s1", "update": {"sessionUpdate": "plan", "entries": []}}});
        assert_eq!(
            acp().open(message),
            Opened::Event {
                event: json!({"sessionUpdate": "plan", "entries": []}),
                scope: Some("s1".into())
            }
        );
    }

    #[test]
    fn a_document_declares_its_envelope_or_is_told_what_is_wrong() {
        let declared = |envelope| json!({"x-eventspec": {"envelope": envelope}});
        let good = serde_json::to_value(acp()).expect("an envelope is JSON");
        assert_eq!(Envelope::of(&declared(good)), Ok(Some(acp())));
        assert_eq!(Envelope::of(&json!({"type": "object"})), Ok(None));
        let error = Envelope::of(&declared(json!({"field": "/method"}))).expect_err("no value");
        assert!(error.contains("missing field `value`"), "{error}");
        let error = Envelope::of(&declared(
            json!({"field": "method", "value": "v", "event": "/params"}),
        ))
        .expect_err("no pointer");
        assert!(
            error.contains("`/x-eventspec/envelope/field` must be a JSON pointer"),
            "{error}"
        );
    }

    #[test]
    fn other_messages_pass_by_and_an_envelope_without_its_event_says_so() {
        for other in [
            json!({"jsonrpc": "2.0", "id": 1, "result": {"stopReason": "end_turn"}}),
            json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {}}),
            json!({"jsonrpc": "2.0", "method": 7}),
        ] {
            assert_eq!(acp().open(other), Opened::PassedBy);
        }
        // Without `jsonrpc`, a record is no message: an event as it is, checked as one.
        for bare in [
            json!({"sessionUpdate": "plan"}),
            json!({"method": "session/update"}),
            json!([1, 2]),
        ] {
            let event = Opened::Event {
                event: bare.clone(),
                scope: None,
            };
            assert_eq!(acp().open(bare), event);
        }
        let empty = json!({"jsonrpc": "2.0", "method": "session/update", "params": {}});
        let Opened::Empty(message) = acp().open(empty) else {
            panic!("an envelope without its event")
        };
        assert!(message.contains("`/params/update`"), "{message}");
    }
}
