//! How TypeScript is spelled, as Prettier 3.10 (default options) lays it out: type
//! expressions, literals, comments and JSDoc, imports and signatures. What fits in 80 columns
//! stays on one line; a longer union moves to the next line, and takes one member per line
//! after a `|` when it does not fit there either; a longer parameter list one parameter per
//! line with a trailing comma; object literals stay expanded (Prettier keeps an object expanded
//! when its first key starts a line) and arrays fit on one line or take one item per line.

use serde_json::Value;

pub use super::string_literal as string;
use super::{escape_controls, operands, pieces, wrap};
use crate::{layout::Doc, model::Type, naming::is_identifier};

/// Prettier's default line length.
pub const WIDTH: usize = 80;

/// A type expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TsType {
    /// Never broken: a name, a literal, `readonly X[]`.
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
        self.doc("").flat()
    }

    /// `prefix` and the type as a document. `prefix` ends with the space that separates it
    /// from the type on one line; a union that breaks moves to the next line after it.
    fn doc(&self, prefix: &str) -> Doc {
        let prefix_text = || Doc::text(prefix);
        match self {
            Self::Atom(text) => Doc::text(format!("{prefix}{text}")),
            Self::Union(members) if let Some((one, nulls)) = hugged(members) => {
                Doc::concat([one.doc(prefix), Doc::text(nulls)])
            }
            Self::Union(members) => {
                let (head, line) = match prefix.strip_suffix(' ') {
                    Some(head) => (head, Doc::Line),
                    None => (prefix, Doc::SoftLine),
                };
                let members = Doc::indent(2, [line, members_doc(members)]);
                Doc::concat([Doc::text(head), Doc::group([members])])
            }
            Self::Array(item) => {
                let item = match item.as_ref() {
                    Self::Union(members) => members_doc(members),
                    other => other.doc(""),
                };
                let list = Doc::list("ReadonlyArray<", vec![item], ">", 2, false);
                Doc::concat([prefix_text(), Doc::group(list)])
            }
            Self::Map(value) => {
                let entry = [value.doc("readonly [key: string]: "), Doc::IfBreak(";")];
                let body = Doc::indent(2, [Doc::Line, Doc::concat(entry)]);
                let map = Doc::group([Doc::text("{"), body, Doc::Line, Doc::text("}")]);
                Doc::concat([prefix_text(), map])
            }
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

/// A union's members: on one line when they fit, else one per line after `| `.
fn members_doc(members: &[TsType]) -> Doc {
    let mut docs = vec![Doc::IfBreak("| ")];
    let members = members.iter().map(|member| member.doc(""));
    docs.extend(Doc::join(members, &[Doc::Line, Doc::text("| ")]));
    Doc::group(docs)
}

/// A TypeScript type expression.
pub fn ts_type(ty: &Type) -> TsType {
    let atom = |text: &str| TsType::Atom(text.to_owned());
    match ty {
        Type::Any => atom("unknown"),
        Type::Never => atom("never"),
        Type::Null => atom("null"),
        Type::Boolean => atom("boolean"),
        Type::Integer | Type::Number => atom("number"),
        Type::String => atom("string"),
        Type::Literal(Value::String(text)) => TsType::Atom(string(text)),
        Type::Literal(value) => TsType::Atom(value.to_string()),
        Type::Named(name) => atom(name),
        Type::Array(item) => match ts_type(item) {
            // `readonly readonly T[][]` is no type: an array of arrays is a `ReadonlyArray`.
            union @ TsType::Union(_) => TsType::Array(Box::new(union)),
            TsType::Atom(array) if array.starts_with("readonly ") => {
                TsType::Array(Box::new(TsType::Atom(array)))
            }
            other => TsType::Atom(format!("readonly {}[]", other.flat())),
        },
        Type::Tuple(items, rest) => ts_type(&Type::Array(Box::new(Type::any_item(items, rest)))),
        Type::Map(value) => TsType::Map(Box::new(ts_type(value))),
        Type::Union(types) => {
            let members: Vec<TsType> = (types.iter().map(ts_type))
                .flat_map(|member| match member {
                    TsType::Union(members) => members,
                    other => vec![other],
                })
                .collect();
            TsType::Union(open_literals(members))
        }
        Type::Checked(ty, _) => ts_type(ty),
    }
}

/// An open enumeration's members: beside literals of its own type, `string` (or `number`)
/// would absorb them, and editors would offer no value; `string & {}` is every string as well,
/// but keeps the literals apart (typescript-eslint's `no-redundant-type-constituents` reports
/// the first spelling, and `no-empty-object-type` leaves `{}` in an intersection alone).
fn open_literals(members: Vec<TsType>) -> Vec<TsType> {
    let has_literal = |numeric: bool| {
        members.iter().any(|m| match m {
            TsType::Atom(text) if numeric => {
                text.starts_with(|c: char| c.is_ascii_digit() || c == '-')
            }
            TsType::Atom(text) => text.starts_with('"'),
            _ => false,
        })
    };
    let (strings, numbers) = (has_literal(false), has_literal(true));
    (members.into_iter())
        .map(|member| match member {
            TsType::Atom(text) if text == "string" && strings => {
                TsType::Atom("(string & {})".to_owned())
            }
            TsType::Atom(text) if text == "number" && numbers => {
                TsType::Atom("(number & {})".to_owned())
            }
            other => other,
        })
        .collect()
}

/// `prefix`, `ty` and `suffix` at `indent`, as lines with their indentation. `prefix` ends
/// with the space that separates it from the type on one line.
pub fn type_lines(indent: usize, prefix: &str, ty: &TsType, suffix: &str) -> Vec<String> {
    let doc = Doc::concat([ty.doc(prefix), Doc::text(suffix)]);
    doc.lines(WIDTH, indent)
}

/// The most a piece of a long string literal spells to.
const PIECE: usize = 66;

/// A string literal whole where it fits, else its pieces joined by `+`, one a line, the lines
/// after the first indented as Prettier indents an operand.
pub fn string_doc(text: &str) -> Doc {
    let cut = pieces(text, PIECE, string);
    let Some((first, rest)) = cut.split_first().filter(|(_, rest)| !rest.is_empty()) else {
        return Doc::text(string(text));
    };
    let mut rest_docs = Vec::new();
    for piece in rest {
        rest_docs.extend([Doc::text(" +"), Doc::Line, Doc::text(string(piece))]);
    }
    let broken = Doc::concat([Doc::text(string(first)), Doc::indent(2, rest_docs)]);
    Doc::group([Doc::either(Doc::text(string(text)), broken)])
}

/// `callee(args)suffix` at `indent`, one argument per line with a trailing comma when it does
/// not fit.
pub fn call(indent: usize, callee: &str, args: Vec<Doc>, suffix: &str) -> String {
    let doc = Doc::group(Doc::list(
        &format!("{callee}("),
        args,
        &format!("){suffix}"),
        2,
        true,
    ));
    doc.at(WIDTH, indent)
}

/// `if (a && b) {` at `indent`, the tests one per line when they do not fit.
pub fn if_open(indent: usize, tests: &[String]) -> String {
    let tests = Doc::join(tests.iter().map(Doc::text), &[Doc::text(" &&"), Doc::Line]);
    let docs = Doc::list("if (", vec![Doc::concat(tests)], ") {", 2, false);
    Doc::group(docs).at(WIDTH, indent)
}

/// `head value`, the value on a line of its own, indented, when the whole does not fit (as
/// Prettier breaks a declaration after its `=` or a property after its `:`).
pub fn after_break(indent: usize, head: &str, value: &str) -> String {
    let value = Doc::indent(2, [Doc::Line, Doc::text(value)]);
    Doc::group([Doc::text(head), value]).at(WIDTH, indent)
}

/// An argument of a call: on its line when it fits, else a sum (a generated path) one operand
/// a line, each `+` ending its line, as Prettier lays it out.
pub fn argument(text: &str) -> Doc {
    let operands = operands(text);
    let Some((first, rest)) = operands.split_first() else {
        return Doc::text(text);
    };
    let rest = rest
        .iter()
        .flat_map(|op| [Doc::text(" +"), Doc::Line, Doc::text(*op)]);
    Doc::group([Doc::text(*first), Doc::indent(2, rest)])
}

/// `const name = f(args);`, the arguments one a line with a trailing comma when it does not
/// fit, a string among them broken into pieces when it does not fit on its line.
pub fn constant_call(name: &str, f: &str, args: &[&Value]) -> String {
    let args = (args.iter())
        .map(|value| match value {
            Value::String(text) => string_doc(text),
            other => literal_doc(other),
        })
        .collect();
    let open = format!("const {name} = {f}(");
    Doc::group(Doc::list(&open, args, ");", 2, true)).print(WIDTH, 0, 0, 0)
}

/// `{prefix}(params): returns {`: the parameters one per line, with a trailing comma, when it
/// does not fit.
pub fn signature(prefix: &str, params: &[&str], returns: &str) -> String {
    let params = params.iter().copied().map(Doc::text).collect();
    let close = format!("): {returns} {{");
    Doc::group(Doc::list(&format!("{prefix}("), params, &close, 2, true)).print(WIDTH, 0, 0, 0)
}

/// `import { names } from "module";`, one name per line with a trailing comma when it does not
/// fit.
pub fn import(names: &[&str], module: &str) -> String {
    let names = names.iter().copied().map(Doc::text).collect();
    let mut body = vec![Doc::Line];
    body.extend(Doc::items(names, true));
    let from = format!("}} from {};", string(module));
    let docs = [
        Doc::text("import {"),
        Doc::indent(2, body),
        Doc::Line,
        Doc::text(from),
    ];
    Doc::group(docs).print(WIDTH, 0, 0, 0)
}

/// `return a && b;` at `indent`, or its operands one per line inside parentheses when it does
/// not fit.
pub fn return_all(indent: usize, operands: &[String]) -> String {
    let operands = operands.iter().map(Doc::text);
    let mut body = vec![Doc::SoftLine];
    body.extend(Doc::join(operands, &[Doc::text(" &&"), Doc::Line]));
    let docs = [
        Doc::text("return "),
        Doc::IfBreak("("),
        Doc::indent(2, body),
        Doc::SoftLine,
        Doc::IfBreak(")"),
        Doc::text(";"),
    ];
    Doc::group(docs).at(WIDTH, indent)
}

/// `name` as the key of an object literal: bare when it may be (Prettier's "as-needed"), quoted
/// otherwise; `__proto__` computed, so that it names a property rather than the prototype.
pub fn key(name: &str) -> String {
    match name {
        "__proto__" => "[\"__proto__\"]".to_owned(),
        _ if is_key(name) => name.to_owned(),
        _ => string(name),
    }
}

/// A property key of a type: bare when it is an identifier, quoted otherwise.
pub fn property_key(name: &str) -> String {
    match is_identifier(name, true) {
        true => name.to_owned(),
        false => string(name),
    }
}

/// The largest integer a double holds exactly, with every integer below it.
const SAFE_INTEGER: u64 = (1 << 53) - 1;

/// `value` as an object literal at `indent`, after `prefix` and before `suffix` on its first
/// and last lines: objects expanded, arrays on one line when they fit. An integer beyond 2^53 is
/// a `bigint` literal (`9007199254740993n`), so the runtime compares bounds, `const` and `enum`
/// values with the schema's exact integer rather than the double a number literal rounds to.
pub fn literal(value: &Value, indent: usize, prefix: &str, suffix: &str) -> String {
    let start = indent + prefix.chars().count();
    literal_doc(value).print(WIDTH, indent, start, suffix.chars().count())
}

fn literal_doc(value: &Value) -> Doc {
    match value {
        Value::Object(map) if !map.is_empty() => {
            let entry = |(k, v): (&String, &Value)| {
                Doc::concat([Doc::text(format!("{}: ", key(k))), literal_doc(v)])
            };
            let mut body = vec![Doc::Line];
            body.extend(Doc::items(map.iter().map(entry).collect(), true));
            let docs = [
                Doc::text("{"),
                Doc::indent(2, body),
                Doc::Line,
                Doc::text("}"),
            ];
            Doc::expanded(docs)
        }
        Value::Array(items) if !items.is_empty() => {
            let list = Doc::list("[", items.iter().map(literal_doc).collect(), "]", 2, true);
            match forced_break(items) {
                true => Doc::expanded(list),
                false => Doc::group(list),
            }
        }
        Value::Number(n) => Doc::text(match (n.as_u64(), n.as_i64()) {
            (Some(v), _) if v > SAFE_INTEGER => format!("{v}n"),
            (_, Some(v)) if v.unsigned_abs() > SAFE_INTEGER => format!("{v}n"),
            _ => n.to_string(),
        }),
        Value::String(text) => Doc::text(string(text)),
        Value::Array(_) => Doc::text("[]"),
        Value::Object(_) => Doc::text("{}"),
        other => Doc::text(other.to_string()),
    }
}

/// A number of the schema as JavaScript text that keeps it as `eventspec validate` reads it (an
/// integer beyond 2^53 as a bigint literal, `9007199254740993n`), as Prettier writes it
/// (`1e19`, not `1e+19`; `1`, not `1.0`).
pub fn exact_number(n: &serde_json::Number) -> String {
    let text = literal_doc(&Value::Number(n.clone()))
        .flat()
        .replace("e+", "e");
    match text.split_once('e') {
        Some((mantissa, exponent)) => format!("{}e{exponent}", trim_zero(mantissa)),
        None => trim_zero(&text).to_owned(),
    }
}

/// `1.0` as `1`: the fraction prettier drops.
fn trim_zero(text: &str) -> &str {
    text.strip_suffix(".0").unwrap_or(text)
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

/// `text` made safe for one line of a comment (`//` or `/** */`): control characters and line
/// separators as `\uXXXX`, and `*/` as `*\/`, so the comment can never end early. Every text
/// from a schema or a file name that goes into a TypeScript comment goes through here.
pub fn comment(text: &str) -> String {
    escape_controls(text, |c| format!("\\u{:04x}", u32::from(c))).replace("*/", "*\\/")
}

/// The lines of a JSDoc comment, each through [`comment`]: 94 characters at most, so that a
/// block indented as a member's (two spaces, then ` * `) stays within 100 columns.
pub fn doc_lines(text: &str) -> Vec<String> {
    wrap(text, 94).iter().map(|line| comment(line)).collect()
}

/// `lines` as a JSDoc comment indented by `indent`, without a final newline: `/** line */` when
/// it is one line that fits in 100 columns, else a block with one ` * ` line each (and ` *`
/// for an empty one); empty without lines.
pub fn jsdoc(lines: &[String], indent: &str) -> String {
    match lines {
        [] => String::new(),
        [line] if indent.len() + line.len() + 7 <= 100 && !line.is_empty() => {
            format!("{indent}/** {line} */")
        }
        _ => {
            let mut out = format!("{indent}/**\n");
            for line in lines {
                if line.is_empty() {
                    out.push_str(&format!("{indent} *\n"));
                } else {
                    out.push_str(&format!("{indent} * {line}\n"));
                }
            }
            out.push_str(&format!("{indent} */"));
            out
        }
    }
}

/// Adds `text` to `doc` as a paragraph of its own.
pub fn push_paragraph(doc: &mut Vec<String>, text: &str) {
    if !doc.is_empty() {
        doc.push(String::new());
    }
    doc.extend(doc_lines(text));
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
