//! First: if the event occurs, it is the first of the stream.

use eventspec_schema::rules::Selector;

use super::{
    RuleState, Seen, Violation,
    select::{self, matches},
};

/// Remembers nothing: the group counts the events before.
pub(super) struct First<'r> {
    pub(super) event: &'r Selector,
}

impl RuleState for First<'_> {
    fn reads(&self) -> Vec<&str> {
        select::reads([self.event])
    }

    /// The group's count of events matters until the group ends.
    fn settled(&self, ended: bool) -> bool {
        ended
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        if matches(self.event, seen) && seen.before > 0 {
            let message = format!(
                "`{}` must be the first event; {} event(s) came before it",
                seen.this(),
                seen.before
            );
            violation(seen.at, None, "", message);
        }
    }
}
