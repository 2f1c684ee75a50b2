//! Python: one module of `TypedDict`s per family version, a package per family, and the
//! pip-installable package around them (Python 3.9 and later, with `typing_extensions`).
//!
//! Decisions: `Required`/`NotRequired` on every field, so absent and `None` stay distinct; the
//! guards are `TypeGuard`s (pyright cannot rule out that a `TypedDict` of one event type is also
//! one of another, so a `TypeIs` would narrow to an intersection of both); annotations are never
//! evaluated (`from __future__ import annotations`) and every evaluated reference to a named type
//! among the definitions is quoted, so they may come in any order and recursive types work (the
//! union, written after all of them, names its members bare); a type or field
//! whose name is not an identifier, or is a keyword, uses the functional `TypedDict` form so the
//! wire name is kept exactly; a field whose schema is `false` (it must be absent) is left out, as
//! `TypedDict` cannot say "never present". The modules are written as `ruff format` would
//! format them ([`crate::lang::python`]), and clean under `ruff check` with pyupgrade, bugbear
//! and isort.
//! Each family module's checks are written out, one function per type, in a private module
//! beside it ([`validator`]): nothing interprets a descriptor at run time.

mod annotation;
mod checks;
mod family;
mod package;
mod site;
mod types;
mod validator;
mod view;

use self::family::family_view;
use super::{
    Assembly, Backend, Module, Unit,
    table::{File, shared},
};
use crate::error::CodegenError;

/// The plain Python typings: a pip-installable package under `python/`.
pub struct Python;

impl Backend for Python {
    fn owned(&self) -> &'static [&'static str] {
        &["python/src"]
    }

    fn module_paths(&self) -> &'static str {
        "Python module names"
    }

    fn module(&self, unit: &Unit<'_>) -> Result<Module, CodegenError> {
        let root = format!("python/src/{}", unit.settings.package.module);
        let view = family_view(unit.input, unit.settings)?;
        let (checks_path, checks) = validator::view(&unit.input.model, unit.names, &view);
        let exports = (view.exports.iter())
            .map(|export| export.trim_matches('"').to_owned())
            .collect();
        Ok(Module {
            files: vec![
                File::new(
                    "python/family.py",
                    format!("{root}/{}.py", unit.names.path()),
                    &shared(view),
                ),
                File::new(
                    "python/validate.py",
                    format!("{root}/{checks_path}.py"),
                    &shared(checks),
                ),
            ],
            paths: vec![checks_path],
            exports,
        })
    }

    fn package(&self, assembly: &Assembly<'_>) -> Result<Vec<File>, CodegenError> {
        package::files(assembly)
    }
}
