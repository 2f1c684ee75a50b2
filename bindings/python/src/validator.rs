//! `Validator`: events checked against one contract, by the CLI's own readers and pipeline.

use std::{
    fs::File,
    io::{BufRead, BufReader, Cursor},
    path::PathBuf,
};

use eventspec_validate::{
    Contract, Finding, Options, PartialRead, Rule, Severity, Validator as Run, input::Format,
};
use pyo3::{
    prelude::*,
    types::{PyIterator, PyList, PyTuple},
};

use crate::{
    contract::{self, Loaded},
    errors::{EventspecError, ReadError, message},
    events::append_line,
};

/// Bytes of events handed to the validator at once by `validate_many`.
const CHUNK: usize = 1 << 20;

/// A contract compiled once, to check events against.
#[pyclass(module = "eventspec._native", frozen)]
pub struct Validator {
    contract: Contract,
    options: Options,
}

#[pymethods]
impl Validator {
    /// A validator of the registry's `family` (`"agentao.host"`, `"agentao.host@v3"`) or of a
    /// user's `schema` (a path, or the schema as a dict), judging in `mode`, with `jobs` worker
    /// threads for `validate_many` and `validate_file`. A `schema` that declares no `$schema` is
    /// read in `dialect` (`"2020-12"`, `"2019-09"`, `"draft7"`, `"draft6"`) [default: 2020-12].
    /// With `stream`, `validate_many` and `validate_file` also check the contract's stream
    /// rules over the sequence (per value of the field `group_by`, if given), as
    /// `validate --stream` does: a family's own, or a schema's `rules` (a path, or the rules
    /// document as a dict) [default: `NAME.rules.json` beside a schema file `NAME.json`].
    #[new]
    #[pyo3(signature = (
        family=None, *, schema=None, rules=None, mode="declared", jobs=1, dialect=None,
        stream=false, group_by=None
    ))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        family: Option<&str>,
        schema: Option<&Bound<'_, PyAny>>,
        rules: Option<&Bound<'_, PyAny>>,
        mode: &str,
        jobs: usize,
        dialect: Option<&str>,
        stream: bool,
        group_by: Option<String>,
    ) -> PyResult<Self> {
        let mode = contract::mode(mode)?;
        let dialect = contract::dialect(dialect)?;
        let Loaded { contract, rules } = contract::load(family, schema, rules, dialect)?;
        let rules = match (stream, rules) {
            (false, _) => None,
            (true, Some(rules)) => Some(rules),
            (true, None) => {
                return Err(EventspecError::new_err(
                    "`stream` checks the contract's stream rules, and the schema has none: give \
                     `rules` (a path, or the rules document as a dict)",
                ));
            }
        };
        if group_by.is_some() && rules.is_none() {
            return Err(EventspecError::new_err("`group_by` needs `stream=True`"));
        }
        Ok(Self {
            contract,
            options: Options {
                mode,
                jobs: jobs.max(1),
                rules,
                group_by,
                ..Options::default()
            },
        })
    }

    /// The findings of one event (a dict, or its JSON text as `str` or `bytes`), named `source`.
    #[pyo3(signature = (event, *, source="-"))]
    fn validate<'py>(
        &self,
        event: &Bound<'py, PyAny>,
        source: &str,
    ) -> PyResult<Bound<'py, PyList>> {
        let mut line = Vec::new();
        append_line(&mut line, event, 0)?;
        let py = event.py();
        let options = Options {
            jobs: 1,
            ..self.options.clone()
        };
        let found = py.detach(|| {
            let mut found = Vec::new();
            let run = Run::run(&self.contract, &options, |run| {
                run.validate(source, Cursor::new(line), Format::Jsonl, 0, &mut |f| {
                    found.push(f)
                })
            });
            run.map(|_| found)
        });
        findings(
            py,
            &found
                .map_err(|partial| partial.error)
                .map_err(PyErr::from)?,
        )
    }

    /// The findings of `events` (an iterable of events, each a dict or its JSON text), read as
    /// the lines of one JSONL input named `source`: the CLI's findings for those lines.
    #[pyo3(signature = (events, *, source="-"))]
    fn validate_many<'py>(
        &self,
        events: &Bound<'py, PyAny>,
        source: &str,
    ) -> PyResult<Bound<'py, PyList>> {
        let py = events.py();
        let iterator: Py<PyIterator> = events.try_iter()?.unbind();
        let found = py.detach(|| {
            Run::run(&self.contract, &self.options, |run| {
                many(run, &iterator, source)
            })
        })?;
        findings(py, &found)
    }

    /// Whether one event (a dict, or its JSON text as `str` or `bytes`) is valid: `validate`
    /// would find no error in it. Faster than `validate`: no finding is built, and an event the
    /// contract's fast path rejects is not explained. Stream rules, which judge a sequence of
    /// events, are not checked.
    fn is_valid(&self, event: &Bound<'_, PyAny>) -> PyResult<bool> {
        let one = PyTuple::new(event.py(), [event])?;
        let options = Options {
            jobs: 1,
            ..self.options.clone()
        };
        Ok(self.verdicts(one.as_any(), &options)?.first() == Some(&true))
    }

    /// Whether each of `events` (an iterable of events, each a dict or its JSON text) is valid,
    /// in order: `validate` would find no error in it. A blank text is no event, and invalid.
    /// As `is_valid`, with the validator's `jobs`.
    fn is_valid_many(&self, events: &Bound<'_, PyAny>) -> PyResult<Vec<bool>> {
        self.verdicts(events, &self.options)
    }

    /// The findings of the file at `path`, read as the CLI reads it: its format (`"json"`,
    /// `"jsonl"` or `"sse"`) from its name and first bytes unless `format` says.
    #[pyo3(signature = (path, *, format=None))]
    fn validate_file<'py>(
        &self,
        py: Python<'py>,
        path: PathBuf,
        format: Option<&str>,
    ) -> PyResult<Bound<'py, PyList>> {
        let name = path.to_string_lossy().into_owned();
        let format = format.map(parse_format).transpose()?;
        let found = py.detach(|| -> Result<Vec<Finding>, (Vec<Finding>, String)> {
            let mut found = Vec::new();
            let opened = open(&path, &name).map_err(|error| (Vec::new(), error))?;
            let mut input = BufReader::with_capacity(1 << 16, opened);
            let framing = match format {
                Some(format) => format,
                None => {
                    let head = input.fill_buf().map(<[u8]>::to_vec).unwrap_or_default();
                    eventspec_validate::input::detect(&name, &head)
                }
            };
            let run = Run::run(&self.contract, &self.options, |run| {
                run.validate(&name, input, framing, 0, &mut |f| found.push(f))
            });
            match run {
                Ok(_) => Ok(found),
                Err(partial) => {
                    let text = format!("cannot read {name}: {}", message(&partial));
                    Err((found, text))
                }
            }
        });
        match found {
            Ok(found) => findings(py, &found),
            Err((found, text)) => {
                let error = ReadError::new_err(text);
                error.value(py).setattr("findings", findings(py, &found)?)?;
                Err(error)
            }
        }
    }

    /// The event types of the contract, in its order.
    #[getter]
    fn event_types(&self) -> Vec<String> {
        self.contract
            .event_types()
            .into_iter()
            .map(str::to_owned)
            .collect()
    }
}

