//! A JSON document: read whole (within the line limit) by the line machine, its events the
//! elements of a top-level array or the one value, each with the line it starts on.

use std::io::{self, Read};

use serde_json::value::RawValue;

use super::{
    LineFinder, ParseError, RawRecord, Unit, invalid_utf8, lines::LineReader, parse_error,
};

/// Events of a document per unit of work.
const BATCH: usize = 256;

/// Frames a JSON document: its events go to `on_unit` in batches, until it returns `false`.
pub(super) fn frame_document<R: Read>(
    mut lines: LineReader<R>,
    max: usize,
    on_unit: &mut impl FnMut(Unit<'_>) -> bool,
) -> io::Result<()> {
    let mut batch = Vec::new();
    let mut going = true;
    let mut on_record = |record: RawRecord| {
        batch.push(record);
        if going && batch.len() == BATCH {
            going = on_unit(Unit::Events(std::mem::take(&mut batch)));
        }
        going
    };
    match lines.rest()? {
        (first_line, Some(text)) => events(&text, first_line, &mut on_record),
        (first_line, None) => {
            on_record(RawRecord {
                name: None,
                line: first_line,
                text: Err(ParseError {
                    line: first_line,
                    column: None,
                    message: format!(
                        "the JSON document is over the limit of {max} bytes \
                         (--max-line-bytes); split it into JSONL or raise the limit"
                    ),
                }),
            });
        }
    }
    if going && !batch.is_empty() {
        on_unit(Unit::Events(batch));
    }
    Ok(())
}

/// Passes each event of the document `bytes`, whose first line is `first_line`, to
/// `on_record`, until it returns `false`.
fn events(bytes: &[u8], first_line: usize, on_record: &mut impl FnMut(RawRecord) -> bool) {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => {
            on_record(RawRecord {
                name: None,
                line: first_line,
                text: Err(invalid_utf8(bytes, error.valid_up_to(), first_line)),
            });
            return;
        }
    };
    let offset = first_line - 1;
    let body = text.trim_start();
    let mut lines = LineFinder::new(bytes);
    if body.is_empty() {
        return;
    }
    if !body.starts_with('[') {
        on_record(RawRecord {
            name: None,
            line: lines.line_of(text.len() - body.len()) + offset,
            text: Ok(body.as_bytes().to_vec()),
        });
    } else {
        match serde_json::from_str::<Vec<&RawValue>>(text) {
            Ok(items) => {
                for item in items {
                    let start = item.get().as_ptr() as usize - text.as_ptr() as usize;
                    let record = RawRecord {
                        name: None,
                        line: lines.line_of(start) + offset,
                        text: Ok(item.get().as_bytes().to_vec()),
                    };
                    if !on_record(record) {
                        return;
                    }
                }
            }
            Err(error) => {
                on_record(RawRecord {
                    name: None,
                    line: error.line() + offset,
                    text: Err(parse_error(&error, offset)),
                });
            }
        }
    }
}
