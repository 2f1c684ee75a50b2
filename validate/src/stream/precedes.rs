//! Precedes: an event of one kind comes before another with the same key.

use eventspec_schema::rules::Selector;

use super::{
    At, RuleState, Seen, Violation,
    keyed::{KeyMap, KeySet},
    select::{self, describe, key_of, matches, name},
};

/// The keys whose first event came and whose dependent event has not, and the keys whose
/// dependent event came too early.
pub(super) struct Precedes<'r> {
    first: &'r Selector,
    then: &'r Selector,
    key: &'r String,
    seen_first: KeySet<String>,
    early: KeyMap<String, At>,
}

impl<'r> Precedes<'r> {
    pub(super) fn new(first: &'r Selector, then: &'r Selector, key: &'r String) -> Self {
        Self {
            first,
            then,
            key,
            seen_first: KeySet::default(),
            early: KeyMap::default(),
        }
    }
}

impl RuleState for Precedes<'_> {
    fn reads(&self) -> Vec<&str> {
        let mut reads = select::reads([self.first, self.then]);
        reads.push(self.key);
        reads
    }

    fn settled(&self, _ended: bool) -> bool {
        self.seen_first.is_empty() && self.early.is_empty()
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        let first = matches(self.first, seen);
        if !first && !matches(self.then, seen) {
            return;
        }
        let Some(value) = key_of(seen, Some(self.key)) else {
            return;
        };
        if first {
            if let Some(early) = self.early.remove(&*value) {
                let message = format!(
                    "{} for {} `{value}` comes after the {} at line {}; it must come before",
                    describe(self.first),
                    name(Some(self.key)),
                    describe(self.then),
                    early.line
                );
                violation(seen.at, Some(early), self.key, message);
            }
            if !self.seen_first.contains(&*value) {
                self.seen_first.insert(value.into_owned());
            }
        } else if !self.seen_first.remove(&*value) {
            // The pair is complete: the key need not be remembered any longer, so memory
            // holds only keys whose dependent event has not come yet.
            self.early.entry(value.into_owned()).or_insert(seen.at);
        }
    }
}
