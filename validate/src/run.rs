//! Validates a whole input: reads it, checks its events on `jobs` threads, and hands the
//! findings to a sink in input order, whatever the job count.
//!
//! JSONL, the format of large recordings, is read in blocks of whole lines that the workers
//! split, parse and check, so reading stays cheap and everything costly runs in parallel. JSON
//! documents and SSE are framed by the reader, and parsed and checked by the workers.

use std::{
    collections::BTreeMap,
    io::{self, BufRead},
    sync::atomic::{AtomicBool, Ordering},
};

use crate::{
    contract::{Contract, Mode},
    finding::{Finding, Rule, Severity},
    input::{self, Chunk, Format, RawRecord, Record},
    stream::StreamChecker,
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
    /// Stream rules to check over each input's sequence of events (checked on one thread).
    pub rules: Option<Vec<StreamRule>>,
    /// Check stream rules per value of this field (a name or a JSON pointer).
    pub group_by: Option<String>,
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
        }
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
}

/// One checked event's findings, built where it was checked; its index is set in input order.
struct Checked(Vec<Finding>, Option<String>);

/// Validates `input` (named `file` in findings) and passes each finding to `sink`, in order.
/// `already_invalid` counts invalid events of earlier inputs, for `max_invalid`.
pub fn validate_input(
    contract: &Contract,
    file: &str,
    input: impl BufRead + Send,
    format: Format,
    options: &Options,
    already_invalid: usize,
    sink: &mut dyn FnMut(Finding),
) -> io::Result<Counts> {
    let mut counts = Counts::default();
    let mut emit = |Checked(mut findings, event_type): Checked| -> bool {
        if let Some(event_type) = event_type {
            *counts.event_types.entry(event_type).or_default() += 1;
        }
        for finding in &mut findings {
            finding.event_index = counts.events;
        }
        counts.events += 1;
        if findings.iter().any(|f| f.severity == Severity::Error) {
            counts.invalid += 1;
        } else {
            counts.valid += 1;
        }
        counts.warnings += findings
            .iter()
            .filter(|f| f.severity == Severity::Warning)
            .count();
        counts.violations += findings.iter().filter(|f| f.rule == Rule::Sequence).count();
        findings.into_iter().for_each(&mut *sink);
        let stop = options
            .max_invalid
            .is_some_and(|max| already_invalid + counts.invalid >= max);
        counts.stopped |= stop;
        !stop
    };
    let check = |record: &Record| check(contract, options.mode, file, record);
    if let Some(rules) = &options.rules {
        let mut stream = StreamChecker::new(file, rules, options.group_by.as_deref());
        let mut index = 0;
        let mut going = true;
        input::read(input, format, options.max_line_bytes, |record| {
            if !going {
                return;
            }
            let Checked(mut findings, event_type) = check(&record);
            if let Ok(event) = &record.payload {
                findings.extend(stream.observe(index, record.line, event, event_type.as_deref()));
            }
            going = emit(Checked(findings, event_type));
            index += 1;
        })?;
        // What only the end of the stream reveals: pairs never closed, a missing terminal.
        let unclosed = stream.finish();
        counts.violations += unclosed.len();
        unclosed.into_iter().for_each(&mut *sink);
    } else {
        match (format, options.jobs) {
            (Format::Jsonl, 0 | 1) => {
                input::read_jsonl_chunks(input, options.max_line_bytes, 1 << 16, |chunk| {
                    check_chunk(contract, options.mode, file, &chunk)
                        .into_iter()
                        .all(&mut emit)
                })?;
            }
            (Format::Jsonl, jobs) => in_parallel(
                jobs,
                |send| {
                    input::read_jsonl_chunks(input, options.max_line_bytes, BLOCK, |chunk| {
                        send(chunk.into_owned())
                    })
                },
                |chunk: Chunk<'static>| check_chunk(contract, options.mode, file, &chunk),
                &mut emit,
            )?,
            (_, 0 | 1) => {
                let mut going = true;
                input::read(input, format, options.max_line_bytes, |record| {
                    going = going && emit(check(&record));
                })?;
            }
            (_, jobs) => in_parallel(
                jobs,
                |send| {
                    let mut batch = Vec::with_capacity(BATCH);
                    let mut going = true;
                    input::read_raw(input, format, options.max_line_bytes, |raw| {
                        batch.push(raw);
                        if going && batch.len() == BATCH {
                            going = send(std::mem::replace(&mut batch, Vec::with_capacity(BATCH)));
                        }
                    })?;
                    if going && !batch.is_empty() {
                        send(batch);
                    }
                    Ok(())
                },
                |batch: Vec<RawRecord>| batch.into_iter().map(|raw| check(&raw.parse())).collect(),
                &mut emit,
            )?,
        }
    }
    if counts.events == 0 {
        counts.warnings += 1;
        sink(Finding {
            file: file.to_owned(),
            line: 1,
            column: None,
            event_index: 0,
            event_type: None,
            severity: Severity::Warning,
            rule: Rule::EmptyInput,
            keyword: None,
            instance_path: String::new(),
            message: "the input holds no events".to_owned(),
            sequence_rule: None,
            related_line: None,
        });
    }
    Ok(counts)
}

