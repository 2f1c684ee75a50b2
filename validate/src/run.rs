//! Validates whole inputs: reads each, checks its events on `jobs` worker threads, and hands the
//! findings to a sink in input order, whatever the job count.
//!
//! The workers are started once per run ([`Validator::run`]) and shared by every input, so a
//! run over many small files does not pay for a thread pool per file. One pipeline serves every
//! format: the input's framer ([`input::frame`]) makes units of work (blocks of JSONL lines, which
//! the workers split, parse and check, so reading stays cheap and everything costly runs in
//! parallel; batches of SSE frames or of a JSON document's events); one dispatcher
//! ([`Validator::read`]) checks each unit on the calling thread or sends it to the workers; and
//! the ordered stage takes the checked events in input order to the counts, the stream rules and
//! the sink.

mod check;
mod ordered;
mod pool;

use std::{
    collections::BTreeMap,
    io::{self, Read},
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
};

use crossbeam_channel::Sender;

use self::{
    check::Check,
    ordered::Ordered,
    pool::{Task, in_pool, work},
};
use crate::{
    contract::{Contract, Mode},
    finding::{Finding, Rule, Severity},
    input::{self, Format},
    stream::{Observed, Reads, StreamChecker},
};
use eventspec_schema::rules::StreamRule;

/// Bytes read per unit of parallel work.
const BLOCK: usize = 1 << 18;
/// Bytes read per unit of work checked on the calling thread.
const BLOCK_HERE: usize = 1 << 16;

/// How to validate.
#[derive(Debug, Clone)]
pub struct Options {
    /// Strict, tolerant, or as the contract declares.
    pub mode: Mode,
    /// Worker threads; 1 validates on the calling thread.
    pub jobs: usize,
    /// The longest line (or JSON document) read; longer ones become a finding.
    pub max_line_bytes: usize,
    /// Stop after this many invalid events (over all inputs, counted by the caller).
    pub max_invalid: Option<usize>,
    /// Stream rules to check over each input's sequence of events (the workers take out what
    /// the rules read; the rules see the events in input order).
    pub rules: Option<Vec<StreamRule>>,
    /// Check stream rules per value of this field (a name or a JSON pointer).
    pub group_by: Option<String>,
    /// Count what each valid event exercises of the contract's coverage plan
    /// ([`Counts::facts`]).
    pub coverage: bool,
    /// Each event's verdict alone: in the declared and the strict mode, an event the contract
    /// rejects is not explained, and its one finding says the schema rejects it
    /// ([`crate::Problem::unexplained`]); one the fast path rejects is not even parsed.
    pub verdicts: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            mode: Mode::Declared,
            jobs: 1,
            max_line_bytes: 64 << 20,
            max_invalid: None,
            rules: None,
            group_by: None,
            coverage: false,
            verdicts: false,
        }
    }
}

/// An input that could not be read to its end: the error, and the counts of what was checked
/// before it (its findings were already given to the sink).
#[derive(Debug)]
pub struct PartialRead {
    /// What was checked before the error.
    pub counts: Counts,
    /// The error.
    pub error: io::Error,
}

impl std::fmt::Display for PartialRead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a read failed after {} event(s)", self.counts.events)
    }
}

impl std::error::Error for PartialRead {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// The counts of one input.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Counts {
    /// Events read (unparsable ones included).
    pub events: usize,
    /// Events without errors.
    pub valid: usize,
    /// Events with at least one error, or that could not be parsed.
    pub invalid: usize,
    /// Warning findings.
    pub warnings: usize,
    /// Stream rule violations.
    pub violations: usize,
    /// How many events of each event type the input holds.
    pub event_types: BTreeMap<String, usize>,
    /// Whether validation stopped early at `max_invalid`.
    pub stopped: bool,
    /// Messages of a capture that are no events (not envelopes of the contract's events), which
    /// passed by.
    pub passed: usize,
    /// Events the contract's fast path decided: those it accepted, and with
    /// [`Options::verdicts`] those it rejected (the others were parsed into a `Value`).
    pub fast: usize,
    /// With [`Options::coverage`]: by fact of the contract's coverage plan, how many valid
    /// events exercised it (read back with [`crate::coverage::Plan::read`]).
    pub facts: Vec<usize>,
}

