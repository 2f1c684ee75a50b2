//! What the paths given to `validate` name: a file as it is, a directory's recorded files
//! (recursively), a glob pattern's files, standard input; and which group of the project file
//! a file belongs to. Expanding a pattern and matching a named file against it are one rule,
//! so a file is in a group exactly when the group's expansion lists it.

use std::{
    collections::HashSet,
    path::{Component, Path, PathBuf},
};

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
    /// The name findings give it: the path as given or found (`.` segments and `dir/..`
    /// resolved as written), or `-` for standard input.
    pub name: String,
    /// Why it cannot be read, when that is known before opening it (a pattern that matches
    /// nothing, a directory without recorded files).
    pub problem: Option<String>,
}

impl Input {
    fn file(path: &Path) -> Self {
        Self {
            name: tidy(path).display().to_string(),
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

/// The inputs `arg` names, in a stable order (directories and patterns by path).
pub fn expand(arg: &str) -> Vec<Input> {
    let path = Path::new(arg);
    if arg == "-" {
        return vec![Input::file(path)];
    }
    if path.is_dir() {
        return directory(arg, path);
    }
    if path.exists() || !is_pattern(arg) {
        return vec![Input::file(path)];
    }
    let pattern = match Rule::pattern(arg) {
        Ok(pattern) => pattern,
        Err(problem) => return vec![Input::problem(arg, problem)],
    };
    let found: Vec<Input> = walk(&pattern.base)
        .filter(|entry| entry.as_ref().map_or(true, |e| pattern.matches(e.path())))
        .map(|entry| match entry {
            Ok(entry) if is_link(&entry) => link(entry.path()),
            Ok(entry) => Input::file(entry.path()),
            Err((place, problem)) => Input::problem(&place, problem),
        })
        .collect();
    if found.is_empty() {
        return vec![Input::problem(arg, format!("no file matches `{arg}`"))];
    }
    found
}

/// Whether `text` holds a glob metacharacter.
fn is_pattern(text: &str) -> bool {
    text.contains(['*', '?', '['])
}

/// The regular files and the symbolic links under `root`, by path; symbolic links are not
/// followed, so a walk stays inside the directory it was given (the caller makes a link it
/// would have read a finding, see [`link`]). A failure is the place and what went wrong.
fn walk(root: &Path) -> impl Iterator<Item = Result<walkdir::DirEntry, (String, String)>> {
    WalkDir::new(root)
        .follow_links(false)
        .sort_by_file_name()
        .into_iter()
        .filter_map(move |entry| match entry {
            Ok(entry) if entry.file_type().is_file() || is_link(&entry) => Some(Ok(entry)),
            Ok(_) => None,
            Err(error) => {
                let place = error.path().unwrap_or(root).display().to_string();
                Some(Err((
                    place.clone(),
                    format!("cannot read {place}: {error}"),
                )))
            }
        })
}

/// A symbolic link a walk found where it would have read a recording: an input that cannot be
/// read, so that it is a finding (`unreadable-input`) and the run fails, never a file skipped
/// without a word.
fn link(path: &Path) -> Input {
    let name = tidy(path).display().to_string();
    let problem = format!(
        "{name} is a symbolic link; symbolic links are not followed in a directory or glob          pattern that eventspec walks, so it was not read: name the file it points to, or          replace the link with the file"
    );
    Input::problem(&name, problem)
}

/// Whether a walk found a symbolic link: below its root (the directory it was given is read
/// however it was named).
fn is_link(entry: &walkdir::DirEntry) -> bool {
    entry.depth() > 0 && entry.path_is_symlink()
}

/// Whether a walk's symbolic link at `path` stands where a recording would be: its name is a
/// recording's, or it points to a directory (which could hold recordings).
fn link_to_a_recording(path: &Path) -> bool {
    is_recording(path) || path.is_dir()
}

/// The recorded event files under `dir`, and the symbolic links where recordings would be.
fn directory(name: &str, dir: &Path) -> Vec<Input> {
    let found: Vec<Input> = walk(dir)
        .filter(|entry| {
            entry.as_ref().map_or(true, |e| {
                if is_link(e) {
                    link_to_a_recording(e.path())
                } else {
                    is_recording(e.path())
                }
            })
        })
        .map(|entry| match entry {
            Ok(entry) if is_link(&entry) => link(entry.path()),
            Ok(entry) => Input::file(entry.path()),
            Err((place, problem)) => Input::problem(&place, problem),
        })
        .collect();
    if found.is_empty() {
        let listed = EXTENSIONS.map(|e| format!(".{e}")).join(", ");
        return vec![Input::problem(
            name,
            format!("the directory {name} holds no recorded event file ({listed})"),
        )];
    }
    found
}

fn is_recording(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
}

/// One entry of a group's `paths`: a glob pattern (the directory it starts in, and the
/// pattern), a directory (its recorded files) or a file.
#[derive(Debug, Clone)]
enum Rule {
    Pattern(GlobRule),
    Directory(PathBuf),
    File(PathBuf),
}

#[derive(Debug, Clone)]
struct GlobRule {
    /// The longest leading part without a metacharacter: where the walk starts.
    base: PathBuf,
    /// The pattern, over absolute paths.
    absolute: Pattern,
}

impl GlobRule {
    fn matches(&self, path: &Path) -> bool {
        self.absolute.matches_path_with(&absolute(path), MATCH)
    }
}

impl Rule {
    /// A glob pattern; a trailing `**` means every file below, as in `.gitignore`.
    fn pattern(text: &str) -> Result<GlobRule, String> {
        let full = match text.strip_suffix("**") {
            Some(stem) if stem.is_empty() || stem.ends_with('/') => format!("{text}/*"),
            _ => text.to_owned(),
        };
        let literal: PathBuf = Path::new(&full)
            .components()
            .take_while(|c| !is_pattern(&c.as_os_str().to_string_lossy()))
            .collect();
        let base = if literal.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            literal
        };
        let absolute = Pattern::new(&absolute(Path::new(&full)).display().to_string())
            .map_err(|error| format!("`{text}` is not a valid glob pattern: {error}"))?;
        Ok(GlobRule { base, absolute })
    }

    fn new(path: PathBuf) -> Result<Self, String> {
        let text = path.display().to_string();
        Ok(if path.is_dir() {
            Self::Directory(path)
        } else if !path.exists() && is_pattern(&text) {
            Self::Pattern(Self::pattern(&text)?)
        } else {
            Self::File(path)
        })
    }

    fn matches(&self, path: &Path) -> bool {
        match self {
            Self::Pattern(pattern) => pattern.matches(path),
            Self::Directory(dir) => absolute(path).starts_with(absolute(dir)) && is_recording(path),
            Self::File(file) => absolute(path) == absolute(file),
        }
    }
}

/// The `paths` of one group of the project file, relative to the project file's directory.
#[derive(Debug, Clone)]
pub struct Patterns {
    texts: Vec<PathBuf>,
    rules: Vec<Rule>,
}

impl Patterns {
    /// `patterns`, relative to `dir`.
    pub fn new(dir: &Path, patterns: &[String]) -> anyhow::Result<Self> {
        let texts: Vec<PathBuf> = patterns.iter().map(|p| tidy(&dir.join(p))).collect();
        let rules = texts
            .iter()
            .map(|path| Rule::new(path.clone()).map_err(anyhow::Error::msg))
            .collect::<anyhow::Result<_>>()?;
        Ok(Self { texts, rules })
    }

    /// Every input the patterns name, in order.
    pub fn expand(&self) -> Vec<Input> {
        let mut inputs = Vec::new();
        for text in &self.texts {
            // The path was tidied, so a pattern in it is the pattern the rule was made from.
            inputs.extend(expand(&text.display().to_string()));
        }
        inputs
    }

    /// Whether `path` is one the patterns name.
    pub fn matches(&self, path: &Path) -> bool {
        self.rules.iter().any(|rule| rule.matches(path))
    }
}

/// `inputs` with each file once (the first time it is named), however it was named.
pub fn unique(inputs: Vec<Input>) -> Vec<Input> {
    let mut seen = HashSet::new();
    inputs
        .into_iter()
        .filter(|input| {
            input.problem.is_some()
                || input.name == "-"
                || seen.insert(absolute(Path::new(&input.name)))
        })
        .collect()
}

/// `path` with `.` segments gone and `dir/..` pairs resolved, as written (no links followed):
/// `./a/../b` is `b`, `../b` stays.
fn tidy(path: &Path) -> PathBuf {
    let mut tidy = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir
                if matches!(tidy.components().next_back(), Some(Component::Normal(_))) =>
            {
                tidy.pop();
            }
            other => tidy.push(other),
        }
    }
    if tidy.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        tidy
    }
}

