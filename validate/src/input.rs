//! Readers for recorded event streams: a JSON document, JSONL, or server-sent events.
//!
//! JSONL and SSE are read line by line as bytes, so memory stays bounded by the longest line
//! allowed (`max_line_bytes`), whatever the input's size; a JSON document is read whole, as it
//! must be. No input makes a reader fail: what is not an event becomes a [`ParseError`] record.

use std::{
    borrow::Cow,
    io::{self, BufRead, Read},
};

use serde_json::{Value, value::RawValue};

/// How an input is framed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// One JSON document: an event, or an array of events.
    Json,
    /// One event per line (JSONL / NDJSON); blank lines are skipped.
    Jsonl,
    /// Server-sent events: the `data:` lines of each frame hold one event.
    Sse,
}

/// One event read from an input, or the reason it could not be read.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    /// The 1-based line where the event starts.
    pub line: usize,
    /// The event, or where and why it is not one.
    pub payload: Result<Value, ParseError>,
}

/// Input that is not JSON where an event should be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The 1-based line of the error.
    pub line: usize,
    /// The 1-based column of the error, when known.
    pub column: Option<usize>,
    /// What the parser expected and found.
    pub message: String,
}

/// One event's text as read, not yet parsed: parsing is the costly part, so it can happen on
/// another thread than reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawRecord {
    /// The 1-based line where the event starts.
    pub line: usize,
    /// The event's JSON text, or why there is none.
    text: Result<Vec<u8>, ParseError>,
}

impl RawRecord {
    /// The event's JSON text as read, or `None` when there is none (the record is an error).
    pub fn text(&self) -> Option<&[u8]> {
        self.text.as_deref().ok()
    }

    /// Parses the event.
    pub fn parse(self) -> Record {
        let Self { line, text } = self;
        let payload = text.and_then(|bytes| parse_bytes(line, &bytes));
        Record { line, payload }
    }
}

/// Parses one event's JSON text, which starts on `line`.
pub fn parse_bytes(line: usize, bytes: &[u8]) -> Result<Value, ParseError> {
    serde_json::from_slice(bytes).map_err(|error| match std::str::from_utf8(bytes) {
        Err(utf8) => invalid_utf8(bytes, utf8.valid_up_to(), line),
        Ok(_) => {
            let mut found = parse_error(&error, line - 1);
            let about_escapes = ["hex escape", "surrogate", "unicode code point"]
                .iter()
                .any(|m| found.message.contains(m));
            if about_escapes && has_surrogate_escape(bytes) {
                found.message.push_str(
                    ": a `\\uD800`-`\\uDFFF` escape outside a surrogate pair (a lone surrogate) is no Unicode character, so JSON text cannot hold it",
                );
            }
            found
        }
    })
}

/// Whether `bytes` hold a `\\uD800`-`\\uDFFF` escape: serde_json's message for a lone one speaks
/// only of a hex escape.
fn has_surrogate_escape(bytes: &[u8]) -> bool {
    bytes.windows(4).any(|w| {
        w[0] == b'\\'
            && w[1] == b'u'
            && w[2].eq_ignore_ascii_case(&b'd')
            && matches!(w[3].to_ascii_lowercase(), b'8'..=b'9' | b'a'..=b'f')
    })
}

/// A block of whole JSONL lines, or one line over the length limit: the unit a JSONL input is
/// read in, so that lines are split and parsed where the block is processed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The 1-based line number of the block's first line.
    pub first_line: usize,
    /// Whole lines, each ending in `\n` except perhaps the input's last.
    bytes: Cow<'a, [u8]>,
    /// For a line over the limit: its length (the block is then empty).
    too_long: Option<usize>,
    /// The length limit of a line.
    max: usize,
}

