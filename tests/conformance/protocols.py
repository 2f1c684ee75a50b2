#!/usr/bin/env python3
"""Upstream conformance of the protocols, AG-UI, ACP, Anthropic's Messages stream and OpenAI's Chat
Completions and Responses streams: the events of upstream's own examples and their seeded one-edit
mutants, judged by each protocol's own SDK validators and by eventspec, and the recorded streams of
AG-UI and of the `anthropic` SDK, with mutants of the latter, and OpenAI's stream fixtures, with
mutants of the Responses ones, judged by each SDK's own stream machinery and by `eventspec validate
--stream`.

    python3 tests/conformance/protocols.py [--mutants-per-event N] [--eventspec PATH] [--only FAMILY@VERSION]

1. Installs the pinned SDKs: `ag-ui-protocol`, `agent-client-protocol`, `anthropic` and `openai` from
   PyPI (SHA-256 of each wheel in PINS) into the conformance venv of run.py (each on PYTHONPATH over
   the venv, which holds its dependencies and an older `anthropic` and `openai` of agentao's), and
   `@ag-ui/core`, `@ag-ui/client` and `openai` from npm (tests/conformance/npm/, exact versions
   and integrity in its lock file) into target/conformance/npm. All are cached.
2. Events: AG-UI's are those of the 49 conformance streams (tests/upstream/ag-ui/streams, each
   once); ACP's are the updates of the payload corpus (tests/fixtures/acp/v1/valid) and of
   tests/upstream/acp/messages.jsonl; Anthropic's are the `data:` of the SDK's recorded streams
   (tests/upstream/anthropic/streams, each once) and the payload corpus
   (tests/fixtures/anthropic.messages/v2.16/valid), for `@v0.79` those of the 0.79.0 sdist
   (tests/upstream/anthropic/streams_v0.79) and its own corpus, and for the beta stream those
   and the SDK's beta-only recordings (tests/upstream/anthropic/beta_streams) and its own corpus; OpenAI's the chunks of the payload corpus, the
   stream fixtures and examples/openai-chat.sse (openai_chat.py), each once; OpenAI Responses'
   those of its payload corpus, stream fixtures and examples/openai-responses.sse
   (openai_responses.py). Mutants:
   tests/agreement/mutation.py's edits (a member removed, a value of another JSON type, an unknown
   member, an unknown or empty string), every one (`--mutants-per-event N` judges N of each, spread
   evenly).
3. Oracles: AG-UI 1.0's zod `EventSchema.safeParse` (@ag-ui/core 1.0.0) and pydantic
   `TypeAdapter(Event)` (ag-ui-protocol 1.0.0) against `ag-ui@v1.0`; ACP's pydantic
   `SessionNotification` (agent-client-protocol 0.12.1) against `acp@v1`; anthropic 2.16.0's
   pydantic `TypeAdapter(RawMessageStreamEvent)` (`ErrorResponse` for `error`; `ping`, which the
   SDK never parses, valid iff an object whose `type` is `"ping"`: sdk_oracle.py) against
   `anthropic.messages@v2.16` (anthropic 0.79.0's against `@v0.79`; 2.16.0's
   `BetaRawMessageStreamEvent` against `anthropic.beta.messages@v2.16`); openai 3.60.0's `TypeAdapter(ChatCompletionChunk)` against
   `openai.chat@v3.60` and `TypeAdapter(ResponseStreamEvent)` against `openai.responses@v3.60` (openai 2.44.0's against `@v2.44`). The JSON Schema of AG-UI and ACP, under python-jsonschema, is the
   oracle of tests/conformance/published_schema.py; the SDK's own JSON Schema of its types
   (tests/upstream/anthropic/raw_message_stream_event.schema.json, and the others of
   ANTHROPIC_VERSIONS) is written again from the pinned wheel here and must not differ.
4. Every verdict that differs from eventspec's must be adjudicated: it matches one entry of
   ADJUDICATIONS (an SDK's own choice the contract does not make, with the upstream reason), each
   listed in docs/conformance.md ("Adjudicated differences with the protocols' SDKs"); any other
   difference fails the run, and so does an entry that no longer matches anything.
5. Streams: each AG-UI conformance stream through the client's pipeline (`enforceEvents`,
   `transformChunks`, `verifyEvents`) and through `eventspec validate --family ag-ui@v1.1
   --stream`: a stream the client fails must have a stream rule violation, and one it completes
   none. Each recorded Anthropic stream, and the mutants of the clean ones (STREAM_EDITS of
   anthropic_streams.py: no `message_start`, two blocks' indexes swapped, a delta after its
   block's stop, the tool input JSON cut short, a `text_delta` in a tool block), as raw SSE
   through the SDK's SSE layer,
   `MessageStream` and `get_final_message()` (anthropic_oracle.py) and through `eventspec
   validate --family anthropic.messages@v2.16 --stream --input sse` (each family version of
   ANTHROPIC_VERSIONS by its own release and recordings): a stream the SDK raises on
   must have a violation of a rule its error names (RAISES), and every violation in a stream it
   completes must match an entry of STREAM_ADJUDICATIONS (docs/conformance.md lists them too).
   OpenAI's stream fixtures, capture and the STREAM_EDITS mutants of the valid ones through
   `ChatCompletionStreamState` (openai_chat.py), which must complete each, through the TypeScript
   SDK's `ChatCompletionStream` (openai 6.49.0, openai_chat_oracle.mjs) and `validate --stream`:
   a stream the TypeScript SDK fails must have a violation of the rule its error names (RAISES),
   for the choice it names, and one it completes none. OpenAI Responses' stream fixtures, capture and the STREAM_EDITS mutants of the valid
   ones through `ResponseStreamState` (openai_responses.py) and `validate --stream`, judged as
   Anthropic's are (its RAISES and STREAM_ADJUDICATIONS).
"""

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "tests" / "agreement"))
from mutation import edits  # noqa: E402
from upstream import acp_session_updates, ag_ui_events  # noqa: E402

