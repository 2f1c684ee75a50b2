//! `diff`: every change between two contracts, judged under a mode, as `eventspec diff --format
//! json` reports it.

use eventspec_drift::{Mode, diff as compare, diff_rules};
use eventspec_schema::{Dialect, rules::RulesDocument};
use pyo3::prelude::*;
use serde_json::Value;

use crate::errors::{EventspecError, contract_error};

/// A contract to compare: a registry version, a schema file, or the schema as a dict; with its
/// label in the report and its stream rules when it is a registry version.
fn load(
    reference: &Bound<'_, PyAny>,
    dialect: Dialect,
) -> PyResult<(Value, String, Option<RulesDocument>)> {
    if let Ok(text) = reference.extract::<String>() {
        let path = std::path::Path::new(&text);
        if !path.exists() && text.contains('@') {
            let (family, version) =
                eventspec_schema::resolve(&text).map_err(|error| contract_error(&text, &error))?;
            let rules = version.rules_document(family);
            return Ok((version.schema(family), text, Some(rules)));
        }
    }
    if let Ok(path) = reference.extract::<std::path::PathBuf>() {
        let label = path.display().to_string();
        let text = eventspec_schema::file::read_text(&path, eventspec_schema::file::MAX_FILE_BYTES)
            .map_err(|error| contract_error("cannot read the schema", &error))?;
        let mut value = serde_json::from_str(&text)
            .map_err(|error| contract_error(&format!("{label} is not JSON"), &error))?;
        dialect.apply(&mut value);
        return checked(value, label);
    }
    let mut value = crate::pyjson::schema(reference)?;
    dialect.apply(&mut value);
    checked(value, "<dict>".to_owned())
}

/// `value` if it is a contract drift compares, as `eventspec diff` refuses what `validate`
/// refuses.
fn checked(value: Value, label: String) -> PyResult<(Value, String, Option<RulesDocument>)> {
    let usable = format!("{label}: not usable as a contract");
    eventspec_schema::model::refuse_too_deep(&value)
        .map_err(|error| contract_error(&usable, &error))?;
    eventspec_validate::check_dialect(&value).map_err(|error| contract_error(&usable, &error))?;
    Ok((value, label, None))
}

/// Every change from `old` to `new` (each a registry version such as `"agentao.host@v2"`, a
/// schema file, or the schema as a dict), judged under `mode` (`"backward"`, `"forward"` or
/// `"full"`): the report `eventspec diff --format json` writes, as a dict. A schema that
/// declares no `$schema` is read in `dialect`, as `Validator` reads one.
#[pyfunction]
#[pyo3(signature = (old, new, *, mode="backward", dialect=None))]
pub fn diff<'py>(
    old: &Bound<'py, PyAny>,
    new: &Bound<'py, PyAny>,
    mode: &str,
    dialect: Option<&str>,
) -> PyResult<Bound<'py, PyAny>> {
    let mode = match mode {
        "backward" => Mode::Backward,
        "forward" => Mode::Forward,
        "full" => Mode::Full,
        other => {
            return Err(EventspecError::new_err(format!(
                "mode {other:?} is not one of \"backward\", \"forward\" and \"full\""
            )));
        }
    };
    let dialect = crate::contract::dialect(dialect)?;
    let (old_value, old_label, old_rules) = load(old, dialect)?;
    let (new_value, new_label, new_rules) = load(new, dialect)?;
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
