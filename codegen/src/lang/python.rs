//! How Python is spelled, as `ruff format` (and black) lay it out: literals, comments and
//! docstrings, imports and `def` lines, annotations, and the orders isort and ruff sort names
//! in. A line that fits in 88 columns stays whole; a longer one is broken at its brackets.

use serde_json::Value;

pub use super::string_literal as string;
use super::{escape_controls, operands, pieces, wrap};
use crate::layout::{Doc, Expr, fits_in};

/// The line length of `ruff format`'s default style.
pub const WIDTH: usize = 88;

/// Whether `text`, indented by `indent` spaces, fits on a line.
pub fn fits(indent: usize, text: &str) -> bool {
    fits_in(WIDTH, indent, text)
}

/// `prefix`, `expr` and `suffix` at `indent`, as lines with their indentation: a subscript
/// broken inside its brackets (its items on one line of their own when they fit there, else
/// one per line), alternatives before each `|`.
pub fn lines(indent: usize, prefix: &str, expr: &Expr, suffix: &str) -> Vec<String> {
    let doc = Doc::concat([Doc::text(prefix), expr.doc(4), Doc::text(suffix)]);
    doc.lines(WIDTH, indent)
}

/// The most a piece of a long string literal spells to.
const PIECE: usize = 72;

/// A string literal as `spell` spells it (`string`, `regex`): whole where it fits, else in
/// pieces that implicit concatenation joins, one a line (in parentheses when `parens` says so:
/// a keyword argument's value).
pub fn string_doc(text: &str, spell: fn(&str) -> String, parens: bool) -> Doc {
    let cut = pieces(text, PIECE, spell);
    if cut.len() < 2 {
        return Doc::text(spell(text));
    }
    let lines = Doc::concat(Doc::join(
        cut.iter().map(|p| Doc::text(spell(p))),
        &[Doc::Line],
    ));
    let broken = match parens {
        true => Doc::concat(Doc::list("(", vec![lines], ")", 4, false)),
        false => lines,
    };
    Doc::group([Doc::either(Doc::text(spell(text)), broken)])
}

/// A regular expression as a Python literal: a raw string (`r"\A[0-9]+\Z"`), unless the text
/// holds what a raw string cannot (both quotes, a control character, a trailing backslash).
pub fn regex(pattern: &str) -> String {
    let quote = ['"', '\''].into_iter().find(|q| !pattern.contains(*q));
    let plain = escape_controls(pattern, |_| String::new()) == pattern;
    match quote {
        Some(quote) if plain && !pattern.ends_with('\\') => format!("r{quote}{pattern}{quote}"),
        _ => string(pattern),
    }
}

/// `callee(args)suffix` at `indent`, as `ruff format` lays it out: on one line when it fits,
/// else the arguments on one line of their own when they fit (or there is one), else one per
/// line with a trailing comma.
pub fn call(indent: usize, callee: &str, args: Vec<Doc>, suffix: &str) -> String {
    let body = match args.len() {
        1 => args,
        _ => vec![Doc::group(Doc::items(args, true))],
    };
    let doc = Doc::group(Doc::list(
        &format!("{callee}("),
        body,
        &format!("){suffix}"),
        4,
        false,
    ));
    doc.at(WIDTH, indent)
}

/// An argument of a call: on its line when it fits, else a sum (a generated path,
/// `p + "/a/" + str(i1)`) one operand a line, each after its `+`, as ruff lays it out.
pub fn argument(text: &str) -> Doc {
    let operands = operands(text).into_iter().map(Doc::text);
    Doc::group(Doc::join(operands, &[Doc::Line, Doc::text("+ ")]))
}

/// `head value tail` at the start of a line indented by `indent` (the first line without its
/// indentation), the value in parentheses on a line of its own when the whole does not fit (as
/// `ruff format` breaks a dict entry's value, or an annotation of alternatives).
pub fn parenthesized(indent: usize, head: &str, value: Doc, tail: &str) -> String {
    let docs = [
        Doc::text(head),
        Doc::IfBreak("("),
        Doc::indent(4, [Doc::SoftLine, value]),
        Doc::SoftLine,
        Doc::IfBreak(")"),
        Doc::text(tail),
    ];
    Doc::group(docs).print(WIDTH, indent, indent, 0)
}

