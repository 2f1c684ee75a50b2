//! Validates whole inputs: reads each, checks its events on `jobs` worker threads, and hands the
//! findings to a sink in input order, whatever the job count.
//!
//! The workers are started once per run ([`Validator::run`]) and shared by every input, so a
//! run over many small files does not pay for a thread pool per file. JSONL, the format of large
//! recordings, is read in blocks of whole lines that the workers split, parse and check, so
//! reading stays cheap and everything costly runs in parallel. JSON documents and SSE are
//! framed by the reader, and parsed and checked by the workers.

use std::{
    collections::BTreeMap,
    io::{self, BufRead},
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
};

use crossbeam_channel::{Receiver, Select, Sender};
use serde_json::Value;

use crate::{
    contract::{Contract, Mode},
    coverage::Plan,
    finding::{Finding, Rule, Severity},
    input::{self, Chunk, Format, RawRecord, Record},
    stream::{Observed, Reads, StreamChecker},
};
use eventspec_schema::rules::StreamRule;

/// JSONL bytes per unit of parallel work.
const BLOCK: usize = 1 << 18;
/// Events per unit of parallel work, for the other formats.
const BATCH: usize = 256;

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
    /// Events the contract's fast path accepted (the others were parsed into a `Value`).
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
    /// Whether the fast path accepted it.
    fast: bool,
    /// The facts of the coverage plan it exercises, when coverage is counted and it is valid.
    hits: Vec<u32>,
}

/// Validates `input` (named `file` in findings) and passes each finding to `sink`, in order.
/// `already_invalid` counts invalid events of earlier inputs, for `max_invalid`. It starts
/// workers for this input alone: to validate several inputs, use [`Validator::run`].
pub fn validate_input(
    contract: &Contract,
    file: &str,
    input: impl BufRead,
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
}

/// A unit of work for a worker: a block of JSONL lines or a batch of framed events, of one
/// input, with where its checked events go.
struct Task {
    file: Arc<str>,
    index: usize,
    unit: Unit,
    /// Set when the input stopped early: the work is not wanted any more.
    cancelled: Arc<AtomicBool>,
    reply: Sender<(usize, Vec<Checked>)>,
}

