#!/usr/bin/env bash
# The typings gate: type-checks the generated packages and their usage tests in their own
# languages (tsc --strict, mypy --strict, pyright strict), installs both packages into scratch
# environments and imports them, compiles ESM, CommonJS and bundler consumers of the packed npm
# packages, the zod flavour's included, and lints them (attw, publint), type-checks what a hostile schema generates, holds
# every generated package to its language's formatter and linter (ruff, prettier,
# typescript-eslint), checks the pydantic and zod flavours (ruff, mypy, pyright; prettier, tsc)
# and has datamodel-code-generator, json-schema-to-typescript and quicktype read every current
# snapshot.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
tools=$root/tests/typings
venv=$root/target/typings-venv
eventspec=$root/target/debug/eventspec

echo "==> installing the type checkers"
bash "$tools/install.sh"

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
assert list(agentao_host.HOST_EVENT_MAP) == ['tool_lifecycle', 'subagent_lifecycle', 'permission_decision']
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

# A pydantic package (ruff check with pyupgrade, bugbear and isort for Python 3.9, ruff format,
# mypy --strict, pyright strict) and a zod package (prettier, tsc --strict, with the zod of
# tests/typings/node_modules), both as generated.
flavours() {
  local python=$1 module=$2 typescript=$3 label=$4
  (cd "$python" && "$venv/bin/ruff" check --isolated --extend-select UP,B,I --target-version py39 --quiet . \
    && "$venv/bin/ruff" format --isolated --check --quiet .)
  echo "check passed: ruff check (UP, B, I; py39) and ruff format --check over the $label pydantic package"
  (cd "$python/src" && "$venv/bin/python" -m mypy --strict --no-incremental "$module" \
    && "$tools/node_modules/.bin/pyright" -p "$tools/pyrightconfig.json" --pythonpath "$venv/bin/python" "$module" > /dev/null)
  echo "check passed: mypy --strict and pyright strict over the $label pydantic package"
  ln -sfn "$tools/node_modules" "$typescript/node_modules"
  "$tools/node_modules/.bin/prettier" --check --log-level warn "$typescript"
  echo "check passed: prettier --check over the $label zod package"
  "$tools/node_modules/.bin/tsc" -p "$typescript" --outDir "$scratch/zod-$label"
  echo "check passed: tsc --strict over the $label zod package"
}

echo "==> the runtime files where they stand (codegen/runtime): what every package copies as it is"
"$tools/node_modules/.bin/tsc" -p codegen/runtime/typescript
"$tools/node_modules/.bin/prettier" --check --log-level warn codegen/runtime/typescript
echo "check passed: tsc --strict and prettier --check over codegen/runtime/typescript"
(cd codegen/runtime && "$venv/bin/python" -m mypy --strict --no-incremental python \
  && "$tools/node_modules/.bin/pyright" -p "$tools/pyrightconfig.json" --pythonpath "$venv/bin/python" python > /dev/null)
(cd codegen/runtime/python && "$venv/bin/ruff" check --isolated --extend-select UP,B,I,N --target-version py39 --quiet . \
  && "$venv/bin/ruff" format --isolated --check --quiet .)
echo "check passed: mypy --strict, pyright strict, ruff check (UP, B, I, N; py39) and ruff format --check over codegen/runtime/python"

echo "==> the flavours of the registry: generated/python-pydantic and generated/typescript-zod"
flavours generated/python-pydantic eventspec_events_pydantic generated/typescript-zod registry
"$venv/bin/pip" install --quiet --disable-pip-version-check --force-reinstall --no-deps ./generated/python-pydantic
python3 "$tools/check_python.py" "$venv/bin/python" "$tools/node_modules/.bin/pyright" pydantic
echo "check passed: mypy --strict and pyright strict reject the misuses of the pydantic models in must_fail_pydantic.py"
"$venv/bin/python" -c "
import json
import pydantic
from eventspec_events_pydantic import agentao_host, niceeval
tool = {'event_type': 'tool_lifecycle', 'session_id': 's', 'tool_call_id': 'c', 'tool_name': 't', 'phase': 'started', 'started_at': '2026-01-01T00:00:00Z'}
message = {'type': 'message', 'role': 'assistant', 'text': 'hi'}
event = agentao_host.parse_host_event_json(json.dumps(tool))
assert isinstance(event, agentao_host.ToolLifecycleEvent), event
assert event.model_dump(mode='json', exclude_unset=True) == tool
# Closed content, strict types, and an optional field that may be absent but not null.
for parse, bad in ((agentao_host.parse_host_event_json, {**tool, 'extra': 1}), (agentao_host.parse_host_event_json, {**tool, 'tool_name': 1}), (niceeval.parse_stream_event_json, {**message, 'loc': None})):
    try:
        parse(json.dumps(bad))
        raise SystemExit(f'accepted {bad}')
    except pydantic.ValidationError:
        pass
