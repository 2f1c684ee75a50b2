//! Server-sent events: `data:` lines joined per frame, one event per frame, named by the frame's
//! `event:` line when it has one. [`SseFrame`] is a state machine fed the lines the line machine
//! reads.

use std::io::{self, Read};

use super::{
    ParseError, RawRecord, Unit,
    lines::{Line, LineReader, line_too_long},
};

/// Frames server-sent events: the `data:` lines of each frame are joined into one event; the
/// events completed by each block of lines go to `on_unit` as one batch, until it returns
/// `false`. Memory stays bounded by `max` per frame as well as per line: once the joined data
/// of a frame would exceed `max`, the rest of the frame is only counted, and the frame becomes
/// one record that names the line where it started.
pub(super) fn frame_sse<R: Read>(
    mut lines: LineReader<R>,
    max: usize,
    on_unit: &mut impl FnMut(Unit<'_>) -> bool,
) -> io::Result<()> {
    let mut frame = SseFrame::default();
    let mut batch = Vec::new();
    while let Some(chunk) = lines.next_chunk()? {
        chunk.each(|number, line| frame.line(number, line, max, &mut batch));
        if !batch.is_empty() && !on_unit(Unit::Events(std::mem::take(&mut batch))) {
            return Ok(());
        }
    }
    frame.flush(max, &mut batch);
    if !batch.is_empty() {
        on_unit(Unit::Events(batch));
    }
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
    /// The value of the frame's last `event:` line, if any.
    name: Option<String>,
    /// The line of the `data: [DONE]` that ended the stream (OpenAI's), kept across frames.
    ended: Option<usize>,
}

impl SseFrame {
    /// Takes in line `number`; a frame it ends goes to `done`.
    fn line(&mut self, number: usize, line: Line<'_>, max: usize, done: &mut Vec<RawRecord>) {
        let bytes = match line {
            Line::TooLong(length) => {
                self.error.get_or_insert_with(|| RawRecord {
                    name: None,
                    line: number,
                    text: Err(line_too_long(number, length, max)),
                });
                return;
            }
            Line::Text(bytes) => bytes,
        };
        if bytes.is_empty() {
            self.flush(max, done);
            return;
        }
        let (field, value) = match memchr::memchr(b':', bytes) {
            Some(colon) => {
                let value = &bytes[colon + 1..];
                (&bytes[..colon], value.strip_prefix(b" ").unwrap_or(value))
            }
            None => (bytes, &[][..]),
        };
        // `id:`, `retry:` and `:` comments carry nothing an event is checked by.
        match field {
            b"data" => self.push(number, value, max),
            b"event" => self.name = Some(String::from_utf8_lossy(value).into_owned()),
            _ => {}
        }
    }

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

    /// Ends the frame: its event, or why there is none, goes to `done`. A `data: [DONE]` frame
    /// ends the stream: a frame after it is refused, not read.
    fn flush(&mut self, max: usize, done: &mut Vec<RawRecord>) {
        let frame = std::mem::take(self);
        self.ended = frame.ended;
        if let Some(record) = frame.error {
            done.push(record);
            return;
        }
        let line = frame.first_line;
        let refused = |message| RawRecord {
            name: None,
            line,
            text: Err(ParseError {
                line,
                column: None,
                message,
            }),
        };
        if frame.length > max {
            done.push(refused(format!(
                "the data of the SSE frame starting here is {} bytes, over the limit of {max} \
                 bytes (--max-line-bytes); skipped",
                frame.length
            )));
        } else if frame.data.trim_ascii() == b"[DONE]" {
            self.ended.get_or_insert(line);
        } else if frame.data.is_empty() {
            // A frame of comments, names or ids only carries no event.
        } else if let Some(ended) = frame.ended {
            done.push(refused(format!(
                "an SSE frame after the `data: [DONE]` of line {ended}, which ended the \
                 stream; not read"
            )));
        } else {
            done.push(RawRecord {
                name: frame.name,
                line,
                text: Ok(frame.data),
            });
        }
    }
}
