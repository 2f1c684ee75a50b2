//! The project file, `eventspec.toml`: which recorded files are validated against which
//! contract, report defaults, where the registry's snapshots and typings live, and the changes
//! the release gate accepts on purpose. Found by walking up from the current directory to the
//! repository's root (or named with `--config`); every command-line flag overrides it. Paths and globs in it are
//! relative to the directory that holds it.

use std::{
    num::NonZeroUsize,
    path::{Path, PathBuf},
};

use anyhow::Context as _;
use eventspec_drift::{Mode as Compatibility, Rule};
use eventspec_schema::{Dialect, Stability, file};
use eventspec_validate::Mode;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{
    cli::{DiffFormat, FailOn, FlavorArg, Global, InputFormat, ReportFormat, Uncovered},
    rules::{ProblemRule, RuleInfo},
};

/// The project file's name.
pub const FILE_NAME: &str = "eventspec.toml";

/// `eventspec.toml`: how this repository uses eventspec.
#[derive(Debug, Default, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "EventspecProject")]
pub struct Project {
    /// The JSON Schema dialect of your schema files that declare no `$schema`: `2020-12`,
    /// `2019-09`, `draft7` or `draft6` [default: `2020-12`]. `--dialect` overrides it; a file's
    /// own `$schema` always wins.
    pub dialect: Option<Dialect>,
    /// Where the registry's files live.
    #[serde(default)]
    pub registry: Registry,
    /// `eventspec validate`: defaults and the recorded files to check.
    #[serde(default)]
    pub validate: Validate,
    /// `eventspec diff`: defaults.
    #[serde(default)]
    pub diff: Diff,
    /// `eventspec check`: defaults and the changes accepted on purpose.
    #[serde(default)]
    pub check: Check,
    /// `eventspec generate --schema`: what your own schema's packages declare.
    #[serde(default)]
    pub generate: Generate,
    /// `eventspec docs`: the static site's directory, schema, examples and title.
    #[serde(default)]
    pub docs: Docs,
}

/// `[docs]`: what `eventspec docs` documents and where it writes the site; the flags of the same
/// names override it. Paths are relative to the project file.
#[derive(Debug, Default, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Docs {
    /// The site's directory [default: `site`].
    pub out: Option<PathBuf>,
    /// Your own JSON Schema, documented instead of the registry.
    pub schema: Option<PathBuf>,
    /// Your own schema's stream rules file [default: `NAME.rules.json` beside the schema
    /// `NAME.json`, if there is one].
    pub rules: Option<PathBuf>,
    /// Example events: `<DIR>/*.json` for your own schema, one event each;
    /// `<DIR>/<family>/<version>/valid/*.json` for the registry.
    pub examples: Option<PathBuf>,
    /// The site's title.
    pub title: Option<String>,
}

/// `[generate]`: the flavours generated, and the manifests of the packages generated from your
/// own schema (`--schema`); the flags of the same names override them.
#[derive(Debug, Default, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Generate {
    /// The flavours to generate, each for the languages `--lang` names that have it: `plain`
    /// (both languages), `pydantic` (Python), `zod` (TypeScript) [default: every flavour for the
    /// registry's typings, `plain` for `--schema`]; `--flavor` overrides it.
    pub flavors: Option<Vec<FlavorArg>>,
    /// The SPDX licence expression (`MIT`, `Apache-2.0`) [default: none: the npm manifest says
    /// `UNLICENSED` and the Python one declares no licence].
    pub license: Option<String>,
    /// The one-line description [default: eventspec's generic one].
    pub description: Option<String>,
}

/// Where the registry's files live, relative to the project file.
#[derive(Debug, Default, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Registry {
    /// The snapshot directory (`export`, `generate`, `check`) [default: `snapshots`].
    pub snapshots: Option<PathBuf>,
    /// Where `generate` writes the registry's typings [default: `generated`].
    pub generated: Option<PathBuf>,
}

/// `[validate]`.
#[derive(Debug, Default, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Validate {
    /// The report format [default: `text`].
    pub format: Option<ReportFormat>,
    /// The mode of every input group that names none [default: `declared`].
    pub mode: Option<Mode>,
    /// Stop after this many invalid events (at least 1).
    pub max_errors: Option<NonZeroUsize>,
    /// Report what the inputs exercised of each contract: event types, fields, nullable fields
    /// and enumeration values (`--coverage`).
    #[serde(default)]
    pub coverage: bool,
    /// Fail the run on a coverage gap at this level or below: `types`, `fields` or `values`
    /// (`--fail-on-uncovered=LEVEL`); implies `coverage`.
    pub fail_on_uncovered: Option<Uncovered>,
    /// The recorded files and the contract each group is checked against, in order: a file
    /// named on the command line is checked against the first group whose globs match it.
    #[serde(default)]
    pub inputs: Vec<InputGroup>,
}

