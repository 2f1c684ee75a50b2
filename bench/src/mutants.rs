//! The agreement corpus: for every family version, its fixtures, then seeded variants of its
//! valid fixtures (half left valid with resized text, half mutated: a field dropped, added or
//! retyped, an enum value changed, a pattern broken, a bound crossed, the tag misspelt). Whether
//! a mutant is valid is for the validators to say; they must all say the same.

use std::{
    fs::{self, File},
    io::{BufWriter, Write},
    path::PathBuf,
};

use anyhow::Context as _;

use crate::fixtures;
use eventspec_schema::model;
use serde_json::{Value, json};

/// Arguments of `mutants`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Generated payloads per family version (besides the fixtures)
    #[arg(long, default_value_t = 10_000)]
    per_version: usize,
    /// The random seed
    #[arg(long, default_value_t = 2026)]
    seed: u64,
    /// The payload corpus to start from
    #[arg(long, default_value = "tests/fixtures")]
    fixtures: PathBuf,
    /// Where to write `<family>@<version>.jsonl`
    #[arg(long)]
    out: PathBuf,
}

/// Writes the corpus.
pub fn generate(args: &Args) -> anyhow::Result<()> {
    fs::create_dir_all(&args.out)
        .with_context(|| format!("cannot create {}", args.out.display()))?;
    let mut rng = fastrand::Rng::with_seed(args.seed);
    for family in eventspec_schema::registry() {
        for version in family.versions {
            // The tag as the snapshot says it, read through the resolved model.
            let contract = model::resolve(&version.schema(family));
            let dir = args.fixtures.join(family.id).join(version.id);
            let valid = fixtures::load(&dir.join("valid"))?;
            anyhow::ensure!(!valid.is_empty(), "no valid fixtures in {}", dir.display());
            let invalid: Vec<Value> = fixtures::load(&dir.join("invalid"))?
                .into_iter()
                .map(|case| case["event"].clone())
                .collect();
            let path = args.out.join(format!("{}@{}.jsonl", family.id, version.id));
            let mut out = BufWriter::new(
                File::create(&path).with_context(|| format!("cannot write {}", path.display()))?,
            );
            for event in valid.iter().chain(&invalid) {
                writeln!(out, "{event}")?;
            }
            for _ in 0..args.per_version {
                let mut event = valid[rng.usize(..valid.len())].clone();
                if rng.bool() {
                    mutate(&mut event, contract.tag.as_deref(), &mut rng);
                } else {
                    vary(&mut event, &mut rng);
                }
                writeln!(out, "{event}")?;
            }
            out.flush()?;
        }
    }
    Ok(())
}

/// Every JSON pointer of `value`'s object members and array items, with the value there.
fn places(value: &Value, pointer: String, out: &mut Vec<(String, Value)>) {
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                let child_pointer = model::pointer::push(&pointer, key);
                out.push((child_pointer.clone(), child.clone()));
                places(child, child_pointer, out);
            }
        }
        Value::Array(items) => {
            for (index, child) in items.iter().enumerate() {
                let child_pointer = format!("{pointer}/{index}");
                out.push((child_pointer.clone(), child.clone()));
                places(child, child_pointer, out);
            }
        }
        _ => {}
    }
}

fn parent_and_key(pointer: &str) -> (String, String) {
    let (parent, key) = pointer.rsplit_once('/').unwrap_or(("", pointer));
    (parent.to_owned(), model::pointer::unescape(key))
}

/// One mutation, chosen at random.
fn mutate(event: &mut Value, tag: Option<&str>, rng: &mut fastrand::Rng) {
    let mut all = Vec::new();
    places(event, String::new(), &mut all);
    match rng.u8(..7) {
        0 => drop_field(event, &all, rng),
        1 => add_field(event, &all, rng),
        2 => retype_field(event, &all, rng),
        3 | 4 => change_string(event, &all, rng),
        5 => cross_bound(event, &all, rng),
        _ => misspell_tag(event, tag),
    }
}

/// One of `items` at random; none if there are none (a draw is made all the same).
fn pick<'a, T>(rng: &mut fastrand::Rng, items: &'a [T]) -> Option<&'a T> {
    items.get(rng.usize(..items.len().max(1)))
}

/// A field dropped.
fn drop_field(event: &mut Value, all: &[(String, Value)], rng: &mut fastrand::Rng) {
    if let Some((pointer, _)) = pick(rng, all) {
        let (parent, key) = parent_and_key(pointer);
        if let Some(Value::Object(map)) = event.pointer_mut(&parent) {
            map.remove(&key);
        }
    }
}

/// A field added, here or in a nested object.
fn add_field(event: &mut Value, all: &[(String, Value)], rng: &mut fastrand::Rng) {
    let objects: Vec<String> = std::iter::once(String::new())
        .chain(
            all.iter()
                .filter(|(_, v)| v.is_object())
                .map(|(p, _)| p.clone()),
        )
        .collect();
    let target = objects[rng.usize(..objects.len())].clone();
    if let Some(Value::Object(map)) = event.pointer_mut(&target) {
        map.insert("x_unexpected".into(), json!(rng.u32(..1000)));
    }
}

/// A field retyped.
fn retype_field(event: &mut Value, all: &[(String, Value)], rng: &mut fastrand::Rng) {
    if let Some((pointer, value)) = pick(rng, all) {
        let replacement = match value {
            Value::String(_) => json!(42),
            Value::Number(_) => json!("42"),
            Value::Bool(_) => json!("true"),
            Value::Null => json!({}),
            Value::Array(_) => json!({"items": []}),
            Value::Object(_) => json!([]),
        };
        if let Some(slot) = event.pointer_mut(pointer) {
            *slot = replacement;
        }
    }
}

/// A string value changed (an enum value, a const), or a pattern broken.
fn change_string(event: &mut Value, all: &[(String, Value)], rng: &mut fastrand::Rng) {
    let strings: Vec<&(String, Value)> = all.iter().filter(|(_, v)| v.is_string()).collect();
    if let Some((pointer, Value::String(text))) = pick(rng, &strings).copied() {
        let changed = if rng.bool() {
            format!("{text}!")
        } else {
            "zzz-not-a-value".to_owned()
        };
        if let Some(slot) = event.pointer_mut(pointer) {
            *slot = Value::String(changed);
        }
    }
}

/// A bound crossed.
fn cross_bound(event: &mut Value, all: &[(String, Value)], rng: &mut fastrand::Rng) {
    let numbers: Vec<&(String, Value)> = all.iter().filter(|(_, v)| v.is_number()).collect();
    if let Some((pointer, _)) = pick(rng, &numbers).copied()
        && let Some(slot) = event.pointer_mut(pointer)
    {
        *slot = json!(-1.5);
    }
}

/// The tag misspelt.
fn misspell_tag(event: &mut Value, tag: Option<&str>) {
    if let Some(Value::String(value)) = tag.and_then(|tag| event.get_mut(tag)) {
        value.push('x');
    }
}

/// A valid variation: the text of string fields resized.
fn vary(event: &mut Value, rng: &mut fastrand::Rng) {
    if let Value::Object(map) = event {
        for (key, value) in map.iter_mut() {
            if let Value::String(text) = value
                && ["text", "message", "summary", "content", "reason", "chunk"]
                    .contains(&key.as_str())
                && rng.bool()
            {
                text.push_str(&" and more".repeat(rng.usize(1..20)));
            }
        }
    }
}
