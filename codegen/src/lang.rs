//! How each language spells what the backends write: identifiers aside, its literals, comments
//! and statements ([`python`], [`typescript`]), laid out by the one engine ([`crate::layout`]).
//! The text both share is here: control characters escaped, long lines wrapped, strings quoted.

pub mod python;
pub mod typescript;

/// `text` with every control character (C0 but the tab, DEL, C1) and the Unicode line and
/// paragraph separators replaced by `escape(c)`: the one place the backends make text safe to
/// print on one line of a comment or a string of generated code.
pub fn escape_controls(text: &str, escape: fn(char) -> String) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if breaks_a_line(c) && c != '\t' {
            out.push_str(&escape(c));
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether `c` is a control character or a line or paragraph separator: what no one line of a
/// comment or a string literal may hold as it is.
fn breaks_a_line(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')
}

/// `text` with every line longer than `width` broken at spaces (a word longer than `width`
/// stays whole); existing line breaks are kept.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for line in text.lines() {
        let indent: String = line.chars().take_while(|c| *c == ' ').collect();
        let continuation = if line.trim_start().starts_with("- ") {
            format!("{indent}  ")
        } else {
            indent.clone()
        };
        let mut current = String::new();
        for word in line.split_whitespace() {
            if current.is_empty() {
                current = format!("{indent}{word}");
            } else if current.len() + 1 + word.len() > width {
                lines.push(std::mem::take(&mut current));
                current = format!("{continuation}{word}");
            } else {
                current.push(' ');
                current.push_str(word);
            }
        }
        lines.push(current);
    }
    lines
}

/// `text` cut into pieces whose spelling (by `spell`) is at most `width` characters long where
/// a piece can be, never after a backslash (a raw string cannot end in one). A cut is made
/// where the text reads best within the last half of the width: before a `(`, `[` or `|`, else
/// before a `\\`, else as late as it can.
pub fn pieces(text: &str, width: usize, spell: impl Fn(&str) -> String) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut start = 0;
    while start < chars.len() {
        // The best cut so far: its rank, then its end.
        let mut best: Option<(u8, usize)> = None;
        for end in start + 1..=chars.len() {
            let piece: String = chars[start..end].iter().collect();
            let spelled = spell(&piece).chars().count();
            if spelled > width && best.is_some() {
                break;
            }
            if end < chars.len() && chars[end - 1] == '\\' {
                continue;
            }
            let rank = match chars.get(end) {
                None => 3,
                _ if spelled < width / 2 => 0,
                Some('(' | '[' | '|') => 2,
                Some('\\') => 1,
                Some(_) => 0,
            };
            if best.is_none_or(|(best_rank, _)| rank >= best_rank) {
                best = Some((rank, end));
            }
        }
        let end = best.map_or(chars.len(), |(_, end)| end);
        out.push(chars[start..end].iter().collect());
        start = end;
    }
    out
}

/// The operands of `expr`'s top-level ` + `s, outside strings and brackets: a path's pieces,
/// for a line too long to hold them.
pub fn operands(expr: &str) -> Vec<&str> {
    let (mut out, mut start, mut depth, mut quote, mut escaped) =
        (Vec::new(), 0, 0usize, None, false);
    let bytes = expr.as_bytes();
    for (at, &byte) in bytes.iter().enumerate() {
        match (quote, byte) {
            (Some(_), _) if escaped => escaped = false,
            (Some(_), b'\\') => escaped = true,
            (Some(q), b) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'"' | b'\'') => quote = Some(byte),
            (None, b'(' | b'[' | b'{') => depth += 1,
            (None, b')' | b']' | b'}') => depth = depth.saturating_sub(1),
            (None, b'+') if depth == 0 && at > 0 && bytes.get(at - 1) == Some(&b' ') => {
                out.push(expr[start..at - 1].trim_end());
                start = at + 2;
            }
            _ => {}
        }
    }
    out.push(&expr[start.min(expr.len())..]);
    out
}

/// `text` as a string literal that Python and JavaScript read alike, quoted as `ruff format`
/// and Prettier prefer: double quotes, unless the text holds more double quotes than single
/// ones. Backslashes and the chosen quote are escaped, and so are control characters and line
/// separators: `\n`, `\r`, `\t`, `\b`, `\f` as JSON escapes them, any other as `\uXXXX`.
pub fn string_literal(text: &str) -> String {
    let quote = match text.matches('"').count() > text.matches('\'').count() {
        true => '\'',
        false => '"',
    };
    let mut out = String::with_capacity(text.len() + 2);
    out.push(quote);
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if breaks_a_line(c) => {
                out.push_str(&format!("\\u{:04x}", u32::from(c)));
            }
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

#[cfg(test)]
mod tests {
    use super::{pieces, string_literal as string};

    #[test]
    fn pieces_put_back_together_are_the_text_and_keep_within_the_width() {
        let text =
            r"^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:[Zz]|[+-]\d{2})?)?$";
        let cut = pieces(text, 40, string);
        assert_eq!(cut.concat(), text);
        assert!(cut.len() > 2);
        assert!(
            cut.iter()
                .all(|piece| string(piece).len() <= 40 && !piece.ends_with('\\'))
        );
        assert!(
            cut[1..]
                .iter()
                .any(|piece| piece.starts_with(['(', '[', '|']))
        );
    }

    #[test]
    fn strings_take_single_quotes_only_when_that_escapes_less() {
        assert_eq!(string("plain"), "\"plain\"");
        assert_eq!(string("say \"hi\""), "'say \"hi\"'");
        assert_eq!(string("it's \"x\" \"y\""), "'it\\'s \"x\" \"y\"'");
        assert_eq!(string("it's \"x\""), "'it\\'s \"x\"'");
        assert_eq!(string("it's \"x"), "\"it's \\\"x\"");
        assert_eq!(string("a\\b\n\t"), "\"a\\\\b\\n\\t\"");
        assert_eq!(string("\u{7f}\u{85}\u{2028}"), "\"\\u007f\\u0085\\u2028\"");
    }
}
