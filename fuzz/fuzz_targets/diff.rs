//! Drift on arbitrary JSON: `eventspec_drift::diff` never panics, overflows or hangs, whatever
//! the two documents. An object with `old` and `new` (as the drift fixtures are written) is
//! diffed as that pair; any other value against itself, against itself wrapped in `allOf`, and
//! against `true`. In every mode, both ways.
#![no_main]

mod common;

use eventspec_drift::{Mode, diff};
use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};

fuzz_target!(|data: &[u8]| {
    common::keep_last(data);
    let Ok(document) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    let pairs = match (document.get("old"), document.get("new")) {
        (Some(old), Some(new)) => vec![(old.clone(), new.clone())],
        _ => vec![
            (document.clone(), document.clone()),
            (document.clone(), json!({"allOf": [document.clone()]})),
            (document.clone(), json!(true)),
        ],
    };
    for (old, new) in pairs {
        for mode in [Mode::Backward, Mode::Forward, Mode::Full] {
            let _ = diff(&old, &new, "old", "new", mode);
            let _ = diff(&new, &old, "new", "old", mode);
        }
    }
});
