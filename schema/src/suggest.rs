//! "Did you mean": the known name closest to a mistyped one.

/// The name of `known` closest to `name` (Jaro-Winkler), if it scores at least `at_least`, i.e.
/// is close enough to be a likely typo.
pub fn closest<'a>(
    name: &str,
    known: impl IntoIterator<Item = &'a str>,
    at_least: f64,
) -> Option<&'a str> {
    known
        .into_iter()
        .map(|k| (strsim::jaro_winkler(name, k), k))
        .filter(|(score, _)| *score >= at_least)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, k)| k)
}
