//! The contract's fast path ([`crate::fast`]): chosen once, when the contract is compiled, and
//! standing in for [`Contract::check`] on the events it accepts.

use eventspec_schema::{
    envelope::Envelope,
    model::{self, Content},
};

use super::{Checked, Contract, EventType};
use crate::fast::{FastPath, Keep, Members, Verdict};

/// A contract's fast path, and what [`Contract::check`] would say of an event each member of
/// its root union (or its one shape) accepts.
pub(super) struct Fast {
    path: FastPath,
    /// By member of the root union (one entry when the root is none): what an accepted event
    /// is, `None` when the general path must say.
    outcomes: Vec<Option<Outcome>>,
}

/// What checking an event the fast path accepted gives.
struct Outcome {
    /// Its event type.
    event_type: Option<String>,
    /// Whether there is nothing to report whatever properties it has (a closed type, or one
    /// that declares none).
    always_silent: bool,
    /// Whether there is nothing to report when it has no property beyond its schema's (the
    /// schema lists only properties the type declares).
    silent_without_extra: bool,
}

impl Outcome {
    fn new(
        path: &FastPath,
        member: Option<usize>,
        target: &EventType,
        name: Option<String>,
    ) -> Self {
        Self {
            event_type: name,
            always_silent: target.content == Content::Closed || target.properties.is_empty(),
            silent_without_extra: path
                .properties(member)
                .is_some_and(|listed| listed.iter().all(|p| target.properties.contains(*p))),
        }
    }
}

impl Contract {
    /// The contract with its fast path compiled from `model`, when there is one that decides
    /// as the document does and names the same event types.
    pub(super) fn with_fast_path(mut self, model: &model::Contract) -> Self {
        let Ok(path) = FastPath::compile(model) else {
            return self;
        };
        let outcomes = match (&self.tag, path.members(), self.shapes.as_slice()) {
            (Some(tag), Members::Tagged { property, values }, _) if property == tag => {
                (values.iter().enumerate())
                    .map(|(at, v)| {
                        let target = self.by_tag.get(*v)?;
                        Some(Outcome::new(&path, Some(at), target, Some((*v).to_owned())))
                    })
                    .collect()
            }
            (None, Members::One, [only]) => {
                vec![Some(Outcome::new(&path, None, only, only.name.clone()))]
            }
            (None, Members::Present(pointers), shapes) if self.shapes_compile_alone() => (pointers
                .iter()
                .enumerate())
            .map(|(at, pointer)| {
                let (_, shape) = (model.event_types.iter().zip(shapes))
                    .find(|(t, _)| model.node(model.resolved(t.member)).pointer == *pointer)?;
                Some(Outcome::new(&path, Some(at), shape, shape.name.clone()))
            })
            .collect(),
            _ => return self,
        };
        self.fast = Some(Fast { path, outcomes });
        self
    }

    /// Whether every event type of an untagged contract compiles alone: the event type of an
    /// event is then the first whose validator accepts it, the one member that can.
    fn shapes_compile_alone(&self) -> bool {
        (self.shapes.iter())
            .all(|s| (s.validator.get_or_init(|| self.members.compile(&s.pointer))).is_some())
    }

    /// The contract without its fast path: every event takes the general path.
    #[must_use]
    pub fn without_fast_path(mut self) -> Self {
        self.fast = None;
        self
    }

    /// Whether events are checked on the fast path first.
    pub fn has_fast_path(&self) -> bool {
        self.fast.is_some()
    }

    /// Checks one event from its JSON text on the fast path: `Some` when the document accepts
    /// it and [`Contract::check`] would find nothing to say, in any mode; `None` when the
    /// general path must decide (the event fails, the fast path cannot tell, or a finding is
    /// due).
    pub fn check_fast(&self, bytes: &[u8]) -> Option<Checked> {
        match self.answer_fast(bytes) {
            Answer::Silent(checked) => Some(checked),
            Answer::Rejects | Answer::Undecided => None,
        }
    }

    /// What the fast path says of one event from its JSON text (a record that is no message of
    /// the envelope's protocol, where events arrive in envelopes): [`Answer::Silent`] as
    /// [`Contract::check_fast`] gives it, [`Answer::Rejects`] when the document rejects the
    /// event (or the text is no JSON), which [`Contract::check`] then finds an error in, in the
    /// declared and the strict mode (the tolerant reader may only warn).
    pub fn answer_fast(&self, bytes: &[u8]) -> Answer {
        self.answer_fast_keeping(bytes, None, true)
    }

    /// [`Contract::answer_fast`], keeping the values of the event's top-level members `keep`
    /// names as the fast path reads them ([`Keep`]); [`Answer::Rejects`] only when `rejecting`
    /// ([`crate::fast::FastPath::check_keeping`]), else a failing event is undecided.
    pub fn answer_fast_keeping(
        &self,
        bytes: &[u8],
        keep: Option<&Keep<'_>>,
        rejecting: bool,
    ) -> Answer {
        let Some(fast) = self.fast.as_ref() else {
            return Answer::Undecided;
        };
        if !self.envelope.as_ref().is_none_or(|e| unenveloped(e, bytes)) {
            return Answer::Undecided;
        }
        let accepted = match fast.path.check_keeping(bytes, keep, rejecting) {
            Verdict::Accepted(accepted) => accepted,
            Verdict::Rejected => return Answer::Rejects,
            Verdict::Undecided => return Answer::Undecided,
        };
        let Some(Some(outcome)) = fast.outcomes.get(accepted.member.unwrap_or(0)) else {
            return Answer::Undecided;
        };
        if outcome.always_silent || (!accepted.extra && outcome.silent_without_extra) {
            Answer::Silent(Checked {
                event_type: outcome.event_type.clone(),
                problems: Vec::new(),
            })
        } else {
            Answer::Undecided
        }
    }
}

/// Whether a record read through `envelope` is an event as it is, as a look at its keys finds:
/// it lacks the member every message of the protocol has (a top-level one, `/jsonrpc`).
fn unenveloped(envelope: &Envelope, bytes: &[u8]) -> bool {
    let name = (envelope.message.as_deref()).and_then(|pointer| pointer.strip_prefix('/'));
    name.filter(|name| !name.contains(['/', '~']))
        .is_some_and(|name| crate::fast::lacks_member(bytes, name))
}

/// What the fast path says of an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// The document accepts it, and [`Contract::check`] has nothing to say in any mode.
    Silent(Checked),
    /// The document rejects it.
    Rejects,
    /// The general path must say.
    Undecided,
}
