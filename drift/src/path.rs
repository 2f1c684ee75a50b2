//! Property paths as reports name them, one path per place: `usage.input_tokens` (a property
//! of a property), `items[]` (an array's items), `metadata.*` (the values of properties an
//! object does not list), and `usage["tokens.total"]` for a name that would otherwise read as
//! something else.
//!
//! A name is written as it is when it is plain: not empty, and without `.`, `[`, `]`, `"`, `\`,
//! `*`, white space or control characters. Any other name is written as a JSON string in
//! brackets, so the property `tokens.total` (`["tokens.total"]`) and the property `total` of
//! `tokens` (`tokens.total`) have different paths, and so do a property named `*` (`["*"]`)
//! and the values of unlisted properties (`*`). Every path reads back to one place: plain names
//! never hold the characters that separate or quote, and a quoted name ends at its closing `"]`.

/// Whether `name` is written as it is (see the module's documentation).
fn plain(name: &str) -> bool {
    !name.is_empty()
        && !name.contains(|c: char| {
            matches!(c, '.' | '[' | ']' | '"' | '\\' | '*') || c.is_whitespace() || c.is_control()
        })
}

/// The path of the property `name` of the object at `path` (`""` for the event itself).
pub fn property(path: &str, name: &str) -> String {
    if !plain(name) {
        let quoted = serde_json::Value::String(name.to_owned()).to_string();
        return format!("{path}[{quoted}]");
    }
    if path.is_empty() {
        name.to_owned()
    } else {
        format!("{path}.{name}")
    }
}

/// The path of the items of the array at `path`.
pub fn items(path: &str) -> String {
    format!("{path}[]")
}

/// The path of the values of the properties the object at `path` does not list.
pub fn additional(path: &str) -> String {
    if path.is_empty() {
        "*".to_owned()
    } else {
        format!("{path}.*")
    }
}

/// A text that is no path of a change: where it goes wrong, and what was expected there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathError {
    /// The text.
    pub path: String,
    /// The byte offset where it goes wrong.
    pub at: usize,
    /// What was expected there.
    pub expected: &'static str,
}

impl std::fmt::Display for PathError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "`{}` is not a path as the reports write it: at byte {}, expected {} (paths read \
             `usage.input_tokens`, `items[]`, `metadata.*`, and a name with `.`, brackets, \
             quotes, `*` or spaces as a JSON string in brackets: `usage[\"tokens.total\"]`)",
            self.path, self.at, self.expected
        )
    }
}

impl std::error::Error for PathError {}

/// Refuses `path` unless it is written as [`property`], [`items`] and [`additional`] write
/// paths: one spelling per place, so an entry naming a change by its path names it exactly.
pub fn check(path: &str) -> Result<(), PathError> {
    let mut rest = path;
    while !rest.is_empty() {
        let at = path.len() - rest.len();
        let error = |expected| PathError {
            path: path.to_owned(),
            at,
            expected,
        };
        if let Some(after) = rest.strip_prefix("[]") {
            rest = after;
        } else if rest.starts_with("[\"") {
            rest = quoted(&rest[1..])
                .ok_or_else(|| error("a JSON string of a name that is not plain, then `]`"))?;
        } else {
            let name = if at == 0 {
                rest
            } else {
                rest.strip_prefix('.')
                    .ok_or_else(|| error("`.`, `[]` or `[\"`"))?
            };
            let end = name.find(['.', '[']).unwrap_or(name.len());
            if name[..end] != *"*" && !plain(&name[..end]) {
                return Err(error("a plain name or `*`"));
            }
            rest = &name[end..];
        }
    }
    Ok(())
}

/// What follows a quoted name (`text` starts with its opening `"`) and its `]`, when the name
/// is written as [`property`] writes it.
fn quoted(text: &str) -> Option<&str> {
    let mut escaped = false;
    let close = text.char_indices().skip(1).find_map(|(index, c)| {
        let end = !escaped && c == '"';
        escaped = !escaped && c == '\\';
        end.then_some(index)
    })?;
    let string = &text[..=close];
    let name: String = serde_json::from_str(string).ok()?;
    let canonical = serde_json::Value::String(name.clone()).to_string();
    (canonical == string && !plain(&name)).then_some(())?;
    text[close + 1..].strip_prefix(']')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_names_read_as_before_and_every_other_name_is_quoted() {
        assert_eq!(property("", "usage"), "usage");
        assert_eq!(property("usage", "input_tokens"), "usage.input_tokens");
        assert_eq!(property(&items("items"), "name"), "items[].name");
        assert_eq!(additional("metadata"), "metadata.*");
        assert_eq!(property("", "tokens.total"), r#"["tokens.total"]"#);
        assert_eq!(
            property("usage", "tokens.total"),
            r#"usage["tokens.total"]"#
        );
        assert_eq!(property("a", "*"), r#"a["*"]"#);
        assert_eq!(property("a", "b[]"), r#"a["b[]"]"#);
        assert_eq!(property("a", ""), r#"a[""]"#);
        assert_eq!(property("a", "say \"hi\""), r#"a["say \"hi\""]"#);
        assert_eq!(property("a", "line\nbreak"), r#"a["line\nbreak"]"#);
    }

    #[test]
    fn two_places_never_share_a_path() {
        let places = [
            property(&property("", "tokens"), "total"),
            property("", "tokens.total"),
            additional("a"),
            property("a", "*"),
            items("a"),
            property("", "a[]"),
            property("a", "b\"].c"),
            property(&property("a", "b\""), "c"),
            property("", ""),
            property("", "\"\""),
        ];
        let distinct: std::collections::BTreeSet<&String> = places.iter().collect();
        assert_eq!(distinct.len(), places.len(), "{places:?}");
    }

    #[test]
    fn every_path_written_reads_back_and_nothing_else_does() {
        let written = [
            String::new(),
            property("", "usage"),
            property(&property("", "usage"), "input_tokens"),
            property(&items("items"), "name"),
            items(""),
            additional(""),
            additional(&property("", "metadata")),
            property("", "tokens.total"),
            property(&property("", "a"), "b\"].c"),
            property(&items(&property("", "")), "*"),
            property("", "line\nbreak"),
        ];
        for path in &written {
            assert_eq!(check(path), Ok(()), "{path}");
        }
        for wrong in [
            "tokens..total",
            ".usage",
            "usage.",
            "[tokens.total]",
            r#"["total"]"#,
            r#"["tokens.total""#,
            r#"["tokens.total"].["a.b"]"#,
            r#"["a\u002eb"]"#,
            "a b",
            "a[0]",
            "a.**",
        ] {
            let error = check(wrong).expect_err(wrong);
            assert!(error.to_string().contains(&format!("`{wrong}`")), "{error}");
        }
    }
}
