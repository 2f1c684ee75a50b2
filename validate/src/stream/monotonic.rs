//! Monotonic: a field never decreases (or, strictly, always increases) from one event to the
//! next that has it.

use std::cmp::Ordering;

use eventspec_schema::rules::Selector;
use serde_json::{Number, Value};

use super::{
    At, RuleState, Seen, Violation,
    select::{self, matches},
    value::{compare, number_text},
};

/// The field's last value, and where it was.
pub(super) struct Monotonic<'r> {
    event: &'r Selector,
    field: &'r str,
    strict: bool,
    last: Option<(Number, At)>,
}

impl<'r> Monotonic<'r> {
    pub(super) fn new(event: &'r Selector, field: &'r str, strict: bool) -> Self {
        Self {
            event,
            field,
            strict,
            last: None,
        }
    }
}

impl RuleState for Monotonic<'_> {
    fn reads(&self) -> Vec<&str> {
        let mut reads = select::reads([self.event]);
        reads.push(self.field);
        reads
    }

    fn settled(&self, ended: bool) -> bool {
        self.last.is_none() || ended
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        if !matches(self.event, seen) {
            return;
        }
        let Some(Value::Number(number)) = seen.value(self.field) else {
            return;
        };
        if let Some((last, last_at)) = &self.last
            && let Some(order) = compare(number, last)
            && (order == Ordering::Less || (self.strict && order == Ordering::Equal))
        {
            let must = if self.strict {
                "increase"
            } else {
                "never decrease"
            };
            let message = format!(
                "`{}` must {must}: {} follows {} at line {}",
                self.field.trim_start_matches('/'),
                number_text(number),
                number_text(last),
                last_at.line
            );
            violation(seen.at, Some(*last_at), self.field, message);
        }
        self.last = Some((number.clone(), seen.at));
    }
}
