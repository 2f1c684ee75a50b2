//! Terminal: exactly one such event, and it ends the stream.

use eventspec_schema::rules::Selector;

use super::{
    At, RuleState, Seen, Violation,
    select::{self, matches},
};

/// Where the terminal event came, once it has.
pub(super) struct Terminal<'r> {
    event: &'r Selector,
    seen: Option<At>,
}

impl<'r> Terminal<'r> {
    pub(super) fn new(event: &'r Selector) -> Self {
        Self { event, seen: None }
    }
}

impl RuleState for Terminal<'_> {
    fn reads(&self) -> Vec<&str> {
        select::reads([self.event])
    }

    /// Until it comes, the end of the stream reports it missing.
    fn settled(&self, _ended: bool) -> bool {
        self.seen.is_some()
    }

    fn ends(&self) -> bool {
        self.seen.is_some()
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        if let Some(terminal) = self.seen {
            let message = format!(
                "`{}` comes after the `{}` at line {}, which must end the stream",
                seen.this(),
                self.event.event_type,
                terminal.line
            );
            violation(seen.at, Some(terminal), "", message);
        } else if matches(self.event, seen) {
            self.seen = Some(seen.at);
        }
    }

    fn finish(self: Box<Self>, last: Option<At>, violation: Violation<'_>) {
        if let (None, Some(last)) = (self.seen, last) {
            let message = format!(
                "the stream ends without a `{}` event",
                self.event.event_type
            );
            violation(last, None, "", message);
        }
    }
}
