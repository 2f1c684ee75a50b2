//! `--format junit`: JUnit XML (written by quick-junit), one test case per input file. A file
//! with errors fails, a file that cannot be read is an error, and each lists its findings (the
//! first thousand of each file, then how many more).

use std::io;

use eventspec_validate::{Counts, Coverage, Finding, Rule, Severity, Summary};
use quick_junit::{NonSuccessKind, Property, Report, TestCase, TestCaseStatus, TestSuite};
use quick_xml::{
    Reader, Writer,
    events::{BytesStart, Event},
};

use super::{Reporter, summary_sentence};
use crate::{
    cli::Uncovered,
    output::{self, visible},
};

/// Findings listed per file; more are counted, not kept.
const LISTED: usize = 1000;

/// The name of the report and of its one test suite.
const NAME: &str = "eventspec validate";

/// Collects findings per file and writes one document at the end.
pub struct Junit {
    current: Vec<Finding>,
    unlisted: usize,
    suite: TestSuite,
    project_file: Option<String>,
}

impl Junit {
    /// A JUnit reporter; the suite names `project_file` in a property when the run read one.
    pub fn new(project_file: Option<String>) -> Self {
        Self {
            current: Vec::new(),
            unlisted: 0,
            suite: TestSuite::new(NAME),
            project_file,
        }
    }
}

impl Reporter for Junit {
    fn finding(&mut self, finding: &Finding) -> io::Result<()> {
        if self.current.len() < LISTED {
            self.current.push(finding.clone());
        } else {
            self.unlisted += 1;
        }
        Ok(())
    }

    fn file_done(&mut self, file: &str, counts: &Counts) -> io::Result<()> {
        let findings = std::mem::take(&mut self.current);
        let unlisted = std::mem::take(&mut self.unlisted);
        // Text from events and file names goes through `visible`: XML 1.0 forbids most control
        // characters even escaped, and a report must be well-formed whatever the payload held.
        let unreadable = findings.iter().find(|f| f.rule == Rule::UnreadableInput);
        let status = if let Some(finding) = unreadable {
            non_success(
                NonSuccessKind::Error,
                &visible(&finding.message),
                Rule::UnreadableInput.id(),
                &findings,
                unlisted,
            )
        } else if counts.invalid > 0 || counts.violations > 0 {
            let message = format!("{} of {} event(s) invalid", counts.invalid, counts.events);
            non_success(
                NonSuccessKind::Failure,
                &message,
                "invalid-events",
                &findings,
                unlisted,
            )
        } else {
            TestCaseStatus::success()
        };
        let mut case = TestCase::new(visible(file), status);
        case.set_classname("eventspec.validate");
        self.suite.add_test_case(case);
        Ok(())
    }

    fn coverage(&mut self, coverage: &Coverage, fail_on: Option<Uncovered>) -> io::Result<()> {
        for part in super::coverage::parts(coverage, fail_on) {
            let sentence = visible(&part.sentence).into_owned();
            let status = if part.failing {
                let mut status = TestCaseStatus::non_success(NonSuccessKind::Failure);
                status
                    .set_message(sentence)
                    .set_type("eventspec.uncovered")
                    .set_description(visible(&part.message()).into_owned());
                status
            } else {
                TestCaseStatus::success()
            };
            let mut case = TestCase::new(part.name, status);
            case.set_classname("eventspec.coverage");
            if !part.failing {
                case.set_system_out(visible(&part.message()).into_owned());
            }
            self.suite.add_test_case(case);
        }
        Ok(())
    }

    fn finish(&mut self, summary: &Summary, max_errors: Option<usize>) -> io::Result<()> {
        let mut suite = std::mem::replace(&mut self.suite, TestSuite::new(NAME));
        suite.set_system_out(summary_sentence(summary, max_errors));
        if let Some(path) = &self.project_file {
            suite.add_property(Property::new("project_file", visible(path).into_owned()));
        }
        let mut report = Report::new(NAME);
        report.add_test_suite(suite);
        let text = report.to_string().map_err(io::Error::other)?;
        // The findings' lines start with file names: none may start a workflow command when
        // the report is printed in a GitHub job's log.
        output::stdout(&output::no_workflow_commands(&without_root_skipped(&text)?))
    }
}

/// `xml` without the `skipped` count quick-junit always writes on `<testsuites>`: the Jenkins
/// JUnit schema (`junit-10.xsd`) allows it only on `<testsuite>`, where it stays, and Jenkins'
/// xunit plugin rejects a report that has it on the root. Rewritten event by event, so the
/// rest of the document is byte for byte what quick-junit wrote.
fn without_root_skipped(xml: &str) -> io::Result<String> {
    let mut reader = Reader::from_str(xml);
    let mut writer = Writer::new(Vec::with_capacity(xml.len()));
    loop {
        match reader.read_event().map_err(io::Error::other)? {
            Event::Eof => break,
            Event::Start(start) if start.name().as_ref() == b"testsuites" => {
                let mut root = BytesStart::new("testsuites");
                for attribute in start.attributes() {
                    let attribute = attribute.map_err(io::Error::other)?;
                    if attribute.key.as_ref() != b"skipped" {
                        root.push_attribute(attribute);
                    }
                }
                writer.write_event(Event::Start(root))?;
            }
            event => writer.write_event(event)?,
        }
    }
    String::from_utf8(writer.into_inner()).map_err(io::Error::other)
}

/// A failure or an error whose text lists the file's findings, one per line.
fn non_success(
    kind: NonSuccessKind,
    message: &str,
    rule: &str,
    findings: &[Finding],
    unlisted: usize,
) -> TestCaseStatus {
    let mut body: Vec<String> = findings
        .iter()
        .map(|f| {
            let at = if f.instance_path.is_empty() {
                String::new()
            } else {
                format!(" (at {})", visible(&f.instance_path))
            };
            format!(
                "{}:{}:{}: {}[{}]: {}{at}",
                visible(&f.file),
                f.line,
                f.column.unwrap_or(1),
                match f.severity {
                    Severity::Error => "error",
                    Severity::Warning => "warning",
                },
                f.rule.id(),
                visible(&f.message)
            )
        })
        .collect();
    if unlisted > 0 {
        body.push(format!("... and {unlisted} more finding(s)"));
    }
    let mut status = TestCaseStatus::non_success(kind);
    status
        .set_message(message)
        .set_type(format!("eventspec.{rule}"))
        .set_description(body.join("\n"));
    status
}
