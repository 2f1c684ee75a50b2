//! Typings generated from eventspec contracts.
//!
//! The pipeline: a canonical snapshot (JSON Schema) → the resolved contract
//! ([`eventspec_schema::model`], the one reader of JSON Schema structure) → [`lower`] → the
//! language-neutral [`model::Model`] → one backend per language ([`backend`]), each spelling
//! its language through [`lang`] and laid out by the one engine ([`layout`]) → handlebars
//! templates → a [`fileset::FileSet`], written or checked against the checked-in `generated/`
//! tree.

pub mod api;
pub mod backend;
pub mod error;
pub mod fileset;
pub mod lang;
pub mod layout;
pub mod lower;
pub mod model;
pub mod naming;
pub mod package;
pub mod render;

pub use error::CodegenError;
pub use lower::lower;

use backend::{Backend, Input, Settings};
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
    /// The backend that generates this language's package.
    pub fn backend(self) -> &'static dyn Backend {
        match self {
            Self::TypeScript => &backend::typescript::TypeScript,
            Self::Python => &backend::python::Python,
            Self::TypeScriptZod => &backend::zod::Zod,
            Self::PythonPydantic => &backend::pydantic::Pydantic,
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
        backend::generate(language.backend(), inputs, settings, renderer, &mut files)?;
    }
    Ok(files)
}
