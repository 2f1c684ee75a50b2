//! The output formats of `validate`: each a [`Reporter`] that receives findings in input order.

mod coverage;
pub mod diagnostic;
pub mod github;
mod junit;
pub mod markdown;
pub mod sarif;
pub mod sources;
#[cfg(test)]
mod tests;
pub mod text;

use std::{
    cell::RefCell,
    io::{self, BufWriter, Read, Write},
};

use eventspec_validate::{Counts, Coverage, Finding, Severity, Summary};
use schemars::JsonSchema;
use serde::Serialize;

use crate::{
    cli::{DiffFormat, ReportFormat, Uncovered, Verbosity},
    git, output,
    report::diagnostic::{Diagnostic, Document, Level, Place, Text},
};

/// A whole report of `diff` or `check`, which every format writes at once: as JSON, as a
/// document for people (text, Markdown), as diagnostics for CI (GitHub, SARIF).
pub trait Whole {
    /// The command, as a note about the project file is titled (`eventspec diff`).
    const COMMAND: &'static str;
    /// How many `#`s its Markdown title has.
    const DEPTH: usize;
    /// The report as JSON, naming the project file the command read, if any.
    fn json(&self, project_file: Option<&str>) -> serde_json::Result<String>;
    /// The report for people.
    fn document(&self, project_file: Option<&str>) -> Document;
    /// The report for CI.
    fn diagnostics(&self) -> Vec<Diagnostic>;
    /// What the report comes to, said last to CI, if it comes to something.
    fn verdict(&self) -> Option<Diagnostic> {
        None
    }
}

/// `report` in `format`, naming `project_file`, the project file the command read, if any.
pub fn render<W: Whole>(
    report: &W,
    format: DiffFormat,
    project_file: Option<&str>,
) -> anyhow::Result<String> {
    Ok(match format {
        DiffFormat::Json => report.json(project_file)? + "\n",
        DiffFormat::Text => text::document(&report.document(project_file)),
        DiffFormat::Markdown => markdown::document(&report.document(project_file), W::DEPTH),
        DiffFormat::Github => {
            let mut diagnostics = report.diagnostics();
            if let Some(path) = project_file {
                let note = Text::words("project file: ").and_quote(path);
                diagnostics.push(Diagnostic::note(W::COMMAND, note));
            }
            diagnostics.extend(report.verdict());
            diagnostics.iter().map(github::command).collect()
        }
        DiffFormat::Sarif => {
            let invocation = sarif::Invocation {
                successful: true,
                project_file,
            };
            sarif::log(&report.diagnostics(), invocation)?
        }
    })
}

/// Receives a validation run's findings and writes them in one format.
pub trait Reporter {
    /// One finding, in input order.
    fn finding(&mut self, finding: &Finding) -> io::Result<()>;
    /// An input was read to its end (or to `--max-errors`).
    fn file_done(&mut self, _file: &str, _counts: &Counts) -> io::Result<()> {
        Ok(())
    }
    /// Coverage (`--coverage`), before the run ends; `fail_on` says what of it fails the run.
    fn coverage(&mut self, coverage: &Coverage, fail_on: Option<Uncovered>) -> io::Result<()>;
    /// The run is over.
    fn finish(&mut self, summary: &Summary, max_errors: Option<usize>) -> io::Result<()>;
}

/// Whether `coverage` has a gap that `fail_on` (`--fail-on-uncovered`) fails the run on.
pub fn coverage_fails(coverage: &Coverage, fail_on: Option<Uncovered>) -> bool {
    coverage::parts(coverage, fail_on)
        .iter()
        .any(|part| part.failing)
}

/// Coverage in a sentence, for people.
pub fn coverage_sentence(coverage: &Coverage) -> String {
    let covered = coverage.event_types - coverage.unseen.len();
    let mut text = format!(
        "coverage: {covered} of {} event type(s) seen",
        coverage.event_types
    );
    if !coverage.unseen.is_empty() {
        let unseen: Vec<String> = coverage.unseen.iter().map(|t| format!("`{t}`")).collect();
        text.push_str(&format!("; never seen: {}", unseen.join(", ")));
    }
    text
}

