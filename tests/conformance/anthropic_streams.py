"""The Anthropic Messages stream's side of protocols.py, what needs no SDK to run: the frames of
raw SSE, the stream mutants of a clean recorded stream, and what the `anthropic` SDK's errors and
leniencies as a reader say about eventspec's stream rules (RAISES, STREAM_ADJUDICATIONS, each
listed in docs/conformance.md)."""

import json
import re

# The event types `anthropic.messages@v2.16` and `anthropic.beta.messages@v2.16` declare; any other
# is an unknown type of their open unions.
ANTHROPIC_TYPES = {"message_start", "message_delta", "message_stop", "content_block_start", "content_block_delta", "content_block_stop", "ping", "error"}


def sse_frames(text):
    """The frames of raw SSE text that carry data, as (`event:` name or None, data): comments, ids
    and retries dropped, a frame's `data:` lines joined by newlines."""
    frames = []
    for block in re.split(r"\r\n\r\n|\n\n|\r\r", text):
        name, data = None, []
        for line in block.splitlines():
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "event":
                name = value
            elif field == "data":
                data.append(value)
        if data:
            frames.append((name, "\n".join(data)))
    return frames


# The stream mutants of a clean recorded stream, each a function from its frames, as (`event:`
# name, event), to the edited frames, or None when the stream has nothing it edits.


def first_block(frames, kinds=None):
    """The `index` of the first block to start (of a kind in `kinds`, when given), or None."""
    for _, event in frames:
        if event.get("type") == "content_block_start" and (kinds is None or event["content_block"].get("type") in kinds):
            return event["index"]
    return None


def positions(frames, kind, index):
    """The positions of the frames whose event is of type `kind` for block `index`."""
    return [at for at, (_, event) in enumerate(frames) if event.get("type") == kind and event.get("index") == index]


def without_message_start(frames):
    kept = [frame for frame in frames if frame[1].get("type") != "message_start"]
    return kept if len(kept) < len(frames) else None


def block_indexes_swapped(frames):
    """The first two blocks' `index` exchanged in all their events, where they are."""
    starts = [event["index"] for _, event in frames if event.get("type") == "content_block_start"]
    if len(starts) < 2:
        return None
    swap = {starts[0]: starts[1], starts[1]: starts[0]}
    return [
        (name, {**event, "index": swap[event["index"]]} if event.get("type", "").startswith("content_block_") and event.get("index") in swap else event)
        for name, event in frames
    ]


def delta_after_stop(frames):
    """The last delta of the first block that has one, moved to just after that block's stop."""
    for _, event in frames:
        if event.get("type") == "content_block_delta":
            last, stop = positions(frames, "content_block_delta", event["index"])[-1], positions(frames, "content_block_stop", event["index"])[0]
            return frames[:last] + frames[last + 1 : stop + 1] + [frames[last]] + frames[stop + 1 :]
    return None


TOOL_BLOCKS = ("tool_use", "server_tool_use", "mcp_tool_use")


def tool_input_cut(frames):
    """The tool input JSON of the first tool block one character short: its last non-empty
    `partial_json` loses its last character (the closing brace)."""
    index = first_block(frames, TOOL_BLOCKS)
    deltas = [] if index is None else [at for at in positions(frames, "content_block_delta", index) if frames[at][1]["delta"].get("partial_json")]
    if not deltas:
        return None
    name, event = frames[deltas[-1]]
    edited = (name, {**event, "delta": {**event["delta"], "partial_json": event["delta"]["partial_json"][:-1]}})
    return frames[: deltas[-1]] + [edited] + frames[deltas[-1] + 1 :]


def text_delta_in_tool_block(frames):
    """A `text_delta` right after the start of the first tool block."""
    index = first_block(frames, TOOL_BLOCKS)
    if index is None:
        return None
    start = positions(frames, "content_block_start", index)[0]
    delta = ("content_block_delta", {"type": "content_block_delta", "index": index, "delta": {"type": "text_delta", "text": "x"}})
    return frames[: start + 1] + [delta] + frames[start + 1 :]


STREAM_EDITS = [
    ("no-message-start", without_message_start),
    ("block-indexes-swapped", block_indexes_swapped),
    ("delta-after-stop", delta_after_stop),
    ("tool-input-cut", tool_input_cut),
    ("text-delta-in-tool-block", text_delta_in_tool_block),
]


def sse_text(frames):
    """Frames as raw SSE text, each under its `event:` name."""
    return "".join((f"event: {name}\n" if name is not None else "") + f"data: {json.dumps(event, separators=(',', ':'))}\n\n" for name, event in frames)



