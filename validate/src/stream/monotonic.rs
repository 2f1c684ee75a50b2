//! Monotonic: a field never decreases (or, strictly, always increases) from one event to the
//! next that has it.

use eventspec_schema::rules::Selector;
use serde_json::Value;

use super::{
    At, RuleState, Seen, Violation,
    select::{self, matches},
};

/// The field's last value, and where it was.
pub(super) struct Monotonic<'r> {
    event: &'r Selector,
    field: &'r str,
    strict: bool,
    last: Option<(f64, At)>,
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

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        if !matches(self.event, seen) {
            return;
        }
        let Some(number) = seen.value(self.field).and_then(Value::as_f64) else {
            return;
        };
        if let Some((last, last_at)) = self.last
            && (number < last || (self.strict && number == last))
        {
            let order = if self.strict {
                "increase"
            } else {
                "never decrease"
            };
            let message = format!(
                "`{}` must {order}: {number} follows {last} at line {}",
                self.field.trim_start_matches('/'),
                last_at.line
            );
            violation(seen.at, Some(last_at), self.field, message);
        }
        self.last = Some((number, seen.at));
    }
}
