//! The checker's groups are bounded by what is open, and its keys and numbers are read by
//! value.

use eventspec_schema::rules::StreamRule;
use serde_json::{Value, json};

use super::{Reads, StreamChecker};
use crate::{finding::Finding, tape::Tape};

fn rules(reference: &str) -> Vec<StreamRule> {
    let (_, version) = eventspec_schema::resolve(reference).expect("registered");
    (version.rules)()
}

fn fixture(path: &str) -> Vec<Value> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/streams/");
    let text = std::fs::read_to_string(format!("{root}{path}")).expect("fixture");
    (text.lines().filter(|l| !l.trim().is_empty()))
        .map(|line| serde_json::from_str(line).expect("JSON"))
        .collect()
}

/// Pushes `events` (typed by `tag`), returning the findings and the most groups held at once.
fn check(
    checker: &mut StreamChecker<'_>,
    reads: &Reads,
    tag: &str,
    events: &[Value],
    from: usize,
) -> (Vec<Finding>, usize) {
    let mut found = Vec::new();
    let mut most = 0;
    for (at, event) in events.iter().enumerate() {
        let index = from + at;
        let observed = reads.extract(Tape::of(event).root());
        found.extend(checker.observe(index, index + 1, &observed, event[tag].as_str()));
        most = most.max(checker.groups_held());
    }
    (found, most)
}

/// `sessions` copies of `events`, each with its own `session`, the first `open` of them
/// interleaved event by event, the others one after another.
fn sessions(events: &[Value], sessions: usize, open: usize) -> Vec<Value> {
    let tagged = |n: usize, event: &Value| {
        let mut event = event.clone();
        event["session"] = json!(format!("s{n}"));
        event
    };
    let mut out = Vec::new();
    for event in events {
        out.extend((0..open).map(|n| tagged(n, event)));
    }
    for n in open..sessions {
        out.extend(events.iter().map(|event| tagged(n, event)));
    }
    out
}

#[test]
fn a_group_is_held_while_something_in_it_is_open_and_forgotten_once_settled() {
    // Pairings and precedences only: a session with nothing open is forgotten (exactly: a
    // fresh group holds the same); one that ends (`terminal`, with `monotonic` counters) is
    // forgotten at its end.
    let cases = [
        (
            "agentao.host@v3",
            "event_type",
            "agentao.host/v3/valid/permission-tool-subagent.jsonl",
        ),
        ("we0@v1", "type", "we0/v1/valid/two-steps-with-tool.jsonl"),
        ("agentabi@v2", "type", "agentabi/v2/valid/session.jsonl"),
    ];
    for (reference, tag, path) in cases {
        let rules = rules(reference);
        let reads = Reads::of(&rules, Some("session"));
        let events = sessions(&fixture(path), 2_000, 7);
        let mut checker = StreamChecker::new("s.jsonl", &rules, &reads);
        let (mut found, most) = check(&mut checker, &reads, tag, &events, 0);
        assert_eq!(most, 7, "{reference}: at most the 7 sessions open at once");
        assert_eq!(
            checker.groups_held(),
            0,
            "{reference}: every session settled"
        );
        found.extend(checker.finish());
        assert!(found.is_empty(), "{reference}: {found:?}");
    }
}

#[test]
fn a_group_left_open_is_held_and_reported_at_the_end() {
    let rules = rules("we0@v1");
    let reads = Reads::of(&rules, Some("session"));
    let events = fixture("we0/v1/valid/two-steps-with-tool.jsonl");
    let mut cut = sessions(&events, 50, 0);
    cut.truncate(cut.len() - 1);
    let mut checker = StreamChecker::new("s.jsonl", &rules, &reads);
    let (_, _) = check(&mut checker, &reads, "type", &cut, 0);
    assert_eq!(checker.groups_held(), 1, "only the last session, cut short");
    let found = checker.finish();
    assert!(
        found.iter().any(|f| f.message.contains("ends without")),
        "{found:?}"
    );
}

