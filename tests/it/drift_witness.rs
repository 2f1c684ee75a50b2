//! Evidence for drift's verdicts. For every before/after pair (as written, and with its event
//! type lifted to the root of a plain object schema), a search builds payloads from both schemas
//! (examples of every type, value, bound and pattern either side names, each field left out,
//! given another type, or joined by an unknown one) and checks each with the `jsonschema` crate
//! against both sides (formats asserted, as by the strictest reader). A verdict of "breaking"
//! under a mode needs a witness: under `backward` a payload OLD accepts and NEW rejects, under
//! `forward` one NEW accepts and OLD rejects, under `full` either. A verdict of "not breaking"
//! fails if the search finds one.

use std::collections::BTreeSet;

use eventspec_drift::{Mode, Verdict, diff};
use eventspec_schema::model::{self, Bound, Contract, JsonType, NodeId, Schema};
use rand::{SeedableRng, rngs::StdRng};
use serde_json::{Map, Value, json};

use crate::{
    drift::as_plain_object,
    support::{json_files, read_json, root},
};

/// How deep examples of nested objects and arrays go.
const DEPTH: usize = 5;
/// At most this many payloads per pair.
const LIMIT: usize = 20_000;

/// Values of other types, for a field given a type its schema does not expect.
fn other_types() -> Vec<Value> {
    vec![
        Value::Null,
        json!(true),
        json!(0),
        json!(-1),
        json!(0.5),
        json!("x"),
        json!({}),
        json!([]),
    ]
}

struct Examples<'c> {
    contract: &'c Contract,
    rng: StdRng,
}