/// One checked event, built where it was checked; its index is set in input order.
struct Checked {
    findings: Vec<Finding>,
    event_type: Option<String>,
    line: usize,
    /// The values the stream rules read, when they are checked and the event parsed.
    observed: Option<Observed>,
    /// Whether the fast path decided it.
    fast: bool,
    /// The facts of the coverage plan it exercises, when coverage is counted and it is valid.
    hits: Vec<u32>,
    /// A message of a capture that is no event (not an envelope of the contract's events): it
    /// passes by, uncounted.
    passed: bool,
}

impl Checked {
    /// A message at `line` with nothing found, read or exercised.
    fn empty(line: usize) -> Self {
        Self {
            findings: Vec::new(),
            event_type: None,
            line,
            observed: None,
            fast: false,
            hits: Vec::new(),
            passed: false,
        }
    }
}

/// Validates `input` (named `file` in findings) and passes each finding to `sink`, in order.
/// `already_invalid` counts invalid events of earlier inputs, for `max_invalid`. It starts
/// workers for this input alone: to validate several inputs, use [`Validator::run`].
pub fn validate_input(
    contract: &Contract,
    file: &str,
    input: impl Read,
    format: Format,
    options: &Options,
    already_invalid: usize,
    sink: &mut dyn FnMut(Finding),
) -> Result<Counts, PartialRead> {
    Validator::run(contract, options, |validator| {
        validator.validate(file, input, format, already_invalid, sink)
    })
}

/// Validates inputs one after another against one contract, with one pool of worker threads
/// for the whole run.
pub struct Validator<'a> {
    contract: &'a Contract,
    options: &'a Options,
    /// The workers' queue, when there are workers (`jobs` over 1).
    tasks: Option<Sender<Task>>,
    /// What the stream rules read from each event, when they are checked.
    reads: Option<Arc<Reads>>,
    /// How many worker threads have started.
    started: Arc<AtomicUsize>,
    /// Whether inputs are live (each checked on the calling thread as it arrives).
    live: bool,
}

impl<'a> Validator<'a> {
    /// Starts the workers `options` asks for, calls `body` with a validator that uses them for
    /// every input, and stops them when `body` returns.
    pub fn run<T>(
        contract: &'a Contract,
        options: &'a Options,
        body: impl FnOnce(&mut Validator<'a>) -> T,
    ) -> T {
        let reads = (options.rules.as_deref())
            .map(|rules| Arc::new(Reads::of(rules, options.group_by.as_deref())));
        std::thread::scope(|scope| {
            let started = Arc::new(AtomicUsize::new(0));
            let tasks = (options.jobs > 1)
                .then(|| {
                    let (task_tx, task_rx) = crossbeam_channel::bounded::<Task>(options.jobs * 2);
                    let mut spawned = 0;
                    for _ in 0..options.jobs {
                        let (task_rx, started) = (task_rx.clone(), Arc::clone(&started));
                        let reads = reads.clone();
                        // With the stack a check may need, so that none needs a new one.
                        spawned += usize::from(
                            std::thread::Builder::new()
                                .stack_size(contract.stack_size() + (1 << 20))
                                .spawn_scoped(scope, move || {
                                    started.fetch_add(1, Ordering::Relaxed);
                                    let how = Check::new(contract, options, reads.as_deref());
                                    work(&how, &task_rx);
                                })
                                .is_ok(),
                        );
                    }
                    // Without a worker, events are checked on the calling thread.
                    (spawned > 0).then_some(task_tx)
                })
                .flatten();
            let mut validator = Validator {
                contract,
                options,
                tasks,
                reads,
                started,
                live: false,
            };
            // Dropping the validator closes the queue; the scope then waits for the workers.
            body(&mut validator)
        })
    }

    /// This validator for live inputs: each event is checked on the calling thread as soon as
    /// it is read, so the findings of an input that arrives slowly (a pipe from a running
    /// producer) come out as its events do, not when a block of work fills up. It borrows this
    /// validator, so it cannot outlive the body of [`Validator::run`] (which stops the workers
    /// once every handle on their queue is gone).
    pub fn on_this_thread(&self) -> Validator<'_> {
        Validator {
            contract: self.contract,
            options: self.options,
            tasks: self.tasks.clone(),
            reads: self.reads.clone(),
            started: Arc::clone(&self.started),
            live: true,
        }
    }

