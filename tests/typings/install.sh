#!/usr/bin/env bash
# The typings gate's tools: the npm packages of tests/typings (tsc, pyright, prettier, eslint,
# attw, publint, zod, ajv...) and a venv under target/ with tests/typings/requirements.txt.
# The test command runs it once before the checks that share them run side by side; it does
# nothing that is done already (npm ci only when package-lock.json changed since the last one),
# so that a second run never pulls node_modules from under a checker.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools=$PWD/tests/typings
venv=$PWD/target/typings-venv

lock=$(sha256sum "$tools/package-lock.json" | cut -d' ' -f1)
stamp=$tools/node_modules/.eventspec-package-lock.sha256
if [ "$(cat "$stamp" 2> /dev/null)" != "$lock" ]; then
  (cd "$tools" && npm ci --no-audit --no-fund --silent)
  echo "$lock" > "$stamp"
fi
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$tools/requirements.txt"