impl Examples<'_> {
    /// Example values of node `id`: values it accepts and values just beside them.
    fn of(&mut self, id: NodeId, depth: usize) -> Vec<Value> {
        let id = self.contract.resolved(id);
        let keywords = match &self.contract.node(id).schema {
            Schema::Always | Schema::Never => return other_types(),
            Schema::Keywords(keywords) => keywords.clone(),
        };
        if depth > DEPTH {
            return other_types();
        }
        let mut out = Vec::new();
        if let Some(value) = &keywords.constant {
            out.push(value.clone());
        }
        out.extend(keywords.values.iter().flatten().cloned());
        let members: Vec<NodeId> = keywords
            .one_of
            .iter()
            .chain(&keywords.any_of)
            .copied()
            .collect();
        let objects = !keywords.properties.is_empty()
            || keywords.types.as_deref() == Some(&[JsonType::Object]);
        if objects && !members.is_empty() {
            // Forms: each with the properties here too.
            let forms = (members.iter())
                .map(|member| self.objects(&[id, self.contract.resolved(*member)], depth))
                .collect();
            out.extend(interleaved(forms));
        } else if objects {
            out.extend(self.objects(&[id], depth));
        } else {
            let forms = (members.iter())
                .map(|member| self.of(*member, depth + 1))
                .collect();
            out.extend(interleaved(forms));
        }
        for part in &keywords.all_of {
            out.extend(self.of(*part, depth + 1));
        }
        for json_type in keywords.types.clone().unwrap_or_default() {
            out.extend(self.scalars(json_type, &keywords, depth));
        }
        if out.is_empty() {
            out = other_types();
        }
        out
    }

    fn scalars(
        &mut self,
        json_type: JsonType,
        keywords: &model::Keywords,
        depth: usize,
    ) -> Vec<Value> {
        let bounds: Vec<f64> = keywords.bounds.values().copied().collect();
        match json_type {
            JsonType::Null => vec![Value::Null],
            JsonType::Boolean => vec![json!(true), json!(false)],
            // The first value of each list is the likeliest to be accepted: objects are built
            // from first values, then varied one field at a time.
            JsonType::Integer | JsonType::Number => {
                let mut values = Vec::new();
                for limit in bounds {
                    for near in [limit, limit + 1.0, limit - 1.0, limit + 0.5] {
                        values.push(json!(near));
                    }
                }
                values.extend([json!(0), json!(1), json!(-1), json!(0.5)]);
                values
            }
            JsonType::String => {
                let mut values = Vec::new();
                // A pattern matches anywhere: a string that is all of it matches it.
                let body = |pattern: &str| {
                    let pattern = pattern.strip_prefix('^').unwrap_or(pattern);
                    pattern.strip_suffix('$').unwrap_or(pattern).to_owned()
                };
                // ECMA-262 classes (`\d` is `[0-9]`), as the validators read them.
                let ascii = |pattern: &str| {
                    let hir = regex_syntax::ParserBuilder::new()
                        .unicode(false)
                        .utf8(false)
                        .build()
                        .parse(pattern)
                        .ok()?;
                    rand_regex::Regex::with_hir(hir, 8).ok()
                };
                if let Some(pattern) = &keywords.pattern
                    && let Some(generator) = ascii(&body(pattern))
                {
                    // Sampled as bytes: in byte mode a negated class (AG-UI's JSON Pointer
                    // `[^/~]`) also matches bytes above 0x7f, which are no UTF-8 of their own;
                    // such a sample is no JSON string and is left out.
                    for _ in 0..4 {
                        let sample: Vec<u8> = rand::RngExt::sample(&mut self.rng, &generator);
                        if let Ok(sample) = String::from_utf8(sample) {
                            values.push(json!(sample));
                        }
                    }
                }
                values.extend([json!("2026-11-30T12:00:00Z"), json!("a"), json!("")]);
                values.push(json!("not a date"));
                for (bound, limit) in &keywords.bounds {
                    if matches!(bound, Bound::MinLength | Bound::MaxLength) {
                        let length = *limit as usize;
                        for size in [length, length.saturating_sub(1), length + 1] {
                            values.push(json!("a".repeat(size)));
                        }
                    }
                }
                values
            }
            JsonType::Array => {
                let mut values = vec![json!([])];
                if let Some(items) = keywords.items {
                    for item in self.of(items, depth + 1).into_iter().take(16) {
                        values.push(json!([item]));
                    }
                }
                values
            }
            JsonType::Object => self.maps(keywords, depth),
        }
    }

    /// Maps (an object with `additionalProperties` values and no properties).
    fn maps(&mut self, keywords: &model::Keywords, depth: usize) -> Vec<Value> {
        let mut values = vec![json!({})];
        if let Some(additional) = keywords.additional_properties {
            for value in self.of(additional, depth + 1).into_iter().take(16) {
                values.push(json!({ "k": value }));
            }
        }
        values
    }

    /// Objects with the properties of `parts` (a node and its forms or `allOf` parts): the
    /// required ones, then each field added, left out, or varied.
    fn objects(&mut self, parts: &[NodeId], depth: usize) -> Vec<Value> {
        let mut properties: Vec<(String, NodeId)> = Vec::new();
        let mut required = BTreeSet::new();
        for part in parts {
            let mut pending = vec![*part];
            while let Some(id) = pending.pop() {
                let Some(keywords) = self.contract.keywords(self.contract.resolved(id)) else {
                    continue;
                };
                for (name, node) in &keywords.properties {
                    if !properties.iter().any(|(n, _)| n == name) {
                        properties.push((name.clone(), *node));
                    }
                }
                required.extend(keywords.required.iter().cloned());
                pending.extend(&keywords.all_of);
            }
        }
        let mut values: Vec<(String, Vec<Value>)> = Vec::new();
        for (name, node) in &properties {
            let mut examples = self.of(*node, depth + 1);
            examples.truncate(24);
            values.push((name.clone(), examples));
        }
        let mut base = Map::new();
        for (name, examples) in &values {
            if required.contains(name)
                && let Some(first) = examples.first()
            {
                base.insert(name.clone(), first.clone());
            }
        }
        let mut out = vec![Value::Object(base.clone())];
        let mut everything = base.clone();
        for (name, examples) in &values {
            if let Some(first) = examples.first() {
                everything.insert(name.clone(), first.clone());
            }
        }
        out.push(Value::Object(everything.clone()));
        for with in [&base, &everything] {
            let mut extra = with.clone();
            extra.insert("x_witness".into(), json!(1));
            out.push(Value::Object(extra));
            for (name, examples) in &values {
                let mut without = with.clone();
                without.remove(name);
                out.push(Value::Object(without));
                for value in examples.iter().cloned().chain(other_types()) {
                    let mut varied = with.clone();
                    varied.insert(name.clone(), value);
                    out.push(Value::Object(varied));
                }
            }
        }
        out
    }
}

/// The examples of a union's members, the first of each first, then the second of each, ...:
/// a field keeps only its first examples, and each member's first is the likeliest accepted.
fn interleaved(forms: Vec<Vec<Value>>) -> Vec<Value> {
    let mut forms: Vec<_> = forms.into_iter().map(Vec::into_iter).collect();
    let mut out = Vec::new();
    loop {
        let before = out.len();
        out.extend(forms.iter_mut().filter_map(Iterator::next));
        if out.len() == before {
            return out;
        }
    }
}

