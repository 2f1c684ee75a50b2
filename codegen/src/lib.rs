//! Typings generated from eventspec contracts.
//!
//! The pipeline: a canonical snapshot (JSON Schema) → the resolved contract
//! ([`eventspec_schema::model`], the one reader of JSON Schema structure) → [`lower`] → the
//! language-neutral [`model::Model`] → one backend per language ([`backend`]) → handlebars
//! templates → a [`fileset::FileSet`], written or checked against the checked-in `generated/`
//! tree.

pub mod backend;
pub mod error;
pub mod fileset;
pub mod lower;
pub mod model;
pub mod naming;
pub mod package;
pub mod render;

pub use error::CodegenError;
pub use lower::lower;

use backend::{Input, Settings};
use fileset::FileSet;
use render::Renderer;

/// A language typings are generated for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Language {
    /// An npm package under `typescript/`.
    TypeScript,
    /// A pip-installable package under `python/`.
    Python,
    /// The zod flavour of TypeScript: an npm package under `typescript-zod/`.
    TypeScriptZod,
    /// The pydantic flavour of Python: a pip-installable package under `python-pydantic/`.
    PythonPydantic,
}

impl Language {
    /// The directories under the output directory that this language's generator owns whole.
    pub fn owned(self) -> &'static [&'static str] {
        match self {
            Self::TypeScript => backend::typescript::OWNED,
            Self::Python => backend::python::OWNED,
            Self::PythonPydantic => backend::pydantic::OWNED,
            Self::TypeScriptZod => backend::zod::OWNED,
        }
    }
}

/// Generates the typings of `inputs` in each of `languages`, as one file set relative to the
/// output directory.
pub fn generate(
    inputs: &[Input],
    languages: &[Language],
    settings: &Settings,
    renderer: &Renderer,
) -> Result<FileSet, CodegenError> {
    let mut files = FileSet::default();
    for language in languages {
        match language {
            Language::TypeScript => {
                backend::typescript::generate(inputs, settings, renderer, &mut files)?
            }
            Language::Python => backend::python::generate(inputs, settings, renderer, &mut files)?,
            Language::TypeScriptZod => {
                backend::zod::generate(inputs, settings, renderer, &mut files)?
            }
            Language::PythonPydantic => {
                backend::pydantic::generate(inputs, settings, renderer, &mut files)?
            }
        }
    }
    Ok(files)
}