impl Validator {
    /// The verdict of each of `events`, validated with `options` but for stream rules, each
    /// event alone.
    fn verdicts(&self, events: &Bound<'_, PyAny>, options: &Options) -> PyResult<Vec<bool>> {
        let py = events.py();
        let iterator: Py<PyIterator> = events.try_iter()?.unbind();
        let options = Options {
            verdicts: true,
            rules: None,
            group_by: None,
            ..options.clone()
        };
        py.detach(|| Run::run(&self.contract, &options, |run| verdicts(run, &iterator)))
    }
}

/// Reads `iterator` in chunks of JSONL lines, as [`many`] does, and gives the verdict of each:
/// each is one line, invalid when a finding with an error names it or when it is blank (no
/// event to the reader).
fn verdicts(run: &Run<'_>, iterator: &Py<PyIterator>) -> PyResult<Vec<bool>> {
    let mut out: Vec<bool> = Vec::new();
    loop {
        let (chunk, blank) = Python::attach(|py| next_chunk(iterator.bind(py), out.len()))?;
        if blank.is_empty() {
            break;
        }
        let mut valid: Vec<bool> = blank.iter().map(|blank| !blank).collect();
        run.validate("-", Cursor::new(chunk), Format::Jsonl, 0, &mut |f| {
            if f.severity == Severity::Error
                && let Some(line) = f.line.checked_sub(1).and_then(|at| valid.get_mut(at))
            {
                *line = false;
            }
        })
        .map_err(|partial: PartialRead| PyErr::from(partial.error))?;
        out.extend(valid);
    }
    Ok(out)
}

