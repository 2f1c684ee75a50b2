//! The four flavours of every family module (TypeScript, zod, plain Python, pydantic) speak one
//! module API: a name two flavours share (spelled in each language's case) means the same thing,
//! as the first paragraph of its documentation says; where flavours must differ, the names do.

use std::{collections::BTreeMap, fs};

use eventspec_codegen::naming::snake;

use crate::support::{family_versions, root};

#[test]
fn a_name_two_flavours_share_is_documented_with_one_meaning() {
    let mut compared = 0;
    for (family, version) in family_versions() {
        let module = format!(
            "{}/{}",
            family.replace(['.', '-'], "_"),
            version.replace('.', "_")
        );
        let read = |path: String| fs::read_to_string(root().join(path)).expect("module");
        let flavours = [
            (
                "typescript",
                script_docs(&read(format!("generated/typescript/src/{module}.ts"))),
            ),
            (
                "zod",
                script_docs(&read(format!("generated/typescript-zod/src/{module}.ts"))),
            ),
            (
                "python",
                python_docs(&read(format!(
                    "generated/python/src/eventspec_events/{module}.py"
                ))),
            ),
            (
                "pydantic",
                python_docs(&read(format!(
                    "generated/python-pydantic/src/eventspec_events_pydantic/{module}.py"
                ))),
            ),
        ];
        // By the name in snake case: each flavour's spelling of it and its meaning.
        let mut by_name: BTreeMap<String, Vec<(&str, &str, String)>> = BTreeMap::new();
        for (flavour, docs) in &flavours {
            for (name, doc) in docs {
                let key = snake(name).to_lowercase();
                by_name
                    .entry(key)
                    .or_default()
                    .push((flavour, name, meaning(doc)));
            }
        }
        for (key, spellings) in by_name.iter().filter(|(_, s)| s.len() > 1) {
            let (first, rest) = spellings.split_first().expect("two spellings");
            for other in rest {
                assert_eq!(
                    (other.0, other.1, &other.2),
                    (other.0, other.1, &first.2),
                    "{family}@{version}: `{key}` means one thing in {} and another in {}",
                    first.0,
                    other.0
                );
            }
            compared += 1;
        }
        // A tagged union's tags constant: every flavour exports it.
        for (tags, spellings) in by_name.iter().filter(|(key, _)| key.ends_with("_types")) {
            assert_eq!(spellings.len(), 4, "{family}@{version}: `{tags}`");
        }
    }
    assert!(compared > 500, "{compared} shared names compared");
}

#[test]
fn the_two_python_flavours_parse_different_things_under_different_names() {
    let plain =
        fs::read_to_string(root().join("generated/python/src/eventspec_events/agentao_host/v3.py"))
            .expect("plain module");
    let pydantic = fs::read_to_string(
        root().join("generated/python-pydantic/src/eventspec_events_pydantic/agentao_host/v3.py"),
    )
    .expect("pydantic module");
    assert!(
        plain.contains("def parse_host_event(value: object"),
        "a parsed value"
    );
    assert!(
        pydantic.contains("def parse_host_event_json(data: str | bytes)"),
        "JSON text"
    );
    assert!(!pydantic.contains("def parse_host_event("));
}

/// The first paragraph of documentation, with each name in backticks in snake case (so that
/// `validateHostEvent` and `validate_host_event` read alike) and its spaces collapsed.
fn meaning(doc: &str) -> String {
    let mut out = String::new();
    for (at, part) in doc.split('`').enumerate() {
        if at % 2 == 1 {
            out.push('`');
            out.push_str(&snake(part).to_lowercase());
            out.push('`');
        } else {
            out.push_str(part);
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Each name a TypeScript module exports, and the first paragraph of the JSDoc above it (the
/// first documented declaration of a name that is both a value and a type).
fn script_docs(module: &str) -> BTreeMap<String, String> {
    let lines: Vec<&str> = module.lines().collect();
    let mut docs = BTreeMap::new();
    for (at, line) in lines.iter().enumerate() {
        let Some(name) = exported(line) else {
            continue;
        };
        let doc = jsdoc_above(&lines[..at]);
        let entry: &mut String = docs.entry(name.to_owned()).or_default();
        if entry.is_empty() {
            *entry = doc;
        }
    }
    docs
}

/// The name `line` exports (`export function isX(`, `export const X_TYPES =`, ...).
fn exported(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("export ")?;
    let rest = rest.strip_prefix("declare ").unwrap_or(rest);
    let (_, rest) = ["function ", "const ", "type ", "interface ", "class "]
        .iter()
        .find_map(|kind| Some((kind, rest.strip_prefix(kind)?)))?;
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'));
    Some(&rest[..end.unwrap_or(rest.len())])
}

/// The first paragraph of the JSDoc block that ends on the last of `above`, if one does.
fn jsdoc_above(above: &[&str]) -> String {
    let Some(last) = above.last().map(|line| line.trim()) else {
        return String::new();
    };
    if !last.ends_with("*/") {
        return String::new();
    }
    if let Some(one) = last.strip_prefix("/** ") {
        return one.trim_end_matches("*/").trim().to_owned();
    }
    let start = (above.iter()).rposition(|line| line.trim() == "/**");
    let block = &above[start.map_or(above.len(), |s| s + 1)..above.len() - 1];
    let paragraph = block
        .iter()
        .map(|line| line.trim())
        .map(|line| {
            line.strip_prefix("* ")
                .unwrap_or(line.trim_start_matches('*'))
        })
        .take_while(|line| !line.is_empty());
    paragraph.collect::<Vec<_>>().join(" ")
}

/// Each public name a Python module defines at its top level (`def`, `class`, an assignment),
/// and the first paragraph of its docstring.
fn python_docs(module: &str) -> BTreeMap<String, String> {
    let lines: Vec<&str> = module.lines().collect();
    let mut docs = BTreeMap::new();
    for (at, line) in lines.iter().enumerate() {
        let Some(name) = defined(line).filter(|name| !name.starts_with('_')) else {
            continue;
        };
        docs.insert(name.to_owned(), docstring_below(&lines[at + 1..]));
    }
    docs
}

/// The name a top-level statement defines, if it is a `def`, a `class` or an assignment.
fn defined(line: &str) -> Option<&str> {
    let rest = (line
        .strip_prefix("def ")
        .or_else(|| line.strip_prefix("class ")))
    .unwrap_or(line);
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    let (name, after) = rest.split_at(end);
    let statement = after.starts_with('(') && rest.len() < line.len()
        || after.starts_with(" = ")
        || after.starts_with(": ");
    (!name.is_empty() && statement && !name.starts_with(|c: char| c.is_ascii_digit()))
        .then_some(name)
}

/// The first paragraph of the docstring that follows a definition (`below` starts on the line
/// after its first): the first line that opens one, before another top-level statement.
fn docstring_below(below: &[&str]) -> String {
    let Some(start) = below
        .iter()
        .position(|line| line.trim_start().starts_with("\"\"\"") || defined(line).is_some())
    else {
        return String::new();
    };
    if defined(below[start]).is_some() {
        return String::new();
    }
    let first = below[start].trim().trim_start_matches("\"\"\"");
    let mut paragraph = vec![first.trim_end_matches("\"\"\"")];
    if !first.ends_with("\"\"\"") {
        for line in &below[start + 1..] {
            let line = line.trim();
            if line.is_empty() || line == "\"\"\"" {
                break;
            }
            paragraph.push(line.trim_end_matches("\"\"\""));
            if line.ends_with("\"\"\"") {
                break;
            }
        }
    }
    // The source spells a backslash twice.
    paragraph.join(" ").replace("\\\\", "\\")
}
