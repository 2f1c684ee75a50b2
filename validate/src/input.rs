//! Readers for recorded event streams: a JSON document, JSONL, or server-sent events.
//!
//! One line machine ([`LineReader`]) reads every input, with one long-line policy and one
//! byte-order-mark rule; a framer per format turns its lines into [`Unit`]s of work. JSONL and
//! SSE are read line by line, so memory stays bounded by the longest line allowed
//! (`max_line_bytes`), whatever the input's size; a JSON document is read whole, as it must be.
//! No input makes a reader fail: what is not an event becomes a [`ParseError`] record.

mod document;
mod jsonl;
mod lines;
mod sse;

pub use self::lines::{Chunk, Line, LineReader};
use self::{document::frame_document, jsonl::frame_jsonl, sse::frame_sse};

use std::io::{self, Read};

use serde_json::Value;

use crate::tape::Tape;

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
    /// The name an SSE frame gives its event (its `event:` line), if it names one.
    pub name: Option<String>,
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
    /// The name an SSE frame gives its event (its `event:` line), if it names one.
    name: Option<String>,
}

impl RawRecord {
    /// The event's JSON text as read, or `None` when there is none (the record is an error).
    pub fn text(&self) -> Option<&[u8]> {
        self.text.as_deref().ok()
    }

    /// The name an SSE frame gives its event, if it names one.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Parses the event.
    pub fn parse(self) -> Record {
        let Self { line, text, name } = self;
        let payload = text.and_then(|bytes| parse_bytes(line, &bytes));
        Record {
            line,
            payload,
            name,
        }
    }
}

/// Parses one event's JSON text, which starts on `line`.
pub fn parse_bytes(line: usize, bytes: &[u8]) -> Result<Value, ParseError> {
    serde_json::from_slice(bytes).map_err(|error| refused(line, bytes, &error))
}

/// Parses one event's JSON text, which starts on `line`, into a tape: what [`parse_bytes`]
/// reads, in a tenth of the memory.
pub fn parse_tape(line: usize, bytes: &[u8]) -> Result<Tape, ParseError> {
    Tape::parse(bytes).map_err(|error| refused(line, bytes, &error))
}

/// Why serde_json refused `bytes`, an event's text that starts on `line`.
fn refused(line: usize, bytes: &[u8], error: &serde_json::Error) -> ParseError {
    match std::str::from_utf8(bytes) {
        Err(utf8) => invalid_utf8(bytes, utf8.valid_up_to(), line),
        Ok(_) => {
            let mut found = parse_error(error, line - 1);
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
    }
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

/// The UTF-8 byte-order mark. The one rule for it, in every format: a mark at the very start of
/// an input is not part of it; anywhere else it is content (and JSON refuses it).
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The length of the byte-order mark `start` (the start of an input) begins with: 3 or 0.
fn bom_length(start: &[u8]) -> usize {
    if start.starts_with(BOM) { BOM.len() } else { 0 }
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
    let text = String::from_utf8_lossy(&head[bom_length(head)..]);
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

/// A unit of work framed from an input: a block of JSONL lines, split into events where it is
/// checked, or a batch of framed events (SSE frames, the elements of a JSON document).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unit<'a> {
    /// A block of whole JSONL lines, or one line over the limit.
    Lines(Chunk<'a>),
    /// Framed events, in order.
    Events(Vec<RawRecord>),
}

impl Unit<'_> {
    /// The unit with its bytes copied, to send to another thread.
    pub fn into_owned(self) -> Unit<'static> {
        match self {
            Unit::Lines(chunk) => Unit::Lines(chunk.into_owned()),
            Unit::Events(records) => Unit::Events(records),
        }
    }

    /// Calls `on_record` with each event of the unit, in order, not yet parsed.
    pub fn records(self, mut on_record: impl FnMut(RawRecord)) {
        match self {
            Unit::Lines(chunk) => chunk.events(|line, text| {
                on_record(RawRecord {
                    name: None,
                    line,
                    text: text.map(<[u8]>::to_vec),
                });
            }),
            Unit::Events(records) => records.into_iter().for_each(on_record),
        }
    }
}

/// Frames `input` in `format`, read by the line machine in blocks of about `block` bytes with
/// lines (and JSON documents, and SSE frames) of at most `max` bytes, and passes each unit of
/// work to `on_unit`, in order, until it returns `false`. Only an I/O error of the input itself
/// is an error; the units framed before it were passed on.
pub fn frame(
    input: impl Read,
    format: Format,
    max: usize,
    block: usize,
    mut on_unit: impl FnMut(Unit<'_>) -> bool,
) -> io::Result<()> {
    let lines = LineReader::new(input, max, block);
    match format {
        Format::Json => frame_document(lines, max, &mut on_unit),
        Format::Jsonl => frame_jsonl(lines, &mut on_unit),
        Format::Sse => frame_sse(lines, max, &mut on_unit),
    }
}

/// Reads every event of `input` in `format` without parsing it, calling `on_record` for each,
/// in order.
pub fn read_raw(
    input: impl Read,
    format: Format,
    max_line_bytes: usize,
    mut on_record: impl FnMut(RawRecord),
) -> io::Result<()> {
    frame(input, format, max_line_bytes, 1 << 16, |unit| {
        unit.records(&mut on_record);
        true
    })
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
pub(crate) mod tests;
