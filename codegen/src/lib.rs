//! Generated artefacts of eventspec.
