//! Names: case conversion shared by every backend, and the check that two schema names never
//! become one identifier.

/// `tool_lifecycle`, `read-only`, `session.step.started` → `ToolLifecycle`, `ReadOnly`,
/// `SessionStepStarted`. Characters that cannot be in an identifier separate words.
pub fn pascal(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut upper = true;
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            if upper {
                out.push(c.to_ascii_uppercase());
            } else {
                out.push(c);
            }
            upper = false;
        } else {
            upper = true;
        }
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

/// `ToolLifecycleEvent` → `tool_lifecycle_event`, `IREvent` → `ir_event`; other characters
/// become `_`.
pub fn snake(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 4);
    let mut previous_lower = false;
    let chars: Vec<char> = text.chars().collect();
    for (index, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            // A word starts after a lowercase letter or digit, or at the last capital of an
            // acronym that a lowercase letter follows (`IREvent` → `ir` + `event`).
            let previous_upper = index > 0 && chars[index - 1].is_ascii_uppercase();
            let next_lower = chars.get(index + 1).is_some_and(char::is_ascii_lowercase);
            if previous_lower || (previous_upper && next_lower) {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
            previous_lower = false;
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
            previous_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        } else {
            if !out.ends_with('_') && !out.is_empty() {
                out.push('_');
            }
            previous_lower = false;
        }
    }
    let trimmed = out.trim_end_matches('_').to_owned();
    if trimmed.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{trimmed}")
    } else {
        trimmed
    }
}

/// `HostEvent` → `HOST_EVENT`.
pub fn screaming(text: &str) -> String {
    snake(text).to_ascii_uppercase()
}

/// Whether `text` is an ASCII identifier (letters, digits, `_`, `$` where `dollar` allows it;
/// not starting with a digit).
pub fn is_identifier(text: &str, dollar: bool) -> bool {
    let mut chars = text.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || (dollar && c == '$'))
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || (dollar && c == '$'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases() {
        assert_eq!(pascal("tool_lifecycle"), "ToolLifecycle");
        assert_eq!(pascal("read-only"), "ReadOnly");
        assert_eq!(pascal("session.step.started"), "SessionStepStarted");
        assert_eq!(pascal("3d"), "_3d");
        assert_eq!(snake("ToolLifecycleEvent"), "tool_lifecycle_event");
        assert_eq!(snake("RFC3339UTCString"), "rfc3339_utc_string");
        assert_eq!(snake("IREvent"), "ir_event");
        assert_eq!(snake("session.step"), "session_step");
        assert_eq!(screaming("HostEvent"), "HOST_EVENT");
        assert!(is_identifier("tool_use_id", false));
        assert!(!is_identifier("from-x", false));
        assert!(!is_identifier("9a", false));
        assert!(is_identifier("$x", true));
    }
}
