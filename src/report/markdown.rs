//! The Markdown writer (`diff` and `check --format markdown`): a [`Text`] as Markdown, where
//! what strangers wrote (schema names, messages that quote them, file names, git refs) is shown
//! as written and never becomes markup, HTML, a link or a new table cell. Each span is written
//! by one of:
//!
//! - [`code`]: a code span that its content cannot close: fenced with more backticks than the
//!   longest run of backticks inside, padded with a space where the content starts or ends with
//!   a backtick (or starts and ends with a space, which CommonMark would strip);
//! - [`text`]: running text, with the characters that start markup (`\`, `` ` ``, `*`, `_`,
//!   `[`, `]`, `~`, `$`) backslash-escaped and HTML's `<`, `>` and `&` written as entities;
//! - [`inline`]: a message that quotes names in backticks: its backtick-quoted parts as
//!   [`code`], the rest as [`text`] (all of it as text when its backticks do not pair up);
//! - [`cell`]: any of those as a table cell, with every `|` escaped (GitHub's tables split on
//!   `|` even inside a code span, and read `\|` there as `|`).
//!
//! Every function first shows control characters through [`visible`], so no text breaks a line;
//! the document as a whole goes through [`no_workflow_commands`], so no line of it commands a
//! GitHub runner when it is printed in a job's log.

use std::fmt::Write as _;

use super::diagnostic::{Diagnostic, Document, Span, Text};
use crate::output::{no_workflow_commands, visible};

/// `text` as Markdown: our words as running text, names as code spans, quoted sentences with
/// their backtick-quoted names as code spans.
fn render(text: &Text) -> String {
    text.0
        .iter()
        .map(|span| match span {
            Span::Words(words) => self::text(words),
            Span::Name(name) => code(name),
            Span::Quote(quote) => inline(quote),
        })
        .collect()
}

/// A table: a header of `columns`, then a row per entry of `rows`, each cell a [`Text`].
fn table(columns: &[&str], rows: &[Vec<Text>]) -> String {
    let mut out = format!(
        "| {} |\n|{}\n",
        columns.join(" | "),
        "---|".repeat(columns.len())
    );
    for row in rows {
        let cells: Vec<String> = row.iter().map(|text| cell(&render(text))).collect();
        let _ = writeln!(out, "| {} |", cells.join(" | "));
    }
    out
}

/// A document in Markdown, its title a heading of `depth` `#`s: the verdict, the notes, the
/// table, each section under a heading of its own, then its parts one level down. No line of
/// it starts a workflow command.
pub fn document(document: &Document, depth: usize) -> String {
    no_workflow_commands(&write_document(document, depth)).into_owned()
}

fn write_document(document: &Document, depth: usize) -> String {
    let hashes = "#".repeat(depth);
    let title = capitalized(&render(&document.title));
    let verdict = sentence(&render(&document.verdict));
    let mut out = format!("{hashes} {title}\n\n{verdict}\n");
    if !document.notes.is_empty() {
        let notes: Vec<String> = (document.notes.iter())
            .map(|note| sentence(&render(note)))
            .collect();
        let _ = write!(out, "\n{}\n", notes.join(" "));
    }
    if let Some(table) = &document.table {
        out.push('\n');
        out.push_str(&self::table(&table.columns, &table.rows));
    }
    for section in document
        .sections
        .iter()
        .filter(|s| !s.diagnostics.is_empty())
    {
        let _ = write!(
            out,
            "\n{hashes}# {}\n\n{}\n\n",
            section.heading, section.intro
        );
        out.push_str(&match section.tabled {
            true => diagnostics_table(&section.diagnostics),
            false => section.diagnostics.iter().map(item).collect(),
        });
    }
    for part in &document.parts {
        out.push('\n');
        out.push_str(&write_document(part, depth + 1));
    }
    out
}

/// `markdown` with its first letter a capital.
fn capitalized(markdown: &str) -> String {
    let mut chars = markdown.chars();
    let first: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    first + chars.as_str()
}

/// `markdown` as a sentence: its first letter a capital, a full stop after it.
fn sentence(markdown: &str) -> String {
    capitalized(markdown) + "."
}