/// `[[validate.inputs]]`: files and the contract they are checked against.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InputGroup {
    /// Glob patterns (`recordings/**/*.jsonl`) or files, relative to the project file.
    pub paths: Vec<String>,
    /// The family: `FAMILY[@VERSION]`. Exactly one of `family` and `schema`.
    pub family: Option<String>,
    /// A JSON Schema file, relative to the project file. Exactly one of `family` and `schema`.
    pub schema: Option<PathBuf>,
    /// The stream rules of `schema`, relative to the project file [default: `NAME.rules.json`
    /// beside the schema `NAME.json`, if there is one].
    pub rules: Option<PathBuf>,
    /// How payloads are judged [default: `[validate] mode`].
    pub mode: Option<Mode>,
    /// How the files are framed [default: `auto`].
    pub input: Option<InputFormat>,
    /// Also check the contract's stream rules (the family's, or the schema's `rules`) over
    /// each file's sequence of events.
    #[serde(default)]
    pub stream: bool,
    /// With `stream`, check the rules per value of this field.
    pub group_by: Option<String>,
}

/// `[diff]`.
#[derive(Debug, Default, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Diff {
    /// The report format [default: `text`].
    pub format: Option<DiffFormat>,
    /// The compatibility question [default: `full`].
    pub mode: Option<Compatibility>,
    /// The level of change that fails the command [default: `breaking`].
    pub fail_on: Option<FailOn>,
}

/// `[check]`.
#[derive(Debug, Default, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Check {
    /// The git revision of the last release, when `--against` is not given.
    pub against: Option<String>,
    /// The report format [default: `text`].
    pub format: Option<DiffFormat>,
    /// Your own JSON Schemas, each checked like a family version: compared with itself at the
    /// release, a breaking change fails the gate unless accepted.
    #[serde(default)]
    pub contracts: Vec<Contract>,
    /// Changes the release gate accepts on purpose: a breaking change they match does not fail
    /// it; it is reported as accepted, with the reason.
    #[serde(default)]
    pub accept: Vec<Accept>,
}

/// `[[check.contracts]]`: a JSON Schema of your own under the release gate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Contract {
    /// The schema file, relative to the project file; also the name accepted changes give it.
    pub path: PathBuf,
    /// Its stream rules file, relative to the project file, compared with itself at the release
    /// as a family version's are [default: `NAME.rules.json` beside the schema `NAME.json`, if
    /// there is one, now or at the release].
    pub rules: Option<PathBuf>,
    /// Its promise: `stable` and `experimental` contracts fail the gate on a breaking change,
    /// `internal` ones are reported only [default: `stable`].
    #[serde(default = "stable")]
    pub stability: Stability,
}

fn stable() -> Stability {
    Stability::Stable
}

/// `[[check.accept]]`: one change accepted on purpose.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Accept {
    /// Whose change it is: a family version, `FAMILY@VERSION`, or the `path` of one of the
    /// `[[check.contracts]]`, as written there.
    pub version: String,
    /// The change's rule id, as in the reports (`property-removed`); or `version-removed`
    /// (a version published at the release and gone now) or `contract-removed` (one of the
    /// `[[check.contracts]]` at the release, gone now), with no event type and an empty path.
    pub rule: AcceptRule,
    /// The event type the change is in, as in the reports. Matched exactly: an entry without
    /// one accepts only a change without one (the root of a plain schema, a stream rule).
    pub event_type: Option<String>,
    /// The change's path, exactly as in the reports (`usage.reasoning_tokens`; a name with
    /// `.`, brackets, quotes, `*` or spaces as a JSON string in brackets:
    /// `usage["tokens.total"]`; empty for the event type itself). One path names one place.
    pub path: String,
    /// Why it is accepted: shown beside the change in every report.
    pub reason: String,
}

/// What an accepted change is: a change the drift comparison finds, or the removal of a
/// version or contract the release had.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum AcceptRule {
    /// A change's rule id, as in the reports.
    Change(Rule),
    /// A removal.
    Removal(Removal),
}

