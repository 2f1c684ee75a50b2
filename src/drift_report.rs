//! A drift report, adapted to the report layer: each change a diagnostic, the report a
//! document of a section per verdict. The writers of `src/report/` lay it out.

use eventspec_drift::{Change, Report, Verdict};

use crate::report::{
    Whole,
    diagnostic::{Diagnostic, Document, Level, Section, Text},
    sources::Sources,
};

/// A drift report and the files its sides were read from, for its diagnostics' places.
pub struct Drift<'a> {
    /// The report.
    pub report: &'a Report,
    /// Its sides' files.
    pub sources: &'a Sources,
}

impl Whole for Drift<'_> {
    const COMMAND: &'static str = "eventspec diff";
    const DEPTH: usize = 2;

    fn json(&self, _project_file: Option<&str>) -> serde_json::Result<String> {
        serde_json::to_string_pretty(self.report)
    }

    /// What was compared, how, the changes of each verdict, the counts.
    fn document(&self, project_file: Option<&str>) -> Document {
        let report = self.report;
        let mode: &str = report.mode.into();
        let mut notes = vec![Text::words(format!("{mode} compatibility"))];
        notes.extend(project_file.map(|path| Text::words("project file ").and_quote(path)));
        let changes = diagnostics(report, &Sources::default());
        let verdicts = [Verdict::Breaking, Verdict::NonBreaking, Verdict::Info];
        let sections = verdicts.map(|verdict| {
            let (heading, intro) = section(verdict);
            let of_verdict = (changes.iter().zip(&report.changes))
                .filter(|(_, change)| change.verdict == verdict);
            Section {
                heading,
                intro,
                tabled: verdict != Verdict::Info,
                diagnostics: of_verdict.map(|(d, _)| d.clone()).collect(),
            }
        });
        let s = &report.summary;
        let (b, n, i) = (s.breaking, s.non_breaking, s.info);
        let counts = format!("{b} breaking, {n} non-breaking, {i} documentation change(s)");
        Document {
            title: Text::name(&report.old).and(" → ").and_name(&report.new),
            notes,
            verdict: Text::words(counts),
            sections: sections.into(),
            ..Document::default()
        }
    }

    fn diagnostics(&self) -> Vec<Diagnostic> {
        diagnostics(self.report, self.sources)
    }
}

/// The level of `change` by its verdict (the gate grades its changes otherwise).
fn level(change: &Change) -> Level {
    match change.verdict {
        Verdict::Breaking => Level::Error,
        Verdict::NonBreaking => Level::Warning,
        Verdict::Info => Level::Note,
    }
}

/// A diagnostic for each change of `report`, at its pointer in `sources`, at its verdict's
/// level: the report's sides its context, its event type (`-` outside one) and path its
/// subject.
pub fn diagnostics(report: &Report, sources: &Sources) -> Vec<Diagnostic> {
    let context = Text::quote(&report.old).and(" → ").and_quote(&report.new);
    (report.changes.iter())
        .map(|change| Diagnostic {
            rule: Some(change.rule.id()),
            level: level(change),
            label: change.verdict.into(),
            title: format!("eventspec diff ({})", change.rule.id()),
            place: sources.place(&change.pointer),
            context: Some(context.clone()),
            subject: Some(Text::names([
                change.event_type.as_deref().unwrap_or("-"),
                &change.path,
            ])),
            message: Text::quote(&change.message),
            facts: vec![
                ("backward", change.verdicts.backward.into()),
                ("forward", change.verdicts.forward.into()),
            ],
        })
        .collect()
}

/// The heading of the section of the changes of `verdict`, and the sentence under it.
fn section(verdict: Verdict) -> (&'static str, &'static str) {
    match verdict {
        Verdict::Breaking => (
            "Breaking changes",
            "A payload one side accepts is rejected by the other: plan the upgrade of producers and consumers.",
        ),
        Verdict::NonBreaking => (
            "Other changes to what validates",
            "Compatible under this mode; the table shows the other directions.",
        ),
        Verdict::Info => (
            "Documentation",
            "Descriptions only: nothing that validates changed.",
        ),
    }
}
