//! What the paths given to `validate` name: a file as it is, a directory's recorded files
//! (recursively), a glob pattern's matches, standard input; and which group of the project
//! file a file belongs to.

use std::path::{Component, Path, PathBuf};

use glob::{MatchOptions, Pattern};
use walkdir::WalkDir;

/// The extensions of recorded event files a directory is searched for.
pub const EXTENSIONS: [&str; 4] = ["json", "jsonl", "ndjson", "sse"];

/// `*` stays within one path segment; `**` crosses them.
const MATCH: MatchOptions = MatchOptions {
    case_sensitive: true,
    require_literal_separator: true,
    require_literal_leading_dot: false,
};

/// One input to read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The name findings give it: the path as given or found, or `-` for standard input.
    pub name: String,
    /// Why it cannot be read, when that is known before opening it (a pattern that matches
    /// nothing, a directory without recorded files).
    pub problem: Option<String>,
}

impl Input {
    fn file(path: &Path) -> Self {
        Self {
            name: path.display().to_string(),
            problem: None,
        }
    }

    fn problem(name: &str, problem: String) -> Self {
        Self {
            name: name.to_owned(),
            problem: Some(problem),
        }
    }
}

/// The inputs `arg` names, in a stable order (directories and patterns sorted by path).
pub fn expand(arg: &str) -> Vec<Input> {
    let path = Path::new(arg);
    if arg == "-" {
        return vec![Input::file(path)];
    }
    if path.is_dir() {
        return directory(arg, path);
    }
    if path.exists() || !arg.contains(['*', '?', '[']) {
        return vec![Input::file(path)];
    }
    let matches = match glob::glob_with(arg, MATCH) {
        Ok(paths) => paths.filter_map(Result::ok).collect::<Vec<_>>(),
        Err(error) => {
            return vec![Input::problem(
                arg,
                format!("`{arg}` is not a valid glob pattern: {error}"),
            )];
        }
    };
    let inputs: Vec<Input> = matches
        .iter()
        .flat_map(|found| {
            if found.is_dir() {
                directory(&found.display().to_string(), found)
            } else {
                vec![Input::file(found)]
            }
        })
        .collect();
    if inputs.is_empty() {
        return vec![Input::problem(arg, format!("no file matches `{arg}`"))];
    }
    inputs
}

/// The recorded event files under `dir`, by path; symbolic links are not followed, so a walk
/// stays inside the directory it was given.
fn directory(name: &str, dir: &Path) -> Vec<Input> {
    let mut found = Vec::new();
    for entry in WalkDir::new(dir).follow_links(false).sort_by_file_name() {
        match entry {
            Ok(entry) if entry.file_type().is_file() && is_recording(entry.path()) => {
                found.push(Input::file(entry.path()));
            }
            Ok(_) => {}
            Err(error) => {
                let place = error.path().unwrap_or(dir).display().to_string();
                found.push(Input::problem(
                    &place,
                    format!("cannot read {place}: {error}"),
                ));
            }
        }
    }
    if found.is_empty() {
        let listed = EXTENSIONS.map(|e| format!(".{e}")).join(", ");
        found.push(Input::problem(
            name,
            format!("the directory {name} holds no recorded event file ({listed})"),
        ));
    }
    found
}

fn is_recording(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
}

/// The glob patterns of one group of the project file, anchored at the project file's
/// directory.
#[derive(Debug, Clone)]
pub struct Patterns {
    texts: Vec<String>,
    compiled: Vec<Pattern>,
}

impl Patterns {
    /// `patterns`, relative to `dir`.
    pub fn new(dir: &Path, patterns: &[String]) -> anyhow::Result<Self> {
        let base = Pattern::escape(&dir.display().to_string());
        let texts: Vec<String> = patterns
            .iter()
            .map(|p| {
                if base.is_empty() {
                    p.clone()
                } else {
                    format!("{}/{p}", base.trim_end_matches('/'))
                }
            })
            .collect();
        let compiled = texts
            .iter()
            .zip(patterns)
            .map(|(text, given)| {
                Pattern::new(&absolute(Path::new(text)).display().to_string())
                    .map_err(|e| anyhow::anyhow!("`{given}` is not a valid glob pattern: {e}"))
            })
            .collect::<anyhow::Result<_>>()?;
        Ok(Self { texts, compiled })
    }

    /// Every input the patterns name, in order, each file once.
    pub fn expand(&self) -> Vec<Input> {
        let mut inputs: Vec<Input> = Vec::new();
        for text in &self.texts {
            for input in expand(text) {
                if !inputs.iter().any(|known| known.name == input.name) {
                    inputs.push(input);
                }
            }
        }
        inputs
    }

    /// Whether `path` is one the patterns name.
    pub fn matches(&self, path: &Path) -> bool {
        let path = absolute(path);
        self.compiled
            .iter()
            .any(|pattern| pattern.matches_path_with(&path, MATCH))
    }
}

/// `path` from the filesystem root, `.` and `..` segments resolved as written (no links
/// followed), so that one file named two ways compares equal.
fn absolute(path: &Path) -> PathBuf {
    let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut normal = PathBuf::new();
    for component in path.components() {
        match component {
            Component::ParentDir => {
                normal.pop();
            }
            Component::CurDir => {}
            other => normal.push(other),
        }
    }
    normal
}
