//! Drift names a union member as a reader sees it in the schema (its `title`, else its `$ref`
//! name; its position only when it has neither), pairs members by that name before what they
//! accept, and reports a member that changed as its changes, not as a removal and an addition.

use eventspec_drift::{Change, Mode, Report, Verdict, diff};
use serde_json::{Value, json};

/// An event whose `content` is one of `members`.
fn event(members: &Value, defs: &Value) -> Value {
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Event",
        "type": "object",
        "properties": {"content": {"anyOf": members}},
        "required": ["content"],
        "additionalProperties": false,
        "$defs": defs,
    })
}

/// A closed object with one required string property `field`, and more optional ones.
fn member(title: Option<&str>, field: &str, optional: &[&str]) -> Value {
    let mut properties = serde_json::Map::new();
    for name in std::iter::once(&field).chain(optional) {
        properties.insert((*name).to_owned(), json!({"type": "string"}));
    }
    let mut schema = json!({
        "type": "object",
        "properties": properties,
        "required": [field],
        "additionalProperties": false,
    });
    if let Some(title) = title {
        schema["title"] = json!(title);
    }
    schema
}

fn text() -> Value {
    member(Some("Text"), "text", &[])
}

fn image() -> Value {
    member(Some("Image"), "url", &[])
}

fn changes(old: &Value, new: &Value) -> Report {
    diff(old, new, "old", "new", Mode::Full)
}

fn rules(report: &Report) -> Vec<(String, String, String)> {
    report
        .changes
        .iter()
        .map(|c| (c.rule.id().to_owned(), c.path.clone(), c.message.clone()))
        .collect()
}

fn only(report: &Report) -> Change {
    assert_eq!(report.changes.len(), 1, "{:#?}", rules(report));
    report.changes[0].clone()
}

/// Whether `schema` accepts `payload`, by the `jsonschema` crate.
fn accepts(schema: &Value, payload: &Value) -> bool {
    jsonschema::validator_for(schema)
        .expect("compiles")
        .is_valid(payload)
}

#[test]
fn an_added_member_is_named_by_its_title() {
    let old = event(&json!([text(), image()]), &json!({}));
    let audio = member(Some("Audio"), "audio", &[]);
    let new = event(&json!([text(), audio, image()]), &json!({}));
    let change = only(&changes(&old, &new));
    assert_eq!(change.rule.id(), "variant-added");
    assert_eq!(change.message, "a form `Audio` was added");
    assert_eq!(change.pointer, "/properties/content/anyOf/1");
}

#[test]
fn a_removed_member_is_named_by_its_ref_name_and_breaks_backward() {
    let defs = json!({"Text": member(None, "text", &[]), "Image": member(None, "url", &[])});
    let old = event(
        &json!([{"$ref": "#/$defs/Text"}, {"$ref": "#/$defs/Image"}]),
        &defs,
    );
    let new = event(&json!([{"$ref": "#/$defs/Text"}]), &defs);
    let change = only(&changes(&old, &new));
    assert_eq!(change.rule.id(), "variant-removed");
    assert_eq!(change.message, "the form `Image` was removed");
    // An image OLD accepts is rejected by NEW: removing a member breaks readers on NEW.
    let image = json!({"content": {"url": "u"}});
    assert!(accepts(&old, &image) && !accepts(&new, &image));
    assert_eq!(
        (change.verdicts.backward, change.verdicts.forward),
        (Verdict::Breaking, Verdict::NonBreaking)
    );
}

#[test]
fn a_member_that_gained_a_field_is_reported_as_that_field() {
    // The first member in both versions gains an optional field.
    let old = event(&json!([text(), image()]), &json!({}));
    let texts = member(Some("Text"), "text", &["lang"]);
    let new = event(&json!([texts, image()]), &json!({}));
    let change = only(&changes(&old, &new));
    assert_eq!(
        (change.rule.id(), change.path.as_str()),
        ("property-added", "content.lang")
    );
    assert_eq!(
        change.pointer,
        "/properties/content/anyOf/0/properties/lang"
    );
    // NEW accepts a text with `lang`, which no member of OLD does; all OLD accepts, NEW does.
    let with_lang = json!({"content": {"text": "t", "lang": "en"}});
    assert!(accepts(&new, &with_lang) && !accepts(&old, &with_lang));
    assert_eq!(
        (change.verdicts.backward, change.verdicts.forward),
        (Verdict::NonBreaking, Verdict::Breaking)
    );
}

#[test]
fn members_reordered_are_paired_by_name_before_content() {
    let old = event(&json!([text(), image()]), &json!({}));
    let images = member(Some("Image"), "url", &["alt"]);
    let new = event(&json!([images, text()]), &json!({}));
    let change = only(&changes(&old, &new));
    assert_eq!(
        (change.rule.id(), change.path.as_str()),
        ("property-added", "content.alt")
    );
    assert_eq!(change.pointer, "/properties/content/anyOf/0/properties/alt");
}

#[test]
fn a_member_renamed_without_changing_what_it_accepts_is_documentation_only() {
    let old = event(&json!([text(), image()]), &json!({}));
    let picture = member(Some("Picture"), "url", &[]);
    let new = event(&json!([text(), picture]), &json!({}));
    let change = only(&changes(&old, &new));
    assert_eq!(
        (change.rule.id(), change.verdict),
        ("description-changed", Verdict::Info)
    );
}

#[test]
fn a_member_behind_an_all_of_ref_is_named_by_that_ref() {
    // ACP's members are written `{"title": ..., "allOf": [{"$ref": ...}]}`; without the title,
    // the `$ref` of the only `allOf` part is the name a reader sees.
    let defs = json!({"Text": text(), "Image": image(), "Audio": member(None, "audio", &[])});
    let wrap = |name: &str| json!({"allOf": [{"$ref": format!("#/$defs/{name}")}]});
    let old = event(&json!([wrap("Text"), wrap("Image")]), &defs);
    let new = event(&json!([wrap("Audio"), wrap("Text"), wrap("Image")]), &defs);
    let change = only(&changes(&old, &new));
    assert_eq!(change.message, "a form `Audio` was added");
}

#[test]
fn a_member_without_a_name_of_its_own_is_named_by_position() {
    // Two members share the title `Part`: the title does not tell them apart, so the label
    // adds the position; a member with neither title nor `$ref` has its position only.
    let part = |field: &str| member(Some("Part"), field, &[]);
    let old = event(&json!([part("text"), part("url")]), &json!({}));
    let new = event(
        &json!([
            part("text"),
            part("audio"),
            part("url"),
            member(None, "video", &[])
        ]),
        &json!({}),
    );
    let report = changes(&old, &new);
    let messages: Vec<&str> = report.changes.iter().map(|c| c.message.as_str()).collect();
    assert_eq!(
        messages,
        ["a form `Part #1` was added", "a form `#3` was added"],
        "{:#?}",
        rules(&report)
    );
}

#[test]
fn an_event_type_of_an_untagged_union_keeps_its_title_when_it_changes() {
    let root = |members: Value| {
        json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Message",
            "anyOf": members,
        })
    };
    let old = root(json!([
        member(Some("Agent"), "agent", &[]),
        member(Some("Client"), "client", &[])
    ]));
    let new = root(json!([
        member(Some("Agent"), "agent", &["version"]),
        member(Some("Client"), "client", &[])
    ]));
    let change = only(&changes(&old, &new));
    assert_eq!(
        (
            change.event_type.as_deref(),
            change.rule.id(),
            change.path.as_str()
        ),
        (Some("Agent"), "property-added", "version")
    );
}
