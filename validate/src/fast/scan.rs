//! A look at an object's top-level keys before it is read: where the tag (or a property that
//! tells closed members apart) is, so that the object is then read once, against the member it
//! names, with nothing kept aside. The look only chooses a member; reading against that member
//! checks everything, so a wrong or unreadable look costs time, never a wrong verdict.

/// What looking through the keys found.
pub(crate) enum Scan<R> {
    /// A key the visitor stopped at, with its answer.
    Found(R),
    /// None: the object ended.
    End,
    /// Text the look does not follow (a key with an escape, or not an object); the object is
    /// read the general way.
    Unreadable,
}

/// Calls `visit` with each top-level key of the object `bytes` hold (its bytes, without
/// quotes) and the text from its value on, until it answers.
pub(crate) fn keys<'a, R>(
    bytes: &'a [u8],
    mut visit: impl FnMut(&'a [u8], &'a [u8]) -> Option<R>,
) -> Scan<R> {
    let mut at = skip_space(bytes, 0);
    if bytes.get(at) != Some(&b'{') {
        return Scan::Unreadable;
    }
    at = skip_space(bytes, at + 1);
    if bytes.get(at) == Some(&b'}') {
        return Scan::End;
    }
    loop {
        let Some((key, after)) = plain_string(bytes, at) else {
            return Scan::Unreadable;
        };
        at = skip_space(bytes, after);
        if bytes.get(at) != Some(&b':') {
            return Scan::Unreadable;
        }
        at = skip_space(bytes, at + 1);
        if let Some(found) = visit(key, &bytes[at..]) {
            return Scan::Found(found);
        }
        let Some(end) = skip_value(bytes, at) else {
            return Scan::Unreadable;
        };
        at = skip_space(bytes, end);
        match bytes.get(at) {
            Some(b',') => at = skip_space(bytes, at + 1),
            Some(b'}') => return Scan::End,
            _ => return Scan::Unreadable,
        }
    }
}

/// The string at the start of `text` when it has no escape.
pub(crate) fn plain_str(text: &[u8]) -> Option<&str> {
    let (content, _) = plain_string(text, 0)?;
    std::str::from_utf8(content).ok()
}

/// The content of the string starting at `at` and the position after it, if it has no escape.
fn plain_string(bytes: &[u8], at: usize) -> Option<(&[u8], usize)> {
    if bytes.get(at) != Some(&b'"') {
        return None;
    }
    let end = at + 1 + memchr::memchr2(b'"', b'\\', &bytes[at + 1..])?;
    (bytes[end] == b'"').then(|| (&bytes[at + 1..end], end + 1))
}

/// The position after the value starting at `at` (strings with escapes, nested containers).
fn skip_value(bytes: &[u8], mut at: usize) -> Option<usize> {
    let mut depth = 0usize;
    loop {
        match *bytes.get(at)? {
            b'"' => at = skip_string(bytes, at)?,
            b'{' | b'[' => {
                depth += 1;
                at += 1;
            }
            b'}' | b']' if depth > 0 => {
                depth -= 1;
                at += 1;
            }
            b',' | b'}' | b']' if depth == 0 => return Some(at),
            _ => at += 1,
        }
        if depth == 0 && matches!(bytes.get(at), Some(b',' | b'}')) {
            return Some(at);
        }
    }
}

/// The position after the string starting at `at`, escapes and all.
fn skip_string(bytes: &[u8], mut at: usize) -> Option<usize> {
    at += 1;
    loop {
        at += memchr::memchr2(b'"', b'\\', &bytes[at..])?;
        if bytes[at] == b'"' {
            return Some(at + 1);
        }
        at += 2;
    }
}

fn skip_space(bytes: &[u8], mut at: usize) -> usize {
    while bytes
        .get(at)
        .is_some_and(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
    {
        at += 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::{Scan, keys, plain_str};

    fn tag(text: &str) -> Option<String> {
        match keys(text.as_bytes(), |key, rest| {
            (key == b"type").then(|| plain_str(rest).map(str::to_owned))
        }) {
            Scan::Found(value) => value,
            Scan::End | Scan::Unreadable => None,
        }
    }

    #[test]
    fn the_tag_is_found_past_values_of_any_shape() {
        assert_eq!(tag(r#"{"type":"a"}"#).as_deref(), Some("a"));
        let before =
            r#"{ "x" : {"type":"no","y":[1,{"z":"]}"}]}, "s":"q\"}","n":-1.5e3, "type" : "b"}"#;
        assert_eq!(tag(before).as_deref(), Some("b"));
        assert_eq!(tag(r#"{"x":1}"#), None);
        assert_eq!(tag(r#"{"ty\u0070e":"a"}"#), None);
        assert_eq!(tag(r#"{"type":"a\n"}"#), None);
        assert_eq!(tag("[]"), None);
        assert_eq!(tag(r#"{"x":"#), None);
    }
}
