//! Python values as JSON text: the one conversion of dicts, lists and scalars handed over from
//! Python, for events and schemas alike. It never recurses without bound: nesting is bounded
//! (as eventspec reads JSON text), a container that holds itself is refused where the cycle
//! closes, and the text stops growing at a size bound (a value that shares one list many times
//! over can be exponentially larger than the objects behind it).

use std::fmt::{self, Write as _};

use pyo3::{
    PyTypeInfo,
    exceptions::{PyTypeError, PyValueError},
    intern,
    prelude::*,
    types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple},
};
use serde_json::Value;

use crate::errors::{EventspecError, contract_error};

/// The levels of nesting eventspec reads in JSON text (serde_json's recursion limit): an array
/// or object inside 127 others is the 128th level, and refused.
pub const READ_LEVELS: usize = 128;

/// How far a conversion may go.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// Arrays and objects that may be open inside one another.
    pub containers: usize,
    /// Bytes of text the value may take.
    pub bytes: usize,
}

/// Why a Python value could not be written as JSON text, with the JSON pointer of the value
/// in question (`""` for the whole value).
#[derive(Debug)]
pub enum NotJson {
    /// An array or object at `pointer` is nested in `open` others, the most there may be.
    TooDeep { pointer: String, open: usize },
    /// The container at `pointer` is the one at `back_to`, which holds it.
    Cycle { pointer: String, back_to: String },
    /// A float that JSON cannot write (`nan`, `inf`).
    NotFinite { pointer: String, value: f64 },
    /// A dict key that is not a `str` (its `repr`).
    Key { pointer: String, key: String },
    /// A value of a type JSON has no value for (the type's name).
    Type { pointer: String, type_name: String },
    /// The text grew past `bytes`.
    TooLong { bytes: usize },
    /// Python raised while the value was read.
    Python(PyErr),
}

impl From<PyErr> for NotJson {
    fn from(error: PyErr) -> Self {
        Self::Python(error)
    }
}

/// A pointer as messages show it: the whole value is `/`.
fn shown(pointer: &str) -> &str {
    if pointer.is_empty() { "/" } else { pointer }
}

impl fmt::Display for NotJson {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooDeep { pointer, open } => write!(
                f,
                "{}: arrays and objects nest {} deep here, deeper than the {READ_LEVELS} levels \
                 eventspec reads",
                shown(pointer),
                open + 1
            ),
            Self::Cycle { pointer, back_to } => write!(
                f,
                "{}: the value contains itself (this is the container at {}), which JSON cannot \
                 write",
                shown(pointer),
                shown(back_to)
            ),
            Self::NotFinite { pointer, value } => {
                write!(f, "{}: {value} is not a JSON number", shown(pointer))
            }
            Self::Key { pointer, key } => {
                write!(f, "{}: the key {key} is not a string", shown(pointer))
            }
            Self::Type { pointer, type_name } => write!(
                f,
                "{}: a {type_name} is not a JSON value (dict, list, str, int, float, bool or None)",
                shown(pointer)
            ),
            Self::TooLong { bytes } => write!(f, "its JSON text is longer than {bytes} bytes"),
            Self::Python(error) => write!(f, "{error}"),
        }
    }
}

impl NotJson {
    /// The Python exception: `TypeError` for a key or value of the wrong type, `ValueError`
    /// otherwise, with `context` before the message.
    pub fn into_py_err(self, context: &str, py: Python<'_>) -> PyErr {
        let message = match &self {
            Self::Python(error) => format!("{context}: {}", error.value(py)),
            other => format!("{context}: {other}"),
        };
        match self {
            Self::Key { .. } | Self::Type { .. } => PyTypeError::new_err(message),
            Self::Python(error) if error.is_instance_of::<PyTypeError>(py) => {
                PyTypeError::new_err(message)
            }
            _ => PyValueError::new_err(message),
        }
    }
}

/// Appends `value` to `out` as JSON text, within `bounds`. On error, `out` may hold part of the
/// text.
pub fn write(out: &mut Vec<u8>, value: &Bound<'_, PyAny>, bounds: Bounds) -> Result<(), NotJson> {
    let mut writer = Writer {
        limit: out.len().saturating_add(bounds.bytes),
        out,
        bounds,
        pointer: String::new(),
        open: Vec::new(),
    };
    writer.value(value)
}

/// A conversion under way: the text so far, the pointer of the value being written and the
/// containers open around it (their identity and the length of their pointer).
struct Writer<'o> {
    out: &'o mut Vec<u8>,
    limit: usize,
    bounds: Bounds,
    pointer: String,
    open: Vec<(usize, usize)>,
}

