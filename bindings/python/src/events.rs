//! Events handed over from Python, as the lines of a JSONL input: a `str` or `bytes` is the
//! event's JSON text; anything else (a dict, a list, a number...) is written as JSON here.

use pyo3::{
    prelude::*,
    types::{PyBytes, PyString},
};

use crate::pyjson::{self, Bounds, READ_LEVELS};

/// How far an event is followed: arrays and objects one level deeper than eventspec reads, so
/// that deeper events reach the reader and get its finding; text up to the longest line the
/// reader takes (its default `max_line_bytes`, 64 MiB).
const EVENT: Bounds = Bounds {
    containers: READ_LEVELS,
    bytes: 64 << 20,
};

/// Appends `event` to `out` as one line of JSON text (without the newline). A text may end with
/// its line's `\n` or `\r\n` (as lines read from a file do); one holding other line breaks keeps
/// its meaning on one line: a break between tokens becomes a space, and one inside a string
/// (which JSON forbids there) another control character, which JSON forbids too. `index` names
/// the event in errors.
pub fn append_line(out: &mut Vec<u8>, event: &Bound<'_, PyAny>, index: usize) -> PyResult<()> {
    let start = out.len();
    if let Ok(text) = event.cast::<PyString>() {
        out.extend_from_slice(text.to_str()?.as_bytes());
    } else if let Ok(bytes) = event.cast::<PyBytes>() {
        out.extend_from_slice(bytes.as_bytes());
    } else {
        return pyjson::write(out, event, EVENT)
            .map_err(|error| error.into_py_err(&format!("event {index}"), event.py()));
    }
    // Only the event's own line end: an empty text has none, whatever `out` ends with.
    if out[start..].ends_with(b"\n") {
        out.pop();
        if out.len() > start && out.ends_with(b"\r") {
            out.pop();
        }
    }
    one_line(&mut out[start..]);
    Ok(())
}

/// `text` on one line: line breaks outside strings become spaces, inside strings `\x01`.
fn one_line(text: &mut [u8]) {
    if memchr::memchr2(b'\n', b'\r', text).is_none() {
        return;
    }
    let (mut in_string, mut escaped) = (false, false);
    for byte in text.iter_mut() {
        match *byte {
            b'\n' | b'\r' if in_string => *byte = 0x01,
            b'\n' | b'\r' => *byte = b' ',
            _ if escaped => escaped = false,
            b'\\' if in_string => escaped = true,
            b'"' => in_string = !in_string,
            _ => {}
        }
    }
}
