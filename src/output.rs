//! The one place that writes to standard output and standard error.

use std::{
    borrow::Cow,
    io::{self, Write},
};

/// Writes `text` to standard output. A closed pipe (`eventspec list | head`) is not an error.
pub fn stdout(text: &str) -> io::Result<()> {
    ignore_broken_pipe(io::stdout().lock().write_all(text.as_bytes()))
}

/// Writes `message` to standard error as an error, `error: message`, each of its lines through
/// [`visible`]: the one writer of error messages, which quote files, paths and values.
pub fn error(message: &str) -> io::Result<()> {
    stderr(&visible_lines(&format!("error: {message}\n")))
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
fn visible_lines(text: &str) -> String {
    text.split('\n').map(visible).collect::<Vec<_>>().join("\n")
}

/// `text` with no line that a GitHub Actions runner would read as a workflow command: the
/// runner takes a line of a job's output for one when, after leading white space, it starts
/// with `::` (`::error::`, `::add-mask::`, `::stop-commands::`) or with `##[` (the older form).
/// The first character of such a line is shown as `\u{3a}` or `\u{23}`, as [`visible`] shows
/// a control character, so the line still says what it said and commands nothing. The one
/// guard of the line-based formats for people (text, Markdown, JUnit's text); the GitHub
/// format writes its commands itself and escapes their data.
pub fn no_workflow_commands(text: &str) -> Cow<'_, str> {
    let command = |line: &str| {
        let start = after_styles(line);
        (start.starts_with("::") || start.starts_with("##[")).then(|| line.len() - start.len())
    };
    if !text.split('\n').any(|line| command(line).is_some()) {
        return Cow::Borrowed(text);
    }
    let lines: Vec<String> = text
        .split('\n')
        .map(|line| match command(line) {
            Some(at) => {
                let first = if line[at..].starts_with(':') {
                    "\\u{3a}"
                } else {
                    "\\u{23}"
                };
                format!("{}{first}{}", &line[..at], &line[at + 1..])
            }
            None => line.to_owned(),
        })
        .collect();
    Cow::Owned(lines.join("\n"))
}

/// `line` after its leading white space and the terminal styles (`ESC [ … m`) among it: our
/// own (text from strangers reaches a line only through [`visible`]), which a stream that is
/// not a terminal strips before the runner reads the line.
fn after_styles(line: &str) -> &str {
    let mut rest = line.trim_start();
    while let Some(sequence) = rest.strip_prefix("\u{1b}[") {
        let end = sequence
            .find(|c: char| ('\u{40}'..='\u{7e}').contains(&c))
            .map_or(sequence.len(), |at| at + 1);
        rest = sequence[end..].trim_start();
    }
    rest
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

    #[test]
    fn no_line_starts_a_workflow_command() {
        assert_eq!(no_workflow_commands("a::b\nok"), "a::b\nok");
        assert_eq!(
            no_workflow_commands(
                "::notice title=x::y.jsonl:1:1: error\n  \u{2003}::warning::w\n##[error]e\n"
            ),
            "\\u{3a}:notice title=x::y.jsonl:1:1: error\n  \u{2003}\\u{3a}:warning::w\n\\u{23}#[error]e\n"
        );
        assert_eq!(
            no_workflow_commands("\u{1b}[2m::x: 1 event(s)\u{1b}[0m"),
            "\u{1b}[2m\\u{3a}:x: 1 event(s)\u{1b}[0m"
        );
    }
}
