//! Git, run so that nothing a user typed can become an option of git.
//!
//! Every invocation goes through [`run`], which takes git's options as `&'static str` (they can
//! only be written in this program) and the user's operands separately, after
//! `--end-of-options`. A revision is also refused when it starts with `-`, and is resolved to a
//! commit id with `rev-parse --verify` before any other use, so a file is only ever read as
//! `<commit id>:<path>`.

use std::{
    path::{Path, PathBuf},
    process::{Command, Output},
    sync::{Mutex, OnceLock, PoisonError},
};

use anyhow::{Context as _, bail};
use eventspec_schema::file;

/// A git revision a user named, resolved to its commit.
#[derive(Debug, Clone)]
pub struct Revision {
    /// The revision as the user wrote it, for messages.
    pub name: String,
    commit: String,
}

impl Revision {
    /// Resolves `name` (a tag, a branch, a commit) to its commit; an error names it when it
    /// starts with `-`, holds a control character, or names no commit.
    pub fn resolve(name: &str) -> anyhow::Result<Self> {
        if name.is_empty() {
            bail!("the git revision is empty; expected a tag, a branch or a commit");
        }
        if name.starts_with('-') {
            bail!(
                "`{name}` is not a git revision: a revision never starts with `-` (expected a tag, a branch or a commit)"
            );
        }
        if name.chars().any(char::is_control) {
            bail!(
                "{:?} is not a git revision: it holds a control character",
                name
            );
        }
        let output = run(
            &["rev-parse", "--verify", "--quiet"],
            &[&format!("{name}^{{commit}}")],
        )?;
        let commit = String::from_utf8_lossy(&output.stdout).trim().to_owned();
        if !output.status.success() || commit.is_empty() {
            bail!(
                "`{name}` names no commit of this git repository (expected a tag, a branch or a commit)"
            );
        }
        Ok(Self {
            name: name.to_owned(),
            commit,
        })
    }

    /// The text of `path` at this revision, or `None` if it did not exist there.
    /// A file over [`file::MAX_FILE_BYTES`] is an error naming it, refused before it is read.
    pub fn file(&self, path: &str) -> anyhow::Result<Option<String>> {
        let object = format!("{}:{path}", self.commit);
        // A missing file fails here too; the read below says which way.
        let size = run(&["cat-file", "-s"], &[&object])?;
        let size = String::from_utf8_lossy(&size.stdout).trim().parse::<u64>();
        if let Ok(size) = size
            && size > file::MAX_FILE_BYTES
        {
            bail!(
                "{path} at git revision {}: the file is over the limit of {} bytes for a file \
                 read whole ({size} bytes)",
                self.name,
                file::MAX_FILE_BYTES
            );
        }
        let output = run(&["cat-file", "blob"], &[&object])?;
        if output.status.success() {
            return Ok(Some(String::from_utf8(output.stdout).with_context(
                || format!("{path} at git revision {} is not UTF-8", self.name),
            )?));
        }
        let stderr = String::from_utf8_lossy(&output.stderr);
        if stderr.contains("does not exist in") || stderr.contains("exists on disk, but not in") {
            return Ok(None);
        }
        bail!(
            "cannot read {path} at git revision {}: {}",
            self.name,
            stderr.trim()
        )
    }
}

/// One entry of a directory at a revision, as `git ls-tree` lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TreeEntry {
    /// Its path, relative to the directory listed, `/`-separated.
    pub path: String,
    /// A symbolic link (mode 120000): its blob is the link's target, not a file's content.
    pub symlink: bool,
}

impl Revision {
    /// Every file under `dir` (relative to the repository root, `/`-separated; empty for the
    /// root) at this revision, recursively; `None` when `dir` is not a directory there.
    pub fn list(&self, dir: &str) -> anyhow::Result<Option<Vec<TreeEntry>>> {
        self.ls_tree(dir, &["ls-tree", "-r", "-z"])
    }

    /// The entries directly in `dir` at this revision, directories included.
    fn children(&self, dir: &str) -> anyhow::Result<Option<Vec<TreeEntry>>> {
        self.ls_tree(dir, &["ls-tree", "-z"])
    }