#[test]
fn keys_and_numbers_are_read_by_value_and_booleans_are_not_numbers() {
    let rules: Vec<StreamRule> = (rules("agentao.transport@v2").into_iter())
        .filter(|rule| rule.id == "tool-start-complete")
        .collect();
    let reads = Reads::of(&rules, None);
    let pair = |opened: Value, closed: Value| {
        let events = [
            json!({"type": "tool_start", "data": {"call_id": opened}}),
            json!({"type": "tool_complete", "data": {"call_id": closed}}),
        ];
        let mut checker = StreamChecker::new("s.jsonl", &rules, &reads);
        let (mut found, _) = check(&mut checker, &reads, "type", &events, 0);
        found.extend(checker.finish());
        found.len()
    };
    let big: Value = serde_json::from_str("9007199254740993").expect("JSON");
    let next: Value = serde_json::from_str("9007199254740992").expect("JSON");
    assert_eq!(pair(json!(1), json!(1.0)), 0, "1 and 1.0 are one key");
    assert_eq!(pair(json!(1e3), json!(1000)), 0, "1e3 and 1000 are one key");
    assert_eq!(pair(big.clone(), big.clone()), 0);
    assert_eq!(pair(json!(true), json!(1)), 2, "true is not 1");
    assert_eq!(pair(big, next), 2, "integers of 64 bits are read exactly");
}

