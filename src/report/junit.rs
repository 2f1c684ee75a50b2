//! `--format junit`: JUnit XML (written by quick-junit), one test case per input file. A file
//! with errors fails, a file that cannot be read is an error, and each lists its findings (the
//! first thousand of each file, then how many more).

use std::io;

use eventspec_validate::{Counts, Coverage, Finding, Rule, Summary};
use quick_junit::{NonSuccessKind, Property, Report, TestCase, TestCaseStatus, TestSuite};
use quick_xml::{
    Reader, Writer,
    events::{BytesStart, Event},
};

use super::{Reporter, diagnostic::Diagnostic, summary_sentence};
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
    current: Vec<Diagnostic>,
    unreadable: Option<String>,
    unlisted: usize,
    suite: TestSuite,
    project_file: Option<String>,
}

impl Junit {
    /// A JUnit reporter; the suite names `project_file` in a property when the run read one.
    pub fn new(project_file: Option<String>) -> Self {
        Self {
            current: Vec::new(),
            unreadable: None,
            unlisted: 0,
            suite: TestSuite::new(NAME),
            project_file,
        }
    }
}

impl Reporter for Junit {
    fn finding(&mut self, finding: &Finding) -> io::Result<()> {
        if finding.rule == Rule::UnreadableInput {
            self.unreadable = Some(finding.message.clone());
        }
        if self.current.len() < LISTED {
            self.current.push(super::diagnostic_of(finding));
        } else {
            self.unlisted += 1;
        }
        Ok(())
    }

    fn file_done(&mut self, file: &str, counts: &Counts) -> io::Result<()> {
        let diagnostics = std::mem::take(&mut self.current);
        let unlisted = std::mem::take(&mut self.unlisted);
        let status = if let Some(message) = self.unreadable.take() {
            let rule = Rule::UnreadableInput.id();
            let error = Failure::new(NonSuccessKind::Error, &message, rule);
            error.status(&diagnostics, unlisted)
        } else if counts.invalid > 0 || counts.violations > 0 {
            let message = format!("{} of {} event(s) invalid", counts.invalid, counts.events);
            let failure = Failure::new(NonSuccessKind::Failure, &message, "invalid-events");
            failure.status(&diagnostics, unlisted)
        } else {
            TestCaseStatus::success()
        };
        self.suite
            .add_test_case(case(file, "eventspec.validate", status));
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
        output::stdout(&document(suite)?)
    }
}

/// A test case named `name` (a file name, shown through [`visible`]) of `classname`.
pub fn case(name: &str, classname: &str, status: TestCaseStatus) -> TestCase {
    let mut case = TestCase::new(visible(name), status);
    case.set_classname(classname);
    case
}

/// `suite` as a JUnit document. Every text in it went through [`visible`]: XML 1.0 forbids most
/// control characters even escaped, and a report must be well-formed whatever the payload held.
/// Its lines start with file names: none may start a workflow command when the report is
/// printed in a GitHub job's log.
pub fn document(suite: TestSuite) -> io::Result<String> {
    let mut report = Report::new(NAME);
    report.add_test_suite(suite);
    let text = report.to_string().map_err(io::Error::other)?;
    Ok(output::no_workflow_commands(&without_root_skipped(&text)?).into_owned())
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

/// How a test case did not succeed: its kind, its message and the rule behind it.
pub struct Failure<'a> {
    kind: NonSuccessKind,
    message: &'a str,
    rule: &'a str,
}

impl<'a> Failure<'a> {
    /// A failure (or an error) of `kind` saying `message`, of the rule `rule`.
    pub fn new(kind: NonSuccessKind, message: &'a str, rule: &'a str) -> Self {
        Self {
            kind,
            message,
            rule,
        }
    }

    /// The status, its text listing `diagnostics` a line each (then how many `unlisted` more):
    /// `file:line:column: label[rule]: message`.
    pub fn status(&self, diagnostics: &[Diagnostic], unlisted: usize) -> TestCaseStatus {
        let mut body: Vec<String> = diagnostics.iter().map(line).collect();
        if unlisted > 0 {
            body.push(format!("... and {unlisted} more finding(s)"));
        }
        let mut status = TestCaseStatus::non_success(self.kind);
        status
            .set_message(visible(self.message).into_owned())
            .set_type(format!("eventspec.{}", self.rule))
            .set_description(body.join("\n"));
        status
    }
}

/// A diagnostic as a line of a failure's text.
fn line(diagnostic: &Diagnostic) -> String {
    let place = (diagnostic.place.as_ref()).map_or(String::new(), |place| {
        let column = place.column.unwrap_or(1);
        format!("{}:{}:{column}: ", place.path, place.line)
    });
    let rule = diagnostic.rule.unwrap_or_default();
    let message = diagnostic.about().plain();
    visible(&format!("{place}{}[{rule}]: {message}", diagnostic.label)).into_owned()
}
