//! Markdown made from text that strangers wrote (schema names, messages that quote them, file
//! names, git refs): the one place that decides how such text is written in the Markdown
//! reports (`diff` and `check --format markdown`), so that it is shown as written and never
//! becomes markup, HTML, a link or a new table cell.
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
//! Every function first shows control characters through [`visible`], so no text breaks a line.

use crate::output::visible;

/// `raw` as a code span that shows it exactly (control characters made visible).
pub fn code(raw: &str) -> String {
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
pub fn text(raw: &str) -> String {
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
pub fn inline(raw: &str) -> String {
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
pub fn cell(markdown: &str) -> String {
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
