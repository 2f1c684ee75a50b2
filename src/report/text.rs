//! `--format text`: for people, coloured when standard output is a terminal.

use std::io::{self, Write};

use anstyle::{AnsiColor, Style};
use eventspec_validate::{Counts, Coverage, Finding, Rule, Severity, Summary};

use super::{
    Reporter,
    diagnostic::{Diagnostic, Document, Span, Text as Words},
    summary_sentence,
};
use crate::{
    cli::{Uncovered, Verbosity},
    output::{self, visible},
};

/// `text` for a terminal: our words as they are, names in backticks, and every character of
/// what strangers wrote that could drive a terminal or break a line shown (see [`visible`]).
fn render(text: &Words) -> String {
    text.0
        .iter()
        .map(|span| match span {
            Span::Words(words) => words.clone(),
            Span::Name(name) => format!("`{}`", visible(name)),
            Span::Quote(quote) => visible(quote).into_owned(),
        })
        .collect()
}

/// A diagnostic as an indented line: its label, what it is about, and its rule.
pub fn line(diagnostic: &Diagnostic) -> String {
    let rule = diagnostic
        .rule
        .map(|rule| format!(" [{rule}]"))
        .unwrap_or_default();
    let about = render(&diagnostic.about());
    format!("  {}: {about}{rule}", diagnostic.label)
}

/// A document for people: its title with its notes, a line per row of its table and per
/// diagnostic, its parts, then its verdict. No line of it starts a workflow command.
pub fn document(document: &Document) -> String {
    output::no_workflow_commands(&lines(document)).into_owned()
}

fn lines(document: &Document) -> String {
    let mut title = document.title.clone();
    for (index, note) in document.notes.iter().enumerate() {
        title = title.and(if index == 0 { " (" } else { "; " });
        title = title.and_text(note.clone());
    }
    if !document.notes.is_empty() {
        title = title.and(")");
    }
    let mut out = render(&title) + "\n";
    for row in document
        .table
        .iter()
        .flat_map(|table| table.rows.iter().map(|row| row_line(&table.columns, row)))
    {
        out += &(render(&row) + "\n");
    }
    for diagnostic in document.sections.iter().flat_map(|s| &s.diagnostics) {
        out += &(line(diagnostic) + "\n");
    }
    for part in &document.parts {
        out += &lines(part);
    }
    out + &render(&document.verdict) + "\n"
}

/// A row of a table as a line: its first cell, then each other cell after its column's name.
fn row_line(columns: &[&str], row: &[Words]) -> Words {
    let mut line = Words::default();
    for (index, (column, cell)) in columns.iter().zip(row).enumerate() {
        line = match index {
            0 => line,
            1 => line.and(format!(": {column}: ")),
            _ => line.and(format!("; {column}: ")),
        };
        line = line.and_text(cell.clone());
    }
    line
}

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
