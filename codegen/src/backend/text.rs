//! Text from a schema made safe for generated code: control characters escaped, long lines
//! wrapped, strings quoted as the formatters quote them.

/// `text` with every control character (C0 but the tab, DEL, C1) and the Unicode line and
/// paragraph separators replaced by `escape(c)`: the one place the backends make text safe to
/// print on one line of a comment or a string of generated code.
pub fn escape_controls(text: &str, escape: fn(char) -> String) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if (c.is_control() && c != '\t') || matches!(c, '\u{2028}' | '\u{2029}') {
            out.push_str(&escape(c));
        } else {
            out.push(c);
        }
    }
    out
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

/// `text` as a Python or JavaScript string literal, quoted as `ruff format` and Prettier prefer:
/// double quotes, unless the text holds more double quotes than single ones. Control characters
/// are escaped as JSON escapes them, which both languages read alike.
pub fn string_literal(text: &str) -> String {
    let json = serde_json::Value::String(text.to_owned()).to_string();
    let doubles = text.matches('"').count();
    if doubles <= text.matches('\'').count() {
        return json;
    }
    // Requote: `\"` becomes `"`, and a `'` is escaped.
    let mut out = String::from("'");
    let mut chars = json[1..json.len() - 1].chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('"') => out.push('"'),
                Some(next) => {
                    out.push('\\');
                    out.push(next);
                }
                None => out.push('\\'),
            },
            '\'' => out.push_str("\\'"),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

#[cfg(test)]
mod tests {
    use super::string_literal as string;

    #[test]
    fn strings_take_single_quotes_only_when_that_escapes_less() {
        assert_eq!(string("plain"), "\"plain\"");
        assert_eq!(string("say \"hi\""), "'say \"hi\"'");
        assert_eq!(string("it's \"x\" \"y\""), "'it\\'s \"x\" \"y\"'");
        assert_eq!(string("it's \"x\""), "'it\\'s \"x\"'");
        assert_eq!(string("it's \"x"), "\"it's \\\"x\"");
        assert_eq!(string("a\\b\n"), "\"a\\\\b\\n\"");
    }
}
