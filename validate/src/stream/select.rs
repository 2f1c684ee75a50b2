//! Reading the events a rule names: selectors, keys and how they read in messages.

use std::borrow::Cow;

use eventspec_schema::rules::Selector;
use serde_json::Value;

use super::{Seen, value::key_text};

/// A selector as people read it: "`tool_lifecycle` with `phase` `completed` or `failed`".
pub(super) fn describe(selector: &Selector) -> String {
    let mut text = format!("`{}`", selector.event_type);
    if let Some(condition) = &selector.when {
        let values: Vec<String> = condition.values.iter().map(|v| format!("`{v}`")).collect();
        text.push_str(&format!(
            " with `{}` {}",
            condition.field.trim_start_matches('/'),
            values.join(" or ")
        ));
    }
    text
}

/// A value as a key: a string as it is (lent, not copied), anything else as its JSON text
/// ([`key_text`]).
pub(super) fn text_of(value: &Value) -> Cow<'_, str> {
    match value {
        Value::String(text) => Cow::Borrowed(text),
        other => Cow::Owned(key_text(other)),
    }
}

/// Whether the event `seen` is one `selector` names.
pub(super) fn matches(selector: &Selector, seen: &Seen<'_>) -> bool {
    if selector.event_type != "*" && Some(selector.event_type.as_str()) != seen.event_type {
        return false;
    }
    match &selector.when {
        None => true,
        Some(condition) => seen.value(&condition.field).is_some_and(|value| {
            let text = text_of(value);
            condition.values.iter().any(|v| *v == *text)
        }),
    }
}

/// The key of the event `seen` at `key` (`""` for a rule without one); `None` when the event
/// has none.
pub(super) fn key_of<'s>(seen: &'s Seen<'_>, key: Option<&String>) -> Option<Cow<'s, str>> {
    match key {
        None => Some(Cow::Borrowed("")),
        Some(pointer) => seen.value(pointer).filter(|v| !v.is_null()).map(text_of),
    }
}

/// The items of the list at `items` in the event `seen`, when it is one `event` names: each
/// with its position in the list and its key at `key` as text ([`text_of`]); an item without a
/// key (or whose key is `null`) is no item.
pub(super) fn keyed_items<'s>(
    event: &Selector,
    seen: &'s Seen<'_>,
    items: &str,
    key: &'s str,
) -> impl Iterator<Item = (usize, &'s Value, Cow<'s, str>)> {
    let list = match seen.value(items) {
        Some(Value::Array(list)) if matches(event, seen) => list.as_slice(),
        _ => &[],
    };
    (list.iter().enumerate()).filter_map(move |(position, item)| {
        let key = item.pointer(key).filter(|v| !v.is_null())?;
        Some((position, item, text_of(key)))
    })
}

/// The key of the event `seen` at `key` ([`key_of`]) within the scope its field `within`
/// names, if any: "`plan` within `subagentRunId` `s1`" as messages show it, the key alone when
/// the event has no scope.
pub(super) fn scoped<'s>(
    seen: &'s Seen<'_>,
    key: Option<&String>,
    within: Option<&String>,
) -> Option<Cow<'s, str>> {
    let value = key_of(seen, key)?;
    let scope = within.and_then(|w| Some((w, seen.value(w).filter(|v| !v.is_null())?)));
    Some(match scope {
        Some((field, scope)) => Cow::Owned(format!(
            "{value}` within `{}` `{}",
            field.trim_start_matches('/'),
            text_of(scope)
        )),
        None => value,
    })
}

/// The pointers `selectors` read from an event: their conditions' fields.
pub(super) fn reads<'r>(selectors: impl IntoIterator<Item = &'r Selector>) -> Vec<&'r str> {
    (selectors.into_iter())
        .filter_map(|selector| selector.when.as_ref())
        .map(|condition| condition.field.as_str())
        .collect()
}

/// The key's name in a message: "`tool_call_id`", or "it" for a rule without a key.
pub(super) fn name(key: Option<&String>) -> String {
    key.map(|k| format!("`{}`", k.trim_start_matches('/')))
        .unwrap_or_else(|| "it".to_owned())
}

/// " `tool_call_id` `c1`" after an event type in a message, or nothing for a rule without a key.
pub(super) fn label(key: Option<&String>, value: &str) -> String {
    if key.is_none() {
        String::new()
    } else {
        format!(" {} `{value}`", name(key))
    }
}
