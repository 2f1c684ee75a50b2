#!/usr/bin/env bash
# The whole test suite: formatting, lints, and every test (snapshot checks included).
# Run from anywhere; it works on a fresh machine with the Rust toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> cargo fmt --check"
cargo fmt --all --check

echo "==> cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings

echo "==> cargo test"
cargo test --workspace --locked
