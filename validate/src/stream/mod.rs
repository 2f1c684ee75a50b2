//! Stream rules checked over a sequence of events, per file or per group of a field's value,
//! with memory bounded by the keys currently open: a group is forgotten once settled
//! ([`StreamChecker::groups_held`]).
//!
//! Each kind of rule is one type in its own file ([`RuleState`]): what it remembers between
//! events, what it reads from an event, what an event reveals, and what only the end of the
//! stream reveals. A new kind of rule is a new file and one arm in [`rule_state`] or
//! [`keyed_state`].
//!
//! The rules read a few values of each event (keys, conditions, texts, counters). Those are
//! taken out ([`Reads::extract`]) wherever the event is checked, on any worker, so the checker
//! itself needs only the events' order, not the events.

mod bracketing;
mod each_item_gets;
mod first;
mod fits;
mod followed_by;
mod items_numbered;
mod keyed;
mod last;
mod monotonic;
mod numbered;
mod pairing;
mod precedes;
mod reassembly;
mod select;
mod starts_with;
mod terminal;
#[cfg(test)]
mod tests;
mod text;
pub(crate) mod value;

use std::borrow::Cow;

use eventspec_schema::rules::{Requirement, StreamRule};
use serde_json::Value;

use self::keyed::KeyMap;
use crate::{
    finding::{Finding, Rule, Severity},
    tape::Cursor,
};

/// Where an event is: its index and line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct At {
    index: usize,
    line: usize,
}

/// The JSON pointers a set of stream rules reads from each event, and the one that groups events.
#[derive(Debug, Clone, Default)]
pub struct Reads {
    /// Sorted, without repeats.
    pointers: Vec<String>,
    /// The reference tokens of each pointer.
    tokens: Vec<Option<Vec<String>>>,
    group_by: Option<String>,
    /// Where the rules' own pointers are in memory (address and length), and the index of
    /// each: a rule looks its pointers up by the very strings it declared, so this finds them
    /// without a search.
    declared: Vec<(usize, usize, usize)>,
    /// The top-level members the pointers start at (each once), whose values the fast path
    /// keeps as it reads them.
    members: Vec<String>,
    /// For each pointer, the position in `members` of the member it starts at.
    member_of: Vec<Option<usize>>,
    /// Whether the `n`th pointer starts at the `n`th member, each: where each pointer is one
    /// member's (both are sorted), the members' values are the pointers'.
    members_in_order: bool,
}