/// `name = (values...)`: a tuple, one value a line with trailing commas when it does not fit.
pub fn tuple(name: &str, values: &[Value]) -> String {
    let values: Vec<Doc> = values.iter().map(literal_doc).collect();
    let single = values.len() == 1;
    let mut body = vec![Doc::SoftLine];
    body.extend(Doc::items(values, !single));
    if single {
        body.push(Doc::text(","));
    }
    let docs = [
        Doc::text(format!("{name} = (")),
        Doc::indent(4, body),
        Doc::SoftLine,
        Doc::text(")"),
    ];
    Doc::group(docs).print(WIDTH, 0, 0, 0)
}

/// `from module import names`, parenthesised one name per line when it does not fit.
pub fn import_from(module: &str, names: &[String]) -> String {
    let names = names.iter().map(Doc::text).collect();
    let mut docs = vec![
        Doc::text(format!("from {module} import ")),
        Doc::IfBreak("("),
    ];
    docs.extend(Doc::list("", names, "", 4, true));
    docs.push(Doc::IfBreak(")"));
    Doc::group(docs).print(WIDTH, 0, 0, 0)
}

/// `def name(params) -> returns:`: broken after its opening parenthesis when it does not fit,
/// the parameters on one line when they fit and there are several, else one per line with a
/// trailing comma.
pub fn def_line(name: &str, params: &[&str], returns: &str) -> String {
    let params: Vec<Doc> = params.iter().copied().map(Doc::text).collect();
    let mut body = vec![Doc::SoftLine];
    match params.len() {
        1 => body.extend(Doc::items(params, true)),
        _ => body.push(Doc::group(Doc::items(params, true))),
    }
    let docs = [
        Doc::text(format!("def {name}(")),
        Doc::indent(4, body),
        Doc::SoftLine,
        Doc::text(format!(") -> {returns}:")),
    ];
    Doc::group(docs).print(WIDTH, 0, 0, 0)
}

/// `value` as a Python literal at `indent`, after `prefix` and before `suffix` on its first and
/// last lines: on one line when it fits, else one item per line with trailing commas.
pub fn literal(value: &Value, indent: usize, prefix: &str, suffix: &str) -> String {
    let start = indent + prefix.chars().count();
    literal_doc(value).print(WIDTH, indent, start, suffix.chars().count())
}

/// `head`, `value` and `close` on one line when they fit; else `value` broken, one item a line,
/// on lines of its own inside `head`'s parentheses: `X = frozenset(` … `)`.
pub fn wrapped_literal(head: &str, value: &Value, close: &str) -> String {
    let broken = match literal_doc(value) {
        Doc::Group { contents, .. } => Doc::Group {
            contents,
            expand: true,
        },
        atom => atom,
    };
    let below = Doc::concat([Doc::indent(4, [Doc::hard_line(), broken]), Doc::hard_line()]);
    let value = Doc::either(literal_doc(value), below);
    Doc::group([Doc::text(head), value, Doc::text(close)]).print(WIDTH, 0, 0, 0)
}

fn literal_doc(value: &Value) -> Doc {
    let (open, close, items): (_, _, Vec<Doc>) = match value {
        Value::Null => return Doc::text("None"),
        Value::Bool(true) => return Doc::text("True"),
        Value::Bool(false) => return Doc::text("False"),
        Value::String(text) => return Doc::text(string(text)),
        Value::Number(n) => return Doc::text(n.to_string()),
        Value::Array(items) => ("[", "]", items.iter().map(literal_doc).collect()),
        Value::Object(map) => {
            let entry = |(k, v): (&String, &Value)| {
                Doc::concat([Doc::text(format!("{}: ", string(k))), literal_doc(v)])
            };
            ("{", "}", map.iter().map(entry).collect())
        }
    };
    match items.is_empty() {
        true => Doc::text(format!("{open}{close}")),
        false => Doc::group(Doc::list(open, items, close, 4, true)),
    }
}

/// `value` as a parameter of `Literal[...]`, when it can be one: PEP 586 allows `None`, `bool`,
/// `int` and `str`, not floats, lists or dicts (`Literal[{"beta": true}]` fails at import).
pub fn literal_parameter(value: &Value) -> Option<String> {
    match value {
        Value::Number(n) if n.is_f64() => None,
        Value::Array(_) | Value::Object(_) => None,
        other => Some(literal(other, 0, "", "")),
    }
}

/// isort's `order-by-type`: constants, classes, then the rest, each case-insensitively.
pub fn isort_key(name: &str) -> (u8, String) {
    (member_kind(name), name.to_lowercase())
}

