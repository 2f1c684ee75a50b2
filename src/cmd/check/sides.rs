//! The two sides the release gate reads: the working tree and the release's git revision.

use eventspec_schema::Dialect;

use crate::{
    gate::{Doc, Released, RulesPair},
    git::Revision,
    repo::Repository,
    source,
};

/// The two sides the gate compares: the working tree and the release.
pub(super) struct Sides {
    /// The working tree.
    pub(super) repo: Repository,
    /// The release.
    pub(super) against: Revision,
    /// The dialect of a contract that declares no `$schema`, on both sides.
    pub(super) dialect: Dialect,
}

impl Sides {
    /// The file `file` (relative to the repository root) as the release had it; `evidence`
    /// says why it must have existed there, if anything does. Links on the way are the
    /// caller's to refuse (once for the snapshot folder, for each contract).
    pub(super) fn released(
        &self,
        file: &str,
        evidence: Option<String>,
    ) -> anyhow::Result<Released> {
        Ok(match self.against.file(file)? {
            Some(text) => Released::Doc(Doc::parse(
                file,
                text,
                &format!(" at {}", self.against.name),
                self.dialect,
            )?),
            None => match evidence {
                Some(evidence) => Released::Missing { evidence },
                None => Released::New,
            },
        })
    }

    /// The file `file` now.
    pub(super) fn current(&self, file: &str) -> anyhow::Result<Option<Doc>> {
        (self.repo.read(file)?)
            .map(|text| Doc::parse(file, text, "", self.dialect))
            .transpose()
    }

    /// A stream rules document as the release had it (`then`) and now (`now`), each where its
    /// file is: a file on one side only is judged as the addition or removal of its rules.
    /// A document that repeats a rule id is refused (rules are compared and accepted by id).
    pub(super) fn rules(&self, then: &str, now: Option<&str>) -> anyhow::Result<RulesPair> {
        let parse = |file: &str, place: &str, text: Option<String>| {
            (text.map(|text| source::parse_rules(&text, &format!("{file}{place}")))).transpose()
        };
        let release = format!(" at {}", self.against.name);
        Ok(RulesPair {
            released: parse(then, &release, self.against.file(then)?)?,
            current: match now {
                Some(now) => parse(now, "", self.repo.read(now)?)?,
                None => None,
            },
        })
    }
}