impl Chunk<'_> {
    /// The chunk with its bytes copied, to send to another thread.
    pub fn into_owned(self) -> Chunk<'static> {
        Chunk {
            first_line: self.first_line,
            bytes: Cow::Owned(self.bytes.into_owned()),
            too_long: self.too_long,
            max: self.max,
        }
    }

    /// Calls `on_line` with each non-blank line of the block: its number and its text (without
    /// the line end), or the parse error of a line over the limit.
    pub fn lines(&self, mut on_line: impl FnMut(usize, Result<&[u8], ParseError>)) {
        if let Some(length) = self.too_long {
            on_line(
                self.first_line,
                Err(line_too_long(self.first_line, length, self.max)),
            );
            return;
        }
        let bytes = &*self.bytes;
        let mut start = 0;
        let last = (!bytes.ends_with(b"\n") && !bytes.is_empty()).then_some(bytes.len());
        for (number, end) in (self.first_line..).zip(memchr::memchr_iter(b'\n', bytes).chain(last))
        {
            let mut line = &bytes[start..end];
            start = end + 1;
            if let Some(stripped) = line.strip_suffix(b"\r") {
                line = stripped;
            }
            if line.len() > self.max {
                on_line(number, Err(line_too_long(number, line.len(), self.max)));
            } else if !line.iter().all(u8::is_ascii_whitespace) {
                on_line(number, Ok(line));
            }
        }
    }
}

