//! Schema resolution on arbitrary JSON: `eventspec_schema::model::resolve` and
//! `eventspec_validate::Contract::from_document` never panic, and a contract that compiles
//! checks events (the document itself and each of its values) without panicking.
#![no_main]

mod common;

use eventspec_validate::{Contract, Mode, tape::Tape};
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    common::keep_last(data);
    let Ok(document) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    let model = eventspec_schema::model::resolve(&document);
    let _ = model.definitions();
    let _ = model.named_patterns();
    let Ok(contract) = Contract::from_document(&document) else {
        return;
    };
    let _ = contract.event_types();
    let mut events = vec![&document];
    if let Value::Object(map) = &document {
        events.extend(map.values());
    }
    for event in events {
        let event = Tape::of(event);
        for mode in [Mode::Strict, Mode::Tolerant, Mode::Declared] {
            let _ = contract.check(&event, mode);
        }
    }
});
