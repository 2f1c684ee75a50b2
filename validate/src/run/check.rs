//! How one event, or one unit of work, is checked and turned into a [`Checked`].

use eventspec_schema::envelope::{self, Opened};
use serde_json::Value;

use super::{Checked, Options};
use crate::{
    contract::{self, Answer, Contract, Mode, Problem},
    coverage::Plan,
    fast::Keep,
    finding::{Finding, Rule, Severity},
    input::{self, Record, Unit},
    stream::{Observed, Reads},
    tape::Tape,
};

/// How events are checked: against a contract, in a mode, with what the stream rules read
/// taken out of each, and the facts of the coverage plan counted when asked.
pub(super) struct Check<'c> {
    contract: &'c Contract,
    mode: Mode,
    reads: Option<&'c Reads>,
    coverage: Option<&'c Plan>,
    /// Whether verdicts alone are wanted ([`Options::verdicts`]).
    verdicts: bool,
}

impl<'c> Check<'c> {
    pub(super) fn new(contract: &'c Contract, options: &Options, reads: Option<&'c Reads>) -> Self {
        Self {
            contract,
            mode: options.mode,
            reads,
            coverage: options.coverage.then(|| contract.coverage()),
            verdicts: options.verdicts,
        }
    }

    /// The facts a valid `event` of `event_type` exercises, when coverage is counted.
    fn hits(&self, event_type: Option<&str>, event: &Value) -> Vec<u32> {
        match (self.coverage, event_type) {
            (Some(plan), Some(event_type)) => plan.observe(event_type, event),
            _ => Vec::new(),
        }
    }

    /// One message of `file` at `line`: an event, or, where the contract's events arrive in
    /// envelopes, the event its envelope holds (its stream rules in its envelope's scope) or a
    /// message that passes by. Findings name the message's line and the path in the event, as
    /// for an event read as it is.
    fn message(
        &self,
        file: &str,
        line: usize,
        payload: Result<Tape, input::ParseError>,
        name: Option<&str>,
    ) -> Checked {
        let message = match payload {
            Ok(message) => message,
            Err(error) => return self.event(file, line, &Err(error)),
        };
        let (event, scope) = match envelope::open(self.contract.envelope(), message) {
            Opened::Event { event, scope } => (event, scope),
            Opened::PassedBy => {
                return Checked {
                    passed: true,
                    ..Checked::empty(line)
                };
            }
            Opened::Empty(message) => {
                let at = (self.contract.envelope()).map_or(String::new(), |e| e.event.to_string());
                return Checked {
                    findings: vec![Finding {
                        instance_path: at,
                        ..Finding::new(file, (line, 1), Severity::Error, Rule::Schema, message)
                    }],
                    ..Checked::empty(line)
                };
            }
        };
        let mut checked = self.named_event(file, line, event, name);
        checked.observed = checked.observed.map(|o| o.scoped(scope));
        checked
    }

    /// One event of `file` at `line`, parsed, with the disagreement of its SSE frame's `name`
    /// with it first.
    fn named_event(&self, file: &str, line: usize, event: Tape, name: Option<&str>) -> Checked {
        let named = self.named(name, |pointer| {
            event.root().pointer(pointer).map(|at| at.to_value())
        });
        let mut checked = self.event(file, line, &Ok(event));
        checked
            .findings
            .splice(0..0, named.map(|n| n.finding(file, line)));
        checked
    }

    /// The disagreement of an SSE frame's `name` with its event, where the contract says which
    /// field of the event the name equals: that field's value, read by `value_at`, is a string
    /// other than the name. `None` when they agree or nothing is to be compared (a frame without
    /// a name, an event without the field: the schema reports that).
    fn named(
        &self,
        name: Option<&str>,
        value_at: impl FnOnce(&str) -> Option<Value>,
    ) -> Option<Misnamed> {
        let (name, pointer) = (name?, self.contract.sse_event_name()?);
        let value = value_at(pointer)?;
        let value = value.as_str()?;
        (value != name).then(|| Misnamed {
            name: name.to_owned(),
            pointer: pointer.to_owned(),
            value: value.to_owned(),
        })
    }

