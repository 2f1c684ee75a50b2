//! Text for the pages: descriptions as HTML (escaped, with `code` spans and paragraphs) and
//! anchors (fragment ids) made from names alone, so that a permalink stays the same from one
//! build to the next. Section ids start with `_`, which no anchor made from a name does.

/// `text` escaped for HTML.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A description as HTML: escaped, each blank-line-separated paragraph a `<p>`, and text
/// between backticks a `<code>` span (an unpaired backtick stays as it is).
pub fn description_html(text: &str) -> String {
    text.split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|paragraph| format!("<p>{}</p>", inline_html(paragraph)))
        .collect()
}

/// One line or paragraph as HTML: escaped, with `code` spans. A span a word goes on from
/// (`` `TextDelta`s ``) is `attached`, which the style sets without a gap after it.
pub fn inline_html(text: &str) -> String {
    let pieces: Vec<&str> = text.split('`').collect();
    let mut out = String::new();
    for (index, piece) in pieces.iter().enumerate() {
        let closed = index + 1 < pieces.len() || index % 2 == 0;
        let attached =
            (pieces.get(index + 1)).is_some_and(|next| next.starts_with(char::is_alphanumeric));
        match (index % 2 == 1, closed) {
            (true, true) if attached => {
                out.push_str(&format!(
                    "<code class=\"attached\">{}</code>",
                    escape(piece)
                ));
            }
            (true, true) => out.push_str(&format!("<code>{}</code>", escape(piece))),
            (true, false) => out.push_str(&format!("`{}", escape(piece))),
            (false, _) => out.push_str(&escape(piece)),
        }
    }
    out
}

/// `name` as a fragment id: letters, digits, `_`, `-` and `.` kept, `[]` (an array's items)
/// written `-items`, anything else `-`; a `t` first when it would not start with a letter.
pub fn slug(name: &str) -> String {
    let mut out = slug_part(name);
    if out.is_empty() || !out.starts_with(|c: char| c.is_ascii_alphabetic()) {
        out.insert(0, 't');
    }
    out
}

/// `text` as part of a fragment id, after its start: as [`slug`], without the letter first.
pub fn slug_part(text: &str) -> String {
    (text.replace("[]", "-items").chars())
        .map(
            |c| match c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.') {
                true => c,
                false => '-',
            },
        )
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_spans_and_escaping() {
        assert_eq!(
            inline_html("a `<b>` & `c"),
            "a <code>&lt;b&gt;</code> &amp; `c"
        );
        assert_eq!(description_html("one\n\ntwo"), "<p>one</p><p>two</p>");
        assert_eq!(
            inline_html("`TextDelta`s and `a`"),
            "<code class=\"attached\">TextDelta</code>s and <code>a</code>"
        );
    }

    #[test]
    fn slugs_are_plain_and_start_with_a_letter() {
        assert_eq!(slug("items[].name"), "items-items.name");
        assert_eq!(slug("#2"), "t-2");
        assert_eq!(slug("a b"), "a-b");
        assert_eq!(slug(""), "t");
    }

    /// A field's anchor is its section's and its path's (`field_anchor`): the same as the slug
    /// of `event.path` the site has always made, which the permalink script relies on.
    #[test]
    fn a_slug_of_a_path_is_the_slugs_of_its_parts() {
        for (name, path) in [
            ("usage", "_meta"),
            ("1st", "items[].a b"),
            ("", "x"),
            ("a.b", "c"),
        ] {
            let whole = slug(&format!("{name}.{path}"));
            assert_eq!(whole, format!("{}.{}", slug(name), slug_part(path)));
        }
    }
}
