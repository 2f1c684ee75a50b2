//! The pages of changes: for each consecutive pair of a family's versions, every change the
//! drift engine finds (stream rules included), grouped by event type, each with its rule id and
//! its verdict under each compatibility mode.

use eventspec_drift::{Change, Mode, Verdict, diff, diff_rules};
use eventspec_schema::model;
use serde::Serialize;

use super::{
    Family, Version, changes_file,
    text::{inline_html, slug},
    version_file,
};

/// The anchor of changes outside any event type (stream rules, named types).
const CONTRACT_ANCHOR: &str = "_contract";

/// The page of changes between two consecutive versions.
#[derive(Debug, Serialize)]
pub struct Page {
    /// Its path, relative to the site's root.
    #[serde(skip)]
    pub file: String,
    /// The old version's id.
    #[serde(skip)]
    pub old_id: String,
    /// The new version's id.
    #[serde(skip)]
    pub new_id: String,
    site_title: String,
    root: &'static str,
    page_title: String,
    family: String,
    old: String,
    new: String,
    old_href: String,
    new_href: String,
    breaking: usize,
    non_breaking: usize,
    info: usize,
    groups: Vec<Group>,
}

/// The changes in one event type.
#[derive(Debug, Serialize)]
struct Group {
    label: String,
    event_type: Option<String>,
    anchor: String,
    event_href: Option<String>,
    changes: Vec<Entry>,
}

/// One change.
#[derive(Debug, Serialize)]
struct Entry {
    anchor: Option<String>,
    rule: &'static str,
    path: String,
    message_html: String,
    backward: &'static str,
    forward: &'static str,
    full: &'static str,
}

/// The pages of changes of `family`, one per consecutive pair of versions.
pub fn pages(site_title: &str, family: &Family) -> Vec<Page> {
    family
        .versions
        .windows(2)
        .map(|pair| page(site_title, family, &pair[0], &pair[1]))
        .collect()
}

fn page(site_title: &str, family: &Family, old: &Version, new: &Version) -> Page {
    let label = |v: &Version| format!("{}@{}", family.id, v.id);
    let mut report = diff(
        &old.schema,
        &new.schema,
        &label(old),
        &label(new),
        Mode::Full,
    );
    if let (Some(old_rules), Some(new_rules)) = (&old.rules, &new.rules) {
        diff_rules(&mut report, old_rules, new_rules);
    }
    let file_of = |v: &Version| file_name(&version_file(&family.id, &v.id));
    let sides = [
        (model::resolve(&new.schema), file_of(new)),
        (model::resolve(&old.schema), file_of(old)),
    ];
    let mut groups: Vec<Group> = Vec::new();
    for change in &report.changes {
        let position = groups
            .iter()
            .position(|g| g.event_type == change.event_type);
        let index = position.unwrap_or_else(|| {
            groups.push(group(change.event_type.as_deref(), &sides));
            groups.len() - 1
        });
        let group = &mut groups[index];
        let anchored = group.changes.iter().any(|e| e.path == change.path);
        group
            .changes
            .push(entry(change, (!anchored).then_some(&group.anchor)));
    }
    Page {
        file: changes_file(&family.id, &old.id, &new.id),
        old_id: old.id.clone(),
        new_id: new.id.clone(),
        site_title: site_title.to_owned(),
        root: "../../",
        page_title: format!("{}: {} to {}", family.id, old.id, new.id),
        family: family.id.clone(),
        old: old.id.clone(),
        new: new.id.clone(),
        old_href: file_of(old),
        new_href: file_of(new),
        breaking: report.summary.breaking,
        non_breaking: report.summary.non_breaking,
        info: report.summary.info,
        groups,
    }
}

/// The group of `event_type`, linked to its section on the newer page that has it.
fn group(event_type: Option<&str>, sides: &[(model::Contract, String)]) -> Group {
    let Some(name) = event_type else {
        return Group {
            label: "the contract (stream rules, named types)".to_owned(),
            event_type: None,
            anchor: CONTRACT_ANCHOR.to_owned(),
            event_href: None,
            changes: Vec::new(),
        };
    };
    let anchor = slug(name);
    let event_href = (sides.iter())
        .find(|(contract, _)| contract.event_type(name).is_some())
        .map(|(_, file)| format!("{file}#{anchor}"));
    Group {
        label: name.to_owned(),
        event_type: Some(name.to_owned()),
        anchor,
        event_href,
        changes: Vec::new(),
    }
}

/// A change; `group` is its event type's anchor when it is the first change at its path.
fn entry(change: &Change, group: Option<&String>) -> Entry {
    let anchor = group.map(|group| match change.path.as_str() {
        "" => format!("{group}._"),
        path => format!("{group}.{}", slug(path)),
    });
    Entry {
        anchor,
        rule: change.rule.id(),
        path: change.path.clone(),
        message_html: inline_html(&change.message),
        backward: verdict(change.verdicts.backward),
        forward: verdict(change.verdicts.forward),
        full: verdict(change.verdicts.full),
    }
}

fn verdict(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Breaking => "breaking",
        Verdict::NonBreaking => "non-breaking",
        Verdict::Info => "info",
    }
}

fn file_name(path: &str) -> String {
    path.rsplit('/').next().unwrap_or(path).to_owned()
}

impl Page {
    /// Where the changes to `event_type` are on this page (a link from a version page beside
    /// it), if there are any.
    pub fn event_link(&self, event_type: &str) -> Option<String> {
        let group = self.group_of(event_type)?;
        Some(format!("{}#{}", file_name(&self.file), group.anchor))
    }

    /// Where the first change to the field at `path` of `event_type` (or to a field nested in
    /// it) is on this page, if there is one.
    pub fn field_link(&self, event_type: &str, path: &str) -> Option<String> {
        let group = self.group_of(event_type)?;
        let nested = |p: &str| {
            p == path
                || p.strip_prefix(path)
                    .is_some_and(|rest| rest.starts_with(['.', '[']))
        };
        let first = group.changes.iter().find(|e| nested(&e.path))?;
        let anchor = (group.changes.iter())
            .find(|e| e.path == first.path)
            .and_then(|e| e.anchor.clone())?;
        Some(format!("{}#{anchor}", file_name(&self.file)))
    }

    fn group_of(&self, event_type: &str) -> Option<&Group> {
        (self.groups.iter()).find(|g| g.event_type.as_deref() == Some(event_type))
    }
}
