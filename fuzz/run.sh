#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer on the stable toolchain and runs them.
#
#   bash fuzz/run.sh build                  # build every target
#   bash fuzz/run.sh run TARGET SECONDS     # fuzz TARGET (read, contract, generate, diff) for SECONDS
#
# cargo-fuzz needs nightly for its sanitizer flags; the coverage instrumentation libFuzzer
# needs is plain LLVM passes, which stable rustc accepts as codegen options, so this script
# passes them itself (the same ones cargo-fuzz passes without a sanitizer). Corpora live in
# target/fuzz/corpus/TARGET (seeded from tests/fixtures, snapshots/ and examples/), crashes in
# target/fuzz/artifacts/TARGET. A stack overflow kills a target before libFuzzer saves its input:
# set EVENTSPEC_FUZZ_LAST=FILE to keep each input in FILE before it runs. The `generate` target
# checks its output as text; `python3 fuzz/replay_imports.py target/fuzz/corpus/generate` then
# imports and compiles what the CLI generates from each input of its corpus (docs/security.md).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export CARGO_TARGET_DIR="$root/target/fuzz/build"
export RUSTFLAGS="--cfg fuzzing -Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares -Cdebug-assertions -Coverflow-checks"

# With an explicit --target, RUSTFLAGS reach the fuzzed code only, not build scripts (which
# would not link without libFuzzer's runtime).
host=$(rustc -vV | sed -n 's/^host: //p')
bin="$CARGO_TARGET_DIR/$host/release"

build() {
    cargo build --manifest-path fuzz/Cargo.toml --locked --release --bins --target "$host"
}

seed() {
    local target=$1 corpus="$root/target/fuzz/corpus/$1"
    mkdir -p "$corpus"
    case $target in
        read) find tests/fixtures examples -type f \( -name '*.json' -o -name '*.jsonl' -o -name '*.sse' \) ;;
        contract | generate) find snapshots tests/fixtures -type f -name '*.json' -size -256k ;;
        diff) find tests/fixtures/drift snapshots -type f -name '*.json' -size -256k ;;
    esac | while read -r file; do
        # One control byte first for the read target (format, limit, read size).
        if [ "$target" = read ]; then
            { printf '\003'; cat "$file"; } >"$corpus/seed-$(echo "$file" | tr '/' '_')"
        else
            cp "$file" "$corpus/seed-$(echo "$file" | tr '/' '_')"
        fi
    done
}

case ${1:-} in
    build) build ;;
    run)
        target=${2:?target: read, contract, generate or diff}
        seconds=${3:-60}
        build
        seed "$target"
        mkdir -p "target/fuzz/artifacts/$target"
        "$bin/$target" "target/fuzz/corpus/$target" \
            -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=4096 -timeout=20 \
            -artifact_prefix="target/fuzz/artifacts/$target/" -print_final_stats=1
        ;;
    *)
        echo "usage: $0 build | run TARGET SECONDS" >&2
        exit 2
        ;;
esac
