//! The one line machine: every input is read into lines here, with the one long-line policy
//! and the one byte-order-mark rule. The framers (JSONL, SSE, a JSON document) work on what it
//! hands out.

use std::{
    borrow::Cow,
    io::{self, Read},
};

use super::{BOM, ParseError, bom_length};

/// Reads an input in blocks of whole lines ([`Chunk`]), reusing one buffer. Memory stays
/// bounded by the block size plus the line limit: a line over the limit is skipped as it is
/// read and handed out as a chunk of its own that gives only its length. A byte-order mark at
/// the very start of the input is not part of it.
pub struct LineReader<R> {
    input: R,
    buffer: Vec<u8>,
    /// Bytes of `buffer` read.
    filled: usize,
    /// Bytes at the start of `buffer` handed out in the last chunk, removed on the next call.
    handed: usize,
    /// How many bytes at the start of `buffer` are known to hold no newline: what is left after
    /// a block of whole lines, but not what follows a skipped over-long line.
    searched: usize,
    /// The 1-based number of the next line.
    line: usize,
    max: usize,
    block: usize,
    at_start: bool,
    at_end: bool,
}

impl<R: Read> LineReader<R> {
    /// Reads `input` in blocks of about `block` bytes, with lines of at most `max` bytes (not
    /// counting the line end).
    pub fn new(input: R, max: usize, block: usize) -> Self {
        Self {
            input,
            buffer: Vec::new(),
            filled: 0,
            handed: 0,
            searched: 0,
            line: 1,
            max,
            block: block.max(1),
            at_start: true,
            at_end: false,
        }
    }