import openai_chat as chat  # noqa: E402
import openai_responses as responses  # noqa: E402
from anthropic_streams import (  # noqa: E402
    ANTHROPIC_TYPES,
    RAISES,
    STREAM_ADJUDICATIONS,
    STREAM_EDITS,
    sse_frames,
    sse_text,
    stream_adjudicated,
)

# run.py of this folder (tests/agreement has a run.py too): its venv and pinned releases.
_spec = importlib.util.spec_from_file_location("conformance_run", HERE / "run.py")
base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(base)
CACHE, DOCS, VENV, release, sha256 = base.CACHE, base.DOCS, base.VENV, base.release, base.sha256

# (package, version, SHA-256 of its PyPI wheel).
PINS = [
    ("ag-ui-protocol", "1.0.0", "0058eaf0522201089d444e430fc35180bc8ad0222cae39e8568b313e8105d9e6"),
    ("agent-client-protocol", "0.12.1", "aaf3cc301ed87d9e2c4ccb91adfe1cd58784355f6ce7e513f50e7ca2391862ef"),
    ("anthropic", "2.16.0", "fda498e294f8e29cda37862d8cdfa9721dd8ac9489b1c6d5fefadcd6f01d3b33"),
    ("openai", "3.60.0", "476e79f256a4ce74848b7abae9f074352a69dca6e7e8987d565ee883a3b7e496"),
]
OLDER = "v2.44"  # openai.responses' older version, judged by its own release (openai_responses.py)
NPM = CACHE / "npm"
AG_UI = ROOT / "tests" / "upstream" / "ag-ui"
ANTHROPIC = ROOT / "tests" / "upstream" / "anthropic"
ANTHROPIC_FAMILY = "anthropic.messages@v2.16"
ANTHROPIC_SDK = "pydantic (anthropic 2.16.0)"
# The older version, judged by its own release's types and stream helper.
ANTHROPIC_OLDER = "anthropic.messages@v0.79"
ANTHROPIC_OLDER_SDK = "pydantic (anthropic 0.79.0)"
ANTHROPIC_OLDER_PIN = ("anthropic", "0.79.0", "04cbd473b6bbda4ca2e41dd670fe2f829a911530f01697d0a1e37321eb75f3cf")
# The beta stream, judged by the same release's beta types and beta stream helper.
BETA_FAMILY = "anthropic.beta.messages@v2.16"
BETA_SDK = "pydantic (anthropic 2.16.0, beta)"
# Each Anthropic family version: (the release that judges it, whether it is the beta stream, the
# folders of tests/upstream/anthropic holding its recorded streams, the file there holding that
# release's JSON Schema of the stream's union).
ANTHROPIC_VERSIONS = {
    ANTHROPIC_FAMILY: ("2.16.0", False, ("streams",), "raw_message_stream_event.schema.json"),
    ANTHROPIC_OLDER: ("0.79.0", False, ("streams_v0.79",), "raw_message_stream_event.v0.79.schema.json"),
    BETA_FAMILY: ("2.16.0", True, ("streams", "beta_streams"), "beta_raw_message_stream_event.schema.json"),
}


