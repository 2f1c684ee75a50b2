//! The gate's report in every format: text, JSON, Markdown, GitHub workflow commands, SARIF.

use std::fmt::Write as _;

use eventspec_drift::{Change, Verdict};
use serde_json::Value;

use super::{Accepted, FamilyVerdict, GateReport, ProblemRule, Step, accepts};
use crate::{
    cli::DiffFormat,
    config::Accept,
    drift_report::{self, Sources},
    output::visible,
    report::{
        github::{escape_data, escape_property},
        sarif,
    },
};

impl Step {
    /// How people read it.
    fn sentence(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Compatible => "none: the changes are compatible",
            Self::Accepted => "none: the breaking changes are accepted on purpose (see below)",
            Self::NewVersionDeclared => "a new version file (declared)",
            Self::NewVersionNeeded => "a new version file (not declared)",
            Self::RestoreNeeded => "restore what the release had (a version or contract is gone)",
        }
    }
}

impl FamilyVerdict {
    /// The accepted change that names `change` of `version`, if one does.
    fn acceptance(&self, version: &str, change: &Change) -> Option<&Accepted> {
        (self.accepted.iter()).find(|a| accepts(&a.accept, version, change))
    }
}

/// An entry of `[[check.accept]]` in a line: where, what, and why.
fn entry_sentence(accept: &Accept) -> String {
    let event = accept
        .event_type
        .as_deref()
        .map(|t| format!(" `{t}`"))
        .unwrap_or_default();
    format!(
        "accepted {} {}{event} `{}`: {}",
        accept.rule.id(),
        accept.version,
        accept.path,
        accept.reason
    )
}

/// An accepted change in a line: the entry, its number, and the change it accepted.
fn accepted_sentence(accepted: &Accepted) -> String {
    format!(
        "{} ([[check.accept]] number {} accepted: {})",
        entry_sentence(&accepted.accept),
        accepted.entry,
        accepted.change
    )
}

impl GateReport {
    /// The report's own JSON Schema (draft 2020-12).
    pub fn json_schema() -> Value {
        eventspec_schema::document::json_schema_of::<Self>()
    }

    /// The report in `format`.
    pub fn render(&self, format: DiffFormat) -> anyhow::Result<String> {
        Ok(match format {
            DiffFormat::Json => {
                let mut text = serde_json::to_string_pretty(self)?;
                text.push('\n');
                text
            }
            DiffFormat::Text => self.text()?,
            DiffFormat::Markdown => self.markdown()?,
            DiffFormat::Github => self.github(),
            DiffFormat::Sarif => self.sarif()?,
        })
    }

    fn conclusion(&self) -> String {
        let problems: usize = self.families.iter().map(|f| f.problems.len()).sum();
        if self.passes {
            format!("the release gate passes against {}", visible(&self.against))
        } else {
            format!(
                "the release gate fails against {}: {problems} problem(s)",
                visible(&self.against)
            )
        }
    }

    fn text(&self) -> anyhow::Result<String> {
        let mut out = String::new();
        for family in &self.families {
            let _ = writeln!(
                out,
                "{}: version step needed: {}",
                family.family,
                family.step.sentence()
            );
            for problem in &family.problems {
                let _ = writeln!(out, "  error: {}", visible(&problem.message));
            }
            for accept in &family.accepted {
                let _ = writeln!(out, "  {}", visible(&accepted_sentence(accept)));
            }
        }
        for accept in &self.unused_accepts {
            let _ = writeln!(
                out,
                "warning: no change matches this entry of the project file; remove it: {}",
                visible(&entry_sentence(accept))
            );
        }
        for family in &self.families {
            for diff in &family.diffs {
                out.push_str(&drift_report::render(
                    diff,
                    DiffFormat::Text,
                    &Sources::default(),
                )?);
            }
        }
        let _ = writeln!(out, "{}", self.conclusion());
        Ok(out)
    }

