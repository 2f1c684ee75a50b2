//! `--format text`: for people, coloured when standard output is a terminal.

use std::io::{self, Write};

use anstyle::{AnsiColor, Style};
use eventspec_validate::{Counts, Coverage, Finding, Rule, Severity, Summary};

use super::{Reporter, summary_sentence};
use crate::{
    cli::Verbosity,
    output::{self, visible},
};

const ERROR: Style = AnsiColor::Red.on_default().bold();
const WARNING: Style = AnsiColor::Yellow.on_default().bold();
const DIM: Style = Style::new().dimmed();
const OK: Style = AnsiColor::Green.on_default().bold();

/// Writes `file:line:col: severity[rule]: message`, then where in the event, then a summary
/// (with `-v`, a line per file too; with `-q`, errors only).
pub struct Text {
    verbosity: Verbosity,
    out: anstream::AutoStream<Box<dyn Write + Send>>,
}

impl Text {
    /// A text reporter saying as much as `verbosity` asks.
    pub fn new(verbosity: Verbosity) -> Self {
        Self {
            verbosity,
            out: anstream::AutoStream::new(
                Box::new(super::buffered_stdout()),
                anstream::AutoStream::choice(&io::stdout()),
            ),
        }
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
            return output::ignore_broken_pipe(writeln!(
                self.out,
                "{}: {style}{label}[{}]{style:#}: {}",
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
        output::ignore_broken_pipe(writeln!(
            self.out,
            "{}:{}{column}: {style}{label}[{}]{style:#}: {}\n  {DIM}{}{DIM:#}",
            visible(&finding.file),
            finding.line,
            finding.rule.id(),
            visible(&finding.message),
            visible(&context.join(", "))
        ))
    }

    fn file_done(&mut self, file: &str, counts: &Counts) -> io::Result<()> {
        if self.verbosity == Verbosity::Verbose {
            output::ignore_broken_pipe(writeln!(
                self.out,
                "{DIM}{}: {} event(s): {} valid, {} invalid, {} warning(s){DIM:#}",
                visible(file),
                counts.events,
                counts.valid,
                counts.invalid,
                counts.warnings
            ))?;
        }
        output::ignore_broken_pipe(self.out.flush())
    }

    fn coverage(&mut self, coverage: &Coverage, required: bool) -> io::Result<()> {
        let style = if coverage.unseen.is_empty() {
            OK
        } else if required {
            ERROR
        } else {
            WARNING
        };
        output::ignore_broken_pipe(writeln!(
            self.out,
            "{style}{}{style:#}",
            visible(&super::coverage_sentence(coverage))
        ))
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
        output::ignore_broken_pipe(writeln!(
            self.out,
            "{style}{}{style:#}",
            summary_sentence(summary, max_errors)
        ))?;
        output::ignore_broken_pipe(self.out.flush())
    }
}