/// The reporter for `format`; `project_file` is the project file the run read, if any, which
/// every format names.
pub fn for_format(
    format: ReportFormat,
    verbosity: Verbosity,
    project_file: Option<&str>,
) -> Box<dyn Reporter> {
    let project_file = project_file.map(str::to_owned);
    match format {
        ReportFormat::Text => Box::new(text::Text::new(verbosity, project_file.as_deref())),
        ReportFormat::Json => Box::new(Json::new(project_file)),
        ReportFormat::Jsonl => Box::new(Jsonl::new(project_file)),
        ReportFormat::Github => Box::new(github::Github::new(
            verbosity == Verbosity::Quiet,
            project_file,
        )),
        ReportFormat::Junit => Box::new(junit::Junit::new(project_file)),
        ReportFormat::Sarif => Box::new(sarif::Sarif::new(project_file)),
    }
}

/// The JSON report of `eventspec validate --format json`: a contract for tools. Its schema is
/// what `eventspec schema --report validate` prints.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, JsonSchema)]
#[schemars(title = "EventspecValidateReport")]
pub struct ValidateReport {
    /// The project file (`eventspec.toml`) the run read, as a path from the directory it ran
    /// in or as given with `--config`; `null` when it read none.
    pub project_file: Option<String>,
    /// The totals, the findings and the coverage.
    #[serde(flatten)]
    pub report: eventspec_validate::Report,
}

impl ValidateReport {
    /// The report's own JSON Schema (draft 2020-12).
    pub fn json_schema() -> serde_json::Value {
        eventspec_schema::document::json_schema_of::<Self>()
    }
}

/// One JSON document, a [`ValidateReport`], written as findings arrive: `project_file`, then
/// `findings`, one finding per line, then `summary`, so memory does not grow with the number of
/// findings.
struct Json {
    out: Stdout,
    first: bool,
    coverage: Option<Coverage>,
    project_file: Option<String>,
}

impl Json {
    fn new(project_file: Option<String>) -> Self {
        Self {
            out: buffered_stdout(),
            first: true,
            coverage: None,
            project_file,
        }
    }

    /// The document's first lines, up to the opening of `findings`.
    fn opening(&self) -> io::Result<String> {
        Ok(format!(
            "{{\n  \"project_file\": {},\n  \"findings\": [",
            serde_json::to_string(&self.project_file)?
        ))
    }
}

impl Reporter for Json {
    fn finding(&mut self, finding: &Finding) -> io::Result<()> {
        let opening = if self.first {
            format!("{}\n    ", self.opening()?)
        } else {
            ",\n    ".to_owned()
        };
        self.first = false;
        // One write per finding: serde writes in many small pieces.
        let mut text = opening.into_bytes();
        serde_json::to_writer(&mut text, finding)?;
        output::ignore_broken_pipe(self.out.write_all(&text))
    }

    fn coverage(&mut self, coverage: &Coverage, _fail_on: Option<Uncovered>) -> io::Result<()> {
        self.coverage = Some(coverage.clone());
        Ok(())
    }

    fn finish(&mut self, summary: &Summary, _max_errors: Option<usize>) -> io::Result<()> {
        let opening = if self.first {
            self.opening()?
        } else {
            "\n  ".to_owned()
        };
        let summary = serde_json::to_string(summary)?;
        let coverage = match &self.coverage {
            Some(coverage) => format!(",\n  \"coverage\": {}", serde_json::to_string(coverage)?),
            None => String::new(),
        };
        output::ignore_broken_pipe(
            writeln!(
                self.out,
                "{opening}],\n  \"summary\": {summary}{coverage}\n}}"
            )
            .and_then(|()| self.out.flush()),
        )
    }
}

/// One finding per line, written as found; when the run read a project file, a first line
/// `{"project_file": PATH}` names it (as `--coverage` adds a last line `{"coverage": …}`).
struct Jsonl {
    out: Stdout,
    /// The project file, until its line is written (before the first finding, or at the end).
    project_file: Option<String>,
}

impl Jsonl {
    fn new(project_file: Option<String>) -> Self {
        Self {
            out: buffered_stdout(),
            project_file,
        }
    }

    /// The project file's line, once.
    fn name_project_file(&mut self) -> io::Result<()> {
        match self.project_file.take() {
            Some(path) => {
                let line = serde_json::to_string(&serde_json::json!({ "project_file": path }))?;
                output::ignore_broken_pipe(writeln!(self.out, "{line}"))
            }
            None => Ok(()),
        }
    }
}