fn check(contract: &Contract, mode: Mode, file: &str, record: &Record) -> Checked {
    let Record { line, payload } = record;
    let line = *line;
    let mut event_type = None;
    let findings = match payload {
        Ok(event) => {
            let checked = contract.check(event, mode);
            event_type.clone_from(&checked.event_type);
            checked
                .problems
                .into_iter()
                .map(|problem| Finding {
                    file: file.to_owned(),
                    line,
                    column: None,
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
            column: error.column,
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
    Checked(findings, event_type)
}

fn check_chunk(contract: &Contract, mode: Mode, file: &str, chunk: &Chunk<'_>) -> Vec<Checked> {
    let mut checked = Vec::new();
    chunk.lines(|line, text| {
        let payload = text.and_then(|bytes| input::parse_bytes(line, bytes));
        checked.push(check(contract, mode, file, &Record { line, payload }));
    });
    checked
}

/// Runs `read` on its own thread, sending units of work to `jobs` workers that turn each into
/// checked events with `work`; hands the checked events to `emit` in input order until it
/// returns `false`.
fn in_parallel<U: Send>(
    jobs: usize,
    read: impl FnOnce(&mut dyn FnMut(U) -> bool) -> io::Result<()> + Send,
    work: impl Fn(U) -> Vec<Checked> + Sync,
    emit: &mut dyn FnMut(Checked) -> bool,
) -> io::Result<()> {
    let stop = AtomicBool::new(false);
    let (unit_tx, unit_rx) = crossbeam_channel::bounded::<(usize, U)>(jobs * 2);
    let (done_tx, done_rx) = crossbeam_channel::bounded::<(usize, Vec<Checked>)>(jobs * 2);
    std::thread::scope(|scope| {
        let stop = &stop;
        let work = &work;
        let reader = scope.spawn(move || {
            let mut index = 0;
            let result = read(&mut |unit| {
                if stop.load(Ordering::Relaxed) || unit_tx.send((index, unit)).is_err() {
                    return false;
                }
                index += 1;
                true
            });
            drop(unit_tx);
            result
        });
        for _ in 0..jobs {
            let (unit_rx, done_tx) = (unit_rx.clone(), done_tx.clone());
            scope.spawn(move || {
                for (index, unit) in unit_rx {
                    if stop.load(Ordering::Relaxed) || done_tx.send((index, work(unit))).is_err() {
                        return;
                    }
                }
            });
        }
        drop((unit_rx, done_tx));
        let mut pending = BTreeMap::new();
        let mut next = 0;
        for (index, checked) in &done_rx {
            pending.insert(index, checked);
            while let Some(ready) = pending.remove(&next) {
                next += 1;
                if !stop.load(Ordering::Relaxed) && !ready.into_iter().all(&mut *emit) {
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
        reader
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}
