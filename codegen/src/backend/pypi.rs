//! The pip-installable package around a Python output (the plain typings and the pydantic
//! flavour alike): each family's modules, and the strings of its `pyproject.toml`.

use std::collections::BTreeMap;

use serde_json::Value;

use super::Generated;

/// A family's version modules, the current one, and the names the current (or only) module
/// exports.
#[derive(Default)]
pub struct FamilyModules {
    /// The version modules.
    pub versions: Vec<String>,
    /// The current version's module.
    pub current: Option<String>,
    /// The names the current (or only) module exports.
    pub names: Vec<String>,
}

/// The families of `modules` by module name: each one's versions, its current version and the
/// names its current (or only) module exports.
pub fn families(modules: &[Generated<'_>]) -> BTreeMap<String, FamilyModules> {
    let mut families: BTreeMap<String, FamilyModules> = BTreeMap::new();
    for module in modules {
        let names = &module.names;
        let entry = families.entry(names.family.clone()).or_default();
        if module.input.current || names.version.is_none() {
            entry.names = module.exports.clone();
        }
        if let Some(version) = &names.version {
            entry.versions.push(version.clone());
            if module.input.current {
                entry.current = Some(version.clone());
            }
        }
    }
    families
}

/// `text` as a TOML basic string: a JSON string of text without control characters (which
/// `Package` refuses) is one, `\"` and `\\` being its only escapes.
pub fn toml_string(text: &str) -> String {
    Value::String(text.to_owned()).to_string()
}
