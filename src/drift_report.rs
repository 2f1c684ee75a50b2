//! How a drift report reads: text for people, JSON for tools, Markdown for release notes,
//! workflow commands for GitHub.

use std::{fmt::Write as _, sync::OnceLock};

use eventspec_drift::{Change, Report, Verdict};
use eventspec_schema::canonical::{KeyOrder, to_canonical_string};
use serde_json::Value;

use crate::{
    cli::DiffFormat,
    locate::{Index, Position},
    markdown,
    output::{no_workflow_commands, visible},
    report::{
        github::{escape_data, escape_property},
        sarif,
    },
};

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

    /// Where `pointer` is, as a SARIF result's place.
    pub fn place(&self, pointer: &str) -> Option<sarif::Place> {
        self.locate(pointer).map(|(path, at)| sarif::Place {
            path: path.to_owned(),
            line: at.line,
            column: at.column,
        })
    }

    /// The `file=…,line=…,col=…,` properties of a workflow command about `pointer`, if it can be
    /// located.
    pub fn github_properties(&self, pointer: &str) -> String {
        self.locate(pointer).map_or_else(String::new, |(path, at)| {
            format!(
                "file={},line={},col={},",
                escape_property(path),
                at.line,
                at.column
            )
        })
    }
}

/// `report` in `format`; GitHub annotations point into `sources`. The formats for people and
/// the SARIF log name `project_file`, the project file the command read, if any.
pub fn render(
    report: &Report,
    format: DiffFormat,
    sources: &Sources,
    project_file: Option<&str>,
) -> anyhow::Result<String> {
    Ok(match format {
        DiffFormat::Json => {
            let mut text = serde_json::to_string_pretty(report)?;
            text.push('\n');
            text
        }
        DiffFormat::Text => no_workflow_commands(&text(report, project_file)).into_owned(),
        DiffFormat::Markdown => no_workflow_commands(&markdown(report, project_file)).into_owned(),
        DiffFormat::Github => github(report, sources, project_file),
        DiffFormat::Sarif => sarif::log(
            &sarif_items(report, sources, |change| match change.verdict {
                Verdict::Breaking => sarif::Level::Error,
                Verdict::NonBreaking => sarif::Level::Warning,
                Verdict::Info => sarif::Level::Note,
            }),
            sarif::Invocation {
                successful: true,
                project_file,
            },
        )?,
    })
}

fn mode_name(report: &Report) -> &'static str {
    match report.mode {
        eventspec_drift::Mode::Backward => "backward",
        eventspec_drift::Mode::Forward => "forward",
        eventspec_drift::Mode::Full => "full",
    }
}

fn location(change: &Change) -> String {
    let event = change.event_type.as_deref().unwrap_or("-");
    if change.path.is_empty() {
        format!("`{event}`")
    } else {
        format!("`{event}` `{}`", change.path)
    }
}

fn label(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Breaking => "breaking",
        Verdict::NonBreaking => "non-breaking",
        Verdict::Info => "info",
    }
}

/// Where a change is and what it is, for people: names from the schemas are shown (see
/// [`visible`]), never sent to the terminal or allowed to break a line.
fn shown(change: &Change) -> (String, String) {
    (
        visible(&location(change)).into_owned(),
        visible(&change.message).into_owned(),
    )
}

fn text(report: &Report, project_file: Option<&str>) -> String {
    let project = project_file
        .map(|path| format!("; project file {}", visible(path)))
        .unwrap_or_default();
    let mut out = format!(
        "{} -> {} ({} compatibility{project})\n",
        visible(&report.old),
        visible(&report.new),
        mode_name(report)
    );
    for change in &report.changes {
        let (location, message) = shown(change);
        let _ = writeln!(
            out,
            "  {:<12}  {location}: {message} [{}]",
            label(change.verdict),
            change.rule.id()
        );
    }
    let _ = writeln!(
        out,
        "{} breaking, {} non-breaking, {} documentation change(s)",
        report.summary.breaking, report.summary.non_breaking, report.summary.info
    );
    out
}

