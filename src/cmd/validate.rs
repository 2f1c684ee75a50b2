//! `eventspec validate`: checks recorded events against a family or a schema.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs::File,
    io::{self, BufRead, BufReader, IsTerminal},
    num::NonZeroUsize,
    path::{Path, PathBuf},
    thread,
};

use anyhow::{Context as _, bail};
use eventspec_schema::{
    Dialect,
    rules::{StreamRule, rules_file_of},
};
use eventspec_validate::{
    Contract, Counts, Coverage, Finding, Mode, Options, Rule, Severity, Summary, Validator,
    coverage::FieldTally,
    input::{self, Format},
};

use super::Outcome;
use crate::{
    cli::{InputFormat, ReportFormat, ValidateArgs, Verbosity},
    config::{self, Loaded},
    inputs::{self, Input, Patterns},
    output, report,
    settings::{Context, first},
    source::Reference,
};

/// Inputs at least this large get a progress bar when standard error is a terminal.
const PROGRESS_THRESHOLD: u64 = 32 << 20;

/// One contract and the inputs checked against it.
struct Group {
    /// The family reference, when the contract is a family's.
    family: Option<String>,
    /// The schema file, when the contract is a user's.
    schema: Option<PathBuf>,
    /// The schema's stream rules file, when one is named.
    rules: Option<PathBuf>,
    mode: Mode,
    input: InputFormat,
    stream: bool,
    group_by: Option<String>,
    inputs: Vec<Input>,
}

/// Validates every input and reports as asked.
pub fn run(args: &ValidateArgs, context: &Context) -> anyhow::Result<Outcome> {
    let groups = plan(args, context.project())?;
    // Every contract is compiled before the report starts, so a broken one leaves no half
    // report behind.
    let dialect = context.dialect();
    let contracts = (groups.iter())
        .map(|group| compile(group, dialect, args.general_path))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let known: BTreeSet<&str> = (contracts.iter())
        .flat_map(|(contract, _)| contract.event_types())
        .collect();
    let known: Vec<String> = known.into_iter().map(str::to_owned).collect();
    let format = (context.pick(args.format, |p| p.validate.format)).unwrap_or(ReportFormat::Text);
    let max_errors = context.pick(args.max_errors, |p| {
        p.validate.max_errors.map(NonZeroUsize::get)
    });
    let fail_on_uncovered = context.pick(args.fail_on_uncovered, |p| p.validate.fail_on_uncovered);
    let count_coverage = args.coverage
        || (context.project()).is_some_and(|loaded| loaded.project.validate.coverage)
        || fail_on_uncovered.is_some();
    let project_file = context.project_file();
    let verbosity = context.verbosity();
    let mut reporter = report::for_format(format, verbosity, project_file.as_deref());
    let quiet = verbosity == Verbosity::Quiet;
    let mut totals = Totals::default();
    let mut fields = FieldTally::default();
    for (group, (contract, rules)) in groups.iter().zip(contracts) {
        let options = Options {
            mode: group.mode,
            jobs: args.jobs.map_or_else(
                || thread::available_parallelism().map_or(1, |n| n.get()),
                usize::from,
            ),
            max_line_bytes: args.max_line_bytes,
            max_invalid: max_errors,
            rules,
            group_by: group.group_by.clone(),
            coverage: count_coverage,
            verdicts: args.verdicts_only,
        };
        totals.facts = fact_counts(&contract, count_coverage);
        // One pool of workers for every input of the group.
        Validator::run(&contract, &options, |validator| {
            check_inputs(
                validator,
                group,
                &mut totals,
                (&mut *reporter, format),
                quiet,
            )
        })?;
        if count_coverage {
            fields.merge(contract.coverage().read(&totals.facts));
        }
        if totals.summary.stopped {
            break;
        }
    }
    let Totals {
        summary,
        seen,
        fast,
        ..
    } = totals;
    let mut uncovered = false;
    if count_coverage {
        let coverage = Coverage::new(&known, seen, &fields);
        uncovered = report::coverage_fails(&coverage, fail_on_uncovered);
        reporter.coverage(&coverage, fail_on_uncovered)?;
    }
    reporter.finish(&summary, max_errors)?;
    if args.fast_path_count {
        let events = summary.events;
        output::stderr(&format!("fast path: {fast} of {events} event(s)\n"))?;
    }
    Ok(outcome(&summary, uncovered))
}

/// The counts of the facts `contract`'s coverage plan lists, each 0, where coverage is
/// `counted`; else none, and the plan is never made.
fn fact_counts(contract: &Contract, counted: bool) -> Vec<usize> {
    if counted {
        vec![0; contract.coverage().facts()]
    } else {
        Vec::new()
    }
}

/// The exit of a run: 2 if an input was unreadable, 1 for findings (or a coverage gap that
/// fails it), else 0.
fn outcome(summary: &Summary, uncovered: bool) -> Outcome {
    if summary.unreadable > 0 {
        Outcome::UsageError
    } else if summary.invalid > 0 || summary.violations > 0 || uncovered {
        Outcome::Findings
    } else {
        Outcome::Success
    }
}

