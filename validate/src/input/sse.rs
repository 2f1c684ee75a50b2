//! Server-sent events: `data:` lines joined per frame, one event per frame.

use std::io::{self, BufRead};

use super::{
    ParseError, RawRecord, bom_length,
    document::{Line, next_line, too_long},
};

/// Reads server-sent events: the `data:` lines of each frame are joined into one event. Memory
/// stays bounded by `max` per frame as well as per line: once the joined data of a frame would
/// exceed `max`, the rest of the frame is only counted, and the frame becomes one record that
/// names the line where it started.
pub(super) fn read_sse(
    mut input: impl BufRead,
    max: usize,
    on_record: &mut impl FnMut(RawRecord),
) -> io::Result<()> {
    let mut frame = SseFrame::default();
    let mut buffer = Vec::new();
    let mut number = 0;
    while let Some(line) = next_line(&mut input, max, &mut buffer)? {
        number += 1;
        let mut bytes = match line {
            Line::TooLong(length) => {
                if frame.error.is_none() {
                    frame.error = Some(too_long(number, length, max));
                }
                continue;
            }
            Line::Text(bytes) => bytes,
        };
        if number == 1 {
            bytes.drain(..bom_length(&bytes));
        }
        if bytes.is_empty() {
            frame.flush(max, on_record);
            continue;
        }
        let (field, value) = match bytes.iter().position(|b| *b == b':') {
            Some(colon) => {
                let value = &bytes[colon + 1..];
                (&bytes[..colon], value.strip_prefix(b" ").unwrap_or(value))
            }
            None => (&bytes[..], &[][..]),
        };
        // `event:`, `id:`, `retry:` and `:` comments carry no payload.
        if field == b"data" {
            frame.push(number, value, max);
        }
    }
    frame.flush(max, on_record);
    Ok(())
}

/// The frame an SSE reader is in: its joined data (never over the limit), its length as it
/// would be joined, and the first line over the limit, if any.
#[derive(Default)]
struct SseFrame {
    /// The joined `data:` values, while their length is within the limit.
    data: Vec<u8>,
    /// The length of the joined data, counted even past the limit.
    length: usize,
    /// The line of the frame's first `data:` line; 0 before it.
    first_line: usize,
    /// A line of the frame over the limit.
    error: Option<RawRecord>,
}

impl SseFrame {
    /// Adds the value of a `data:` line, on line `number`.
    fn push(&mut self, number: usize, value: &[u8], max: usize) {
        if self.first_line == 0 {
            self.first_line = number;
        } else {
            self.length = self.length.saturating_add(1);
        }
        self.length = self.length.saturating_add(value.len());
        if self.length > max {
            // Over the limit: keep counting, stop keeping.
            self.data = Vec::new();
            return;
        }
        if self.first_line != number {
            self.data.push(b'\n');
        }
        self.data.extend_from_slice(value);
    }

    /// Ends the frame: its event, or why there is none, goes to `on_record`.
    fn flush(&mut self, max: usize, on_record: &mut impl FnMut(RawRecord)) {
        let frame = std::mem::take(self);
        if let Some(record) = frame.error {
            on_record(record);
        } else if frame.length > max {
            on_record(RawRecord {
                line: frame.first_line,
                text: Err(ParseError {
                    line: frame.first_line,
                    column: None,
                    message: format!(
                        "the data of the SSE frame starting here is {} bytes, over the limit \
                         of {max} bytes (--max-line-bytes); skipped",
                        frame.length
                    ),
                }),
            });
        } else if !frame.data.is_empty() && frame.data.trim_ascii() != b"[DONE]" {
            on_record(RawRecord {
                line: frame.first_line,
                text: Ok(frame.data),
            });
        }
    }
}
