//! TypeScript source laid out as Prettier 3.10 (default options) lays it out, for the shapes
//! the backend writes, so a generated module is already formatted: what fits in 80 columns stays
//! on one line; a longer union moves to the next line, and takes one member per line after a `|`
//! when it does not fit there either; a longer parameter list one
//! parameter per line with a trailing comma; object literals stay expanded (Prettier keeps an
//! object expanded when its first key starts a line) and arrays fit on one line or take one
//! item per line.

use serde_json::Value;

use crate::backend::{
    layout::{exploded, fits_in},
    string_literal,
};

/// Prettier's default line length.
pub const WIDTH: usize = 80;

/// Whether `text`, indented by `indent` spaces, fits on a line.
pub fn fits(indent: usize, text: &str) -> bool {
    fits_in(WIDTH, indent, text)
}

/// A type expression the layout may split.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TsType {
    /// Never split: a name, a literal, `readonly X[]`.
    Atom(String),
    /// `a | b | c`.
    Union(Vec<TsType>),
    /// `ReadonlyArray<item>`.
    Array(Box<TsType>),
    /// `{ readonly [key: string]: value }`.
    Map(Box<TsType>),
}

impl TsType {
    /// The type on one line.
    pub fn flat(&self) -> String {
        match self {
            Self::Atom(text) => text.clone(),
            Self::Union(members) => (members.iter().map(Self::flat))
                .collect::<Vec<_>>()
                .join(" | "),
            Self::Array(item) => format!("ReadonlyArray<{}>", item.flat()),
            Self::Map(value) => format!("{{ readonly [key: string]: {} }}", value.flat()),
        }
    }
}

/// `prefix`, `ty` and `suffix` at `indent`, as lines with their indentation. `prefix` ends
/// with the space that separates it from the type on one line.
pub fn type_lines(indent: usize, prefix: &str, ty: &TsType, suffix: &str) -> Vec<String> {
    let margin = " ".repeat(indent);
    let flat = format!("{prefix}{}{suffix}", ty.flat());
    if fits(indent, &flat) {
        return vec![format!("{margin}{flat}")];
    }
    match ty {
        TsType::Atom(_) => vec![format!("{margin}{flat}")],
        TsType::Union(members) if let Some((object, nulls)) = hugged(members) => {
            type_lines(indent, prefix, object, &format!("{nulls}{suffix}"))
        }
        TsType::Union(members) => {
            let mut out = vec![format!("{margin}{}", prefix.trim_end())];
            out.extend(members_lines(indent + 2, members, suffix));
            out
        }
        TsType::Array(item) => {
            let mut out = vec![format!("{margin}{prefix}ReadonlyArray<")];
            match item.as_ref() {
                TsType::Union(members) => out.extend(members_lines(indent + 2, members, "")),
                other => out.extend(type_lines(indent + 2, "", other, "")),
            }
            out.push(format!("{margin}>{suffix}"));
            out
        }
        TsType::Map(value) => {
            let mut out = vec![format!("{margin}{prefix}{{")];
            out.extend(type_lines(
                indent + 2,
                "readonly [key: string]: ",
                value,
                ";",
            ));
            out.push(format!("{margin}}}{suffix}"));
            out
        }
    }
}

/// A union of one named or object type followed by `null`s, which Prettier hugs (its
/// `shouldHugType`): the members are never split apart, and the one type is laid out as alone,
/// followed by ` | null`. The type, and what follows it.
fn hugged(members: &[TsType]) -> Option<(&TsType, String)> {
    let (first, rest) = members.split_first()?;
    let nulls = rest.iter().all(|m| *m == TsType::Atom("null".to_owned()));
    let object = match first {
        TsType::Atom(name) => {
            let keyword = ["string", "number", "boolean", "unknown", "null", "never"];
            name.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
                && !name.starts_with(|c: char| c.is_ascii_digit())
                && !keyword.contains(&name.as_str())
        }
        TsType::Array(_) | TsType::Map(_) => true,
        TsType::Union(_) => false,
    };
    (nulls && object && !rest.is_empty()).then(|| (first, " | null".repeat(rest.len())))
}

/// A union's members on one line when they fit, else one per line after `| `; the last one is
/// followed by `suffix`.
fn members_lines(indent: usize, members: &[TsType], suffix: &str) -> Vec<String> {
    let flat = format!("{}{suffix}", TsType::Union(members.to_vec()).flat());
    if fits(indent, &flat) {
        return vec![format!("{}{flat}", " ".repeat(indent))];
    }
    let last = members.len().saturating_sub(1);
    (members.iter().enumerate())
        .flat_map(|(at, member)| {
            type_lines(indent, "| ", member, if at == last { suffix } else { "" })
        })
        .collect()
}

/// `{prefix}(params): returns {`: the parameters one per line, with a trailing comma, when it
/// does not fit.
pub fn signature(prefix: &str, params: &[&str], returns: &str) -> String {
    let flat = format!("{prefix}({}): {returns} {{", params.join(", "));
    if fits(0, &flat) {
        return flat;
    }
    exploded(
        &format!("{prefix}("),
        params,
        "  ",
        &format!("): {returns} {{"),
    )
}

/// `import { names } from "module";`, one name per line with a trailing comma when it does not
/// fit.
pub fn import(names: &[&str], module: &str) -> String {
    let from = string_literal(module);
    let flat = format!("import {{ {} }} from {from};", names.join(", "));
    if fits(0, &flat) {
        return flat;
    }
    exploded("import {", names, "  ", &format!("}} from {from};"))
}