#[test]
fn a_counter_compares_integers_exactly_and_floats_by_value() {
    let rules: Vec<StreamRule> = (rules("we0@v1").into_iter())
        .filter(|rule| rule.id == "step-index-increases")
        .collect();
    let reads = Reads::of(&rules, None);
    let run = |first: &str, second: &str| {
        let events: Vec<Value> = [first, second]
            .iter()
            .map(|n| serde_json::from_str(&format!(r#"{{"type":"step-start","index":{n}}}"#)))
            .collect::<Result<_, _>>()
            .expect("JSON");
        let mut checker = StreamChecker::new("s.jsonl", &rules, &reads);
        let (found, _) = check(&mut checker, &reads, "type", &events, 0);
        found.into_iter().map(|f| f.message).collect::<Vec<_>>()
    };
    assert!(run("9007199254740992", "9007199254740993").is_empty());
    assert_eq!(
        run("2", "2.0"),
        ["`index` must increase: 2 follows 2 at line 1"]
    );
    assert_eq!(
        run("0.5", "1.5e-7"),
        ["`index` must increase: 1.5e-7 follows 0.5 at line 1"]
    );
}

#[test]
fn each_item_is_merged_by_its_key_and_reported_at_the_last_event_that_carried_it() {
    let rules: Vec<StreamRule> = (rules("openai.chat@v3.60").into_iter())
        .filter(|rule| rule.id == "choice-finished")
        .collect();
    let reads = Reads::of(&rules, None);
    let chunk = |choices: Value| json!({"object": "chat.completion.chunk", "choices": choices});
    let events = [
        chunk(json!([{"index": 0, "delta": {}}, {"index": 1, "delta": {}}])),
        chunk(json!([{"index": 1.0, "delta": {}, "finish_reason": "stop"}])),
        chunk(json!([{"index": 2, "delta": {}, "finish_reason": null}, {"index": null}])),
        chunk(json!([{"index": 0, "delta": {}}])),
        chunk(json!([])),
    ];
    let mut checker = StreamChecker::new("s.jsonl", &rules, &reads);
    let mut found = Vec::new();
    for (index, event) in events.iter().enumerate() {
        let observed = reads.extract(Tape::of(event).root());
        found.extend(checker.observe(index, index + 1, &observed, Some("ChatCompletionChunk")));
    }
    assert!(found.is_empty(), "nothing before the end: {found:?}");
    let found: Vec<_> = (checker.finish().into_iter())
        .map(|f| (f.line, f.instance_path, f.related_line, f.message))
        .collect();
    let message = |key: u8| {
        format!(
            "the item of `choices` with `index` `{key}` never got a `finish_reason`: each item \
             needs one by the end of the stream (this is the last event that carried it)"
        )
    };
    // Choice 1 finished (`1.0` is its key too); 0 and 2 did not, each reported where it was
    // last, in the order of those events; an item without a key is no item.
    assert_eq!(
        found,
        [
            (
                3,
                "/choices/0/finish_reason".to_owned(),
                Some(5),
                message(2)
            ),
            (
                4,
                "/choices/0/finish_reason".to_owned(),
                Some(5),
                message(0)
            ),
        ]
    );
}

#[test]
fn items_first_come_numbered_and_a_disorder_is_reported_once() {
    let rules: Vec<StreamRule> = (rules("openai.chat@v3.60").into_iter())
        .filter(|rule| rule.id == "choices-in-order")
        .collect();
    let reads = Reads::of(&rules, None);
    let chunk = |choices: Value| json!({"object": "chat.completion.chunk", "choices": choices});
    let events = [
        chunk(json!([{"index": 0}, {"index": 2}])),
        chunk(json!([{"index": 1.0}, {"index": 2}, {"index": null}])),
        chunk(json!([{"index": 3}, {"index": 0}])),
        chunk(json!([{"index": 5}])),
    ];
    let mut checker = StreamChecker::new("s.jsonl", &rules, &reads);
    let mut found = Vec::new();
    for (index, event) in events.iter().enumerate() {
        let observed = reads.extract(Tape::of(event).root());
        found.extend(checker.observe(index, index + 1, &observed, Some("ChatCompletionChunk")));
    }
    found.extend(checker.finish());
    let found: Vec<_> = (found.into_iter())
        .map(|f| (f.line, f.instance_path, f.message))
        .collect();
    let message = |key: u8, expected: u8| {
        format!(
            "an item of `choices` first comes with `index` `{key}` where {expected} was \
             expected: the items first come numbered 0, 1, 2, ... (a new one has the number of \
             the items before it)"
        )
    };
    // 2 comes before 1; once 1 has come (`1.0` is that key), 3 is next and no second finding
    // follows; 5 skips 4. An item seen before, or without a key, is no new item.
    assert_eq!(
        found,
        [
            (1, "/choices/1/index".to_owned(), message(2, 1)),
            (4, "/choices/0/index".to_owned(), message(5, 4)),
        ]
    );
}

#[test]
fn what_the_fast_path_keeps_is_what_the_text_holds() {
    // Every stream fixture of every family version, and each event with its keys reversed
    // and its first member repeated with another value (the last one counts).
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/streams/");
    let (mut kept, mut events) = (0, 0);
    for family in eventspec_schema::registry() {
        for version in family.versions {
            let reference = format!("{}@{}", family.id, version.id);
            let rules = rules(&reference);
            let reads = Reads::of(&rules, None);
            let document = version.schema(family);
            let contract = crate::Contract::from_document(&document).expect("compiles");
            let folder = format!("{root}{}/{}", family.id, version.id);
            let Ok(entries) = std::fs::read_dir(&folder) else {
                continue;
            };
            for entry in entries.flat_map(|e| std::fs::read_dir(e.expect("entry").path())) {
                for file in entries_of(entry) {
                    let text = std::fs::read_to_string(&file).expect("fixture");
                    for line in text.lines().filter(|l| l.trim().starts_with('{')) {
                        for text in variants(line) {
                            let Some(members) = reads.members() else {
                                continue;
                            };
                            events += 1;
                            let keep = crate::fast::Keep::new(members);
                            let _ =
                                contract.answer_fast_keeping(text.as_bytes(), Some(&keep), true);
                            let Some(values) = keep.values() else {
                                continue;
                            };
                            kept += 1;
                            assert_eq!(
                                Some(reads.extract_kept(values)),
                                reads.extract_text(text.as_bytes()),
                                "{reference}: {text}"
                            );
                        }
                    }
                }
            }
        }
    }
    assert!(kept * 2 > events, "kept on {kept} of {events} events");
}

/// The files of a directory listing.
fn entries_of(entries: std::fs::ReadDir) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = entries.map(|e| e.expect("entry").path()).collect();
    files.sort();
    files
}

/// An event's line, that line with its members in reverse order, and with its first member
/// repeated at the end with the value `null`.
fn variants(line: &str) -> Vec<String> {
    let Ok(Value::Object(map)) = serde_json::from_str::<Value>(line) else {
        return vec![line.to_owned()];
    };
    let members: Vec<String> = map
        .iter()
        .map(|(k, v)| format!("{}:{v}", Value::from(k.as_str())))
        .collect();
    let reversed: Vec<String> = members.iter().rev().cloned().collect();
    let mut repeated = members.clone();
    if let Some((name, _)) = map.iter().next() {
        repeated.push(format!("{}:null", Value::from(name.as_str())));
    }
    [members, reversed, repeated]
        .iter()
        .map(|m| format!("{{{}}}", m.join(",")))
        .collect()
}
