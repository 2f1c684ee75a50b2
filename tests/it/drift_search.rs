//! The witness search: seeded schema pairs, each one mutation of a generated schema, covering
//! every keyword drift judges. For each pair and direction, drift's verdict is held against
//! payloads checked by the `jsonschema` crate (formats asserted): a direction drift calls
//! compatible must have no payload one side accepts and the other rejects. Every pair, its
//! payloads and the crate's verdicts are written to `target/drift-search/pairs-N.jsonl`, where
//! `tests/drift/search.py` has python-jsonschema check the same payloads.
//!
//! 2,000 pairs run in the test command; `EVENTSPEC_DRIFT_PAIRS=20000` runs the long search
//! (its results are recorded in docs/drift.md).

use std::{collections::BTreeSet, fmt::Write as _, io::Write as _};

use eventspec_drift::{Mode, Rule, diff};
use rand::{RngExt, SeedableRng, rngs::StdRng, seq::IndexedRandom};
use serde_json::{Map, Value, json};

use crate::support::root;

const NAMES: [&str; 4] = ["a", "b", "c", "pa"];
const STRINGS: [&str; 8] = ["", "a", "b", "ab", "ba", "aaa", "2020-01-01", "x y"];
const NUMBERS: [f64; 10] = [-1.0, 0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.5, 5.0, 10.0];
const PATTERNS: [&str; 4] = ["^a", "b$", "^[ab]*$", "^p"];

/// Schemas from a grammar that reaches every keyword drift judges.
struct Generator {
    rng: StdRng,
    /// Whether `$ref` to `D` may be made (never inside `D`: a reference cycle that does not
    /// descend into the value is no schema a validator can run).
    refs: bool,
}

impl Generator {
    fn number(&mut self) -> Value {
        json!(*NUMBERS.choose(&mut self.rng).expect("numbers"))
    }

    fn string(&mut self) -> Value {
        json!(*STRINGS.choose(&mut self.rng).expect("strings"))
    }

    fn name(&mut self) -> String {
        (*NAMES.choose(&mut self.rng).expect("names")).to_owned()
    }

    fn names(&mut self) -> Vec<String> {
        let mut out: Vec<String> = (0..self.rng.random_range(0..3))
            .map(|_| self.name())
            .collect();
        out.sort();
        out.dedup();
        out
    }

    fn schema(&mut self, depth: usize) -> Value {
        let kinds = match (depth, self.refs) {
            (0, _) => 4,
            (_, false) => 10,
            _ => 11,
        };
        match self.rng.random_range(0..kinds) {
            0 => self.string_schema(),
            1 => self.number_schema(),
            2 => self.value_schema(),
            3 => {
                let name = ["null", "boolean", "string", "integer"].choose(&mut self.rng);
                json!({"type": name})
            }
            4 | 5 => self.object_schema(depth - 1),
            6 => self.array_schema(depth - 1),
            7 => {
                let keyword = ["anyOf", "oneOf", "allOf"]
                    .choose(&mut self.rng)
                    .expect("kinds");
                let branches: Vec<Value> = (0..self.rng.random_range(1..4))
                    .map(|_| self.schema(depth - 1))
                    .collect();
                json!({*keyword: branches})
            }
            8 => json!({"not": self.schema(depth - 1)}),
            9 => {
                let mut out = json!({"if": self.schema(depth - 1)});
                if self.rng.random_bool(0.7) {
                    out["then"] = self.schema(depth - 1);
                }
                if self.rng.random_bool(0.7) {
                    out["else"] = self.schema(depth - 1);
                }
                out
            }
            _ => json!({"$ref": "#/$defs/D"}),
        }
    }

    fn string_schema(&mut self) -> Value {
        let mut out = json!({"type": "string"});
        for keyword in ["minLength", "maxLength"] {
            if self.rng.random_bool(0.3) {
                out[keyword] = json!(self.rng.random_range(0..4));
            }
        }
        if self.rng.random_bool(0.3) {
            out["pattern"] = json!(*PATTERNS.choose(&mut self.rng).expect("patterns"));
        }
        if self.rng.random_bool(0.1) {
            out["format"] = json!("date");
        }
        out
    }

