//! Paths of the git repository the current directory is in, named one way: relative to its root
//! (`/`-separated), however the user spelled them (`snapshots/`, `a/../snapshots`, an absolute
//! path, from a folder below the root). The release gate reads a file in the working tree and at
//! a revision by that one name, so the two sides are the same file. A symbolic link inside the
//! repository, on the way to a file the gate reads, is refused: it would let the working tree
//! and the revision name different files.

use std::{
    fs,
    path::{Component, Path, PathBuf},
};

use anyhow::{Context as _, bail};
use eventspec_schema::file;

/// The repository the current directory is in.
#[derive(Debug, Clone)]
pub struct Repository {
    /// Its root, canonical.
    pub root: PathBuf,
}

impl Repository {
    /// The repository the current directory is in; an error outside one.
    pub fn here() -> anyhow::Result<Self> {
        Ok(Self {
            root: crate::git::toplevel()?,
        })
    }

    /// `path` (absolute, or relative to the current directory) relative to the root. Each
    /// component is looked at as it is spelled: a symbolic link inside the repository is an
    /// error naming it, one outside (on the way to the repository) is followed, `..` goes up
    /// from where the path really is. The path need not exist; it must be inside the repository.
    pub fn relative(&self, path: &Path) -> anyhow::Result<String> {
        let here = std::env::current_dir().context("cannot read the current directory")?;
        let mut real = PathBuf::new();
        for component in here.join(path).components() {
            match component {
                Component::Prefix(_) | Component::RootDir => real.push(component),
                Component::CurDir => {}
                Component::ParentDir => {
                    real.pop();
                }
                Component::Normal(name) => {
                    real.push(name);
                    let is_link = fs::symlink_metadata(&real).is_ok_and(|m| m.is_symlink());
                    if is_link && real.starts_with(&self.root) {
                        bail!(
                            "{} is a symbolic link (in {}): the release gate reads snapshot and \
                             contract files only where they are, never through a link; name the \
                             real directory or file",
                            real.display(),
                            path.display()
                        );
                    }
                    if is_link {
                        real = real.canonicalize().with_context(|| {
                            format!("cannot follow the link {}", real.display())
                        })?;
                    }
                }
            }
        }
        let inside = real.strip_prefix(&self.root).map_err(|_| {
            anyhow::anyhow!(
                "{} is outside the git repository {}: the release gate compares files of the \
                 repository only",
                path.display(),
                self.root.display()
            )
        })?;
        Ok(slashed(inside))
    }

    /// The text of the file `relative` (to the root) in the working tree, `None` when it does
    /// not exist; an error naming it when a component is a symbolic link or it cannot be read.
    pub fn read(&self, relative: &str) -> anyhow::Result<Option<String>> {
        let mut path = self.root.clone();
        for name in relative.split('/').filter(|n| !n.is_empty()) {
            path.push(name);
            match fs::symlink_metadata(&path) {
                Ok(meta) if meta.is_symlink() => bail!(
                    "{relative}: {} is a symbolic link: the release gate reads snapshot and \
                     contract files only where they are, never through a link",
                    path.display()
                ),
                Ok(_) => {}
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
                Err(error) => bail!("cannot read {}: {error}", path.display()),
            }
        }
        match file::read_text(&path, file::MAX_FILE_BYTES) {
            Ok(text) => Ok(Some(text)),
            Err(error) if error.is_not_found() => Ok(None),
            Err(error) => Err(error.into()),
        }
    }
}

/// `path`'s components joined with `/`, as git names files.
pub fn slashed(path: &Path) -> String {
    let names: Vec<String> = path
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    names.join("/")
}

/// `relative` joined to the directory `dir` (both relative to the root, `/`-separated), with
/// `.` and `..` taken lexically; `None` when it would leave the repository. For paths read at a
/// revision, where nothing is on disk to look at.
pub fn join_lexically(dir: &str, relative: &str) -> Option<String> {
    let mut names: Vec<&str> = dir.split('/').filter(|n| !n.is_empty()).collect();
    for name in relative.split(['/', '\\']) {
        match name {
            "" | "." => {}
            ".." => {
                names.pop()?;
            }
            name => names.push(name),
        }
    }
    Some(names.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_at_a_revision_is_joined_lexically_and_may_not_leave_the_repository() {
        assert_eq!(
            join_lexically("sub", "./schemas/../schemas/a.json").as_deref(),
            Some("sub/schemas/a.json")
        );
        assert_eq!(join_lexically("", "a/b").as_deref(), Some("a/b"));
        assert_eq!(join_lexically("sub", "../../x"), None);
    }
}
