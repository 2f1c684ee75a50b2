//! Validates a whole input: reads its records, checks them on `jobs` threads, and hands the
//! findings to a sink in input order, whatever the job count.

use std::{
    collections::BTreeMap,
    io::{self, BufRead},
    sync::atomic::{AtomicBool, Ordering},
};

use crate::{
    contract::{Contract, Mode, Problem},
    finding::{Finding, Rule, Severity},
    input::{self, Format, ParseError, RawRecord, Record},
};

/// Events per unit of parallel work.
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
}

impl Default for Options {
    fn default() -> Self {
        Self {
            mode: Mode::Declared,
            jobs: 1,
            max_line_bytes: 64 << 20,
            max_invalid: None,
        }
    }
}

/// The counts of one input.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Events read (unparsable ones included).
    pub events: usize,
    /// Events without errors.
    pub valid: usize,
    /// Events with at least one error, or that could not be parsed.
    pub invalid: usize,
    /// Warning findings.
    pub warnings: usize,
    /// Whether validation stopped early at `max_invalid`.
    pub stopped: bool,
}

/// One checked record, before it becomes findings.
struct Checked {
    line: usize,
    event_index: usize,
    event_type: Option<String>,
    outcome: Result<Vec<Problem>, ParseError>,
}

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
    let mut emit = |checked: Checked| -> bool {
        counts.events += 1;
        let findings = to_findings(file, checked);
        let invalid = findings.iter().any(|f| f.severity == Severity::Error);
        if invalid {
            counts.invalid += 1;
        } else {
            counts.valid += 1;
        }
        counts.warnings += findings
            .iter()
            .filter(|f| f.severity == Severity::Warning)
            .count();
        findings.into_iter().for_each(&mut *sink);
        let stop = options
            .max_invalid
            .is_some_and(|max| already_invalid + counts.invalid >= max);
        if stop {
            counts.stopped = true;
        }
        !stop
    };
    if options.jobs <= 1 {
        let mut index = 0;
        let mut going = true;
        input::read(input, format, options.max_line_bytes, |record| {
            if going {
                going = emit(check(contract, options.mode, record, index));
            }
            index += 1;
        })?;
    } else {
        parallel(contract, input, format, options, &mut emit)?;
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
        });
    }
    Ok(counts)
}

fn check(contract: &Contract, mode: Mode, record: Record, event_index: usize) -> Checked {
    let Record { line, payload } = record;
    let (event_type, outcome) = match payload {
        Ok(event) => {
            let checked = contract.check(&event, mode);
            (checked.event_type, Ok(checked.problems))
        }
        Err(error) => (None, Err(error)),
    };
    Checked {
        line,
        event_index,
        event_type,
        outcome,
    }
}

fn parallel(
    contract: &Contract,
    input: impl BufRead + Send,
    format: Format,
    options: &Options,
    emit: &mut dyn FnMut(Checked) -> bool,
) -> io::Result<()> {
    let stop = AtomicBool::new(false);
    let (batch_tx, batch_rx) =
        crossbeam_channel::bounded::<(usize, Vec<(usize, RawRecord)>)>(options.jobs * 2);
    let (done_tx, done_rx) = crossbeam_channel::bounded::<(usize, Vec<Checked>)>(options.jobs * 2);
    std::thread::scope(|scope| {
        let reader = scope.spawn(|| {
            let mut batch = Vec::with_capacity(BATCH);
            let mut batch_index = 0;
            let mut index = 0;
            let result = input::read_raw(input, format, options.max_line_bytes, |record| {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                batch.push((index, record));
                index += 1;
                if batch.len() == BATCH {
                    let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
                    if batch_tx.send((batch_index, full)).is_err() {
                        stop.store(true, Ordering::Relaxed);
                    }
                    batch_index += 1;
                }
            });
            if !batch.is_empty() {
                let _ = batch_tx.send((batch_index, batch));
            }
            drop(batch_tx);
            result
        });
        for _ in 0..options.jobs {
            let batch_rx = batch_rx.clone();
            let done_tx = done_tx.clone();
            let stop = &stop;
            scope.spawn(move || {
                for (batch_index, batch) in batch_rx {
                    if stop.load(Ordering::Relaxed) {
                        continue;
                    }
                    let checked = batch
                        .into_iter()
                        .map(|(index, raw)| check(contract, options.mode, raw.parse(), index))
                        .collect();
                    if done_tx.send((batch_index, checked)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(batch_rx);
        drop(done_tx);
        let mut pending = BTreeMap::new();
        let mut next = 0;
        let mut going = true;
        for (batch_index, checked) in &done_rx {
            pending.insert(batch_index, checked);
            while let Some(ready) = pending.remove(&next) {
                next += 1;
                for item in ready {
                    if going {
                        going = emit(item);
                        if !going {
                            stop.store(true, Ordering::Relaxed);
                        }
                    }
                }
            }
        }
        reader
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

fn to_findings(file: &str, checked: Checked) -> Vec<Finding> {
    let Checked {
        line,
        event_index,
        event_type,
        outcome,
    } = checked;
    match outcome {
        Err(error) => vec![Finding {
            file: file.to_owned(),
            line: error.line,
            column: error.column,
            event_index,
            event_type: None,
            severity: Severity::Error,
            rule: Rule::Parse,
            keyword: None,
            instance_path: String::new(),
            message: error.message,
        }],
        Ok(problems) => problems
            .into_iter()
            .map(|problem| Finding {
                file: file.to_owned(),
                line,
                column: None,
                event_index,
                event_type: event_type.clone(),
                severity: problem.severity,
                rule: problem.rule,
                keyword: problem.keyword,
                instance_path: problem.instance_path,
                message: problem.message,
            })
            .collect(),
    }
}