impl Reads {
    /// What `rules` read, grouped by `group_by` (a field name or a JSON pointer) if given.
    pub fn of(rules: &[StreamRule], group_by: Option<&str>) -> Self {
        let group_by = group_by.map(|field| {
            if field.starts_with('/') {
                field.to_owned()
            } else {
                format!("/{field}")
            }
        });
        let mut pointers: Vec<String> = (rules.iter())
            .flat_map(|rule| {
                let state = rule_state(&rule.requirement);
                state
                    .reads()
                    .into_iter()
                    .map(str::to_owned)
                    .collect::<Vec<_>>()
            })
            .chain(group_by.clone())
            .collect();
        pointers.sort();
        pointers.dedup();
        let tokens: Vec<Option<Vec<String>>> = pointers.iter().map(|p| text::tokens(p)).collect();
        let declared = (rules.iter())
            .flat_map(|rule| {
                let state = rule_state(&rule.requirement);
                let reads = state.reads().into_iter();
                reads
                    .filter_map(|read| {
                        let at = pointers.binary_search_by(|p| p.as_str().cmp(read)).ok()?;
                        Some((read.as_ptr() as usize, read.len(), at))
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
        let mut members: Vec<String> = (tokens.iter())
            .filter_map(|t: &Option<Vec<String>>| t.as_ref()?.first().cloned())
            .collect();
        members.sort();
        members.dedup();
        let member_of: Vec<Option<usize>> = (tokens.iter())
            .map(|tokens| members.binary_search(tokens.as_ref()?.first()?).ok())
            .collect();
        let members_in_order = (member_of.iter().enumerate()).all(|(i, at)| *at == Some(i));
        Self {
            pointers,
            tokens,
            group_by,
            declared,
            members,
            member_of,
            members_in_order,
        }
    }

    /// The top-level members the rules read, for the fast path to keep ([`crate::fast::Keep`],
    /// [`Reads::extract_kept`]); `None` when a rule reads the whole event or a member's inside
    /// (an object's or an array's: the fast path keeps scalars).
    pub fn members(&self) -> Option<&[String]> {
        let one_token = |t: &Option<Vec<String>>| t.as_ref().is_none_or(|t| t.len() == 1);
        self.tokens
            .iter()
            .all(one_token)
            .then_some(self.members.as_slice())
    }

    /// What the rules read, from the values of the top-level [`Reads::members`] the fast
    /// path kept (by member, `None` for one the event lacks): what [`Reads::extract_text`]
    /// finds in the same event.
    pub fn extract_kept(&self, mut kept: Vec<Option<Value>>) -> Observed {
        let values = if self.members_in_order && kept.len() == self.member_of.len() {
            kept
        } else {
            // Each value is moved out: where every pointer is one member's, no two pointers
            // start at the same member.
            (self.member_of.iter())
                .map(|at| kept[(*at)?].take())
                .collect()
        };
        Observed {
            values,
            scope: None,
        }
    }

    /// The values of `event` the rules read, in the order of [`Reads`]' pointers.
    pub fn extract(&self, event: Cursor<'_>) -> Observed {
        Observed {
            values: (self.pointers.iter())
                .map(|p| event.pointer(p).map(|at| at.to_value()))
                .collect(),
            scope: None,
        }
    }

    /// The values the rules read, taken out of an event's JSON `text` without parsing all of
    /// it: what [`Reads::extract`] finds in the parsed event; `None` when `text` is not a JSON
    /// object.
    pub fn extract_text(&self, text: &[u8]) -> Option<Observed> {
        text::extract(text, &self.tokens).map(|values| Observed {
            values,
            scope: None,
        })
    }

    fn value<'o>(&self, observed: &'o Observed, pointer: &str) -> Option<&'o Value> {
        let address = (pointer.as_ptr() as usize, pointer.len());
        let found = self.declared.iter().find(|(a, n, _)| (*a, *n) == address);
        let index = match found {
            // The text is compared once still: the rules may not be those `Reads` was made of.
            Some((.., index)) if self.pointers[*index] == pointer => *index,
            _ => (self.pointers)
                .binary_search_by(|p| p.as_str().cmp(pointer))
                .ok()?,
        };
        observed.values.get(index)?.as_ref()
    }
}

/// The values of one event that the stream rules read ([`Reads::extract`]), and the scope its
/// envelope gave it.
#[derive(Debug, Clone, PartialEq)]
pub struct Observed {
    values: Vec<Option<Value>>,
    /// The scope of an event taken out of an envelope: its group, whatever `group_by` says.
    scope: Option<String>,
}

impl Observed {
    /// The same values, in the group of `scope` (an envelope's scope) when there is one.
    pub fn scoped(self, scope: Option<String>) -> Self {
        Self { scope, ..self }
    }
}

/// The event a rule observes, with where it is and what came before it in its group.
struct Seen<'e> {
    observed: &'e Observed,
    reads: &'e Reads,
    event_type: Option<&'e str>,
    at: At,
    /// How many events of the group came before it.
    before: usize,
}

impl Seen<'_> {
    /// The event's type for messages: its tag, or "event" when it has none.
    fn this(&self) -> &str {
        self.event_type.unwrap_or("event")
    }

    /// The event's value at `pointer`, one the rules declared they read.
    fn value(&self, pointer: &str) -> Option<&Value> {
        self.reads.value(self.observed, pointer)
    }
}

/// Where a rule reports a violation: at an event, related to another, at a path, with a
/// message.
type Violation<'v> = &'v mut dyn FnMut(At, Option<At>, &str, String);

/// One rule's state in one group: what it remembers between events. A checker may be moved to
/// another thread between events (a Python object is), so its states may too.
trait RuleState: Send {
    /// The JSON pointers it reads from an event.
    fn reads(&self) -> Vec<&str>;

    /// Observes the next event of the group, reporting what it reveals.
    fn observe(&mut self, seen: &Seen<'_>, violation: Violation<'_>);

