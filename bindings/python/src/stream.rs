//! `StreamChecker`: a family's stream rules over events pushed one at a time, as
//! `validate --stream` checks them over an input.

use std::sync::{LazyLock, Mutex};

use eventspec_schema::{
    envelope::{self, Opened},
    rules::StreamRule,
};
use eventspec_validate::{
    Contract, Finding, Mode,
    stream::{Reads, StreamChecker as Checker},
    tape::Tape,
};
use pyo3::{prelude::*, types::PyList};
use self_cell::self_cell;
use serde_json::Value;

use crate::{
    contract::{self, Loaded},
    errors::EventspecError,
    events::append_line,
    validator::findings,
};

/// The rules and what they read, which the checker borrows.
struct Rules {
    rules: Vec<StreamRule>,
    reads: Reads,
}

type Borrowing<'r> = Checker<'r>;

self_cell!(
    /// The rules with a checker borrowing them.
    struct Checking {
        owner: Rules,
        #[not_covariant]
        dependent: Borrowing,
    }
);

/// What an empty checker reads: nothing.
static NOTHING: LazyLock<Reads> = LazyLock::new(Reads::default);

/// A family's stream rules, checked over events pushed in order.
#[pyclass(module = "eventspec._native")]
pub struct StreamChecker {
    contract: Contract,
    checking: Mutex<Checking>,
    source: String,
    /// Events pushed so far.
    events: usize,
    /// Messages pushed so far: the events, and where events arrive in envelopes, the messages
    /// that passed by.
    messages: usize,
    finished: bool,
}

#[pymethods]
impl StreamChecker {
    /// A checker of the stream rules of the registry's `family` (`"agentao.host@v3"`) or of a
    /// user's `schema` (a path, or the schema as a dict) with its `rules` (a path, or the rules
    /// document as a dict) [default: `NAME.rules.json` beside a schema file `NAME.json`], per
    /// value of the field `group_by` (a name or a JSON pointer) if given; findings name
    /// `source`.
    #[new]
    #[pyo3(signature = (family=None, *, schema=None, rules=None, dialect=None, group_by=None, source="-"))]
    fn new(
        family: Option<&str>,
        schema: Option<&Bound<'_, PyAny>>,
        rules: Option<&Bound<'_, PyAny>>,
        dialect: Option<&str>,
        group_by: Option<&str>,
        source: &str,
    ) -> PyResult<Self> {
        let dialect = contract::dialect(dialect)?;
        let Loaded { contract, rules } = contract::load(family, schema, rules, dialect)?;
        let Some(rules) = rules else {
            return Err(EventspecError::new_err(
                "the schema has no stream rules to check: give `rules` (a path, or the rules \
                 document as a dict)",
            ));
        };
        let reads = Reads::of(&rules, group_by);
        let checking = Checking::new(Rules { rules, reads }, |owner| {
            Checker::new(source, &owner.rules, &owner.reads)
        });
        Ok(Self {
            contract,
            checking: Mutex::new(checking),
            source: source.to_owned(),
            events: 0,
            messages: 0,
            finished: false,
        })
    }

    /// Checks the next event (a dict, or its JSON text) and returns the rule violations it
    /// reveals. An event that is not JSON counts in the stream but is not observed, as in
    /// `validate --stream`. Where the contract's events arrive in envelopes (ACP's JSON-RPC
    /// notifications), push the messages as captured: an envelope's event is checked in its
    /// scope, and a message that is no envelope passes by.
    fn push<'py>(&mut self, event: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyList>> {
        if self.finished {
            return Err(EventspecError::new_err(
                "the stream was finished; make a new checker",
            ));
        }
        let mut line = Vec::new();
        append_line(&mut line, event, self.messages)?;
        self.messages += 1;
        let (index, line_number, contract) = (self.events, self.messages, &self.contract);
        // A message of a capture that is no envelope of the contract's events passes by.
        let opened = match serde_json::from_slice::<Value>(&line) {
            Ok(value) => match envelope::open(contract.envelope(), value) {
                Opened::Event { event, scope } => Some((event, scope)),
                Opened::PassedBy => return Ok(PyList::empty(event.py())),
                Opened::Empty(_) => None,
            },
            Err(_) => None,
        };
        self.events += 1;
        let found = match opened {
            Some((value, scope)) => {
                let event = Tape::of(&value);
                let event_type = contract.check(&event, Mode::Declared).event_type;
                let checking = self.checking.get_mut().unwrap_or_else(|p| p.into_inner());
                checking.with_dependent_mut(|owner, checker| {
                    let observed = owner.reads.extract(event.root()).scoped(scope);
                    checker.observe(index, line_number, &observed, event_type.as_deref())
                })
            }
            None => Vec::new(),
        };
        findings(event.py(), &found)
    }

    /// The violations only the end of the stream reveals: pairs never closed, a missing
    /// terminal event. The checker takes no more events after it.
    fn finish<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        if self.finished {
            return Ok(PyList::empty(py));
        }
        self.finished = true;
        let source = self.source.as_str();
        let checking = self.checking.get_mut().unwrap_or_else(|p| p.into_inner());
        let found: Vec<Finding> = checking.with_dependent_mut(|_, checker| {
            std::mem::replace(checker, Checker::new(source, &[], &NOTHING)).finish()
        });
        findings(py, &found)
    }
}
