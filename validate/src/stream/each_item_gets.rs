//! Each item gets: the events carry a list of items, each merged across events by its key,
//! and every item has a field (not `null`) in one of them at least by the end of the stream.

use eventspec_schema::rules::Selector;

use super::{
    At, RuleState, Seen, Violation,
    keyed::{KeyMap, KeySet, in_key_order},
    select::{self, keyed_items, name},
};

/// The items still waiting for the field, and those that have it.
pub(super) struct EachItemGets<'r> {
    event: &'r Selector,
    items: &'r String,
    key: &'r String,
    field: &'r String,
    /// By key, the items without the field so far: the last event that carried each, and
    /// where it was in that event's list.
    waiting: KeyMap<String, (At, usize)>,
    /// The keys of the items that have it.
    got: KeySet<String>,
}

impl<'r> EachItemGets<'r> {
    pub(super) fn new(
        event: &'r Selector,
        items: &'r String,
        (key, field): (&'r String, &'r String),
    ) -> Self {
        Self {
            event,
            items,
            key,
            field,
            waiting: KeyMap::default(),
            got: KeySet::default(),
        }
    }
}

impl RuleState for EachItemGets<'_> {
    fn reads(&self) -> Vec<&str> {
        let mut reads = select::reads([self.event]);
        reads.push(self.items);
        reads
    }

    fn settled(&self, ended: bool) -> bool {
        self.waiting.is_empty() && (ended || self.got.is_empty())
    }

    fn observe(&mut self, seen: &Seen<'_>, _violation: Violation<'_>) {
        for (position, item, key) in keyed_items(self.event, seen, self.items, self.key) {
            if self.got.contains(&*key) {
                continue;
            }
            if item.pointer(self.field).is_some_and(|v| !v.is_null()) {
                self.waiting.remove(&*key);
                self.got.insert(key.into_owned());
            } else {
                self.waiting.insert(key.into_owned(), (seen.at, position));
            }
        }
    }

    fn finish(self: Box<Self>, last: Option<At>, violation: Violation<'_>) {
        let (items, key, field) = (self.items, self.key, self.field);
        for (value, (at, position)) in in_key_order(self.waiting) {
            let message = format!(
                "the item of {} with {} `{value}` never got a {}: each item needs one by the end \
                 of the stream (this is the last event that carried it)",
                name(Some(items)),
                name(Some(key)),
                name(Some(field)),
            );
            violation(at, last, &format!("{items}/{position}{field}"), message);
        }
    }
}