    fn ls_tree(
        &self,
        dir: &str,
        options: &[&'static str],
    ) -> anyhow::Result<Option<Vec<TreeEntry>>> {
        let tree = format!("{}:{dir}", self.commit);
        if !run(&["cat-file", "-t"], &[&tree])?
            .stdout
            .starts_with(b"tree")
        {
            return Ok(None);
        }
        let output = run(options, &[&tree])?;
        if !output.status.success() {
            bail!(
                "cannot list {dir} at git revision {}: {}",
                self.name,
                String::from_utf8_lossy(&output.stderr).trim()
            );
        }
        let entries = output.stdout.split(|b| *b == 0).filter(|e| !e.is_empty());
        Ok(Some(
            entries
                .filter_map(|entry| {
                    let entry = String::from_utf8_lossy(entry);
                    let (meta, path) = entry.split_once('\t')?;
                    Some(TreeEntry {
                        path: path.to_owned(),
                        symlink: meta.starts_with("120000"),
                    })
                })
                .collect(),
        ))
    }

    /// An error naming the first component of `path` (relative to the repository root) that is
    /// a symbolic link at this revision; nothing when none is (or the path is not there).
    pub fn refuse_symlinks(&self, path: &str) -> anyhow::Result<()> {
        let mut parent = String::new();
        for name in path.split('/').filter(|n| !n.is_empty()) {
            let Some(children) = self.children(&parent)? else {
                return Ok(());
            };
            let here = if parent.is_empty() {
                name.to_owned()
            } else {
                format!("{parent}/{name}")
            };
            if children.iter().any(|c| c.path == name && c.symlink) {
                bail!(
                    "{here} is a symbolic link at git revision {}: the release gate reads \
                     snapshot and contract files only where they are, never through a link \
                     (expected a directory or a file)",
                    self.name
                );
            }
            parent = here;
        }
        Ok(())
    }
}

/// The root of the git working tree the current directory is in, canonical, as `git rev-parse
/// --show-toplevel` says.
pub fn toplevel() -> anyhow::Result<PathBuf> {
    let output = run(&["rev-parse", "--show-toplevel"], &[])?;
    // rev-parse echoes `--end-of-options` after the answer: the answer is the first line.
    let stdout = String::from_utf8_lossy(&output.stdout);
    let top = stdout.lines().next().unwrap_or_default().to_owned();
    if !output.status.success() || top.is_empty() {
        bail!(
            "the current directory is not in a git repository: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    Path::new(&top)
        .canonicalize()
        .with_context(|| format!("cannot read the repository root {top}"))
}

/// Runs `git OPTIONS --end-of-options OPERANDS`.
fn run(options: &[&'static str], operands: &[&str]) -> anyhow::Result<Output> {
    Command::new("git")
        .args(options)
        .arg("--end-of-options")
        .args(operands)
        .output()
        .context("cannot run git")
}

/// The root of the git working tree the current directory is in, found by its `.git` (a
/// directory, or a file in a linked worktree); none outside one. Looked up once.
fn worktree_root() -> Option<&'static Path> {
    static ROOT: OnceLock<Option<PathBuf>> = OnceLock::new();
    ROOT.get_or_init(|| {
        let here = std::env::current_dir().ok()?.canonicalize().ok()?;
        here.ancestors()
            .find(|dir| dir.join(".git").exists())
            .map(Path::to_path_buf)
    })
    .as_deref()
}

/// `path` (relative to the current directory, or absolute) relative to the root of the working
/// tree, as GitHub annotations and SARIF viewers name files, and as `REV:PATH` reads them; `path`
/// as given outside a working tree, for `-`, or when it is not a file in the tree. Findings come
/// file by file, so the last answer is kept: one lookup per file, not per finding.
pub fn root_relative(path: &str) -> String {
    static LAST: Mutex<Option<(String, String)>> = Mutex::new(None);
    let mut last = LAST.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, answer)) = last.as_ref().filter(|(asked, _)| asked == path) {
        return answer.clone();
    }
    let answer = match (worktree_root(), Path::new(path).canonicalize()) {
        (Some(root), Ok(file)) if path != "-" => file
            .strip_prefix(root)
            .map_or_else(|_| path.to_owned(), |r| r.display().to_string()),
        _ => path.to_owned(),
    };
    *last = Some((path.to_owned(), answer.clone()));
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_revision_that_looks_like_an_option_is_refused_before_git_runs() {
        let error = Revision::resolve("--output=/tmp/x").expect_err("refused");
        assert!(
            error
                .to_string()
                .contains("`--output=/tmp/x` is not a git revision"),
            "{error}"
        );
    }

    #[test]
    fn a_control_character_is_refused_and_shown_escaped() {
        let error = Revision::resolve("v1\n--x").expect_err("refused");
        assert!(error.to_string().contains(r#""v1\n--x""#), "{error}");
    }
}
