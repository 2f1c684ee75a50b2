//! `eventspec validate`: checks recorded events against a family or a schema.

use std::{
    fs::File,
    io::{self, BufRead, BufReader, IsTerminal},
    path::Path,
    thread,
};

use anyhow::Context as _;
use eventspec_schema::file;
use eventspec_validate::{
    Contract, Counts, Coverage, Finding, Mode, Options, Rule, Severity, Summary, Validator,
    input::{self, Format},
};
use serde_json::Value;

use crate::{
    Outcome,
    cli::{InputFormat, ReportFormat, ValidateArgs},
    output, report,
};

/// Inputs at least this large get a progress bar when standard error is a terminal.
const PROGRESS_THRESHOLD: u64 = 32 << 20;

/// Validates every path and reports as asked.
pub fn run(args: &ValidateArgs) -> anyhow::Result<Outcome> {
    let document = load_contract(args)?;
    let rules = match (&args.family, args.stream) {
        (Some(reference), true) => {
            let (_, version) = eventspec_schema::resolve(reference)?;
            Some((version.rules)())
        }
        _ => None,
    };
    let contract = Contract::from_document(&document).with_context(|| match &args.schema {
        Some(path) => format!("{}: not usable as a contract", path.display()),
        None => "the family's snapshot is not usable as a contract".to_owned(),
    })?;
    let options = Options {
        mode: if args.strict {
            Mode::Strict
        } else if args.tolerant {
            Mode::Tolerant
        } else {
            Mode::Declared
        },
        jobs: args.jobs.map_or_else(
            || thread::available_parallelism().map_or(1, |n| n.get()),
            usize::from,
        ),
        max_line_bytes: args.max_line_bytes,
        max_invalid: args.max_errors,
        rules,
        group_by: args.group_by.clone(),
    };
    let mut reporter = report::for_format(args.format, args.quiet);
    let mut summary = Summary::default();
    let mut seen = std::collections::BTreeMap::<String, usize>::new();
    // One pool of workers for every input.
    Validator::run(&contract, &options, |validator| -> anyhow::Result<()> {
        for path in &args.paths {
            let opened = match open(path) {
                Ok(opened) => opened,
                Err(error) => {
                    unreadable((&mut *reporter, args.format), &mut summary, path, &error)?;
                    continue;
                }
            };
            let live = opened.live;
            let mut input = with_progress(opened, path);
            let head = input.fill_buf().map(<[u8]>::to_vec).unwrap_or_default();
            let format = match args.input {
                InputFormat::Auto => input::detect(path, &head),
                InputFormat::Json => Format::Json,
                InputFormat::Jsonl => Format::Jsonl,
                InputFormat::Sse => Format::Sse,
            };
            // A pipe's findings are checked and written as its events arrive.
            let on_this_thread;
            let validator = if live {
                on_this_thread = validator.on_this_thread();
                &on_this_thread
            } else {
                &*validator
            };
            let mut failed_write = None;
            let counts = validator
                .validate(path, input, format, summary.invalid, &mut |finding| {
                    if failed_write.is_none() {
                        failed_write = reporter.finding(&finding).err();
                    }
                })
                .with_context(|| format!("cannot read {path}"));
            if let Some(error) = failed_write {
                return Err(error.into());
            }
            let counts = match counts {
                Ok(counts) => counts,
                Err(error) => {
                    unreadable((&mut *reporter, args.format), &mut summary, path, &error)?;
                    continue;
                }
            };
            summary.files += 1;
            summary.events += counts.events;
            summary.valid += counts.valid;
            summary.invalid += counts.invalid;
            summary.warnings += counts.warnings;
            summary.violations += counts.violations;
            for (event_type, count) in &counts.event_types {
                *seen.entry(event_type.clone()).or_default() += count;
            }
            reporter.file_done(path, &counts)?;
            if counts.stopped {
                summary.stopped = true;
                break;
            }
        }
        Ok(())
    })?;
    let mut uncovered = false;
    if args.coverage {
        let known: Vec<&str> = contract.event_types();
        let coverage = Coverage {
            event_types: known.len(),
            unseen: known
                .iter()
                .filter(|t| !seen.contains_key(**t))
                .map(|t| (*t).to_owned())
                .collect(),
            seen,
        };
        uncovered = !coverage.unseen.is_empty();
        reporter.coverage(&coverage, args.fail_on_uncovered)?;
    }
    reporter.finish(&summary, args.max_errors)?;
    Ok(if summary.unreadable > 0 {
        Outcome::UsageError
    } else if summary.invalid > 0 || summary.violations > 0 || (args.fail_on_uncovered && uncovered)
    {
        Outcome::Findings
    } else {
        Outcome::Success
    })
}

