//! Python source laid out as `ruff format` (and black) lay it out, for the shapes the backend
//! writes, so a generated module is already formatted: a line that fits in 88 columns stays
//! whole; a longer one is split at its last bracket, with the bracket's contents on one line of
//! their own when they fit ("hugging"), else one item per line with a trailing comma; `a | b`
//! splits before each `|`. Collection literals and imports never hug: split, they take one item
//! per line, and their trailing comma keeps them split.

use serde_json::Value;

use crate::backend::layout::{exploded, fits_in};
pub use crate::backend::string_literal as string;

/// The line length of `ruff format`'s default style.
pub const WIDTH: usize = 88;

/// An expression the layout may split at its brackets and `|` operators.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// Text that is never split: a name, a string literal.
    Atom(String),
    /// `head[items]` (a subscript): splits inside the brackets.
    Subscript(String, Vec<Expr>),
    /// `a | b | c`.
    Or(Vec<Expr>),
}

impl Expr {
    /// The expression on one line.
    pub fn flat(&self) -> String {
        match self {
            Self::Atom(text) => text.clone(),
            Self::Subscript(head, items) => format!("{head}[{}]", join(items, ", ")),
            Self::Or(items) => join(items, " | "),
        }
    }
}

fn join(items: &[Expr], separator: &str) -> String {
    (items.iter().map(Expr::flat))
        .collect::<Vec<_>>()
        .join(separator)
}

/// Whether `text`, indented by `indent` spaces, fits on a line.
pub fn fits(indent: usize, text: &str) -> bool {
    fits_in(WIDTH, indent, text)
}

/// `prefix`, `expr` and `suffix` at `indent`, as lines with their indentation.
pub fn lines(indent: usize, prefix: &str, expr: &Expr, suffix: &str) -> Vec<String> {
    let margin = " ".repeat(indent);
    let flat = format!("{prefix}{}{suffix}", expr.flat());
    let mut out = Vec::new();
    match expr {
        _ if fits(indent, &flat) => out.push(format!("{margin}{flat}")),
        Expr::Atom(_) => out.push(format!("{margin}{flat}")),
        Expr::Subscript(head, items) => {
            out.push(format!("{margin}{prefix}{head}["));
            out.extend(body(indent + 4, items));
            out.push(format!("{margin}]{suffix}"));
        }
        Expr::Or(items) => {
            for (at, item) in items.iter().enumerate() {
                let (prefix, suffix) = match (at, at + 1 == items.len()) {
                    (0, _) => (prefix.to_owned(), ""),
                    (_, last) => ("| ".to_owned(), if last { suffix } else { "" }),
                };
                out.extend(lines(indent, &prefix, item, suffix));
            }
        }
    }
    out
}

/// The contents of a split bracket at `indent`: hugged on one line when they fit, else one
/// item per line (with a trailing comma when there are several).
fn body(indent: usize, items: &[Expr]) -> Vec<String> {
    let hugged = join(items, ", ");
    if fits(indent, &hugged) {
        return vec![format!("{}{hugged}", " ".repeat(indent))];
    }
    match items {
        [only] => lines(indent, "", only, ""),
        _ => (items.iter())
            .flat_map(|item| lines(indent, "", item, ","))
            .collect(),
    }
}

/// `from module import names`, parenthesised one name per line when it does not fit.
pub fn import_from(module: &str, names: &[String]) -> String {
    let flat = format!("from {module} import {}", names.join(", "));
    if fits(0, &flat) {
        return flat;
    }
    exploded(&format!("from {module} import ("), names, "    ", ")")
}

/// `def name(params) -> returns:`: split after its opening parenthesis when it does not fit,
/// with the parameters on one line when they fit and there are several, else one per line with
/// a trailing comma.
pub fn def_line(name: &str, params: &[&str], returns: &str) -> String {
    let flat = format!("def {name}({}) -> {returns}:", params.join(", "));
    if fits(0, &flat) {
        return flat;
    }
    let hugged = format!("    {}", params.join(", "));
    if params.len() > 1 && fits(0, &hugged) {
        return format!("def {name}(\n{hugged}\n) -> {returns}:");
    }
    exploded(
        &format!("def {name}("),
        params,
        "    ",
        &format!(") -> {returns}:"),
    )
}

/// `value` as a Python literal at `indent`, after `prefix` and before `suffix` on its first and
/// last lines: on one line when it fits, else one item per line with trailing commas.
pub fn literal(value: &Value, indent: usize, prefix: &str, suffix: &str) -> String {
    let flat = flat_literal(value);
    let (open, close, items): (_, _, Vec<(String, &Value)>) = match value {
        Value::Array(items) if !items.is_empty() => {
            ('[', ']', items.iter().map(|i| (String::new(), i)).collect())
        }
        Value::Object(map) if !map.is_empty() => {
            let entries = map.iter().map(|(k, v)| (format!("{}: ", string(k)), v));
            ('{', '}', entries.collect())
        }
        _ => return flat,
    };
    if fits(indent, &format!("{prefix}{flat}{suffix}")) {
        return flat;
    }
    let margin = " ".repeat(indent + 4);
    let lines: Vec<String> = (items.into_iter())
        .map(|(key, item)| format!("{margin}{key}{}", literal(item, indent + 4, &key, ",")) + ",")
        .collect();
    format!(
        "{open}\n{}\n{}{close}",
        lines.join("\n"),
        " ".repeat(indent)
    )
}

fn flat_literal(value: &Value) -> String {
    match value {
        Value::Null => "None".to_owned(),
        Value::Bool(true) => "True".to_owned(),
        Value::Bool(false) => "False".to_owned(),
        Value::String(text) => string(text),
        Value::Number(n) => n.to_string(),
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(flat_literal).collect();
            format!("[{}]", items.join(", "))
        }
        Value::Object(map) => {
            let entries: Vec<String> = (map.iter())
                .map(|(k, v)| format!("{}: {}", string(k), flat_literal(v)))
                .collect();
            format!("{{{}}}", entries.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn atom(text: &str) -> Expr {
        Expr::Atom(text.to_owned())
    }

    #[test]
    fn a_long_subscript_hugs_its_contents_then_takes_one_item_per_line() {
        let literal = Expr::Subscript(
            "Literal".into(),
            ["read-only", "workspace-write", "full-access", "plan"]
                .map(|s| atom(&string(s)))
                .to_vec(),
        );
        assert_eq!(
            lines(0, "PermissionMode: TypeAlias = ", &literal, ""),
            [
                "PermissionMode: TypeAlias = Literal[",
                "    \"read-only\", \"workspace-write\", \"full-access\", \"plan\"",
                "]"
            ]
        );
        let long = Expr::Subscript("Literal".into(), vec![atom(&"x".repeat(50)); 2]);
        assert_eq!(lines(0, "A = ", &long, "").len(), 4);
        assert!(lines(0, "A = ", &long, "")[1].ends_with(','));
    }

    #[test]
    fn a_long_union_splits_before_each_bar() {
        let union = Expr::Or(vec![
            atom(&"A".repeat(40)),
            atom(&"B".repeat(40)),
            atom("None"),
        ]);
        let required = Expr::Subscript("Required".into(), vec![union]);
        assert_eq!(
            lines(4, "field: ", &required, ""),
            [
                "    field: Required[".to_owned(),
                format!("        {}", "A".repeat(40)),
                format!("        | {}", "B".repeat(40)),
                "        | None".to_owned(),
                "    ]".to_owned(),
            ]
        );
    }
}
