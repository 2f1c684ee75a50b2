//! The names of the generated packages: the npm package, the Python distribution and the
//! Python import package, from one name a user chooses (`--package-name`) or eventspec's own.

use crate::{error::CodegenError, naming};

/// The names the generated packages are published and imported under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Package {
    /// The npm package name, e.g. `@eventspec/events`.
    pub npm: String,
    /// The Python distribution name (what `pip install` takes), e.g. `eventspec-events`.
    pub distribution: String,
    /// The Python import package, e.g. `eventspec_events`.
    pub module: String,
    /// Whether these are the registry's own packages (their READMEs describe the families).
    pub registry: bool,
}

impl Default for Package {
    fn default() -> Self {
        Self {
            npm: "@eventspec/events".to_owned(),
            distribution: "eventspec-events".to_owned(),
            module: "eventspec_events".to_owned(),
            registry: true,
        }
    }
}

impl Package {
    /// The packages for a user's schema, from an npm-style name: `@acme/agent-events` is the
    /// npm package `@acme/agent-events`, the distribution `acme-agent-events` and the import
    /// package `acme_agent_events`.
    pub fn named(name: &str) -> Result<Self, CodegenError> {
        let bad = |reason: &str| CodegenError::BadName {
            source_name: "--package-name".to_owned(),
            value: name.to_owned(),
            origin: "the package name".to_owned(),
            reason: reason.to_owned(),
        };
        let (scope, bare) = match name.strip_prefix('@') {
            Some(scoped) => {
                let (scope, bare) = scoped
                    .split_once('/')
                    .ok_or_else(|| bad("is scoped but has no `/name` after the scope"))?;
                (Some(scope), bare)
            }
            None => (None, name),
        };
        let part = |text: &str| {
            text.bytes()
                .next()
                .is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                && text
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"-._".contains(&b))
                && !text.ends_with(['-', '.', '_'])
        };
        if name.len() > 214 || !scope.is_none_or(part) || !part(bare) {
            return Err(bad(
                "is not a package name: lowercase letters, digits, `-`, `.` and `_`, starting with \
                 a letter or digit, optionally scoped as `@scope/name`",
            ));
        }
        let distribution = match scope {
            Some(scope) => format!("{scope}-{bare}"),
            None => bare.to_owned(),
        };
        let module = distribution.replace(['-', '.'], "_");
        if module.starts_with(|c: char| c.is_ascii_digit()) || naming::is_reserved(&module) {
            return Err(bad(&format!(
                "cannot be a Python import package (`{module}`): it must not start with a digit or \
                 be a reserved word"
            )));
        }
        Ok(Self {
            npm: name.to_owned(),
            distribution,
            module,
            registry: false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_name_gives_all_three() {
        let package = Package::named("@acme/agent-events").expect("valid");
        assert_eq!(package.npm, "@acme/agent-events");
        assert_eq!(package.distribution, "acme-agent-events");
        assert_eq!(package.module, "acme_agent_events");
        assert_eq!(
            Package::named("my.events").expect("valid").module,
            "my_events"
        );
    }

    #[test]
    fn names_that_cannot_be_published_or_imported_are_refused() {
        for name in [
            "", "Acme", "@acme", "a/b", "../x", "-x", "x-", "9lives", "class", "a b",
        ] {
            let error = Package::named(name).expect_err(name).to_string();
            assert!(error.contains(&format!("{name:?}")), "{error}");
        }
    }
}
