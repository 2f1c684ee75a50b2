//! Followed by: the event right after one of these, if there is one, is one of `next`.

use eventspec_schema::rules::Selector;

use super::{
    At, RuleState, Seen, Violation,
    select::{self, describe, matches},
};

/// Where the last event of the rule came, while the next is awaited.
pub(super) struct FollowedBy<'r> {
    event: &'r Selector,
    next: &'r [Selector],
    awaiting: Option<At>,
}

impl<'r> FollowedBy<'r> {
    pub(super) fn new(event: &'r Selector, next: &'r [Selector]) -> Self {
        Self {
            event,
            next,
            awaiting: None,
        }
    }
}

impl RuleState for FollowedBy<'_> {
    fn reads(&self) -> Vec<&str> {
        select::reads(std::iter::once(self.event).chain(self.next))
    }

    /// The next event matters while one is awaited.
    fn settled(&self, _ended: bool) -> bool {
        self.awaiting.is_none()
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        if let Some(before) = self.awaiting.take()
            && !(self.next.iter()).any(|next| matches(next, seen))
        {
            let allowed: Vec<String> = self.next.iter().map(describe).collect();
            let message = format!(
                "`{}` comes right after the {} at line {}, which only {} may follow",
                seen.this(),
                describe(self.event),
                before.line,
                allowed.join(" or ")
            );
            violation(seen.at, Some(before), "", message);
        }
        if matches(self.event, seen) {
            self.awaiting = Some(seen.at);
        }
    }
}
