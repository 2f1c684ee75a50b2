//! Bracketing: deltas come only between a start and an end with the same key.

use eventspec_schema::rules::Selector;

use super::{
    At, RuleState, Seen, Violation,
    keyed::{KeyMap, in_key_order},
    select::{self, key_of, label, matches},
};

/// The keys started and not yet ended, and where each started.
pub(super) struct Bracketing<'r> {
    start: &'r Selector,
    delta: &'r Selector,
    end: &'r Selector,
    key: Option<&'r String>,
    /// The events before which every start must have ended.
    closed_before: &'r [Selector],
    /// The events that forget what is started.
    reset_by: &'r [Selector],
    open: KeyMap<String, At>,
}

impl<'r> Bracketing<'r> {
    pub(super) fn new(
        [start, delta, end]: [&'r Selector; 3],
        key: Option<&'r String>,
        (closed_before, reset_by): (&'r [Selector], &'r [Selector]),
    ) -> Self {
        Self {
            start,
            delta,
            end,
            key,
            closed_before,
            reset_by,
            open: KeyMap::default(),
        }
    }

    /// Reports every key still started at `seen` (an event before which all must have ended),
    /// and forgets them.
    fn still_open(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        let path = self.key.map_or("", String::as_str);
        for (value, at) in in_key_order(std::mem::take(&mut self.open)) {
            let message = format!(
                "`{}`{} at line {} is still open at `{}`, before which it must end with `{}`",
                self.start.event_type,
                label(self.key, &value),
                at.line,
                seen.this(),
                self.end.event_type
            );
            violation(seen.at, Some(at), path, message);
        }
    }
}

impl RuleState for Bracketing<'_> {
    fn reads(&self) -> Vec<&str> {
        let selectors = [self.start, self.delta, self.end].into_iter();
        let options = self.closed_before.iter().chain(self.reset_by);
        let mut reads = select::reads(selectors.chain(options));
        reads.extend(self.key.map(String::as_str));
        reads
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        if (self.reset_by.iter()).any(|reset| matches(reset, seen)) {
            self.open.clear();
        }
        if (self.closed_before.iter()).any(|before| matches(before, seen)) {
            self.still_open(seen, violation);
        }
        // Before the deltas: a delta selector of every event (`*`) does not take the end.
        let role = if matches(self.start, seen) {
            Role::Start
        } else if matches(self.end, seen) {
            Role::End
        } else if matches(self.delta, seen) {
            Role::Delta
        } else {
            return;
        };
        let Some(value) = key_of(seen, self.key) else {
            return;
        };
        let path = self.key.map_or("", String::as_str);
        let label = || label(self.key, &value);
        let (at, this) = (seen.at, seen.this());
        let (start, end) = (&self.start.event_type, &self.end.event_type);
        match role {
            Role::Start => {
                if let Some(first) = self.open.insert(value.to_string(), at) {
                    let message = format!(
                        "`{start}`{} started again; it started at line {} and has not ended",
                        label(),
                        first.line
                    );
                    violation(at, Some(first), path, message);
                }
            }
            Role::End => {
                if self.open.remove(&*value).is_none() {
                    let message = format!("`{this}`{} ends what no `{start}` started", label());
                    violation(at, None, path, message);
                }
            }
            Role::Delta => {
                if !self.open.contains_key(&*value) {
                    let message = format!(
                        "`{this}`{} comes outside a `{start}` … `{end}` pair",
                        label()
                    );
                    violation(at, None, path, message);
                }
            }
        }
    }

    fn settled(&self, _ended: bool) -> bool {
        self.open.is_empty()
    }

    fn finish(self: Box<Self>, last: Option<At>, violation: Violation<'_>) {
        let path = self.key.map_or("", String::as_str);
        for (value, at) in in_key_order(&self.open) {
            let message = format!(
                "`{}`{} at line {} never ended with `{}`",
                self.start.event_type,
                label(self.key, value),
                at.line,
                self.end.event_type
            );
            violation(*at, last, path, message);
        }
    }
}

/// What an event is to a bracketing rule.
enum Role {
    Start,
    End,
    Delta,
}
