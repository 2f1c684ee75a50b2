//! Items numbered: the events carry a list of items, each merged across events by its key, and
//! the items first come numbered 0, 1, 2, ...: an item whose key is new has the number of the
//! items before it.

use eventspec_schema::rules::Selector;

use super::{
    RuleState, Seen, Violation,
    keyed::KeySet,
    select::{self, keyed_items, name},
};

/// The keys of the items so far, and the number the next new one must have.
pub(super) struct ItemsNumbered<'r> {
    event: &'r Selector,
    items: &'r String,
    key: &'r String,
    /// The keys seen, as text.
    seen: KeySet<String>,
    /// The least number no item has had yet: the key a new item must have.
    next: u64,
}

impl<'r> ItemsNumbered<'r> {
    pub(super) fn new(event: &'r Selector, items: &'r String, key: &'r String) -> Self {
        Self {
            event,
            items,
            key,
            seen: KeySet::default(),
            next: 0,
        }
    }
}

impl RuleState for ItemsNumbered<'_> {
    fn reads(&self) -> Vec<&str> {
        let mut reads = select::reads([self.event]);
        reads.push(self.items);
        reads
    }

    /// The items so far matter until the group ends.
    fn settled(&self, ended: bool) -> bool {
        ended || self.seen.is_empty()
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        for (position, _, key) in keyed_items(self.event, seen, self.items, self.key) {
            if self.seen.contains(&*key) {
                continue;
            }
            self.seen.insert(key.to_string());
            let expected = self.next.to_string();
            if key != expected {
                let message = format!(
                    "an item of {} first comes with {} `{key}` where {expected} was expected: \
                     the items first come numbered 0, 1, 2, ... (a new one has the number of \
                     the items before it)",
                    name(Some(self.items)),
                    name(Some(self.key)),
                );
                let path = format!("{}/{position}{}", self.items, self.key);
                violation(seen.at, None, &path, message);
            }
            while self.seen.contains(&self.next.to_string()) {
                self.next += 1;
            }
        }
    }
}