/// `path` from the filesystem root, tidied, so that one file named two ways compares equal.
fn absolute(path: &Path) -> PathBuf {
    tidy(&std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_tidied_as_written() {
        assert_eq!(tidy(Path::new("./a/../b/./c")), Path::new("b/c"));
        assert_eq!(tidy(Path::new("../../b")), Path::new("../../b"));
        assert_eq!(
            tidy(Path::new("cfg/../rec/a.jsonl")),
            Path::new("rec/a.jsonl")
        );
        assert_eq!(tidy(Path::new("./")), Path::new("."));
    }

    #[test]
    fn a_pattern_walks_from_its_literal_part() {
        let rule = Rule::pattern("rec/**").expect("pattern");
        assert_eq!(rule.base, Path::new("rec"));
        assert!(rule.matches(Path::new("rec/a.jsonl")));
        assert!(rule.matches(Path::new("rec/deep/c.jsonl")));
        assert!(!rule.matches(Path::new("other/a.jsonl")));
        let rule = Rule::pattern("*.sse").expect("pattern");
        assert_eq!(rule.base, Path::new("."));
        assert!(rule.matches(Path::new("./turn.sse")));
        assert!(
            !rule.matches(Path::new("a/turn.sse")),
            "* stays in a segment"
        );
    }
}
