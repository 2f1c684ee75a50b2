//! Reading a whole file that someone else may have written (a schema, a snapshot, a template):
//! only a regular file, and only up to a size limit, so that `/dev/zero`, a pipe that never
//! ends or a file of many gigabytes is a clear error instead of exhausted memory.

use std::{
    fs::File,
    io::{self, Read},
    path::{Path, PathBuf},
};

/// The largest file read whole: 64 MiB, far above any schema, snapshot or template.
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// Why a file could not be read whole; every variant names the file.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file could not be opened or read.
    #[error("cannot read {}: {cause}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause, said in the message (not a `source`, which a report would say again).
        cause: io::Error,
    },
    /// A directory, a device, a pipe or a socket where a regular file was expected.
    #[error("{}: is {kind}, not a regular file; name a file to read", path.display())]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is instead, e.g. `a directory`.
        kind: &'static str,
    },
    /// A file over the limit.
    #[error(
        "{}: the file is over the limit of {limit} bytes for a file read whole",
        path.display()
    )]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The limit, in bytes.
        limit: u64,
    },
    /// A file that is not UTF-8 text.
    #[error("{}: not UTF-8 text (invalid byte at offset {offset}); expected JSON or template text", path.display())]
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// The offset of the first invalid byte.
        offset: usize,
    },
}

impl ReadError {
    /// Whether the file does not exist.
    pub fn is_not_found(&self) -> bool {
        matches!(self, Self::Io { cause, .. } if cause.kind() == io::ErrorKind::NotFound)
    }
}

/// The text of the regular file at `path` (symbolic links followed), if it is at most `limit`
/// bytes of UTF-8. Anything else is refused before it is read (a directory, device, pipe or
/// socket; a file whose size is over the limit), or as soon as reading passes the limit (a file
/// that grows while it is read).
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    let io_error = |cause| ReadError::Io {
        path: path.to_path_buf(),
        cause,
    };
    // Checked before opening: opening a pipe waits for a writer.
    let metadata = std::fs::metadata(path).map_err(io_error)?;
    regular(path, &metadata, limit)?;
    let file = File::open(path).map_err(io_error)?;
    regular(path, &file.metadata().map_err(io_error)?, limit)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(io_error)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            path: path.to_path_buf(),
            limit,
        });
    }
    String::from_utf8(bytes).map_err(|error| ReadError::NotUtf8 {
        path: path.to_path_buf(),
        offset: error.utf8_error().valid_up_to(),
    })
}

/// Refuses what is not a regular file of at most `limit` bytes.
fn regular(path: &Path, metadata: &std::fs::Metadata, limit: u64) -> Result<(), ReadError> {
    let kind = metadata.file_type();
    if !kind.is_file() {
        return Err(ReadError::NotAFile {
            path: path.to_path_buf(),
            kind: if kind.is_dir() {
                "a directory"
            } else {
                "a device, pipe or socket"
            },
        });
    }
    if metadata.len() > limit {
        return Err(ReadError::TooLarge {
            path: path.to_path_buf(),
            limit,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_directories_and_large_files_are_refused_by_name() {
        let dir = std::env::temp_dir().join(format!("eventspec-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let large = dir.join("large.json");
        File::create(&large)
            .and_then(|file| file.set_len(101))
            .expect("a sparse file");
        let small = dir.join("small.json");
        let absent = dir.join("absent");
        std::fs::write(&small, "{}").expect("write");
        let cases = [
            (
                Path::new("/dev/zero"),
                "/dev/zero: is a device, pipe or socket",
            ),
            (dir.as_path(), "is a directory"),
            (
                large.as_path(),
                "large.json: the file is over the limit of 100 bytes",
            ),
            (absent.as_path(), "cannot read"),
        ];
        for (path, expected) in cases {
            let error = read_text(path, 100).expect_err("refused");
            assert!(error.to_string().contains(expected), "{error}");
        }
        assert!(read_text(&absent, 100).is_err_and(|e| e.is_not_found()));
        assert_eq!(read_text(&small, 2).expect("read"), "{}");
        assert!(matches!(
            read_text(&small, 1),
            Err(ReadError::TooLarge { limit: 1, .. })
        ));
        std::fs::remove_dir_all(&dir).expect("clean up");
    }
}
