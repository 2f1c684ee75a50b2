//! Events handed over from Python, as the lines of a JSONL input: a `str` or `bytes` is the
//! event's JSON text; anything else (a dict, a list, a number...) is written as JSON here.

use pyo3::{
    exceptions::{PyTypeError, PyValueError},
    prelude::*,
    types::{PyBool, PyBytes, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple},
};

/// How deep Python values are followed: one more than the 128 levels eventspec reads, so that
/// deeper values reach the validator and get its finding.
const MAX_DEPTH: usize = 129;

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
        write_json(out, event, "", 0).map_err(|error| at_event(error, index, event.py()))?;
        return Ok(());
    }
    if out.ends_with(b"\n") {
        out.pop();
        if out.len() > start && out.ends_with(b"\r") {
            out.pop();
        }
    }
    one_line(&mut out[start..]);
    Ok(())
}

/// `error` with the event's index before its message.
fn at_event(error: PyErr, index: usize, py: Python<'_>) -> PyErr {
    let message = format!("event {index}: {}", error.value(py));
    if error.is_instance_of::<PyTypeError>(py) {
        PyTypeError::new_err(message)
    } else {
        PyValueError::new_err(message)
    }
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

/// Writes `value` (at JSON pointer `path`, `depth` levels down) as JSON text.
fn write_json(
    out: &mut Vec<u8>,
    value: &Bound<'_, PyAny>,
    path: &str,
    depth: usize,
) -> PyResult<()> {
    if depth > MAX_DEPTH {
        return Err(PyValueError::new_err(format!(
            "{}: nests deeper than {MAX_DEPTH} levels",
            shown(path)
        )));
    }
    if value.is_none() {
        out.extend_from_slice(b"null");
    } else if let Ok(flag) = value.cast::<PyBool>() {
        out.extend_from_slice(if flag.is_true() { b"true" } else { b"false" });
    } else if let Ok(text) = value.cast::<PyString>() {
        write_string(out, text.to_str()?);
    } else if value.is_instance_of::<PyInt>() {
        out.extend_from_slice(value.str()?.to_str()?.as_bytes());
    } else if let Ok(number) = value.cast::<PyFloat>() {
        let number = number.value();
        if !number.is_finite() {
            return Err(PyValueError::new_err(format!(
                "{}: {number} is not a JSON number",
                shown(path)
            )));
        }
        out.extend_from_slice(value.repr()?.to_str()?.as_bytes());
    } else if let Ok(map) = value.cast::<PyDict>() {
        out.push(b'{');
        for (n, (key, item)) in map.iter().enumerate() {
            let Ok(key) = key.cast::<PyString>() else {
                return Err(PyTypeError::new_err(format!(
                    "{}: the key {} is not a string",
                    shown(path),
                    key.repr()?
                )));
            };
            let key = key.to_str()?;
            if n > 0 {
                out.push(b',');
            }
            write_string(out, key);
            out.push(b':');
            let pointer = format!("{path}/{}", key.replace('~', "~0").replace('/', "~1"));
            write_json(out, &item, &pointer, depth + 1)?;
        }
        out.push(b'}');
    } else if value.is_instance_of::<PyList>() || value.is_instance_of::<PyTuple>() {
        out.push(b'[');
        for (n, item) in value.try_iter()?.enumerate() {
            if n > 0 {
                out.push(b',');
            }
            write_json(out, &item?, &format!("{path}/{n}"), depth + 1)?;
        }
        out.push(b']');
    } else {
        return Err(PyTypeError::new_err(format!(
            "{}: a {} is not a JSON value (dict, list, str, int, float, bool or None)",
            shown(path),
            value.get_type().name()?
        )));
    }
    Ok(())
}

/// A pointer as errors show it: the event itself is `/`.
fn shown(path: &str) -> &str {
    if path.is_empty() { "/" } else { path }
}

/// `text` as a JSON string.
fn write_string(out: &mut Vec<u8>, text: &str) {
    // serde_json writes a `&str` infallibly into a Vec.
    serde_json::to_writer(&mut *out, text).unwrap_or_default();
}
