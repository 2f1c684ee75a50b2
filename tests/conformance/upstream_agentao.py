"""agentao's side of the conformance run: its own runtime produces the events, its own types judge.

    python upstream_agentao.py produce OUT.json     # run real turns, write the events
    python upstream_agentao.py judge IN.json OUT.json

Run by `run.py` inside the conformance venv, with one pinned agentao release on `PYTHONPATH`.

produce: builds an unmodified `agentao.Agentao` per scenario, pointed at a scripted local
OpenAI-compatible endpoint (`fake_llm.py`), and runs whole turns with `chat()`/`arun()`. Only the
model's replies are scripted; tools, permission engine, tool-result formatter, chat-loop stop
sites, Stop hook dispatch (a `command` hook running `true`, wired as agentao's CLI wires plugin
hooks: `cli/subcommands.py` sets `agent._plugin_hook_rules`), retries and turn bookkeeping are
agentao's. Three streams are captured:

- `agentao.transport`: every `AgentEvent` the runtime hands to its transport, serialised with
  upstream's `AgentEvent.to_dict()` and `json.dumps` (what a transport forwards); the family
  version is `v2` where the release's `EventType` declares the event types v2 adds
  (`compaction_started`, `compaction_settled`, `images_removed`: agentao 0.5.14 on), else `v1`;
- `agentao.host`: every `HostEvent` from `agent.events()`, serialised with
  `model_dump(mode="json")`; the family version is the release's own current snapshot
  (`agentao.host.schema.HOST_EVENTS_SNAPSHOT`, `host.events.v1.json` where the release has none);
- `agentao.stream`: in the scenario run with `astream()`, its `TextDelta` and `TurnOutcome`
  items, serialised with `dataclasses.asdict` (agentao has no serialiser for these frozen
  dataclasses) after checking that the item's class rebuilds it from that form.

judge: upstream's own validators, on the JSON text, in pydantic's strict mode:
`TypeAdapter(agentao.host.HostEvent).validate_json(text, strict=True)` for host events and
`TypeAdapter(agentao.transport.AgentEvent).validate_json(text, strict=True)` for transport events
(upstream declares the envelope only: `type: EventType`, `data: Dict[str, Any]`,
`schema_version: int`; the payload keys are documented in a docstring, not typed).
agentao declares no validator for `astream()` items: they get no oracle verdict (`null`), and
the run requires eventspec to accept them.
"""

import asyncio
import dataclasses
import io
import json
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

from pydantic import TypeAdapter, ValidationError

sys.path.insert(0, str(Path(__file__).resolve().parent))

import agentao  # noqa: E402
from agentao import Agentao  # noqa: E402
from agentao.agents.bg_store import BackgroundTaskStore  # noqa: E402
from agentao.cancellation import CancellationToken  # noqa: E402
from agentao.host import HostEvent  # noqa: E402
from agentao.plugins.models import ParsedHookRule  # noqa: E402
from agentao.replay import ReplayConfig  # noqa: E402
from agentao.transport import AgentEvent, NullTransport  # noqa: E402
from fake_llm import Script, serve  # noqa: E402


def host_version():
    try:
        from agentao.host.schema import HOST_EVENTS_SNAPSHOT
    except ImportError:
        return "v1"
    return HOST_EVENTS_SNAPSHOT.split(".")[-2]


# The event types `agentao.transport@v2` adds to v1 (the 0.4.20 contract): a release whose
# `EventType` declares them all is judged as v2.
TRANSPORT_V2_TYPES = {"compaction_started", "compaction_settled", "images_removed"}


def transport_version():
    from agentao.transport import EventType

    return "v2" if TRANSPORT_V2_TYPES <= {member.value for member in EventType} else "v1"


class Capture(NullTransport):
    """A transport that keeps every event's wire form. A `NullTransport` (agentao's own) so
    that `subscribe()`, which `astream()` needs, is agentao's broadcaster. `on_tool_start` is a
    host action run when a tool starts (the host acting while a turn runs)."""

    def __init__(self, confirm=True, on_tool_start=None):
        super().__init__()
        self.events = []
        self.confirm = confirm
        self.on_tool_start = on_tool_start

    def emit(self, event):
        self.events.append(json.loads(json.dumps(event.to_dict())))
        if self.on_tool_start is not None and event.to_dict()["type"] == "tool_start":
            self.on_tool_start(event.data)
        super().emit(event)

    def confirm_tool(self, tool_name, description, args):
        return self.confirm

    def ask_user(self, question, **kwargs):
        return "yes"

    def on_max_iterations(self, count, messages):
        return {"action": "stop"}


