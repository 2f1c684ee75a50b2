use super::*;
use crate::input::tests::framers::FailsAfter;

/// A contract that requires `n` to be a number.
fn contract() -> Contract {
    let document = serde_json::json!({
        "type": "object",
        "properties": {"n": {"type": "number"}},
        "required": ["n"]
    });
    Contract::from_document(&document).expect("a usable schema")
}

/// An input of `events` JSONL events, every third one invalid.
fn input(events: usize) -> String {
    (0..events)
        .map(|n| match n % 3 {
            0 => "{\"n\": \"x\"}\n".to_owned(),
            _ => format!("{{\"n\": {n}}}\n"),
        })
        .collect()
}

#[test]
fn a_read_error_keeps_the_counts_of_what_was_checked_before_it() {
    let contract = contract();
    for (jobs, format) in [(1, Format::Jsonl), (2, Format::Jsonl), (1, Format::Json)] {
        let text = if format == Format::Json {
            "[{\"n\": \"x\"}, {\"n\": 1}]\n".to_owned()
        } else {
            input(6)
        };
        let options = Options {
            jobs,
            ..Options::default()
        };
        let reader = io::BufReader::with_capacity(8, FailsAfter(text.as_bytes()));
        let error = validate_input(&contract, "in", reader, format, &options, 0, &mut |_| {})
            .expect_err("the read fails");
        assert_eq!(error.error.to_string(), "the disk went away");
        if format == Format::Jsonl {
            // Six lines were read whole before the failing read: two invalid.
            assert_eq!(
                (error.counts.events, error.counts.invalid),
                (6, 2),
                "{jobs}"
            );
        }
    }
}

/// The lines of the findings of each input, validated with `jobs` workers.
fn run(jobs: usize, inputs: &[String], format: Format) -> (Vec<Vec<usize>>, usize) {
    let contract = contract();
    let options = Options {
        jobs,
        ..Options::default()
    };
    Validator::run(&contract, &options, |validator| {
        let lines = inputs
            .iter()
            .map(|text| {
                let mut lines = Vec::new();
                let counts = validator
                    .validate("in.jsonl", text.as_bytes(), format, 0, &mut |f| {
                        if f.severity == Severity::Error {
                            lines.push(f.line);
                        }
                    })
                    .expect("in-memory input");
                assert_eq!(counts.invalid, lines.len());
                lines
            })
            .collect();
        (lines, validator.workers_started())
    })
}

#[test]
fn one_pool_of_workers_serves_every_input_in_order() {
    // Small inputs, and large ones of many units each (JSONL blocks, batches of records).
    let mut inputs: Vec<String> = (0..200).map(|n| input(n % 5)).collect();
    inputs.push(input(40_000));
    inputs.push(input(7));
    for format in [Format::Jsonl, Format::Sse] {
        let inputs: Vec<String> = match format {
            Format::Sse => inputs
                .iter()
                .map(|text| text.lines().map(|l| format!("data: {l}\n\n")).collect())
                .collect(),
            _ => inputs.clone(),
        };
        let (alone, none) = run(1, &inputs, format);
        let (pooled, started) = run(3, &inputs, format);
        assert_eq!(none, 0, "{format:?}");
        assert_eq!(
            started,
            3,
            "{format:?}: one pool for {} inputs",
            inputs.len()
        );
        assert_eq!(pooled, alone, "{format:?}");
        assert_eq!(alone[200].len(), 13_334, "{format:?}");
    }
}

