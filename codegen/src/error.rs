//! What can go wrong when generating typings; every variant names where.

use std::path::PathBuf;

/// An error of the generator.
#[derive(Debug, thiserror::Error)]
pub enum CodegenError {
    /// A schema construct the generators cannot express.
    #[error("{source_name}: cannot generate `{keyword}` at `{pointer}`: {reason}")]
    Unsupported {
        /// The schema file.
        source_name: String,
        /// The JSON pointer of the construct.
        pointer: String,
        /// The keyword.
        keyword: String,
        /// Why, and what to do instead.
        reason: String,
    },
    /// Two schema names that would become one identifier.
    #[error(
        "{source_name}: `{first}` and `{second}` would both be named `{identifier}` in {language}; rename one"
    )]
    NameClash {
        /// The schema file.
        source_name: String,
        /// One schema name.
        first: String,
        /// The other.
        second: String,
        /// The identifier both become.
        identifier: String,
        /// The language.
        language: &'static str,
    },
    /// A schema value that cannot become a name in generated code or a file name.
    #[error("{source_name}: {value:?} ({origin}) {reason}")]
    BadName {
        /// The schema file.
        source_name: String,
        /// The value, exactly as the schema has it.
        value: String,
        /// Where in the schema it came from, e.g. `x-eventspec.version` or a JSON pointer.
        origin: String,
        /// What is wrong with it, and what was expected.
        reason: String,
    },
    /// A `pattern` the generated validators cannot use: one that does not mean the same in the
    /// three regex engines, or that may backtrack without the user's opt-in.
    #[error("{source_name}: pattern `{pattern}` at {location} cannot be generated: {reason}")]
    Pattern {
        /// The schema file.
        source_name: String,
        /// Where: the keyword's JSON pointer, in backticks.
        location: String,
        /// The pattern, exactly as the schema has it.
        pattern: String,
        /// What in it cannot be generated, and why.
        reason: String,
    },
    /// A generated file whose path would leave the output directory.
    #[error("{path}: {reason}; nothing was written there")]
    OutsideOutput {
        /// The path, relative to the output directory, or the symbolic link on its way.
        path: PathBuf,
        /// Why it would leave.
        reason: String,
    },
    /// A line of a manifest of generated files that names no file the generator could have
    /// written there.
    #[error("{path}:{line}: {entry:?} {reason}")]
    Manifest {
        /// The manifest.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// The line's text.
        entry: String,
        /// What was expected.
        reason: String,
    },
    /// Two generated files with one path: a contract's module named like a file the package
    /// writes itself, or like another contract's.
    #[error(
        "{path}: two generated files would both be written here; a contract's module takes the name of a file the package writes itself (`index`, `runtime`, `stream`, `values`) or of another contract's: give the contract another `title` or `x-eventspec.family`"
    )]
    FileClash {
        /// The path, relative to the output directory.
        path: PathBuf,
    },
    /// A template failed to render.
    #[error("template `{template}` failed: {message}")]
    Template {
        /// The template's name.
        template: String,
        /// The renderer's message, naming the missing value.
        message: String,
    },
    /// A file to read whole could not be: not a regular file, too large, not text.
    #[error(transparent)]
    Read(#[from] eventspec_schema::file::ReadError),
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
}