def install_npm():
    """The npm oracles (@ag-ui/core, @ag-ui/client, openai) as pinned by the lock file, installed once
    per lock file."""
    lock = HERE / "npm" / "package-lock.json"
    stamp = NPM / "conformance-lock.sha256"
    if not (stamp.is_file() and stamp.read_text() == sha256(lock)):
        shutil.rmtree(NPM, ignore_errors=True)
        NPM.mkdir(parents=True)
        for name in ("package.json", "package-lock.json"):
            shutil.copy(HERE / "npm" / name, NPM / name)
        subprocess.run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], cwd=NPM, check=True)
        stamp.write_text(sha256(lock))


def once(payloads):
    """`payloads` in order, each once."""
    out, seen = [], set()
    for payload in payloads:
        key = json.dumps(payload, sort_keys=True)
        if key not in seen:
            seen.add(key)
            out.append(payload)
    return out


def acp_updates():
    """The updates of the payload corpus and of ACP's own messages, each once."""
    corpus = [json.loads(p.read_text()) for p in sorted((ROOT / "tests" / "fixtures" / "acp" / "v1" / "valid").glob("*.json"))]
    return once(corpus + acp_session_updates())


def anthropic_recorded(family):
    """The recorded streams of an Anthropic family version (ANTHROPIC_VERSIONS: the SDK's, of the
    release that judges it), by name: their files."""
    folders = ANTHROPIC_VERSIONS[family][2]
    return {path.stem: path for folder in folders for path in sorted((ANTHROPIC / folder).glob("*.txt"))}


def anthropic_events(family):
    """The events of the family version's recorded streams (each frame's data) and of its payload
    corpus (read as it is when the run starts), each once."""
    corpus = [json.loads(data) for path in anthropic_recorded(family).values() for _, data in sse_frames(path.read_text())]
    corpus += [json.loads(p.read_text()) for p in sorted((ROOT / "tests" / "fixtures" / family.replace("@", "/") / "valid").glob("*.json"))]
    return once(corpus)


