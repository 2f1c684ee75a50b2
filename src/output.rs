//! The one place that writes to standard output and standard error.

use std::{
    borrow::Cow,
    io::{self, Write},
};

/// Writes `text` to standard output. A closed pipe (`eventspec list | head`) is not an error.
pub fn stdout(text: &str) -> io::Result<()> {
    ignore_broken_pipe(io::stdout().lock().write_all(text.as_bytes()))
}

/// Writes `text` to standard error.
pub fn stderr(text: &str) -> io::Result<()> {
    ignore_broken_pipe(io::stderr().lock().write_all(text.as_bytes()))
}

/// `text` with every character that could drive a terminal, end a line of a line-based format or
/// make XML ill-formed shown as `\u{..}`: C0 controls (newline and tab included), DEL, C1
/// controls, bidirectional overrides and isolates, and U+FFFE/U+FFFF. The one escaping function
/// of the human-facing outputs (text, GitHub, JUnit, error messages) for text that comes from
/// events, schemas, file names or arguments.
pub fn visible(text: &str) -> Cow<'_, str> {
    let hidden = |c: char| {
        c.is_control()
            || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{fffe}' | '\u{ffff}')
    };
    if !text.contains(hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if hidden(c) {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `text`, a message of several lines, with each line through [`visible`].
pub fn visible_lines(text: &str) -> String {
    text.split('\n').map(visible).collect::<Vec<_>>().join("\n")
}

/// `result`, with a closed pipe (the reader went away) counted as success.
pub fn ignore_broken_pipe(result: io::Result<()>) -> io::Result<()> {
    match result {
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_escape_sequences_are_shown_not_sent() {
        assert_eq!(visible("plain `text` 事件"), "plain `text` 事件");
        assert_eq!(
            visible("\u{1b}[31mred\r\n\t\u{7f}\u{9b}\u{202e}\u{ffff}"),
            "\\u{1b}[31mred\\u{d}\\u{a}\\u{9}\\u{7f}\\u{9b}\\u{202e}\\u{ffff}"
        );
        assert_eq!(visible_lines("a\u{1b}\nb"), "a\\u{1b}\nb");
    }
}
