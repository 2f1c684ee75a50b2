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
    collections::BTreeMap,
    path::{Component, Path, PathBuf},
};

/// The files of a generated set, by path.
pub type Files<'a> = BTreeMap<PathBuf, &'a str>;

/// Checks every file of `files`.
pub fn check(files: &Files<'_>) {
    for (path, text) in files {
        if let Some(c) = text.chars().find(|&c| c < ' ' && c != '\n' && c != '\t') {
            panic!("{}: a raw control character {c:?}", path.display());
        }
        match path.extension().and_then(|e| e.to_str()) {
            Some("py") => python(files, path, text),
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
                typescript(files, path, text)
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

/// Whether the Python module `text` binds `name` at top level (a class, function,
/// assignment, annotation or import).
fn python_defines(text: &str, name: &str) -> bool {
    let word = |rest: &str| !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_');
    let defined = top_level(text).any(|line| {
        let rest = ["class ", "def ", ""]
            .iter()
            .find_map(|keyword| line.strip_prefix(keyword)?.strip_prefix(name));
        rest.is_some_and(|rest| {
            word(rest) && (rest.starts_with([' ', '=', ':', '(']) || rest.is_empty())
        })
    });
    defined
        || python_statements(text).iter().any(|statement| {
            let list = statement
                .split_once(" import ")
                .map_or("", |(_, list)| list);
            (list
                .trim()
                .trim_start_matches('(')
                .trim_end_matches(')')
                .split(','))
            .any(|item| item.split(" as ").last().unwrap_or("").trim() == name)
        })
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
fn python(files: &Files<'_>, path: &Path, text: &str) {
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
                (target.as_ref()).is_some_and(|target| python_defines(files[target], name));
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

/// Whether the TypeScript module `text` exports `name` (or re-exports everything of another).
fn typescript_exports(text: &str, name: &str) -> bool {
    let kinds = [
        "const ",
        "let ",
        "function ",
        "class ",
        "interface ",
        "type ",
        "enum ",
    ];
    text.lines().any(|line| {
        let Some(rest) = line.strip_prefix("export ") else {
            return false;
        };
        let declared = kinds.iter().any(|kind| {
            (rest.strip_prefix(kind))
                .and_then(|r| r.strip_prefix(name))
                .is_some_and(|r| {
                    !r.starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '$')
                })
        });
        // `export * from` may re-export it; an `export { … }` list is matched by its text.
        declared
            || rest.starts_with("* from")
            || (rest.starts_with('{') && (rest.contains(name) || rest.trim() == "{"))
    })
}

/// Checks the relative imports and re-exports of the TypeScript module at `path`.
fn typescript(files: &Files<'_>, path: &Path, text: &str) {
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
                assert!(
                    typescript_exports(files[&target], name),
                    "{}: `{head}`: {} exports no `{name}`",
                    path.display(),
                    target.display()
                );
            }
        }
    }
}