impl Writer<'_> {
    /// Writes one value at `self.pointer`.
    fn value(&mut self, value: &Bound<'_, PyAny>) -> Result<(), NotJson> {
        if value.is_none() {
            self.out.extend_from_slice(b"null");
        } else if let Ok(flag) = value.cast::<PyBool>() {
            self.out
                .extend_from_slice(if flag.is_true() { b"true" } else { b"false" });
        } else if let Ok(text) = value.cast::<PyString>() {
            write_string(self.out, text.to_str()?);
        } else if value.is_instance_of::<PyInt>() {
            let text = number_text::<PyInt>(value)?;
            self.out.extend_from_slice(text.to_str()?.as_bytes());
        } else if let Ok(number) = value.cast::<PyFloat>() {
            let number = number.value();
            if !number.is_finite() {
                return Err(NotJson::NotFinite {
                    pointer: self.pointer.clone(),
                    value: number,
                });
            }
            let text = number_text::<PyFloat>(value)?;
            self.out.extend_from_slice(text.to_str()?.as_bytes());
        } else if let Ok(map) = value.cast::<PyDict>() {
            self.enter(value)?;
            self.object(map)?;
            self.open.pop();
        } else if value.is_instance_of::<PyList>() || value.is_instance_of::<PyTuple>() {
            self.enter(value)?;
            self.array(value)?;
            self.open.pop();
        } else {
            return Err(NotJson::Type {
                pointer: self.pointer.clone(),
                type_name: value.get_type().name()?.to_string(),
            });
        }
        if self.out.len() > self.limit {
            return Err(NotJson::TooLong {
                bytes: self.bounds.bytes,
            });
        }
        Ok(())
    }

    /// Opens the container `value`: refused when it is open already (a cycle) or when as many
    /// as the bound are open.
    fn enter(&mut self, value: &Bound<'_, PyAny>) -> Result<(), NotJson> {
        let id = value.as_ptr() as usize;
        if let Some(&(_, length)) = self.open.iter().find(|(open, _)| *open == id) {
            return Err(NotJson::Cycle {
                pointer: self.pointer.clone(),
                back_to: self.pointer[..length].to_owned(),
            });
        }
        if self.open.len() >= self.bounds.containers {
            return Err(NotJson::TooDeep {
                pointer: self.pointer.clone(),
                open: self.open.len(),
            });
        }
        self.open.push((id, self.pointer.len()));
        Ok(())
    }

    /// Writes a dict's items as an object.
    fn object(&mut self, map: &Bound<'_, PyDict>) -> Result<(), NotJson> {
        self.out.push(b'{');
        let length = self.pointer.len();
        for (n, (key, item)) in map.iter().enumerate() {
            let Ok(key) = key.cast::<PyString>() else {
                return Err(NotJson::Key {
                    pointer: self.pointer.clone(),
                    key: key.repr()?.to_string(),
                });
            };
            let key = key.to_str()?;
            if n > 0 {
                self.out.push(b',');
            }
            write_string(self.out, key);
            self.out.push(b':');
            self.pointer.push('/');
            for c in key.chars() {
                match c {
                    '~' => self.pointer.push_str("~0"),
                    '/' => self.pointer.push_str("~1"),
                    c => self.pointer.push(c),
                }
            }
            self.value(&item)?;
            self.pointer.truncate(length);
        }
        self.out.push(b'}');
        Ok(())
    }

    /// Writes a list's or tuple's items as an array.
    fn array(&mut self, list: &Bound<'_, PyAny>) -> Result<(), NotJson> {
        self.out.push(b'[');
        let length = self.pointer.len();
        for (n, item) in list.try_iter()?.enumerate() {
            if n > 0 {
                self.out.push(b',');
            }
            // Writing to a String cannot fail.
            let _ = write!(self.pointer, "/{n}");
            self.value(&item?)?;
            self.pointer.truncate(length);
        }
        self.out.push(b']');
        Ok(())
    }
}

/// The text of the number `value` (an `int` or a `float`, `T`) as `T` writes it: a subclass's
/// own `__str__` or `__repr__` could write any text, JSON that the value does not hold.
fn number_text<'py, T: PyTypeInfo>(value: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyString>> {
    if value.is_exact_instance_of::<T>() {
        return value.repr();
    }
    let py = value.py();
    let text = T::type_object(py).call_method1(intern!(py, "__repr__"), (value,))?;
    Ok(text.cast_into::<PyString>()?)
}

/// `text` as a JSON string.
fn write_string(out: &mut Vec<u8>, text: &str) {
    // serde_json writes a `&str` infallibly into a Vec.
    serde_json::to_writer(&mut *out, text).unwrap_or_default();
}

/// How far a schema is followed: as a schema file is read, at most 127 arrays and objects
/// inside one another and at most `file::MAX_FILE_BYTES` (64 MiB) of text.
const SCHEMA: Bounds = Bounds {
    containers: READ_LEVELS - 1,
    bytes: eventspec_schema::file::MAX_FILE_BYTES as usize,
};

/// The schema `value` (a dict) holds, read as its JSON text would be read from a file, or an
/// [`EventspecError`] naming where it is not JSON.
pub fn schema(value: &Bound<'_, PyAny>) -> PyResult<Value> {
    let mut text = Vec::new();
    write(&mut text, value, SCHEMA).map_err(|error| {
        let message = match error {
            NotJson::Python(error) => error.value(value.py()).to_string(),
            other => other.to_string(),
        };
        EventspecError::new_err(format!("the schema is not a JSON value: {message}"))
    })?;
    serde_json::from_slice(&text)
        .map_err(|error| contract_error("the schema is not a JSON value", &error))
}
