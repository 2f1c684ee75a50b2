//! The handlebars registry: built-in templates (embedded in the binary, registered from one
//! table), a user's overrides by file name, strict mode, no HTML escaping. Templates only print a
//! view model the backends prepared; they make no decisions. Beside them, the runtime files:
//! modules copied into the packages as they are, overridable by file name too.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::Path,
};

use eventspec_schema::file;
use handlebars::{
    Handlebars,
    template::{Parameter, Template, TemplateElement},
};
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
        "typescript/validate.ts",
        include_str!("../templates/typescript/validate.ts.hbs"),
    ),
    (
        "typescript/README.md",
        include_str!("../templates/typescript/README.md.hbs"),
    ),
    (
        "npm/package.json",
        include_str!("../templates/npm/package.json.hbs"),
    ),
    (
        "npm/tsconfig.json",
        include_str!("../templates/npm/tsconfig.json.hbs"),
    ),
    (
        "npm/tsconfig.cjs.json",
        include_str!("../templates/npm/tsconfig.cjs.json.hbs"),
    ),
    (
        "python/family.py",
        include_str!("../templates/python/family.py.hbs"),
    ),
    (
        "python/validate.py",
        include_str!("../templates/python/validate.py.hbs"),
    ),
    (
        "python/package_init.py",
        include_str!("../templates/python/package_init.py.hbs"),
    ),
    (
        "python/README.md",
        include_str!("../templates/python/README.md.hbs"),
    ),
    (
        "python/pyproject.toml",
        include_str!("../templates/python/pyproject.toml.hbs"),
    ),
    (
        "pydantic/family.py",
        include_str!("../templates/pydantic/family.py.hbs"),
    ),
    (
        "pydantic/package_init.py",
        include_str!("../templates/pydantic/package_init.py.hbs"),
    ),
    (
        "pydantic/README.md",
        include_str!("../templates/pydantic/README.md.hbs"),
    ),
    (
        "pydantic/pyproject.toml",
        include_str!("../templates/pydantic/pyproject.toml.hbs"),
    ),
    (
        "zod/family.ts",
        include_str!("../templates/zod/family.ts.hbs"),
    ),
    (
        "zod/index.ts",
        include_str!("../templates/zod/index.ts.hbs"),
    ),
    (
        "zod/README.md",
        include_str!("../templates/zod/README.md.hbs"),
    ),
];

/// Every runtime file: its name (the path the packages' own folder gives it, as
/// `--templates` overrides it) and text. They are real TypeScript and Python modules, checked
/// where they stand (`codegen/runtime/`), and copied into the packages as they are, after a
/// header line.
pub const RUNTIME: &[(&str, &str)] = &[
    (
        "typescript/runtime.ts",
        include_str!("../runtime/typescript/runtime.ts"),
    ),
    (
        "typescript/_numbers.ts",
        include_str!("../runtime/typescript/_numbers.ts"),
    ),
    (
        "typescript/stream.ts",
        include_str!("../runtime/typescript/stream.ts"),
    ),
    (
        "typescript/values.ts",
        include_str!("../runtime/typescript/values.ts"),
    ),
    (
        "zod/runtime.ts",
        include_str!("../runtime/typescript/zod.ts"),
    ),
    (
        "python/runtime.py",
        include_str!("../runtime/python/_runtime.py"),
    ),
    (
        "python/numbers.py",
        include_str!("../runtime/python/_numbers.py"),
    ),
    (
        "python/stream.py",
        include_str!("../runtime/python/_stream.py"),
    ),
    (
        "python/values.py",
        include_str!("../runtime/python/_values.py"),
    ),
    (
        "pydantic/runtime.py",
        include_str!("../runtime/python/_pydantic.py"),
    ),
];

