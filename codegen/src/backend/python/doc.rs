//! Text of generated Python: comments, docstrings, and the orders isort and ruff sort names in.

use crate::backend::{escape_controls, wrap};

/// isort's `order-by-type`: constants, classes, then the rest, each case-insensitively.
pub(crate) fn isort_key(name: &str) -> (u8, String) {
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

/// The order ruff gives `__all__` (RUF022): by [`member_kind`], then in natural order (runs
/// of digits compared as numbers).
pub(crate) fn dunder_all_key(name: &str) -> (u8, Vec<(String, u128)>) {
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
pub(crate) fn docstring(text: &str, indent: usize) -> String {
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
