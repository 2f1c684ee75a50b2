//! `--format text`: for people, coloured when standard output is a terminal.

use std::io::{self, Write};

use anstyle::{AnsiColor, Style};
use eventspec_validate::{Counts, Coverage, Finding, Rule, Severity, Summary};

use super::{Reporter, summary_sentence};
use crate::{
    cli::{Uncovered, Verbosity},
    output::{self, visible},
};

const ERROR: Style = AnsiColor::Red.on_default().bold();
const WARNING: Style = AnsiColor::Yellow.on_default().bold();
const DIM: Style = Style::new().dimmed();
const OK: Style = AnsiColor::Green.on_default().bold();

/// Writes the project file it used (when one was read), then for each finding
/// `file:line:col: severity[rule]: message` and where in the event, then a summary (with `-v`,
/// a line per file too; with `-q`, errors only). No line starts a GitHub workflow command (see
/// [`output::no_workflow_commands`]), whatever the file names.
pub struct Text {
    verbosity: Verbosity,
    out: anstream::AutoStream<Box<dyn Write + Send>>,
    /// The header line, until it is written (before the first line of the report).
    header: Option<String>,
}

impl Text {
    /// A text reporter saying as much as `verbosity` asks, naming `project_file` first.
    pub fn new(verbosity: Verbosity, project_file: Option<&str>) -> Self {
        Self {
            verbosity,
            out: anstream::AutoStream::new(
                Box::new(super::buffered_stdout()),
                anstream::AutoStream::choice(&io::stdout()),
            ),
            header: (project_file.filter(|_| verbosity != Verbosity::Quiet))
                .map(|path| format!("{DIM}project file: {}{DIM:#}\n", visible(path))),
        }
    }

    /// Writes `text`, lines that end with a newline, after the header if it is not written yet.
    fn write(&mut self, text: &str) -> io::Result<()> {
        if let Some(header) = self.header.take() {
            output::ignore_broken_pipe(self.out.write_all(header.as_bytes()))?;
        }
        let text = output::no_workflow_commands(text);
        output::ignore_broken_pipe(self.out.write_all(text.as_bytes()))
    }
}

impl Reporter for Text {
    fn finding(&mut self, finding: &Finding) -> io::Result<()> {
        if self.verbosity == Verbosity::Quiet && finding.severity == Severity::Warning {
            return Ok(());
        }
        let (style, label) = match finding.severity {
            Severity::Error => (ERROR, "error"),
            Severity::Warning => (WARNING, "warning"),
        };
        if finding.rule == Rule::UnreadableInput {
            return self.write(&format!(
                "{}: {style}{label}[{}]{style:#}: {}\n",
                visible(&finding.file),
                finding.rule.id(),
                visible(&finding.message)
            ));
        }
        let column = finding.column.map(|c| format!(":{c}")).unwrap_or_default();
        let mut context = Vec::new();
        if let Some(event_type) = &finding.event_type {
            context.push(format!("event {} `{event_type}`", finding.event_index));
        } else {
            context.push(format!("event {}", finding.event_index));
        }
        if !finding.instance_path.is_empty() {
            context.push(format!("at `{}`", finding.instance_path));
        }
        if let Some(keyword) = &finding.keyword {
            context.push(format!("keyword `{keyword}`"));
        }
        if let Some(rule) = &finding.sequence_rule {
            context.push(format!("stream rule `{rule}`"));
        }
        if let Some(line) = finding.related_line {
            context.push(format!("related line {line}"));
        }
        self.write(&format!(
            "{}:{}{column}: {style}{label}[{}]{style:#}: {}\n  {DIM}{}{DIM:#}\n",
            visible(&finding.file),
            finding.line,
            finding.rule.id(),
            visible(&finding.message),
            visible(&context.join(", "))
        ))
    }

    fn file_done(&mut self, file: &str, counts: &Counts) -> io::Result<()> {
        if self.verbosity == Verbosity::Verbose {
            self.write(&format!(
                "{DIM}{}: {} event(s): {} valid, {} invalid, {} warning(s){DIM:#}\n",
                visible(file),
                counts.events,
                counts.valid,
                counts.invalid,
                counts.warnings
            ))?;
        }
        output::ignore_broken_pipe(self.out.flush())
    }

    fn coverage(&mut self, coverage: &Coverage, fail_on: Option<Uncovered>) -> io::Result<()> {
        for part in super::coverage::parts(coverage, fail_on) {
            let style = match (part.missing, part.failing) {
                (false, _) => OK,
                (true, true) => ERROR,
                (true, false) => WARNING,
            };
            let mut text = format!("{style}{}{style:#}\n", visible(&part.sentence));
            for line in &part.details {
                text.push_str(&format!("  {}\n", visible(line)));
            }
            self.write(&text)?;
        }
        Ok(())
    }

    fn finish(&mut self, summary: &Summary, max_errors: Option<usize>) -> io::Result<()> {
        if self.verbosity == Verbosity::Quiet {
            return output::ignore_broken_pipe(self.out.flush());
        }
        let style = if summary.invalid > 0 || summary.unreadable > 0 {
            ERROR
        } else {
            OK
        };
        self.write(&format!(
            "{style}{}{style:#}\n",
            summary_sentence(summary, max_errors)
        ))?;
        output::ignore_broken_pipe(self.out.flush())
    }
}
