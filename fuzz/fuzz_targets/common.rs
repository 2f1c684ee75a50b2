//! What every target shares.

use std::sync::OnceLock;

/// Keeps the input about to run in the file `EVENTSPEC_FUZZ_LAST` names, if set: a stack
/// overflow kills the process before libFuzzer can save the input that caused it, so this is
/// how such a crash is reproduced (`EVENTSPEC_FUZZ_LAST=/dev/shm/last bash fuzz/run.sh run …`).
pub fn keep_last(data: &[u8]) {
    static LAST: OnceLock<Option<std::ffi::OsString>> = OnceLock::new();
    if let Some(path) = LAST.get_or_init(|| std::env::var_os("EVENTSPEC_FUZZ_LAST")) {
        let _ = std::fs::write(path, data);
    }
}