#[test]
fn stream_rules_run_with_workers_and_find_what_one_thread_finds() {
    use eventspec_schema::rules::{Requirement, Selector};
    let selector = |event_type: &str| Selector {
        event_type: event_type.to_owned(),
        when: None,
    };
    // Sessions of `open` … `close` by `id`, interleaved two at a time and grouped by
    // `session`; every 97th close is dropped, every 89th open doubled, and `n` must never
    // decrease within a session.
    let rules = vec![
        StreamRule {
            id: "pairs".to_owned(),
            description: String::new(),
            source: String::new(),
            requirement: Requirement::Pairing {
                open: selector("open"),
                close: vec![selector("close")],
                key: Some("/id".to_owned()),
                alone: Vec::new(),
                within: None,
                closed_before: Vec::new(),
                reset_by: Vec::new(),
            },
        },
        StreamRule {
            id: "order".to_owned(),
            description: String::new(),
            source: String::new(),
            requirement: Requirement::Monotonic {
                event: selector("*"),
                field: "/n".to_owned(),
                strict: false,
            },
        },
    ];
    let mut text = String::new();
    for n in 0..30_000 {
        let session = n % 2;
        let id = n / 2;
        text.push_str(&format!(
            "{{\"type\":\"open\",\"id\":{id},\"session\":{session},\"n\":{n}}}\n"
        ));
        if n % 89 == 0 {
            text.push_str(&format!(
                "{{\"type\":\"open\",\"id\":{id},\"session\":{session},\"n\":{}}}\n",
                n - n % 3
            ));
        }
        if n % 97 != 0 {
            text.push_str(&format!(
                "{{\"type\":\"close\",\"id\":{id},\"session\":{session},\"n\":{n}}}\n"
            ));
        }
    }
    let document = serde_json::json!({
        "oneOf": [
            { "type": "object", "properties": { "type": { "const": "open" } }, "required": ["type"] },
            { "type": "object", "properties": { "type": { "const": "close" } }, "required": ["type"] },
        ],
    });
    let contract = Contract::from_document(&document).expect("a usable schema");
    let findings = |jobs: usize| {
        let options = Options {
            jobs,
            rules: Some(rules.clone()),
            group_by: Some("session".to_owned()),
            ..Options::default()
        };
        Validator::run(&contract, &options, |validator| {
            let mut found = Vec::new();
            let counts = validator
                .validate("in.jsonl", text.as_bytes(), Format::Jsonl, 0, &mut |f| {
                    found.push(f);
                })
                .expect("in-memory input");
            (found, counts, validator.workers_started())
        })
    };
    let (alone, alone_counts, none) = findings(1);
    let (pooled, pooled_counts, started) = findings(4);
    assert_eq!((none, started), (0, 4));
    assert_eq!(pooled, alone);
    assert_eq!(pooled_counts, alone_counts);
    let rule = |id: &str| {
        (alone.iter())
            .filter(|f| f.sequence_rule.as_deref() == Some(id))
            .count()
    };
    // 310 closes dropped (never closed) and 338 opens doubled (opened again).
    assert_eq!(rule("pairs"), 310 + 338);
    assert!(rule("order") > 0);
}

#[test]
fn max_invalid_stops_a_pooled_input() {
    let contract = contract();
    let options = Options {
        jobs: 2,
        max_invalid: Some(5),
        ..Options::default()
    };
    let text = input(100_000);
    let counts = Validator::run(&contract, &options, |validator| {
        validator.validate("in.jsonl", text.as_bytes(), Format::Jsonl, 0, &mut |_| {})
    })
    .expect("in-memory input");
    assert!(counts.stopped);
    assert_eq!(counts.invalid, 5);
}

/// A monotonic rule over every event's `n`.
fn monotonic() -> Vec<StreamRule> {
    use eventspec_schema::rules::{Requirement, Selector};
    vec![StreamRule {
        id: "order".to_owned(),
        description: String::new(),
        source: String::new(),
        requirement: Requirement::Monotonic {
            event: Selector {
                event_type: "*".to_owned(),
                when: None,
            },
            field: "/n".to_owned(),
            strict: false,
        },
    }]
}

#[test]
fn every_worker_starts_when_stream_rules_are_checked() {
    let contract = contract();
    let text = input(20_000);
    for jobs in [2, 3] {
        let options = Options {
            jobs,
            rules: Some(monotonic()),
            ..Options::default()
        };
        let started = Validator::run(&contract, &options, |validator| {
            let counts = validator
                .validate("in.jsonl", text.as_bytes(), Format::Jsonl, 0, &mut |_| {})
                .expect("in-memory input");
            assert_eq!(counts.events, 20_000);
            validator.workers_started()
        });
        assert_eq!(started, jobs);
    }
}

/// An input that arrives one piece at a time, like a pipe from a running producer; it notes
/// how many findings the sink had when each piece after the first was asked for.
struct Paced {
    pieces: Vec<Vec<u8>>,
    next: usize,
    seen: std::rc::Rc<std::cell::Cell<usize>>,
    seen_before: Vec<usize>,
}

impl io::Read for Paced {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let Some(piece) = self.pieces.get(self.next) else {
            return Ok(0);
        };
        assert!(piece.len() <= buffer.len(), "a piece fits a read");
        if self.next > 0 {
            self.seen_before.push(self.seen.get());
        }
        buffer[..piece.len()].copy_from_slice(piece);
        self.next += 1;
        Ok(piece.len())
    }
}

#[test]
fn a_live_input_is_checked_as_its_events_arrive_whatever_the_job_count() {
    let contract = contract();
    for format in [Format::Jsonl, Format::Sse] {
        let piece = match format {
            Format::Sse => "data: {\"n\": \"x\"}\n\n",
            _ => "{\"n\": \"x\"}\n",
        };
        let options = Options {
            jobs: 2,
            ..Options::default()
        };
        let seen = std::rc::Rc::new(std::cell::Cell::new(0));
        let mut input = Paced {
            pieces: vec![piece.as_bytes().to_vec(); 5],
            next: 0,
            seen: std::rc::Rc::clone(&seen),
            seen_before: Vec::new(),
        };
        Validator::run(&contract, &options, |validator| {
            let live = validator.on_this_thread();
            live.validate("-", &mut input, format, 0, &mut |_| {
                seen.set(seen.get() + 1);
            })
            .expect("in-memory input");
        });
        // Each event's finding was out before the next event was read.
        assert_eq!(input.seen_before, [1, 2, 3, 4], "{format:?}");
    }
}