# Open content keeps unknown fields; an open union parses an unlisted event type as its catch-all.
assert niceeval.parse_stream_event_json(json.dumps({**message, 'extra': 1})).model_extra == {'extra': 1}
unknown = niceeval.parse_stream_event_json(json.dumps({'type': 'later.added', 'x': 1}))
assert isinstance(unknown, niceeval.UnknownStreamEvent), unknown
print('check passed: the pydantic package installs and parses; null, unknown fields and wrong types are refused where the contract refuses them')
"
(cd "$scratch/zod-registry" && ln -s "$tools/node_modules" node_modules && node --input-type=module -e "
import { agentaoHost, niceeval } from './index.js';
const tool = { event_type: 'tool_lifecycle', session_id: 's', tool_call_id: 'c', tool_name: 't', phase: 'started', started_at: '2026-01-01T00:00:00Z' };
const message = { type: 'message', role: 'assistant', text: 'hi' };
if (!agentaoHost.HostEvent.safeParse(tool).success) throw new Error('a valid event was rejected');
for (const [schema, bad] of [[agentaoHost.HostEvent, { ...tool, extra: 1 }], [agentaoHost.HostEvent, { ...tool, tool_name: 1 }], [niceeval.StreamEvent, { ...message, loc: null }]]) {
  if (schema.safeParse(bad).success) throw new Error('accepted ' + JSON.stringify(bad));
}
if (!niceeval.StreamEvent.safeParse({ ...message, extra: 1 }).success) throw new Error('open content rejected an unknown field');
if (!niceeval.StreamEvent.safeParse({ type: 'later.added', x: 1 }).success) throw new Error('the open union rejected an unknown type');
console.log('check passed: the zod schemas parse; null, unknown fields and wrong types are refused where the contract refuses them');
")

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

# A packed npm package as hosts use it: tsc --strict over a small project that imports the root
# and a subpath as an ES module and as CommonJS (both module node16) and under moduleResolution
# bundler; the first two are run. Then @arethetypeswrong/cli and publint over the package. The
# ES module consumer checks the package's declarations in full; the other two, as most projects
# do, with skipLibCheck (attw checks their resolution under every mode).
consumers() {
  local package=$1 source=$2 label=$3 kind tarball project
  tarball=$(cd "$package" && npm pack --silent)
  for kind in esm cjs bundler; do
    project="$scratch/consumers/$label-$kind"
    mkdir -p "$project"
    cp "$source" "$project/index.ts"
    case $kind in
      esm) type=module module=node16 resolution=node16 skip=false what="an ES module" ;;
      cjs) type=commonjs module=node16 resolution=node16 skip=true what="a CommonJS" ;;
      bundler) type=module module=esnext resolution=bundler skip=true what="a bundler-resolution" ;;
    esac
    printf '{"name": "consumer-%s", "private": true, "type": "%s"}\n' "$kind" "$type" > "$project/package.json"
    printf '{"compilerOptions": {"target": "ES2020", "module": "%s", "moduleResolution": "%s", "strict": true, "exactOptionalPropertyTypes": true, "skipLibCheck": %s, "types": [], "outDir": "dist"}, "files": ["index.ts"]}\n' \
      "$module" "$resolution" "$skip" > "$project/tsconfig.json"
    (cd "$project" && npm install --no-audit --no-fund --silent "$package/$tarball")
    "$tools/node_modules/.bin/tsc" -p "$project"
    if [ "$kind" != bundler ]; then
      [ "$(node "$project/dist/index.js")" = ran ]
    fi
    echo "check passed: tsc --strict over $what consumer of the $label npm package (root and subpath imports)"
  done
  # attw and publint read the tarball the consumers installed: packing again would build again.
  "$tools/node_modules/.bin/attw" "$package/$tarball" --format table-flipped > /dev/null || {
    "$tools/node_modules/.bin/attw" "$package/$tarball"
    exit 1
  }
  echo "check passed: attw over the $label npm package's tarball (node10, node16 from CJS and ESM, bundler)"
  "$tools/node_modules/.bin/publint" run "$package/$tarball" --strict | tee "$scratch/publint.log"
  grep -q 'All good' "$scratch/publint.log"
  echo "check passed: publint --strict over the $label npm package"
}

