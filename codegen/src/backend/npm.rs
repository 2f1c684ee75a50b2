//! The npm package around a TypeScript output (the plain typings and the zod flavour alike): its
//! namespaces and subpath exports, and its manifests.
//!
//! Decisions: every package is dual, built twice by `tsc` (ES modules under `dist/esm`, CommonJS
//! under `dist/cjs` with a `package.json` saying so), with conditional exports whose `types` sit
//! beside the code of each condition, so ESM, CommonJS and bundler consumers all resolve both
//! (attw and publint clean); `typesVersions` gives the subpaths to resolvers that predate
//! `exports`. Each family is a subpath at its current version (`./agentao-host`) and each version
//! one of its own (`./agentao-host/v1`).

use serde::Serialize;
use serde_json::Value;

use super::{
    Input, Modules, Settings,
    table::{File, shared},
};
use crate::naming::pascal;

/// One subpath export of an npm package: `@eventspec/events/agentao-host/v1`.
#[derive(Debug, Clone, Serialize)]
pub struct Subpath {
    /// The subpath without its `./`, e.g. `agentao-host` (a family's current version) or
    /// `agentao-host/v1`.
    pub subpath: String,
    /// The module without extension, relative to `src` and `dist/*`, e.g. `agentao_host/v3`.
    pub module: String,
}

/// A namespace the package index exports a module as, with its subpath export.
#[derive(Debug, Clone)]
pub struct Entry {
    /// The namespace, e.g. `agentaoHostV1`, or `agentaoHost` for the current version.
    pub namespace: String,
    /// The subpath export of the same module.
    pub subpath: Subpath,
}

/// The path of a module as the index imports it, as a string literal: `"./agentao_host/v1.js"`.
pub fn literal(names: &Modules) -> String {
    Value::String(format!("./{}.js", names.path())).to_string()
}

/// The namespaces and subpaths of the module of `input`: one for its version, and one for its
/// family when it is the family's current version (or has no version).
pub fn entries(input: &Input, names: &Modules) -> Vec<Entry> {
    let path = names.path();
    let base = camel(&names.family);
    let family = names.family.replace('_', "-");
    let mut pairs = Vec::new();
    if let Some(version) = &names.version {
        pairs.push((
            format!("{base}{}", pascal(version)),
            format!("{family}/{version}"),
        ));
    }
    if input.current || names.version.is_none() {
        pairs.push((base, family));
    }
    (pairs.into_iter())
        .map(|(namespace, subpath)| Entry {
            namespace,
            subpath: Subpath {
                subpath,
                module: path.clone(),
            },
        })
        .collect()
}

/// `snake_case` → `camelCase`, the spelling of a family's namespace.
pub fn camel(snake: &str) -> String {
    let pascal = pascal(snake);
    let mut chars = pascal.chars();
    match chars.next() {
        Some(first) => first.to_ascii_lowercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}

/// A runtime dependency of a package, as its manifest declares it.
#[derive(Debug, Clone, Serialize)]
pub struct Dependency {
    /// The npm package name.
    pub name: &'static str,
    /// The semver range, e.g. `^4.0.0`.
    pub range: &'static str,
}

/// What the manifests of an npm package print.
#[derive(Serialize)]
struct Manifest {
    version: String,
    /// The npm package name.
    name: String,
    /// The description, as a JSON string.
    description: String,
    /// The SPDX licence expression, or `UNLICENSED` when none was chosen, as a JSON string.
    license: String,
    /// The subpath exports besides the root, sorted.
    subpaths: Vec<Subpath>,
    /// The runtime dependencies.
    dependencies: Vec<Dependency>,
}

/// The rows of `package.json`, `tsconfig.json` and `tsconfig.cjs.json` of the package named
/// `name` under `folder`, described by `description`, exporting `subpaths`.
pub fn manifests(
    settings: &Settings,
    (folder, name, description): (&str, String, String),
    mut subpaths: Vec<Subpath>,
    dependencies: &[Dependency],
) -> Vec<File> {
    subpaths.sort_by(|a, b| a.subpath.cmp(&b.subpath));
    let package = &settings.package;
    let manifest = shared(Manifest {
        version: settings.package_version.clone(),
        name,
        description: Value::String(description).to_string(),
        license: Value::String(package.license.clone().unwrap_or("UNLICENSED".into())).to_string(),
        subpaths,
        dependencies: dependencies.to_vec(),
    });
    [
        ("npm/package.json", "package.json"),
        ("npm/tsconfig.json", "tsconfig.json"),
        ("npm/tsconfig.cjs.json", "tsconfig.cjs.json"),
    ]
    .into_iter()
    .map(|(template, file)| File::new(template, format!("{folder}/{file}"), &manifest))
    .collect()
}

#[cfg(test)]
mod tests {
    use super::camel;

    #[test]
    fn a_family_module_is_a_camel_case_namespace() {
        assert_eq!(camel("agentao_host"), "agentaoHost");
        assert_eq!(camel("we0"), "we0");
        assert_eq!(camel(""), "");
    }
}