/// Payloads built from both sides of a pair, taken from each in turn, so that a side with more
/// examples than the limit does not crowd out the other's.
pub fn payloads(old: &Value, new: &Value) -> Vec<Value> {
    let sides = [old, new].map(|document| {
        let contract = model::resolve(document);
        let mut examples = Examples {
            contract: &contract,
            rng: StdRng::seed_from_u64(7),
        };
        examples.of(contract.root(), 0).into_iter()
    });
    let [mut old, mut new] = sides;
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    loop {
        let (a, b) = (old.next(), new.next());
        if (a.is_none() && b.is_none()) || out.len() >= LIMIT {
            return out;
        }
        for value in a.into_iter().chain(b) {
            if seen.insert(value.to_string()) {
                out.push(value);
            }
        }
    }
}

fn validator(document: &Value) -> jsonschema::Validator {
    jsonschema::options()
        .should_validate_formats(true)
        .build(document)
        .expect("a fixture compiles")
}

/// The first witness the search finds under each mode: (backward, forward).
fn witnesses(old: &Value, new: &Value) -> (Option<Value>, Option<Value>) {
    let (old_validator, new_validator) = (validator(old), validator(new));
    let mut found = (None, None);
    for payload in payloads(old, new) {
        let (in_old, in_new) = (
            old_validator.is_valid(&payload),
            new_validator.is_valid(&payload),
        );
        if in_old && !in_new && found.0.is_none() {
            found.0 = Some(payload.clone());
        }
        if in_new && !in_old && found.1.is_none() {
            found.1 = Some(payload);
        }
    }
    found
}

#[test]
fn every_breaking_verdict_has_a_witness_and_no_compatible_one_does() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in json_files(&root().join("tests/fixtures/drift")) {
        let case = read_json(&path);
        let mut pairs = vec![("as written", case["old"].clone(), case["new"].clone())];
        if let (Some(old), Some(new)) =
            (as_plain_object(&case["old"]), as_plain_object(&case["new"]))
        {
            pairs.push(("as a plain object", old, new));
        }
        for (form, old, new) in pairs {
            let report = diff(&old, &new, "old", "new", Mode::Full);
            let breaking = |under: fn(&eventspec_drift::Verdicts) -> Verdict| {
                report
                    .changes
                    .iter()
                    .any(|c| under(&c.verdicts) == Verdict::Breaking)
            };
            let (backward, forward) = witnesses(&old, &new);
            for (mode, says, witness) in [
                ("backward", breaking(|v| v.backward), &backward),
                ("forward", breaking(|v| v.forward), &forward),
            ] {
                checked += 1;
                match (says, witness) {
                    (true, None) => failures.push(format!(
                        "{} ({form}): {mode} breaking, but no payload tells the sides apart",
                        path.display()
                    )),
                    (false, Some(payload)) => failures.push(format!(
                        "{} ({form}): {mode} not breaking, but {payload} is accepted by one side only",
                        path.display()
                    )),
                    _ => {}
                }
            }
        }
    }
    assert!(checked >= 120, "only {checked} verdicts checked");
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// The registry's own histories (each family's consecutive versions) hold to the same evidence.
#[test]
fn the_registry_histories_have_a_witness_for_every_breaking_mode_and_none_otherwise() {
    let mut failures = Vec::new();
    for family in eventspec_schema::registry() {
        for pair in family.versions.windows(2) {
            let (old, new) = (pair[0].schema(family), pair[1].schema(family));
            let report = diff(&old, &new, "old", "new", Mode::Full);
            let (backward, forward) = witnesses(&old, &new);
            for (mode, says, witness) in [
                (
                    "backward",
                    report
                        .changes
                        .iter()
                        .any(|c| c.verdicts.backward == Verdict::Breaking),
                    &backward,
                ),
                (
                    "forward",
                    report
                        .changes
                        .iter()
                        .any(|c| c.verdicts.forward == Verdict::Breaking),
                    &forward,
                ),
            ] {
                let label = format!("{}@{}..{}", family.id, pair[0].id, pair[1].id);
                match (says, witness) {
                    (true, None) => {
                        failures.push(format!("{label}: {mode} breaking, no witness found"))
                    }
                    (false, Some(payload)) => failures.push(format!(
                        "{label}: {mode} not breaking, but {payload} is accepted by one side only"
                    )),
                    _ => {}
                }
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