    /// The next block of whole lines, or line over the limit; `None` at the end of the input.
    /// A block holds what the input had ready, so lines arriving slowly are handed out as they
    /// arrive.
    pub fn next_chunk(&mut self) -> io::Result<Option<Chunk<'_>>> {
        self.buffer.copy_within(self.handed..self.filled, 0);
        self.filled -= std::mem::take(&mut self.handed);
        while !self.at_end {
            let Some(searched_from) = self.fill()? else {
                continue;
            };
            let whole = if self.at_end {
                self.filled
            } else {
                memchr::memrchr(b'\n', &self.buffer[searched_from..self.filled])
                    .map_or(0, |last| searched_from + last + 1)
            };
            if whole > 0 {
                return Ok(Some(self.hand_out(whole)));
            }
            if self.filled > self.max.saturating_add(1) {
                // Over the limit even if its last byte is the `\r` of a CRLF line end.
                return self.skip_line().map(Some);
            }
            self.searched = self.filled;
        }
        Ok(None)
    }

    /// Reads more of the input into the buffer, dropping a byte-order mark at its start; from
    /// where a newline is yet to be looked for, or `None` while too few bytes are read to tell
    /// whether the input starts with a mark.
    fn fill(&mut self) -> io::Result<Option<usize>> {
        if self.buffer.len() - self.filled < self.block {
            self.buffer.resize(self.filled + self.block, 0);
        }
        let read = read_some(&mut self.input, &mut self.buffer[self.filled..])?;
        self.at_end = read == 0;
        self.filled += read;
        if !self.at_start {
            return Ok(Some(self.searched));
        }
        if self.filled < BOM.len() && !self.at_end {
            // Nothing is passed on before the start is known, or a BOM-like start of a later
            // line would be taken.
            return Ok(None);
        }
        self.at_start = false;
        let bom = bom_length(&self.buffer[..self.filled]);
        self.buffer.copy_within(bom..self.filled, 0);
        self.filled -= bom;
        Ok(Some(self.searched.saturating_sub(bom)))
    }

    /// The first `whole` bytes of the buffer, whole lines, as a chunk.
    fn hand_out(&mut self, whole: usize) -> Chunk<'_> {
        let first_line = self.line;
        self.line += memchr::memchr_iter(b'\n', &self.buffer[..whole]).count();
        self.handed = whole;
        self.searched = self.filled - whole;
        Chunk {
            first_line,
            bytes: Cow::Borrowed(&self.buffer[..whole]),
            too_long: None,
            max: self.max,
        }
    }

    /// Skips the rest of the over-long line that fills the buffer (with no newline in it) and
    /// moves what follows it to the start of the buffer; the line as a chunk of its length
    /// (without a `\r` before its end, as [`Chunk::each`] counts it).
    fn skip_line(&mut self) -> io::Result<Chunk<'static>> {
        let buffer = &mut self.buffer;
        let mut length = self.filled;
        let mut last = self.filled.checked_sub(1).map(|at| buffer[at]);
        let rest = loop {
            let read = read_some(&mut self.input, buffer)?;
            let end = memchr::memchr(b'\n', &buffer[..read]);
            let line_end = end.unwrap_or(read);
            if line_end > 0 {
                last = Some(buffer[line_end - 1]);
            }
            length += line_end;
            match end {
                Some(end) => {
                    buffer.copy_within(end + 1..read, 0);
                    break read - end - 1;
                }
                None if read == 0 => break 0,
                None => {}
            }
        };
        self.filled = rest;
        self.searched = 0;
        let first_line = self.line;
        self.line += 1;
        Ok(Chunk {
            first_line,
            bytes: Cow::Borrowed(&[]),
            too_long: Some(length - usize::from(last == Some(b'\r'))),
            max: self.max,
        })
    }

    /// The rest of the input, whole, when it is at most `max` bytes (`None` when it is longer:
    /// then only `max` and one more bytes are read), and the number of its first line. For a
    /// JSON document, which is parsed whole.
    pub fn rest(&mut self) -> io::Result<(usize, Option<Vec<u8>>)> {
        self.buffer.copy_within(self.handed..self.filled, 0);
        self.filled -= std::mem::take(&mut self.handed);
        let limit = self.max.saturating_add(1);
        while !self.at_end && self.filled < limit {
            let room = self.block.min(limit - self.filled);
            if self.buffer.len() - self.filled < room {
                self.buffer.resize(self.filled + room, 0);
            }
            let end = (self.filled + room).min(self.buffer.len());
            let read = read_some(&mut self.input, &mut self.buffer[self.filled..end])?;
            self.at_end = read == 0;
            self.filled += read;
            if self.at_start && (self.filled >= BOM.len() || self.at_end) {
                self.at_start = false;
                let bom = bom_length(&self.buffer[..self.filled]);
                self.buffer.copy_within(bom..self.filled, 0);
                self.filled -= bom;
            }
        }
        let mut text = std::mem::take(&mut self.buffer);
        text.truncate(std::mem::take(&mut self.filled));
        Ok((self.line, (text.len() <= self.max).then_some(text)))
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

/// A block of whole lines, or one line over the length limit: what the [`LineReader`] hands
/// out, and the unit a JSONL input is checked in.
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

/// One line of a [`Chunk`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line<'a> {
    /// Its text, without the line end (`\n` or `\r\n`).
    Text(&'a [u8]),
    /// A line over the limit: its length, without the line end. It was not kept.
    TooLong(usize),
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

    /// Calls `on_line` with the number and the text (or the length, when over the limit) of each
    /// line of the block.
    pub fn each(&self, mut on_line: impl FnMut(usize, Line<'_>)) {
        if let Some(length) = self.too_long {
            on_line(self.first_line, Line::TooLong(length));
            return;
        }
        let bytes = &*self.bytes;
        let mut start = 0;
        let last = (!bytes.ends_with(b"\n") && !bytes.is_empty()).then_some(bytes.len());
        for (number, end) in (self.first_line..).zip(memchr::memchr_iter(b'\n', bytes).chain(last))
        {
            let line = &bytes[start..end];
            start = end + 1;
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            if line.len() > self.max {
                on_line(number, Line::TooLong(line.len()));
            } else {
                on_line(number, Line::Text(line));
            }
        }
    }

    /// The length limit of a line.
    pub(super) fn max(&self) -> usize {
        self.max
    }
}

/// The finding of a line over the limit: the one long-line policy, in every format.
pub(super) fn line_too_long(line: usize, length: usize, max: usize) -> ParseError {
    ParseError {
        line,
        column: None,
        message: format!(
            "line is {length} bytes, over the limit of {max} bytes (--max-line-bytes); skipped"
        ),
    }
}