/// Reads a JSONL input in blocks of about `block` bytes of whole lines, calling `on_chunk` for
/// each in order until it returns `false`. One buffer is reused throughout, and memory stays
/// bounded by `block` plus `max`: a line over `max` is skipped as it is read and becomes a chunk
/// of its own that reports its length.
pub fn read_jsonl_chunks(
    mut input: impl Read,
    max: usize,
    block: usize,
    mut on_chunk: impl FnMut(Chunk<'_>) -> bool,
) -> io::Result<()> {
    let mut buffer = vec![0u8; block * 2];
    let mut filled = 0;
    let mut line = 1;
    let mut at_start = true;
    // How many bytes at the start of the buffer are known to hold no newline: what is left
    // after a block of whole lines, but not what follows a skipped over-long line.
    let mut searched: usize = 0;
    loop {
        if buffer.len() - filled < block {
            buffer.resize(filled + block, 0);
        }
        let read = read_some(&mut input, &mut buffer[filled..])?;
        let eof = read == 0;
        let mut searched_from = searched;
        filled += read;
        if at_start && (filled >= 3 || eof) {
            if buffer[..filled].starts_with(b"\xEF\xBB\xBF") {
                buffer.copy_within(3..filled, 0);
                filled -= 3;
                searched_from = searched_from.saturating_sub(3);
            }
            at_start = false;
        } else if at_start {
            // Too few bytes yet to tell whether the input starts with a BOM: nothing is passed
            // on before that is known, or a BOM-like start of a later line would be taken.
            continue;
        }
        let whole = if eof {
            filled
        } else {
            memchr::memrchr(b'\n', &buffer[searched_from..filled])
                .map_or(0, |last| searched_from + last + 1)
        };
        if whole > 0 {
            let lines = memchr::memchr_iter(b'\n', &buffer[..whole]).count();
            let chunk = Chunk {
                first_line: line,
                bytes: Cow::Borrowed(&buffer[..whole]),
                too_long: None,
                max,
            };
            if !on_chunk(chunk) {
                return Ok(());
            }
            line += lines;
            buffer.copy_within(whole..filled, 0);
            filled -= whole;
            searched = filled;
        } else if filled > max.saturating_add(1) {
            // Over the limit even if its last byte is the `\r` of a CRLF line end.
            let (length, rest) = skip_line(&mut input, &mut buffer, filled)?;
            filled = rest;
            searched = 0;
            let chunk = Chunk {
                first_line: line,
                bytes: Cow::Borrowed(&[]),
                too_long: Some(length),
                max,
            };
            line += 1;
            if !on_chunk(chunk) {
                return Ok(());
            }
        } else {
            searched = filled;
        }
        if eof {
            return Ok(());
        }
    }
}

/// Reads what `input` has into `buffer`; the number of bytes, 0 at the end.
fn read_some(input: &mut impl Read, buffer: &mut [u8]) -> io::Result<usize> {
    loop {
        match input.read(buffer) {
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            other => return other,
        }
    }
}

/// Skips the rest of an over-long line whose first `filled` bytes are in `buffer` (with no
/// newline among them); moves what follows the line to the start of `buffer`. Returns the
/// line's length (without a `\r` before its end, as [`Chunk::lines`] counts it) and how many
/// bytes of `buffer` are now filled.
fn skip_line(
    input: &mut impl Read,
    buffer: &mut [u8],
    filled: usize,
) -> io::Result<(usize, usize)> {
    let mut length = filled;
    let mut last = filled.checked_sub(1).map(|at| buffer[at]);
    loop {
        let read = read_some(input, buffer)?;
        let end = memchr::memchr(b'\n', &buffer[..read]);
        let line_end = end.unwrap_or(read);
        if line_end > 0 {
            last = Some(buffer[line_end - 1]);
        }
        length += line_end;
        if read == 0 || end.is_some() {
            let length = length - usize::from(last == Some(b'\r'));
            let rest = match end {
                Some(end) => {
                    buffer.copy_within(end + 1..read, 0);
                    read - end - 1
                }
                None => 0,
            };
            return Ok((length, rest));
        }
    }
}

/// Guesses the format from the file name and the first bytes of the content.
pub fn detect(name: &str, head: &[u8]) -> Format {
    let lower = name.to_ascii_lowercase();
    if lower.ends_with(".jsonl") || lower.ends_with(".ndjson") {
        return Format::Jsonl;
    }
    if lower.ends_with(".sse") {
        return Format::Sse;
    }
    let text = String::from_utf8_lossy(head);
    let text = text.trim_start_matches('\u{feff}');
    let first_line = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    if ["data:", "event:", "id:", "retry:", ":"]
        .iter()
        .any(|field| first_line.starts_with(field))
    {
        return Format::Sse;
    }
    if lower.ends_with(".json") {
        return Format::Json;
    }
    match text.trim_start().chars().next() {
        Some('[') => Format::Json,
        // Several lines that each start an object: JSONL; one pretty-printed object: JSON.
        Some('{') if text.lines().skip(1).any(|l| l.starts_with('{')) => Format::Jsonl,
        Some('{') if text.lines().filter(|l| !l.trim().is_empty()).count() > 1 => Format::Json,
        _ => Format::Jsonl,
    }
}

/// Reads and parses every event of `input` in `format`, calling `on_record` for each, in order.
/// Only an I/O error of the input itself is an error.
pub fn read(
    input: impl BufRead,
    format: Format,
    max_line_bytes: usize,
    mut on_record: impl FnMut(Record),
) -> io::Result<()> {
    read_raw(input, format, max_line_bytes, |raw| on_record(raw.parse()))
}

/// Reads every event of `input` in `format` without parsing it, calling `on_record` for each,
/// in order.
pub fn read_raw(
    input: impl BufRead,
    format: Format,
    max_line_bytes: usize,
    mut on_record: impl FnMut(RawRecord),
) -> io::Result<()> {
    match format {
        Format::Json => read_document(input, max_line_bytes, &mut on_record),
        Format::Jsonl => read_jsonl_chunks(input, max_line_bytes, 1 << 16, |chunk| {
            chunk.lines(|line, text| {
                on_record(RawRecord {
                    line,
                    text: text.map(<[u8]>::to_vec),
                });
            });
            true
        }),
        Format::Sse => read_sse(input, max_line_bytes, &mut on_record),
    }
}

fn read_document(
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
    let body = text.strip_prefix('\u{feff}').unwrap_or(text);
    let bom = text.len() - body.len();
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
enum Line {
    Text(Vec<u8>),
    TooLong(usize),
}

/// Reads one line into `buffer`, keeping at most `max` bytes; `None` at the end of input.
fn next_line(
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

fn too_long(line: usize, length: usize, max: usize) -> RawRecord {
    RawRecord {
        line,
        text: Err(line_too_long(line, length, max)),
    }
}

fn line_too_long(line: usize, length: usize, max: usize) -> ParseError {
    ParseError {
        line,
        column: None,
        message: format!(
            "line is {length} bytes, over the limit of {max} bytes (--max-line-bytes); skipped"
        ),
    }
}

/// Reads server-sent events: the `data:` lines of each frame are joined into one event. Memory
/// stays bounded by `max` per frame as well as per line: once the joined data of a frame would
/// exceed `max`, the rest of the frame is only counted, and the frame becomes one record that
/// names the line where it started.
fn read_sse(
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
        if number == 1 && bytes.starts_with(b"\xEF\xBB\xBF") {
            bytes.drain(..3);
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

fn parse_error(error: &serde_json::Error, line_offset: usize) -> ParseError {
    let text = error.to_string();
    let message = match text.rfind(" at line ") {
        Some(at) => text[..at].to_owned(),
        None => text,
    };
    ParseError {
        line: error.line() + line_offset,
        column: Some(error.column()),
        message,
    }
}

fn invalid_utf8(bytes: &[u8], valid_up_to: usize, first_line: usize) -> ParseError {
    let before = &bytes[..valid_up_to];
    let newlines = before.iter().filter(|b| **b == b'\n').count();
    let line_start = before
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |p| p + 1);
    ParseError {
        line: first_line + newlines,
        column: Some(valid_up_to - line_start + 1),
        message: format!(
            "invalid UTF-8: byte 0x{:02x} is not valid here; JSON text must be UTF-8",
            bytes[valid_up_to]
        ),
    }
}

/// The 1-based line numbers of byte offsets of one text, asked in increasing order: each is
/// found by scanning only the bytes since the previous one, so locating every event of a large
/// JSON array is linear in its size.
struct LineFinder<'a> {
    text: &'a [u8],
    /// The offset of the last answer, and its line.
    offset: usize,
    line: usize,
    /// Bytes scanned so far.
    scanned: usize,
}

impl<'a> LineFinder<'a> {
    fn new(text: &'a [u8]) -> Self {
        Self {
            text,
            offset: 0,
            line: 1,
            scanned: 0,
        }
    }

    /// The line of `offset`; an offset before the previous one scans again from the start.
    fn line_of(&mut self, offset: usize) -> usize {
        let offset = offset.min(self.text.len());
        if offset < self.offset {
            (self.offset, self.line) = (0, 1);
        }
        let between = &self.text[self.offset..offset];
        self.scanned += between.len();
        self.line += memchr::memchr_iter(b'\n', between).count();
        self.offset = offset;
        self.line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn records(text: &[u8], format: Format) -> Vec<Record> {
        let mut out = Vec::new();
        read(text, format, 1 << 20, |r| out.push(r)).expect("in-memory read");
        out
    }

    fn lines(records: &[Record]) -> Vec<usize> {
        records.iter().map(|r| r.line).collect()
    }

    #[test]
    fn jsonl_skips_blank_lines_and_accepts_bom_and_crlf() {
        let found = records(b"\xEF\xBB\xBF{\"a\":1}\r\n\r\n{\"a\":2}\r\n", Format::Jsonl);
        assert_eq!(lines(&found), [1, 3]);
        assert!(found.iter().all(|r| r.payload.is_ok()));
    }

    #[test]
    fn jsonl_parse_error_names_line_and_column() {
        let found = records(b"{\"a\":1}\n{\"a\":}\n", Format::Jsonl);
        let error = found[1].payload.clone().expect_err("a parse error");
        assert_eq!((error.line, error.column), (2, Some(6)));
        assert!(
            error.message.contains("expected value"),
            "{}",
            error.message
        );
    }

    #[test]
    fn invalid_utf8_is_a_record_and_later_lines_still_read() {
        let found = records(b"{\"a\":\"\xff\"}\n{\"a\":2}\n", Format::Jsonl);
        let error = found[0].payload.clone().expect_err("invalid UTF-8");
        assert!(error.message.contains("invalid UTF-8"), "{}", error.message);
        assert_eq!(error.column, Some(7));
        assert!(found[1].payload.is_ok());
    }

    #[test]
    fn a_line_over_the_limit_is_skipped_with_its_length() {
        let mut text = vec![b'{'; 100];
        text.extend_from_slice(b"\n{}\n");
        let mut out = Vec::new();
        read(&text[..], Format::Jsonl, 10, |r| out.push(r)).expect("read");
        let error = out[0].payload.clone().expect_err("too long");
        assert!(
            error.message.contains("100 bytes, over the limit of 10"),
            "{}",
            error.message
        );
        assert_eq!(out[1].payload, Ok(serde_json::json!({})));
    }

    #[test]
    fn json_array_elements_report_the_line_they_start_on() {
        let found = records(
            b"[\n  {\"a\": 1},\n\n  {\n    \"a\": 2\n  }\n]\n",
            Format::Json,
        );
        assert_eq!(lines(&found), [2, 4]);
    }

    #[test]
    fn lines_of_a_json_array_are_found_in_one_pass() {
        let mut text = String::from("[\n");
        for n in 0..1000 {
            text.push_str(&format!("  {{\"n\": {n}}},\n"));
        }
        text.push_str("  {}\n]\n");
        let mut finder = LineFinder::new(text.as_bytes());
        let starts: Vec<usize> = text.match_indices("  {").map(|(at, _)| at + 2).collect();
        let found: Vec<usize> = starts.iter().map(|at| finder.line_of(*at)).collect();
        assert_eq!(found, (2..=1002).collect::<Vec<_>>());
        assert!(
            finder.scanned <= text.len(),
            "{} of {}",
            finder.scanned,
            text.len()
        );
        let read = records(text.as_bytes(), Format::Json);
        assert_eq!(lines(&read), found);
    }

    #[test]
    fn json_single_document_and_empty_input() {
        assert_eq!(
            lines(&records(b"\n\n{\n  \"a\": 1\n}\n", Format::Json)),
            [3]
        );
        assert!(records(b"", Format::Json).is_empty());
        assert!(records(b"", Format::Jsonl).is_empty());
    }

    #[test]
    fn sse_joins_data_lines_and_ignores_other_fields_and_done() {
        let text = b": keep-alive\nevent: message\nid: 7\ndata: {\"a\":\ndata: 1}\n\nretry: 100\ndata: {\"a\":2}\n\ndata: [DONE]\n\n";
        let found = records(text, Format::Sse);
        assert_eq!(lines(&found), [4, 8]);
        assert_eq!(found[0].payload, Ok(serde_json::json!({"a": 1})));
    }

    #[test]
    fn an_sse_frame_over_the_limit_is_one_finding_at_its_first_line() {
        // Every line is within the limit of 10 bytes; the frame's joined data is not.
        let text = b"id: 1\ndata: [1,\ndata: 2,\ndata: 3,\ndata: 4]\n\ndata: {}\n\n";
        let mut out = Vec::new();
        read(&text[..], Format::Sse, 10, |r| out.push(r)).expect("read");
        assert_eq!(lines(&out), [2, 7]);
        let error = out[0].payload.clone().expect_err("frame too long");
        assert_eq!(error.line, 2);
        assert!(
            error
                .message
                .contains("SSE frame starting here is 12 bytes, over the limit of 10"),
            "{}",
            error.message
        );
        assert_eq!(out[1].payload, Ok(serde_json::json!({})));
        // At the limit exactly, the frame is an event.
        let mut out = Vec::new();
        read(&text[..], Format::Sse, 12, |r| out.push(r)).expect("read");
        assert_eq!(out[0].payload, Ok(serde_json::json!([1, 2, 3, 4])));
    }

    #[test]
    fn format_is_detected_by_extension_then_content() {
        assert_eq!(detect("run.jsonl", b"{}"), Format::Jsonl);
        assert_eq!(detect("run.ndjson", b"{}"), Format::Jsonl);
        assert_eq!(detect("run.json", b"[{}]"), Format::Json);
        assert_eq!(detect("-", b"data: {}\n\n"), Format::Sse);
        assert_eq!(detect("run.log", b"{\"a\":1}\n{\"a\":2}\n"), Format::Jsonl);
        assert_eq!(detect("run.log", b"{\n  \"a\": 1\n}\n"), Format::Json);
        assert_eq!(detect("run.json", b"data: {}\n"), Format::Sse);
    }

    /// A reader that hands out at most `step` bytes a call, as pipes and sockets may.
    struct Trickle<'a> {
        bytes: &'a [u8],
        step: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
            let n = self.step.min(buffer.len()).min(self.bytes.len());
            buffer[..n].copy_from_slice(&self.bytes[..n]);
            self.bytes = &self.bytes[n..];
            Ok(n)
        }
    }

    fn chunked(
        bytes: &[u8],
        step: usize,
        max: usize,
        block: usize,
    ) -> Vec<(usize, Result<Vec<u8>, String>)> {
        let mut lines = Vec::new();
        read_jsonl_chunks(Trickle { bytes, step }, max, block, |chunk| {
            chunk.lines(|n, text| lines.push((n, text.map(<[u8]>::to_vec).map_err(|e| e.message))));
            true
        })
        .expect("in-memory read");
        lines
    }

    #[test]
    fn chunks_keep_line_numbers_across_blocks_and_tiny_reads() {
        let text = b"\xEF\xBB\xBF{\"a\":1}\n\n{\"a\":22}\r\n{\"a\":333}";
        for step in [1, 2, 3, 5, 64] {
            for block in [4, 7, 64] {
                let lines = chunked(text, step, 100, block);
                let numbers: Vec<usize> = lines.iter().map(|l| l.0).collect();
                assert_eq!(numbers, [1, 3, 4], "step {step}, block {block}");
                assert_eq!(lines[0].1, Ok(b"{\"a\":1}".to_vec()));
                assert_eq!(lines[1].1, Ok(b"{\"a\":22}".to_vec()));
                assert_eq!(lines[2].1, Ok(b"{\"a\":333}".to_vec()));
            }
        }
    }

    /// What reading `text` as JSONL with a limit of `max` must give, line by line.
    fn expected_lines(text: &[u8], max: usize) -> Vec<(usize, Result<Vec<u8>, String>)> {
        let body = text.strip_suffix(b"\n").unwrap_or(text);
        (1..)
            .zip(body.split(|b| *b == b'\n'))
            .filter_map(|(n, line)| {
                let line = line.strip_suffix(b"\r").unwrap_or(line);
                if line.len() > max {
                    Some((n, Err(line_too_long(n, line.len(), max).message)))
                } else if line.iter().all(u8::is_ascii_whitespace) {
                    None
                } else {
                    Some((n, Ok(line.to_vec())))
                }
            })
            .collect()
    }

    #[test]
    fn lines_after_an_over_long_line_keep_their_boundaries_whatever_the_reads() {
        // Found by fuzzing: the bytes read past the end of a skipped line were taken to hold no
        // line end, so the next lines could be merged into one over-long line.
        let text = b"xxxxxxxxxx\n{}\nab\n\nyyyyyyyyyyyy\nc\r\nzzzzzzz\nd\ne";
        // And a line that starts like a BOM after a first line shorter than a BOM.
        let bom = b"{\n\xEF\xBB\xBFab\n";
        assert_eq!(chunked(bom, 1, 10, 4), expected_lines(bom, 10));
        for max in [1, 2, 3, 6, 7, 12] {
            let expected = expected_lines(text, max);
            for step in [1, 2, 3, 5, 8, 13, 64] {
                for block in [1, 2, 4, 7, 16, 64] {
                    assert_eq!(
                        chunked(text, step, max, block),
                        expected,
                        "max {max}, step {step}, block {block}"
                    );
                }
            }
        }
    }

    #[test]
    fn an_over_long_line_is_skipped_while_reading_and_numbered() {
        let mut text = b"{}\n".to_vec();
        text.extend(std::iter::repeat_n(b'x', 1000));
        text.extend_from_slice(b"\n{\"b\":2}\n");
        for step in [1, 7, 4096] {
            let lines = chunked(&text, step, 50, 16);
            assert_eq!(lines.len(), 3, "step {step}");
            assert_eq!(lines[1].0, 2);
            let error = lines[1].1.clone().expect_err("too long");
            assert!(
                error.contains("1000 bytes, over the limit of 50"),
                "{error}"
            );
            assert_eq!(lines[2], (3, Ok(b"{\"b\":2}".to_vec())));
        }
    }
}
