//! A contract chosen from Python: a registry family (`agentao.host@v3`) or a user's schema (a
//! path, or the schema itself as a dict), compiled once.

use std::path::PathBuf;

use eventspec_schema::{
    Dialect, file,
    rules::{RulesDocument, StreamRule},
};
use eventspec_validate::{Contract, Mode};
use pyo3::prelude::*;
use serde_json::Value;

use crate::errors::{EventspecError, contract_error, message};

/// A compiled contract, with its stream rules when it has any: a registry version's own, or a
/// user's schema's.
pub struct Loaded {
    pub contract: Contract,
    pub rules: Option<Vec<StreamRule>>,
}

/// The contract `family` or `schema` names: exactly one of them; a schema that declares no
/// `$schema` is read in `dialect`. A schema's stream rules are `rules` (a path, or the rules
/// document as a dict), else the file `NAME.rules.json` beside a schema file `NAME.json`, as
/// the CLI reads them; they are refused where they name what the contract does not have.
pub fn load(
    family: Option<&str>,
    schema: Option<&Bound<'_, PyAny>>,
    rules: Option<&Bound<'_, PyAny>>,
    dialect: Dialect,
) -> PyResult<Loaded> {
    match (family, schema) {
        (Some(reference), None) => {
            if rules.is_some() {
                return Err(EventspecError::new_err(format!(
                    "`rules` go with a `schema`; {reference} is a registry version, which has its own"
                )));
            }
            let (family, version) = eventspec_schema::resolve(reference)
                .map_err(|error| EventspecError::new_err(message(&error)))?;
            Ok(Loaded {
                contract: compile(&version.schema(family), "the family's snapshot")?,
                rules: Some((version.rules)()),
            })
        }
        (None, Some(schema)) => {
            let (mut document, label) = schema_document(schema)?;
            dialect.apply(&mut document);
            let rules = match rules {
                Some(rules) => Some(rules_document(rules)?),
                None => beside(schema)?,
            };
            let rules =
                (rules.map(|(rules, label)| fitting(rules, &label, &document))).transpose()?;
            Ok(Loaded {
                contract: compile(&document, &label)?,
                rules,
            })
        }
        _ => Err(EventspecError::new_err(
            "name the contract with exactly one of `family` (\"agentao.host@v3\") and `schema` \
             (a path, or the schema as a dict)",
        )),
    }
}

/// The stream rules `rules` holds (a path, or the rules document as a dict), and what errors
/// call them.
pub fn rules_document(rules: &Bound<'_, PyAny>) -> PyResult<(RulesDocument, String)> {
    let (value, label) = match rules.extract::<PathBuf>() {
        Ok(path) => (read_json(&path)?, path.display().to_string()),
        Err(_) => (crate::pyjson::schema(rules)?, "the rules".to_owned()),
    };
    let read = eventspec_schema::rules::read(&value).map_err(|error| {
        contract_error(&format!("{label} is not a stream rules document"), &error)
    })?;
    Ok((read, label))
}

/// The rules file beside the schema file `schema` (`NAME.rules.json` for `NAME.json`), if
/// `schema` is a path and there is one.
pub fn beside(schema: &Bound<'_, PyAny>) -> PyResult<Option<(RulesDocument, String)>> {
    let Ok(path) = schema.extract::<PathBuf>() else {
        return Ok(None);
    };
    let beside = PathBuf::from(eventspec_schema::rules::rules_file_of(
        &path.to_string_lossy(),
    ));
    if !beside.is_file() {
        return Ok(None);
    }
    rules_document(&beside.into_pyobject(schema.py())?.into_any()).map(Some)
}

/// `rules` (called `label`), refused at the first event type, field or value they name that the
/// contract `document` does not have.
pub fn fitting(rules: RulesDocument, label: &str, document: &Value) -> PyResult<Vec<StreamRule>> {
    eventspec_schema::rules::check_against(&rules, &eventspec_schema::model::resolve(document))
        .map_err(|error| {
            contract_error(
                &format!("{label}: the stream rules do not fit their contract"),
                &error,
            )
        })?;
    Ok(rules.rules)
}

/// The JSON file at `path`.
fn read_json(path: &std::path::Path) -> PyResult<Value> {
    let label = path.display().to_string();
    let text = file::read_text(path, file::MAX_FILE_BYTES)
        .map_err(|error| EventspecError::new_err(message(&error)))?;
    serde_json::from_str(&text)
        .map_err(|error| contract_error(&format!("{label} is not valid JSON"), &error))
}

/// `document` compiled, or an error naming it by `label`, as the CLI names it.
fn compile(document: &Value, label: &str) -> PyResult<Contract> {
    Contract::from_document(document)
        .map_err(|error| contract_error(&format!("{label}: not usable as a contract"), &error))
}

/// The schema `schema` holds, and what errors call it: read from a path (as the CLI reads
/// `--schema`), or converted from Python values.
fn schema_document(schema: &Bound<'_, PyAny>) -> PyResult<(Value, String)> {
    if let Ok(path) = schema.extract::<PathBuf>() {
        return Ok((read_json(&path)?, path.display().to_string()));
    }
    let document = crate::pyjson::schema(schema)?;
    Ok((document, "the schema".to_owned()))
}

/// The dialect `name` names (`"2020-12"`, `"2019-09"`, `"draft7"`, `"draft6"`), as the CLI's
/// `--dialect` does; none is 2020-12.
pub fn dialect(name: Option<&str>) -> PyResult<Dialect> {
    let Some(name) = name else {
        return Ok(Dialect::default());
    };
    Dialect::parse(name).ok_or_else(|| {
        let names: Vec<String> = (Dialect::ALL.iter())
            .map(|d| format!("{:?}", d.name()))
            .collect();
        EventspecError::new_err(format!(
            "dialect {name:?} is not one of {}",
            names.join(", ")
        ))
    })
}

/// The mode `name` names: `declared`, `strict` or `tolerant`, as a project file names it.
pub fn mode(name: &str) -> PyResult<Mode> {
    serde_json::from_value(Value::String(name.to_owned())).map_err(|_| {
        EventspecError::new_err(format!(
            "mode {name:?} is not one of \"declared\", \"strict\" and \"tolerant\""
        ))
    })
}
