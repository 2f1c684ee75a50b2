//! The registry (or a user's schema) as a static site: an index of families, a page per family
//! version (event types, named types each with its fields once, examples, stream rules), a page
//! of changes per consecutive pair of versions (the drift engine's), and a search index. Plain
//! HTML and CSS rendered with handlebars templates; a small script adds search, another follows
//! former permalinks into a named type's fields. Nothing in it depends on when or where it was
//! built: rebuilding from the same snapshots gives the same bytes.
//!
//! Layout of the site: `index.html`; `assets/` (the stylesheet, the scripts and the search
//! index); `families/<family>/<version>.html` and `families/<family>/<old>-to-<new>.html`.

mod changes;
mod fields;
mod pages;
mod render;
mod search;
mod shape;
mod targets;
#[cfg(test)]
mod tests;
mod text;
mod types;

use eventspec_codegen::fileset::FileSet;
use eventspec_schema::rules::RulesDocument;
use serde_json::Value;

pub use render::SiteError;

/// The directory under the site's root that the site owns whole: files an earlier build wrote
/// there and this one does not are removed, and `docs --check` names every other file there.
pub const OWNED: &[&str] = &["families"];

/// One family to document, with its versions oldest first.
#[derive(Debug, Clone)]
pub struct Family {
    /// Its id (`agentao.host`), or the schema file's name.
    pub id: String,
    /// What it is, in a sentence or two.
    pub description: String,
    /// Its promise (`stable`, `experimental`, `internal`), when it makes one.
    pub stability: Option<String>,
    /// Its versions, oldest first.
    pub versions: Vec<Version>,
}

/// One version of a family.
#[derive(Debug, Clone)]
pub struct Version {
    /// Its id (`v2`).
    pub id: String,
    /// Whether it is the version producers emit now.
    pub current: bool,
    /// The upstream release it describes.
    pub upstream: Option<String>,
    /// Its JSON Schema.
    pub schema: Value,
    /// Its stream rules, when it has a rules document.
    pub rules: Option<RulesDocument>,
    /// Valid example events, in the order shown.
    pub examples: Vec<Value>,
}

/// The site documenting `families`, titled `title`, as files relative to its root.
pub fn build(title: &str, families: &[Family]) -> Result<FileSet, SiteError> {
    let renderer = render::Renderer::new()?;
    let mut files = FileSet::default().made_by("eventspec docs");
    let mut index = search::Index::default();
    let mut entries = Vec::new();
    for family in families {
        let pairs = changes::pages(title, family);
        let versions = pages::versions(title, family, &pairs);
        // The newest version first: search lists its entries before older ones'.
        for page in versions.iter().rev() {
            index.add(page);
        }
        for page in &versions {
            files.insert(page.file.clone(), renderer.render("version", page)?);
        }
        for page in &pairs {
            files.insert(page.file.clone(), renderer.render("changes", page)?);
        }
        entries.push(pages::entry(family, &versions, &pairs));
    }
    let home = pages::Index::new(title, entries);
    files.insert("index.html", renderer.render("index", &home)?);
    for (path, text) in render::ASSETS {
        files.insert(*path, (*text).to_owned());
    }
    files.insert("assets/search-index.js", index.script());
    Ok(files)
}

/// The path of a family version's page, relative to the site's root.
fn version_file(family: &str, version: &str) -> String {
    format!(
        "families/{}/{}.html",
        text::slug(family),
        text::slug(version)
    )
}

/// The path of the page of changes from `old` to `new`, relative to the site's root.
fn changes_file(family: &str, old: &str, new: &str) -> String {
    format!(
        "families/{}/{}-to-{}.html",
        text::slug(family),
        text::slug(old),
        text::slug(new)
    )
}
