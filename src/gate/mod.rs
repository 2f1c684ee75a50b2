//! The release gate, as a judgement over subjects: a registry family, or one of the project
//! file's `[[check.contracts]]`, is its versions at the release and now, each with its bytes
//! ([`Subject`]). [`judge`] gives the verdict on one, in memory, with no git and no files; the
//! verdict is typed (the version step its changes need, the problems that fail the gate, the
//! changes accepted on purpose and by which entry, the diffs behind them), the same in every
//! output format, and the exit code of `eventspec check` follows [`GateReport::passes`].

mod accept;
mod diagnostics;
mod judge;
mod render;
mod subject;
#[cfg(test)]
mod tests;

use eventspec_drift::Report;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use crate::rules::ProblemRule;
use crate::{config::Accept, report::sources::Sources};

pub use accept::{AcceptList, accepts, entry_text};
pub use judge::judge;
pub use subject::{Doc, Kind, Released, RulesPair, Subject, VersionPair};

/// The JSON report of `eventspec check --format json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(title = "EventspecCheckReport")]
pub struct GateReport {
    /// The git revision of the release, as given.
    pub against: String,
    /// Whether the gate passes: no family has a problem. `eventspec check` exits 0 exactly then.
    pub passes: bool,
    /// One verdict per family, in the registry's order, then one per contract.
    pub families: Vec<FamilyVerdict>,
    /// Accepted changes of the project file that matched no change: stale entries to remove.
    pub unused_accepts: Vec<Accept>,
}

/// The gate's verdict on one family (or contract).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct FamilyVerdict {
    /// The family id, e.g. `agentao.host`, or the path of one of the project file's
    /// `[[check.contracts]]`.
    pub family: String,
    /// `stable`, `experimental` or `internal`, as the release had it (what its consumers were
    /// told; now's for a family new since): the stability its changes are judged at. An
    /// internal family's changes never fail the gate; lowering the stability in the same change
    /// does not make them internal.
    pub stability: String,
    /// The version step its changes need.
    pub step: Step,
    /// What fails the gate for it; none when it passes.
    pub problems: Vec<Problem>,
    /// Each change of it that an entry of the project file's `[[check.accept]]` accepted: that
    /// change does not fail the gate.
    pub accepted: Vec<Accepted>,
    /// What changed: each version that existed at the release against itself there, and each
    /// new version against the one before it.
    pub diffs: Vec<Report>,
    /// The files each diff's sides were read from (parallel to `diffs`), for annotations.
    #[serde(skip)]
    #[schemars(skip)]
    pub sources: Vec<Sources>,
}

/// One change accepted on purpose, and the entry that accepted it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Accepted {
    /// Which `[[check.accept]]` entry of the project file, counted from 1.
    pub entry: usize,
    /// The entry, as the project file says it.
    pub accept: Accept,
    /// The change it accepted, in a sentence.
    pub change: String,
}

/// The version step a family's changes need.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    /// Nothing changed that a validator would notice.
    None,
    /// Only compatible changes: no new version is needed.
    Compatible,
    /// Breaking changes of an internal family or contract, which the gate reports and does
    /// not fail: it promises nothing to its consumers.
    BreakingInternal,
    /// Breaking changes (or removals), each accepted on purpose by the project file.
    Accepted,
    /// The changes come as a new version file, as they must.
    NewVersionDeclared,
    /// A published version was edited in a way that needs a new version file instead.
    NewVersionNeeded,
    /// A version or contract of the release is gone: it must be restored.
    RestoreNeeded,
}

/// Why a family fails the gate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Problem {
    /// What kind of problem.
    pub rule: ProblemRule,
    /// The family version, e.g. `agentao.host@v1`, or the contract's path.
    pub version: String,
    /// Its snapshot (or contract) file, relative to the repository root.
    pub file: String,
    /// What is wrong and what to do.
    pub message: String,
}

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
    fn acceptance(&self, version: &str, change: &eventspec_drift::Change) -> Option<&Accepted> {
        (self.accepted.iter()).find(|a| accepts(&a.accept, version, change))
    }
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

impl GateReport {
    /// The JSON Schema (draft 2020-12) of the report as `check --format json` writes it.
    pub fn json_schema() -> serde_json::Value {
        eventspec_schema::document::json_schema_of::<CheckReport<'static>>()
    }
}