/// The groups to check: the command line's contract over its paths, else the project file's
/// groups, over the paths given (each in the first group that names it) or over their own.
fn plan(args: &ValidateArgs, project: Option<&Loaded>) -> anyhow::Result<Vec<Group>> {
    let flag_mode = args.mode();
    let given = inputs::unique(args.paths.iter().flat_map(|p| inputs::expand(p)).collect());
    if args.family.is_some() || args.schema.is_some() {
        return command_line_group(args, project, flag_mode, given).map(|group| vec![group]);
    }
    let Some(loaded) = project.filter(|p| !p.project.validate.inputs.is_empty()) else {
        bail!(
            "name the contract with --family FAMILY[@VERSION] or --schema FILE, or list the files and their contract under [[validate.inputs]] in {}",
            config::FILE_NAME
        );
    };
    let mut groups = project_groups(args, loaded, flag_mode)?;
    // Without paths, every file the groups list; each file goes to the first group that names
    // it, however it was reached, as a file named on the command line does.
    let named = if args.paths.is_empty() {
        inputs::unique(groups.iter().flat_map(|(p, _)| p.expand()).collect())
    } else {
        given
    };
    place(&mut groups, named, loaded)?;
    Ok((groups.into_iter())
        .map(|(_, group)| group)
        .filter(|group| !group.inputs.is_empty())
        .collect())
}

/// The one group of a contract named on the command line (`--family` or `--schema`), over the
/// inputs `given`; the project file adds only its default mode.
fn command_line_group(
    args: &ValidateArgs,
    project: Option<&Loaded>,
    flag_mode: Option<Mode>,
    given: Vec<Input>,
) -> anyhow::Result<Group> {
    if given.is_empty() {
        bail!("name the files to validate, or `-` for standard input");
    }
    let mode = project.and_then(|p| p.project.validate.mode);
    Ok(Group {
        family: args.family.clone(),
        schema: args.schema.clone(),
        rules: args.rules.clone(),
        mode: first([flag_mode, None, mode]).unwrap_or_default(),
        input: args.input.unwrap_or(InputFormat::Auto),
        stream: args.stream,
        group_by: args.group_by.clone(),
        inputs: given,
    })
}

/// The groups of the project file's `[[validate.inputs]]`, in order, each with the patterns of
/// the paths it names and, as yet, no inputs; the command line's flags override their settings.
fn project_groups(
    args: &ValidateArgs,
    loaded: &Loaded,
    flag_mode: Option<Mode>,
) -> anyhow::Result<Vec<(Patterns, Group)>> {
    let settings = &loaded.project.validate;
    let mut groups = Vec::new();
    for entry in &settings.inputs {
        let patterns = Patterns::new(&loaded.dir, &entry.paths)
            .with_context(|| format!("{}: [[validate.inputs]]", loaded.path.display()))?;
        let stream = args.stream || entry.stream;
        groups.push((
            patterns,
            Group {
                family: entry.family.clone(),
                schema: entry.schema.as_ref().map(|s| loaded.resolve(s)),
                rules: entry.rules.as_ref().map(|s| loaded.resolve(s)),
                mode: first([flag_mode, entry.mode, settings.mode]).unwrap_or_default(),
                input: first([args.input, entry.input, None]).unwrap_or(InputFormat::Auto),
                stream,
                group_by: first([args.group_by.clone(), entry.group_by.clone(), None]),
                inputs: Vec::new(),
            },
        ));
    }
    Ok(groups)
}

/// Puts each of `named` in the first group whose patterns match it (an unreadable one no
/// group names in the first group, to be reported there); an error lists those left over.
fn place(
    groups: &mut [(Patterns, Group)],
    named: Vec<Input>,
    loaded: &Loaded,
) -> anyhow::Result<()> {
    let mut unplaced = Vec::new();
    for input in named {
        let name = Path::new(&input.name);
        match groups.iter_mut().find(|(p, _)| p.matches(name)) {
            Some((_, group)) => group.inputs.push(input),
            None if input.problem.is_some() => {
                // Reported as unreadable with the first group's contract.
                if let Some((_, group)) = groups.first_mut() {
                    group.inputs.push(input);
                }
            }
            None => unplaced.push(input.name),
        }
    }
    if !unplaced.is_empty() {
        bail!(
            "no [[validate.inputs]] group of {} names {}; add its path to a group, or give --family or --schema",
            loaded.path.display(),
            unplaced.join(", ")
        );
    }
    Ok(())
}

/// What a run has counted so far.
#[derive(Default)]
struct Totals {
    summary: Summary,
    /// Events per event type, over every input.
    seen: BTreeMap<String, usize>,
    /// Events the fast path accepted, over every input.
    fast: usize,
    /// Of the group being checked: valid events per fact of its contract's coverage plan.
    facts: Vec<usize>,
}