    /// One event of `file`, at `line`.
    fn event(&self, file: &str, line: usize, payload: &Result<Tape, input::ParseError>) -> Checked {
        let mut event_type = None;
        let findings = match payload {
            Ok(event) => {
                let checked = if self.verdicts {
                    self.contract.check_verdict(event, self.mode)
                } else {
                    self.contract.check(event, self.mode)
                };
                event_type.clone_from(&checked.event_type);
                checked
                    .problems
                    .into_iter()
                    .map(|problem| Finding {
                        event_type: checked.event_type.clone(),
                        keyword: problem.keyword,
                        instance_path: problem.instance_path,
                        ..Finding::new(
                            file,
                            (line, 1),
                            problem.severity,
                            problem.rule,
                            problem.message,
                        )
                    })
                    .collect()
            }
            Err(error) => vec![Finding::new(
                file,
                (error.line, error.column.unwrap_or(1)),
                Severity::Error,
                Rule::Parse,
                error.message.clone(),
            )],
        };
        let observed = match (self.reads, payload) {
            (Some(reads), Ok(event)) => Some(reads.extract(event.root())),
            _ => None,
        };
        let hits = match payload {
            Ok(event)
                if self.coverage.is_some()
                    && !findings.iter().any(|f| f.severity == Severity::Error) =>
            {
                self.hits(event_type.as_deref(), &event.root().to_value())
            }
            _ => Vec::new(),
        };
        Checked {
            findings,
            event_type,
            observed,
            hits,
            ..Checked::empty(line)
        }
    }

    /// What the stream rules read of the event `text`: `Some(None)` when there are none,
    /// `None` when it cannot be taken out of the text.
    fn observe_text(&self, text: &[u8], keep: Option<Keep<'_>>) -> Option<Option<Observed>> {
        let Some(reads) = self.reads else {
            return Some(None);
        };
        // Where the fast path kept the members the rules read, they are not looked for again.
        match keep.and_then(Keep::values) {
            Some(kept) => Some(Some(reads.extract_kept(kept))),
            None => reads.extract_text(text).map(Some),
        }
    }

    /// One event of `file` from its JSON text: on the contract's fast path when it has one
    /// (what the stream rules read then taken out of the text), else (or when the fast path
    /// cannot accept the event, or rejects it and findings are wanted) parsed and checked on
    /// the general path.
    pub(super) fn text(
        &self,
        file: &str,
        line: usize,
        text: Result<&[u8], input::ParseError>,
        name: Option<&str>,
    ) -> Checked {
        if let Ok(bytes) = &text {
            // What the stream rules read is kept as the fast path reads the event.
            let keep = self.reads.and_then(Reads::members).map(Keep::new);
            // A rejection is of use where verdicts alone are wanted; else the general path
            // explains a failing event whatever the fast path says of it.
            let rejecting = self.verdicts && self.mode != Mode::Tolerant;
            let answer = self
                .contract
                .answer_fast_keeping(bytes, keep.as_ref(), rejecting);
            let done = match answer {
                Answer::Silent(checked) => self.accepted(file, line, (bytes, keep), checked, name),
                Answer::Rejects if rejecting => self.rejected(file, line, (bytes, keep)),
                Answer::Rejects | Answer::Undecided => None,
            };
            if let Some(done) = done {
                return done;
            }
        }
        let payload = text.and_then(|bytes| input::parse_tape(line, bytes));
        self.message(file, line, payload, name)
    }

