#!/usr/bin/env bash
# The typings gate: type-checks the generated packages and their usage tests in their own
# languages (tsc --strict, mypy --strict, pyright strict), installs both packages into scratch
# environments and imports them, compiles ESM, CommonJS and bundler consumers of the packed npm
# packages and lints them (attw, publint), type-checks what a hostile schema generates, checks
# the pydantic and zod flavours (ruff, mypy, pyright; prettier, tsc) and has
# datamodel-code-generator, json-schema-to-typescript and quicktype read every current snapshot.
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

echo "==> the flavours of the registry: generated/python-pydantic and generated/typescript-zod"
flavours generated/python-pydantic eventspec_events_pydantic generated/typescript-zod registry
"$venv/bin/pip" install --quiet --disable-pip-version-check --force-reinstall --no-deps ./generated/python-pydantic
"$venv/bin/python" -c "
import json
import pydantic
from eventspec_events_pydantic import agentao_host, niceeval
tool = {'event_type': 'tool_lifecycle', 'session_id': 's', 'tool_call_id': 'c', 'tool_name': 't', 'phase': 'started', 'started_at': '2026-01-01T00:00:00Z'}
message = {'type': 'message', 'role': 'assistant', 'text': 'hi'}
event = agentao_host.parse_host_event(json.dumps(tool))
assert isinstance(event, agentao_host.ToolLifecycleEvent), event
assert event.model_dump(mode='json', exclude_unset=True) == tool
# Closed content, strict types, and an optional field that may be absent but not null.
for parse, bad in ((agentao_host.parse_host_event, {**tool, 'extra': 1}), (agentao_host.parse_host_event, {**tool, 'tool_name': 1}), (niceeval.parse_stream_event, {**message, 'loc': None})):
    try:
        parse(json.dumps(bad))
        raise SystemExit(f'accepted {bad}')
    except pydantic.ValidationError:
        pass
# Open content keeps unknown fields; an open union parses an unlisted event type as its catch-all.
assert niceeval.parse_stream_event(json.dumps({**message, 'extra': 1})).model_extra == {'extra': 1}
unknown = niceeval.parse_stream_event(json.dumps({'type': 'later.added', 'x': 1}))
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
