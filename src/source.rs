//! Where contracts come from. A contract is its schema document, its stream rules and where
//! both were read; every command reads one here, from a reference parsed once
//! ([`Reference::parse`]), read and refused once ([`parse_schema`], [`parse_rules`]).
//!
//! Which document a registry version means is stated once:
//! - named by reference (`FAMILY@VERSION`: `validate`, `diff`, `show`), it is what the version's
//!   Rust types export, built into eventspec, with the rules they declare;
//! - read as a folder (`generate`, `docs`, `check`), it is the snapshot file and the rules file
//!   `eventspec export` wrote ([`registry_version`]).
//!
//! `eventspec export --check` keeps the two the same.
//!
//! A schema file's stream rules are the rules file given with it (`--rules`, `rules =`), else
//! the file `NAME.rules.json` beside `NAME.json`, as `export` lays out the registry's.

use std::path::{Path, PathBuf};

use anyhow::{Context as _, bail};
use eventspec_schema::{
    Dialect, Family, Version, file,
    rules::{RulesDocument, rules_file_of},
};
use serde_json::Value;

use crate::{git::Revision, report::sources::Source, snapshots};

/// A contract, read.
pub struct Contract {
    /// The schema document, read in its dialect.
    pub document: Value,
    /// Its stream rules, when it has any.
    pub rules: Option<RulesDocument>,
    /// The text the document was read from, under the name reports give it.
    pub source: Source,
}

