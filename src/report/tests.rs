//! One set of diagnostics, whose names a stranger chose to break every format, written in every
//! format. Each output is read back by a reader nobody here wrote (a CommonMark parser, a JSON
//! parser, an XML parser) or by the rule its consumer applies (a GitHub runner reads a line
//! that starts with `::` as a command).

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};
use quick_junit::{NonSuccessKind, TestSuite};

use super::{
    diagnostic::{Diagnostic, Document, Level, Place, Section, Table, Text},
    github, junit, markdown, sarif, text,
};

/// A name that is Markdown, HTML, a link, a table border, a code fence, a workflow command,
/// a GitHub escape and a terminal escape sequence at once.
const NAME: &str =
    "x`|<img src=x onerror=alert(1)>[l](https://e.example)\n::error::owned %0A\u{1b}[2J";

fn diagnostics() -> Vec<Diagnostic> {
    let error = Diagnostic {
        rule: Some("property-removed"),
        level: Level::Error,
        label: "breaking",
        title: format!("eventspec diff ({NAME})"),
        place: Some(Place {
            path: format!("snapshots/{NAME}.json"),
            line: 3,
            column: Some(7),
        }),
        context: Some(Text::quote("v1").and(" → ").and_quote(NAME)),
        subject: Some(Text::names(["Event", NAME])),
        message: Text::quote(format!("property `{NAME}` was removed")),
        facts: vec![("backward", "breaking"), ("forward", "non-breaking")],
    };
    let note = Diagnostic::note(NAME, Text::words("accepted: ").and_quote(NAME));
    vec![error, note]
}

fn document() -> Document {
    let [error, note] = <[Diagnostic; 2]>::try_from(diagnostics()).expect("two");
    let section = |tabled, diagnostics| Section {
        heading: "Changes",
        intro: "What changed.",
        tabled,
        diagnostics,
    };
    Document {
        title: Text::name(NAME).and(" → ").and_name(NAME),
        notes: vec![Text::words("project file ").and_quote(NAME)],
        verdict: Text::words("1 change against ").and_quote(NAME),
        table: Some(Table {
            columns: vec!["family", "stability"],
            rows: vec![vec![Text::quote(NAME), Text::name(NAME)]],
        }),
        sections: vec![section(true, vec![error]), section(false, vec![note])],
        parts: vec![Document {
            title: Text::quote(NAME),
            ..Document::default()
        }],
    }
}

/// Whether `line` would command a GitHub runner (after white space and terminal styles, which
/// text output to a pipe does not have).
fn commands(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with("::") || line.starts_with("##[")
}

/// Characters that drive a terminal, end a line or make XML ill-formed.
fn hidden(text: &str) -> Vec<char> {
    text.chars()
        .filter(|c| *c != '\n' && (c.is_control() || ('\u{202a}'..='\u{202e}').contains(c)))
        .collect()
}

#[test]
fn text_shows_every_name_and_commands_nothing() {
    let out = text::document(&document());
    assert_eq!(hidden(&out), [], "{out}");
    assert!(!out.lines().any(commands), "{out}");
    assert!(
        out.contains(r"\u{1b}[2J") && out.contains(r"\u{a}"),
        "{out}"
    );
    let line = text::line(&diagnostics()[0]);
    assert!(line.starts_with("  breaking: `Event` `x`|<img"), "{line}");
    assert!(line.ends_with("was removed [property-removed]"), "{line}");
}

#[test]
fn markdown_keeps_every_name_in_its_place_as_written() {
    let out = markdown::document(&document(), 1);
    assert!(!out.lines().any(commands), "{out}");
    let mut options = Options::empty();
    options.insert(Options::ENABLE_TABLES);
    let (mut cells, mut rows, mut codes) = (0, Vec::new(), Vec::new());
    for event in Parser::new_ext(&out, options) {
        match event {
            Event::Html(html) | Event::InlineHtml(html) => panic!("HTML {html:?} in {out}"),
            Event::Start(Tag::Link { .. } | Tag::Image { .. }) => panic!("a link in {out}"),
            Event::Start(Tag::TableRow | Tag::TableHead) => cells = 0,
            Event::End(TagEnd::TableCell) => cells += 1,
            Event::End(TagEnd::TableRow | TagEnd::TableHead) => rows.push(cells),
            Event::Code(code) => codes.push(code.into_string()),
            _ => {}
        }
    }
    // The table of the document (two columns) and the section's (five), header rows included.
    assert_eq!(rows, [2, 2, 5, 5], "{out}");
    let shown = NAME.replace('\n', r"\u{a}").replace('\u{1b}', r"\u{1b}");
    assert!(codes.contains(&shown), "{codes:?}\n{out}");
}

