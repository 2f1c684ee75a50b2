//! The input readers (JSON document, JSONL, SSE) on arbitrary bytes: no panic, every record's
//! line within the input, no event text over the length limit, and the line machine agreeing
//! with itself on JSONL whatever the size of each read.
#![no_main]

mod common;

use std::io::{self, BufReader, Read};

use eventspec_validate::input::{self, Format};
use libfuzzer_sys::fuzz_target;

/// Hands out at most `step` bytes a call, as pipes and sockets may.
struct Trickle<'a> {
    bytes: &'a [u8],
    step: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let n = buffer.len().min(self.step);
        self.bytes.read(&mut buffer[..n])
    }
}

/// The JSONL events the line machine reads from `input` in blocks of `block` bytes: each line's
/// number and text, or its error message.
fn jsonl_lines(
    input: impl Read,
    max: usize,
    block: usize,
) -> Vec<(usize, Result<Vec<u8>, String>)> {
    let mut lines = Vec::new();
    let mut reader = input::LineReader::new(input, max, block);
    while let Some(chunk) = reader.next_chunk().expect("in-memory read") {
        chunk.events(|n, text| lines.push((n, text.map(<[u8]>::to_vec).map_err(|e| e.message))));
    }
    lines
}

fuzz_target!(|data: &[u8]| {
    common::keep_last(data);
    let Some((&control, bytes)) = data.split_first() else {
        return;
    };
    let format = match control % 4 {
        0 => Format::Json,
        1 => Format::Jsonl,
        2 => Format::Sse,
        _ => input::detect("fuzz", bytes),
    };
    let max = 1 + usize::from(control >> 2) * 8;
    let step = 1 + usize::from(control >> 4);
    let lines = 1 + bytes.iter().filter(|b| **b == b'\n').count();
    let mut records = Vec::new();
    let reader = BufReader::with_capacity(step, Trickle { bytes, step });
    input::read_raw(reader, format, max, |raw| records.push(raw)).expect("in-memory read");
    for raw in records {
        assert!(
            (1..=lines).contains(&raw.line),
            "line {} of {lines}",
            raw.line
        );
        if let Some(text) = raw.text() {
            assert!(
                text.len() <= max,
                "{} bytes over the limit {max}",
                text.len()
            );
        }
        let record = raw.parse();
        if let Err(error) = &record.payload {
            assert!(
                (1..=lines).contains(&error.line),
                "error line {} of {lines}",
                error.line
            );
        }
    }
    assert_eq!(
        jsonl_lines(bytes, max, 64),
        jsonl_lines(Trickle { bytes, step }, max, 16)
    );
});
