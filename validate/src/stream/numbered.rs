//! Numbered: a field of the events counts 0, 1, 2, ... in the order they come, from 0 again
//! after a reset event.

use eventspec_schema::rules::Selector;

use super::{
    RuleState, Seen, Violation,
    select::{self, describe, matches, text_of},
};

/// How many numbered events came since the last reset.
pub(super) struct Numbered<'r> {
    event: &'r Selector,
    field: &'r String,
    reset_by: &'r [Selector],
    count: u64,
}

impl<'r> Numbered<'r> {
    pub(super) fn new(event: &'r Selector, field: &'r String, reset_by: &'r [Selector]) -> Self {
        Self {
            event,
            field,
            reset_by,
            count: 0,
        }
    }
}

impl RuleState for Numbered<'_> {
    fn reads(&self) -> Vec<&str> {
        let mut reads = select::reads(std::iter::once(self.event).chain(self.reset_by));
        reads.push(self.field);
        reads
    }

    /// A count under way matters until the group ends.
    fn settled(&self, ended: bool) -> bool {
        ended || self.count == 0
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        if (self.reset_by.iter()).any(|reset| matches(reset, seen)) {
            self.count = 0;
        }
        if !matches(self.event, seen) {
            return;
        }
        let expected = self.count;
        self.count += 1;
        let Some(value) = seen.value(self.field) else {
            return;
        };
        // The expected number as the value holds it: no text to compare.
        if value.as_u64() == Some(expected) {
            return;
        }
        let number = text_of(value);
        if number != expected.to_string() {
            let message = format!(
                "`{}` is {number} where {expected} was expected: each {} is numbered 0, 1, 2, ... in the order they come",
                self.field.trim_start_matches('/'),
                describe(self.event)
            );
            violation(seen.at, None, self.field, message);
        }
    }
}