    fn number_schema(&mut self) -> Value {
        let name = ["number", "integer"].choose(&mut self.rng);
        let mut out = json!({"type": name});
        for keyword in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] {
            if self.rng.random_bool(0.2) {
                out[keyword] = self.number();
            }
        }
        if self.rng.random_bool(0.2) {
            out["multipleOf"] = json!(
                *[0.5, 2.0, 3.0, 1.5]
                    .choose(&mut self.rng)
                    .expect("divisors")
            );
        }
        out
    }

    fn value_schema(&mut self) -> Value {
        let value = |g: &mut Self| match g.rng.random_range(0..4) {
            0 => g.number(),
            1 => g.string(),
            2 => json!(null),
            _ => json!(g.rng.random_bool(0.5)),
        };
        if self.rng.random_bool(0.4) {
            json!({"const": value(self)})
        } else {
            let values: Vec<Value> = (0..self.rng.random_range(1..4))
                .map(|_| value(self))
                .collect();
            json!({"enum": values})
        }
    }

    fn object_schema(&mut self, depth: usize) -> Value {
        let mut properties = Map::new();
        for name in self.names() {
            properties.insert(name, self.schema(depth));
        }
        let mut out = json!({"type": "object", "properties": properties, "required": self.names()});
        let chance = |g: &mut Self| g.rng.random_bool(0.25);
        if chance(self) {
            out["additionalProperties"] = if self.rng.random_bool(0.5) {
                json!(false)
            } else {
                self.schema(depth)
            };
        }
        if chance(self) {
            out["patternProperties"] = json!({"^p": self.schema(depth)});
        }
        if chance(self) {
            out["propertyNames"] = json!({"maxLength": 1});
        }
        if chance(self) {
            out["minProperties"] = json!(self.rng.random_range(0..3));
        }
        if chance(self) {
            out["maxProperties"] = json!(self.rng.random_range(0..3));
        }
        if chance(self) {
            out["dependentRequired"] = json!({self.name(): self.names()});
        }
        if chance(self) {
            out["dependentSchemas"] = json!({self.name(): self.schema(depth)});
        }
        if self.rng.random_bool(0.1) {
            out["unevaluatedProperties"] = json!(false);
        }
        out
    }

    fn array_schema(&mut self, depth: usize) -> Value {
        let mut out = json!({"type": "array"});
        let chance = |g: &mut Self| g.rng.random_bool(0.3);
        if chance(self) {
            out["items"] = self.schema(depth);
        }
        if chance(self) {
            out["prefixItems"] = json!([self.schema(depth), self.schema(depth)]);
        }
        if chance(self) {
            out["contains"] = self.schema(depth);
            if chance(self) {
                out["minContains"] = json!(self.rng.random_range(0..3));
            }
            if chance(self) {
                out["maxContains"] = json!(self.rng.random_range(1..3));
            }
        }
        for keyword in ["minItems", "maxItems"] {
            if chance(self) {
                out[keyword] = json!(self.rng.random_range(0..3));
            }
        }
        if chance(self) {
            out["uniqueItems"] = json!(true);
        }
        if self.rng.random_bool(0.1) {
            out["unevaluatedItems"] = json!(false);
        }
        out
    }

    /// A document: a schema and the definition `D` its `$ref`s name.
    fn document(&mut self) -> Value {
        self.refs = false;
        let definition = self.schema(1);
        self.refs = true;
        json!({"$defs": {"D": definition}, "allOf": [self.schema(3)]})
    }

    /// `document` with one edit at one of its schemas.
    fn mutate(&mut self, document: &Value) -> Value {
        let mut out = document.clone();
        let mut places = Vec::new();
        schema_places(&out, String::new(), &mut places);
        let place = places.choose(&mut self.rng).cloned().unwrap_or_default();
        self.refs = !place.starts_with("/$defs");
        let replacement = self.schema(1);
        self.refs = true;
        let Some(node) = out.pointer_mut(&place) else {
            return out;
        };
        match (self.rng.random_range(0..6), node.as_object_mut()) {
            (0, _) => *node = replacement,
            (1, _) => *node = json!(self.rng.random_bool(0.5)),
            (2, Some(object)) if !object.is_empty() => {
                let keys: Vec<String> = object.keys().cloned().collect();
                let key = keys.choose(&mut self.rng).expect("keys").clone();
                object.remove(&key);
            }
            (3, Some(object)) => {
                let keys: Vec<String> = object
                    .iter()
                    .filter(|(_, v)| v.is_number())
                    .map(|(k, _)| k.clone())
                    .collect();
                if let Some(key) = keys.choose(&mut self.rng) {
                    object.insert(key.clone(), self.number());
                }
            }
            (4, Some(object)) => {
                if let Some(extra) = replacement.as_object() {
                    for (key, value) in extra {
                        object.insert(key.clone(), value.clone());
                    }
                }
            }
            _ => *node = json!({"anyOf": [node.clone(), replacement]}),
        }
        out
    }
}

/// The JSON pointers of every schema in `value` (below `at`).
fn schema_places(value: &Value, at: String, out: &mut Vec<String>) {
    let Some(object) = value.as_object() else {
        return;
    };
    out.push(at.clone());
    for (key, child) in object {
        let child_at = format!("{at}/{key}");
        match key.as_str() {
            "not"
            | "if"
            | "then"
            | "else"
            | "items"
            | "contains"
            | "additionalProperties"
            | "propertyNames" => schema_places(child, child_at, out),
            "allOf" | "anyOf" | "oneOf" | "prefixItems" => {
                for (index, item) in child.as_array().into_iter().flatten().enumerate() {
                    schema_places(item, format!("{child_at}/{index}"), out);
                }
            }
            "properties" | "patternProperties" | "dependentSchemas" | "$defs" => {
                for (name, item) in child.as_object().into_iter().flatten() {
                    let name = name.replace('~', "~0").replace('/', "~1");
                    schema_places(item, format!("{child_at}/{name}"), out);
                }
            }
            _ => {}
        }
    }
}

