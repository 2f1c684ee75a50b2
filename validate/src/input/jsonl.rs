//! JSONL: read in blocks of whole lines ([`Chunk`]), each split into lines where it is checked.

use std::{
    borrow::Cow,
    io::{self, Read},
};

use super::{ParseError, bom_length, document::line_too_long};

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
            let bom = bom_length(&buffer[..filled]);
            buffer.copy_within(bom..filled, 0);
            filled -= bom;
            searched_from = searched_from.saturating_sub(bom);
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