/// `return a && b;` at `indent`, or its operands one per line inside parentheses when it does
/// not fit.
pub fn return_all(indent: usize, operands: &[String]) -> String {
    let margin = " ".repeat(indent);
    let flat = format!("return {};", operands.join(" && "));
    if fits(indent, &flat) {
        return format!("{margin}{flat}");
    }
    let inner = format!("{margin}  ");
    format!(
        "{margin}return (\n{inner}{}\n{margin});",
        operands.join(&format!(" &&\n{inner}"))
    )
}

/// `name` as the key of an object literal: bare when it may be (Prettier's "as-needed"), quoted
/// otherwise; `__proto__` computed, so that it names a property rather than the prototype.
pub fn key(name: &str) -> String {
    match name {
        "__proto__" => "[\"__proto__\"]".to_owned(),
        _ if is_key(name) => name.to_owned(),
        _ => string_literal(name),
    }
}

/// The largest integer a double holds exactly, with every integer below it.
const SAFE_INTEGER: u64 = (1 << 53) - 1;

/// `value` as an object literal at `indent`, after `prefix` and before `suffix` on its first
/// and last lines: objects expanded, arrays on one line when they fit. An integer beyond 2^53 is
/// a `bigint` literal (`9007199254740993n`), so the runtime compares bounds, `const` and `enum`
/// values with the schema's exact integer rather than the double a number literal rounds to.
pub fn literal(value: &Value, indent: usize, prefix: &str, suffix: &str) -> String {
    let margin = " ".repeat(indent + 2);
    let close = " ".repeat(indent);
    match value {
        Value::Object(map) if !map.is_empty() => {
            let lines: Vec<String> = (map.iter())
                .map(|(k, v)| {
                    let prefix = format!("{}: ", key(k));
                    format!("{margin}{prefix}{},", literal(v, indent + 2, &prefix, ","))
                })
                .collect();
            format!("{{\n{}\n{close}}}", lines.join("\n"))
        }
        Value::Array(items) if !items.is_empty() => {
            let flat = flat(value);
            if !forced_break(items) && fits(indent, &format!("{prefix}{flat}{suffix}")) {
                return flat;
            }
            let lines: Vec<String> = (items.iter())
                .map(|item| format!("{margin}{},", literal(item, indent + 2, "", ",")))
                .collect();
            format!("[\n{}\n{close}]", lines.join("\n"))
        }
        _ => flat(value),
    }
}

/// Prettier breaks an array of several arrays with several items each, and an array holding an
/// expanded object at any depth.
fn forced_break(items: &[Value]) -> bool {
    let several = |item: &Value| match item {
        Value::Array(inner) => inner.len() > 1,
        _ => false,
    };
    (items.len() > 1 && items.iter().all(several)) || items.iter().any(expands)
}

/// Whether `value` is or holds a non-empty object, which is always expanded.
fn expands(value: &Value) -> bool {
    match value {
        Value::Object(map) => !map.is_empty(),
        Value::Array(items) => items.iter().any(expands),
        _ => false,
    }
}

/// Whether an object key may go unquoted: an ASCII identifier (Prettier's "as-needed").
fn is_key(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

fn flat(value: &Value) -> String {
    match value {
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(v), _) if v > SAFE_INTEGER => format!("{v}n"),
            (_, Some(v)) if v.unsigned_abs() > SAFE_INTEGER => format!("{v}n"),
            _ => n.to_string(),
        },
        Value::String(text) => string_literal(text),
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(flat).collect();
            format!("[{}]", items.join(", "))
        }
        // Only empty objects are flat: `literal` expands the others, and breaks every array
        // that holds one.
        Value::Object(_) => "{}".to_owned(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_long_union_takes_one_member_per_line() {
        let union = TsType::Union(vec![TsType::Atom("\"a\"".repeat(12)); 3]);
        let lines = type_lines(2, "readonly phase?: ", &union, ";");
        assert_eq!(lines[0], "  readonly phase?:");
        assert!(lines[1].starts_with("    | \"a\""));
        assert!(lines[3].ends_with(';'));
    }

    #[test]
    fn a_named_or_object_type_or_null_is_hugged_as_prettier_hugs_it() {
        let null = TsType::Atom("null".to_owned());
        let named = TsType::Union(vec![TsType::Atom("N".repeat(70)), null.clone()]);
        let lines = type_lines(2, "readonly x?: ", &named, ";");
        assert_eq!(
            lines,
            [format!("  readonly x?: {} | null;", "N".repeat(70))]
        );
        let map = TsType::Map(Box::new(TsType::Atom("V".repeat(60))));
        let lines = type_lines(
            2,
            "readonly x?: ",
            &TsType::Union(vec![map, null.clone()]),
            ";",
        );
        assert_eq!(lines[0], "  readonly x?: {");
        assert_eq!(lines[2], "  } | null;");
        // Literals are not hugged: the union takes a member per line.
        let literals = TsType::Union(vec![TsType::Atom(format!("\"{}\"", "a".repeat(70))), null]);
        assert_eq!(
            type_lines(2, "readonly x?: ", &literals, ";")[0],
            "  readonly x?:"
        );
    }

    #[test]
    fn objects_stay_expanded_and_short_arrays_stay_flat() {
        let value = json!({"a-b": [1, 2], "big": 9007199254740993_u64, "pairs": [[1, 2], [3, 4]]});
        assert_eq!(
            literal(&value, 0, "const C = ", ";"),
            "{\n  \"a-b\": [1, 2],\n  big: 9007199254740993n,\n  pairs: [\n    [1, 2],\n    [3, 4],\n  ],\n}"
        );
    }
}
