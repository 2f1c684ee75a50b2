#!/usr/bin/env bash
# The whole test suite: formatting, lints, and every test (snapshot checks included).
# Run from anywhere; it works on a fresh machine with the Rust toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

# The suite builds the workspace once from where it stands: incremental compilation would only
# add gigabytes of its own records to the target folder (4 GB on a fresh clone) and time to the
# first build.
export CARGO_INCREMENTAL=0

# Each step's heading says how long the suite has run, so a slow step shows in the log.
step() { echo "==> $* (${SECONDS} s in)"; }

step "cargo fmt --check"
cargo fmt --all --check

step "cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "cargo test"
mkdir -p target
cargo test --workspace --locked 2>&1 | tee target/cargo-test.log

# What follows cargo test is mostly single-threaded (tsc, mypy, pyright, Python, one eventspec
# process at a time), so it runs in two lanes side by side, one per core, each a list of steps
# run in order and logged to target/lane-<name>.log. The lanes share only the tools installed
# here first; the steps that install system packages (apt) are in one lane.
step "installing the typings gate's tools (tests/typings/install.sh) and the debug build"
bash tests/typings/install.sh
cargo build --workspace --locked --quiet

gate() {
  step "the typings gate (tsc, mypy, pyright, package installs)"
  bash tests/typings/check.sh

  step "one verdict: Rust, generated TypeScript and Python validators, ajv, python-jsonschema"
  python3 tests/agreement/run.py --per-version 1000 --python target/typings-venv/bin/python

  step "stream agreement: eventspec validate --stream and both generated stream checkers, one set of findings"
  python3 tests/agreement/streams.py --mutants 200 --python target/typings-venv/bin/python

  step "serde agreement: the Rust types that author each contract read and write what its snapshot says"
  python3 tests/agreement/serde.py --per-version 1000

  step "reports against their readers' schemas: JUnit (junit-10.xsd), SARIF 2.1.0"
  target/typings-venv/bin/python tests/reports/check.py

  step "one verdict per keyword: what generate lowers, each flavour against python-jsonschema; what it cannot, refused with its pointer"
  target/typings-venv/bin/python tests/agreement/keywords.py

  step "large published schemas (ACP's and AG-UI's, draft 2020-12): generate writes every flavour, and on their messages and 12 mutants of each, each validator gives python-jsonschema's verdict (docs/conformance.md has the run over every mutant)"
  target/typings-venv/bin/python tests/agreement/published.py

  step "drift's witness search, checked by python-jsonschema too (tests/it/drift_search.rs wrote the pairs)"
  target/typings-venv/bin/python tests/drift/search.py

  step "the JSON-Schema-Test-Suite (draft 2020-12 and 7) through eventspec validate --schema"
  python3 tests/suite/run.py

  step "published schemas: each family version authored from one (ag-ui, acp) gives the schema's verdict on upstream's messages, its corpus and their mutants (python-jsonschema)"
  target/typings-venv/bin/python tests/conformance/published_schema.py
}

upstream() {
  # The fuzz targets' build (instrumented, in target/fuzz/build) runs beside this lane's first
  # steps; the fuzzing step waits for it. Unoptimised, it builds in a third of the time and
  # leaves the checkers more of the cores: 20 s per target (thousands of inputs each)
  # smoke-tests the harness (docs/security.md has the long runs, optimised).
  (CARGO_PROFILE_RELEASE_OPT_LEVEL=0 bash fuzz/run.sh build) > target/fuzz-build.log 2>&1 &
  local fuzz_build=$!

  step "the registry's site: eventspec docs --check, then every page in headless Chromium (links, anchors, search, console)"
  bash tests/site/check.sh

  step "adversarial payloads (deep nesting, huge and non-finite numbers, other scripts against patterns): one verdict"
  target/typings-venv/bin/python tests/agreement/adversarial.py

  step "upstream conformance: events made by agentao's and agentabi's own code, judged by their own types and by eventspec"
  timeout 1200 python3 tests/conformance/run.py

  step "the protocols' own SDKs: AG-UI's zod, pydantic and verifyEvents, ACP's pydantic, judging the protocol families; every difference adjudicated"
  python3 tests/conformance/protocols.py

  step "the Python binding: pip install, mypy and pyright, the CLI's findings, Ray Data and Spark on local clusters"
  bash bindings/python/tests/check.sh

  step "the install paths: pre-commit hooks, cargo install --git, the GitHub Action, the Dockerfile"
  bash tests/install/check.sh

  step "fuzzing, briefly: the readers, contract compilation, generation and drift (docs/security.md has the long runs)"
  if ! wait "$fuzz_build"; then
    cat target/fuzz-build.log
    echo "the fuzz targets did not build" >&2
    exit 1
  fi
  for target in read contract generate diff; do
    CARGO_PROFILE_RELEASE_OPT_LEVEL=0 bash fuzz/run.sh run "$target" 20
    echo "check passed: 20 s of fuzzing \`$target\` without a crash"
  done
}

# The lane in the background gets a process group of its own (set -m), so that when the other
# lane fails, it is stopped with everything it started.
set -m
(set +m; upstream) > target/lane-upstream.log 2>&1 &
upstream_lane=$!
set +m
trap 'kill -- -"$upstream_lane" 2> /dev/null || true' EXIT

gate 2>&1 | tee target/lane-gate.log
echo "==> the other lane, as it ran beside this one"
upstream_status=0
wait "$upstream_lane" || upstream_status=$?
cat target/lane-upstream.log
if [ "$upstream_status" != 0 ]; then
  echo "the lane of upstream conformance, the binding and the install paths failed (exit code $upstream_status)" >&2
  exit 1
fi

# One closing line for the whole suite: every Rust test, plus every other check.
passed=$(grep -Eo 'test result: ok\. [0-9]+ passed' target/cargo-test.log | awk '{s += $4} END {print s}')
gate=$(cat target/lane-gate.log target/lane-upstream.log | grep -c '^check passed:' || true)
echo "the whole suite took ${SECONDS} s"
echo "$((passed + gate)) passed, 0 failed"