impl Reporter for Jsonl {
    fn finding(&mut self, finding: &Finding) -> io::Result<()> {
        self.name_project_file()?;
        // One write per finding: serde writes in many small pieces.
        let mut line = serde_json::to_vec(finding)?;
        line.push(b'\n');
        output::ignore_broken_pipe(self.out.write_all(&line))
    }

    fn file_done(&mut self, _file: &str, _counts: &Counts) -> io::Result<()> {
        self.name_project_file()?;
        output::ignore_broken_pipe(self.out.flush())
    }

    fn coverage(&mut self, coverage: &Coverage, _fail_on: Option<Uncovered>) -> io::Result<()> {
        self.name_project_file()?;
        let line = serde_json::to_string(&serde_json::json!({ "coverage": coverage }))?;
        output::ignore_broken_pipe(writeln!(self.out, "{line}"))
    }

    fn finish(&mut self, _summary: &Summary, _max_errors: Option<usize>) -> io::Result<()> {
        self.name_project_file()?;
        output::ignore_broken_pipe(self.out.flush())
    }
}

// Standard output, buffered: findings are many, and a write per finding is slow. One buffer,
// shared by the reporters and by the readers of live inputs (`FlushBeforeRead`), which run on
// the same thread; per thread, so that a write costs no lock.
thread_local! {
    static STDOUT: RefCell<BufWriter<io::Stdout>> =
        RefCell::new(BufWriter::with_capacity(1 << 16, io::stdout()));
}

/// A handle on this thread's buffered standard output.
pub struct Stdout;

impl Write for Stdout {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        STDOUT.with_borrow_mut(|out| out.write(bytes))
    }

    fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        STDOUT.with_borrow_mut(|out| out.write_all(bytes))
    }

    fn flush(&mut self) -> io::Result<()> {
        STDOUT.with_borrow_mut(BufWriter::flush)
    }
}

/// The buffered standard output the reports are written to.
pub fn buffered_stdout() -> Stdout {
    Stdout
}

/// The reader of a live input (a pipe): before each wait for more input it writes out the
/// report so far, so a consumer reading the report as it comes sees each finding once its
/// event has arrived, while a fast producer's findings are still written in large blocks.
pub struct FlushBeforeRead<R>(pub R);

impl<R: Read> Read for FlushBeforeRead<R> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        output::ignore_broken_pipe(Stdout.flush())?;
        self.0.read(buffer)
    }
}

/// A finding as a diagnostic, for the formats that write one annotation per finding: titled by
/// its rule and event type, at its line (and column) in the file, saying where in the event.
fn diagnostic_of(finding: &Finding) -> Diagnostic {
    let (level, label) = match finding.severity {
        Severity::Error => (Level::Error, "error"),
        Severity::Warning => (Level::Warning, "warning"),
    };
    let rule = finding.rule.id();
    let title = match &finding.event_type {
        Some(event_type) => format!("eventspec {rule} ({event_type})"),
        None => format!("eventspec {rule}"),
    };
    let mut message = Text::quote(&finding.message);
    if !finding.instance_path.is_empty() {
        message = message
            .and(" (at ")
            .and_quote(&finding.instance_path)
            .and(")");
    }
    Diagnostic {
        rule: Some(rule),
        level,
        label,
        title,
        place: Some(Place {
            path: git::root_relative(&finding.file),
            line: finding.line,
            column: finding.column,
        }),
        context: None,
        subject: None,
        message,
        facts: Vec::new(),
    }
}

/// The closing sentence every human-facing format shares.
pub fn summary_sentence(summary: &Summary, max_errors: Option<usize>) -> String {
    let mut text = format!(
        "{} file(s), {} event(s): {} valid, {} invalid, {} warning(s)",
        summary.files, summary.events, summary.valid, summary.invalid, summary.warnings
    );
    if summary.passed > 0 {
        text.push_str(&format!(", {} other message(s) passed by", summary.passed));
    }
    if summary.unreadable > 0 {
        text.push_str(&format!(", {} unreadable input(s)", summary.unreadable));
    }
    if summary.violations > 0 {
        text.push_str(&format!(
            ", {} stream rule violation(s)",
            summary.violations
        ));
    }
    if let (true, Some(max)) = (summary.stopped, max_errors) {
        text.push_str(&format!(
            "; stopped after {max} invalid event(s) (--max-errors {max})"
        ));
    }
    text
}
