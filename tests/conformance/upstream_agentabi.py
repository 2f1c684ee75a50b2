"""agentabi's side of the conformance run: its provider parsers produce events, its TypedDicts judge.

    python upstream_agentabi.py produce OUT.json
    python upstream_agentabi.py judge IN.json OUT.json

Run by `run.py` inside the conformance venv, with one pinned agentabi release on `PYTHONPATH`.

produce: feeds each native CLI output sample in `samples/` to the matching native provider's
parser, line by line exactly as the provider's `stream()` does (blank lines skipped, lines that
are not JSON skipped, `_parse_event(json.loads(line))`), on one provider instance per file. Each
file is one whole capture (one run of the CLI, one session), and its events are one run, which
`run.py` checks with `--stream`. The
events are agentabi's plain dicts, serialised with `json.dumps` (agentabi has no serialiser of its
own: `session.stream()` yields the dicts). The family version is the one the release's
`EVENT_TYPE_MAP` matches (12 event types: v1, agentabi 0.2.1; 15: v2, agentabi 0.4.0).

judge: upstream's declared types: `typeguard.check_type(event, agentabi.types.ir.IREvent)`, a
runtime checker of the `TypedDict` union with PEP 589 semantics (required and not-required keys,
`Literal` tags, no undeclared keys, Python's numeric tower for `float`).
"""

import json
import sys
from pathlib import Path

import typeguard

import agentabi  # noqa: F401
from agentabi.types.ir import IREvent
from agentabi.types.ir.type_guards import EVENT_TYPE_MAP

SAMPLES = Path(__file__).resolve().parent / "samples"

# sample file name prefix -> (provider module, class). Each sample file is one whole capture: one
# run of the CLI, one session, from its first line to its last.
PROVIDERS = {
    "claude-code.": ("agentabi.providers.claude_native", "ClaudeNativeProvider"),
    "codex-exec": ("agentabi.providers.codex_native", "CodexNativeProvider"),
    "gemini-cli.": ("agentabi.providers.gemini_native", "GeminiNativeProvider"),
}


def version():
    return {12: "v1", 15: "v2"}[len(EVENT_TYPE_MAP)]


def release():
    from importlib.metadata import version as installed

    return f"agentabi {installed('agentabi')}"


def produce(out):
    import importlib

    records = []
    upstream = release()
    for path in sorted(SAMPLES.glob("*.jsonl")):
        name = path.name
        module, cls = next(provider for prefix, provider in PROVIDERS.items() if name.startswith(prefix))
        provider = getattr(importlib.import_module(module), cls)()
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if not line.strip():
                continue
            try:
                raw = json.loads(line)
            except json.JSONDecodeError:
                continue
            for event in provider._parse_event(raw):
                records.append({
                    "family": "agentabi",
                    "version": version(),
                    "upstream": upstream,
                    "source": f"{upstream}, {cls}._parse_event on samples/{name}:{number}",
                    # The whole run this event belongs to: the capture, checked with `--stream`.
                    "run": f"{cls} over samples/{name}",
                    "event": json.loads(json.dumps(event)),
                })
    for record in records:
        record["oracle"] = verdict(record["event"])
    Path(out).write_text(json.dumps(records))


def check(event, annotation):
    typeguard.check_type(event, annotation, collection_check_strategy=typeguard.CollectionCheckStrategy.ALL_ITEMS)


def verdict(event):
    """The verdict is the union's; the message is the tagged member's, which says what is wrong."""
    try:
        check(event, IREvent)
    except typeguard.TypeCheckError as error:
        message = str(error).splitlines()[0]
        member = EVENT_TYPE_MAP.get(event.get("type")) if isinstance(event, dict) else None
        if member is not None:
            try:
                check(event, member)
            except typeguard.TypeCheckError as specific:
                message = f"{member.__name__}: {str(specific).splitlines()[0]}"
        return {"valid": False, "error": message[:300]}
    return {"valid": True, "error": None}


def judge(source, out):
    items = json.loads(Path(source).read_text())
    Path(out).write_text(json.dumps([verdict(item["event"]) for item in items]))


if __name__ == "__main__":
    if sys.argv[1] == "produce":
        produce(sys.argv[2])
    else:
        judge(sys.argv[2], sys.argv[3])
