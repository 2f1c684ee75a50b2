//! A contract chosen from Python: a registry family (`agentao.host@v3`) or a user's schema (a
//! path, or the schema itself as a dict), compiled once.

use std::path::PathBuf;

use eventspec_schema::{Dialect, file, rules::StreamRule};
use eventspec_validate::{Contract, Mode};
use pyo3::prelude::*;
use serde_json::Value;

use crate::errors::{EventspecError, contract_error, message};

/// A compiled contract, with its family's stream rules when it is one of the registry's.
pub struct Loaded {
    pub contract: Contract,
    pub rules: Option<Vec<StreamRule>>,
}

/// The contract `family` or `schema` names: exactly one of them; a schema that declares no
/// `$schema` is read in `dialect`.
pub fn load(
    family: Option<&str>,
    schema: Option<&Bound<'_, PyAny>>,
    dialect: Dialect,
) -> PyResult<Loaded> {
    match (family, schema) {
        (Some(reference), None) => {
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
            Ok(Loaded {
                contract: compile(&document, &label)?,
                rules: None,
            })
        }
        _ => Err(EventspecError::new_err(
            "name the contract with exactly one of `family` (\"agentao.host@v3\") and `schema` \
             (a path, or the schema as a dict)",
        )),
    }
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
        let label = path.display().to_string();
        let text = file::read_text(&path, file::MAX_FILE_BYTES)
            .map_err(|error| EventspecError::new_err(message(&error)))?;
        let document = serde_json::from_str(&text).map_err(|error| {
            contract_error(&format!("{label}: the schema is not valid JSON"), &error)
        })?;
        return Ok((document, label));
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

/// The mode `name` names: `declared`, `strict` or `tolerant`.
pub fn mode(name: &str) -> PyResult<Mode> {
    match name {
        "declared" => Ok(Mode::Declared),
        "strict" => Ok(Mode::Strict),
        "tolerant" => Ok(Mode::Tolerant),
        other => Err(EventspecError::new_err(format!(
            "mode {other:?} is not one of \"declared\", \"strict\" and \"tolerant\""
        ))),
    }
}