/// Diagnostics as a table: where, what, their facts, the rule.
fn diagnostics_table(diagnostics: &[Diagnostic]) -> String {
    let facts = diagnostics.first().map_or(&[][..], |d| &d.facts[..]);
    let mut columns = vec!["where", "change"];
    columns.extend(facts.iter().map(|(name, _)| *name));
    columns.push("rule");
    let rows: Vec<Vec<Text>> = (diagnostics.iter())
        .map(|diagnostic| {
            let mut row = vec![diagnostic.subject.clone().unwrap_or_default()];
            row.push(diagnostic.message.clone());
            row.extend(diagnostic.facts.iter().map(|(_, fact)| Text::words(*fact)));
            row.push(Text::name(diagnostic.rule.unwrap_or_default()));
            row
        })
        .collect();
    table(&columns, &rows)
}

/// A diagnostic as an item of a list: what it is about, then its rule.
fn item(diagnostic: &Diagnostic) -> String {
    let mut text = diagnostic.about();
    if let Some(rule) = diagnostic.rule {
        text = text.and(" (").and_name(rule).and(")");
    }
    format!("- {}\n", render(&text))
}

/// `raw` as a code span that shows it exactly (control characters made visible).
fn code(raw: &str) -> String {
    let content = visible(raw);
    if content.is_empty() {
        // An empty code span cannot be written; a space is the nearest thing.
        return "` `".to_owned();
    }
    let longest = content
        .split(|c| c != '`')
        .map(str::len)
        .max()
        .unwrap_or_default();
    let fence = "`".repeat(longest + 1);
    let pad = content.starts_with('`')
        || content.ends_with('`')
        || (content.starts_with(' ') && content.ends_with(' ') && !content.trim().is_empty());
    let space = if pad { " " } else { "" };
    format!("{fence}{space}{content}{space}{fence}")
}

/// `raw` as running text: shown as written, never markup or HTML.
fn text(raw: &str) -> String {
    let shown = visible(raw);
    let mut out = String::with_capacity(shown.len() + 8);
    for c in shown.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '\\' | '`' | '*' | '_' | '[' | ']' | '~' | '$' => {
                out.push('\\');
                out.push(c);
            }
            other => out.push(other),
        }
    }
    out
}

/// A message that quotes names in backticks (`` property `a` was added ``): each quoted part
/// as a [`code`] span, the rest as [`text`]. Where the backticks do not pair up (a name that
/// holds one), the whole message is text, its backticks shown as they are. Either way nothing
/// in it becomes markup; a name holding backticks in pairs may only regroup the code spans.
fn inline(raw: &str) -> String {
    let shown = visible(raw);
    let parts: Vec<&str> = shown.split('`').collect();
    if parts.len().is_multiple_of(2) {
        return text(&shown);
    }
    parts
        .iter()
        .enumerate()
        .map(|(index, part)| {
            if index % 2 == 1 {
                code(part)
            } else if part.is_empty() && index > 0 && index + 1 < parts.len() {
                // Two code spans side by side would make one run of backticks of their fences.
                " ".to_owned()
            } else {
                text(part)
            }
        })
        .collect()
}

/// Markdown (from the functions above) as one cell of a table row.
fn cell(markdown: &str) -> String {
    markdown.replace('|', "\\|")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_spans_cannot_be_closed_by_their_content() {
        assert_eq!(code("plain"), "`plain`");
        assert_eq!(code("a`b"), "``a`b``");
        assert_eq!(code("``x"), "``` ``x ```");
        assert_eq!(code("x`"), "`` x` ``");
        assert_eq!(code(" a "), "`  a  `");
        assert_eq!(code("   "), "`   `");
        assert_eq!(code(""), "` `");
        assert_eq!(code("<img src=x>"), "`<img src=x>`");
        assert_eq!(code("a\nb"), "`a\\u{a}b`");
    }

    #[test]
    fn text_is_never_markup_or_html() {
        assert_eq!(text("plain words"), "plain words");
        assert_eq!(
            text("[x](https://e.example) <img src=x onerror=y> & *b* _i_ ~s~ $m$ \\"),
            "\\[x\\](https://e.example) &lt;img src=x onerror=y&gt; &amp; \\*b\\* \\_i\\_ \\~s\\~ \\$m\\$ \\\\"
        );
        assert_eq!(text("a`b"), "a\\`b");
    }

    #[test]
    fn messages_keep_their_code_spans_when_the_backticks_pair_up() {
        assert_eq!(
            inline("optional property `usage` was added"),
            "optional property `usage` was added"
        );
        assert_eq!(
            inline("property `a`b` was added"),
            "property \\`a\\`b\\` was added"
        );
        assert_eq!(
            inline("property `x``<img>` gone"),
            "property `x` `<img>` gone"
        );
        assert_eq!(cell(&inline("`a|b` | c")), "`a\\|b` \\| c");
    }
}
