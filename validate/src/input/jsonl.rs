//! JSONL: one event per non-blank line. The line machine's blocks of lines are the units of
//! work, split into events where they are checked.

use std::io::{self, Read};

use super::{
    ParseError, Unit,
    lines::{Chunk, Line, LineReader, line_too_long},
};

/// Hands each block of lines of `lines` to `on_unit`, in order, until it returns `false`.
pub(super) fn frame_jsonl<R: Read>(
    mut lines: LineReader<R>,
    on_unit: &mut impl FnMut(Unit<'_>) -> bool,
) -> io::Result<()> {
    while let Some(chunk) = lines.next_chunk()? {
        if !on_unit(Unit::Lines(chunk)) {
            break;
        }
    }
    Ok(())
}

impl Chunk<'_> {
    /// Calls `on_event` with each non-blank line of the block: its number and its text
    /// (without the line end), or the parse error of a line over the limit.
    pub fn events(&self, mut on_event: impl FnMut(usize, Result<&[u8], ParseError>)) {
        self.each(|number, line| match line {
            Line::TooLong(length) => {
                on_event(number, Err(line_too_long(number, length, self.max())));
            }
            Line::Text(text) if text.iter().all(u8::is_ascii_whitespace) => {}
            Line::Text(text) => on_event(number, Ok(text)),
        });
    }
}
