//! A JSON document: read whole (within the line limit), its events the elements of a top-level
//! array or the one value, each with the line it starts on.

use std::io::{self, BufRead, Read};

use serde_json::value::RawValue;

use super::{LineFinder, ParseError, RawRecord, bom_length, invalid_utf8, parse_error};

pub(super) fn read_document(
    mut input: impl BufRead,
    max_bytes: usize,
    on_record: &mut impl FnMut(RawRecord),
) -> io::Result<()> {
    let mut bytes = Vec::new();
    let limit = u64::try_from(max_bytes)
        .unwrap_or(u64::MAX)
        .saturating_add(1);
    (&mut input).take(limit).read_to_end(&mut bytes)?;
    if bytes.len() > max_bytes {
        on_record(RawRecord {
            line: 1,
            text: Err(ParseError {
                line: 1,
                column: None,
                message: format!(
                    "the JSON document is over the limit of {max_bytes} bytes \
                     (--max-line-bytes); split it into JSONL or raise the limit"
                ),
            }),
        });
        return Ok(());
    }
    let text = match std::str::from_utf8(&bytes) {
        Ok(text) => text,
        Err(error) => {
            on_record(RawRecord {
                line: 1,
                text: Err(invalid_utf8(&bytes, error.valid_up_to(), 1)),
            });
            return Ok(());
        }
    };
    let bom = bom_length(text.as_bytes());
    let body = &text[bom..];
    if body.trim().is_empty() {
        return Ok(());
    }
    if body.trim_start().starts_with('[') {
        match serde_json::from_str::<Vec<&RawValue>>(body) {
            Ok(items) => {
                let mut lines = LineFinder::new(text.as_bytes());
                for item in items {
                    let start = item.get().as_ptr() as usize - body.as_ptr() as usize;
                    let line = lines.line_of(bom + start);
                    on_record(RawRecord {
                        line,
                        text: Ok(item.get().as_bytes().to_vec()),
                    });
                }
            }
            Err(error) => on_record(RawRecord {
                line: error.line(),
                text: Err(parse_error(&error, 0)),
            }),
        }
    } else {
        let start = body.len() - body.trim_start().len();
        on_record(RawRecord {
            line: LineFinder::new(text.as_bytes()).line_of(bom + start),
            text: Ok(body.as_bytes()[start..].to_vec()),
        });
    }
    Ok(())
}

/// A line of input: its bytes without the line end, or its length when over the limit.
pub(super) enum Line {
    Text(Vec<u8>),
    TooLong(usize),
}

/// Reads one line into `buffer`, keeping at most `max` bytes; `None` at the end of input.
pub(super) fn next_line(
    input: &mut impl BufRead,
    max: usize,
    buffer: &mut Vec<u8>,
) -> io::Result<Option<Line>> {
    buffer.clear();
    let mut length = 0usize;
    let mut seen_any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(available) => available,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if available.is_empty() {
            break;
        }
        seen_any = true;
        let (chunk, done) = match memchr::memchr(b'\n', available) {
            Some(end) => (&available[..end], Some(end + 1)),
            None => (available, None),
        };
        length += chunk.len();
        if length <= max {
            buffer.extend_from_slice(chunk);
        }
        let consumed = done.unwrap_or(chunk.len());
        input.consume(consumed);
        if done.is_some() {
            break;
        }
    }
    if !seen_any {
        return Ok(None);
    }
    if length > max {
        buffer.clear();
        return Ok(Some(Line::TooLong(length)));
    }
    if buffer.last() == Some(&b'\r') {
        buffer.pop();
    }
    Ok(Some(Line::Text(std::mem::take(buffer))))
}

pub(super) fn too_long(line: usize, length: usize, max: usize) -> RawRecord {
    RawRecord {
        line,
        text: Err(line_too_long(line, length, max)),
    }
}

pub(super) fn line_too_long(line: usize, length: usize, max: usize) -> ParseError {
    ParseError {
        line,
        column: None,
        message: format!(
            "line is {length} bytes, over the limit of {max} bytes (--max-line-bytes); skipped"
        ),
    }
}
