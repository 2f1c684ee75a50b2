//! JSON Pointers (RFC 6901) and the URI fragments (`#/...`) that carry them in `$ref`s: the one
//! place eventspec escapes, joins and decodes them.

/// Escapes one reference token: `~` as `~0`, `/` as `~1`.
pub fn escape(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}

/// Undoes [`escape`].
pub fn unescape(token: &str) -> String {
    token.replace("~1", "/").replace("~0", "~")
}

/// `base` with one more token, escaped: `push("/$defs", "a/b")` is `/$defs/a~1b`.
pub fn push(base: &str, token: &str) -> String {
    format!("{base}/{}", escape(token))
}

/// The last token of a pointer, unescaped (`""` for the root).
pub fn last(pointer: &str) -> String {
    pointer
        .rsplit_once('/')
        .map(|(_, t)| unescape(t))
        .unwrap_or_default()
}

/// The JSON Pointer a local `$ref` names (`#/$defs/A%20B` is `/$defs/A B`), or `None` when the
/// reference is not a fragment-only pointer (a remote document, an anchor).
pub fn from_fragment(reference: &str) -> Option<String> {
    let fragment = reference.strip_prefix('#')?;
    if !(fragment.is_empty() || fragment.starts_with('/')) {
        return None;
    }
    percent_decode(fragment)
}

/// The `$ref` fragment that names `pointer` (`/$defs/A B` is `#/$defs/A%20B`).
pub fn to_fragment(pointer: &str) -> String {
    format!("#{}", percent_encode(pointer, b"/-._~!$&'()*+,;=:@"))
}

/// `text` with every byte percent-encoded but ASCII letters, digits and the bytes of `keep`.
pub fn percent_encode(text: &str, keep: &[u8]) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || keep.contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'%' {
            let hex = text.get(at + 1..at + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            at += 3;
        } else {
            out.push(bytes[at]);
            at += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_joins_tokens() {
        assert_eq!(push("/$defs", "a/b~c"), "/$defs/a~1b~0c");
        assert_eq!(unescape("a~1b~0c"), "a/b~c");
        assert_eq!(last("/$defs/a~1b"), "a/b");
        assert_eq!(last(""), "");
    }

    #[test]
    fn decodes_fragments_as_rfc_3986_says() {
        assert_eq!(
            from_fragment("#/$defs/A%20B").as_deref(),
            Some("/$defs/A B")
        );
        assert_eq!(from_fragment("#").as_deref(), Some(""));
        assert_eq!(from_fragment("#anchor"), None);
        assert_eq!(from_fragment("other.json#/a"), None);
        assert_eq!(from_fragment("#/a%2"), None);
        assert_eq!(to_fragment("/$defs/A B%"), "#/$defs/A%20B%25");
    }
}
