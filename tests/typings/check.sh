#!/usr/bin/env bash
# The typings gate: type-checks the generated packages and their usage tests in their own
# languages (tsc --strict, mypy --strict, pyright strict), installs both packages into scratch
# environments and imports them, and type-checks what a hostile schema generates.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
tools=$root/tests/typings
venv=$root/target/typings-venv
eventspec=$root/target/debug/eventspec

echo "==> installing the type checkers"
(cd "$tools" && npm ci --no-audit --no-fund --silent)
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$tools/requirements.txt"

echo "==> tsc --strict: generated/typescript and the usage test"
"$tools/node_modules/.bin/tsc" -p generated/typescript --noEmit
echo "check passed: tsc --strict over generated/typescript"
"$tools/node_modules/.bin/tsc" -p "$tools/ts"
echo "check passed: tsc --strict over the usage test (every @ts-expect-error is an error)"

echo "==> pip install generated/python, then mypy --strict and pyright strict"
"$venv/bin/pip" install --quiet --disable-pip-version-check --force-reinstall --no-deps ./generated/python
"$venv/bin/python" -c "
from eventspec_events import agentao_host
from eventspec_events.agentao_host import v1
assert list(agentao_host.EVENT_TYPE_MAP) == ['tool_lifecycle', 'subagent_lifecycle', 'permission_decision']
event = {'event_type': 'tool_lifecycle', 'session_id': 's', 'tool_call_id': 'c', 'tool_name': 't', 'phase': 'started', 'started_at': '2026-01-01T00:00:00Z'}
assert agentao_host.is_tool_lifecycle_event(event)
# A guard checks the whole event, not just its tag.
assert not agentao_host.is_tool_lifecycle_event({'event_type': 'tool_lifecycle'})
try:
    agentao_host.validate_host_event(event, mode='strcit')  # type: ignore[arg-type]
    raise SystemExit('a misspelt mode was accepted')
except ValueError as error:
    assert 'strcit' in str(error), error
print('check passed: the Python package installs and imports')
"
python3 "$tools/check_python.py" "$venv/bin/python" "$tools/node_modules/.bin/pyright"
echo "check passed: mypy --strict and pyright strict over generated/python, usage.py and must_fail.py"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

echo "==> npm pack generated/typescript, install it into a scratch project, import it"
cp -r generated/typescript "$scratch/package"
rm -rf "$scratch/package/node_modules" "$scratch/package/dist"
(cd "$scratch/package" && npm install --no-audit --no-fund --silent && npm pack --silent > ../tarball)
mkdir "$scratch/app"
(cd "$scratch/app" && npm init -y > /dev/null && npm install --no-audit --no-fund --silent "$scratch/package/$(cat "$scratch/tarball")")
(cd "$scratch/app" && node --input-type=module -e "
import { agentaoHost, we0 } from '@eventspec/events';
if (agentaoHost.HOST_EVENT_TYPES.length !== 3) throw new Error('HOST_EVENT_TYPES');
const call = { type: 'tool-call', id: 'c', name: 'read_file', input: {} };
if (we0.isToolCallEvent({ type: 'tool-call' })) throw new Error('isToolCallEvent checks the tag only');
if (!we0.validateWe0Event(call).ok || !we0.isToolCallEvent(call)) throw new Error('isToolCallEvent');
try { we0.validateWe0Event(call, 'strcit'); throw new Error('a misspelt mode was accepted'); } catch (error) { if (!(error instanceof TypeError)) throw error; }
console.log('check passed: the npm package installs and imports');
")

echo "==> a hostile schema: odd names, descriptions that try to break out"
"$eventspec" generate --schema tests/typings/hostile.schema.json --out "$scratch/hostile" 2> /dev/null
"$tools/node_modules/.bin/tsc" -p "$scratch/hostile/typescript" --noEmit
(cd "$scratch/hostile/python/src" && "$venv/bin/python" -m mypy --strict --no-incremental eventspec_events)
(cd "$scratch/hostile/python/src" && "$tools/node_modules/.bin/pyright" -p "$tools/pyrightconfig.json" --pythonpath "$venv/bin/python" eventspec_events)
echo "check passed: tsc, mypy and pyright over the typings of a hostile schema"

echo "==> a hostile schema that tries to run code on import: titles, tags, descriptions, file names"
# The file name ends the header comment of each language and tries to run code on the next line.
evil="$scratch/names"
mkdir -p "$evil" "$scratch/code" "$scratch/run"
ts_name=$'x.json\nawait import("node:fs").then((fs) => fs.writeFileSync("MARKER", ""));'
py_name=$'x.json\r__import__("pathlib").Path("MARKER").touch()'
cp tests/typings/hostile-code.schema.json "$evil/$ts_name"
cp tests/typings/hostile-code.schema.json "$evil/$py_name"
"$eventspec" generate --lang typescript --schema "$evil/$ts_name" --out "$scratch/code" 2> /dev/null
"$eventspec" generate --lang python --schema "$evil/$py_name" --out "$scratch/code" 2> /dev/null
"$tools/node_modules/.bin/tsc" -p "$scratch/code/typescript"
(cd "$scratch/code/python/src" && "$venv/bin/python" -m mypy --strict --no-incremental eventspec_events)
(cd "$scratch/run" && node "$tools/hostile_runtime.mjs" "$scratch/code/typescript/dist/index.js")
(cd "$scratch/run" && PYTHONPATH="$scratch/code/python/src" "$venv/bin/python" "$tools/hostile_runtime.py")
if [ -e "$scratch/run/MARKER" ]; then
  echo "importing the typings of a hostile schema created MARKER" >&2
  exit 1
fi
echo "check passed: the typings of a hostile schema compile, import without running anything, and validate"

echo "==> users' own schemas: a plain object, an untagged union, a recursive tree, under their own package names"
user="$scratch/user"
mkdir -p "$user"
cp tests/typings/user/usage.ts tests/typings/user/tsconfig.json "$user/"
for name in heartbeat output tree; do
  "$eventspec" generate --schema "tests/typings/user/$name.schema.json" --package-name "@acme/$name" --out "$user/$name" 2> /dev/null
  grep -q "\"name\": \"@acme/$name\"" "$user/$name/typescript/package.json"
  "$venv/bin/pip" install --quiet --disable-pip-version-check --force-reinstall --no-deps "$user/$name/python"
  "$venv/bin/pip" show --quiet "acme-$name" > /dev/null
done
"$tools/node_modules/.bin/tsc" -p "$user"
node "$user/dist/usage.js"
(cd "$user" && "$venv/bin/python" -m mypy --strict --no-incremental "$root/tests/typings/user/usage.py")
"$tools/node_modules/.bin/pyright" -p "$tools/pyrightconfig.json" --pythonpath "$venv/bin/python" tests/typings/user/usage.py
"$venv/bin/python" tests/typings/user/usage.py