/// A removal the gate fails on, which an accepted change may name:
/// [`ProblemRule::VersionRemoved`] or [`ProblemRule::ContractRemoved`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(into = "ProblemRule")]
pub struct Removal(ProblemRule);

impl Removal {
    /// A version (or a whole family) published at the release and gone now.
    pub const VERSION: Self = Self(ProblemRule::VersionRemoved);
    /// One of the `[[check.contracts]]` at the release, gone now.
    pub const CONTRACT: Self = Self(ProblemRule::ContractRemoved);

    /// The problem the gate reports for it.
    pub fn rule(self) -> ProblemRule {
        self.0
    }
}

impl From<Removal> for ProblemRule {
    fn from(removal: Removal) -> Self {
        removal.0
    }
}

impl TryFrom<ProblemRule> for Removal {
    type Error = ProblemRule;

    fn try_from(rule: ProblemRule) -> Result<Self, ProblemRule> {
        [Self::VERSION, Self::CONTRACT]
            .into_iter()
            .find(|removal| removal.0 == rule)
            .ok_or(rule)
    }
}

impl JsonSchema for Removal {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Removal".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let one_of: Vec<Value> = [Self::VERSION, Self::CONTRACT]
            .iter()
            .map(|removal| {
                serde_json::json!({
                    "const": removal.0.id(),
                    "description": removal.0.description(),
                    "type": "string",
                })
            })
            .collect();
        schemars::json_schema!({
            "description": "The removals the gate fails on, which an accepted change may name.",
            "oneOf": one_of,
        })
    }
}

impl AcceptRule {
    /// The rule's id, as in the reports.
    pub fn id(self) -> &'static str {
        match self {
            Self::Change(rule) => rule.id(),
            Self::Removal(removal) => removal.0.id(),
        }
    }
}

impl<'de> Deserialize<'de> for AcceptRule {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let id = String::deserialize(deserializer)?;
        let value = || Value::String(id.clone());
        let removal = serde_json::from_value::<ProblemRule>(value())
            .ok()
            .and_then(|rule| Removal::try_from(rule).ok());
        let change = || serde_json::from_value(value()).ok();
        (removal
            .map(Self::Removal)
            .or_else(|| change().map(Self::Change)))
        .ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown rule `{id}`: expected a change's rule id as in the reports \
                 (`property-removed`), `{}` or `{}`",
                Removal::VERSION.0.id(),
                Removal::CONTRACT.0.id()
            ))
        })
    }
}

/// A project file, read.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// The file.
    pub path: PathBuf,
    /// Its directory: paths in it are relative to this.
    pub dir: PathBuf,
    /// What it says.
    pub project: Project,
}

impl Loaded {
    /// `path` (relative to the project file) as a path to use from here.
    pub fn resolve(&self, path: &Path) -> PathBuf {
        self.dir.join(path)
    }
}

/// The project file: `--config FILE` when given, else the nearest `eventspec.toml` from the
/// current directory up to the repository's root; `None` when there is none or `--no-config` says to read none.
pub fn load(global: &Global) -> anyhow::Result<Option<Loaded>> {
    if global.no_config {
        return Ok(None);
    }
    let path = match &global.config {
        Some(path) => path.clone(),
        None => match find() {
            Some(path) => path,
            None => return Ok(None),
        },
    };
    let text = file::read_text(&path, file::MAX_FILE_BYTES)?;
    let project: Project = toml::from_str(&text)
        .map_err(|error| anyhow::anyhow!("{}: {}", path.display(), error.to_string().trim_end()))?;
    check(&path, &project)?;
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    Ok(Some(Loaded { path, dir, project }))
}

/// The nearest project file from the current directory up, as a path relative to here
/// (`../../eventspec.toml`), so that the files it names are reported relative to here too.
/// The walk ends at the root of the repository the current directory is in (the nearest
/// directory holding `.git`, a directory or a worktree's file): a project file above it
/// belongs to someone else (a home directory, a checkout that vendors this repository) and is
/// not read. Outside any repository it goes up to `/`.
fn find() -> Option<PathBuf> {
    let here = std::env::current_dir().ok()?;
    let depth = nearest(&here)?;
    let mut path: PathBuf = std::iter::repeat_n("..", depth).collect();
    path.push(FILE_NAME);
    Some(path)
}

