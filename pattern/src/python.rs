//! A pattern in Python `re` syntax, with ECMA-262's meaning: `^`/`$` as `\A`/`\Z`, every set
//! spelled as explicit code points.

use crate::{
    ast::{Look, Node, width},
    charset::Set,
};

/// `node` in Python `re` syntax, appended to `out`.
pub(crate) fn emit(node: &Node, out: &mut String) -> Result<(), String> {
    match node {
        Node::Empty => {}
        Node::Set(set) => emit_set(set, out),
        Node::Start => out.push_str("\\A"),
        Node::End => out.push_str("\\Z"),
        Node::Group {
            name,
            capture,
            body,
        } => {
            out.push_str(match (name, capture) {
                (Some(_), _) => "(?P<",
                (None, true) => "(",
                (None, false) => "(?:",
            });
            if let Some(name) = name {
                out.push_str(name);
                out.push('>');
            }
            emit(body, out)?;
            out.push(')');
        }
        Node::Look { kind, body, span } => {
            if matches!(kind, Look::Behind | Look::NotBehind) && width(body).is_none() {
                return Err(format!(
                    "a lookbehind of varying width at characters {}-{} (Python's `re` accepts only fixed-width ones)",
                    span.0 + 1,
                    span.1
                ));
            }
            out.push_str(kind.opener());
            emit(body, out)?;
            out.push(')');
        }
        Node::Concat(items) => {
            for item in items {
                emit(item, out)?;
            }
        }
        Node::Alt { branches, .. } => {
            for (index, branch) in branches.iter().enumerate() {
                if index > 0 {
                    out.push('|');
                }
                emit(branch, out)?;
            }
        }
        Node::Repeat {
            body,
            min,
            max,
            lazy,
            ..
        } => {
            emit(body, out)?;
            match (min, max) {
                (0, None) => out.push('*'),
                (1, None) => out.push('+'),
                (0, Some(1)) => out.push('?'),
                (min, None) => out.push_str(&format!("{{{min},}}")),
                (min, Some(max)) if min == max => out.push_str(&format!("{{{min}}}")),
                (min, Some(max)) => out.push_str(&format!("{{{min},{max}}}")),
            }
            if *lazy {
                out.push('?');
            }
        }
    }
    Ok(())
}

fn emit_set(set: &Set, out: &mut String) {
    if let [(lo, hi)] = set.0.as_slice()
        && lo == hi
    {
        emit_char(*lo, out);
        return;
    }
    let complement = set.complement();
    let (negated, ranges) = if !complement.0.is_empty() && complement.0.len() < set.0.len() {
        (true, &complement.0)
    } else {
        (false, &set.0)
    };
    out.push_str(if negated { "[^" } else { "[" });
    for &(lo, hi) in ranges {
        emit_char(lo, out);
        if hi > lo {
            if hi > lo + 1 {
                out.push('-');
            }
            emit_char(hi, out);
        }
    }
    out.push(']');
}

/// One code point as Python `re` reads it literally, in a class or not: ASCII letters, digits
/// and `_` as they are, everything else as a hex escape.
fn emit_char(code: u32, out: &mut String) {
    match char::from_u32(code) {
        Some(c) if c.is_ascii_alphanumeric() || c == '_' => out.push(c),
        _ if code < 0x100 => out.push_str(&format!("\\x{code:02x}")),
        _ if code < 0x1_0000 => out.push_str(&format!("\\u{code:04x}")),
        _ => out.push_str(&format!("\\U{code:08x}")),
    }
}