/// How isort and ruff's `__all__` sort rank a name: a constant (`SCREAMING_CASE`) first, a class
/// (`CamelCase`) next, anything else last.
fn member_kind(name: &str) -> u8 {
    let upper = |c: char| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_';
    if name.len() > 1 && name.chars().all(upper) {
        0
    } else if name.starts_with(|c: char| c.is_ascii_uppercase()) {
        1
    } else {
        2
    }
}

/// The order ruff gives `__all__` (RUF022): by `member_kind`, then in natural order (runs
/// of digits compared as numbers).
pub fn dunder_all_key(name: &str) -> (u8, Vec<(String, u128)>) {
    let mut parts = Vec::new();
    let mut rest = name;
    while !rest.is_empty() {
        let text_len = rest
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (text, after) = rest.split_at(text_len);
        let digits_len = after
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(after.len());
        let (digits, after) = after.split_at(digits_len);
        parts.push((text.to_owned(), digits.parse().unwrap_or(0)));
        rest = after;
    }
    (member_kind(name), parts)
}

/// `text` made safe for one line of a `#` comment or of a string literal: control characters
/// and line separators as `\xNN` / `\uNNNN` (visible text in a comment, the character itself in
/// a string), so no text can end a comment and start code. Every text from a schema or a file
/// name that goes into a Python comment or docstring goes through here.
pub fn comment(text: &str) -> String {
    escape_controls(text, |c| match u32::from(c) {
        code @ 0..=0xff => format!("\\x{code:02x}"),
        code => format!("\\u{code:04x}"),
    })
}

/// A docstring body that cannot close early or escape, for a docstring indented by `indent`
/// spaces: backslashes are escaped, and a quote that another quote follows or that ends the
/// text (so no `"""` can form); long lines are wrapped to 88 columns with the indentation, each
/// line goes through [`comment`], and continuation lines are indented like the opening quotes.
pub fn docstring(text: &str, indent: usize) -> String {
    let mut escaped = String::with_capacity(text.len());
    let mut chars = text.trim().chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => escaped.push_str("\\\\"),
            '"' if chars.peek().is_none_or(|next| *next == '"') => escaped.push_str("\\\""),
            c => escaped.push(c),
        }
    }
    let margin = " ".repeat(indent);
    wrap(&escaped, 88 - indent)
        .iter()
        .map(|line| comment(line))
        .collect::<Vec<_>>()
        .join(&format!("\n{margin}"))
        .replace(&format!("\n{margin}\n"), "\n\n")
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn atom(text: &str) -> Expr {
        Expr::atom(text)
    }

    #[test]
    fn a_long_subscript_hugs_its_contents_then_takes_one_item_per_line() {
        let literal = Expr::hugging_subscript(
            "Literal",
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
        let long = Expr::hugging_subscript("Literal", vec![atom(&"x".repeat(50)); 2]);
        assert_eq!(lines(0, "A = ", &long, "").len(), 4);
        assert!(lines(0, "A = ", &long, "")[1].ends_with(','));
    }

    #[test]
    fn a_long_union_splits_before_each_bar() {
        let union = Expr::Alternatives(vec![
            atom(&"A".repeat(40)),
            atom(&"B".repeat(40)),
            atom("None"),
        ]);
        let required = Expr::hugging_subscript("Required", vec![union]);
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

    #[test]
    fn imports_and_defs_break_as_ruff_breaks_them() {
        let names: Vec<String> = (0..12).map(|n| format!("name_{n}")).collect();
        let import = import_from("package.module", &names);
        assert!(import.starts_with("from package.module import (\n    name_0,\n"));
        assert!(import.ends_with("    name_11,\n)"));
        assert_eq!(
            import_from("m", &names[..2]),
            "from m import name_0, name_1"
        );
        let params = ["value: object", "path: str", "findings: list[Finding]"];
        assert_eq!(
            def_line(&"check_".repeat(8), &params, "None"),
            format!(
                "def {}(\n    value: object, path: str, findings: list[Finding]\n) -> None:",
                "check_".repeat(8)
            )
        );
        assert_eq!(
            def_line(&"c".repeat(80), &["x: int"], "None"),
            format!("def {}(\n    x: int,\n) -> None:", "c".repeat(80))
        );
    }

    #[test]
    fn a_literal_that_does_not_fit_takes_one_item_per_line() {
        let value = json!({"a": [1, 2], "b": "x".repeat(80)});
        assert_eq!(
            literal(&value, 0, "A = ", ""),
            format!(
                "{{\n    \"a\": [1, 2],\n    \"b\": \"{}\",\n}}",
                "x".repeat(80)
            )
        );
        assert_eq!(literal(&json!([null, true]), 0, "", ""), "[None, True]");
    }
}
