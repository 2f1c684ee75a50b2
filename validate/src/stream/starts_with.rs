//! Starts with: the stream (each group) starts with one of these events, the ignored ones aside.

use eventspec_schema::rules::Selector;

use super::{
    RuleState, Seen, Violation,
    select::{self, describe, matches},
};

/// Whether the group's start, its first event not ignored, has come.
pub(super) struct StartsWith<'r> {
    pub(super) events: &'r [Selector],
    pub(super) ignoring: &'r [Selector],
    pub(super) started: bool,
}

impl RuleState for StartsWith<'_> {
    fn reads(&self) -> Vec<&str> {
        select::reads(self.events.iter().chain(self.ignoring))
    }

    /// Whether the start has come matters until the group ends.
    fn settled(&self, ended: bool) -> bool {
        ended
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        if self.started || (self.ignoring.iter()).any(|event| matches(event, seen)) {
            return;
        }
        self.started = true;
        if !(self.events.iter()).any(|event| matches(event, seen)) {
            let allowed: Vec<String> = self.events.iter().map(describe).collect();
            let ignored: Vec<String> = self.ignoring.iter().map(describe).collect();
            let aside = if ignored.is_empty() {
                String::new()
            } else {
                format!(" ({} aside)", ignored.join(", "))
            };
            let message = format!(
                "the stream starts with `{}`, where it must start with {}{aside}",
                seen.this(),
                allowed.join(" or ")
            );
            violation(seen.at, None, "", message);
        }
    }
}
