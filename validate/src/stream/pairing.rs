//! Pairing: every opening event is closed exactly once by a closing event with the same key
//! (or, without a key, by nesting order).

use eventspec_schema::rules::Selector;

use super::{
    At, RuleState, Seen, Violation,
    keyed::{KeyMap, in_key_order},
    select::{self, describe, matches, name},
};

/// The keys open now, and where each opened.
pub(super) struct Pairing<'r> {
    open_event: &'r Selector,
    close: &'r [Selector],
    key: Option<&'r String>,
    /// The field that scopes the key.
    within: Option<&'r String>,
    /// The closes that may come with nothing open.
    alone: &'r [Selector],
    /// The events before which everything must be closed.
    closed_before: &'r [Selector],
    /// The events that forget what is open.
    reset_by: &'r [Selector],
    /// Keyed: the open keys.
    open: KeyMap<String, At>,
    /// Keyless: the open events, innermost last.
    stack: Vec<At>,
}

impl<'r> Pairing<'r> {
    pub(super) fn new(
        (open, close): (&'r Selector, &'r [Selector]),
        (key, within): (Option<&'r String>, Option<&'r String>),
        alone: &'r [Selector],
        (closed_before, reset_by): (&'r [Selector], &'r [Selector]),
    ) -> Self {
        Self {
            open_event: open,
            close,
            key,
            within,
            alone,
            closed_before,
            reset_by,
            open: KeyMap::default(),
            stack: Vec::new(),
        }
    }

    /// Reports what is still open at `seen` (an event before which everything must be
    /// closed), and forgets it.
    fn still_open(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        let path = self.key.map_or("", String::as_str);
        for (value, at) in in_key_order(std::mem::take(&mut self.open)) {
            let message = format!(
                "{} `{value}` opened at line {} is still open at `{}`, before which it must be closed by {}",
                name(self.key),
                at.line,
                seen.this(),
                self.closers()
            );
            violation(seen.at, Some(at), path, message);
        }
        for at in std::mem::take(&mut self.stack) {
            let message = format!(
                "{} at line {} is still open at `{}`, before which it must be closed by {}",
                describe(self.open_event),
                at.line,
                seen.this(),
                self.closers()
            );
            violation(seen.at, Some(at), "", message);
        }
    }

    fn closers(&self) -> String {
        let closers: Vec<String> = self.close.iter().map(describe).collect();
        closers.join(" or ")
    }
}

impl RuleState for Pairing<'_> {
    fn reads(&self) -> Vec<&str> {
        let selectors = std::iter::once(self.open_event).chain(self.close);
        let options = self
            .alone
            .iter()
            .chain(self.closed_before)
            .chain(self.reset_by);
        let mut reads = select::reads(selectors.chain(options));
        reads.extend(self.key.map(String::as_str));
        reads.extend(self.within.map(String::as_str));
        reads
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        if (self.reset_by.iter()).any(|reset| matches(reset, seen)) {
            self.open.clear();
            self.stack.clear();
        }
        if (self.closed_before.iter()).any(|before| matches(before, seen)) {
            self.still_open(seen, violation);
        }
        // An event that neither opens nor closes is not read further.
        let opens = matches(self.open_event, seen);
        if !opens && !(self.close.iter()).any(|c| matches(c, seen)) {
            return;
        }
        let Some(value) = select::scoped(seen, self.key, self.within) else {
            return;
        };
        let path = self.key.map_or("", String::as_str);
        let at = seen.at;
        if opens {
            if self.key.is_none() {
                self.stack.push(at);
            } else if let Some(first) = self.open.insert(value.to_string(), at) {
                let message = format!(
                    "{} `{value}` opened at line {} is opened again before it was closed",
                    name(self.key),
                    first.line
                );
                violation(at, Some(first), path, message);
            }
        } else {
            let closed = if self.key.is_none() {
                self.stack.pop()
            } else {
                self.open.remove(&*value)
            };
            if closed.is_none() && !(self.alone.iter()).any(|alone| matches(alone, seen)) {
                let what = if self.key.is_none() {
                    String::new()
                } else {
                    format!(" for {} `{value}`", name(self.key))
                };
                let message = format!(
                    "`{}`{what} closes nothing: no {} opened it",
                    seen.this(),
                    describe(self.open_event)
                );
                violation(at, None, path, message);
            }
        }
    }

    fn settled(&self, _ended: bool) -> bool {
        self.open.is_empty() && self.stack.is_empty()
    }

    fn finish(self: Box<Self>, last: Option<At>, violation: Violation<'_>) {
        let closers = self.closers();
        for (value, at) in in_key_order(&self.open) {
            let message = format!(
                "{} `{value}` opened at line {} was never closed by {closers}",
                name(self.key),
                at.line,
            );
            violation(*at, last, self.key.map_or("", String::as_str), message);
        }
        for at in &self.stack {
            let message = format!(
                "{} at line {} was never closed by {closers}",
                describe(self.open_event),
                at.line,
            );
            violation(*at, last, "", message);
        }
    }
}
