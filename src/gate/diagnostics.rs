//! The gate's verdicts as diagnostics: its problems, accepted changes and stale entries in
//! sections, the changes of its diffs at the level the gate gives them, its conclusion.

use eventspec_drift::Verdict;

use super::{FamilyVerdict, GateReport, entry_text};
use crate::{
    drift_report,
    report::{
        diagnostic::{Diagnostic, Level, Place, Section, Text},
        sources::Sources,
    },
    rules::RuleInfo,
};

impl GateReport {
    /// What fails the gate, what it accepted on purpose and the stale entries of the
    /// project file, each a section of diagnostics.
    pub(super) fn sections(&self) -> [Section; 3] {
        let section = |heading, intro, diagnostics| Section {
            heading,
            intro,
            tabled: false,
            diagnostics,
        };
        let problems =
            (self.families.iter().flat_map(|family| &family.problems)).map(|problem| Diagnostic {
                rule: Some(problem.rule.id()),
                level: Level::Error,
                label: "error",
                title: format!("eventspec check ({})", problem.rule.id()),
                place: Some(Place {
                    path: problem.file.clone(),
                    line: 1,
                    column: None,
                }),
                context: None,
                subject: None,
                message: Text::quote(&problem.message),
                facts: Vec::new(),
            });
        let accepted = (self.families.iter().flat_map(|family| &family.accepted))
            .map(|accepted| Diagnostic::note("eventspec check (accepted)", accepted.text()));
        let stale = self.unused_accepts.iter().map(|accept| {
            let message =
                Text::words("no change matches this entry of the project file; remove it: ");
            let mut diagnostic = Diagnostic::note(
                "eventspec check (unused accept)",
                message.and_text(entry_text(accept)),
            );
            (diagnostic.level, diagnostic.label) = (Level::Warning, "warning");
            diagnostic
        });
        [
            section("Problems", "What fails the gate.", problems.collect()),
            section(
                "Accepted changes",
                "Breaking on purpose, as the project file says.",
                accepted.collect(),
            ),
            section(
                "Stale entries",
                "Entries of the project file that accept nothing.",
                stale.collect(),
            ),
        ]
    }

    /// What the gate comes to, in a sentence.
    pub(super) fn conclusion(&self) -> Text {
        let problems: usize = self.families.iter().map(|f| f.problems.len()).sum();
        match self.passes {
            true => Text::words("the release gate passes against ").and_quote(&self.against),
            false => (Text::words("the release gate fails against ").and_quote(&self.against))
                .and(format!(": {problems} problem(s)")),
        }
    }
}

/// The changes of `family`'s diffs: a warning for each breaking change no entry accepts (it
/// does not fail the gate, or it would be a problem), a note for the rest.
pub(super) fn changes(family: &FamilyVerdict) -> Vec<Diagnostic> {
    let none = Sources::default();
    let mut out = Vec::new();
    for (index, diff) in family.diffs.iter().enumerate() {
        let sources = family.sources.get(index).unwrap_or(&none);
        for (mut diagnostic, change) in drift_report::diagnostics(diff, sources)
            .into_iter()
            .zip(&diff.changes)
        {
            diagnostic.title = format!("eventspec check ({})", change.rule.id());
            let accepted = family.acceptance(&diff.new, change);
            diagnostic.level = match accepted {
                None if change.verdict == Verdict::Breaking => Level::Warning,
                _ => Level::Note,
            };
            if let Some(accepted) = accepted {
                let why = format!("; [[check.accept]] number {})", accepted.entry);
                diagnostic.message = diagnostic
                    .message
                    .and(" (accepted: ")
                    .and_quote(&accepted.accept.reason)
                    .and(why);
            }
            out.push(diagnostic);
        }
    }
    out
}
