"""agentao's side of the conformance run: its own runtime produces the events, its own types judge.

    python upstream_agentao.py produce OUT.json     # run real turns, write the events
    python upstream_agentao.py judge IN.json OUT.json

Run by `run.py` inside the conformance venv, with one pinned agentao release on `PYTHONPATH`.

produce: builds an unmodified `agentao.Agentao` per scenario, pointed at a scripted local
OpenAI-compatible endpoint (`fake_llm.py`), and runs whole turns with `chat()`/`arun()`. Only the
model's replies are scripted; tools, permission engine, tool-result formatter, chat-loop stop
sites, Stop hook dispatch (a `command` hook running `true`, wired as agentao's CLI wires plugin
hooks: `cli/subcommands.py` sets `agent._plugin_hook_rules`), retries and turn bookkeeping are
agentao's. Two streams are captured:

- `agentao.transport`: every `AgentEvent` the runtime hands to its transport, serialised with
  upstream's `AgentEvent.to_dict()` and `json.dumps` (what a transport forwards);
- `agentao.host`: every `HostEvent` from `agent.events()`, serialised with
  `model_dump(mode="json")`; the family version is the release's own current snapshot
  (`agentao.host.schema.HOST_EVENTS_SNAPSHOT`, `host.events.v1.json` where the release has none).

judge: upstream's own validators, on the JSON text, in pydantic's strict mode:
`TypeAdapter(agentao.host.HostEvent).validate_json(text, strict=True)` for host events and
`TypeAdapter(agentao.transport.AgentEvent).validate_json(text, strict=True)` for transport events
(upstream declares the envelope only: `type: EventType`, `data: Dict[str, Any]`,
`schema_version: int`; the payload keys are documented in a docstring, not typed).
"""

import asyncio
import json
import sys
import tempfile
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

sys.path.insert(0, str(Path(__file__).resolve().parent))

import agentao  # noqa: E402
from agentao import Agentao  # noqa: E402
from agentao.host import HostEvent  # noqa: E402
from agentao.plugins.models import ParsedHookRule  # noqa: E402
from agentao.transport import AgentEvent  # noqa: E402
from fake_llm import Script, serve  # noqa: E402


def host_version():
    try:
        from agentao.host.schema import HOST_EVENTS_SNAPSHOT
    except ImportError:
        return "v1"
    return HOST_EVENTS_SNAPSHOT.split(".")[-2]


class Capture:
    """A transport (agentao's `CoreTransport` protocol) that keeps every event's wire form."""

    def __init__(self, confirm=True):
        self.events = []
        self.confirm = confirm

    def emit(self, event):
        self.events.append(json.loads(json.dumps(event.to_dict())))

    def confirm_tool(self, tool_name, description, args):
        return self.confirm

    def ask_user(self, question, **kwargs):
        return "yes"

    def on_max_iterations(self, count, messages):
        return {"action": "stop"}


def call(call_id, name, args):
    return {"id": call_id, "name": name, "args": args}


def scenarios(work):
    """(name, agent options, turns): each turn is (user message, max_iterations, replies); the
    option `after` lists host calls (`Agentao` methods) made after the turns."""
    data = work / "data.txt"
    data.write_text("alpha\nbeta\n")
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
    ]


async def run_scenario(name, options, turns, work):
    script = Script([reply for _, _, replies in turns for reply in replies])
    server = serve(script)
    capture = Capture(confirm=options.get("confirm", True))
    agent = Agentao(
        api_key="sk-conformance",
        base_url=f"http://127.0.0.1:{server.server_port}/v1",
        model="gpt-4o",
        working_directory=work,
        transport=capture,
        permission_mode=options.get("permission_mode", "full-access"),
        enable_builtin_agents=options.get("enable_builtin_agents", False),
    )
    rules = [ParsedHookRule(event="Stop", hook_type="command", command="true")]
    agent._plugin_hook_rules = rules
    agent.tool_runner._plugin_hook_rules = rules
    host = []

    async def consume():
        async for event in agent.events():
            host.append(event.model_dump(mode="json"))

    consumer = asyncio.create_task(consume())
    await asyncio.sleep(0.05)
    try:
        for message, max_iterations, _ in turns:
            try:
                await agent.arun(message, max_iterations=max_iterations)
            except Exception as error:  # an errored turn still ends with turn_end
                print(f"  {name}: turn raised {type(error).__name__}: {error}", file=sys.stderr)
        for method, argument in options.get("after", []):
            getattr(agent, method)(argument)
        await asyncio.sleep(0.2)
    finally:
        consumer.cancel()
        try:
            await consumer
        except (asyncio.CancelledError, Exception):
            pass
        agent.close()
        server.shutdown()
    return capture.events, host


def produce(out):
    records = []
    version = host_version()
    upstream = f"agentao {agentao.__version__}"
    with tempfile.TemporaryDirectory(prefix="eventspec-conformance-agentao-") as scratch:
        work = Path(scratch)
        for name, options, turns in scenarios(work):
            transport, host = asyncio.run(run_scenario(name, options, turns, work))
            source = f"{upstream}, scenario `{name}`"
            records += [{"family": "agentao.transport", "version": "v1", "source": source, "event": e} for e in transport]
            records += [{"family": "agentao.host", "version": version, "source": source, "event": e} for e in host]
    for record in records:
        record["upstream"] = upstream
        record["oracle"] = verdict(record["family"], record["event"])
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
