//! Arguments of `eventspec docs`.

use std::path::PathBuf;

use clap::Args;

/// Arguments of `docs`.
#[derive(Debug, Args)]
pub struct DocsArgs {
    /// The site's directory [default: the project file's `[docs] out`, else `site/` of the
    /// repository the current directory is in, or `site` here for a schema of your own]
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Write nothing; exit 1 and list stale, missing and unexpected files (any file under the
    /// site's `families/` that it does not make)
    #[arg(long)]
    pub check: bool,
    /// Document this JSON Schema instead of the registry [default: the project file's `[docs]
    /// schema`]
    #[arg(long, value_name = "FILE")]
    pub schema: Option<PathBuf>,
    /// The stream rules of your own schema: a rules file [default: the project file's `[docs]
    /// rules`, else `NAME.rules.json` beside the schema `NAME.json`, if there is one]
    #[arg(long, value_name = "FILE", conflicts_with = "snapshots")]
    pub rules: Option<PathBuf>,
    /// The snapshot directory the registry's site is made from [default: the project file's
    /// `[registry] snapshots`, else `snapshots/` of the repository the current directory is in]
    #[arg(long, value_name = "DIR", conflicts_with = "schema")]
    pub snapshots: Option<PathBuf>,
    /// Example events shown beside each event type: for the registry,
    /// `<DIR>/<family>/<version>/valid/*.json`; for a schema of your own, `<DIR>/*.json`, one
    /// event each [default: the project file's `[docs] examples`, else the registry's
    /// `tests/fixtures`, or none for a schema of your own]
    #[arg(long, value_name = "DIR")]
    pub examples: Option<PathBuf>,
    /// The site's title [default: the project file's `[docs] title`, else "eventspec registry",
    /// or the schema's `title` (else its file name) for a schema of your own]
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,
}
