//! `--format sarif`: SARIF 2.1.0, the static analysis results format GitHub code scanning and
//! other tools read. One log, one run, the rules its results use (each with the description
//! its rule id has in the report schema), and each result located in a file where it can be.
//!
//! The types are the few parts of the SARIF object model these reports need, kept small here.

use std::{collections::BTreeMap, io};

use eventspec_validate::{Coverage, Finding, Summary};
use serde::Serialize;

use super::{
    Reporter,
    diagnostic::{Diagnostic, Level, Place},
};
use crate::{cli::Uncovered, output, rules};

/// The schema a log names.
const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

#[derive(Serialize)]
struct Log<'a> {
    #[serde(rename = "$schema")]
    schema: &'static str,
    version: &'static str,
    runs: [Run<'a>; 1],
}

#[derive(Serialize)]
struct Run<'a> {
    tool: Tool,
    invocations: [SarifInvocation<'a>; 1],
    results: Vec<SarifResult>,
}

/// What one run of eventspec was, for the log's `invocations`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Invocation<'a> {
    /// Whether the run ended without a failure of its own (an input it could not read is one).
    pub successful: bool,
    /// The project file it read, if any: `properties.projectFile` of the invocation.
    pub project_file: Option<&'a str>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SarifInvocation<'a> {
    execution_successful: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    properties: Option<InvocationProperties<'a>>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct InvocationProperties<'a> {
    project_file: &'a str,
}

#[derive(Serialize)]
struct Tool {
    driver: Driver,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Driver {
    name: &'static str,
    version: &'static str,
    rules: Vec<Descriptor>,
}

/// A rule as the log describes it: its id, what it finds and what to do, from the catalogue.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Descriptor {
    id: &'static str,
    short_description: OwnedText,
    #[serde(skip_serializing_if = "Option::is_none")]
    help: Option<OwnedText>,
}

impl Descriptor {
    fn of(id: &'static str) -> Self {
        let entry = rules::entry(id);
        Self {
            id,
            short_description: OwnedText {
                text: entry.map_or(id.to_owned(), |e| e.description.clone()),
            },
            help: entry.map(|e| OwnedText {
                text: e.help.to_owned(),
            }),
        }
    }
}

#[derive(Serialize)]
struct OwnedText {
    text: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SarifResult {
    rule_id: &'static str,
    rule_index: usize,
    level: &'static str,
    message: OwnedText,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    locations: Vec<Location>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Location {
    physical_location: PhysicalLocation,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PhysicalLocation {
    artifact_location: ArtifactLocation,
    region: Region,
}

#[derive(Serialize)]
struct ArtifactLocation {
    uri: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Region {
    start_line: usize,
    start_column: usize,
}

/// The `diagnostics` a rule found as a SARIF log, one JSON document: a result for each, a
/// rule for each rule id they use (described and helped from the rule catalogue), and the run's
/// `invocation`. A diagnostic no rule finds (a summary, an accepted change) is not a result.
pub fn log(diagnostics: &[Diagnostic], invocation: Invocation<'_>) -> io::Result<String> {
    let mut rules: Vec<Descriptor> = Vec::new();
    let mut index = BTreeMap::new();
    let results = diagnostics
        .iter()
        .filter_map(|diagnostic| {
            let rule = diagnostic.rule?;
            let rule_index = *index.entry(rule).or_insert_with(|| {
                rules.push(Descriptor::of(rule));
                rules.len() - 1
            });
            Some(SarifResult {
                rule_id: rule,
                rule_index,
                level: match diagnostic.level {
                    Level::Error => "error",
                    Level::Warning => "warning",
                    Level::Note => "note",
                },
                message: OwnedText {
                    text: diagnostic.whole().plain(),
                },
                locations: diagnostic.place.iter().map(location).collect(),
            })
        })
        .collect();
    let log = Log {
        schema: SCHEMA,
        version: "2.1.0",
        runs: [Run {
            tool: Tool {
                driver: Driver {
                    name: "eventspec",
                    version: env!("CARGO_PKG_VERSION"),
                    rules,
                },
            },
            invocations: [SarifInvocation {
                execution_successful: invocation.successful,
                properties: invocation
                    .project_file
                    .map(|project_file| InvocationProperties { project_file }),
            }],
            results,
        }],
    };
    let mut text = serde_json::to_string_pretty(&log)?;
    text.push('\n');
    Ok(text)
}

/// Where `place` is, as SARIF says it (a column of 1 where it is not known).
fn location(place: &Place) -> Location {
    Location {
        physical_location: PhysicalLocation {
            artifact_location: ArtifactLocation {
                uri: uri(&place.path),
            },
            region: Region {
                start_line: place.line.max(1),
                start_column: place.column.unwrap_or(1).max(1),
            },
        },
    }
}

/// A path as a URI reference: every byte but unreserved characters and `/` percent-encoded,
/// so that spaces, `%`, `#` and `?` in file names stay part of the path.
fn uri(path: &str) -> String {
    eventspec_schema::model::pointer::percent_encode(path, b"-._~/")
}

/// Collects a validation run's findings and writes one log at the end.
pub struct Sarif {
    diagnostics: Vec<Diagnostic>,
    project_file: Option<String>,
}

impl Sarif {
    /// A SARIF reporter whose invocation names `project_file` when the run read one.
    pub fn new(project_file: Option<String>) -> Self {
        Self {
            diagnostics: Vec::new(),
            project_file,
        }
    }
}

impl Reporter for Sarif {
    fn finding(&mut self, finding: &Finding) -> io::Result<()> {
        self.diagnostics.push(super::diagnostic_of(finding));
        Ok(())
    }

    fn coverage(&mut self, coverage: &Coverage, fail_on: Option<Uncovered>) -> io::Result<()> {
        let parts = super::coverage::parts(coverage, fail_on);
        let missing = parts.iter().filter(|part| part.missing);
        self.diagnostics
            .extend(missing.map(super::coverage::Part::diagnostic));
        Ok(())
    }

    fn finish(&mut self, summary: &Summary, _max_errors: Option<usize>) -> io::Result<()> {
        let invocation = Invocation {
            successful: summary.unreadable == 0,
            project_file: self.project_file.as_deref(),
        };
        output::stdout(&log(&self.diagnostics, invocation)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_become_uri_references() {
        assert_eq!(
            uri("recordings/run 1#2.jsonl"),
            "recordings/run%201%232.jsonl"
        );
        assert_eq!(uri("événements.jsonl"), "%C3%A9v%C3%A9nements.jsonl");
    }
}
