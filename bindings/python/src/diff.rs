//! `diff`: every change between two contracts, judged under a mode, as `eventspec diff --format
//! json` reports it.

use eventspec_drift::{Mode, diff as compare, diff_rules};
use eventspec_schema::{Dialect, rules::RulesDocument};
use pyo3::prelude::*;
use serde_json::Value;

use crate::{
    contract,
    errors::{EventspecError, contract_error},
};

/// A contract to compare: a registry version, a schema file, or the schema as a dict; with its
/// label in the report and its stream rules: a registry version's own, else `rules` (a path,
/// or the rules document as a dict), else the file `NAME.rules.json` beside a schema file.
fn load(
    reference: &Bound<'_, PyAny>,
    rules: Option<&Bound<'_, PyAny>>,
    dialect: Dialect,
) -> PyResult<(Value, String, Option<RulesDocument>)> {
    if let Ok(text) = reference.extract::<String>() {
        let path = std::path::Path::new(&text);
        if !path.exists() && text.contains('@') {
            let (family, version) =
                eventspec_schema::resolve(&text).map_err(|error| contract_error(&text, &error))?;
            if rules.is_some() {
                return Err(EventspecError::new_err(format!(
                    "rules go with a schema; {text} is a registry version, which has its own"
                )));
            }
            let rules = version.rules_document(family);
            return Ok((version.schema(family), text, Some(rules)));
        }
    }
    let (mut value, label) = match reference.extract::<std::path::PathBuf>() {
        Ok(path) => {
            let label = path.display().to_string();
            let text =
                eventspec_schema::file::read_text(&path, eventspec_schema::file::MAX_FILE_BYTES)
                    .map_err(|error| contract_error("cannot read the schema", &error))?;
            let value = serde_json::from_str(&text)
                .map_err(|error| contract_error(&format!("{label} is not JSON"), &error))?;
            (value, label)
        }
        Err(_) => (crate::pyjson::schema(reference)?, "<dict>".to_owned()),
    };
    dialect.apply(&mut value);
    let usable = format!("{label}: not usable as a contract");
    eventspec_schema::model::refuse_too_deep(&value)
        .map_err(|error| contract_error(&usable, &error))?;
    eventspec_validate::check_dialect(&value).map_err(|error| contract_error(&usable, &error))?;
    let rules = match rules {
        Some(rules) => Some(contract::rules_document(rules)?),
        None => contract::beside(reference)?,
    };
    let rules = (rules.map(|(rules, label)| {
        let checked = contract::fitting(rules.clone(), &label, &value);
        checked.map(|_| rules)
    }))
    .transpose()?;
    Ok((value, label, rules))
}

/// Every change from `old` to `new` (each a registry version such as `"agentao.host@v2"`, a
/// schema file, or the schema as a dict), judged under `mode` (`"backward"`, `"forward"` or
/// `"full"`): the report `eventspec diff --format json` writes, as a dict. A schema that
/// declares no `$schema` is read in `dialect`, as `Validator` reads one.
/// Stream rules are compared too when both sides have some: a registry version's own, a
/// schema's `old_rules`/`new_rules` (a path, or the rules document as a dict), else the file
/// `NAME.rules.json` beside a schema file `NAME.json`, as `eventspec diff` reads them.
#[pyfunction]
#[pyo3(signature = (old, new, *, mode="backward", dialect=None, old_rules=None, new_rules=None))]
pub fn diff<'py>(
    old: &Bound<'py, PyAny>,
    new: &Bound<'py, PyAny>,
    mode: &str,
    dialect: Option<&str>,
    old_rules: Option<&Bound<'py, PyAny>>,
    new_rules: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let mode: Mode = serde_json::from_value(Value::String(mode.to_owned())).map_err(|_| {
        EventspecError::new_err(format!(
            "mode {mode:?} is not one of \"backward\", \"forward\" and \"full\""
        ))
    })?;
    let dialect = crate::contract::dialect(dialect)?;
    let (old_value, old_label, old_rules) = load(old, old_rules, dialect)?;
    let (new_value, new_label, new_rules) = load(new, new_rules, dialect)?;
    let py = old.py();
    let report = py.detach(|| {
        let mut report = compare(&old_value, &new_value, &old_label, &new_label, mode);
        if let (Some(old_rules), Some(new_rules)) = (&old_rules, &new_rules) {
            diff_rules(&mut report, old_rules, new_rules);
        }
        report
    });
    Ok(pythonize::pythonize(py, &report)?)
}
