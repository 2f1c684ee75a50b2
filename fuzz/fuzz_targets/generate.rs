//! Typings generation on arbitrary JSON: `eventspec_codegen::lower` and rendering in every
//! language and flavour (plain TypeScript, plain Python, zod, pydantic) with the built-in
//! templates never panic; they generate or return an error. What they generate is checked
//! without an interpreter ([`imports::check`]): plain text, and every relative import names a
//! module of the package and a name it defines. `fuzz/replay_imports.py` imports and compiles
//! the packages of a corpus.
#![no_main]

mod common;
mod imports;

use std::sync::OnceLock;

use eventspec_codegen::{
    Language,
    backend::{Input, Settings},
    package::Package,
    render::Renderer,
};
use eventspec_pattern::Policy;
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

/// Every language and flavour `generate` writes.
const LANGUAGES: [Language; 4] = [
    Language::TypeScript,
    Language::Python,
    Language::TypeScriptZod,
    Language::PythonPydantic,
];

fn renderer() -> &'static Renderer {
    static RENDERER: OnceLock<Renderer> = OnceLock::new();
    RENDERER.get_or_init(|| Renderer::new(None).expect("the built-in templates register"))
}

fuzz_target!(|data: &[u8]| {
    common::keep_last(data);
    let Ok(document) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    // Backtracking patterns allowed: more schemas reach the generators (the replay passes
    // `--allow-backtracking-patterns` alike).
    let policy = Policy {
        allow_backtracking: true,
    };
    let Ok(model) = eventspec_codegen::lower("fuzz.schema.json", &document, policy) else {
        return;
    };
    let inputs = [Input {
        model,
        rules: Vec::new(),
        current: true,
    }];
    // As `generate --schema` names a user's package.
    let package = Package {
        registry: false,
        license: None,
        ..Package::default()
    };
    let settings = Settings {
        package_version: "0.0.0".to_owned(),
        command: "eventspec generate".to_owned(),
        package,
    };
    let Ok(files) = eventspec_codegen::generate(&inputs, &LANGUAGES, &settings, renderer()) else {
        return;
    };
    let files: imports::Files<'_> = files.iter().map(|(p, t)| (p.clone(), t.as_str())).collect();
    for root in [
        "typescript/src",
        "python/src",
        "typescript-zod/src",
        "python-pydantic/src",
    ] {
        assert!(
            files.keys().any(|path| path.starts_with(root)),
            "nothing generated under {root}"
        );
    }
    imports::check(&files);
});