    fn markdown(&self) -> anyhow::Result<String> {
        let mut out = format!("# Release gate against `{}`\n\n", visible(&self.against));
        let _ = writeln!(out, "{}.\n", self.conclusion());
        out.push_str(
            "| family | stability | version step needed | problems |\n|---|---|---|---|\n",
        );
        for family in &self.families {
            let _ = writeln!(
                out,
                "| `{}` | {} | {} | {} |",
                family.family,
                family.stability,
                family.step.sentence(),
                family.problems.len()
            );
        }
        for family in &self.families {
            for problem in &family.problems {
                let _ = writeln!(
                    out,
                    "\n- **{}** `{}`: {}",
                    problem.rule.id(),
                    visible(&problem.version),
                    visible(&problem.message).replace('|', "\\|")
                );
            }
            for accept in &family.accepted {
                let _ = writeln!(out, "\n- {}", visible(&accepted_sentence(accept)));
            }
        }
        for accept in &self.unused_accepts {
            let _ = writeln!(
                out,
                "\n- unused (remove it from the project file): {}",
                visible(&entry_sentence(accept))
            );
        }
        for family in &self.families {
            for diff in &family.diffs {
                out.push('\n');
                out.push_str(&drift_report::render(
                    diff,
                    DiffFormat::Markdown,
                    &Sources::default(),
                )?);
            }
        }
        Ok(out)
    }

    /// A SARIF log: an error for each problem (at its snapshot file), a warning for each breaking
    /// change that does not fail the gate, a note for the rest, each at its place in the
    /// snapshot.
    fn sarif(&self) -> anyhow::Result<String> {
        let mut items = Vec::new();
        for family in &self.families {
            for problem in &family.problems {
                items.push(sarif::Item {
                    rule: problem.rule.id().to_owned(),
                    level: sarif::Level::Error,
                    message: problem.message.clone(),
                    place: Some(sarif::Place {
                        path: problem.file.clone(),
                        line: 1,
                        column: 1,
                    }),
                });
            }
            let none = Sources::default();
            for (index, diff) in family.diffs.iter().enumerate() {
                let sources = family.sources.get(index).unwrap_or(&none);
                items.extend(drift_report::sarif_items(
                    diff,
                    sources,
                    |change| match change.verdict {
                        Verdict::Breaking if family.acceptance(&diff.new, change).is_none() => {
                            sarif::Level::Warning
                        }
                        _ => sarif::Level::Note,
                    },
                ));
            }
        }
        let mut descriptions = sarif::descriptions::<eventspec_drift::Rule>();
        descriptions.extend(sarif::descriptions::<ProblemRule>());
        Ok(sarif::log(&items, &descriptions)?)
    }

    /// Workflow commands: an `error` for each problem (what fails the gate), a `warning` for
    /// each breaking change that does not (an internal family, a new version), a `notice` for
    /// the rest, and the conclusion.
    fn github(&self) -> String {
        let mut out = String::new();
        for family in &self.families {
            for problem in &family.problems {
                let title = escape_property(&format!("eventspec check ({})", problem.rule.id()));
                let _ = writeln!(
                    out,
                    "::error file={},line=1,title={title}::{}",
                    escape_property(&problem.file),
                    escape_data(&problem.message)
                );
            }
            for accept in &family.accepted {
                let _ = writeln!(
                    out,
                    "::notice title={}::{}",
                    escape_property("eventspec check (accepted)"),
                    escape_data(&accepted_sentence(accept))
                );
            }
            let none = Sources::default();
            for (index, diff) in family.diffs.iter().enumerate() {
                let sources = family.sources.get(index).unwrap_or(&none);
                for change in &diff.changes {
                    let acceptance = family.acceptance(&diff.new, change);
                    let command = match change.verdict {
                        Verdict::Breaking if acceptance.is_none() => "warning",
                        _ => "notice",
                    };
                    let title = escape_property(&format!("eventspec check ({})", change.rule.id()));
                    let event = change.event_type.as_deref().unwrap_or("-");
                    let mut message =
                        format!("{} `{event}` {}: {}", diff.new, change.path, change.message);
                    if let Some(accept) = acceptance {
                        message.push_str(&format!(
                            " (accepted: {}; [[check.accept]] number {})",
                            accept.accept.reason, accept.entry
                        ));
                    }
                    let place = sources.github_properties(&change.pointer);
                    let _ = writeln!(
                        out,
                        "::{command} {place}title={title}::{}",
                        escape_data(&message)
                    );
                }
            }
        }
        for accept in &self.unused_accepts {
            let _ = writeln!(
                out,
                "::warning title={}::{}",
                escape_property("eventspec check (unused accept)"),
                escape_data(&format!(
                    "no change matches this entry of the project file; remove it: {}",
                    entry_sentence(accept)
                ))
            );
        }
        let command = if self.passes { "notice" } else { "error" };
        let _ = writeln!(
            out,
            "::{command} title={}::{}",
            escape_property("eventspec check"),
            escape_data(&self.conclusion())
        );
        out
    }
}
