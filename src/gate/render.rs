//! The gate's report in every format: text, JSON, Markdown, GitHub workflow commands, SARIF.

use std::fmt::Write as _;

use eventspec_drift::{Change, Verdict};
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;

use super::{Accepted, FamilyVerdict, GateReport, Step, accepts};
use crate::{
    cli::DiffFormat,
    config::Accept,
    drift_report::{self, Sources},
    markdown,
    output::{no_workflow_commands, visible},
    report::{
        github::{escape_data, escape_property},
        sarif,
    },
    rules::RuleInfo,
};

impl Step {
    /// How people read it.
    fn sentence(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Compatible => "none: the changes are compatible",
            Self::BreakingInternal => {
                "none, as the contract is internal: the changes break readers or writers (not gated)"
            }
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

/// [`entry_sentence`] in Markdown: names as code spans, the reason as text.
fn entry_markdown(accept: &Accept) -> String {
    let event = accept
        .event_type
        .as_deref()
        .map(|t| format!(" {}", markdown::code(t)))
        .unwrap_or_default();
    format!(
        "accepted {} {}{event} {}: {}",
        markdown::code(accept.rule.id()),
        markdown::code(&accept.version),
        markdown::code(&accept.path),
        markdown::text(&accept.reason)
    )
}

/// [`accepted_sentence`] in Markdown.
fn accepted_markdown(accepted: &Accepted) -> String {
    format!(
        "{} (\\[\\[check.accept\\]\\] number {} accepted: {})",
        entry_markdown(&accepted.accept),
        accepted.entry,
        markdown::inline(&accepted.change)
    )
}

/// The JSON report of `eventspec check --format json`: the gate's verdicts and the project file
/// they were judged with. Its schema is what `eventspec schema --report check` prints.
#[derive(Serialize, JsonSchema)]
#[schemars(title = "EventspecCheckReport")]
struct CheckReport<'a> {
    /// The project file (`eventspec.toml`) the gate read, as a path from the directory it ran
    /// in or as given with `--config`; `null` when it read none.
    project_file: Option<&'a str>,
    /// The verdicts.
    #[serde(flatten)]
    gate: &'a GateReport,
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
    /// The JSON Schema (draft 2020-12) of the report as `check --format json` writes it.
    pub fn json_schema() -> Value {
        eventspec_schema::document::json_schema_of::<CheckReport<'static>>()
    }

    /// The report in `format`, naming `project_file`, the project file the gate read, if any.
    pub fn render(&self, format: DiffFormat, project_file: Option<&str>) -> anyhow::Result<String> {
        Ok(match format {
            DiffFormat::Json => {
                let report = CheckReport {
                    project_file,
                    gate: self,
                };
                let mut text = serde_json::to_string_pretty(&report)?;
                text.push('\n');
                text
            }
            DiffFormat::Text => no_workflow_commands(&self.text(project_file)?).into_owned(),
            DiffFormat::Markdown => {
                no_workflow_commands(&self.markdown(project_file)?).into_owned()
            }
            DiffFormat::Github => self.github(project_file),
            DiffFormat::Sarif => self.sarif(project_file)?,
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

    fn text(&self, project_file: Option<&str>) -> anyhow::Result<String> {
        let mut out = String::new();
        if let Some(path) = project_file {
            let _ = writeln!(out, "project file: {}", visible(path));
        }
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
                    None,
                )?);
            }
        }
        let _ = writeln!(out, "{}", self.conclusion());
        Ok(out)
    }

    /// The report as release notes: every name and message through [`markdown`], so none
    /// becomes markup, HTML, a link or a table cell of its own.
    fn markdown(&self, project_file: Option<&str>) -> anyhow::Result<String> {
        let mut out = format!(
            "# Release gate against {}\n\n",
            markdown::code(&self.against)
        );
        let _ = writeln!(out, "{}.\n", markdown::text(&self.conclusion()));
        if let Some(path) = project_file {
            let _ = writeln!(out, "Project file: {}.\n", markdown::code(path));
        }
        out.push_str(
            "| family | stability | version step needed | problems |\n|---|---|---|---|\n",
        );
        for family in &self.families {
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} |",
                markdown::cell(&markdown::code(&family.family)),
                markdown::cell(&markdown::text(&family.stability)),
                family.step.sentence(),
                family.problems.len()
            );
        }
        for family in &self.families {
            for problem in &family.problems {
                let _ = writeln!(
                    out,
                    "\n- **{}** {}: {}",
                    problem.rule.id(),
                    markdown::code(&problem.version),
                    markdown::inline(&problem.message)
                );
            }
            for accept in &family.accepted {
                let _ = writeln!(out, "\n- {}", accepted_markdown(accept));
            }
        }
        for accept in &self.unused_accepts {
            let _ = writeln!(
                out,
                "\n- unused (remove it from the project file): {}",
                entry_markdown(accept)
            );
        }
        for family in &self.families {
            for diff in &family.diffs {
                out.push('\n');
                out.push_str(&drift_report::render(
                    diff,
                    DiffFormat::Markdown,
                    &Sources::default(),
                    None,
                )?);
            }
        }
        Ok(out)
    }

    /// A SARIF log: an error for each problem (at its snapshot file), a warning for each breaking
    /// change that does not fail the gate, a note for the rest, each at its place in the
    /// snapshot.
    fn sarif(&self, project_file: Option<&str>) -> anyhow::Result<String> {
        let mut items = Vec::new();
        for family in &self.families {
            for problem in &family.problems {
                items.push(sarif::Item {
                    rule: problem.rule.id(),
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
        let invocation = sarif::Invocation {
            successful: true,
            project_file,
        };
        Ok(sarif::log(&items, invocation)?)
    }

    /// Workflow commands: an `error` for each problem (what fails the gate), a `warning` for
    /// each breaking change that does not (an internal family, a new version), a `notice` for
    /// the rest, and the conclusion.
    fn github(&self, project_file: Option<&str>) -> String {
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
        if let Some(path) = project_file {
            let _ = writeln!(
                out,
                "::notice title={}::{}",
                escape_property("eventspec check"),
                escape_data(&format!("project file: {path}"))
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
