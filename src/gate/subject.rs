//! What the gate judges: a subject's versions at the release and now, in memory.

use eventspec_schema::{Dialect, Stability, rules::RulesDocument};
use serde_json::Value;

/// A file's bytes and what they parse to.
#[derive(Debug, Clone, PartialEq)]
pub struct Doc {
    /// Where it was read, relative to the repository root.
    pub file: String,
    /// Its text, compared byte for byte for a frozen version.
    pub text: String,
    /// Its JSON.
    pub value: Value,
}

impl Doc {
    /// The JSON document `text`, read from `file` (`place` says where, for the error: `at v1`),
    /// in `dialect` if it declares no `$schema`, refused where `validate` would refuse it (one
    /// dialect, one meaning of the file for every command).
    pub fn parse(file: &str, text: String, place: &str, dialect: Dialect) -> anyhow::Result<Self> {
        let value = crate::source::parse_schema(&text, &format!("{file}{place}"), dialect)?;
        Ok(Self {
            file: file.to_owned(),
            text,
            value,
        })
    }
}

/// What a subject is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A registry family: snapshots, one per version.
    Family,
    /// One of the project file's `[[check.contracts]]`: one schema file, never frozen.
    Contract,
}

/// A version as the release had it.
#[derive(Debug, Clone, PartialEq)]
pub enum Released {
    /// Nothing says it existed at the release: a new version.
    New,
    /// Its file at the release.
    Doc(Doc),
    /// It existed at the release (`evidence` says how we know: a pin, a listing) but its file
    /// is not there: what was released cannot be compared.
    Missing {
        /// How we know it existed, e.g. `pinned in snapshots/frozen.json`.
        evidence: String,
    },
}

/// One version of a subject, at the release and now.
#[derive(Debug, Clone, PartialEq)]
pub struct VersionPair {
    /// How reports name it: `agentao.host@v1`, or a contract's path as the project file
    /// writes it.
    pub label: String,
    /// The version id (`v1`), empty for a contract.
    pub version: String,
    /// Its file now, relative to the repository root (where it was, when it is gone).
    pub file: String,
    /// At the release.
    pub released: Released,
    /// Now; `None` when it is gone.
    pub current: Option<Doc>,
    /// Published: it must stay byte for byte what was released.
    pub frozen: bool,
    /// Its stream rules documents, at the release and now.
    pub rules: RulesPair,
}

/// A version's stream rules documents at the release and now, each `None` where its file is
/// not there: a file on one side only is the addition (or removal) of each of its rules.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RulesPair {
    /// At the release.
    pub released: Option<RulesDocument>,
    /// Now.
    pub current: Option<RulesDocument>,
}

/// A registry family or a contract: its versions at the release and now.
#[derive(Debug, Clone, PartialEq)]
pub struct Subject {
    /// The family id, or the contract's path as the project file writes it.
    pub name: String,
    /// A family or a contract.
    pub kind: Kind,
    /// Its promise now.
    pub stability: Stability,
    /// Its promise at the release, when the release says (a family's snapshot there, a
    /// contract's entry in the project file there): what its consumers were told, and what
    /// its changes are judged at, so that lowering it in the same change lowers nothing. An
    /// internal subject's breaking changes are reported, never failed.
    pub released_stability: Option<Stability>,
    /// The release, as the user named it, for messages.
    pub release: String,
    /// Its versions, oldest first (removed ones included).
    pub versions: Vec<VersionPair>,
}

impl Subject {
    /// The stability its changes are judged at: the release's, else (a new subject) now's.
    pub fn promise(&self) -> Stability {
        self.released_stability.unwrap_or(self.stability)
    }
}
