//! What the reports of `diff`, `check` and `validate` say, before any format: [`Text`] that
//! keeps eventspec's own words apart from what strangers wrote (names from schemas and events,
//! file names, git refs, reasons), and [`Diagnostic`]s made of it. Only the writers of
//! `src/report/` turn them into characters, each escaping the strangers' parts once, in its own
//! way (see docs/security.md).

use std::fmt::Write as _;

/// One piece of a [`Text`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Span {
    /// Words eventspec wrote (counts included): shown as they are.
    Words(String),
    /// A name a stranger wrote (a type, a path, a version, a file): shown exactly, as code.
    Name(String),
    /// A sentence a stranger wrote, or one that quotes names in backticks (a change's message,
    /// a reason): shown exactly; its backtick-quoted parts are code where a format has code.
    Quote(String),
}

/// A sentence of a report, in [`Span`]s.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Text(pub Vec<Span>);

impl Text {
    /// Our own words.
    pub fn words(words: impl Into<String>) -> Self {
        Self(vec![Span::Words(words.into())])
    }

    /// A stranger's name.
    pub fn name(name: impl Into<String>) -> Self {
        Self(vec![Span::Name(name.into())])
    }

    /// Strangers' names, side by side; empty ones left out.
    pub fn names<'a>(names: impl IntoIterator<Item = &'a str>) -> Self {
        let names = names.into_iter().filter(|name| !name.is_empty());
        let mut spans = Vec::new();
        for (index, name) in names.enumerate() {
            if index > 0 {
                spans.push(Span::Words(" ".to_owned()));
            }
            spans.push(Span::Name(name.to_owned()));
        }
        Self(spans)
    }

    /// A stranger's sentence.
    pub fn quote(quote: impl Into<String>) -> Self {
        Self(vec![Span::Quote(quote.into())])
    }

    /// This text, then our own `words`.
    #[must_use]
    pub fn and(mut self, words: impl Into<String>) -> Self {
        self.0.push(Span::Words(words.into()));
        self
    }

    /// This text, then a stranger's `name`.
    #[must_use]
    pub fn and_name(mut self, name: impl Into<String>) -> Self {
        self.0.push(Span::Name(name.into()));
        self
    }

    /// This text, then a stranger's sentence.
    #[must_use]
    pub fn and_quote(mut self, quote: impl Into<String>) -> Self {
        self.0.push(Span::Quote(quote.into()));
        self
    }

    /// This text, then `other`.
    #[must_use]
    pub fn and_text(mut self, other: Text) -> Self {
        self.0.extend(other.0);
        self
    }

    /// The characters, unescaped, names in backticks: for the formats whose writer escapes a
    /// whole message at once (a workflow command's data, JSON, XML).
    pub fn plain(&self) -> String {
        let mut out = String::new();
        for span in &self.0 {
            match span {
                Span::Words(words) | Span::Quote(words) => {
                    out.push_str(words);
                }
                Span::Name(name) => {
                    let _ = write!(out, "`{name}`");
                }
            }
        }
        out
    }
}

/// How much a diagnostic matters, as every format grades it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// Fails the run.
    Error,
    /// Worth a look; does not fail.
    Warning,
    /// For information.
    Note,
}

/// Where a diagnostic is: a file (a path as given or relative to the repository root), a
/// 1-based line and, where known, column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// The file.
    pub path: String,
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: Option<usize>,
}

/// One thing a report says: what, where, how bad, by which rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The rule's id, one of the catalogue's; `None` for what no rule finds (an accepted
    /// change, a stale entry of the project file, the verdict).
    pub rule: Option<&'static str>,
    /// How bad.
    pub level: Level,
    /// How people read the level here (`breaking`, `error`).
    pub label: &'static str,
    /// What a CI annotation is titled (`eventspec diff (property-removed)`).
    pub title: String,
    /// Where, when it is in a file.
    pub place: Option<Place>,
    /// What was compared or read, when the message needs it said (`v2 -> v3`).
    pub context: Option<Text>,
    /// What it is about (an event type and path), if anything in particular.
    pub subject: Option<Text>,
    /// What was found.
    pub message: Text,
    /// More about it, each named: a column of its own in a table (`backward`, `forward`).
    pub facts: Vec<(&'static str, &'static str)>,
}

/// A report for people, before any format: what the text and Markdown writers lay out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Document {
    /// What it is about: the first line of the text, a heading in Markdown.
    pub title: Text,
    /// How it was made (the mode, the project file): after the title in the text, a sentence
    /// below it in Markdown.
    pub notes: Vec<Text>,
    /// What it comes to: the last line of the text, the first sentence in Markdown.
    pub verdict: Text,
    /// A row per subject (the gate's families), if it has them.
    pub table: Option<Table>,
    /// The diagnostics, in sections.
    pub sections: Vec<Section>,
    /// Reports within this one (the diffs behind a gate's verdict), after it.
    pub parts: Vec<Document>,
}

/// A table of a [`Document`]: a line per row in the text (its first cell, then each other
/// cell after its column's name), a table in Markdown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    /// The columns' names.
    pub columns: Vec<&'static str>,
    /// The rows, a cell per column.
    pub rows: Vec<Vec<Text>>,
}

/// Diagnostics of one kind: a line each in the text; in Markdown, under their heading and
/// sentence, a table (`where`, `change`, their facts, `rule`) or a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// Its heading in Markdown.
    pub heading: &'static str,
    /// The sentence under the heading.
    pub intro: &'static str,
    /// Whether Markdown lays the diagnostics out as a table rather than a list.
    pub tabled: bool,
    /// The diagnostics.
    pub diagnostics: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A note no rule finds, titled `title`, about nothing in particular: a summary.
    pub fn note(title: impl Into<String>, message: Text) -> Self {
        Self {
            rule: None,
            level: Level::Note,
            label: "note",
            title: title.into(),
            place: None,
            context: None,
            subject: None,
            message,
            facts: Vec::new(),
        }
    }

    /// The message with its subject before it: `` `event` `path`: message ``.
    pub fn about(&self) -> Text {
        match &self.subject {
            Some(subject) => subject.clone().and(": ").and_text(self.message.clone()),
            None => self.message.clone(),
        }
    }

    /// [`Self::about`] with the context before it, for the formats that show one message per
    /// diagnostic with nothing around it.
    pub fn whole(&self) -> Text {
        match &self.context {
            Some(context) => context.clone().and(": ").and_text(self.about()),
            None => self.about(),
        }
    }
}