    /// Reports what only the end of the stream reveals (the group's last event is `last`).
    fn finish(self: Box<Self>, _last: Option<At>, _violation: Violation<'_>) {}

    /// Whether the group may be forgotten as far as this rule goes: it holds nothing a later
    /// event or the end of the stream would report on, beyond what it would hold fresh, or
    /// (for a rule that counts or remembers earlier events) the group has `ended`.
    fn settled(&self, ended: bool) -> bool;

    /// Whether the group has seen the event that ends it (a `terminal` or `last` rule's).
    fn ends(&self) -> bool {
        false
    }
}

/// A fresh state for `requirement`: the rules on the order and place of events (and of a
/// list's items) here, those that tie events together by a key in [`keyed_state`].
fn rule_state(requirement: &Requirement) -> Box<dyn RuleState + '_> {
    match requirement {
        Requirement::FollowedBy { event, next } => {
            Box::new(followed_by::FollowedBy::new(event, next))
        }
        Requirement::StartsWith { events, ignoring } => Box::new(starts_with::StartsWith {
            events,
            ignoring,
            started: false,
        }),
        Requirement::Numbered {
            event,
            field,
            reset_by,
        } => Box::new(numbered::Numbered::new(event, field, reset_by)),
        Requirement::First { event } => Box::new(first::First { event }),
        Requirement::Last { event } => Box::new(last::Last::new(event)),
        Requirement::Monotonic {
            event,
            field,
            strict,
        } => Box::new(monotonic::Monotonic::new(event, field, *strict)),
        Requirement::Terminal { event } => Box::new(terminal::Terminal::new(event)),
        Requirement::ItemsNumbered { event, items, key } => {
            Box::new(items_numbered::ItemsNumbered::new(event, items, key))
        }
        Requirement::Pairing { .. }
        | Requirement::Bracketing { .. }
        | Requirement::Precedes { .. }
        | Requirement::Fits { .. }
        | Requirement::Reassembly { .. }
        | Requirement::EachItemGets { .. } => keyed_state(requirement),
    }
}

/// A fresh state for a rule that ties events together by a key (the others are
/// [`rule_state`]'s).
fn keyed_state(requirement: &Requirement) -> Box<dyn RuleState + '_> {
    match requirement {
        Requirement::Pairing {
            open,
            close,
            key,
            within,
            alone,
            closed_before,
            reset_by,
        } => Box::new(pairing::Pairing::new(
            (open, close),
            (key.as_ref(), within.as_ref()),
            alone,
            (closed_before, reset_by),
        )),
        Requirement::Fits {
            open,
            open_kind,
            item,
            item_kind,
            key,
            allowed,
        } => Box::new(fits::Fits::new(
            (open, open_kind),
            (item, item_kind),
            key,
            allowed,
        )),
        Requirement::Bracketing {
            start,
            delta,
            end,
            key,
            closed_before,
            reset_by,
        } => Box::new(bracketing::Bracketing::new(
            [start, delta, end],
            key.as_ref(),
            (closed_before, reset_by),
        )),
        Requirement::Precedes { first, then, key } => {
            Box::new(precedes::Precedes::new(first, then, key))
        }
        Requirement::EachItemGets {
            event,
            items,
            key,
            field,
        } => Box::new(each_item_gets::EachItemGets::new(
            event,
            items,
            (key, field),
        )),
        Requirement::Reassembly {
            delta,
            text,
            complete,
            value,
            json,
            key,
        } => Box::new(reassembly::Reassembly {
            delta,
            text,
            complete,
            value: value.as_deref(),
            json: *json,
            key: key.as_ref(),
            collected: Default::default(),
        }),
        Requirement::FollowedBy { .. }
        | Requirement::StartsWith { .. }
        | Requirement::Numbered { .. }
        | Requirement::First { .. }
        | Requirement::Last { .. }
        | Requirement::Monotonic { .. }
        | Requirement::Terminal { .. }
        | Requirement::ItemsNumbered { .. } => rule_state(requirement),
    }
}

/// One group's state: one [`RuleState`] per rule, and the last event seen.
struct Group<'r> {
    states: Vec<Box<dyn RuleState + 'r>>,
    events: usize,
    last: Option<At>,
}

impl Group<'_> {
    /// Whether nothing of the group is left to check: every rule is settled, rules that count
    /// or remember earlier events only once the group has ended (its `terminal` or `last`
    /// event came). Forgetting a group with nothing ended changes no finding; after its end,
    /// a later event with its key is a new group's first.
    fn settled(&self) -> bool {
        let ended = self.states.iter().any(|state| state.ends());
        self.states.iter().all(|state| state.settled(ended))
    }
}

