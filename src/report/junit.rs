//! `--format junit`: JUnit XML, one test case per input file; a file with errors fails and its
//! failure lists the findings (the first thousand of each file, then how many more).

use std::io;

use eventspec_validate::{Counts, Coverage, Finding, Severity, Summary};
use quick_xml::{
    Writer,
    events::{BytesCData, BytesDecl, BytesEnd, BytesStart, BytesText, Event},
};

use super::{Reporter, summary_sentence};
use crate::output::{self, visible};

/// Findings listed per file; more are counted, not kept.
const LISTED: usize = 1000;

/// Collects findings per file and writes one document at the end.
#[derive(Default)]
pub struct Junit {
    current: Vec<Finding>,
    unlisted: usize,
    cases: Vec<Case>,
    coverage: Option<(Coverage, bool)>,
}

struct Case {
    file: String,
    counts: Counts,
    findings: Vec<Finding>,
    unlisted: usize,
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
        self.cases.push(Case {
            file: file.to_owned(),
            counts: counts.clone(),
            findings: std::mem::take(&mut self.current),
            unlisted: std::mem::take(&mut self.unlisted),
        });
        Ok(())
    }

    fn coverage(&mut self, coverage: &Coverage, required: bool) -> io::Result<()> {
        self.coverage = Some((coverage.clone(), required));
        Ok(())
    }

    fn finish(&mut self, summary: &Summary, max_errors: Option<usize>) -> io::Result<()> {
        let coverage_fails = self
            .coverage
            .as_ref()
            .is_some_and(|(c, required)| *required && !c.unseen.is_empty());
        let failures = self
            .cases
            .iter()
            .filter(|c| c.counts.invalid > 0 || c.counts.violations > 0)
            .count()
            + usize::from(coverage_fails);
        let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
        writer.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
        let tests = (self.cases.len() + usize::from(self.coverage.is_some())).to_string();
        let failures = failures.to_string();
        let mut suites = BytesStart::new("testsuites");
        suites.push_attribute(("name", "eventspec validate"));
        suites.push_attribute(("tests", tests.as_str()));
        suites.push_attribute(("failures", failures.as_str()));
        writer.write_event(Event::Start(suites.clone()))?;
        let mut suite = BytesStart::new("testsuite");
        suite.push_attribute(("name", "eventspec validate"));
        suite.push_attribute(("tests", tests.as_str()));
        suite.push_attribute(("failures", failures.as_str()));
        suite.push_attribute(("errors", "0"));
        writer.write_event(Event::Start(suite))?;
        for case in &self.cases {
            write_case(&mut writer, case)?;
        }
        if let Some((coverage, required)) = &self.coverage {
            let mut testcase = BytesStart::new("testcase");
            testcase.push_attribute(("name", "event type coverage"));
            testcase.push_attribute(("classname", "eventspec.coverage"));
            let sentence = visible(&super::coverage_sentence(coverage)).into_owned();
            if *required && !coverage.unseen.is_empty() {
                writer.write_event(Event::Start(testcase))?;
                let mut failure = BytesStart::new("failure");
                failure.push_attribute(("message", sentence.as_str()));
                failure.push_attribute(("type", "eventspec.uncovered"));
                writer.write_event(Event::Empty(failure))?;
                writer.write_event(Event::End(BytesEnd::new("testcase")))?;
            } else {
                writer.write_event(Event::Empty(testcase))?;
            }
        }
        let mut out = BytesStart::new("system-out");
        out.clear_attributes();
        writer.write_event(Event::Start(out))?;
        writer.write_event(Event::CData(BytesCData::new(summary_sentence(
            summary, max_errors,
        ))))?;
        writer.write_event(Event::End(BytesEnd::new("system-out")))?;
        writer.write_event(Event::End(BytesEnd::new("testsuite")))?;
        writer.write_event(Event::End(BytesEnd::new("testsuites")))?;
        let mut text = String::from_utf8(writer.into_inner()).map_err(io::Error::other)?;
        text.push('\n');
        output::stdout(&text)
    }
}

fn write_case(writer: &mut Writer<Vec<u8>>, case: &Case) -> io::Result<()> {
    // Text from events and file names goes through `visible`: XML 1.0 forbids most control
    // characters even escaped, and a report must be well-formed whatever the payload held.
    let mut testcase = BytesStart::new("testcase");
    let name = visible(&case.file);
    testcase.push_attribute(("name", name.as_ref()));
    testcase.push_attribute(("classname", "eventspec.validate"));
    if case.counts.invalid == 0 && case.counts.violations == 0 {
        writer.write_event(Event::Empty(testcase))?;
        return Ok(());
    }
    writer.write_event(Event::Start(testcase))?;
    let message = format!(
        "{} of {} event(s) invalid",
        case.counts.invalid, case.counts.events
    );
    let mut failure = BytesStart::new("failure");
    failure.push_attribute(("message", message.as_str()));
    failure.push_attribute(("type", "eventspec.invalid-events"));
    writer.write_event(Event::Start(failure))?;
    let body: Vec<String> = case
        .findings
        .iter()
        .map(|f| {
            let at = if f.instance_path.is_empty() {
                String::new()
            } else {
                format!(" (at {})", visible(&f.instance_path))
            };
            format!(
                "{}:{}: {}[{}]: {}{at}",
                visible(&f.file),
                f.line,
                match f.severity {
                    Severity::Error => "error",
                    Severity::Warning => "warning",
                },
                f.rule.id(),
                visible(&f.message)
            )
        })
        .collect();
    let mut body = body.join("\n");
    if case.unlisted > 0 {
        body.push_str(&format!("\n... and {} more finding(s)", case.unlisted));
    }
    writer.write_event(Event::Text(BytesText::new(&body)))?;
    writer.write_event(Event::End(BytesEnd::new("failure")))?;
    writer.write_event(Event::End(BytesEnd::new("testcase")))?;
    Ok(())
}