def spread(items, limit):
    """All of `items`, or `limit` of them spread evenly."""
    if not limit or len(items) <= limit:
        return items
    return [items[i * len(items) // limit] for i in range(limit)]


def cases(events, limit):
    """(edit, path, payload) for each event (edit `none`) and its mutants."""
    out = []
    for event in events:
        out.append(("none", (), event))
        out.extend(spread(list(edits(event)), limit))
    return out


def run_lines(command, env=None):
    result = subprocess.run(command, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(map(str, command))}\n{result.stderr[-3000:]}")
    return [line for line in result.stdout.splitlines() if line.strip()]


def eventspec_verdicts(eventspec, family, payloads, work):
    """eventspec's errors on each payload, as (rule, keyword, instance path): none when valid."""
    corpus = work / f"{family}.jsonl"
    corpus.write_text("".join(json.dumps(p) + "\n" for p in payloads))
    result = subprocess.run([str(eventspec), "validate", "--family", family, "--format", "json", "--jobs", "1", str(corpus)], capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"eventspec validate --family {family} failed: {result.stderr}")
    errors = [[] for _ in payloads]
    for finding in json.loads(result.stdout)["findings"]:
        if finding["severity"] == "error":
            errors[finding["event_index"]].append((finding["rule"], finding.get("keyword"), finding["instance_path"]))
    return errors, corpus


def python_verdicts(protocol, folder, corpus):
    env = {**os.environ, "PYTHONPATH": str(folder), "PYTHONDONTWRITEBYTECODE": "1"}
    return [line == "1" for line in run_lines([str(VENV / "bin" / "python"), str(HERE / "sdk_oracle.py"), protocol, str(corpus)], env)]


def zod_verdicts(corpus):
    env = {**os.environ, "AGUI_MODULES": str(NPM)}
    return [line == "1" for line in run_lines(["node", str(HERE / "ag_ui_oracle.mjs"), "events", str(corpus)], env)]


def pointer(path):
    return "".join(f"/{str(part).replace('~', '~0').replace('/', '~1')}" for part in path)


# The differences between an SDK's verdict and eventspec's that are the SDK's own choice, not the
# contract's: (id, family version or a tuple of them, SDKs, which verdict eventspec gives,
# whether a difference is this one, why). `errors` are eventspec's (rule, keyword, path) on the payload; `edit` and `path` say how
# the mutant was made. docs/conformance.md lists each id with its reason.
ADJUDICATIONS = [
    (
        "ag-ui-unknown-members",
        "ag-ui@v1.0",
        {"zod (@ag-ui/core 1.0.0)", "pydantic (ag-ui-protocol 1.0.0)"},
        False,
        lambda edit, path, errors, payload: edit == "unknown-member" or all(rule == "unknown-field" for rule, _, _ in errors),
        "a member the protocol does not declare: the specification's schema closes every event "
        "(`unevaluatedProperties: false`), zod's objects strip unknown keys and the pydantic models "
        "allow extras (`extra=\"allow\"`), and the client strips them with a warning "
        "(`enforceEvents`); `--tolerant` is that consumer's view",
    ),
    (
        "ag-ui-null-for-absent",
        "ag-ui@v1.0",
        {"pydantic (ag-ui-protocol 1.0.0)"},
        False,
        lambda edit, path, errors, payload: edit == "null",
        "`null` where the specification's schema allows none (an optional member is absent or "
        "has a value; the TypeScript encoder drops nulls, `omitOptionalNulls`), while the "
        "pydantic models type optional members `Optional[...] = None`",
    ),
    (
        "ag-ui-required-default",
        "ag-ui@v1.0",
        {"pydantic (ag-ui-protocol 1.0.0)"},
        False,
        lambda edit, path, errors, payload: edit == "removed" and all(keyword == "required" for _, keyword, _ in errors),
        "a required member left out that the pydantic model fills with a default "
        "(`REASONING_MESSAGE_START.role`, whose only value is `\"reasoning\"`): the schema requires it",
    ),
    (
        "acp-sdk-predates-kinds",
        "acp@v1",
        {"pydantic (agent-client-protocol 0.12.1)"},
        True,
        lambda edit, path, errors, payload: payload.get("sessionUpdate") in {"notice", "compaction_update", "compaction_summary_chunk"},
        "`notice`, `compaction_update` and `compaction_summary_chunk` are update kinds of schema v1 "
        "as `@agentclientprotocol/sdk` 2.4.0 publishes it; `agent-client-protocol` 0.12.1, the newest "
        "on PyPI, is generated from schema v1.19.0 (`acp/schema.py`), which predates them",
    ),
    (
        "acp-salvaged-values",
        "acp@v1",
        {"pydantic (agent-client-protocol 0.12.1)"},
        False,
        lambda edit, path, errors, payload: salvaged(path),
        "a bad value where ACP's schema tells readers to salvage it: a member marked "
        "`x-deserialize-default-on-error` is read as its default, an item of an array marked "
        "`x-deserialize-skip-invalid-items` is dropped; the schema itself rejects the value",
    ),
    (
        "acp-lax-booleans",
        "acp@v1",
        {"pydantic (agent-client-protocol 0.12.1)"},
        False,
        lambda edit, path, errors, payload: edit == "boolean" and all(keyword == "type" and where == pointer(path) for _, keyword, where in errors),
        "a boolean where the schema wants an integer (`usage_update.used`): pydantic's lax mode, "
        "the models' default, reads `true` as 1",
    ),
    (
        "anthropic-open-union",
        (ANTHROPIC_FAMILY, ANTHROPIC_OLDER, BETA_FAMILY),
        {ANTHROPIC_SDK, ANTHROPIC_OLDER_SDK, BETA_SDK},
        True,
        lambda edit, path, errors, payload: isinstance(payload, dict) and isinstance(payload.get("type"), str) and payload["type"] not in ANTHROPIC_TYPES,
        "an event of a type the SDK does not know: `TypeAdapter(RawMessageStreamEvent)` rejects "
        "it, but the SDK itself never validates a stream's events (the SSE layer builds them with "
        "`construct_type`, `Stream.__stream__` in `_streaming.py`) and its stream helper passes "
        "unknown types through (`MessageStream`; its own test `test_unknown_events_are_passed_through` "
        "streams `future_event`), and the streaming documentation says \"your code should handle "
        "unknown event types gracefully\": the family's union is open",
    ),
    (
        "anthropic-lax-coercions",
        (ANTHROPIC_FAMILY, ANTHROPIC_OLDER, BETA_FAMILY),
        {ANTHROPIC_SDK, ANTHROPIC_OLDER_SDK, BETA_SDK},
        False,
        lambda edit, path, errors, payload: edit in ("boolean", "integer", "number") and lax_coercion(path, errors),
        "a value of another JSON type that pydantic's lax mode, the models' default, converts: "
        "`true` where an `int` is wanted (`index`, the `usage` counts, a citation's or a tool "
        "result's numbers) is read as 1, and a number where a `datetime` is wanted "
        "(`Container.expires_at`) as a Unix time; eventspec's error is the value's `type`, or the "
        "union (`oneOf`) whose member holds it",
    ),
    (
        "openai-chat-lax-coercions",
        chat.FAMILY,
        {chat.SDK},
        False,
        lambda edit, path, errors, payload: (edit == "boolean" or (edit == "unknown-member" and path[-1:] == ("categories",))) and lax_coercion(path, errors),
        "`true` where the SDK wants an `int` (`created`, an `index`, the `usage` counts, `expires_at`, a token's `bytes`) or a `float` "
        "(`logprob`, `category_scores`), and `1` as a moderation category's `bool`: pydantic's lax mode, the models' default, converts "
        "them; eventspec's error is the value's `type`, or the union (`oneOf`, the moderation outcome) whose member holds it",
    ),
    (
        "openai-responses-open-union",
        (responses.FAMILY, responses.family(OLDER)),
        {responses.SDK, responses.sdk(OLDER)},
        True,
        lambda edit, path, errors, payload: isinstance(payload, dict) and isinstance(payload.get("type"), str) and payload["type"] not in responses.TYPES,
        "an event of a type the SDK does not know: `TypeAdapter(ResponseStreamEvent)` rejects it, but "
        "the SDK never validates a stream's events (`Stream.__stream__` builds them with "
        "`construct_type`, `_streaming.py`) and `ResponseStreamState` passes a type it does not "
        "handle through; each release adds event types: the family's union is open",
    ),
    (
        "openai-responses-lax-coercions",
        (responses.FAMILY, responses.family(OLDER)),
        {responses.SDK, responses.sdk(OLDER)},
        False,
        lambda edit, path, errors, payload: edit == "boolean" and lax_coercion(path, errors),
        "`true` where the SDK wants an `int` (`sequence_number`, an index, a time, the `usage` counts) "
        "or a `float` (`temperature`, `top_p`): pydantic's lax mode, the models' default, reads it as 1; "
        "eventspec's error is the value's `type`, or the union (`oneOf`) whose member holds it",
    ),
]


def lax_coercion(path, errors):
    """Whether eventspec's only errors are the `type` of the value at `path`, or a union's `oneOf` holding it."""
    return all((keyword == "type" and where == pointer(path)) or (keyword == "oneOf" and pointer(path).startswith(f"{where}/")) for _, keyword, where in errors)


def acp_hints():
    """The members ACP's schema marks for its readers to salvage: properties whose bad value they
    replace by the default (`x-deserialize-default-on-error`), and arrays whose bad items they drop
    (`x-deserialize-skip-invalid-items`), by name."""
    schema = json.loads((ROOT / "tests" / "upstream" / "acp" / "schema.v1.json").read_text())
    defaulted, skipped = set(), set()
    for definition in schema["$defs"].values():
        for name, member in (definition.get("properties") or {}).items():
            if member.get("x-deserialize-default-on-error"):
                defaulted.add(name)
            if member.get("x-deserialize-skip-invalid-items"):
                skipped.add(name)
    return defaulted, skipped


ACP_DEFAULTED, ACP_SKIPPED = acp_hints()


def salvaged(path):
    """Whether an edit at `path` is in a member ACP's readers salvage (`acp_hints`)."""
    return any(
        part in ACP_DEFAULTED or (part in ACP_SKIPPED and isinstance(after, int))
        for part, after in zip(path, (*path[1:], None))
    )


def covers(where, family):
    """Whether an adjudication's family version (or tuple of them) is `family`."""
    return family in where if isinstance(where, tuple) else family == where


def adjudicated(family, oracle, edit, path, payload, errors, ours):
    """The id of the adjudication a difference is, or None."""
    for id, where, oracles, accepts, matches, _ in ADJUDICATIONS:
        if covers(where, family) and oracle in oracles and accepts == ours and matches(edit, path, errors, payload):
            return id
    return None


def anthropic_judged(eventspec, folder, files, work, family):
    """Each stream (name: its raw SSE file) through the SDK (anthropic_oracle.py) and through
    `validate --stream`: name -> (verdict, the SDK's error, eventspec's violations, the events)."""
    beta = ANTHROPIC_VERSIONS[family][1]
    streams = work / f"{family}-streams.json"
    streams.write_text(json.dumps({name: path.read_text() for name, path in files.items()}))
    env = {**os.environ, "PYTHONPATH": str(folder), "PYTHONDONTWRITEBYTECODE": "1"}
    sdk = {}
    for line in run_lines([str(VENV / "bin" / "python"), str(HERE / "anthropic_oracle.py"), "streams", str(streams), *(["beta"] if beta else [])], env):
        name, verdict, *message = line.split("\t")
        sdk[name] = (verdict, message[0] if message else "")
    result = subprocess.run(
        [str(eventspec), "validate", "--family", family, "--stream", "--input", "sse", "--format", "json", "--jobs", "1", *map(str, files.values())],
        capture_output=True,
        text=True,
    )
    if result.returncode not in (0, 1):
        sys.exit(f"eventspec validate --family {family} --stream failed: {result.stderr}")
    found = {}
    for finding in json.loads(result.stdout)["findings"]:
        if finding["rule"] == "sequence":
            found.setdefault(finding["file"], []).append(finding)
    return {
        name: (*sdk[name], found.get(str(path), []), [json.loads(data) for _, data in sse_frames(path.read_text())])
        for name, path in files.items()
    }


def anthropic_streams_agree(eventspec, folder, work, used, family):
    """The family version's recorded streams and the STREAM_EDITS mutants of the clean ones (the
    SDK completes them and eventspec finds no violation) through the SDK (its beta stream helper
    for the beta stream) and `validate --stream`: (recorded, mutants, how many the SDK fails, what
    does not agree)."""
    files = anthropic_recorded(family)
    recorded = anthropic_judged(eventspec, folder, files, work, family)
    mutated = work / f"{family}-mutants"
    mutated.mkdir()
    mutants = {}
    for name, (verdict, _, violations, _) in recorded.items():
        if verdict != "ok" or violations:
            continue
        frames = [(event, json.loads(data)) for event, data in sse_frames(files[name].read_text())]
        for edit, change in STREAM_EDITS:
            if (edited := change(frames)) is not None:
                mutant = mutants[f"{name}~{edit}"] = mutated / f"{name}~{edit}.txt"
                mutant.write_text(sse_text(edited))
    judged = {**recorded, **anthropic_judged(eventspec, folder, mutants, work, family)}
    wrong = []
    for name, (verdict, message, violations, events) in judged.items():
        said = [(v["sequence_rule"], v.get("event_index")) for v in violations]
        if verdict == "error":
            rules = next((rules for prefix, rules in RAISES if message.startswith(prefix)), None)
            if rules is None:
                wrong.append(f"{name}: anthropic raises {message[:300]}, which RAISES names no stream rule for; eventspec finds {said}")
            elif not any(v["sequence_rule"] in rules for v in violations):
                wrong.append(f"{name}: anthropic raises {message[:300]}; eventspec finds no violation of {sorted(rules)}, only {said}")
            continue
        for violation in violations:
            id = stream_adjudicated(violation, events)
            if id is None:
                wrong.append(f"{name}: anthropic completes it; eventspec finds `{violation['sequence_rule']}` at event {violation.get('event_index')}: {violation['message']}")
            else:
                used[id] += 1
    return len(recorded), len(mutants), sum(verdict == "error" for verdict, *_ in judged.values()), wrong


def anthropic_schema_agrees(folder, family):
    """Whether the family version's JSON Schema file (ANTHROPIC_VERSIONS) is what its pinned wheel
    writes (PROVENANCE.md there)."""
    _, beta, _, file = ANTHROPIC_VERSIONS[family]
    env = {**os.environ, "PYTHONPATH": str(folder), "PYTHONDONTWRITEBYTECODE": "1"}
    written = json.loads(run_lines([str(VENV / "bin" / "python"), str(HERE / "anthropic_oracle.py"), "schema", *(["beta"] if beta else [])], env)[0])
    return written == json.loads((ANTHROPIC / file).read_text())


def streams_agree(eventspec, work):
    """Each AG-UI conformance stream through the client's pipeline and `validate --stream`: the
    streams whose verdicts differ."""
    streams = {p.stem: json.loads(p.read_text())["stream"] for p in sorted((AG_UI / "streams").glob("*.json"))}
    (work / "streams.json").write_text(json.dumps(streams))
    client = {}
    for line in run_lines(["node", str(HERE / "ag_ui_oracle.mjs"), "streams", str(work / "streams.json")], {**os.environ, "AGUI_MODULES": str(NPM), "SUPPRESS_TRANSFORMATION_WARNINGS": "1"}):
        name, verdict, *message = line.split("\t")
        client[name] = (verdict, message[0] if message else "")
    wrong = []
    for name, events in streams.items():
        path = work / f"{name}.jsonl"
        path.write_text("".join(json.dumps(e) + "\n" for e in events))
        result = subprocess.run([str(eventspec), "validate", "--family", "ag-ui@v1.1", "--stream", "--format", "json", str(path)], capture_output=True, text=True)
        violations = [f for f in json.loads(result.stdout)["findings"] if f["rule"] == "sequence"]
        verdict, message = client[name]
        if (verdict == "ok") != (not violations):
            wrong.append(f"{name}: the client says {verdict} {message}; eventspec finds {len(violations)} violation(s) {[v['message'] for v in violations][:2]}")
    return len(streams), sum(v == "error" for v, _ in client.values()), wrong


def documented():
    """The adjudication ids docs/conformance.md lists."""
    text = DOCS.read_text()
    return {id for id, *_ in ADJUDICATIONS + STREAM_ADJUDICATIONS + responses.STREAM_ADJUDICATIONS if f"`{id}`" in text}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants-per-event", type=int, default=0, help="0 (the default): every mutant")
    parser.add_argument("--eventspec", type=Path, default=ROOT / "target" / "debug" / "eventspec")
    parser.add_argument("--only", help="judge only this family version (`acp@v1`), and no streams")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="eventspec-protocols-") as work:
        conform(args, Path(work))


def conform(args, work):
    base.install()
    folders = {package: release(package, version, digest) for package, version, digest in PINS}
    older = release("openai", *responses.RELEASES[OLDER][:2])
    anthropic_folders = {"2.16.0": folders["anthropic"], "0.79.0": release(*ANTHROPIC_OLDER_PIN)}
    install_npm()
    protocols = [
        ("ag-ui@v1.0", ag_ui_events(), {
            "zod (@ag-ui/core 1.0.0)": zod_verdicts,
            "pydantic (ag-ui-protocol 1.0.0)": lambda corpus: python_verdicts("ag-ui", folders["ag-ui-protocol"], corpus),
        }),
        ("acp@v1", acp_updates(), {
            "pydantic (agent-client-protocol 0.12.1)": lambda corpus: python_verdicts("acp", folders["agent-client-protocol"], corpus),
        }),
        (ANTHROPIC_FAMILY, anthropic_events(ANTHROPIC_FAMILY), {
            ANTHROPIC_SDK: lambda corpus: python_verdicts("anthropic", folders["anthropic"], corpus),
        }),
        (ANTHROPIC_OLDER, anthropic_events(ANTHROPIC_OLDER), {
            ANTHROPIC_OLDER_SDK: lambda corpus: python_verdicts("anthropic", anthropic_folders["0.79.0"], corpus),
        }),
        (BETA_FAMILY, anthropic_events(BETA_FAMILY), {
            BETA_SDK: lambda corpus: python_verdicts("anthropic-beta", folders["anthropic"], corpus),
        }),
        (chat.FAMILY, once(chat.events(sse_frames)), {chat.SDK: lambda corpus: python_verdicts("openai-chat", folders["openai"], corpus)}),
        (responses.FAMILY, once(responses.events(sse_frames, "v3.60")), {
            responses.SDK: lambda corpus: python_verdicts("openai-responses", folders["openai"], corpus),
        }),
        (responses.family(OLDER), once(responses.events(sse_frames, OLDER)), {
            responses.sdk(OLDER): lambda corpus: python_verdicts("openai-responses", older, corpus),
        }),
    ]
    failures, used, passed = [], Counter(), []
    if args.only:
        protocols = [p for p in protocols if p[0] == args.only]
    for family, events, oracles in protocols:
        judged = cases(events, args.mutants_per_event)
        errors, corpus = eventspec_verdicts(args.eventspec, family, [p for _, _, p in judged], work)
        before = len(failures)
        for oracle, verdicts in oracles.items():
            differ = 0
            for (edit, path, payload), found, sdk in zip(judged, errors, verdicts(corpus)):
                ours = not found
                if ours == sdk:
                    continue
                differ += 1
                id = adjudicated(family, oracle, edit, path, payload, found, ours)
                if id is None:
                    failures.append(f"{family}: {oracle} says {'valid' if sdk else 'invalid'}, eventspec {found or 'valid'}, on {json.dumps(payload)[:300]} (edit {edit} at {pointer(path)})")
                else:
                    used[id] += 1
            print(f"{family}: {len(events)} events and {len(judged) - len(events)} mutants; {differ} verdicts of {oracle} differ from eventspec's")
        if len(failures) == before:
            passed.append(f"check passed: {family} on {len(judged)} events and mutants, judged by {' and '.join(oracles)}: every difference with eventspec adjudicated (docs/conformance.md)")
        if family in ANTHROPIC_VERSIONS:
            sdk_release, _, _, file = ANTHROPIC_VERSIONS[family]
            if anthropic_schema_agrees(anthropic_folders[sdk_release], family):
                passed.append(f"check passed: tests/upstream/anthropic/{file} is what anthropic {sdk_release} writes (TypeAdapter(...).json_schema())")
            else:
                failures.append(f"tests/upstream/anthropic/{file} is not what anthropic {sdk_release} writes: write it again (PROVENANCE.md there)")
    for id, where, *_ in ADJUDICATIONS:
        if not used[id] and any(covers(where, p[0]) for p in protocols):
            failures.append(f"adjudication `{id}` matched no difference: remove it (and its line in docs/conformance.md)")
    if not args.only:
        total, failed, wrong = streams_agree(args.eventspec, work)
        failures += wrong
        passed.append(f"check passed: the {total} AG-UI conformance streams: @ag-ui/client's pipeline (verifyEvents) fails {failed} and completes {total - failed}, and validate --family ag-ui@v1.1 --stream finds violations in exactly the ones it fails")
        for family, (sdk_release, beta, _, _) in ANTHROPIC_VERSIONS.items():
            helper = "BetaMessageStream" if beta else "MessageStream"
            recorded, mutated, failed, wrong = anthropic_streams_agree(args.eventspec, anthropic_folders[sdk_release], work, used, family)
            print(f"{family} streams: {recorded} recorded and {mutated} mutants; anthropic {sdk_release}'s {helper} fails {failed}, completes {recorded + mutated - failed}")
            failures += wrong
            if not wrong:
                passed.append(
                    f"check passed: the {recorded} recorded streams of anthropic {sdk_release} and {mutated} mutants: its {helper} fails {failed}, and validate --family "
                    f"{family} --stream finds in each a violation of a rule its error names; every violation in the {recorded + mutated - failed} it completes adjudicated (docs/conformance.md)"
                )
        for id, *_ in STREAM_ADJUDICATIONS:
            if not used[id]:
                failures.append(f"stream adjudication `{id}` matched no violation: remove it (and its line in docs/conformance.md)")
        openai_env = {**os.environ, "PYTHONPATH": str(folders["openai"]), "PYTHONDONTWRITEBYTECODE": "1"}
        total, mutated, failed, python_failed, wrong = chat.streams_agree(args.eventspec, VENV / "bin" / "python", openai_env, work, sse_frames, NPM)
        failures += wrong
        if not wrong:
            passed.append(
                f"check passed: the {total} streams of {chat.FAMILY} (its stream fixtures, examples/openai-chat.sse) and {mutated} mutants: openai 3.60.0's "
                f"ChatCompletionStreamState fails {python_failed} and {chat.ORACLE} fails {failed}, and validate --stream finds in each the violation "
                "their errors name, in the others none"
            )
        for version, folder in (("v3.60", folders["openai"]), (OLDER, older)):
            env = {**os.environ, "PYTHONPATH": str(folder), "PYTHONDONTWRITEBYTECODE": "1"}
            sdk_release = responses.RELEASES[version][0]
            stale = responses.schemas_agree(VENV / "bin" / "python", env, sdk_release)
            if stale:
                failures.append(f"tests/upstream/openai/{', '.join(stale)} not what openai {sdk_release} writes: write it again (PROVENANCE.md there)")
            else:
                passed.append(f"check passed: tests/upstream/openai/{' and '.join(responses.SCHEMAS[sdk_release])}: what openai {sdk_release} writes (TypeAdapter(...).json_schema())")
            total, mutated, failed, wrong = responses.streams_agree(args.eventspec, VENV / "bin" / "python", env, work, sse_frames, used, version)
            sdk = f"openai {sdk_release}'s ResponseStreamState"
            print(f"{responses.family(version)} streams: {total} and {mutated} mutants; {sdk} fails {failed}, completes {total + mutated - failed}")
            failures += wrong
            if not wrong:
                passed.append(
                    f"check passed: the {total} streams of {responses.family(version)} (its stream fixtures and capture) and {mutated} mutants: {sdk} "
                    f"fails {failed}, and validate --stream finds in each a violation of a rule its error names; every violation in the {total + mutated - failed} it completes adjudicated (docs/conformance.md)"
                )
        for id, *_ in responses.STREAM_ADJUDICATIONS:
            if not used[id]:
                failures.append(f"stream adjudication `{id}` matched no violation: remove it (and its line in docs/conformance.md)")
    missing = {id for id, *_ in ADJUDICATIONS + STREAM_ADJUDICATIONS + responses.STREAM_ADJUDICATIONS} - documented()
    if missing:
        failures.append(f"docs/conformance.md does not list the adjudications {sorted(missing)}")
    print("\n".join(f"  {used[id]:5}  {id}" for id, *_ in ADJUDICATIONS + STREAM_ADJUDICATIONS + responses.STREAM_ADJUDICATIONS))
    if failures:
        print("\n".join(failures[:40]))
        sys.exit(f"{len(failures)} unadjudicated difference(s) with the protocols' SDKs")
    print("\n".join(passed))


if __name__ == "__main__":
    main()
