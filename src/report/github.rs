//! `--format github`: GitHub Actions workflow commands, one per finding, so each annotates the
//! line of the pull request it is about.

use std::io::{self, Write};

use eventspec_validate::{Coverage, Finding, Severity, Summary};

use super::{
    Reporter,
    diagnostic::{Diagnostic, Level, Text},
    summary_sentence,
};
use crate::{cli::Uncovered, output};

/// A diagnostic as one workflow command: `::error file=F,line=L,col=C,title=T::message`, its
/// place where it has one, its message with the context and subject before it.
pub fn command(diagnostic: &Diagnostic) -> String {
    let command = match diagnostic.level {
        Level::Error => "error",
        Level::Warning => "warning",
        Level::Note => "notice",
    };
    let mut properties = String::new();
    if let Some(place) = &diagnostic.place {
        properties = format!("file={},line={},", escape_property(&place.path), place.line);
        if let Some(column) = place.column {
            properties.push_str(&format!("col={column},"));
        }
    }
    format!(
        "::{command} {properties}title={}::{}\n",
        escape_property(&diagnostic.title),
        escape_data(&diagnostic.whole().plain())
    )
}

/// Writes `::error file=F,line=L,col=C,title=T::message` lines.
pub struct Github {
    quiet: bool,
    out: super::Stdout,
    project_file: Option<String>,
}

impl Github {
    /// A GitHub reporter; `quiet` leaves out warnings and the summary notice, which names
    /// `project_file` when the run read one.
    pub fn new(quiet: bool, project_file: Option<String>) -> Self {
        Self {
            quiet,
            out: super::buffered_stdout(),
            project_file,
        }
    }
}

impl Reporter for Github {
    fn finding(&mut self, finding: &Finding) -> io::Result<()> {
        if self.quiet && finding.severity == Severity::Warning {
            return Ok(());
        }
        let command = command(&super::diagnostic_of(finding));
        output::ignore_broken_pipe(self.out.write_all(command.as_bytes()))
    }

    fn coverage(&mut self, coverage: &Coverage, fail_on: Option<Uncovered>) -> io::Result<()> {
        for part in super::coverage::parts(coverage, fail_on) {
            let command = command(&part.diagnostic());
            output::ignore_broken_pipe(self.out.write_all(command.as_bytes()))?;
        }
        Ok(())
    }

    fn finish(&mut self, summary: &Summary, max_errors: Option<usize>) -> io::Result<()> {
        if !self.quiet {
            let mut sentence = Text::words(summary_sentence(summary, max_errors));
            if let Some(path) = &self.project_file {
                sentence = sentence.and(" (project file: ").and_quote(path).and(")");
            }
            let notice = command(&Diagnostic::note("eventspec validate", sentence));
            output::ignore_broken_pipe(self.out.write_all(notice.as_bytes()))?;
        }
        output::ignore_broken_pipe(self.out.flush())
    }
}

/// Escapes a workflow command's message: `%`, `\r` and `\n` as GitHub decodes them, then every
/// other control character shown (see [`output::visible`]).
pub fn escape_data(text: &str) -> String {
    output::visible(
        &text
            .replace('%', "%25")
            .replace('\r', "%0D")
            .replace('\n', "%0A"),
    )
    .into_owned()
}

/// Escapes a workflow command's property value.
pub fn escape_property(text: &str) -> String {
    escape_data(text).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_and_properties_are_escaped() {
        assert_eq!(escape_data("50% done\nnext"), "50%25 done%0Anext");
        assert_eq!(escape_property("a:b,c"), "a%3Ab%2Cc");
        assert_eq!(
            escape_data("bare\rreturn \u{1b}[2J"),
            "bare%0Dreturn \\u{1b}[2J"
        );
    }
}