    /// An event the fast path accepted, `None` when the general path must see it after all
    /// (what the stream rules read cannot be taken out of its text, or its SSE frame's name
    /// is held to a field other than its tag).
    fn accepted(
        &self,
        file: &str,
        line: usize,
        (bytes, keep): (&[u8], Option<Keep<'_>>),
        checked: contract::Checked,
        name: Option<&str>,
    ) -> Option<Checked> {
        let observed = self.observe_text(bytes, keep)?;
        // A valid event's type is its tag's value, which an SSE name is most often held to.
        let named = match (name, self.contract.sse_event_name()) {
            (Some(_), Some(pointer))
                if (self.contract.tag())
                    .is_none_or(|tag| pointer.strip_prefix('/') != Some(tag)) =>
            {
                return None;
            }
            _ => self.named(name, |_| checked.event_type.clone().map(Value::String)),
        };
        // Counting coverage needs the event's values: parsed, but not checked again.
        let hits = match self.coverage.map(|_| input::parse_bytes(line, bytes)) {
            Some(Ok(event)) => self.hits(checked.event_type.as_deref(), &event),
            _ => Vec::new(),
        };
        Some(Checked {
            findings: named.map(|n| n.finding(file, line)).into_iter().collect(),
            event_type: checked.event_type,
            observed,
            fast: true,
            hits,
            ..Checked::empty(line)
        })
    }

    /// An event the fast path rejected, when only verdicts are wanted: its one finding says
    /// so, without the general path's explanation. `None` when what the stream rules read
    /// cannot be taken out of its text.
    fn rejected(
        &self,
        file: &str,
        line: usize,
        (bytes, keep): (&[u8], Option<Keep<'_>>),
    ) -> Option<Checked> {
        let observed = self.observe_text(bytes, keep)?;
        let problem = Problem::unexplained();
        Some(Checked {
            findings: vec![Finding::new(
                file,
                (line, 1),
                problem.severity,
                problem.rule,
                problem.message,
            )],
            observed,
            fast: true,
            ..Checked::empty(line)
        })
    }

    /// The events of one unit of work of `file`.
    pub(super) fn unit(&self, file: &str, unit: Unit<'_>) -> Vec<Checked> {
        let mut checked = Vec::new();
        self.each(file, unit, &mut |event| {
            checked.push(event);
            true
        });
        checked
    }

    /// Hands each event of one unit of work of `file` to `emit` as it is checked (while its
    /// values are still in the cache), until `emit` returns `false`; whether it never did.
    pub(super) fn each(
        &self,
        file: &str,
        unit: Unit<'_>,
        emit: &mut dyn FnMut(Checked) -> bool,
    ) -> bool {
        let mut going = true;
        match unit {
            Unit::Lines(chunk) => chunk.events(|line, text| {
                going = going && emit(self.text(file, line, text, None));
            }),
            Unit::Events(batch) => {
                for raw in batch {
                    let checked = match raw.text() {
                        Some(bytes) => self.text(file, raw.line, Ok(bytes), raw.name()),
                        None => {
                            let Record {
                                line,
                                payload,
                                name,
                            } = raw.parse();
                            let payload = payload.map(|value| Tape::of(&value));
                            self.message(file, line, payload, name.as_deref())
                        }
                    };
                    if !emit(checked) {
                        return false;
                    }
                }
            }
        }
        going
    }
}

/// An SSE frame whose `event:` name is not what its event's field says.
struct Misnamed {
    /// The frame's name.
    name: String,
    /// The JSON pointer of the field the name must equal.
    pointer: String,
    /// The field's value.
    value: String,
}

impl Misnamed {
    /// The finding, at the frame's first data line and the field's path.
    fn finding(&self, file: &str, line: usize) -> Finding {
        let message = format!(
            "the SSE frame names its event `{}` (its `event:` line), where the event's `{}` is \
             `{}`; the contract says they are equal",
            self.name,
            self.pointer.trim_start_matches('/'),
            self.value
        );
        Finding {
            instance_path: self.pointer.clone(),
            ..Finding::new(file, (line, 1), Severity::Error, Rule::Framing, message)
        }
    }
}
