//! `--format github`: GitHub Actions workflow commands, one per finding, so each annotates the
//! line of the pull request it is about.

use std::io::{self, Write};

use eventspec_validate::{Coverage, Finding, Severity, Summary};

use super::{Reporter, summary_sentence};
use crate::{cli::Uncovered, git, output, rules::RuleInfo};

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
        let command = match finding.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let mut properties = vec![
            format!(
                "file={}",
                escape_property(&git::root_relative(&finding.file))
            ),
            format!("line={}", finding.line),
        ];
        if let Some(column) = finding.column {
            properties.push(format!("col={column}"));
        }
        let title = match &finding.event_type {
            Some(event_type) => format!("eventspec {} ({event_type})", finding.rule.id()),
            None => format!("eventspec {}", finding.rule.id()),
        };
        properties.push(format!("title={}", escape_property(&title)));
        let mut message = finding.message.clone();
        if !finding.instance_path.is_empty() {
            message.push_str(&format!(" (at {})", finding.instance_path));
        }
        output::ignore_broken_pipe(writeln!(
            self.out,
            "::{command} {}::{}",
            properties.join(","),
            escape_data(&message)
        ))
    }

    fn coverage(&mut self, coverage: &Coverage, fail_on: Option<Uncovered>) -> io::Result<()> {
        for part in super::coverage::parts(coverage, fail_on) {
            let command = match (part.missing, part.failing) {
                (false, _) => "notice",
                (true, true) => "error",
                (true, false) => "warning",
            };
            output::ignore_broken_pipe(writeln!(
                self.out,
                "::{command} title=eventspec {}::{}",
                part.rule.id(),
                escape_data(&part.message())
            ))?;
        }
        Ok(())
    }

    fn finish(&mut self, summary: &Summary, max_errors: Option<usize>) -> io::Result<()> {
        if !self.quiet {
            let mut sentence = summary_sentence(summary, max_errors);
            if let Some(path) = &self.project_file {
                sentence.push_str(&format!(" (project file: {path})"));
            }
            output::ignore_broken_pipe(writeln!(
                self.out,
                "::notice title=eventspec validate::{}",
                escape_data(&sentence)
            ))?;
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