# What the SDK's errors in a stream say, by the start of `ExceptionType: message`
# (anthropic_oracle.py): the stream rules one of which a stream it raises on must break.
RAISES = [
    # `accumulate_event` parsing a tool block's joined `partial_json` (jiter, partial mode).
    ("ValueError: Unable to parse tool parameter JSON", {"tool-input-is-json"}),
    # `accumulate_event` and `build_events` read `content[event.index]`, the blocks in the order
    # they started: an index past them is a block that never started, or one out of order.
    ("IndexError: list index out of range", {"blocks-in-order", "deltas-within-their-block"}),
    # `get_final_message()` without a message: 2.16.0's `MessageStream` passes every event before
    # a `message_start` through unaccumulated, so a stream without one never has a message.
    ("AssertionError: get_final_message() found no message", {"message-starts"}),
    # 0.79.0's `MessageStream` gives every event to its accumulator, which refuses any before the
    # message starts (`accumulate_event`: `Unexpected event order, got ... before "message_start"`).
    ("RuntimeError: Unexpected event order, got", {"message-starts"}),
]

# The stream rule violations eventspec finds in a stream the SDK completes that are the SDK's own
# choice as a reader, not the contract's: (id, the rules, whether a violation is this one, why).
# `violation` is eventspec's finding, `events` the stream's events in order (its `event_index`).
STREAM_ADJUDICATIONS = [
    (
        "anthropic-passed-before-message-start",
        {"message-starts", "deltas-within-their-block"},
        lambda violation, events: violation.get("event_index", len(events)) < first_of(events, "message_start"),
        "an event before `message_start`: `MessageStream.__stream__` yields every event that comes "
        "before a message starts without accumulating it (`if self.__final_message_snapshot is "
        "None and sse_event.type != \"message_start\"`), and its test of "
        "`unknown_events_response.txt` expects the `future_event` and `content_block_stop` it puts "
        "there; the streaming documentation's flow begins with `message_start`",
    ),
    (
        "anthropic-unknown-after-stop",
        {"message-stop-ends"},
        lambda violation, events: "event_index" in violation and events[violation["event_index"]].get("type") not in ANTHROPIC_TYPES,
        "an event of an unknown type after `message_stop`: the SDK passes unknown types through "
        "its stream helper wherever they come (`accumulate_event` has no branch for them and returns "
        "the message as it was; `unknown_events_response.txt` ends with a `future_event` its test "
        "expects); the documentation's flow ends with `message_stop`, pings aside",
    ),
    (
        "anthropic-stops-untracked",
        {"deltas-within-their-block"},
        lambda violation, events: after_its_stop(events, violation.get("event_index")),
        "a delta after its block's `content_block_stop`: `accumulate_event` keeps no record of "
        "which blocks stopped (a stop only reads the block, to parse structured output) and applies "
        "a delta to `content[event.index]` whenever it comes; the documentation puts a block's "
        "deltas between its start and stop",
    ),
    (
        "anthropic-block-left-open",
        {"deltas-within-their-block"},
        lambda violation, events: "event_index" in violation and events[violation["event_index"]].get("type") in ("message_delta", "message_stop"),
        "a block never stopped when the message ends: `accumulate_event` keeps no record of which "
        "blocks stopped, and the beta stream helper's test `test_incomplete_response` reads "
        "`incomplete_partial_json_response.txt` (a tool block cut at `max_tokens`, with no "
        "`content_block_stop`) as a whole message; the streaming documentation gives every block "
        "a `content_block_stop` before the `message_delta`",
    ),
    (
        "anthropic-partial-tool-input",
        {"tool-input-is-json"},
        lambda violation, events: True,
        "tool input that is not yet JSON at its block's `content_block_stop` but is the start of "
        "a JSON document: `accumulate_event` parses the joined `partial_json` with jiter's "
        "`from_json(json_buf, partial_mode=True)`, which reads an unfinished document as the "
        "values it has so far, and never checks that it is whole; it raises only on text that "
        "cannot begin a JSON document",
    ),
    (
        "anthropic-ignored-deltas",
        {"delta-fits-block"},
        lambda violation, events: True,
        "a delta of a kind its block does not take (a `text_delta` in a `tool_use` block): "
        "`accumulate_event` and `build_events` apply each delta kind only to the block types it "
        "fits (`if content.type == \"text\"`, `isinstance(content, TRACKS_TOOL_INPUT)`, ...) and "
        "skip it otherwise, without an error",
    ),
]


def first_of(events, kind):
    """The position of the first event of type `kind`, or the number of events."""
    return next((at for at, event in enumerate(events) if event.get("type") == kind), len(events))


def after_its_stop(events, at):
    """Whether the event at `at` (None: the stream's end) is a delta whose block's
    `content_block_stop` came before it."""
    delta = {} if at is None else events[at]
    return delta.get("type") == "content_block_delta" and any(
        event.get("type") == "content_block_stop" and event.get("index") == delta.get("index") for event in events[:at]
    )


def stream_adjudicated(violation, events):
    """The id of the stream adjudication a violation is, or None."""
    for id, rules, matches, _ in STREAM_ADJUDICATIONS:
        if violation.get("sequence_rule") in rules and matches(violation, events):
            return id
    return None