impl Totals {
    /// Adds an input's counts (of what was checked, if it could not be read to its end).
    fn add(&mut self, counts: &Counts) {
        let summary = &mut self.summary;
        summary.events += counts.events;
        summary.valid += counts.valid;
        summary.invalid += counts.invalid;
        summary.warnings += counts.warnings;
        summary.violations += counts.violations;
        summary.passed += counts.passed;
        for (event_type, count) in &counts.event_types {
            *self.seen.entry(event_type.clone()).or_default() += count;
        }
        self.fast += counts.fast;
        for (total, count) in self.facts.iter_mut().zip(&counts.facts) {
            *total += count;
        }
    }
}

/// Checks each input of `group` on `validator`'s workers, reporting as it goes, until the
/// inputs end or `--max-errors` stops the run.
fn check_inputs(
    validator: &Validator<'_>,
    group: &Group,
    totals: &mut Totals,
    (reporter, format): (&mut dyn report::Reporter, ReportFormat),
    quiet: bool,
) -> anyhow::Result<()> {
    for item in &group.inputs {
        let path = item.name.as_str();
        let opened = match &item.problem {
            Some(problem) => Err(anyhow::anyhow!("{problem}")),
            None => open(path),
        };
        let opened = match opened {
            Ok(opened) => opened,
            Err(error) => {
                unreadable((&mut *reporter, format), &mut totals.summary, path, &error)?;
                continue;
            }
        };
        let live = opened.live;
        let mut input = with_progress(opened, path, quiet);
        let head = input.fill_buf().map(<[u8]>::to_vec).unwrap_or_default();
        let framing = match group.input {
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
            validator
        };
        let mut failed_write = None;
        let already_invalid = totals.summary.invalid;
        let counts = validator.validate(path, input, framing, already_invalid, &mut |finding| {
            if failed_write.is_none() {
                failed_write = reporter.finding(&finding).err();
            }
        });
        if let Some(error) = failed_write {
            return Err(error.into());
        }
        let counts = match counts {
            Ok(counts) => counts,
            Err(partial) => {
                // The events checked before the error count; the input is unreadable.
                totals.add(&partial.counts);
                let error = anyhow::Error::new(partial).context(format!("cannot read {path}"));
                unreadable((&mut *reporter, format), &mut totals.summary, path, &error)?;
                continue;
            }
        };
        totals.summary.files += 1;
        totals.add(&counts);
        reporter.file_done(path, &counts)?;
        if counts.stopped {
            totals.summary.stopped = true;
            break;
        }
    }
    Ok(())
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
        output::error(&message)?;
    }
    summary.unreadable += 1;
    let finding = Finding::about_input(path, Severity::Error, Rule::UnreadableInput, message);
    reporter.finding(&finding)?;
    reporter.file_done(path, &Counts::default())?;
    Ok(())
}

/// The group's contract, compiled (without its fast path for `general_path`; a schema file
/// that declares no `$schema` read in `dialect`), and its stream rules when they are checked.
fn compile(
    group: &Group,
    dialect: Dialect,
    general_path: bool,
) -> anyhow::Result<(Contract, Option<Vec<StreamRule>>)> {
    let read = match (&group.schema, &group.family) {
        (Some(path), _) => Reference::File(path),
        (None, reference) => Reference::Registry(reference.as_deref().unwrap_or_default()),
    };
    let read = read.load(group.rules.as_deref(), dialect)?;
    let name = match &group.schema {
        Some(path) => path.display().to_string(),
        None => read.source.path.clone(),
    };
    let contract = Contract::from_document(&read.document)
        .with_context(|| format!("{name}: not usable as a contract"))?;
    let rules = match (group.stream, read.rules) {
        (false, _) => None,
        (true, Some(rules)) => Some(rules.rules),
        (true, None) => bail!(
            "--stream checks the contract's stream rules, and {name} has none: name its rules file \
             (`--rules FILE`, or `rules =` in its [[validate.inputs]] group), or put it beside \
             the schema as {}",
            rules_file_of(&name)
        ),
    };
    let contract = if general_path {
        contract.without_fast_path()
    } else {
        contract
    };
    Ok((contract, rules))
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
        // A directory named on the command line is walked before this; one that appears
        // between the walk and the read is not read.
        bail!("{path} is a directory");
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

/// `opened`, buffered, with a progress bar on standard error when it is large, standard error is
/// a terminal outside CI, and `-q` was not given.
fn with_progress(opened: Opened, path: &str, quiet: bool) -> BufReader<Box<dyn io::Read + Send>> {
    let large = !quiet && opened.size.is_some_and(|size| size >= PROGRESS_THRESHOLD);
    let reader = if large && io::stderr().is_terminal() && std::env::var_os("CI").is_none() {
        let bar = indicatif::ProgressBar::new(opened.size.unwrap_or_default()).with_style(
            indicatif::ProgressStyle::with_template(
                "{msg} [{bar:30}] {bytes}/{total_bytes} {bytes_per_sec} eta {eta}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        // The name is shown as the reports show it: a file name's escape sequences never
        // reach the terminal.
        bar.set_message(output::visible(path).into_owned());
        Box::new(bar.wrap_read(opened.reader)) as Box<dyn io::Read + Send>
    } else {
        opened.reader
    };
    BufReader::with_capacity(1 << 16, reader)
}
