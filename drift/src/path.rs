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
}
