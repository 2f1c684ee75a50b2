//! A pattern in the syntax of Rust's `regex` and `fancy-regex`, with ECMA-262's meaning: every
//! set spelled as explicit code points, `^` and `$` the ends of the string.

use crate::{ast::Node, charset::Set};

/// `node` in `regex`/`fancy-regex` syntax, appended to `out`.
pub(crate) fn emit(node: &Node, out: &mut String) {
    match node {
        Node::Empty => {}
        Node::Set(set) => emit_set(set, out),
        Node::Start => out.push('^'),
        Node::End => out.push('$'),
        Node::Group {
            name,
            capture,
            body,
        } => {
            match (name, capture) {
                (Some(name), _) => out.push_str(&format!("(?P<{name}>")),
                (None, true) => out.push('('),
                (None, false) => out.push_str("(?:"),
            }
            emit(body, out);
            out.push(')');
        }
        Node::Look { kind, body, .. } => {
            out.push_str(kind.opener());
            emit(body, out);
            out.push(')');
        }
        Node::Concat(items) => items.iter().for_each(|item| emit(item, out)),
        Node::Alt { branches, .. } => {
            for (index, branch) in branches.iter().enumerate() {
                if index > 0 {
                    out.push('|');
                }
                emit(branch, out);
            }
        }
        Node::Repeat {
            body,
            min,
            max,
            lazy,
            ..
        } => {
            // A group, so that a repeated literal never reads as part of a longer one.
            out.push_str("(?:");
            emit(body, out);
            out.push(')');
            match max {
                Some(max) => out.push_str(&format!("{{{min},{max}}}")),
                None => out.push_str(&format!("{{{min},}}")),
            }
            if *lazy {
                out.push('?');
            }
        }
    }
}

/// A set as a `regex` class of hex escapes. Surrogates are left out: a Rust string holds none,
/// and `regex` refuses them in a class.
fn emit_set(set: &Set, out: &mut String) {
    out.push('[');
    let mut any = false;
    for &(lo, hi) in &set.0 {
        for (lo, hi) in [(lo, hi.min(0xD7FF)), (lo.max(0xE000), hi)] {
            if lo <= hi {
                any = true;
                out.push_str(&format!("\\x{{{lo:X}}}"));
                if hi > lo {
                    out.push_str(&format!("-\\x{{{hi:X}}}"));
                }
            }
        }
    }
    if !any {
        // Nothing a Rust string can hold: a class that matches nothing.
        out.push_str("^\\x{0}-\\x{10FFFF}");
    }
    out.push(']');
}
