#!/usr/bin/env bash
# The Python binding: its abi3 wheel built by maturin and installed, mypy --strict and pyright
# strict over the package and a host's usage, its findings against the CLI's on every family
# version, then its Ray Data and Spark adapters on local clusters (Ray with 2 workers, Spark
# local[2]; Spark needs a JDK, installed here when missing).
#
# The wheel is built by `maturin build` with cargo's dev profile, from the debug build the test
# command has made already (the abi3 wheel users get is built the same way, with the release
# profile: bench/run.py builds and measures it).
set -euo pipefail
cd "$(dirname "$0")/../../.."
root=$PWD
tests=$root/bindings/python/tests
venv=$root/target/binding-venv
eventspec=$root/target/debug/eventspec
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

echo "==> installing the engines and the type checkers (bindings/python/tests/requirements.txt)"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$tests/requirements.txt"
if ! command -v java > /dev/null; then
  apt-get update -qq && apt-get install -y -qq openjdk-17-jre-headless > /dev/null
fi

echo "==> maturin build: one abi3 wheel (CPython 3.10 and later), installed with pip"
PATH=$venv/bin:$PATH "$venv/bin/maturin" build --quiet --profile dev --manifest-path bindings/python/Cargo.toml --out "$scratch/wheels"
wheels=("$scratch"/wheels/eventspec-*.whl)
case "${wheels[*]}" in
  *" "*) echo "maturin built ${#wheels[@]} wheels: ${wheels[*]}" >&2; exit 1 ;;
  */eventspec-*-cp310-abi3-*.whl) echo "check passed: maturin builds one abi3 wheel, $(basename "${wheels[0]}")" ;;
  *) echo "${wheels[0]} is not an abi3 wheel for CPython 3.10 and later" >&2; exit 1 ;;
esac
"$venv/bin/pip" install --quiet --disable-pip-version-check --force-reinstall --no-deps "${wheels[0]}"
"$venv/bin/python" -c "import eventspec; print('check passed: the binding installs and imports, version', eventspec.__version__)"

echo "==> mypy --strict and pyright strict over the package and a host's usage"
(cd "$root/bindings/python/python" && "$venv/bin/python" -m mypy --config-file ../pyproject.toml \
  --no-incremental eventspec "$tests/usage.py") > "$scratch/mypy.log" || {
  cat "$scratch/mypy.log"
  exit 1
}
"$root/tests/typings/node_modules/.bin/pyright" -p "$tests/pyrightconfig.json" --pythonpath "$venv/bin/python" \
  "$root/bindings/python/python/eventspec" "$tests/usage.py" > "$scratch/pyright.log" || {
  cat "$scratch/pyright.log"
  exit 1
}
echo "check passed: mypy --strict and pyright strict over the binding's package and a host's usage"

echo "==> the binding's findings against the CLI's"
"$venv/bin/python" "$tests/check_findings.py" "$eventspec" "$scratch/findings"

echo "==> deep, cyclic and shared Python values at every entry point"
"$venv/bin/python" "$tests/check_hostile.py" "$eventspec" "$scratch/hostile"

echo "==> Ray Data (2 workers) and Spark local[2] against the CLI"
"$venv/bin/python" "$tests/check_engines.py" ray "$eventspec" "$scratch/ray"
"$venv/bin/python" "$tests/check_engines.py" spark "$eventspec" "$scratch/spark"
