//! TypeScript: one module per family version, an index, and the npm package around them.
//!
//! Decisions: every property is `readonly` (events are facts received, not state to edit;
//! object literals still build them); absent (`?:`) and nullable (`| null`) stay distinct, as the
//! schema says; an open union gets an `Unknown…` type and an `isKnown…` guard, so an unknown
//! event is handled without a cast. The modules are written as Prettier would format them
//! ([`crate::lang::typescript`], laid out by [`crate::layout`]).

mod checks;
mod family;
mod index;
mod site;
mod types;
mod validator;
mod view;

use serde::Serialize;

use self::family::{exported_names, family_view, runtime_module};
use super::{
    Assembly, Backend, Module, Unit,
    table::{File, shared},
};
use crate::{
    error::CodegenError,
    lang::typescript::{doc_lines, jsdoc},
};

/// The plain TypeScript typings: an npm package under `typescript/`.
pub struct TypeScript;

/// A family version's validator module.
#[derive(Serialize)]
pub(super) struct ValidateView {
    pub(super) header: String,
    /// The module's JSDoc (a `@module` block).
    pub(super) doc: String,
    pub(super) module: validator::ValidatorModule,
}

impl Backend for TypeScript {
    fn owned(&self) -> &'static [&'static str] {
        &["typescript/src"]
    }

    fn module_paths(&self) -> &'static str {
        "TypeScript file names"
    }

    fn module(&self, unit: &Unit<'_>) -> Result<Module, CodegenError> {
        let model = &unit.input.model;
        let path = unit.names.path();
        let view = family_view(unit.input, unit.settings)?;
        let checks = ValidateView {
            header: view.header.clone(),
            doc: {
                let mut doc = doc_lines(&crate::api::validator_module(&model.label()));
                doc.push("@module".to_owned());
                jsdoc(&doc, "")
            },
            module: validator::module(model, runtime_module(model)),
        };
        let validate = format!("typescript/src/{}.ts", validator::module_name(&path));
        Ok(Module {
            exports: exported_names(&view),
            files: vec![
                File::new(
                    "typescript/family.ts",
                    format!("typescript/src/{path}.ts"),
                    &shared(view),
                ),
                File::new("typescript/validate.ts", validate, &shared(checks)),
            ],
            paths: Vec::new(),
        })
    }

    fn package(&self, assembly: &Assembly<'_>) -> Result<Vec<File>, CodegenError> {
        index::files(assembly)
    }
}
