"""The bounds of a generated Python stream checker, as one JSON line: the CPU time to
reassemble N and 4N deltas (linear: about 4 times as long, quadratic 16), and the groups held
while sessions open and end (bounded by the sessions open at a time).

    python stream_bounds.py MODULE STREAM
"""

import importlib
import json
import sys
import time

from eventspec_events import StreamChecker

RULE = {"id": "joined", "kind": "reassembly", "delta": {"event_type": "delta"}, "text": "/text",
        "complete": {"event_type": "done"}, "value": "/value", "json": False}


def reassembly_seconds(deltas):
    """The least CPU time, of five, to push `deltas` deltas of 200 characters and their end: CPU
    time and the best of five, so that other processes on the machine do not count."""
    piece = "x" * 199 + "\n"
    events = [{"type": "delta", "text": piece}] * deltas
    done = {"type": "done", "value": piece * deltas}
    best = float("inf")
    for _ in range(5):
        checker = StreamChecker([RULE], lambda event: event["type"])
        start = time.process_time()
        for event in events:
            checker.push(event)
        found = checker.push(done) + checker.finish()
        best = min(best, time.process_time() - start)
        assert found == [], found
    return best


def groups(module, stream, sessions=2000, at_once=7):
    """The most groups held while `sessions` copies of `stream` run, `at_once` interleaved and
    the others one after another; the groups held at the end; the findings."""
    name = next(n for n in dir(module) if n.startswith("check_") and n.endswith("_stream"))
    checker = getattr(module, name)("session")
    with open(stream, encoding="utf-8") as lines:
        events = [json.loads(line) for line in lines if line.strip()]
    order = [(n, e) for e in events for n in range(at_once)]
    order += [(n, e) for n in range(at_once, sessions) for e in events]
    most, found = 0, []
    for n, event in order:
        found += checker.push({**event, "session": f"s{n}"})
        most = max(most, checker.groups_held)
    held = checker.groups_held
    found += checker.finish()
    return most, held, len(found)


def main():
    module = importlib.import_module(sys.argv[1])
    most, held, found = groups(module, sys.argv[2])
    print(json.dumps({"reassembly": [reassembly_seconds(20_000), reassembly_seconds(80_000)],
                      "most_held": most, "held_at_end": held, "findings": found}))


if __name__ == "__main__":
    main()
