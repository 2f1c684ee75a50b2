//! The release gate's verdict, typed: one per family (the version step its changes need, the
//! problems that fail the gate, the changes accepted on purpose, the diffs behind them), the
//! same in every output format, and the exit code of `eventspec check` follows
//! [`GateReport::passes`].

use std::fmt::Write as _;

use eventspec_drift::{Change, Report, Verdict};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

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

/// The JSON report of `eventspec check --format json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(title = "EventspecCheckReport")]
pub struct GateReport {
    /// The git revision of the release, as given.
    pub against: String,
    /// Whether the gate passes: no family has a problem. `eventspec check` exits 0 exactly then.
    pub passes: bool,
    /// One verdict per family, in the registry's order.
    pub families: Vec<FamilyVerdict>,
    /// Accepted changes of the project file that matched no change: stale entries to remove.
    pub unused_accepts: Vec<Accept>,
}

/// The gate's verdict on one family.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct FamilyVerdict {
    /// The family id, e.g. `agentao.host`, or the path of one of the project file's
    /// `[[check.contracts]]`.
    pub family: String,
    /// `stable`, `experimental` or `internal`: an internal family's changes never fail the gate.
    pub stability: String,
    /// The version step its changes need.
    pub step: Step,
    /// What fails the gate for it; none when it passes.
    pub problems: Vec<Problem>,
    /// The project file's accepted changes that matched a breaking change of it: those changes
    /// do not fail the gate.
    pub accepted: Vec<Accept>,
    /// What changed: each version that existed at the release against itself there, and each
    /// new version against the one before it.
    pub diffs: Vec<Report>,
    /// The files each diff's sides were read from (parallel to `diffs`), for annotations.
    #[serde(skip)]
    #[schemars(skip)]
    pub sources: Vec<Sources>,
}

/// The version step a family's changes need.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    /// Nothing changed that a validator would notice.
    None,
    /// Only compatible changes: no new version is needed.
    Compatible,
    /// The changes come as a new version file, as they must.
    NewVersionDeclared,
    /// A published version was edited in a way that needs a new version file instead.
    NewVersionNeeded,
}

impl Step {
    /// How people read it.
    fn sentence(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Compatible => "none: the changes are compatible",
            Self::NewVersionDeclared => "a new version file (declared)",
            Self::NewVersionNeeded => "a new version file (not declared)",
        }
    }
}

/// Why a family fails the gate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Problem {
    /// What kind of problem.
    pub rule: ProblemRule,
    /// The family version, e.g. `agentao.host@v1`.
    pub version: String,
    /// Its snapshot file, relative to the repository root.
    pub file: String,
    /// What is wrong and what to do.
    pub message: String,
}

/// The kinds of problem that fail the gate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ProblemRule {
    /// A published (frozen) version's snapshot is not byte-for-byte what was released.
    FrozenChanged,
    /// A version that existed at the release changed in a way that breaks readers or writers.
    BreakingEdit,
}

impl ProblemRule {
    fn id(self) -> &'static str {
        match self {
            Self::FrozenChanged => "frozen-changed",
            Self::BreakingEdit => "breaking-edit",
        }
    }
}

/// Whether `accept` names `change`, a change of the family version `version`.
pub fn accepts(accept: &Accept, version: &str, change: &Change) -> bool {
    accept.version == version
        && accept.rule == change.rule
        && accept.path == change.path
        && (accept.event_type.is_none() || accept.event_type == change.event_type)
}

impl FamilyVerdict {
    /// The accepted change entry that names `change` of `version`, if one does.
    fn acceptance(&self, version: &str, change: &Change) -> Option<&Accept> {
        self.accepted.iter().find(|a| accepts(a, version, change))
    }
}

/// An accepted change in a line: where, what, and why.
fn accepted_sentence(accept: &Accept) -> String {
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
                visible(&accepted_sentence(accept))
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
                visible(&accepted_sentence(accept))
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
                        message.push_str(&format!(" (accepted: {})", accept.reason));
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
                    accepted_sentence(accept)
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