    /// How many worker threads this run has started (0 when it validates on the calling
    /// thread).
    pub fn workers_started(&self) -> usize {
        self.started.load(Ordering::Relaxed)
    }

    /// Validates `input` (named `file` in findings) and passes each finding to `sink`, in
    /// order. `already_invalid` counts invalid events of earlier inputs, for `max_invalid`.
    pub fn validate(
        &self,
        file: &str,
        input: impl Read,
        format: Format,
        already_invalid: usize,
        sink: &mut dyn FnMut(Finding),
    ) -> Result<Counts, PartialRead> {
        let options = self.options;
        let how = Check::new(self.contract, options, self.reads.as_deref());
        let mut counts = Counts::default();
        if options.coverage {
            counts.facts = vec![0; self.contract.coverage().facts()];
        }
        let stream = (self.reads.as_deref())
            .zip(options.rules.as_deref())
            .map(|(reads, rules)| StreamChecker::new(file, rules, reads));
        let mut ordered = Ordered {
            counts,
            stream,
            sink,
            max_invalid: options.max_invalid,
            already_invalid,
        };
        // A read error ends the input; what was checked before it still counts.
        match self.read(&how, file, input, format, &mut |checked| {
            ordered.take(checked)
        }) {
            Ok(()) => Ok(ordered.finish(file)),
            Err(error) => Err(PartialRead {
                counts: ordered.counts,
                error,
            }),
        }
    }

    /// Where units of work are checked: by the workers when there are (`jobs` over 1) and the
    /// input is not live, else on the calling thread.
    fn pool(&self) -> Option<&Sender<Task>> {
        self.tasks.as_ref().filter(|_| !self.live)
    }

    /// Reads `input`, has each unit of work the framer of `format` makes of it checked (here,
    /// or by the workers), and hands the checked events to `emit` in input order until it
    /// returns `false`.
    fn read(
        &self,
        how: &Check<'_>,
        file: &str,
        input: impl Read,
        format: Format,
        emit: &mut dyn FnMut(Checked) -> bool,
    ) -> io::Result<()> {
        let max = self.options.max_line_bytes;
        match self.pool() {
            None => input::frame(input, format, max, BLOCK_HERE, |unit| {
                how.each(file, unit, emit)
            }),
            Some(tasks) => in_pool(
                how,
                tasks,
                file,
                |send| input::frame(input, format, max, BLOCK, |unit| send(unit.into_owned())),
                emit,
            ),
        }
    }
}

impl Counts {
    /// Counts one checked event with its `findings` (each given its index), of `event_type`.
    fn count(&mut self, findings: &mut [Finding], event_type: Option<String>) {
        if let Some(event_type) = event_type {
            *self.event_types.entry(event_type).or_default() += 1;
        }
        for finding in findings.iter_mut() {
            finding.event_index = self.events;
        }
        self.events += 1;
        if findings.iter().any(|f| f.severity == Severity::Error) {
            self.invalid += 1;
        } else {
            self.valid += 1;
        }
        self.warnings += (findings.iter())
            .filter(|f| f.severity == Severity::Warning)
            .count();
        self.violations += findings.iter().filter(|f| f.rule == Rule::Sequence).count();
    }
}

#[cfg(test)]
mod tests;
