//! Starts with: the stream (each group) starts with one of these events.

use eventspec_schema::rules::Selector;

use super::{
    RuleState, Seen, Violation,
    select::{self, describe, matches},
};

/// Remembers nothing: the group counts the events before.
pub(super) struct StartsWith<'r> {
    pub(super) events: &'r [Selector],
}

impl RuleState for StartsWith<'_> {
    fn reads(&self) -> Vec<&str> {
        select::reads(self.events)
    }

    /// The group's count of events matters until the group ends.
    fn settled(&self, ended: bool) -> bool {
        ended
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        if seen.before == 0 && !(self.events.iter()).any(|event| matches(event, seen)) {
            let allowed: Vec<String> = self.events.iter().map(describe).collect();
            let message = format!(
                "the stream starts with `{}`, where it must start with {}",
                seen.this(),
                allowed.join(" or ")
            );
            violation(seen.at, None, "", message);
        }
    }
}
