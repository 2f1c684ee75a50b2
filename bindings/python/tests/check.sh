#!/usr/bin/env bash
# The Python binding: `pip install ./bindings/python` (maturin), mypy --strict and pyright
# strict over the package and a host's usage, its findings against the CLI's on every family
# version, then its Ray Data and Spark adapters on local clusters (Ray with 2 workers, Spark
# local[2]; Spark needs a JDK, installed here when missing).
#
# The wheel is built with cargo's dev profile, from the debug build the test command has made
# already; the release wheel users get is what bench/run.py builds and measures.
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

echo "==> pip install ./bindings/python"
# maturin (from requirements.txt) is found on PATH by its own build hook.
PATH=$venv/bin:$PATH "$venv/bin/pip" install --quiet --disable-pip-version-check --no-build-isolation \
  --force-reinstall --no-deps ./bindings/python -C build-args=--profile=dev
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