/// An input that cannot be read: a finding of its own in every format, naming the file and the
/// cause, and the same on standard error for the formats meant for tools.
fn unreadable(
    (reporter, format): (&mut dyn report::Reporter, ReportFormat),
    summary: &mut Summary,
    path: &str,
    error: &anyhow::Error,
) -> anyhow::Result<()> {
    let message = format!("{error:#}");
    if format != ReportFormat::Text {
        output::stderr(&output::visible_lines(&format!("error: {message}\n")))?;
    }
    summary.unreadable += 1;
    let finding = Finding::about_input(path, Severity::Error, Rule::UnreadableInput, message);
    reporter.finding(&finding)?;
    reporter.file_done(path, &Counts::default())?;
    Ok(())
}

fn load_contract(args: &ValidateArgs) -> anyhow::Result<Value> {
    if let Some(path) = &args.schema {
        let text = file::read_text(path, file::MAX_FILE_BYTES)?;
        return serde_json::from_str(&text)
            .with_context(|| format!("{}: the schema is not valid JSON", path.display()));
    }
    let reference = args.family.as_deref().unwrap_or_default();
    let (family, version) = eventspec_schema::resolve(reference)?;
    Ok(version.schema(family))
}

/// An opened input: a file or standard input, with its size when known, and whether it is
/// `live` (standard input or another non-regular file, such as a pipe): its events are then
/// checked as they arrive, and the report so far is written out before each wait for more.
struct Opened {
    reader: Box<dyn io::Read + Send>,
    size: Option<u64>,
    live: bool,
}

fn open(path: &str) -> anyhow::Result<Opened> {
    if path == "-" {
        return Ok(Opened {
            reader: Box::new(report::FlushBeforeRead(io::stdin())),
            size: None,
            live: true,
        });
    }
    let metadata =
        std::fs::metadata(Path::new(path)).with_context(|| format!("cannot read {path}"))?;
    if metadata.is_dir() {
        anyhow::bail!("{path} is a directory; name the files to validate (e.g. {path}/*.jsonl)");
    }
    let file = File::open(path).with_context(|| format!("cannot read {path}"))?;
    let live = !metadata.is_file();
    Ok(Opened {
        reader: if live {
            Box::new(report::FlushBeforeRead(file))
        } else {
            Box::new(file)
        },
        size: Some(metadata.len()),
        live,
    })
}

fn with_progress(opened: Opened, path: &str) -> BufReader<Box<dyn io::Read + Send>> {
    let large = opened.size.is_some_and(|size| size >= PROGRESS_THRESHOLD);
    let reader = if large && io::stderr().is_terminal() && std::env::var_os("CI").is_none() {
        let bar = indicatif::ProgressBar::new(opened.size.unwrap_or_default()).with_style(
            indicatif::ProgressStyle::with_template(
                "{msg} [{bar:30}] {bytes}/{total_bytes} {bytes_per_sec} eta {eta}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar.set_message(path.to_owned());
        Box::new(bar.wrap_read(opened.reader)) as Box<dyn io::Read + Send>
    } else {
        opened.reader
    };
    BufReader::with_capacity(1 << 16, reader)
}
