//! The handlebars registry: built-in templates (embedded in the binary, registered from one
//! table), a user's overrides by file name, strict mode, no HTML escaping. Templates only print a
//! view model the backends prepared; they make no decisions.

use std::{fs, path::Path};

use eventspec_schema::file;
use handlebars::Handlebars;
use serde::Serialize;

use crate::error::CodegenError;

/// Every built-in template: its name (its path under `templates/`, without `.hbs`) and text.
pub const TEMPLATES: &[(&str, &str)] = &[
    (
        "typescript/family.ts",
        include_str!("../templates/typescript/family.ts.hbs"),
    ),
    (
        "typescript/index.ts",
        include_str!("../templates/typescript/index.ts.hbs"),
    ),
    (
        "typescript/runtime.ts",
        include_str!("../templates/typescript/runtime.ts.hbs"),
    ),
    (
        "typescript/README.md",
        include_str!("../templates/typescript/README.md.hbs"),
    ),
    (
        "typescript/package.json",
        include_str!("../templates/typescript/package.json.hbs"),
    ),
    (
        "typescript/tsconfig.json",
        include_str!("../templates/typescript/tsconfig.json.hbs"),
    ),
    (
        "python/family.py",
        include_str!("../templates/python/family.py.hbs"),
    ),
    (
        "python/package_init.py",
        include_str!("../templates/python/package_init.py.hbs"),
    ),
    (
        "python/runtime.py",
        include_str!("../templates/python/runtime.py.hbs"),
    ),
    (
        "python/README.md",
        include_str!("../templates/python/README.md.hbs"),
    ),
    (
        "python/pyproject.toml",
        include_str!("../templates/python/pyproject.toml.hbs"),
    ),
];

/// Renders view models with the built-in templates, or a user's.
pub struct Renderer {
    registry: Handlebars<'static>,
}

impl Renderer {
    /// The built-in templates, each replaced by `<dir>/<name>.hbs` when `overrides` has one.
    pub fn new(overrides: Option<&Path>) -> Result<Self, CodegenError> {
        let mut registry = Handlebars::new();
        registry.set_strict_mode(true);
        registry.set_prevent_indent(true);
        registry.register_escape_fn(handlebars::no_escape);
        for (name, text) in TEMPLATES {
            let text = match overrides.map(|dir| dir.join(format!("{name}.hbs"))) {
                // A path that exists but is not a regular file (a device, a pipe) is refused
                // by name, not read and not silently skipped.
                Some(path) if path.exists() => file::read_text(&path, file::MAX_FILE_BYTES)?,
                _ => (*text).to_owned(),
            };
            registry
                .register_template_string(name, text)
                .map_err(|error| CodegenError::Template {
                    template: (*name).to_owned(),
                    message: error.to_string(),
                })?;
        }
        Ok(Self { registry })
    }

    /// Renders `template` with `data`.
    pub fn render(&self, template: &str, data: &impl Serialize) -> Result<String, CodegenError> {
        self.registry
            .render(template, data)
            .map_err(|error| CodegenError::Template {
                template: template.to_owned(),
                message: error.to_string(),
            })
    }
}

/// Writes the built-in templates under `dir`, as a starting point for overrides.
pub fn export_templates(dir: &Path) -> Result<Vec<std::path::PathBuf>, CodegenError> {
    let mut written = Vec::new();
    for (name, text) in TEMPLATES {
        let path = dir.join(format!("{name}.hbs"));
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).map_err(|source| CodegenError::Io {
                path: parent.to_path_buf(),
                source,
            })?;
        }
        fs::write(&path, text).map_err(|source| CodegenError::Io {
            path: path.clone(),
            source,
        })?;
        written.push(path);
    }
    Ok(written)
}