# A 1x1 PNG, as `arun(images=...)` takes attachments: base64 `data` and its `mimeType`.
PNG = {"data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "mimeType": "image/png"}


def call(call_id, name, args):
    return {"id": call_id, "name": name, "args": args}


def scenarios(work):
    """(name, agent options, turns): each turn is (user message, max_iterations, replies).
    Options: `after` lists host calls (`Agentao` methods and their arguments) made after the
    turns, answered by the replies of `after_replies`; `workdir` gives the scenario its own
    working directory (its own memory store and skills); `skill` writes a project skill there
    (`.agentao/skills/<name>/SKILL.md`, where agentao's `SkillManager` discovers skills);
    `replay` turns on replay capture flags (`ReplayConfig`); `deactivate` is (tool, skill): the
    host deactivates the skill (`SkillManager.deactivate_skill`) when that tool starts;
    `stream` runs the turns with `astream()` and keeps its items; `memory_commands` lists
    `/memory` commands run after the turns (subcommand, argument, what the user types at its
    confirmation prompt) by the CLI's own handler; `background` gives the agent a
    background-task store (`BackgroundTaskStore`) and waits, after each turn, until every
    background task it holds has settled; `images` attaches an image to every turn; `cancel` is a
    tool: the host cancels the turn's `CancellationToken` when that tool starts."""
    data = work / "data.txt"
    data.write_text("alpha\nbeta\n")
    notes = work / "notes.txt"
    notes.write_text("".join(f"note {i}: {'tidy ' * 12}\n" for i in range(80)))
    smalls = [work / f"small{i}.txt" for i in range(5)]
    for i, small in enumerate(smalls):
        small.write_text(f"small {i}\n")
    big = "print('x' * 50000)"
    answer = {"text_chunks": ["Done", " here."], "finish": "stop"}
    return [
        ("read a file, with reasoning", {}, [
            ("read data.txt", 100, [
                {"reasoning": "I should read the file.", "tool_calls": [call("call_read", "read_file", {"file_path": str(data)})], "finish": "tool_calls"},
                {"reasoning": "It has two lines.", "text_chunks": ["Two ", "lines."], "finish": "stop"},
            ]),
        ]),
        ("a failing tool", {}, [
            ("read missing.txt", 100, [
                {"tool_calls": [call("call_missing", "read_file", {"file_path": str(work / "missing.txt")})], "finish": "tool_calls"},
                answer,
            ]),
        ]),
        ("a large tool output (saved to disk)", {}, [
            ("print a lot", 100, [
                {"tool_calls": [call("call_big", "run_shell_command", {"command": f"python3 -c \"{big}\""})], "finish": "tool_calls"},
                answer,
            ]),
        ]),
        ("confirmations allowed and declined", {"permission_mode": "workspace-write"}, [
            ("write a file", 100, [
                {"tool_calls": [call("call_write", "write_file", {"file_path": "out.txt", "content": "hi\n"})], "finish": "tool_calls"},
                {"tool_calls": [call("call_shell", "run_shell_command", {"command": "echo hi > shell.txt"})], "finish": "tool_calls"},
                answer,
            ]),
        ]),
        ("declined confirmation", {"permission_mode": "workspace-write", "confirm": False}, [
            ("write a file", 100, [
                {"tool_calls": [call("call_declined", "run_shell_command", {"command": "echo no > no.txt"})], "finish": "tool_calls"},
                answer,
            ]),
        ]),
        ("tool calls cut off at the token limit", {}, [
            ("write a long file", 100, [
                {"tool_calls": [call(f"call_cut{i}", "write_file", '{"file_path": "long.txt", "content": "aaa')], "finish": "length"}
                for i in range(3)
            ]),
        ]),
        ("the iteration limit", {}, [
            ("keep reading", 1, [
                {"tool_calls": [call("call_iter", "read_file", {"file_path": str(data)})], "finish": "tool_calls"},
                answer,
            ]),
        ]),
        ("no output, then a truncated answer", {}, [
            ("say nothing", 100, [{"text_chunks": [], "finish": "stop"}]),
            ("say a lot", 100, [{"text_chunks": ["This answer is cut"], "finish": "length"}]),
        ]),
        ("a sub-agent (agentao's built-in generalist)", {"enable_builtin_agents": True}, [
            ("delegate", 100, [
                {"tool_calls": [call("call_agent", "agent_generalist", {"task": "Count the lines of data.txt"})], "finish": "tool_calls"},
                {"text_chunks": ["data.txt has two lines."], "finish": "stop"},
                answer,
            ]),
        ]),
        ("the host switches permission mode and model", {"after": [("set_permission_mode", "read-only"), ("set_permission_mode", "workspace-write"), ("set_model", "gpt-4o-mini")]}, [
            ("hello", 100, [answer]),
        ]),
        ("a retried provider error", {}, [
            ("answer after a 503", 100, [{"status": 503}, answer]),
        ]),
        ("a skill activated and deactivated, a memory saved, full LLM I/O captured",
         {"workdir": "skills", "skill": "tidy", "replay": {"capture_full_llm_io": True}, "deactivate": ("run_shell_command", "tidy"),
          "memory_commands": [("delete", "favourite colour", ""), ("clear", "", "y\n")]}, [
            ("tidy up and remember my colour", 100, [
                {"tool_calls": [
                    call("call_skill", "activate_skill", {"skill_name": "tidy", "task_description": "Tidy the notes"}),
                    call("call_memory", "save_memory", {"key": "favourite colour", "value": "blue"}),
                    call("call_memory_editor", "save_memory", {"key": "editor", "value": "vim"}),
                ], "finish": "tool_calls"},
                {"tool_calls": [call("call_true", "run_shell_command", {"command": "true"})], "finish": "tool_calls"},
                answer,
            ]),
        ]),
        ("a manual compaction writing a session summary",
         {"workdir": "compact", "after": [("compact",)], "after_replies": [
             {"text_chunks": ["## Summary\nThe user asked four questions; each was answered."], "finish": "stop"},
         ]}, [
            (f"question {i}: {'some context ' * 40}", 100, [answer]) for i in range(4)
        ]),
        ("a background sub-agent's result injected into the next turn", {"enable_builtin_agents": True, "background": True}, [
            ("count in the background", 100, [
                {"tool_calls": [call("call_background", "agent_generalist", {"task": "Count to three", "run_in_background": True})], "finish": "tool_calls"},
                # The parent's answer and the background child's call race for these two.
                answer, answer,
            ]),
            ("anything new?", 100, [answer]),
        ]),
        ("history compacted at the thresholds within turns", {"workdir": "thresholds"}, [
            # Old tool results over the microcompaction limit (3,000 characters), then a prompt
            # reported in the microcompaction band (55 to 80% of the 200,000-token window).
            ("read the notes", 100, [
                {"tool_calls": [call("call_notes", "read_file", {"file_path": str(notes)})], "finish": "tool_calls"},
                {"tool_calls": [call(f"call_small{i}", "read_file", {"file_path": str(small)}) for i, small in enumerate(smalls)], "finish": "tool_calls"},
                {"tool_calls": [call("call_band", "read_file", {"file_path": str(data)})], "finish": "tool_calls", "prompt_tokens": 120_000},
                answer,
            ]),
            ("question 2", 100, [answer]),
            ("question 3", 100, [answer]),
            # A prompt reported over the compression threshold (80%): the next call is compacted
            # first, the scripted model writing the summary.
            ("question 4", 100, [
                {"tool_calls": [call("call_full", "read_file", {"file_path": str(data)})], "finish": "tool_calls", "prompt_tokens": 190_000},
                {"text_chunks": ["## Summary\nThe user had notes read and asked three questions."], "finish": "stop"},
                answer,
            ]),
        ]),
        ("turns streamed with astream()", {"workdir": "stream", "stream": True}, [
            ("read data.txt", 100, [
                {"text_chunks": ["Reading it."], "tool_calls": [call("call_stream_read", "read_file", {"file_path": str(data)})], "finish": "tool_calls"},
                {"text_chunks": ["Two ", "lines."], "finish": "stop"},
            ]),
            ("say nothing", 100, [{"text_chunks": [], "finish": "stop"}]),
            ("say a lot", 100, [{"text_chunks": ["This answer is cut"], "finish": "length"}]),
            ("fail", 100, [{"status": 400, "message": "max_tokens is too large", "error_type": "invalid_request_error"}]),
            # A stream that ends without a finish reason (a gateway closing it early).
            ("say it all", 100, [{"text_chunks": ["All of it"], "finish": None}]),
        ]),
        ("a streamed turn the host cancels", {"workdir": "cancel", "stream": True, "cancel": "run_shell_command"}, [
            ("run a slow command", 100, [
                {"tool_calls": [call("call_cancelled", "run_shell_command", {"command": "sleep 1"})], "finish": "tool_calls"},
                answer,
            ]),
        ]),
        ("a model that refuses image input", {"workdir": "images", "images": True}, [
            ("what is this?", 100, [{"text_chunks": ["A dot."], "finish": "stop"}]),
            # OpenAI's Chat Completions refusal of an image part (a 400 naming `image_url`).
            ("and this?", 100, [
                {"status": 400, "message": "Invalid content type. image_url is only supported by certain models.", "error_type": "invalid_request_error"},
                answer,
            ]),
        ]),
    ]


async def run_scenario(name, options, turns, work):
    script = Script([reply for _, _, replies in turns for reply in replies] + options.get("after_replies", []))
    server = serve(script)
    if "workdir" in options:
        work = work / options["workdir"]
        work.mkdir()
    if "skill" in options:
        folder = work / ".agentao" / "skills" / options["skill"]
        folder.mkdir(parents=True)
        folder.joinpath("SKILL.md").write_text(f"---\nname: {options['skill']}\ndescription: Keeps notes tidy.\n---\n# Tidy notes\nSort the notes by date.\n")
    agent = None

    token = None

    def on_tool_start(data):
        if "deactivate" in options and data.get("tool") == options["deactivate"][0]:
            agent.skill_manager.deactivate_skill(options["deactivate"][1])
        if data.get("tool") == options.get("cancel") and token is not None:
            token.cancel("host-cancel")

    capture = Capture(confirm=options.get("confirm", True), on_tool_start=on_tool_start if {"deactivate", "cancel"} & set(options) else None)
    replay = options.get("replay")
    agent = Agentao(
        api_key="sk-conformance",
        base_url=f"http://127.0.0.1:{server.server_port}/v1",
        model="gpt-4o",
        working_directory=work,
        transport=capture,
        permission_mode=options.get("permission_mode", "full-access"),
        enable_builtin_agents=options.get("enable_builtin_agents", False),
        replay_config=ReplayConfig.from_mapping({"capture_flags": replay}) if replay else None,
        bg_store=BackgroundTaskStore() if options.get("background") else None,
    )
    rules = [ParsedHookRule(event="Stop", hook_type="command", command="true")]
    agent._plugin_hook_rules = rules
    agent.tool_runner._plugin_hook_rules = rules
    host = []
    stream = []  # (the `astream()` call, 1-based, the item)
    calls = 0

    async def consume():
        async for event in agent.events():
            host.append(event.model_dump(mode="json"))

    consumer = asyncio.create_task(consume())
    await asyncio.sleep(0.05)
    try:
        for message, max_iterations, _ in turns:
            try:
                images = {"images": [PNG]} if options.get("images") else {}
                if options.get("stream"):
                    token = CancellationToken() if "cancel" in options else None
                    calls += 1
                    async for item in agent.astream(message, max_iterations=max_iterations, cancellation_token=token, **images):
                        stream.append((calls, streamed(item)))
                else:
                    await agent.arun(message, max_iterations=max_iterations, **images)
            except Exception as error:  # an errored turn still ends with turn_end
                print(f"  {name}: turn raised {type(error).__name__}: {error}", file=sys.stderr)
            if options.get("background"):
                await settle_background(agent.bg_store)
        for method, *arguments in options.get("after", []):
            getattr(agent, method)(*arguments)
        for subcommand, argument, typed in options.get("memory_commands", []):
            memory_command(agent, subcommand, argument, typed)
        await asyncio.sleep(0.2)
    finally:
        consumer.cancel()
        try:
            await consumer
        except (asyncio.CancelledError, Exception):
            pass
        agent.close()
        server.shutdown()
    return capture.events, host, stream


def memory_command(agent, subcommand, argument, typed):
    """The CLI's `/memory <subcommand> <argument>`: agentao's own handler (`show_memories`, what
    the CLI's input loop calls), given a stand-in for the CLI object holding the agent (the only
    attribute the handler reads), with `typed` as the user's keyboard input."""
    from agentao.cli.commands_ext.memory import show_memories

    stdin, stdout = sys.stdin, sys.stdout
    sys.stdin, sys.stdout = io.StringIO(typed), sys.stderr
    try:
        show_memories(SimpleNamespace(agent=agent), subcommand, argument)
    finally:
        sys.stdin, sys.stdout = stdin, stdout


async def settle_background(store, timeout=30):
    """Waits until every task of the background store has settled, then for its notice."""
    deadline = time.monotonic() + timeout
    while any(record.get("status") in ("pending", "running") for record in store.list()):
        if time.monotonic() > deadline:
            raise TimeoutError("a background task did not settle")
        await asyncio.sleep(0.1)
    await asyncio.sleep(0.3)  # `update()` settles the record before it queues the notice


def streamed(item):
    """An `astream()` item's JSON form: its fields (`dataclasses.asdict`; agentao has no
    serialiser for these frozen dataclasses). Rebuilding the item from that form with its own
    class must give it back, or the form is not the item."""
    form = json.loads(json.dumps(dataclasses.asdict(item)))
    if type(item)(**form) != item:
        raise AssertionError(f"{type(item).__name__} does not round-trip: {form}")
    return form


def produce(out):
    records = []
    host_version_id = host_version()
    transport_version_id = transport_version()
    upstream = f"agentao {agentao.__version__}"
    with tempfile.TemporaryDirectory(prefix="eventspec-conformance-agentao-") as scratch:
        work = Path(scratch)
        for name, options, turns in scenarios(work):
            transport, host, stream = asyncio.run(run_scenario(name, options, turns, work))
            source = f"{upstream}, scenario `{name}`"
            # The whole runs `run.py` checks with `--stream`: the transport and host events of a
            # scenario are one session (every turn of one agent); each `astream()` call is a run of
            # its own, as its items are one turn's (`astream()` ends each with its `TurnOutcome`).
            run = f"scenario `{name}`"
            records += [{"family": "agentao.transport", "version": transport_version_id, "source": source, "run": run, "event": e} for e in transport]
            records += [{"family": "agentao.host", "version": host_version_id, "source": source, "run": run, "event": e} for e in host]
            records += [{"family": "agentao.stream", "version": "v1", "source": f"{source}, astream() call {n}", "run": f"{run}, astream() call {n}", "event": e} for n, e in stream]
    for record in records:
        record["upstream"] = upstream
        # agentao declares no validator for the `astream()` items (frozen dataclasses): no oracle.
        record["oracle"] = None if record["family"] == "agentao.stream" else verdict(record["family"], record["event"])
    Path(out).write_text(json.dumps(records))


ADAPTERS = {}


def verdict(family, event):
    adapter = ADAPTERS.get(family)
    if adapter is None:
        adapter = ADAPTERS[family] = TypeAdapter(HostEvent if family == "agentao.host" else AgentEvent)
    try:
        adapter.validate_json(json.dumps(event), strict=True)
    except ValidationError as error:
        first = error.errors()[0]
        return {"valid": False, "error": f"{'/'.join(map(str, first['loc']))}: {first['msg']}"}
    return {"valid": True, "error": None}


def judge(source, out):
    items = json.loads(Path(source).read_text())
    Path(out).write_text(json.dumps([verdict(item["family"], item["event"]) for item in items]))


if __name__ == "__main__":
    if sys.argv[1] == "produce":
        produce(sys.argv[2])
    else:
        judge(sys.argv[2], sys.argv[3])