/// Renders view models with the built-in templates, or a user's, and gives the runtime files.
pub struct Renderer {
    registry: Handlebars<'static>,
    runtime: BTreeMap<&'static str, String>,
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
        refuse_recursion(&registry)?;
        let mut runtime = BTreeMap::new();
        for (name, text) in RUNTIME {
            let text = match overrides {
                Some(dir) => runtime_override(dir, name)?.unwrap_or_else(|| (*text).to_owned()),
                None => (*text).to_owned(),
            };
            runtime.insert(*name, text);
        }
        Ok(Self { registry, runtime })
    }

    /// The text of the runtime file `name` (one of [`RUNTIME`]).
    pub fn runtime(&self, name: &str) -> Result<&str, CodegenError> {
        self.runtime
            .get(name)
            .map(String::as_str)
            .ok_or_else(|| CodegenError::Template {
                template: name.to_owned(),
                message: "no runtime file has this name".to_owned(),
            })
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

/// A user's runtime file `name` under `dir`, as it is; `<name>.hbs`, which named it when it was a
/// template, is refused by name rather than silently not used.
fn runtime_override(dir: &Path, name: &str) -> Result<Option<String>, CodegenError> {
    let template = dir.join(format!("{name}.hbs"));
    if template.exists() {
        return Err(CodegenError::Template {
            template: name.to_owned(),
            message: format!(
                "{} is a runtime file, copied as it is, not a template: rename it to {}",
                template.display(),
                dir.join(name).display()
            ),
        });
    }
    let path = dir.join(name);
    // A path that exists but is not a regular file is refused by name, as a template's is.
    (path.exists())
        .then(|| file::read_text(&path, file::MAX_FILE_BYTES))
        .transpose()
        .map_err(CodegenError::from)
}

/// Refuses templates whose partials include each other in a cycle (`{{> a}}` in `b` and
/// `{{> b}}` in `a`, an inline partial that includes itself): rendering them would recurse
/// until the stack overflows. Handlebars only catches a template that includes itself by name;
/// this looks at every partial a template or inline partial can include, before anything is
/// rendered. A partial named by an expression cannot be followed, so it is refused too.
fn refuse_recursion(registry: &Handlebars<'_>) -> Result<(), CodegenError> {
    let mut includes = BTreeMap::<String, BTreeSet<String>>::new();
    let mut templates: Vec<(&String, &Template)> = registry.get_templates().iter().collect();
    templates.sort_by_key(|(name, _)| *name);
    for (name, template) in templates {
        collect_includes(name, template, &mut includes)?;
    }
    // Depth-first from every partial, with the path so far: a partial met again on the path
    // closes a cycle. One cycle is reported per start; what it went through is not walked again.
    let mut done = BTreeSet::new();
    let mut cycles = Vec::new();
    for start in includes.keys() {
        if done.contains(start.as_str()) {
            continue;
        }
        let mut path = vec![start.as_str()];
        let mut stack = vec![includes[start].iter()];
        while let Some(next) = stack.last_mut().map(Iterator::next) {
            let Some(next) = next else {
                stack.pop();
                done.insert(path.pop().unwrap_or_default());
                continue;
            };
            if let Some(at) = path.iter().position(|name| name == next) {
                let cycle: Vec<String> = path[at..]
                    .iter()
                    .chain([&next.as_str()])
                    .map(|name| format!("`{name}`"))
                    .collect();
                cycles.push((path[at].to_owned(), cycle.join(" → ")));
                done.extend(path.drain(..));
                break;
            }
            if !done.contains(next.as_str())
                && let Some(children) = includes.get(next)
            {
                path.push(next);
                stack.push(children.iter());
            }
        }
    }
    let Some((first, _)) = cycles.first() else {
        return Ok(());
    };
    let cycles: Vec<&str> = cycles.iter().map(|(_, cycle)| cycle.as_str()).collect();
    Err(CodegenError::Template {
        template: first.clone(),
        message: format!(
            "partials include each other without end: {}; a partial may not include itself, \
             directly or through others",
            cycles.join("; ")
        ),
    })
}

/// Adds to `includes` the partials that `template` (the body of the partial `name`) includes,
/// and the inline partials it defines, with theirs.
fn collect_includes(
    name: &str,
    template: &Template,
    includes: &mut BTreeMap<String, BTreeSet<String>>,
) -> Result<(), CodegenError> {
    includes.entry(name.to_owned()).or_default();
    for element in &template.elements {
        match element {
            TemplateElement::HelperBlock(helper) => {
                for inner in [&helper.template, &helper.inverse].into_iter().flatten() {
                    collect_includes(name, inner, includes)?;
                }
            }
            TemplateElement::DecoratorBlock(decorator)
                if decorator.name.as_name() == Some("inline") =>
            {
                let inline = match decorator.params.first() {
                    Some(Parameter::Literal(serde_json::Value::String(inline))) => inline,
                    _ => return Err(unfollowable(name, "an inline partial")),
                };
                if let Some(body) = &decorator.template {
                    collect_includes(inline, body, includes)?;
                }
            }
            TemplateElement::PartialExpression(partial)
            | TemplateElement::PartialBlock(partial) => {
                let included = match (&partial.name, partial.name.as_name()) {
                    (_, Some(included)) => included.to_owned(),
                    (Parameter::Literal(serde_json::Value::String(included)), _) => {
                        included.clone()
                    }
                    _ => return Err(unfollowable(name, "a partial")),
                };
                if included != "@partial-block" {
                    includes
                        .entry(name.to_owned())
                        .or_default()
                        .insert(included);
                }
                if let Some(body) = &partial.template {
                    collect_includes(name, body, includes)?;
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn unfollowable(template: &str, what: &str) -> CodegenError {
    CodegenError::Template {
        template: template.to_owned(),
        message: format!(
            "{what} is named by an expression; name it with a literal, so that the templates \
             can be checked for partials that include each other"
        ),
    }
}

/// Writes the built-in templates (`<name>.hbs`) and runtime files (`<name>`) under `dir`, as a
/// starting point for overrides.
pub fn export_templates(dir: &Path) -> Result<Vec<std::path::PathBuf>, CodegenError> {
    let mut written = Vec::new();
    let templates = TEMPLATES
        .iter()
        .map(|(name, text)| (format!("{name}.hbs"), text));
    let runtime = RUNTIME
        .iter()
        .map(|(name, text)| ((*name).to_owned(), text));
    for (name, text) in templates.chain(runtime) {
        let path = dir.join(name);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A renderer with `overrides` (template name, text) written into a temporary directory.
    fn with(overrides: &[(&str, &str)]) -> Result<Renderer, CodegenError> {
        let dir = tempfile::tempdir().expect("temp dir");
        for (name, text) in overrides {
            let path = dir.path().join(format!("{name}.hbs"));
            fs::create_dir_all(path.parent().expect("a parent")).expect("create");
            fs::write(path, text).expect("write");
        }
        Renderer::new(Some(dir.path()))
    }

    fn message(result: Result<Renderer, CodegenError>) -> String {
        result.err().expect("refused").to_string()
    }

    #[test]
    fn partials_that_include_each_other_are_refused_by_name() {
        let inline = message(with(&[(
            "typescript/family.ts",
            "{{#*inline \"again\"}}x{{> again}}{{/inline}}{{> again}}",
        )]));
        assert!(inline.contains("`again` → `again`"), "{inline}");
        let mutual = message(with(&[
            (
                "typescript/index.ts",
                "{{#if x}}{{> python/README.md}}{{/if}}",
            ),
            (
                "python/README.md",
                "{{#each y}}{{> typescript/index.ts}}{{/each}}",
            ),
        ]));
        assert!(
            mutual.contains("`python/README.md` → `typescript/index.ts` → `python/README.md`"),
            "{mutual}"
        );
        let through_inline = message(with(&[(
            "python/family.py",
            "{{#*inline \"a\"}}{{> b}}{{/inline}}{{#*inline \"b\"}}{{#> a}}{{/a}}{{/inline}}{{> a}}",
        )]));
        assert!(
            through_inline.contains("`a` → `b` → `a`"),
            "{through_inline}"
        );
        let dynamic = message(with(&[(
            "python/family.py",
            "{{#*inline name}}{{> x}}{{/inline}}",
        )]));
        assert!(
            dynamic.contains("python/family.py") && dynamic.contains("named by an expression"),
            "{dynamic}"
        );
    }

    #[test]
    fn partials_used_more_than_once_without_a_cycle_render() {
        let renderer = with(&[(
            "typescript/README.md",
            "{{#*inline \"b\"}}[{{x}}]{{/inline}}{{#*inline \"a\"}}{{> b}}{{> b}}{{/inline}}{{> a}}{{> a}}",
        )])
        .expect("no cycle");
        let text = renderer
            .render("typescript/README.md", &serde_json::json!({"x": 1}))
            .expect("renders");
        assert_eq!(text, "[1][1][1][1]");
    }

    #[test]
    fn a_template_that_is_not_a_regular_file_is_refused_by_name() {
        let dir = tempfile::tempdir().expect("temp dir");
        fs::create_dir_all(dir.path().join("python/README.md.hbs")).expect("a directory");
        let error = message(Renderer::new(Some(dir.path())));
        assert!(
            error.contains("README.md.hbs: is a directory, not a regular file"),
            "{error}"
        );
    }
}