echo "==> the registry's npm packages from ESM, CommonJS and bundler consumers; attw, publint"
consumers "$scratch/package" "$tools/consumers/registry.ts" registry
cp -r generated/typescript-zod "$scratch/zod-package"
rm -rf "$scratch/zod-package/node_modules" "$scratch/zod-package/dist"
ln -s "$tools/node_modules" "$scratch/zod-package/node_modules"
consumers "$scratch/zod-package" "$tools/consumers/registry-zod.ts" registry-zod

echo "==> a user's schema as packages: top-level names, licence and description, consumers"
acme="$scratch/acme"
"$eventspec" generate --schema tests/typings/user/agent.schema.json --package-name acme-events --out "$acme" 2> /dev/null
grep -q '"license": "UNLICENSED"' "$acme/typescript/package.json"
if grep -q '^license' "$acme/python/pyproject.toml"; then
  echo "a user's Python package claims a licence it was not given" >&2
  exit 1
fi
echo "check passed: a user's package without --license claims no licence (npm UNLICENSED, no Python licence)"
"$eventspec" generate --schema tests/typings/user/agent.schema.json --package-name acme-events --license MIT \
  --description "Acme's agent events" --out "$acme" 2> /dev/null
grep -q '"license": "MIT"' "$acme/typescript/package.json"
grep -q '^license = "MIT"$' "$acme/python/pyproject.toml"
(cd "$acme/typescript" && npm install --no-audit --no-fund --silent)
consumers "$acme/typescript" "$tools/consumers/user.ts" user
"$eventspec" generate --schema tests/typings/user/agent.schema.json --package-name acme-events --license MIT \
  --lang typescript --flavor zod --out "$acme" 2> /dev/null
ln -s "$tools/node_modules" "$acme/typescript-zod/node_modules"
consumers "$acme/typescript-zod" "$tools/consumers/user-zod.ts" user-zod
"$venv/bin/pip" install --quiet --disable-pip-version-check --force-reinstall --no-deps "$acme/python"
"$venv/bin/python" -c "
import importlib.metadata
from acme_events import AgentEvent, StepStarted, is_step_started, validate_agent_event, EventValidationError
started: StepStarted = {'type': 'step.started', 'step': 'plan'}
event: AgentEvent = started
assert is_step_started(event) and validate_agent_event(event) == []
metadata = importlib.metadata.metadata('acme-events')
assert metadata['License-Expression'] == 'MIT', metadata['License-Expression']
assert metadata['Summary'] == \"Acme's agent events\", metadata['Summary']
print('check passed: the user Python package installs with an SPDX licence and imports its names from the top level')
"

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
(cd "$scratch/run" && node "$tools/hostile_runtime.mjs" "$scratch/code/typescript/dist/esm/index.js")
(cd "$scratch/run" && PYTHONPATH="$scratch/code/python/src" "$venv/bin/python" "$tools/hostile_runtime.py")
if [ -e "$scratch/run/MARKER" ]; then
  echo "importing the typings of a hostile schema created MARKER" >&2
  exit 1
fi
echo "check passed: the typings of a hostile schema compile, import without running anything, and validate"

