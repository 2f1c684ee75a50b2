//! The release gate's verdict, typed: one per family (the version step its changes need, the
//! problems that fail the gate, the diffs behind them), the same in every output format, and the
//! exit code of `eventspec check` follows [`GateReport::passes`].

use std::fmt::Write as _;

use eventspec_drift::{Report, Verdict};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{
    cli::DiffFormat,
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
}

/// The gate's verdict on one family.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct FamilyVerdict {
    /// The family id, e.g. `agentao.host`.
    pub family: String,
    /// `stable`, `experimental` or `internal`: an internal family's changes never fail the gate.
    pub stability: String,
    /// The version step its changes need.
    pub step: Step,
    /// What fails the gate for it; none when it passes.
    pub problems: Vec<Problem>,
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
                    |verdict| match verdict {
                        Verdict::Breaking => sarif::Level::Warning,
                        Verdict::NonBreaking | Verdict::Info => sarif::Level::Note,
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
            let none = Sources::default();
            for (index, diff) in family.diffs.iter().enumerate() {
                let sources = family.sources.get(index).unwrap_or(&none);
                for change in &diff.changes {
                    let command = match change.verdict {
                        Verdict::Breaking => "warning",
                        Verdict::NonBreaking | Verdict::Info => "notice",
                    };
                    let title = escape_property(&format!("eventspec check ({})", change.rule.id()));
                    let event = change.event_type.as_deref().unwrap_or("-");
                    let message =
                        format!("{} `{event}` {}: {}", diff.new, change.path, change.message);
                    let place = sources.github_properties(&change.pointer);
                    let _ = writeln!(
                        out,
                        "::{command} {place}title={title}::{}",
                        escape_data(&message)
                    );
                }
            }
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
