//! Seeded random schemas (shared and cyclic `$ref`s, `$ref`s into a definition's fields,
//! compositions, nullable wrappers, arrays, enumerations): each makes a site whose pages give
//! every element its own id, whose every in-page link leads to one, and whose size stays
//! within the bound docs/security.md states.

use rand::{RngExt, SeedableRng, rngs::StdRng};
use serde_json::{Map, Value, json};

use super::{Family, Version, build};

/// Definitions of a generated schema.
const DEFINITIONS: usize = 5;

struct Generator {
    rng: StdRng,
}

impl Generator {
    fn reference(&mut self) -> Value {
        let target = self.rng.random_range(0..DEFINITIONS);
        match self.rng.random_range(0..4) {
            0 => json!({"$ref": format!("#/$defs/D{target}/properties/p0")}),
            _ => json!({"$ref": format!("#/$defs/D{target}")}),
        }
    }

    fn schema(&mut self, depth: usize) -> Value {
        let kinds = if depth == 0 { 3 } else { 9 };
        match self.rng.random_range(0..kinds) {
            0 => json!({"type": "string", "description": "A string. It says so."}),
            1 => json!({"enum": ["a", "b", 1], "x-enum-descriptions": {"a": "The first."}}),
            2 => self.reference(),
            3 | 4 => self.object(depth - 1),
            5 => json!({"type": "array", "items": self.schema(depth - 1)}),
            6 => json!({"anyOf": [self.schema(depth - 1), {"type": "null"}]}),
            7 => json!({"description": "Wrapped.", "allOf": [self.schema(depth - 1)]}),
            _ => {
                let keyword = ["anyOf", "oneOf", "allOf"][self.rng.random_range(0..3)];
                let members: Vec<Value> = (0..self.rng.random_range(1..4))
                    .map(|_| self.schema(depth - 1))
                    .collect();
                json!({keyword: members})
            }
        }
    }

    fn object(&mut self, depth: usize) -> Value {
        let properties: Map<String, Value> = (0..self.rng.random_range(1..4))
            .map(|index| (format!("p{index}"), self.schema(depth)))
            .collect();
        let mut out = json!({"type": "object", "properties": properties, "required": ["p0"]});
        if self.rng.random_bool(0.3) {
            out["allOf"] = json!([self.reference()]);
        }
        out
    }

    fn document(&mut self) -> Value {
        let definitions: Map<String, Value> = (0..DEFINITIONS)
            .map(|index| (format!("D{index}"), self.object(3)))
            .collect();
        let mut events: Vec<Value> = (0..DEFINITIONS)
            .filter(|_| self.rng.random_bool(0.5))
            .map(|index| json!({"$ref": format!("#/$defs/D{index}")}))
            .collect();
        events.push(self.object(2));
        json!({"oneOf": events, "$defs": definitions})
    }
}

#[test]
fn random_schemas_make_pages_whose_ids_are_unique_and_links_resolve() {
    let mut generator = Generator {
        rng: StdRng::seed_from_u64(30),
    };
    for round in 0..100 {
        let schema = generator.document();
        let family = Family {
            id: "random".to_owned(),
            description: String::new(),
            stability: None,
            versions: vec![Version {
                id: "v1".to_owned(),
                current: true,
                upstream: None,
                schema: schema.clone(),
                rules: None,
                examples: Vec::new(),
            }],
        };
        let files = build("random", &[family]).expect("the site");
        let (_, page) = (files.iter())
            .find(|(path, _)| path.ends_with("v1.html"))
            .expect("the page");
        let ids: Vec<&str> = (page.split(" id=\"").skip(1))
            .filter_map(|rest| rest.split('"').next())
            .collect();
        let unique: std::collections::BTreeSet<&str> = ids.iter().copied().collect();
        assert_eq!(
            unique.len(),
            ids.len(),
            "round {round}: an id twice in {schema}"
        );
        for fragment in (page.split("href=\"#").skip(1)).filter_map(|rest| rest.split('"').next()) {
            assert!(
                unique.contains(fragment),
                "round {round}: a link to #{fragment}, which the page of {schema} lacks"
            );
        }
        let text = schema.to_string().len();
        assert!(
            page.len() <= (64 << 10) + 150 * text,
            "round {round}: a {text}-byte schema made a {}-byte page",
            page.len()
        );
    }
}
