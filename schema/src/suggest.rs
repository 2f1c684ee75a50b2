//! "Did you mean": the known name closest to a mistyped one.

/// The longest name (in bytes) a suggestion is looked for, and the longest name suggested: a
/// comparison costs at most `MAX_NAME_BYTES²` steps, so a 300 KB tag against 2,000 names is
/// no slower than a short one.
pub const MAX_NAME_BYTES: usize = 64;

/// The name of `known` closest to `name` (Jaro-Winkler), if it scores at least `at_least`, i.e.
/// is close enough to be a likely typo. Names longer than [`MAX_NAME_BYTES`] get no suggestion
/// and are never suggested.
pub fn closest<'a>(
    name: &str,
    known: impl IntoIterator<Item = &'a str>,
    at_least: f64,
) -> Option<&'a str> {
    if name.len() > MAX_NAME_BYTES {
        return None;
    }
    known
        .into_iter()
        .filter(|k| k.len() <= MAX_NAME_BYTES)
        .map(|k| (strsim::jaro_winkler(name, k), k))
        .filter(|(score, _)| *score >= at_least)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, k)| k)
}