/// Where a change is, in Markdown: its event type and path as code spans.
fn markdown_location(change: &Change) -> String {
    let event = markdown::code(change.event_type.as_deref().unwrap_or("-"));
    if change.path.is_empty() {
        event
    } else {
        format!("{event} {}", markdown::code(&change.path))
    }
}

/// The report as release notes. Every name and message from the schemas goes through
/// [`markdown`], so none becomes markup, HTML, a link or a table cell of its own.
fn markdown(report: &Report, project_file: Option<&str>) -> String {
    let mut out = format!(
        "## {} → {}\n\nCompatibility checked: **{}**. {} breaking, {} non-breaking and {} documentation change(s).\n",
        markdown::code(&report.old),
        markdown::code(&report.new),
        mode_name(report),
        report.summary.breaking,
        report.summary.non_breaking,
        report.summary.info
    );
    if let Some(path) = project_file {
        let _ = writeln!(out, "\nProject file: {}.", markdown::code(path));
    }
    for (verdict, heading, intro) in [
        (
            Verdict::Breaking,
            "Breaking changes",
            "A payload one side accepts is rejected by the other: plan the upgrade of producers and consumers.",
        ),
        (
            Verdict::NonBreaking,
            "Other changes to what validates",
            "Compatible under this mode; the table shows the other directions.",
        ),
        (
            Verdict::Info,
            "Documentation",
            "Descriptions only: nothing that validates changed.",
        ),
    ] {
        let changes: Vec<&Change> = report
            .changes
            .iter()
            .filter(|c| c.verdict == verdict)
            .collect();
        if changes.is_empty() {
            continue;
        }
        let _ = write!(out, "\n### {heading}\n\n{intro}\n\n");
        if verdict == Verdict::Info {
            for change in changes {
                let _ = writeln!(
                    out,
                    "- {}: {}",
                    markdown_location(change),
                    markdown::inline(&change.message)
                );
            }
            continue;
        }
        out.push_str("| where | change | backward | forward | rule |\n|---|---|---|---|---|\n");
        for change in changes {
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {} |",
                markdown::cell(&markdown_location(change)),
                markdown::cell(&markdown::inline(&change.message)),
                label(change.verdicts.backward),
                label(change.verdicts.forward),
                markdown::cell(&markdown::code(change.rule.id()))
            );
        }
    }
    out
}

fn github(report: &Report, sources: &Sources, project_file: Option<&str>) -> String {
    let mut out = String::new();
    for change in &report.changes {
        let command = match change.verdict {
            Verdict::Breaking => "error",
            Verdict::NonBreaking => "warning",
            Verdict::Info => "notice",
        };
        let message = escape_data(&format!("{}: {}", location(change), change.message));
        let title = escape_property(&format!("eventspec diff ({})", change.rule.id()));
        let place = sources.github_properties(&change.pointer);
        let _ = writeln!(out, "::{command} {place}title={title}::{message}");
    }
    if let Some(path) = project_file {
        let _ = writeln!(
            out,
            "::notice title={}::{}",
            escape_property("eventspec diff"),
            escape_data(&format!("project file: {path}"))
        );
    }
    out
}

/// A SARIF result for each change of `report`, at its pointer in `sources`, with the level
/// `level` gives its verdict.
pub fn sarif_items(
    report: &Report,
    sources: &Sources,
    level: impl Fn(&Change) -> sarif::Level,
) -> Vec<sarif::Item> {
    report
        .changes
        .iter()
        .map(|change| sarif::Item {
            rule: change.rule.id(),
            level: level(change),
            message: format!(
                "{} -> {}: {}: {}",
                report.old,
                report.new,
                location(change),
                change.message
            ),
            place: sources.place(&change.pointer),
        })
        .collect()
}
