//! Declaration order reaches every language and flavour, the tag first: a Rust type's fields
//! (in a frozen version, whose snapshot lists them by name, and in one not yet frozen, whose
//! snapshot keeps them in order), and a user schema's `properties`.

use std::{fs, path::Path};

use eventspec_schema::families::agentao_host;

use crate::support::{eventspec, generate_flavour, read_json, root};

/// The generated files of the four flavours for one module, and how each one spells the start
/// of a named object type and one of its fields.
struct Flavour {
    file: String,
    opens: fn(&str) -> String,
    /// The field's name in a line of the type's body, if the line declares one.
    field: fn(&str) -> Option<&str>,
    /// Where the type's body ends.
    closes: &'static str,
}

/// A TypeScript interface's field: `  readonly name?: ...`.
fn ts_field(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("  readonly ")?;
    rest.split([':', '?']).next()
}

/// A zod object's field: `  name: z....`.
fn zod_field(line: &str) -> Option<&str> {
    let (name, _) = line.strip_prefix("  ")?.split_once(": ")?;
    (!name.starts_with(['/', '*', ' '])).then_some(name)
}

/// A Python class's field: `    name: ...` (not pydantic's `__pydantic_extra__`, the type of
/// the fields an open model does not declare).
fn py_field(line: &str) -> Option<&str> {
    let (name, _) = line.strip_prefix("    ")?.split_once(": ")?;
    (name != "__pydantic_extra__" && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        .then_some(name)
}

/// The four flavours, for the TypeScript module `ts` and the Python module `py`.
fn flavours(ts: &str, py: &str) -> [Flavour; 4] {
    type Opens = fn(&str) -> String;
    type Field = fn(&str) -> Option<&str>;
    let rows: [(String, Opens, Field, &'static str); 4] = [
        (
            format!("typescript/src/{ts}"),
            |name| format!("export interface {name} {{\n"),
            ts_field,
            "\n}",
        ),
        (
            format!("typescript-zod/src/{ts}"),
            |name| format!("export const {name} = "),
            zod_field,
            "\n});",
        ),
        (
            format!("python/src/eventspec_events/{py}"),
            |name| format!("class {name}(TypedDict"),
            py_field,
            "\n\n\n",
        ),
        (
            format!("python-pydantic/src/eventspec_events_pydantic/{py}"),
            |name| format!("class {name}(BaseModel):\n"),
            py_field,
            "\n\n\n",
        ),
    ];
    rows.map(|(file, opens, field, closes)| Flavour {
        file,
        opens,
        field,
        closes,
    })
}

/// The fields of the type `name` in the generated file of `flavour` under `out`, in order.
fn fields(out: &Path, flavour: &Flavour, name: &str) -> Vec<String> {
    let path = out.join(&flavour.file);
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let opens = (flavour.opens)(name);
    let start = text
        .find(&opens)
        .unwrap_or_else(|| panic!("{}: no `{opens}`", path.display()));
    let body = &text[start..];
    let body = &body[..body.find(flavour.closes).unwrap_or(body.len())];
    body.lines()
        .skip(1)
        .filter_map(flavour.field)
        .map(str::to_owned)
        .collect()
}

/// The property names of a schema object, in the order it holds them.
fn keys(schema: &serde_json::Value) -> Vec<String> {
    schema["properties"]
        .as_object()
        .expect("properties")
        .keys()
        .cloned()
        .collect()
}

#[test]
fn typings_list_a_rust_types_fields_in_declaration_order_the_tag_first() {
    // The Rust type's own order, from its fields (schemars keeps it), the tag injected first.
    let declared = keys(&schemars::schema_for!(agentao_host::v1::ToolLifecycleEvent).to_value());
    let mut expected = vec!["event_type".to_owned()];
    expected.extend(declared.iter().filter(|k| *k != "event_type").cloned());
    // Not the alphabet, nor required fields first: `turn_id` is optional, declared third.
    assert_eq!(expected[1..4], ["session_id", "turn_id", "tool_call_id"]);
    let generated = root().join("generated");
    for version in ["v1", "v3"] {
        let ts = format!("agentao_host/{version}.ts");
        let py = format!("agentao_host/{version}.py");
        for flavour in flavours(&ts, &py) {
            let listed = fields(&generated, &flavour, "ToolLifecycleEvent");
            assert_eq!(listed, expected, "{}", flavour.file);
        }
    }
    // The snapshot of v3 (not frozen) says the same order; that of v1 (frozen) keeps its bytes,
    // properties sorted: its typings took the order from the Rust types.
    let v3 = read_json(&root().join("snapshots/agentao.host/v3.json"));
    assert_eq!(keys(&v3["$defs"]["ToolLifecycleEvent"]), expected);
    let v1 = read_json(&root().join("snapshots/agentao.host/v1.json"));
    let mut sorted = expected.clone();
    sorted.sort();
    assert_eq!(keys(&v1["$defs"]["ToolLifecycleEvent"]), sorted);
    // `show` lists them alike.
    let shown = eventspec()
        .args(["show", "agentao.host@v1"])
        .output()
        .expect("runs");
    let shown = String::from_utf8(shown.stdout).expect("UTF-8");
    let block = &shown[shown.find("(ToolLifecycleEvent)").expect("listed")..];
    let block = &block[..block.find("\n\n").expect("ends")];
    let listed: Vec<&str> = (block.lines().skip(2))
        .filter_map(|line| line.strip_prefix("    ")?.split(' ').next())
        .filter(|name| !name.starts_with('('))
        .collect();
    assert_eq!(listed, expected);
}

/// A user's schema whose properties are neither sorted nor required-first, its tag last.
const SCHEMA: &str = r##"{
  "title": "Ping",
  "oneOf": [{"$ref": "#/$defs/Pong"}],
  "$defs": {
    "Pong": {
      "type": "object",
      "properties": {
        "zulu": {"type": "string"},
        "alpha": {"type": "integer"},
        "mike": {"type": "boolean"},
        "kind": {"const": "pong", "type": "string"}
      },
      "required": ["alpha", "kind"]
    }
  },
  "discriminator": {"propertyName": "kind"}
}"##;

#[test]
fn a_user_schemas_properties_order_reaches_every_flavour_the_tag_first() {
    let dir = tempfile::tempdir().expect("dir");
    let schema = dir.path().join("ping.json");
    fs::write(&schema, SCHEMA).expect("write");
    let out = dir.path().join("out");
    for (lang, flavor) in [
        ("typescript", "plain"),
        ("typescript", "zod"),
        ("python", "plain"),
        ("python", "pydantic"),
    ] {
        generate_flavour(lang, flavor, &schema, &out);
    }
    for flavour in flavours("ping.ts", "ping.py") {
        let listed = fields(&out, &flavour, "Pong");
        assert_eq!(
            listed,
            ["kind", "zulu", "alpha", "mike"],
            "{}",
            flavour.file
        );
    }
}
