//! The one place that writes to standard output and standard error.

use std::io::{self, Write};

/// Writes `text` to standard output. A closed pipe (`eventspec list | head`) is not an error.
pub fn stdout(text: &str) -> io::Result<()> {
    ignore_broken_pipe(io::stdout().lock().write_all(text.as_bytes()))
}

/// Writes `text` to standard error.
pub fn stderr(text: &str) -> io::Result<()> {
    ignore_broken_pipe(io::stderr().lock().write_all(text.as_bytes()))
}

/// `result`, with a closed pipe (the reader went away) counted as success.
pub fn ignore_broken_pipe(result: io::Result<()>) -> io::Result<()> {
    match result {
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}
