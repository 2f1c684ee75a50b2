//! The project file's accepted changes: each entry names one change exactly (version, rule,
//! event type, path), and the gate records which entry accepted what.

use eventspec_drift::{Change, Report, Verdict};

use super::Accepted;
use crate::{
    config::{Accept, AcceptRule, Removal},
    report::diagnostic::Text,
};

/// An entry of `[[check.accept]]` in a sentence: where, what, and why.
pub fn entry_text(accept: &Accept) -> Text {
    let mut text =
        Text::words(format!("accepted {} ", accept.rule.id())).and_quote(&accept.version);
    if let Some(event_type) = &accept.event_type {
        text = text.and(" ").and_name(event_type);
    }
    (text.and(" ").and_name(&accept.path).and(": ")).and_quote(&accept.reason)
}

impl Accepted {
    /// The entry, its number, and the change it accepted, in a sentence.
    pub fn text(&self) -> Text {
        entry_text(&self.accept)
            .and(format!(
                " ([[check.accept]] number {} accepted: ",
                self.entry
            ))
            .and_quote(&self.change)
            .and(")")
    }
}

/// Whether `accept` names `change`, a change of the version `version`: the version, the rule,
/// the event type (none only for a change without one) and the path, all exactly.
pub fn accepts(accept: &Accept, version: &str, change: &Change) -> bool {
    accept.version == version
        && accept.rule == AcceptRule::Change(change.rule)
        && accept.path == change.path
        && accept.event_type == change.event_type
}

/// The accepted changes of the project file, and which of them matched something.
#[derive(Debug, Clone, Default)]
pub struct AcceptList {
    entries: Vec<Accept>,
    used: Vec<bool>,
}

impl AcceptList {
    /// The entries, in the project file's order.
    pub fn new(entries: Vec<Accept>) -> Self {
        let used = vec![false; entries.len()];
        Self { entries, used }
    }

    /// The first entry `matches` takes, marked used, with `change` said of it.
    fn take(&mut self, matches: impl Fn(&Accept) -> bool, change: &str) -> Option<Accepted> {
        let index = self.entries.iter().position(matches)?;
        self.used[index] = true;
        Some(Accepted {
            entry: index + 1,
            accept: self.entries[index].clone(),
            change: change.to_owned(),
        })
    }

    /// Whether `report`, a diff of the version `version`, has a breaking change no entry
    /// names. Each breaking change an entry names is added to `accepted`.
    pub fn unaccepted_breaking(
        &mut self,
        report: &Report,
        version: &str,
        accepted: &mut Vec<Accepted>,
    ) -> bool {
        let mut unaccepted = false;
        for change in report
            .changes
            .iter()
            .filter(|c| c.verdict == Verdict::Breaking)
        {
            match self.take(|a| accepts(a, version, change), &change.message) {
                Some(acceptance) => accepted.push(acceptance),
                None => unaccepted = true,
            }
        }
        unaccepted
    }

    /// Whether an entry accepts the removal `removal` of `version` (named exactly: the
    /// version or contract path, the rule, no event type, an empty path); if one does, it is
    /// added to `accepted` with `change`.
    pub fn accepts_removal(
        &mut self,
        version: &str,
        removal: Removal,
        change: &str,
        accepted: &mut Vec<Accepted>,
    ) -> bool {
        let matches = |a: &Accept| {
            a.version == version
                && a.rule == AcceptRule::Removal(removal)
                && a.event_type.is_none()
                && a.path.is_empty()
        };
        self.take(matches, change)
            .map(|acceptance| accepted.push(acceptance))
            .is_some()
    }

    /// The entries that matched nothing: stale.
    pub fn unused(&self) -> Vec<Accept> {
        (self.entries.iter().zip(&self.used))
            .filter(|(_, used)| !**used)
            .map(|(accept, _)| accept.clone())
            .collect()
    }
}