/// Random payloads from the pairs' vocabulary.
fn payload(rng: &mut StdRng, depth: usize) -> Value {
    match rng.random_range(0..if depth == 0 { 5 } else { 7 }) {
        0 => json!(null),
        1 => json!(rng.random_bool(0.5)),
        2 => json!(*NUMBERS.choose(rng).expect("numbers")),
        3 | 4 => json!(*STRINGS.choose(rng).expect("strings")),
        5 => {
            let mut object = Map::new();
            for _ in 0..rng.random_range(0..4) {
                let name = *NAMES.choose(rng).expect("names");
                object.insert(name.to_owned(), payload(rng, depth - 1));
            }
            Value::Object(object)
        }
        _ => Value::Array(
            (0..rng.random_range(0..4))
                .map(|_| payload(rng, depth - 1))
                .collect(),
        ),
    }
}

fn validator(document: &Value) -> Option<jsonschema::Validator> {
    jsonschema::options()
        .should_validate_formats(true)
        .build(document)
        .ok()
}

/// What drift says of one direction: breaking with an exact rule, breaking as unproven, or
/// compatible.
fn verdict(report: &eventspec_drift::Report) -> &'static str {
    let breaking = crate::support::breaking_rules(report);
    match () {
        () if breaking.is_empty() => "compatible",
        () if breaking.iter().all(|r| *r == Rule::Unproven) => "unproven",
        () => "exact",
    }
}

#[test]
fn no_generated_pair_is_called_compatible_while_a_payload_breaks() {
    let pairs: usize = std::env::var("EVENTSPEC_DRIFT_PAIRS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2_000);
    let mut generator = Generator {
        rng: StdRng::seed_from_u64(2026),
        refs: true,
    };
    let out_dir = root().join("target/drift-search");
    std::fs::create_dir_all(&out_dir).expect("target/drift-search");
    let mut log = std::io::BufWriter::new(
        std::fs::File::create(out_dir.join(format!("pairs-{pairs}.jsonl"))).expect("pairs.jsonl"),
    );
    let mut failures = Vec::new();
    let mut tally = std::collections::BTreeMap::<(&str, &str, bool), usize>::new();
    let mut made = 0;
    while made < pairs {
        let old = generator.document();
        let new = generator.mutate(&old);
        let (Some(old_validator), Some(new_validator)) = (validator(&old), validator(&new)) else {
            continue;
        };
        made += 1;
        // Payloads built from both schemas (each value, bound and pattern either names), then
        // random ones from the pair's vocabulary.
        let mut seen = BTreeSet::new();
        let payloads: Vec<Value> = crate::drift_witness::payloads(&old, &new)
            .into_iter()
            .take(300)
            .chain((0..300).map(|_| payload(&mut generator.rng, 3)))
            .filter(|p| seen.insert(p.to_string()))
            .collect();
        let valid: Vec<(bool, bool)> = payloads
            .iter()
            .map(|p| (old_validator.is_valid(p), new_validator.is_valid(p)))
            .collect();
        let mut record = json!({"old": old, "new": new, "payloads": payloads, "valid": valid});
        for (mode, witness) in [
            (Mode::Backward, valid.iter().position(|(o, n)| *o && !*n)),
            (Mode::Forward, valid.iter().position(|(o, n)| !*o && *n)),
        ] {
            let said = verdict(&diff(&old, &new, "old", "new", mode));
            *tally
                .entry((mode_name(mode), said, witness.is_some()))
                .or_default() += 1;
            record[mode_name(mode)] = json!(said);
            if said == "compatible"
                && let Some(index) = witness
            {
                failures.push(format!(
                    "{mode:?}: drift says compatible, but {} is valid under only one of\n  old {old}\n  new {new}",
                    payloads[index]
                ));
            }
        }
        writeln!(log, "{record}").expect("write pairs.jsonl");
    }
    let mut summary = String::new();
    for ((mode, said, witnessed), count) in &tally {
        let _ = writeln!(summary, "{mode} {said} witness={witnessed}: {count}");
    }
    std::fs::write(out_dir.join(format!("summary-{pairs}.txt")), &summary).expect("summary.txt");
    assert!(
        failures.is_empty(),
        "{} false compatible verdicts of {pairs} pairs:\n{}\n{summary}",
        failures.len(),
        failures
            .iter()
            .take(5)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Backward => "backward",
        Mode::Forward => "forward",
        Mode::Full => "full",
    }
}