/// What names a contract on the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reference<'a> {
    /// `FAMILY@VERSION` (or `FAMILY`: its current version).
    Registry(&'a str),
    /// A schema file.
    File(&'a Path),
    /// `git:REF:PATH`: a schema file as a git revision has it.
    Git {
        /// The revision.
        revision: &'a str,
        /// The file's path from the repository root.
        path: &'a str,
    },
}

impl<'a> Reference<'a> {
    /// What `text` names: `git:REF:PATH`, else an existing file, else a registry version; text
    /// that can only mean a file (a `/` or a `.json` end, no `@`) and names none is refused.
    pub fn parse(text: &'a str) -> anyhow::Result<Self> {
        if let Some(rest) = text.strip_prefix("git:") {
            let Some((revision, path)) = rest.split_once(':') else {
                bail!("`{text}`: expected git:REF:PATH, e.g. git:v0.1.0:snapshots/we0/v1.json");
            };
            return Ok(Self::Git { revision, path });
        }
        let path = Path::new(text);
        if path.exists() {
            return Ok(Self::File(path));
        }
        if !text.contains('@') && (text.contains('/') || text.ends_with(".json")) {
            bail!("{text}: no such file");
        }
        Ok(Self::Registry(text))
    }

    /// The contract this names: a file's or revision's rules are `rules` when given (a file
    /// read from the working tree), else the rules file beside the schema, if there is one
    /// there. A file that declares no `$schema` is read in `dialect`.
    pub fn load(&self, rules: Option<&Path>, dialect: Dialect) -> anyhow::Result<Contract> {
        match *self {
            Self::Registry(text) => {
                if let Some(rules) = rules {
                    bail!(
                        "{}: a rules file goes with a schema file; {text} is a registry version, which has its own",
                        rules.display()
                    );
                }
                let (family, version) = eventspec_schema::resolve(text)?;
                let document = version.schema(family);
                let source = Source::canonical(
                    snapshot_label(family, version),
                    document.clone(),
                    version.key_order,
                );
                let rules = version.rules_document(family);
                eventspec_schema::rules::check_ids(&rules.rules)
                    .with_context(|| format!("the stream rules of {text}"))?;
                Ok(Contract {
                    document,
                    rules: Some(rules),
                    source,
                })
            }
            Self::File(path) => {
                let label = crate::git::root_relative(&path.display().to_string());
                let text = read_text(path)?;
                let document = parse_schema(&text, &path.display().to_string(), dialect)?;
                Ok(Contract {
                    rules: schema_rules(path, rules, &document)?,
                    document,
                    source: Source::new(label, text),
                })
            }
            Self::Git { revision, path } => {
                let revision = Revision::resolve(revision)?;
                let at = format!("{path} at git revision {}", revision.name);
                let text = (revision.file(path)?).with_context(|| {
                    format!("{path} does not exist at git revision {}", revision.name)
                })?;
                let document = parse_schema(&text, &at, dialect)?;
                let beside = rules_file_of(path);
                let (rules, label) = match rules {
                    Some(rules) => (Some(read_text(rules)?), rules.display().to_string()),
                    None => (
                        revision.file(&beside)?,
                        format!("{beside} at git revision {}", revision.name),
                    ),
                };
                let rules = (rules.map(|text| parse_rules(&text, &label)))
                    .transpose()?
                    .map(|rules| checked(rules, &label, &document))
                    .transpose()?;
                Ok(Contract {
                    document,
                    rules,
                    source: Source::new(path, text),
                })
            }
        }
    }
}

/// The rules of the schema file `schema` (read as `document`): the file `rules` when given,
/// else `NAME.rules.json` beside it when there is one; refused where they name what the
/// contract does not have.
fn schema_rules(
    schema: &Path,
    rules: Option<&Path>,
    document: &Value,
) -> anyhow::Result<Option<RulesDocument>> {
    let beside = PathBuf::from(rules_file_of(&schema.to_string_lossy()));
    let path = match rules {
        Some(rules) => rules,
        None if beside.is_file() => &beside,
        None => return Ok(None),
    };
    let label = path.display().to_string();
    checked(parse_rules(&read_text(path)?, &label)?, &label, document).map(Some)
}

/// `rules` (read from `label`), refused at the first event type, field or value they name
/// that the contract `document` does not have.
fn checked(rules: RulesDocument, label: &str, document: &Value) -> anyhow::Result<RulesDocument> {
    let contract = eventspec_schema::model::resolve(document);
    eventspec_schema::rules::check_against(&rules, &contract)
        .with_context(|| format!("{label}: the stream rules do not fit their contract"))?;
    Ok(rules)
}

/// The schema file `path`, read in `dialect` where it declares no `$schema`.
fn read_schema(path: &Path, dialect: Dialect) -> anyhow::Result<Value> {
    parse_schema(&read_text(path)?, &path.display().to_string(), dialect)
}

/// The schema `text` (read from `label`), in `dialect` where it declares no `$schema`, refused
/// where `validate` would refuse it: one dialect, one meaning of the file for every command.
pub fn parse_schema(text: &str, label: &str, dialect: Dialect) -> anyhow::Result<Value> {
    let mut value = parse_json(text).with_context(|| format!("{label} is not JSON"))?;
    dialect.apply(&mut value);
    eventspec_schema::model::refuse_too_deep(&value)
        .with_context(|| format!("{label}: not usable as a contract"))?;
    eventspec_validate::check_dialect(&value)
        .with_context(|| format!("{label}: not usable as a contract"))?;
    Ok(value)
}

/// The text of the file `path`.
fn read_text(path: &Path) -> anyhow::Result<String> {
    Ok(file::read_text(path, file::MAX_FILE_BYTES)?)
}

/// The stream rules document `text` (read from `label`); refused at a field no rule kind has,
/// an unknown kind, or a repeated id, naming where it is in the document.
pub fn parse_rules(text: &str, label: &str) -> anyhow::Result<RulesDocument> {
    let value = parse_json(text).with_context(|| format!("{label} is not JSON"))?;
    eventspec_schema::rules::read(&value)
        .with_context(|| format!("{label} is not a stream rules document"))
}

/// A registered version as the snapshot folder `snapshots` holds it.
pub struct RegistryVersion {
    /// Its snapshot, as the reports name it (`snapshots/we0/v1.json`).
    pub label: String,
    /// The snapshot's document (see [`registry_schema`]).
    pub document: Value,
    /// Its exported rules.
    pub rules: RulesDocument,
    /// Whether it is its family's current version.
    pub current: bool,
}

/// `version` of `family` as the snapshot folder `snapshots` holds it.
pub fn registry_version(
    snapshots: &Path,
    family: &Family,
    version: &Version,
) -> anyhow::Result<RegistryVersion> {
    let rules = snapshots.join(snapshots::rules_file_name(family, version));
    let label = rules.display().to_string();
    let document = registry_schema(snapshots, family, version)?;
    Ok(RegistryVersion {
        label: snapshot_label(family, version),
        rules: checked(parse_rules(&read_text(&rules)?, &label)?, &label, &document)?,
        document,
        current: family.is_current(version),
    })
}

/// How reports name a registered version's snapshot, wherever the folder is: as the
/// repository lays it out.
fn snapshot_label(family: &Family, version: &Version) -> String {
    format!("snapshots/{}", snapshots::file_name(family, version))
}

/// A registered version's schema, read from its snapshot file in `snapshots`.
///
/// A snapshot frozen before declaration order was kept lists properties by name (its bytes
/// never change). When it says what the version's Rust types export (the same document, key
/// order aside), the fields' order is taken from the Rust types; otherwise (a snapshot edited
/// by hand) from the snapshot.
fn registry_schema(snapshots: &Path, family: &Family, version: &Version) -> anyhow::Result<Value> {
    let path = snapshots.join(snapshots::file_name(family, version));
    // Every snapshot declares its dialect.
    let snapshot = read_schema(&path, Dialect::default())?;
    // `Value`'s equality does not depend on key order.
    let declared = version.schema(family);
    Ok(if declared == snapshot {
        declared
    } else {
        snapshot
    })
}

/// `text` parsed as JSON; JSON nested past serde_json's limit says what the limit is.
pub fn parse_json(text: &str) -> anyhow::Result<Value> {
    serde_json::from_str(text).map_err(|error| {
        if error.to_string().starts_with("recursion limit exceeded") {
            anyhow::Error::new(error)
                .context("arrays and objects nest deeper than the 128 levels eventspec reads")
        } else {
            error.into()
        }
    })
}
