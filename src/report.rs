//! The output formats of `validate`: each a [`Reporter`] that receives findings in input order.

mod github;
mod junit;
mod text;

use std::io::{self, Write};

use eventspec_validate::{Counts, Finding, Report, Summary};

use crate::{cli::ReportFormat, output};

/// Receives a validation run's findings and writes them in one format.
pub trait Reporter {
    /// One finding, in input order.
    fn finding(&mut self, finding: &Finding) -> io::Result<()>;
    /// An input was read to its end (or to `--max-errors`).
    fn file_done(&mut self, _file: &str, _counts: &Counts) -> io::Result<()> {
        Ok(())
    }
    /// The run is over.
    fn finish(&mut self, summary: &Summary, max_errors: Option<usize>) -> io::Result<()>;
}

/// The reporter for `format`.
pub fn for_format(format: ReportFormat, quiet: bool) -> Box<dyn Reporter> {
    match format {
        ReportFormat::Text => Box::new(text::Text::new(quiet)),
        ReportFormat::Json => Box::new(Json::default()),
        ReportFormat::Jsonl => Box::new(Jsonl),
        ReportFormat::Github => Box::new(github::Github::new(quiet)),
        ReportFormat::Junit => Box::new(junit::Junit::default()),
    }
}

/// One JSON document at the end: the `Report` contract.
#[derive(Default)]
struct Json {
    report: Report,
}

impl Reporter for Json {
    fn finding(&mut self, finding: &Finding) -> io::Result<()> {
        self.report.findings.push(finding.clone());
        Ok(())
    }

    fn finish(&mut self, summary: &Summary, _max_errors: Option<usize>) -> io::Result<()> {
        self.report.summary = *summary;
        let mut text = serde_json::to_string_pretty(&self.report)?;
        text.push('\n');
        output::stdout(&text)
    }
}

/// One finding per line, written as found.
struct Jsonl;

impl Reporter for Jsonl {
    fn finding(&mut self, finding: &Finding) -> io::Result<()> {
        let mut line = serde_json::to_vec(finding)?;
        line.push(b'\n');
        let mut stdout = io::stdout().lock();
        output::ignore_broken_pipe(stdout.write_all(&line).and_then(|()| stdout.flush()))
    }

    fn finish(&mut self, _summary: &Summary, _max_errors: Option<usize>) -> io::Result<()> {
        Ok(())
    }
}

/// The closing sentence every human-facing format shares.
pub fn summary_sentence(summary: &Summary, max_errors: Option<usize>) -> String {
    let mut text = format!(
        "{} file(s), {} event(s): {} valid, {} invalid, {} warning(s)",
        summary.files, summary.events, summary.valid, summary.invalid, summary.warnings
    );
    if let (true, Some(max)) = (summary.stopped, max_errors) {
        text.push_str(&format!(
            "; stopped after {max} invalid event(s) (--max-errors {max})"
        ));
    }
    text
}
