//! The files a drift report's two sides were read from, so that a diagnostic about a change
//! points at the line the change is on.

use std::sync::OnceLock;

use eventspec_schema::canonical::{KeyOrder, to_canonical_string};
use serde_json::Value;

use super::diagnostic::Place;
use crate::locate::{Index, Position};

/// A file one side of a report was read from: its path (relative to the repository root where
/// it has one) and its text, so that annotations point at the line a change is on. The text is
/// indexed once, the first time an annotation needs it, and each pointer a report names is
/// looked up in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// The path annotations name.
    pub path: String,
    text: Text,
    index: OnceLock<Index>,
}

/// A source's text: as it was read, or a registry snapshot's canonical form, written only when
/// an annotation needs it (which `validate`, reading the same contract, never does).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Text {
    Read(String),
    Canonical(Value, KeyOrder),
}

impl Source {
    /// The file at `path` with `text`.
    pub fn new(path: impl Into<String>, text: String) -> Self {
        Self::of(path, Text::Read(text))
    }

    /// The snapshot at `path` whose text is the canonical form of `document` in `order`.
    pub fn canonical(path: impl Into<String>, document: Value, order: KeyOrder) -> Self {
        Self::of(path, Text::Canonical(document, order))
    }

    fn of(path: impl Into<String>, text: Text) -> Self {
        Self {
            path: path.into(),
            text,
            index: OnceLock::new(),
        }
    }

    fn position(&self, pointer: &str) -> Option<Position> {
        let index = self.index.get_or_init(|| match &self.text {
            Text::Read(text) => Index::new(text),
            Text::Canonical(document, order) => Index::new(&to_canonical_string(document, *order)),
        });
        index.position(pointer)
    }
}

/// The files both sides of a report were read from, where they were files.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sources {
    /// The old side.
    pub old: Option<Source>,
    /// The new side.
    pub new: Option<Source>,
}

impl Sources {
    /// The file and position of `pointer`: in the new side, else in the old one (a change's
    /// pointer is into the new schema, or the old one for what was removed).
    pub fn locate(&self, pointer: &str) -> Option<(&str, Position)> {
        [&self.new, &self.old]
            .into_iter()
            .flatten()
            .find_map(|source| {
                source
                    .position(pointer)
                    .map(|at| (source.path.as_str(), at))
            })
    }

    /// Where `pointer` is, as a diagnostic's place.
    pub fn place(&self, pointer: &str) -> Option<Place> {
        self.locate(pointer).map(|(path, at)| Place {
            path: path.to_owned(),
            line: at.line,
            column: Some(at.column),
        })
    }
}
