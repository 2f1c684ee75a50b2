//! The rule catalogue: every rule a report names, with its stable id, what it finds and what to
//! do about it. Validation's rules ([`eventspec_validate::Rule`]), drift's
//! ([`eventspec_drift::Rule`]), the gate's ([`ProblemRule`]) and coverage's ([`CoverageRule`])
//! are each a unit enum whose variant names are the ids (in kebab case), whose doc comments
//! describe them and whose `#[strum(message)]` says what to do: written once, read here.

use std::sync::LazyLock;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use strum::{EnumMessage, VariantArray};

/// A rule a report names.
pub trait RuleInfo {
    /// The stable id tools filter on (`property-removed`).
    fn id(&self) -> &'static str;
    /// What the rule finds, in one paragraph.
    fn description(&self) -> String;
    /// What to do about a finding of it.
    fn help(&self) -> &'static str;
}

impl<T> RuleInfo for T
where
    T: Copy + EnumMessage + Into<&'static str>,
{
    fn id(&self) -> &'static str {
        (*self).into()
    }

    fn description(&self) -> String {
        let doc = self.get_documentation().unwrap_or_default();
        doc.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn help(&self) -> &'static str {
        self.get_message().unwrap_or_default()
    }
}

/// The kinds of problem that fail the gate.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    JsonSchema,
    strum::IntoStaticStr,
    strum::EnumMessage,
    strum::VariantArray,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum ProblemRule {
    /// A published (frozen) version's snapshot is not byte-for-byte what was released.
    #[strum(
        message = "Restore the released snapshot and make the change in a new version file; a frozen version never changes."
    )]
    FrozenChanged,
    /// A version that existed at the release changed in a way that breaks readers or writers.
    #[strum(
        message = "Make the change in a new version file, make it compatible, or accept it in `[[check.accept]]` with a reason."
    )]
    BreakingEdit,
    /// A version (or a whole family) published at the release is gone: its consumers lose
    /// their contract.
    #[strum(
        message = "Restore the snapshot and its registry entry, or accept the removal in `[[check.accept]]` with a reason."
    )]
    VersionRemoved,
    /// A contract of the project file at the release is gone from it (or its file is).
    #[strum(
        message = "Restore the contract under `[[check.contracts]]` (and its file), or accept the removal in `[[check.accept]]` with a reason."
    )]
    ContractRemoved,
    /// A version or contract existed at the release (pinned, listed) but its file is not
    /// there at the revision: what was released cannot be compared.
    #[strum(
        message = "Check the release reference (`--against`) and that the released files were committed there."
    )]
    ReleasedMissing,
}

/// The three parts of coverage (`--coverage`), each a rule of the reports that list what was
/// never exercised.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumMessage, strum::VariantArray,
)]
#[strum(serialize_all = "kebab-case")]
pub enum CoverageRule {
    /// An event type of the contract that no input holds (--coverage).
    #[strum(
        message = "Record a stream that produces the event type, or remove it from the contract if nothing sends it."
    )]
    Coverage,
    /// A field that no valid event holds, or a nullable field no valid event holds as null
    /// (--coverage).
    #[strum(
        message = "Record events that carry the field (and `null` where it is nullable), so its consumers' handling of it is exercised."
    )]
    FieldCoverage,
    /// A value of an enumeration that no valid event holds (--coverage).
    #[strum(
        message = "Record events that carry the value, or remove it from the enumeration if nothing sends it."
    )]
    ValueCoverage,
}

/// One rule of the catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Its id.
    pub id: &'static str,
    /// What it finds.
    pub description: String,
    /// What to do about it.
    pub help: &'static str,
}

fn entries<T: RuleInfo + VariantArray>() -> impl Iterator<Item = Entry> {
    T::VARIANTS.iter().map(|rule| Entry {
        id: rule.id(),
        description: rule.description(),
        help: rule.help(),
    })
}

/// Every rule of every report, validation's first, then coverage's, drift's and the gate's.
pub fn catalogue() -> Vec<Entry> {
    entries::<eventspec_validate::Rule>()
        .chain(entries::<CoverageRule>())
        .chain(entries::<eventspec_drift::Rule>())
        .chain(entries::<ProblemRule>())
        .collect()
}

/// The rule of the catalogue with the id `id`.
pub fn entry(id: &str) -> Option<&'static Entry> {
    static CATALOGUE: LazyLock<Vec<Entry>> = LazyLock::new(catalogue);
    CATALOGUE.iter().find(|entry| entry.id == id)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn every_rule_has_one_id_a_description_and_help() {
        let all = catalogue();
        let ids: BTreeSet<&str> = all.iter().map(|entry| entry.id).collect();
        assert_eq!(ids.len(), all.len(), "an id names two rules");
        for entry in &all {
            assert!(
                entry.description.ends_with('.') && entry.help.ends_with('.'),
                "{entry:?}"
            );
            assert!(!entry.description.contains('\n'), "{entry:?}");
        }
    }

    /// The catalogue's id of each rule is what serde writes for it in the JSON reports.
    fn serde_id<T: Serialize>(rule: &T) -> Option<String> {
        serde_json::to_value(rule).ok()?.as_str().map(str::to_owned)
    }

    #[test]
    fn ids_are_the_ids_the_json_reports_write() {
        for rule in eventspec_drift::Rule::VARIANTS {
            assert_eq!(serde_id(rule).as_deref(), Some(rule.id()));
        }
        for rule in eventspec_validate::Rule::VARIANTS {
            assert_eq!(serde_id(rule).as_deref(), Some(RuleInfo::id(rule)));
        }
        for rule in ProblemRule::VARIANTS {
            assert_eq!(serde_id(rule).as_deref(), Some(rule.id()));
        }
        assert_eq!(
            entry("unreadable-input").map(|e| e.description.starts_with("The input could not")),
            Some(true)
        );
        assert_eq!(CoverageRule::FieldCoverage.id(), "field-coverage");
    }
}
