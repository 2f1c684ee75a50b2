//! The gate's report in every format: its verdicts as a document and diagnostics, laid out by
//! the writers of `src/report/`, or the report itself as JSON.

use super::{CheckReport, GateReport, diagnostics::changes};
use crate::{
    cli::DiffFormat,
    drift_report::Drift,
    report::{
        self, Whole,
        diagnostic::{Diagnostic, Document, Level, Table, Text},
        sources::Sources,
    },
};

impl GateReport {
    /// The report in `format`, naming `project_file`, the project file the gate read, if any.
    pub fn render(&self, format: DiffFormat, project_file: Option<&str>) -> anyhow::Result<String> {
        report::render(self, format, project_file)
    }
}

impl Whole for GateReport {
    const COMMAND: &'static str = "eventspec check";
    const DEPTH: usize = 1;

    fn json(&self, project_file: Option<&str>) -> serde_json::Result<String> {
        serde_json::to_string_pretty(&CheckReport {
            project_file,
            gate: self,
        })
    }

    /// For people: the verdict, a row per family, what fails the gate, what it accepted, the
    /// stale entries of the project file, then the diffs behind it.
    fn document(&self, project_file: Option<&str>) -> Document {
        let rows = (self.families.iter()).map(|f| {
            let (step, problems) = (f.step.sentence(), f.problems.len().to_string());
            vec![
                Text::quote(&f.family),
                Text::words(step),
                Text::quote(&f.stability),
                Text::words(problems),
            ]
        });
        let [problems, accepted, stale] = self.sections();
        Document {
            title: Text::words("release gate against ").and_quote(&self.against),
            notes: project_file
                .map(|path| Text::words("project file ").and_quote(path))
                .into_iter()
                .collect(),
            verdict: self.conclusion(),
            table: Some(Table {
                columns: vec!["family", "version step needed", "stability", "problems"],
                rows: rows.collect(),
            }),
            sections: vec![problems, accepted, stale],
            parts: (self.families.iter().flat_map(|family| &family.diffs))
                .map(|report| {
                    Drift {
                        report,
                        sources: &Sources::default(),
                    }
                    .document(None)
                })
                .collect(),
        }
    }

    /// For CI: the sections' diagnostics, then each change of the diffs (at its place in the
    /// snapshot).
    fn diagnostics(&self) -> Vec<Diagnostic> {
        let sections = self.sections().into_iter().flat_map(|s| s.diagnostics);
        sections
            .chain(self.families.iter().flat_map(changes))
            .collect()
    }

    fn verdict(&self) -> Option<Diagnostic> {
        let mut verdict = Diagnostic::note(Self::COMMAND, self.conclusion());
        verdict.level = if self.passes {
            Level::Note
        } else {
            Level::Error
        };
        Some(verdict)
    }
}
