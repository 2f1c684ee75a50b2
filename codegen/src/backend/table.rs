//! The one shape of every backend's output: a table of files, each a template, the path it is
//! written to and the view it is rendered with. Views stay typed ([`serde::Serialize`] structs)
//! until [`render`] turns the whole table into a [`FileSet`].

use std::rc::Rc;

use serde::Serialize;

use crate::{error::CodegenError, fileset::FileSet, render::Renderer};

/// A view model a template is rendered with: any [`Serialize`] type.
pub trait View {
    /// Renders `template` with this view.
    fn render_with(&self, renderer: &Renderer, template: &str) -> Result<String, CodegenError>;
}

impl<T: Serialize> View for T {
    fn render_with(&self, renderer: &Renderer, template: &str) -> Result<String, CodegenError> {
        renderer.render(template, self)
    }
}

/// A view shared by the rows of a table that render it (an index and a README of one view).
pub type Shared = Rc<dyn View>;

/// `view`, shared by the rows that render it.
pub fn shared(view: impl Serialize + 'static) -> Shared {
    Rc::new(view)
}

/// What a file's text is made from.
pub enum Source {
    /// A template (by name, e.g. `python/family.py`), rendered with a view.
    Template(&'static str, Shared),
    /// Text as it is (an empty `py.typed` marker).
    Text(String),
    /// A runtime file (by name, e.g. `python/runtime.py`) as it is, after a header line.
    Runtime(&'static str, String),
}

/// One row of a backend's table: a file, relative to the output directory, and its source.
pub struct File {
    /// The file's path, relative to the output directory.
    pub path: String,
    /// What its text is made from.
    pub source: Source,
}

impl File {
    /// The file at `path`, `template` rendered with `view`.
    pub fn new(template: &'static str, path: impl Into<String>, view: &Shared) -> Self {
        Self {
            path: path.into(),
            source: Source::Template(template, Rc::clone(view)),
        }
    }

    /// The file at `path` holding the runtime file `name`, after the line `header` (a comment
    /// saying where the package came from).
    pub fn runtime(name: &'static str, path: impl Into<String>, header: String) -> Self {
        Self {
            path: path.into(),
            source: Source::Runtime(name, header),
        }
    }

    /// The file at `path` holding `text` as it is.
    pub fn text(path: impl Into<String>, text: impl Into<String>) -> Self {
        Self {
            path: path.into(),
            source: Source::Text(text.into()),
        }
    }
}

/// Renders every row of `table`, in order, into `files`.
pub fn render(
    table: Vec<File>,
    renderer: &Renderer,
    files: &mut FileSet,
) -> Result<(), CodegenError> {
    for file in table {
        let text = match file.source {
            Source::Template(template, view) => view.render_with(renderer, template)?,
            Source::Text(text) => text,
            Source::Runtime(name, header) => format!("{header}\n{}", renderer.runtime(name)?),
        };
        if files.contains(&file.path) {
            return Err(CodegenError::FileClash {
                path: file.path.into(),
            });
        }
        files.insert(file.path, text);
    }
    Ok(())
}