#[test]
fn github_writes_one_command_per_diagnostic_and_escapes_its_data() {
    let out: String = diagnostics().iter().map(github::command).collect();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].starts_with("::error file=snapshots/x`|<img src=x onerror=alert(1)>[l](https%3A//e.example)%0A%3A%3Aerror%3A%3Aowned %250A"), "{out}");
    assert!(
        lines[0].contains(",line=3,col=7,title=eventspec diff (x`|"),
        "{out}"
    );
    assert!(lines[1].starts_with("::notice title=x`|"), "{out}");
    for line in &lines {
        let (properties, data) = line[2..].split_once("::").expect("a command");
        // Each property's value has its `:` and `,` escaped: the separators are ours.
        assert!(!properties.contains(':'), "{line}");
        assert!(
            properties.split(',').count() == 4 || !properties.contains(','),
            "{line}"
        );
        assert!(
            data.contains("%250A") && data.contains(r"\u{1b}[2J"),
            "{line}"
        );
    }
    assert_eq!(hidden(&out), [], "{out}");
}

#[test]
fn sarif_says_every_name_exactly_at_its_place() {
    let invocation = sarif::Invocation {
        successful: true,
        project_file: Some(NAME),
    };
    let log = sarif::log(&diagnostics(), invocation).expect("a log");
    let log: serde_json::Value = serde_json::from_str(&log).expect("JSON");
    let results = log["runs"][0]["results"].as_array().expect("results");
    assert_eq!(results.len(), 1, "the note is no rule's result: {log}");
    let text = format!("v1 → {NAME}: `Event` `{NAME}`: property `{NAME}` was removed");
    assert_eq!(results[0]["message"]["text"], text.as_str());
    let location = &results[0]["locations"][0]["physicalLocation"];
    let uri = location["artifactLocation"]["uri"].as_str().expect("a URI");
    assert!(
        uri.starts_with("snapshots/x%60%7C%3Cimg") && !uri.contains(' '),
        "{uri}"
    );
    assert_eq!(location["region"]["startColumn"], 7);
    assert_eq!(
        log["runs"][0]["invocations"][0]["properties"]["projectFile"],
        NAME
    );
}

#[test]
fn junit_is_well_formed_xml_that_lists_every_diagnostic() {
    let failure = junit::Failure::new(NonSuccessKind::Failure, NAME, "invalid-events");
    let mut suite = TestSuite::new("eventspec validate");
    suite.add_test_case(junit::case(
        NAME,
        "eventspec.validate",
        failure.status(&diagnostics(), 3),
    ));
    let out = junit::document(suite).expect("a document");
    assert_eq!(hidden(&out), [], "{out}");
    assert!(!out.lines().any(commands), "{out}");
    let mut reader = quick_xml::Reader::from_str(&out);
    let mut texts = String::new();
    loop {
        match reader.read_event().expect("well-formed XML") {
            quick_xml::events::Event::Eof => break,
            quick_xml::events::Event::Text(text) => {
                texts.push_str(&text.decode().expect("text"));
            }
            quick_xml::events::Event::GeneralRef(entity) => {
                texts.push(match &*entity.decode().expect("an entity") {
                    "lt" => '<',
                    "gt" => '>',
                    "amp" => '&',
                    "quot" => '"',
                    "apos" => '\'',
                    other => panic!("entity {other}"),
                });
            }
            _ => {}
        }
    }
    assert!(texts.contains("snapshots/x`|<img"), "{texts}");
    assert!(
        texts.contains("breaking[property-removed]: `Event` `x`|"),
        "{texts}"
    );
    assert!(texts.contains("... and 3 more finding(s)"), "{texts}");
}