/// Reads `iterator` in chunks of JSONL lines and validates each, with the line numbers and
/// event indices running on across chunks; `Python` is attached only to take the next chunk.
fn many(run: &Run<'_>, iterator: &Py<PyIterator>, source: &str) -> PyResult<Vec<Finding>> {
    let mut found = Vec::new();
    let (mut lines, mut events, mut empty) = (0, 0, None);
    loop {
        let (chunk, taken) = Python::attach(|py| next_chunk(iterator.bind(py), lines))?;
        let taken = taken.len();
        if taken == 0 && lines > 0 {
            break;
        }
        let mut these = Vec::new();
        let counts = run
            .validate(source, Cursor::new(chunk), Format::Jsonl, 0, &mut |f| {
                these.push(f)
            })
            .map_err(|partial: PartialRead| PyErr::from(partial.error))?;
        for mut finding in these {
            if finding.rule == Rule::EmptyInput {
                empty = Some(finding);
                continue;
            }
            finding.line += lines;
            finding.event_index += events;
            finding.related_line = finding.related_line.map(|line| line + lines);
            found.push(finding);
        }
        events += counts.events;
        lines += taken;
        if taken == 0 {
            break;
        }
    }
    // The input's own warning, once: when none of its lines held an event.
    found.extend(empty.filter(|_| events == 0));
    Ok(found)
}

/// The next events of `iterator` as JSONL text, up to [`CHUNK`] bytes, one line each, and
/// whether each line is blank to the reader (only ASCII white space, after the byte-order mark
/// the chunk may start with: no event); `before` events were taken already.
fn next_chunk(iterator: &Bound<'_, PyIterator>, before: usize) -> PyResult<(Vec<u8>, Vec<bool>)> {
    let mut chunk = Vec::with_capacity(CHUNK + (CHUNK >> 3));
    let mut blank = Vec::new();
    while chunk.len() < CHUNK {
        let Some(event) = iterator.clone().next() else {
            break;
        };
        let start = chunk.len();
        append_line(&mut chunk, &event?, before + blank.len())?;
        let text = &chunk[start..];
        let text = if start == 0 {
            text.strip_prefix(BOM).unwrap_or(text)
        } else {
            text
        };
        blank.push(text.iter().all(u8::is_ascii_whitespace));
        chunk.push(b'\n');
    }
    Ok((chunk, blank))
}

/// The UTF-8 byte-order mark, which the reader takes off the start of its input.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The file at `path`, opened as the CLI opens it.
fn open(path: &std::path::Path, name: &str) -> Result<File, String> {
    if path.is_dir() {
        return Err(format!("{name} is a directory"));
    }
    File::open(path).map_err(|error| format!("cannot read {name}: {error}"))
}

/// The framing `name` names.
fn parse_format(name: &str) -> PyResult<Format> {
    match name {
        "json" => Ok(Format::Json),
        "jsonl" => Ok(Format::Jsonl),
        "sse" => Ok(Format::Sse),
        other => Err(EventspecError::new_err(format!(
            "format {other:?} is not one of \"json\", \"jsonl\" and \"sse\""
        ))),
    }
}

/// `found` as a list of dicts, each the JSON object one line of `validate --format jsonl` holds.
pub fn findings<'py>(py: Python<'py>, found: &[Finding]) -> PyResult<Bound<'py, PyList>> {
    let list = PyList::empty(py);
    for finding in found {
        list.append(pythonize::pythonize(py, finding)?)?;
    }
    Ok(list)
}
