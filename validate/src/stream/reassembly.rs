//! Reassembly: the delta texts, joined, equal the final value when the final event carries it;
//! without a final value, the joined texts of a JSON reassembly parse as JSON.

use eventspec_schema::rules::Selector;
use serde_json::Value;

use super::{
    RuleState, Seen, Violation,
    keyed::KeyMap,
    select::{self, key_of, matches},
    value::json_text,
};

/// The text collected so far, per key (`""` without a key).
pub(super) struct Reassembly<'r> {
    pub(super) delta: &'r Selector,
    pub(super) text: &'r str,
    pub(super) complete: &'r Selector,
    /// The final value's pointer; `None`: there is none, the joined text must be JSON.
    pub(super) value: Option<&'r str>,
    /// Whether the final value is JSON the joined text must parse to.
    pub(super) json: bool,
    pub(super) key: Option<&'r String>,
    pub(super) collected: KeyMap<String, String>,
}

impl RuleState for Reassembly<'_> {
    fn reads(&self) -> Vec<&str> {
        let mut reads = select::reads([self.delta, self.complete]);
        reads.push(self.text);
        reads.extend(self.value);
        reads.extend(self.key.map(String::as_str));
        reads
    }

    fn settled(&self, _ended: bool) -> bool {
        self.collected.is_empty()
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        let delta = matches(self.delta, seen);
        if !delta && !matches(self.complete, seen) {
            return;
        }
        let Some(group) = key_of(seen, self.key) else {
            return;
        };
        if delta {
            if let Some(piece) = seen.value(self.text).and_then(Value::as_str) {
                match self.collected.get_mut(&*group) {
                    Some(collected) => collected.push_str(piece),
                    None => {
                        self.collected.insert(group.into_owned(), piece.to_owned());
                    }
                }
            }
        } else {
            let Some(collected) = self.collected.remove(&*group) else {
                return;
            };
            let Some(value) = self.value else {
                self.parses(&collected, seen, violation);
                return;
            };
            let Some(expected) = seen.value(value) else {
                return;
            };
            let equal = if self.json {
                serde_json::from_str::<Value>(&collected)
                    .is_ok_and(|parsed| json_text(&parsed) == json_text(expected))
            } else {
                expected.as_str() == Some(collected.as_str())
            };
            if !equal {
                let message = format!(
                    "the `{}` texts joined do not equal `{}` of this `{}`",
                    self.delta.event_type,
                    value.trim_start_matches('/'),
                    seen.this()
                );
                violation(seen.at, None, value, message);
            }
        }
    }
}

impl Reassembly<'_> {
    /// The joined text of a reassembly without a final value, checked to be JSON when there is
    /// any (a tool given no input sends none, or empty texts).
    fn parses(&self, collected: &str, seen: &Seen<'_>, violation: Violation<'_>) {
        if collected.is_empty() {
            return;
        }
        if serde_json::from_str::<Value>(collected).is_err() {
            let message = format!(
                "the `{}` texts joined up to this `{}` are not JSON",
                self.delta.event_type,
                seen.this()
            );
            violation(seen.at, None, "", message);
        }
    }
}
