//! Checks on a generated file set that need no interpreter: no file holds a raw C0 control
//! character but the line break and the tab (schema text reaches comments, docstrings and
//! string literals escaped: a raw CR ends a comment in both languages, a NUL makes Python
//! source invalid; a tab is legal in both languages' string literals, and left raw there), no
//! TypeScript `//` comment holds U+2028 or U+2029 (line terminators in JavaScript, which would
//! end the comment; in string literals they are legal, as DEL and C1 characters are anywhere),
//! and every relative import names a module the set has, and names that module defines.
//! Python: `from .x import a, b`, `from .. import x` and `from ._y import (...)`; TypeScript:
//! `import { a, type B } from "./x.js"`, `export * from "../y.js"`. A failed check panics with
//! the file and what it found, so libFuzzer keeps the input. `fuzz/replay_imports.py` then
//! imports and compiles what these checks cannot see.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Component, Path, PathBuf},
};

/// The files of a generated set, by path.
pub type Files<'a> = BTreeMap<PathBuf, &'a str>;

/// What each module of a set defines, by path.
type Names<T> = BTreeMap<PathBuf, T>;

/// What each file of `files` with extension `ext` defines, by `read`.
fn names<T>(files: &Files<'_>, ext: &str, read: fn(&str) -> T) -> Names<T> {
    (files.iter())
        .filter(|(path, _)| path.extension().is_some_and(|e| e == ext))
        .map(|(path, text)| (path.clone(), read(text)))
        .collect()
}

/// Checks every file of `files`.
pub fn check(files: &Files<'_>) {
    let python_names = names(files, "py", python_names);
    let typescript_names = names(files, "ts", typescript_names);
    for (path, text) in files {
        if let Some(c) = text.chars().find(|&c| c < ' ' && c != '\n' && c != '\t') {
            panic!("{}: a raw control character {c:?}", path.display());
        }
        match path.extension().and_then(|e| e.to_str()) {
            Some("py") => python(files, &python_names, path, text),
            Some("ts") => {
                let comment = (text.lines()).find(|line| {
                    line.trim_start().starts_with("//") && line.contains(['\u{2028}', '\u{2029}'])
                });
                if let Some(line) = comment {
                    panic!(
                        "{}: a line terminator in the comment {line:?}",
                        path.display()
                    );
                }
                typescript(files, &typescript_names, path, text)
            }
            _ => {}
        }
    }
}

/// `base` joined with the relative `rest` (`..` steps up), or `None` above the root.
fn join(base: &Path, rest: &str) -> Option<PathBuf> {
    let mut out = base.to_path_buf();
    for part in Path::new(rest).components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    return None;
                }
            }
            Component::Normal(name) => out.push(name),
            _ => return None,
        }
    }
    Some(out)
}

/// The module statements of Python source at top level, outside triple-quoted strings
/// (docstrings may hold any text), each joined onto one line when parenthesised.
fn python_statements(text: &str) -> Vec<String> {
    let (mut out, mut in_string, mut open): (Vec<String>, bool, Option<String>) =
        (Vec::new(), false, None);
    for line in text.lines() {
        if let Some(statement) = open.as_mut() {
            statement.push(' ');
            statement.push_str(line.trim());
            if line.contains(')') {
                out.extend(open.take());
            }
            continue;
        }
        let starts_in_string = in_string;
        if line.matches("\"\"\"").count() % 2 == 1 {
            in_string = !in_string;
        }
        if starts_in_string || !line.starts_with("from ") {
            continue;
        }
        if line.contains('(') && !line.contains(')') {
            open = Some(line.to_owned());
        } else {
            out.push(line.to_owned());
        }
    }
    assert!(open.is_none(), "an import's parenthesis is never closed");
    out
}

/// The names an import list binds from its module (`a`, `b as c` → `a`, `b`).
fn imported_names(list: &str) -> Vec<&str> {
    let list = list.trim().trim_start_matches('(').trim_end_matches(')');
    (list.split(','))
        .map(|name| name.split(" as ").next().unwrap_or("").trim())
        .filter(|name| !name.is_empty())
        .collect()
}

/// The Python module file of dotted `module` under `dir`: `m.py` or `m/__init__.py`.
fn python_module(files: &Files<'_>, dir: &Path, module: &str) -> Option<PathBuf> {
    let base = dir.join(module.replace('.', "/"));
    let candidates = [base.with_extension("py"), base.join("__init__.py")];
    candidates.into_iter().find(|path| files.contains_key(path))
}

/// The names the Python module `text` binds at top level (a class, function, assignment,
/// annotation or `from … import`).
fn python_names(text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for line in top_level(text) {
        let rest = (["class ", "def "].iter())
            .find_map(|keyword| line.strip_prefix(keyword))
            .unwrap_or(line);
        let end = (rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))).unwrap_or(rest.len());
        let (name, after) = rest.split_at(end);
        if !name.is_empty() && (after.is_empty() || after.starts_with([' ', '=', ':', '('])) {
            names.insert(name.to_owned());
        }
    }
    for statement in python_statements(text) {
        if let Some((_, list)) = statement.split_once(" import ") {
            let list = list.trim().trim_start_matches('(').trim_end_matches(')');
            for item in list.split(',') {
                names.insert(item.split(" as ").last().unwrap_or("").trim().to_owned());
            }
        }
    }
    names
}

