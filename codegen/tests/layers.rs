//! The modules of `codegen/src` import one another without a circle: read as a graph of files
//! (an arrow for each `use` and each `crate::`, `super::` or `self::` path that names another
//! file's module), it has no cycle. A child's arrows up to its own ancestors (the parent
//! module's items it is a part of) are not counted, as the review that asked for this counts
//! them apart.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

use syn::{UseTree, visit::Visit};

/// A module, by the names from the crate root to it.
type Module = Vec<String>;

/// Every module of the crate under `src`, with its file.
fn modules(src: &Path) -> BTreeMap<Module, PathBuf> {
    let mut out = BTreeMap::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("the source folder is readable") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let relative = path
                    .strip_prefix(src)
                    .expect("under src")
                    .with_extension("");
                let mut module: Module = (relative.components())
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                if matches!(
                    module.last().map(String::as_str),
                    Some("lib" | "main" | "mod")
                ) {
                    module.pop();
                }
                out.insert(module, path);
            }
        }
    }
    out
}

/// The paths a file names: each `use` flattened, and each path through `crate`, `super` or
/// `self`.
#[derive(Default)]
struct Paths(Vec<Vec<String>>);

impl Paths {
    fn flatten(&mut self, prefix: &mut Vec<String>, tree: &UseTree) {
        match tree {
            UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.flatten(prefix, &path.tree);
                prefix.pop();
            }
            UseTree::Name(name) => self.push_with(prefix, &name.ident.to_string()),
            UseTree::Rename(rename) => self.push_with(prefix, &rename.ident.to_string()),
            UseTree::Glob(_) => self.0.push(prefix.clone()),
            UseTree::Group(group) => group.items.iter().for_each(|t| self.flatten(prefix, t)),
        }
    }

    fn push_with(&mut self, prefix: &[String], last: &str) {
        let mut path = prefix.to_vec();
        if last != "self" {
            path.push(last.to_owned());
        }
        self.0.push(path);
    }
}

impl<'a> Visit<'a> for Paths {
    fn visit_item_use(&mut self, item: &'a syn::ItemUse) {
        self.flatten(&mut Vec::new(), &item.tree);
    }

    fn visit_path(&mut self, path: &'a syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if matches!(
            segments.first().map(String::as_str),
            Some("crate" | "super" | "self")
        ) {
            self.0.push(segments);
        }
        syn::visit::visit_path(self, path);
    }
}

/// The module a path names from module `here`: the deepest module of the crate it runs
/// through, if any.
fn resolve(here: &Module, path: &[String], known: &BTreeMap<Module, PathBuf>) -> Option<Module> {
    let (mut base, mut rest) = (here.clone(), path);
    match rest.first().map(String::as_str) {
        Some("crate") => (base, rest) = (Vec::new(), &rest[1..]),
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().is_some_and(|s| s == "super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        _ => {}
    }
    let mut found = None;
    for len in 0..=rest.len() {
        let candidate: Module = base.iter().chain(&rest[..len]).cloned().collect();
        if known.contains_key(&candidate) {
            found = Some(candidate);
        }
    }
    found.filter(|module| module != here)
}

/// The arrows between the modules under `src`, a child's arrows to its ancestors left out.
fn arrows(src: &Path) -> BTreeMap<Module, BTreeSet<Module>> {
    let known = modules(src);
    let mut out = BTreeMap::new();
    for (module, file) in &known {
        let text = fs::read_to_string(file).expect("a source file is readable");
        let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let mut paths = Paths::default();
        paths.visit_file(&ast);
        let targets = (paths.0.iter())
            .filter_map(|path| resolve(module, path, &known))
            .filter(|target| !module.starts_with(target))
            .collect();
        out.insert(module.clone(), targets);
    }
    out
}

/// A cycle of the graph, as the modules along it, if it has one.
fn circle(arrows: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    fn walk<'g>(
        at: &'g Module,
        arrows: &'g BTreeMap<Module, BTreeSet<Module>>,
        path: &mut Vec<&'g Module>,
        done: &mut BTreeSet<&'g Module>,
    ) -> Option<Vec<Module>> {
        if let Some(start) = path.iter().position(|m| *m == at) {
            return Some(path[start..].iter().map(|m| (*m).clone()).collect());
        }
        if !done.insert(at) {
            return None;
        }
        path.push(at);
        for next in arrows.get(at).into_iter().flatten() {
            if let Some(found) = walk(next, arrows, path, done) {
                return Some(found);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    (arrows.keys()).find_map(|module| walk(module, arrows, &mut Vec::new(), &mut done))
}

#[test]
fn the_code_generator_has_no_circle_of_imports() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let arrows = arrows(&src);
    assert!(
        arrows.len() > 40,
        "the modules of {} are read",
        src.display()
    );
    assert!(arrows.values().map(BTreeSet::len).sum::<usize>() > 100);
    let found = circle(&arrows).map(|c| c.iter().map(|m| m.join("::")).collect::<Vec<_>>());
    assert_eq!(found, None, "a circle of imports in {}", src.display());
}

#[test]
fn a_circle_is_found_and_a_child_using_its_parent_is_none() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        fs::create_dir_all(path.parent().expect("a parent")).expect("a folder");
        fs::write(path, text).expect("a file");
    };
    write("lib.rs", "mod a;\nmod b;\npub struct Root;\n");
    write("a.rs", "mod inner;\nuse crate::b::B;\npub struct A;\n");
    write(
        "a/inner.rs",
        "use super::A;\nfn f() -> crate::Root { crate::Root }\n",
    );
    write("b.rs", "pub struct B;\n");
    assert_eq!(circle(&arrows(dir.path())), None);
    write("b.rs", "pub struct B(crate::a::A);\n");
    let found = circle(&arrows(dir.path())).expect("a and b import each other");
    assert_eq!(found.len(), 2);
}