/// How many levels above `here` the project file is, looking no higher than the repository's
/// root.
fn nearest(here: &Path) -> Option<usize> {
    for (depth, dir) in here.ancestors().enumerate() {
        if dir.join(FILE_NAME).is_file() {
            return Some(depth);
        }
        // `symlink_metadata`: a `.git` of any kind (directory, file, link) marks a root.
        if dir.join(".git").symlink_metadata().is_ok() {
            return None;
        }
    }
    None
}

/// What TOML cannot say: each input group names one contract.
fn check(path: &Path, project: &Project) -> anyhow::Result<()> {
    for (index, group) in project.validate.inputs.iter().enumerate() {
        let place = || {
            format!(
                "{}: [[validate.inputs]] number {} ({})",
                path.display(),
                index + 1,
                group.paths.join(", ")
            )
        };
        match (&group.family, &group.schema) {
            (Some(_), Some(_)) => {
                anyhow::bail!("{}: names both `family` and `schema`; keep one", place())
            }
            (None, None) => anyhow::bail!("{}: names no `family` and no `schema`", place()),
            _ => {}
        }
        if group.paths.is_empty() {
            anyhow::bail!("{}: `paths` is empty", place());
        }
        if group.rules.is_some() && group.schema.is_none() {
            anyhow::bail!(
                "{}: `rules` goes with a `schema` (a family has its own rules)",
                place()
            );
        }
        if group.group_by.is_some() && !group.stream {
            anyhow::bail!("{}: `group_by` needs `stream = true`", place());
        }
    }
    Ok(())
}

impl Loaded {
    /// The accepted changes, each with a reason and naming a family version (written
    /// `FAMILY@VERSION` from here on) or one of the `[[check.contracts]]`. Checked only by the
    /// command that reads them, so a stale entry does not stop `validate`.
    pub fn accepted_changes(&self) -> anyhow::Result<Vec<Accept>> {
        let check = &self.project.check;
        let contracts: Vec<String> = (check.contracts.iter())
            .map(|c| c.path.display().to_string())
            .collect();
        let mut accepted = check.accept.clone();
        for accept in &mut accepted {
            if accept.reason.trim().is_empty() {
                anyhow::bail!(
                    "{}: [[check.accept]] for {} `{}` at `{}` gives no reason; say why the change is accepted",
                    self.path.display(),
                    accept.version,
                    accept.rule.id(),
                    accept.path
                );
            }
            if let AcceptRule::Removal(_) = accept.rule {
                if accept.event_type.is_some() || !accept.path.is_empty() {
                    anyhow::bail!(
                        "{}: [[check.accept]] for {} `{}` names an event type or a path; a removal \
                         is named by its version (or contract path) alone: remove `event_type` \
                         and set `path = \"\"`",
                        self.path.display(),
                        accept.version,
                        accept.rule.id()
                    );
                }
                // A removed version is no longer in the registry: named as the report names it.
                continue;
            }
            self.check_path(accept)?;
            if contracts.contains(&accept.version) {
                continue;
            }
            let (family, version) =
                eventspec_schema::resolve(&accept.version).with_context(|| {
                    format!(
                        "{}: [[check.accept]] names version `{}`, neither a family version nor the path of one of the [[check.contracts]]",
                        self.path.display(),
                        accept.version
                    )
                })?;
            accept.version = format!("{}@{}", family.id, version.id);
        }
        Ok(accepted)
    }
}

impl Loaded {
    /// Refuses an entry whose path is not written as the reports write paths (one spelling per
    /// place); a stream rule's change is at the rule's id, any text.
    fn check_path(&self, accept: &Accept) -> anyhow::Result<()> {
        let AcceptRule::Change(rule) = accept.rule else {
            return Ok(());
        };
        let stream_rule = matches!(
            rule,
            Rule::StreamRuleAdded | Rule::StreamRuleRemoved | Rule::StreamRuleChanged
        );
        if stream_rule {
            return Ok(());
        }
        eventspec_drift::path::check(&accept.path).with_context(|| {
            format!(
                "{}: [[check.accept]] for {} `{}`",
                self.path.display(),
                accept.version,
                accept.rule.id()
            )
        })
    }
}

/// The project file's own JSON Schema (draft 2020-12), for editors that check TOML with one.
pub fn json_schema() -> Value {
    eventspec_schema::document::json_schema_of::<Project>()
}
