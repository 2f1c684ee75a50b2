//! Typings generation on arbitrary JSON: `eventspec_codegen::lower` and rendering in both
//! languages with the built-in templates never panic; they generate or return an error.
#![no_main]

mod common;

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

fn renderer() -> &'static Renderer {
    static RENDERER: OnceLock<Renderer> = OnceLock::new();
    RENDERER.get_or_init(|| Renderer::new(None).expect("the built-in templates register"))
}

fuzz_target!(|data: &[u8]| {
    common::keep_last(data);
    let Ok(document) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    let Ok(model) = eventspec_codegen::lower("fuzz.schema.json", &document, Policy::default())
    else {
        return;
    };
    let inputs = [Input {
        model,
        rules: Vec::new(),
        current: true,
    }];
    let settings = Settings {
        package_version: "0.0.0".to_owned(),
        command: "eventspec generate".to_owned(),
        package: Package::default(),
    };
    let _ = eventspec_codegen::generate(
        &inputs,
        &[Language::TypeScript, Language::Python],
        &settings,
        renderer(),
    );
});