/// The lines of Python source at top level, those of a top-level `if`/`else`/`try` block
/// (`if TYPE_CHECKING:`) unindented with them.
fn top_level(text: &str) -> impl Iterator<Item = &str> {
    let blocks = ["if ", "else:", "try:", "except"];
    let mut in_block = false;
    text.lines().filter_map(move |line| {
        if !line.starts_with(' ') {
            in_block = blocks.iter().any(|block| line.starts_with(block));
            Some(line)
        } else if in_block {
            line.strip_prefix("    ")
                .filter(|rest| !rest.starts_with(' '))
        } else {
            None
        }
    })
}

/// Checks the relative imports of the Python module at `path`.
fn python(files: &Files<'_>, names: &Names<BTreeSet<String>>, path: &Path, text: &str) {
    for statement in python_statements(text) {
        let Some((from, list)) = statement["from ".len()..].split_once(" import ") else {
            panic!("{}: unreadable import `{statement}`", path.display());
        };
        let dots = from.len() - from.trim_start_matches('.').len();
        if dots == 0 {
            continue;
        }
        let up = "../".repeat(dots - 1);
        let dir = path.parent().and_then(|parent| join(parent, &up));
        let dir = dir.unwrap_or_else(|| panic!("{}: `{statement}` leaves the set", path.display()));
        let module = &from[dots..];
        // `from . import x` reads the package's `__init__.py`, or its module `x`.
        let target = python_module(
            files,
            &dir,
            if module.is_empty() {
                "__init__"
            } else {
                module
            },
        );
        for name in imported_names(list) {
            let submodule = module.is_empty() && python_module(files, &dir, name).is_some();
            let defined =
                (target.as_ref()).is_some_and(|target| names[target.as_path()].contains(name));
            assert!(
                submodule || defined,
                "{}: `{statement}`: no module or definition `{name}` (module {:?})",
                path.display(),
                target
            );
        }
        if !module.is_empty() {
            assert!(
                target.is_some(),
                "{}: `{statement}` names no file of the package",
                path.display()
            );
        }
    }
}

/// The TypeScript `import`/`export … from "./x.js"` statements of `text` at top level, each on
/// one line: (the statement up to `from`, the relative specifier).
fn typescript_statements(text: &str) -> Vec<(String, String)> {
    let lists = ["import {", "export {", "import type {", "export type {"];
    let (mut out, mut open): (Vec<(String, String)>, Option<String>) = (Vec::new(), None);
    for line in text.lines() {
        if let Some(statement) = open.as_mut() {
            statement.push(' ');
            statement.push_str(line.trim());
            if !line.starts_with('}') {
                continue;
            }
        } else if line.starts_with("import ") || line.starts_with("export ") {
            open = Some(line.to_owned());
            if line.ends_with('{') && lists.iter().any(|list| line.starts_with(list)) {
                continue;
            }
        } else {
            continue;
        }
        let statement = open.take().unwrap_or_default();
        if let Some((head, tail)) = statement.rsplit_once(" from \"") {
            let specifier = tail.split('"').next().unwrap_or("");
            if specifier.starts_with('.') {
                out.push((head.to_owned(), specifier.to_owned()));
            }
        }
    }
    out
}

/// What a TypeScript module exports: its names, and whether it re-exports all of another
/// module or has an export list over several lines (not read: any name is taken as there).
#[derive(Default)]
struct Exports {
    names: BTreeSet<String>,
    open: bool,
}

/// What the TypeScript module `text` exports.
fn typescript_names(text: &str) -> Exports {
    let kinds = [
        "const ",
        "let ",
        "function ",
        "class ",
        "interface ",
        "type ",
        "enum ",
    ];
    let identifier = |rest: &str| {
        let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'));
        rest[..end.unwrap_or(rest.len())].to_owned()
    };
    let mut exports = Exports::default();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("export ") else {
            continue;
        };
        if rest.starts_with("* from") {
            exports.open = true;
        } else if let Some(name) = rest.strip_prefix("* as ") {
            exports.names.insert(identifier(name));
        } else if let Some(list) = rest.strip_prefix('{') {
            let Some((list, _)) = list.split_once('}') else {
                exports.open = true;
                continue;
            };
            for item in list.split(',') {
                let item = item.trim().trim_start_matches("type ");
                exports
                    .names
                    .insert(item.split(" as ").last().unwrap_or("").trim().to_owned());
            }
        } else if let Some(rest) = kinds.iter().find_map(|kind| rest.strip_prefix(kind)) {
            exports.names.insert(identifier(rest));
        }
    }
    exports
}

/// Checks the relative imports and re-exports of the TypeScript module at `path`.
fn typescript(files: &Files<'_>, exports: &Names<Exports>, path: &Path, text: &str) {
    for (head, specifier) in typescript_statements(text) {
        let module = specifier.strip_suffix(".js").unwrap_or_else(|| {
            panic!(
                "{}: `{specifier}` is not an ESM `.js` specifier",
                path.display()
            )
        });
        let target = (path.parent())
            .and_then(|dir| join(dir, &format!("{module}.ts")))
            .filter(|target| files.contains_key(target))
            .unwrap_or_else(|| {
                panic!(
                    "{}: `{head} from \"{specifier}\"` names no file",
                    path.display()
                )
            });
        let Some(list) = head.split_once('{').and_then(|(_, l)| l.split_once('}')) else {
            continue;
        };
        for item in list.0.split(',') {
            let item = item.trim().trim_start_matches("type ").trim();
            let name = item.split(" as ").next().unwrap_or("").trim();
            if !name.is_empty() {
                let exports = &exports[target.as_path()];
                assert!(
                    exports.open || exports.names.contains(name),
                    "{}: `{head}`: {} exports no `{name}`",
                    path.display(),
                    target.display()
                );
            }
        }
    }
}