/// Checks a stream against rules.
pub struct StreamChecker<'r> {
    file: String,
    rules: &'r [StreamRule],
    reads: &'r Reads,
    /// The one group of a stream whose events have no group (no `group_by`, no envelope
    /// scope): looked up without hashing its key.
    ungrouped: Option<Group<'r>>,
    /// The groups by key.
    groups: KeyMap<String, Group<'r>>,
}

impl<'r> StreamChecker<'r> {
    /// A checker of `rules` for the stream of `file`, reading events through `reads` (made by
    /// [`Reads::of`] from the same rules), per group if `reads` has one.
    pub fn new(file: &str, rules: &'r [StreamRule], reads: &'r Reads) -> Self {
        Self {
            file: file.to_owned(),
            rules,
            reads,
            ungrouped: None,
            groups: KeyMap::default(),
        }
    }

    /// Observes the next event (of type `event_type`, at `line`, with the values `observed`),
    /// returning the violations it reveals.
    pub fn observe(
        &mut self,
        index: usize,
        line: usize,
        observed: &Observed,
        event_type: Option<&str>,
    ) -> Vec<Finding> {
        let reads = self.reads;
        let grouped = reads.group_by.is_some() || observed.scope.is_some();
        let group_key = grouped.then(|| {
            (observed.scope.as_deref().map(Cow::Borrowed))
                .or_else(|| {
                    (reads.group_by.as_deref())
                        .and_then(|field| reads.value(observed, field))
                        .map(select::text_of)
                })
                .unwrap_or_default()
        });
        let rules = self.rules;
        let new_group = || Group {
            states: rules
                .iter()
                .map(|rule| rule_state(&rule.requirement))
                .collect(),
            events: 0,
            last: None,
        };
        let group = match &group_key {
            None => self.ungrouped.get_or_insert_with(new_group),
            Some(key) => match self.groups.get_mut(&**key) {
                Some(group) => group,
                None => self.groups.entry(key.to_string()).or_insert_with(new_group),
            },
        };
        let at = At { index, line };
        let seen = Seen {
            observed,
            reads,
            event_type,
            at,
            before: group.events,
        };
        let mut found = Vec::new();
        for (rule, state) in rules.iter().zip(&mut group.states) {
            state.observe(&seen, &mut |at, related, path, message| {
                found.push(finding(&self.file, rule, at, related, path, message));
            });
        }
        group.events += 1;
        group.last = Some(at);
        if let Some(key) = group_key.filter(|_| group.settled()) {
            self.groups.remove(&*key);
        }
        for finding in &mut found {
            finding.event_type = event_type.map(str::to_owned);
        }
        found
    }

    /// How many groups the checker holds: those with something open (a pair not closed, a
    /// terminal event not come, ...). A group is forgotten after the event that settles it
    /// ([`Group::settled`]); an event of its key afterwards begins a new group.
    pub fn groups_held(&self) -> usize {
        self.groups.len() + usize::from(self.ungrouped.is_some())
    }

    /// The violations only the end of the stream reveals: pairs never closed, a missing terminal.
    pub fn finish(self) -> Vec<Finding> {
        let mut found = Vec::new();
        let mut groups: Vec<Group<'r>> =
            (self.groups.into_values()).chain(self.ungrouped).collect();
        groups.sort_by_key(|group| group.last.map(|at| at.index));
        for group in groups {
            for (rule, state) in self.rules.iter().zip(group.states) {
                state.finish(group.last, &mut |at, related, path, message| {
                    found.push(finding(&self.file, rule, at, related, path, message));
                });
            }
        }
        found.sort_by_key(|f| f.event_index);
        found
    }
}

/// The finding of a violation of `rule` in `file`.
fn finding(
    file: &str,
    rule: &StreamRule,
    at: At,
    related: Option<At>,
    path: &str,
    message: String,
) -> Finding {
    Finding {
        event_index: at.index,
        instance_path: path.to_owned(),
        sequence_rule: Some(rule.id.clone()),
        related_line: related.map(|r| r.line),
        ..Finding::new(file, (at.line, 1), Severity::Error, Rule::Sequence, message)
    }
}
