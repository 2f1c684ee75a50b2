//! Fits: an item's kind is one its opening event's kind allows (a delta's kind fits the kind
//! of the block it belongs to, by key).

use std::collections::BTreeMap;

use eventspec_schema::rules::Selector;

use super::{
    At, RuleState, Seen, Violation,
    keyed::KeyMap,
    select::{self, matches, text_of},
};

/// The kind each key was opened with, and where.
pub(super) struct Fits<'r> {
    open: &'r Selector,
    open_kind: &'r String,
    item: &'r Selector,
    item_kind: &'r String,
    key: &'r String,
    allowed: &'r BTreeMap<String, Vec<String>>,
    opened: KeyMap<String, (String, At)>,
}

impl<'r> Fits<'r> {
    pub(super) fn new(
        (open, open_kind): (&'r Selector, &'r String),
        (item, item_kind): (&'r Selector, &'r String),
        key: &'r String,
        allowed: &'r BTreeMap<String, Vec<String>>,
    ) -> Self {
        Self {
            open,
            open_kind,
            item,
            item_kind,
            key,
            allowed,
            opened: KeyMap::default(),
        }
    }
}

impl RuleState for Fits<'_> {
    fn reads(&self) -> Vec<&str> {
        let mut reads = select::reads([self.open, self.item]);
        reads.extend([self.open_kind, self.item_kind, self.key].map(String::as_str));
        reads
    }

    fn settled(&self, _ended: bool) -> bool {
        self.opened.is_empty()
    }

    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>) {
        let opens = matches(self.open, seen);
        if !opens && !matches(self.item, seen) {
            return;
        }
        let Some(key) = seen.value(self.key).filter(|v| !v.is_null()).map(text_of) else {
            return;
        };
        if opens {
            if let Some(kind) = seen.value(self.open_kind).map(text_of) {
                self.opened
                    .insert(key.into_owned(), (kind.into_owned(), seen.at));
            }
            return;
        }
        let (Some((kind, at)), Some(item)) = (
            self.opened.get(&*key),
            seen.value(self.item_kind).map(text_of),
        ) else {
            return;
        };
        let allowed = self
            .allowed
            .get(kind)
            .map(Vec::as_slice)
            .unwrap_or_default();
        if !allowed.iter().any(|a| *a == *item) {
            let fits = if allowed.is_empty() {
                "none".to_owned()
            } else {
                format!("`{}`", allowed.join("` or `"))
            };
            let message = format!(
                "`{item}` does not fit the `{kind}` opened at line {} with `{}` `{key}`, which takes {fits}",
                at.line,
                self.key.trim_start_matches('/')
            );
            violation(seen.at, Some(*at), self.item_kind, message);
        }
    }
}
