//! Each framer over the one line machine: the long-line policy, the byte-order mark, CRLF, a
//! last line without a line end, a read error, and slow input, in every format.

use std::io::{self, Read};

use super::{Trickle, line_too_long};
use crate::input::{Format, RawRecord, frame, read_raw};

/// The events of `text` read as `format` with a limit of `max`: each one's line and its text,
/// or its error's line and message.
fn framed(text: &[u8], format: Format, max: usize) -> Vec<(usize, Result<String, String>)> {
    let mut out = Vec::new();
    read_raw(text, format, max, |raw| {
        let line = raw.line;
        out.push(match raw.text() {
            Some(text) => (line, Ok(String::from_utf8_lossy(text).into_owned())),
            None => {
                let error = raw.parse().payload.expect_err("no text");
                (error.line, Err(error.message))
            }
        });
    })
    .expect("in-memory read");
    out
}

#[test]
fn a_line_over_the_limit_is_one_finding_in_every_format() {
    let long = "x".repeat(20);
    let said = |line| Err(line_too_long(line, 20, 10).message);
    let jsonl = format!("{{}}\n{long}\r\n{{}}\n");
    assert_eq!(
        framed(jsonl.as_bytes(), Format::Jsonl, 10),
        [(1, Ok("{}".into())), (2, said(2)), (3, Ok("{}".into()))]
    );
    // In SSE the line's frame becomes the finding; the next frame is read.
    let sse = format!("data: {{}}\n\nid: {long}\r\ndata: 1\n\ndata: 2\n\n");
    assert_eq!(
        framed(sse.as_bytes(), Format::Sse, 10),
        [
            (1, Ok("{}".into())),
            (3, Err(line_too_long(3, 24, 10).message)),
            (6, Ok("2".into()))
        ]
    );
    // A JSON document is read whole: the document is over the limit, named at its start.
    let json = format!("[\n\"{long}\"\n]\n");
    let found = framed(json.as_bytes(), Format::Json, 10);
    assert_eq!(found.len(), 1);
    assert!(
        found[0]
            .1
            .as_ref()
            .is_err_and(|m| m.contains("JSON document is over the limit of 10")),
        "{found:?}"
    );
    // At the limit exactly, each is read.
    assert_eq!(
        framed(b"0123456789\n", Format::Jsonl, 10)[0].1,
        Ok("0123456789".into())
    );
    assert_eq!(
        framed(b"data: 0123\n\n", Format::Sse, 10)[0].1,
        Ok("0123".into())
    );
    assert_eq!(framed(b"[1,2,3,4]\n", Format::Json, 10).len(), 4);
}

#[test]
fn a_byte_order_mark_starts_an_input_of_every_format_and_is_content_elsewhere() {
    let bom = "\u{feff}";
    assert_eq!(
        framed(format!("{bom}{{}}\n").as_bytes(), Format::Jsonl, 100),
        [(1, Ok("{}".into()))]
    );
    assert_eq!(
        framed(format!("{bom}data: {{}}\n\n").as_bytes(), Format::Sse, 100),
        [(1, Ok("{}".into()))]
    );
    assert_eq!(
        framed(format!("{bom}[{{}},\n1]").as_bytes(), Format::Json, 100),
        [(1, Ok("{}".into())), (2, Ok("1".into()))]
    );
    // After the start, a mark is content: JSON refuses it.
    let later = framed(format!("{{}}\n{bom}{{}}\n").as_bytes(), Format::Jsonl, 100);
    assert_eq!(later[1].1, Ok(format!("{bom}{{}}")));
    let record = RawRecord {
        name: None,
        line: 2,
        text: Ok(later[1].1.clone().expect("text").into_bytes()),
    };
    assert!(record.parse().payload.is_err());
}

#[test]
fn crlf_line_ends_and_a_last_line_without_one_read_alike_in_every_format() {
    assert_eq!(
        framed(b"{\"a\":1}\r\n\r\n{\"a\":2}", Format::Jsonl, 100),
        [(1, Ok("{\"a\":1}".into())), (3, Ok("{\"a\":2}".into()))]
    );
    // SSE: a frame the input ends in is still an event.
    assert_eq!(
        framed(
            b"data: 1\r\n\r\nid: 2\r\ndata: 2\r\ndata: 3",
            Format::Sse,
            100
        ),
        [(1, Ok("1".into())), (4, Ok("2\n3".into()))]
    );
    assert_eq!(
        framed(b"[\r\n1,\r\n\r\n2]", Format::Json, 100),
        [(2, Ok("1".into())), (4, Ok("2".into()))]
    );
}

/// Hands out its text, then fails.
pub(crate) struct FailsAfter<'a>(pub(crate) &'a [u8]);

impl Read for FailsAfter<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        match self.0.read(buffer)? {
            0 => Err(io::Error::other("the disk went away")),
            n => Ok(n),
        }
    }
}

#[test]
fn a_read_error_ends_the_input_after_what_was_framed_before_it() {
    let cases: [(&[u8], Format, &[usize]); 3] = [
        (b"{}\n{}\n{", Format::Jsonl, &[1, 2]),
        (b"data: 1\n\ndata: 2\n\ndata: 3\n", Format::Sse, &[1, 3]),
        // A document is framed once it is read whole: nothing of it before the error.
        (b"[1,\n2,\n", Format::Json, &[]),
    ];
    for (text, format, expected) in cases {
        let mut lines = Vec::new();
        let error = read_raw(FailsAfter(text), format, 100, |raw| lines.push(raw.line))
            .expect_err("the read fails");
        assert_eq!(error.to_string(), "the disk went away", "{format:?}");
        assert_eq!(lines, expected, "{format:?}");
    }
}

#[test]
fn every_format_hands_out_what_arrived_without_waiting_for_more() {
    // One unit per read that completes an event: a slow pipe's events are checked as they come.
    for (format, text) in [
        (Format::Jsonl, &b"{}\n{}\n"[..]),
        (Format::Sse, &b"data: 1\n\ndata: 2\n\n"[..]),
    ] {
        let step = text.len() / 2;
        let mut units = 0;
        frame(
            Trickle { bytes: text, step },
            format,
            100,
            1 << 16,
            |unit| {
                units += 1;
                let mut events = 0;
                unit.records(|_| events += 1);
                assert_eq!(events, 1, "{format:?}");
                true
            },
        )
        .expect("in-memory read");
        assert_eq!(units, 2, "{format:?}");
    }
}
