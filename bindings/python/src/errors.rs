//! The exceptions: the CLI's messages, raised as Python exceptions.

use pyo3::{
    create_exception,
    exceptions::{PyOSError, PyValueError},
    prelude::*,
};

create_exception!(
    _native,
    EventspecError,
    PyValueError,
    "A contract that cannot be used: an unknown family or version, a schema that is not JSON or \
     not usable as a contract, a mode that does not exist. The message is the CLI's."
);

create_exception!(
    _native,
    ReadError,
    PyOSError,
    "An input that could not be read to its end. Its `findings` attribute holds what was found \
     before the error, so nothing checked is lost."
);

/// `error` and its causes, one after the other, as the CLI prints them.
pub fn message(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

/// An [`EventspecError`] saying `context` and then `error` with its causes.
pub fn contract_error(context: &str, error: &dyn std::error::Error) -> PyErr {
    EventspecError::new_err(format!("{context}: {}", message(error)))
}