echo "==> the flavours of the hostile schemas: pydantic and zod type-check, and importing them runs nothing"
"$eventspec" generate --lang python --flavor pydantic --schema tests/typings/hostile.schema.json --out "$scratch/hostile" 2> /dev/null
"$eventspec" generate --lang typescript --flavor zod --schema tests/typings/hostile.schema.json --out "$scratch/hostile" 2> /dev/null
"$eventspec" generate --lang python --flavor pydantic --schema "$evil/$py_name" --out "$scratch/code" 2> /dev/null
"$eventspec" generate --lang typescript --flavor zod --schema "$evil/$ts_name" --out "$scratch/code" 2> /dev/null
for out in "$scratch/hostile" "$scratch/code"; do
  (cd "$out/python-pydantic/src" && "$venv/bin/python" -m mypy --strict --no-incremental eventspec_events_pydantic \
    && "$tools/node_modules/.bin/pyright" -p "$tools/pyrightconfig.json" --pythonpath "$venv/bin/python" eventspec_events_pydantic > /dev/null)
  ln -s "$tools/node_modules" "$out/typescript-zod/node_modules"
  "$tools/node_modules/.bin/tsc" -p "$out/typescript-zod"
done
(cd "$scratch/run" && PYTHONPATH="$scratch/code/python-pydantic/src" "$venv/bin/python" -c "
from eventspec_events_pydantic.hostile_code import v1
assert v1.parse_hostile_code_json('{\"kind\": \"__proto__\"}').kind == '__proto__'
")
(cd "$scratch/run" && node --input-type=module -e "
const { hostileCode } = await import('$scratch/code/typescript-zod/dist/esm/index.js');
if (!hostileCode.HostileCode.safeParse({ kind: '__proto__' }).success) throw new Error('a valid event was refused');
")
if [ -e "$scratch/run/MARKER" ]; then
  echo "importing the flavours of a hostile schema created MARKER" >&2
  exit 1
fi
echo "check passed: the pydantic and zod flavours of the hostile schemas type-check, import without running anything, and parse"

echo "==> every module generated from the hostile, users' and flavours' schemas: compiled, imported, embedded"
"$venv/bin/python" "$tools/generated_modules.py" "$eventspec" "$tools/node_modules"
for flavor in pydantic zod; do
  lang=python
  [ "$flavor" = zod ] && lang=typescript
  "$eventspec" generate --allow-backtracking-patterns --schema tests/typings/flavours.schema.json \
    --lang "$lang" --flavor "$flavor" --out "$scratch/odd" 2> /dev/null
done
flavours "$scratch/odd/python-pydantic" eventspec_events_pydantic "$scratch/odd/typescript-zod" flavours-schema

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

echo "==> ruff: the Python packages are already linted (defaults, pyupgrade, bugbear, isort) and formatted"
# Python 3.9 is the packages' floor (requires-python), so pyupgrade asks for what 3.9 can run.
for package in generated/python "$acme/python" "$user"/*/python "$scratch/hostile/python"; do
  "$venv/bin/ruff" check --no-cache --extend-select UP,B,I --target-version py39 "$package"
  "$venv/bin/ruff" format --no-cache --check "$package"
done
echo "check passed: ruff check and ruff format --check over the registry's, a user's and a hostile schema's Python packages"

echo "==> prettier and typescript-eslint: the npm packages are already formatted and linted"
for package in generated/typescript generated/typescript-zod "$acme/typescript" "$acme/typescript-zod" \
  "$user"/*/typescript "$scratch/hostile/typescript"; do
  (cd "$package" && "$tools/node_modules/.bin/prettier" --check --log-level warn . '!node_modules' '!dist')
  (cd "$package" && "$tools/node_modules/.bin/eslint" --config "$tools/eslint.config.mjs" src)
done
echo "check passed: prettier --check and typescript-eslint recommendedTypeChecked over the registry's, a user's and a hostile schema's npm packages, zod flavours included"

echo "==> a user's schema in both flavours"
for flavor in pydantic zod; do
  lang=python
  [ "$flavor" = zod ] && lang=typescript
  "$eventspec" generate --schema tests/typings/user/heartbeat.schema.json --package-name acme-heartbeat \
    --lang "$lang" --flavor "$flavor" --out "$scratch/flavours" 2> /dev/null
done
flavours "$scratch/flavours/python-pydantic" acme_heartbeat_pydantic "$scratch/flavours/typescript-zod" user

echo "==> other tools over every current snapshot: datamodel-code-generator, json-schema-to-typescript, quicktype"
"$venv/bin/python" tests/typings/interop.py "$eventspec" "$venv/bin/python" "$tools/node_modules/.bin"
