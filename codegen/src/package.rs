//! The names of the generated packages (the npm package, the Python distribution and the
//! Python import package, from one name a user chooses with `--package-name`, or eventspec's
//! own) and what their manifests declare: the licence and the description.

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
    /// The SPDX licence expression both manifests declare; `None` claims no licence (the npm
    /// manifest then says `UNLICENSED`, the Python one has no `license`).
    pub license: Option<String>,
    /// The one-line description of both manifests; `None` for eventspec's own wording.
    pub description: Option<String>,
}

impl Default for Package {
    fn default() -> Self {
        Self {
            npm: "@eventspec/events".to_owned(),
            distribution: "eventspec-events".to_owned(),
            module: "eventspec_events".to_owned(),
            registry: true,
            license: Some("MIT".to_owned()),
            description: None,
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
            license: None,
            description: None,
        })
    }

    /// These packages declaring the licence `spdx`, an SPDX licence expression (`MIT`,
    /// `MIT OR Apache-2.0`, `LicenseRef-Proprietary`). Only its form is checked here; the
    /// Python build backend checks the identifiers against the SPDX list.
    pub fn with_license(mut self, spdx: &str) -> Result<Self, CodegenError> {
        let bad = |reason: &str| CodegenError::BadName {
            source_name: "--license".to_owned(),
            value: spdx.to_owned(),
            origin: "the licence".to_owned(),
            reason: reason.to_owned(),
        };
        if spdx.eq_ignore_ascii_case("UNLICENSED") {
            return Err(bad(
                "is npm's word for no licence, not an SPDX expression: give no `--license` to \
                 claim none, or `LicenseRef-Proprietary`",
            ));
        }
        let mut depth = 0_i32;
        for c in spdx.chars() {
            depth += match c {
                '(' => 1,
                ')' => -1,
                _ => 0,
            };
            if depth < 0 || !(c.is_ascii_alphanumeric() || " .-+:()".contains(c)) {
                return Err(bad(
                    "is not an SPDX licence expression: licence ids (letters, digits, `.`, `-`, \
                     `+`, `:`) joined by `AND`, `OR` or `WITH`, with balanced parentheses",
                ));
            }
        }
        if depth != 0 || spdx.trim().is_empty() || spdx.trim() != spdx {
            return Err(bad(
                "is not an SPDX licence expression: it is empty, has unbalanced parentheses or \
                 starts or ends with a space",
            ));
        }
        self.license = Some(spdx.to_owned());
        Ok(self)
    }

    /// These packages described by `text`, one line of at most 512 characters.
    pub fn with_description(mut self, text: &str) -> Result<Self, CodegenError> {
        if text.trim().is_empty()
            || text.chars().count() > 512
            || text.chars().any(char::is_control)
        {
            return Err(CodegenError::BadName {
                source_name: "--description".to_owned(),
                value: text.to_owned(),
                origin: "the description".to_owned(),
                reason: "must be one line of text (no control characters), not empty, of at \
                         most 512 characters"
                    .to_owned(),
            });
        }
        self.description = Some(text.to_owned());
        Ok(self)
    }

    /// The description of the `language` manifest (`TypeScript`, `Python`): the user's, else
    /// eventspec's own wording.
    pub fn description_for(&self, language: &str) -> String {
        match (&self.description, self.registry) {
            (Some(text), _) => text.clone(),
            (None, true) => format!(
                "{language} typings of AI-agent event streams (agentao, We0Agent, NiceEval, \
                 agentabi), generated by eventspec from its contract snapshots"
            ),
            (None, false) => {
                format!("{language} typings and runtime validators generated by eventspec")
            }
        }
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
    fn a_user_package_claims_no_licence_until_given_one() {
        let package = Package::named("acme-events").expect("valid");
        assert_eq!(package.license, None);
        assert_eq!(Package::default().license.as_deref(), Some("MIT"));
        let licensed = package
            .with_license("(MIT OR Apache-2.0) AND LicenseRef-Acme")
            .expect("an SPDX expression");
        assert_eq!(
            licensed.license.as_deref(),
            Some("(MIT OR Apache-2.0) AND LicenseRef-Acme")
        );
        for bad in ["", " MIT", "MIT\"", "(MIT", "MIT)", "UNLICENSED", "MIT\nx"] {
            let error = Package::default().with_license(bad).expect_err(bad);
            assert!(error.to_string().contains("--license"), "{error}");
        }
        for bad in ["", "two\nlines", "\u{7f}"] {
            Package::default().with_description(bad).expect_err(bad);
        }
        let described = Package::default()
            .with_description("Acme's \"agent\" events")
            .expect("one line");
        assert_eq!(
            described.description_for("Python"),
            "Acme's \"agent\" events"
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
