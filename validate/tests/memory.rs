//! Memory bounds of the readers on hostile input, measured with a counting allocator: one test
//! in this binary, so no other test's allocations are counted.

use std::io::{self, BufReader, Read};

use eventspec_validate::input::{self, Format};
use peak_alloc::PeakAlloc;

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// An input made of `head`, then `body` repeated `times`, then `tail`, generated as it is
/// read (so the input itself takes no memory).
struct Generated {
    /// What is left to read, last part first, each with how often it is repeated.
    parts: Vec<(Vec<u8>, usize)>,
    offset: usize,
}

impl Generated {
    fn new(head: &[u8], body: &[u8], times: usize, tail: &[u8]) -> Self {
        Self {
            parts: vec![
                (tail.to_vec(), 1),
                (body.to_vec(), times),
                (head.to_vec(), 1),
            ],
            offset: 0,
        }
    }
}

impl Read for Generated {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let Some((part, times)) = self.parts.last_mut() else {
            return Ok(0);
        };
        if *times == 0 {
            self.parts.pop();
            return self.read(buffer);
        }
        let n = (part.len() - self.offset).min(buffer.len());
        buffer[..n].copy_from_slice(&part[self.offset..self.offset + n]);
        self.offset += n;
        if self.offset == part.len() {
            self.offset = 0;
            *times -= 1;
        }
        Ok(n)
    }
}

/// Reads `input` as `format` with a limit of `max` bytes; the records' lines and messages (or
/// lengths), and the peak memory in use while reading, above what was in use before.
fn read_measured(input: Generated, format: Format, max: usize) -> (Vec<(usize, String)>, usize) {
    let mut records = Vec::new();
    let before = ALLOCATOR.current_usage();
    ALLOCATOR.reset_peak_usage();
    input::read_raw(BufReader::new(input), format, max, |raw| {
        let line = raw.line;
        let summary = match raw.text() {
            Some(text) => format!("{} bytes", text.len()),
            None => raw.parse().payload.expect_err("no text").message,
        };
        records.push((line, summary));
    })
    .expect("a generated input reads");
    (records, ALLOCATOR.peak_usage().saturating_sub(before))
}

#[test]
fn readers_stay_within_their_limit_per_event() {
    // SSE: one frame of 32,000 `data:` lines of 1 KB each (32 MB), then a small frame. Each line
    // is within the 1 MiB limit; the joined frame is not, and must not be kept.
    const MAX: usize = 1 << 20;
    let line = format!("data: {}\n", "x".repeat(1000));
    let input = Generated::new(
        b": a comment\n",
        line.as_bytes(),
        32_000,
        b"\ndata: {\"a\":1}\n\n",
    );
    let (records, peak) = read_measured(input, Format::Sse, MAX);
    assert_eq!(records.len(), 2, "{records:?}");
    let (line, message) = &records[0];
    assert_eq!(*line, 2, "the frame starts on line 2");
    let joined = 32_000 * 1001;
    assert!(
        message.contains("SSE frame")
            && message.contains(&format!("{} bytes", joined - 1))
            && message.contains(&format!("limit of {MAX} bytes")),
        "{message}"
    );
    assert_eq!(records[1], (32_003, "7 bytes".to_owned()));
    assert!(
        peak < 4 * MAX,
        "reading a 32 MB frame with a 1 MiB limit peaked at {peak} bytes"
    );
}
