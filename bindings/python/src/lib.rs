//! `eventspec._native`: eventspec's validator, stream checker and drift engine for Python.
//!
//! The Python package `eventspec` (under `python/`) re-exports what is defined here and adds the
//! Ray and Spark adapters. Everything a run does is done by the same Rust code as the CLI's:
//! inputs go through its readers and [`eventspec_validate::Validator`], so a finding is the CLI's
//! finding, handed over as the dict one line of `validate --format jsonl` holds. Rust works with
//! Python detached (the GIL released), so threads, Ray and Spark tasks run side by side.

mod contract;
mod diff;
mod errors;
mod events;
mod pyjson;
mod stream;
mod validator;

use pyo3::prelude::*;

// As in the CLI: parsing events allocates for every key and string, and mimalloc makes those
// allocations markedly cheaper than the system allocator. Only Rust's own allocations use it.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The extension module.
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add_class::<validator::Validator>()?;
    module.add_class::<stream::StreamChecker>()?;
    module.add_function(wrap_pyfunction!(diff::diff, module)?)?;
    module.add("EventspecError", py.get_type::<errors::EventspecError>())?;
    module.add("ReadError", py.get_type::<errors::ReadError>())?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
