//! Last: nothing follows the event.

use eventspec_schema::rules::Selector;

use super::{
    At, RuleState, Seen, Violation,
    select::{self, matches},
};

/// Where the event that must be last came, once it has.
pub(super) struct Last<'r> {
    event: &'r Selector,
    seen: Option<At>,
}

impl<'r> Last<'r> {
    pub(super) fn new(event: &'r Selector) -> Self {
        Self { event, seen: None }
    }
}

impl RuleState for Last<'_> {
    fn reads(&self) -> Vec<&str> {
        select::reads([self.event])
    }

    /// Before it comes, the rule holds what it holds fresh.
    fn settled(&self, _ended: bool) -> bool {
        true
    }

    fn ends(&self) -> bool {
        self.seen.is_some()
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        if let Some(last) = self.seen {
            let message = format!(
                "`{}` comes after the `{}` at line {}, which must be the last event",
                seen.this(),
                self.event.event_type,
                last.line
            );
            violation(seen.at, Some(last), "", message);
        }
        if matches(self.event, seen) && self.seen.is_none() {
            self.seen = Some(seen.at);
        }
    }
}
