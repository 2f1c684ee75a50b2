//! The settings stage beneath the commands: the project file, loaded once, and the one order in
//! which every setting is taken: the command-line flag, then the input group's (`validate`),
//! then the project file's, then the built-in default.

use std::path::PathBuf;

use eventspec_schema::Dialect;

use crate::{
    cli::{Global, Verbosity},
    config::{self, Loaded, Project},
    snapshots::in_workspace,
};

/// What a command runs on besides its own flags: the global flags and the project file.
pub struct Context<'a> {
    /// `--config`, `--no-config`, `--dialect`, the verbosity.
    pub global: &'a Global,
    /// The project file, when there is one and `--no-config` was not given.
    pub project: Option<Loaded>,
}

impl<'a> Context<'a> {
    /// The context of a command: the project file `--config` names, else the nearest one.
    pub fn load(global: &'a Global) -> anyhow::Result<Self> {
        Ok(Self {
            global,
            project: config::load(global)?,
        })
    }

    /// The project file, read.
    pub fn project(&self) -> Option<&Loaded> {
        self.project.as_ref()
    }

    /// How much the command says besides its result.
    pub fn verbosity(&self) -> Verbosity {
        self.global.verbosity()
    }

    /// The project file's path as the reports name it.
    pub fn project_file(&self) -> Option<String> {
        (self.project()).map(|loaded| loaded.path.display().to_string())
    }

    /// `flag`, else what `key` reads from the project file.
    pub fn pick<T>(&self, flag: Option<T>, key: impl FnOnce(&Project) -> Option<T>) -> Option<T> {
        flag.or_else(|| key(&self.project()?.project))
    }

    /// `flag`, else the path `key` reads from the project file, relative to that file.
    pub fn path(
        &self,
        flag: Option<&PathBuf>,
        key: impl FnOnce(&Project) -> Option<&PathBuf>,
    ) -> Option<PathBuf> {
        flag.cloned().or_else(|| {
            let loaded = self.project()?;
            Some(loaded.resolve(key(&loaded.project)?))
        })
    }

    /// The dialect of a user's schema file that declares no `$schema`: `--dialect`, else the
    /// project file's `dialect`, else 2020-12.
    pub fn dialect(&self) -> Dialect {
        (self.pick(self.global.dialect, |p| p.dialect)).unwrap_or_default()
    }

    /// The registry's snapshot directory: `flag`, else the project file's `[registry]
    /// snapshots`, else `snapshots/` of the repository the current directory is in.
    pub fn snapshots_dir(&self, flag: Option<&PathBuf>) -> PathBuf {
        (self.path(flag, |p| p.registry.snapshots.as_ref()))
            .unwrap_or_else(|| in_workspace("snapshots"))
    }

    /// Where the registry's typings go: `flag`, else the project file's `[registry]
    /// generated`, else `generated/` of the repository the current directory is in.
    pub fn generated_dir(&self, flag: Option<&PathBuf>) -> PathBuf {
        (self.path(flag, |p| p.registry.generated.as_ref()))
            .unwrap_or_else(|| in_workspace("generated"))
    }

    /// Whether the project file names the snapshot directory itself.
    pub fn names_snapshots(&self) -> bool {
        (self.project()).is_some_and(|loaded| loaded.project.registry.snapshots.is_some())
    }
}

/// The first setting given, in the order of precedence: the flag, then the group's, then the
/// project file's.
pub fn first<T>(settings: [Option<T>; 3]) -> Option<T> {
    settings.into_iter().flatten().next()
}