enum Unit {
    Chunk(Chunk<'static>),
    Batch(Vec<RawRecord>),
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
            };
            // Dropping the validator closes the queue; the scope then waits for the workers.
            body(&mut validator)
        })
    }

    /// This validator without its workers: each event is checked on the calling thread as soon
    /// as it is read, so the findings of an input that arrives slowly (a pipe from a running
    /// producer) come out as its events do, not when a block of work fills up.
    pub fn on_this_thread(&self) -> Validator<'a> {
        Validator {
            contract: self.contract,
            options: self.options,
            tasks: None,
            reads: self.reads.clone(),
            started: Arc::clone(&self.started),
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
        input: impl BufRead,
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
        let mut stream = (self.reads.as_deref())
            .zip(options.rules.as_deref())
            .map(|(reads, rules)| StreamChecker::new(file, rules, reads));
        let mut emit = |checked: Checked| -> bool {
            let Checked {
                mut findings,
                event_type,
                line,
                observed,
                fast,
                hits,
            } = checked;
            counts.fast += usize::from(fast);
            for fact in hits {
                counts.facts[fact as usize] += 1;
            }
            if let (Some(stream), Some(observed)) = (&mut stream, &observed) {
                let index = counts.events;
                findings.extend(stream.observe(index, line, observed, event_type.as_deref()));
            }
            counts.count(findings.as_mut_slice(), event_type);
            findings.into_iter().for_each(&mut *sink);
            let stop =
                (options.max_invalid).is_some_and(|max| already_invalid + counts.invalid >= max);
            counts.stopped |= stop;
            !stop
        };
        // A read error ends the input; what was checked before it still counts.
        let read = self.read(&how, file, input, format, &mut emit);
        if let Err(error) = read {
            return Err(PartialRead { counts, error });
        }
        // What only the end of the stream reveals: pairs never closed, a missing terminal.
        if let Some(stream) = stream {
            let unclosed = stream.finish();
            counts.violations += unclosed.len();
            unclosed.into_iter().for_each(&mut *sink);
        }
        if counts.events == 0 {
            counts.warnings += 1;
            sink(Finding::about_input(
                file,
                Severity::Warning,
                Rule::EmptyInput,
                "the input holds no events".to_owned(),
            ));
        }
        Ok(counts)
    }

    /// Reads `input`, has its events checked (here, or by the workers when there are), and
    /// hands them to `emit` in input order until it returns `false`.
    fn read(
        &self,
        how: &Check<'_>,
        file: &str,
        input: impl BufRead,
        format: Format,
        emit: &mut dyn FnMut(Checked) -> bool,
    ) -> io::Result<()> {
        let max_line_bytes = self.options.max_line_bytes;
        match (format, &self.tasks) {
            (Format::Jsonl, None) => {
                input::read_jsonl_chunks(input, max_line_bytes, 1 << 16, |chunk| {
                    how.chunk(file, &chunk).into_iter().all(&mut *emit)
                })
            }
            (Format::Jsonl, Some(tasks)) => in_pool(
                how,
                tasks,
                file,
                |send| {
                    input::read_jsonl_chunks(input, max_line_bytes, BLOCK, |chunk| {
                        send(Unit::Chunk(chunk.into_owned()))
                    })
                },
                emit,
            ),
            (_, None) => {
                let mut going = true;
                input::read(input, format, max_line_bytes, |record| {
                    going = going && emit(how.event(file, &record));
                })
            }
            (_, Some(tasks)) => in_pool(
                how,
                tasks,
                file,
                |send| {
                    let mut batch = Vec::with_capacity(BATCH);
                    let mut going = true;
                    input::read_raw(input, format, max_line_bytes, |raw| {
                        batch.push(raw);
                        if going && batch.len() == BATCH {
                            let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
                            going = send(Unit::Batch(full));
                        }
                    })?;
                    if going && !batch.is_empty() {
                        send(Unit::Batch(batch));
                    }
                    Ok(())
                },
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

/// How events are checked: against a contract, in a mode, with what the stream rules read
/// taken out of each, and the facts of the coverage plan counted when asked.
struct Check<'c> {
    contract: &'c Contract,
    mode: Mode,
    reads: Option<&'c Reads>,
    coverage: Option<&'c Plan>,
}

impl<'c> Check<'c> {
    fn new(contract: &'c Contract, options: &Options, reads: Option<&'c Reads>) -> Self {
        Self {
            contract,
            mode: options.mode,
            reads,
            coverage: options.coverage.then(|| contract.coverage()),
        }
    }

    /// The facts a valid `event` of `event_type` exercises, when coverage is counted.
    fn hits(&self, event_type: Option<&str>, event: &Value) -> Vec<u32> {
        match (self.coverage, event_type) {
            (Some(plan), Some(event_type)) => plan.observe(event_type, event),
            _ => Vec::new(),
        }
    }

    /// One event of `file`.
    fn event(&self, file: &str, record: &Record) -> Checked {
        let Record { line, payload } = record;
        let line = *line;
        let mut event_type = None;
        let findings = match payload {
            Ok(event) => {
                let checked = self.contract.check(event, self.mode);
                event_type.clone_from(&checked.event_type);
                checked
                    .problems
                    .into_iter()
                    .map(|problem| Finding {
                        file: file.to_owned(),
                        line,
                        column: Some(1),
                        event_index: 0,
                        event_type: checked.event_type.clone(),
                        severity: problem.severity,
                        rule: problem.rule,
                        keyword: problem.keyword,
                        instance_path: problem.instance_path,
                        message: problem.message,
                        sequence_rule: None,
                        related_line: None,
                    })
                    .collect()
            }
            Err(error) => vec![Finding {
                file: file.to_owned(),
                line: error.line,
                column: Some(error.column.unwrap_or(1)),
                event_index: 0,
                event_type: None,
                severity: Severity::Error,
                rule: Rule::Parse,
                keyword: None,
                instance_path: String::new(),
                message: error.message.clone(),
                sequence_rule: None,
                related_line: None,
            }],
        };
        let observed = match (self.reads, payload) {
            (Some(reads), Ok(event)) => Some(reads.extract(event)),
            _ => None,
        };
        let hits = match payload {
            Ok(event) if !findings.iter().any(|f| f.severity == Severity::Error) => {
                self.hits(event_type.as_deref(), event)
            }
            _ => Vec::new(),
        };
        Checked {
            findings,
            event_type,
            line,
            observed,
            fast: false,
            hits,
        }
    }

    /// One event of `file` from its JSON text: on the contract's fast path when it has one and
    /// no stream rule needs the event's values, else (or when the fast path cannot accept the
    /// event) parsed and checked on the general path.
    fn text(&self, file: &str, line: usize, text: Result<&[u8], input::ParseError>) -> Checked {
        if let (Ok(bytes), None) = (&text, self.reads)
            && let Some(checked) = self.contract.check_fast(bytes)
        {
            // Counting coverage needs the event's values: parsed, but not checked again.
            let hits = match self.coverage.map(|_| input::parse_bytes(line, bytes)) {
                Some(Ok(event)) => self.hits(checked.event_type.as_deref(), &event),
                _ => Vec::new(),
            };
            return Checked {
                findings: Vec::new(),
                event_type: checked.event_type,
                line,
                observed: None,
                fast: true,
                hits,
            };
        }
        let payload = text.and_then(|bytes| input::parse_bytes(line, bytes));
        self.event(file, &Record { line, payload })
    }

    /// The events of one block of JSONL lines of `file`.
    fn chunk(&self, file: &str, chunk: &Chunk<'_>) -> Vec<Checked> {
        let mut checked = Vec::new();
        chunk.lines(|line, text| checked.push(self.text(file, line, text)));
        checked
    }

    /// The events of one unit of work.
    fn unit(&self, file: &str, unit: Unit) -> Vec<Checked> {
        match unit {
            Unit::Chunk(chunk) => self.chunk(file, &chunk),
            Unit::Batch(batch) => (batch.into_iter())
                .map(|raw| match raw.text() {
                    Some(bytes) => self.text(file, raw.line, Ok(bytes)),
                    None => self.event(file, &raw.parse()),
                })
                .collect(),
        }
    }
}

/// What a worker does until the queue closes: checks the events of each task and sends them
/// back to the task's input.
fn work(how: &Check<'_>, tasks: &Receiver<Task>) {
    for task in tasks {
        if task.cancelled.load(Ordering::Relaxed) {
            continue;
        }
        let checked = how.unit(&task.file, task.unit);
        // A closed reply channel means the input stopped early: the result is not wanted.
        let _ = task.reply.send((task.index, checked));
    }
}

/// Runs `read` on the calling thread, sending the units of work it makes to the workers'
/// queue `tasks`; hands the checked events to `emit` in input order until it returns `false`.
/// While a unit waits for room in the queue, checked events are taken in, so neither side
/// waits for the other for ever, and at most a few units per worker are in flight. The last
/// unit of the input is checked on the calling thread: a small input (one unit) never waits
/// for a worker.
fn in_pool(
    how: &Check<'_>,
    tasks: &Sender<Task>,
    file: &str,
    read: impl FnOnce(&mut dyn FnMut(Unit) -> bool) -> io::Result<()>,
    emit: &mut dyn FnMut(Checked) -> bool,
) -> io::Result<()> {
    let file: Arc<str> = Arc::from(file);
    let cancelled = Arc::new(AtomicBool::new(false));
    let capacity = tasks.capacity().unwrap_or(2).max(1);
    let (reply_tx, reply_rx) = crossbeam_channel::bounded(capacity);
    let mut order = InOrder {
        pending: BTreeMap::new(),
        next: 0,
        stopped: false,
        emit,
    };
    let mut sent = 0;
    let mut held: Option<Unit> = None;
    let result = read(&mut |unit| {
        let Some(unit) = held.replace(unit) else {
            return true;
        };
        let mut task = Some(Task {
            file: Arc::clone(&file),
            index: sent,
            unit,
            cancelled: Arc::clone(&cancelled),
            reply: reply_tx.clone(),
        });
        while !order.stopped {
            let mut select = Select::new();
            let send = select.send(tasks);
            let receive = select.recv(&reply_rx);
            let operation = select.select();
            if operation.index() == send {
                let Some(task) = task.take() else {
                    return false;
                };
                if operation.send(tasks, task).is_err() {
                    return false;
                }
                sent += 1;
                return true;
            }
            debug_assert_eq!(operation.index(), receive);
            match operation.recv(&reply_rx) {
                Ok((index, checked)) => order.deliver(index, checked),
                Err(_) => return false,
            }
        }
        false
    });
    drop(reply_tx);
    if let Some(last) = held.take().filter(|_| !order.stopped) {
        order.deliver(sent, how.unit(&file, last));
        sent += 1;
    }
    while !order.stopped && order.next < sent {
        match reply_rx.recv() {
            Ok((index, checked)) => order.deliver(index, checked),
            Err(_) => break,
        }
    }
    cancelled.store(true, Ordering::Relaxed);
    result
}

/// Checked units that arrive in any order, handed on in input order.
struct InOrder<'e> {
    pending: BTreeMap<usize, Vec<Checked>>,
    next: usize,
    stopped: bool,
    emit: &'e mut dyn FnMut(Checked) -> bool,
}

impl InOrder<'_> {
    fn deliver(&mut self, index: usize, checked: Vec<Checked>) {
        self.pending.insert(index, checked);
        while let Some(ready) = self.pending.remove(&self.next) {
            self.next += 1;
            if !self.stopped && !ready.into_iter().all(&mut *self.emit) {
                self.stopped = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A contract that requires `n` to be a number.
    fn contract() -> Contract {
        let document = serde_json::json!({
            "type": "object",
            "properties": {"n": {"type": "number"}},
            "required": ["n"]
        });
        Contract::from_document(&document).expect("a usable schema")
    }

    /// An input of `events` JSONL events, every third one invalid.
    fn input(events: usize) -> String {
        (0..events)
            .map(|n| match n % 3 {
                0 => "{\"n\": \"x\"}\n".to_owned(),
                _ => format!("{{\"n\": {n}}}\n"),
            })
            .collect()
    }

    /// Reads its text, then fails.
    struct FailsAfter(io::Cursor<Vec<u8>>);

    impl io::Read for FailsAfter {
        fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
            match self.0.read(buffer)? {
                0 => Err(io::Error::other("the disk went away")),
                n => Ok(n),
            }
        }
    }

    #[test]
    fn a_read_error_keeps_the_counts_of_what_was_checked_before_it() {
        let contract = contract();
        for (jobs, format) in [(1, Format::Jsonl), (2, Format::Jsonl), (1, Format::Json)] {
            let text = if format == Format::Json {
                "[{\"n\": \"x\"}, {\"n\": 1}]\n".to_owned()
            } else {
                input(6)
            };
            let options = Options {
                jobs,
                ..Options::default()
            };
            let reader =
                io::BufReader::with_capacity(8, FailsAfter(io::Cursor::new(text.into_bytes())));
            let error = validate_input(&contract, "in", reader, format, &options, 0, &mut |_| {})
                .expect_err("the read fails");
            assert_eq!(error.error.to_string(), "the disk went away");
            if format == Format::Jsonl {
                // Six lines were read whole before the failing read: two invalid.
                assert_eq!(
                    (error.counts.events, error.counts.invalid),
                    (6, 2),
                    "{jobs}"
                );
            }
        }
    }

    /// The lines of the findings of each input, validated with `jobs` workers.
    fn run(jobs: usize, inputs: &[String], format: Format) -> (Vec<Vec<usize>>, usize) {
        let contract = contract();
        let options = Options {
            jobs,
            ..Options::default()
        };
        Validator::run(&contract, &options, |validator| {
            let lines = inputs
                .iter()
                .map(|text| {
                    let mut lines = Vec::new();
                    let counts = validator
                        .validate("in.jsonl", text.as_bytes(), format, 0, &mut |f| {
                            if f.severity == Severity::Error {
                                lines.push(f.line);
                            }
                        })
                        .expect("in-memory input");
                    assert_eq!(counts.invalid, lines.len());
                    lines
                })
                .collect();
            (lines, validator.workers_started())
        })
    }

    #[test]
    fn one_pool_of_workers_serves_every_input_in_order() {
        // Small inputs, and large ones of many units each (JSONL blocks, batches of records).
        let mut inputs: Vec<String> = (0..200).map(|n| input(n % 5)).collect();
        inputs.push(input(40_000));
        inputs.push(input(7));
        for format in [Format::Jsonl, Format::Sse] {
            let inputs: Vec<String> = match format {
                Format::Sse => inputs
                    .iter()
                    .map(|text| text.lines().map(|l| format!("data: {l}\n\n")).collect())
                    .collect(),
                _ => inputs.clone(),
            };
            let (alone, none) = run(1, &inputs, format);
            let (pooled, started) = run(3, &inputs, format);
            assert_eq!(none, 0, "{format:?}");
            assert_eq!(
                started,
                3,
                "{format:?}: one pool for {} inputs",
                inputs.len()
            );
            assert_eq!(pooled, alone, "{format:?}");
            assert_eq!(alone[200].len(), 13_334, "{format:?}");
        }
    }

    #[test]
    fn stream_rules_run_with_workers_and_find_what_one_thread_finds() {
        use eventspec_schema::rules::{Requirement, Selector};
        let selector = |event_type: &str| Selector {
            event_type: event_type.to_owned(),
            when: None,
        };
        // Sessions of `open` … `close` by `id`, interleaved two at a time and grouped by
        // `session`; every 97th close is dropped, every 89th open doubled, and `n` must never
        // decrease within a session.
        let rules = vec![
            StreamRule {
                id: "pairs".to_owned(),
                description: String::new(),
                source: String::new(),
                requirement: Requirement::Pairing {
                    open: selector("open"),
                    close: vec![selector("close")],
                    key: Some("/id".to_owned()),
                },
            },
            StreamRule {
                id: "order".to_owned(),
                description: String::new(),
                source: String::new(),
                requirement: Requirement::Monotonic {
                    event: selector("*"),
                    field: "/n".to_owned(),
                    strict: false,
                },
            },
        ];
        let mut text = String::new();
        for n in 0..30_000 {
            let session = n % 2;
            let id = n / 2;
            text.push_str(&format!(
                "{{\"type\":\"open\",\"id\":{id},\"session\":{session},\"n\":{n}}}\n"
            ));
            if n % 89 == 0 {
                text.push_str(&format!(
                    "{{\"type\":\"open\",\"id\":{id},\"session\":{session},\"n\":{}}}\n",
                    n - n % 3
                ));
            }
            if n % 97 != 0 {
                text.push_str(&format!(
                    "{{\"type\":\"close\",\"id\":{id},\"session\":{session},\"n\":{n}}}\n"
                ));
            }
        }
        let document = serde_json::json!({
            "oneOf": [
                { "type": "object", "properties": { "type": { "const": "open" } }, "required": ["type"] },
                { "type": "object", "properties": { "type": { "const": "close" } }, "required": ["type"] },
            ],
        });
        let contract = Contract::from_document(&document).expect("a usable schema");
        let findings = |jobs: usize| {
            let options = Options {
                jobs,
                rules: Some(rules.clone()),
                group_by: Some("session".to_owned()),
                ..Options::default()
            };
            Validator::run(&contract, &options, |validator| {
                let mut found = Vec::new();
                let counts = validator
                    .validate("in.jsonl", text.as_bytes(), Format::Jsonl, 0, &mut |f| {
                        found.push(f);
                    })
                    .expect("in-memory input");
                (found, counts, validator.workers_started())
            })
        };
        let (alone, alone_counts, none) = findings(1);
        let (pooled, pooled_counts, started) = findings(4);
        assert_eq!((none, started), (0, 4));
        assert_eq!(pooled, alone);
        assert_eq!(pooled_counts, alone_counts);
        let rule = |id: &str| {
            (alone.iter())
                .filter(|f| f.sequence_rule.as_deref() == Some(id))
                .count()
        };
        // 310 closes dropped (never closed) and 338 opens doubled (opened again).
        assert_eq!(rule("pairs"), 310 + 338);
        assert!(rule("order") > 0);
    }

    #[test]
    fn max_invalid_stops_a_pooled_input() {
        let contract = contract();
        let options = Options {
            jobs: 2,
            max_invalid: Some(5),
            ..Options::default()
        };
        let text = input(100_000);
        let counts = Validator::run(&contract, &options, |validator| {
            validator.validate("in.jsonl", text.as_bytes(), Format::Jsonl, 0, &mut |_| {})
        })
        .expect("in-memory input");
        assert!(counts.stopped);
        assert_eq!(counts.invalid, 5);
    }
}
