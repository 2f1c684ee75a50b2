"""The protocols' own Python SDKs as the oracle, run by tests/conformance/protocols.py in the
conformance venv with the pinned release on PYTHONPATH:

    python sdk_oracle.py ag-ui FILE.jsonl   one line per event: 1 when `ag-ui-protocol`'s
                                            `TypeAdapter(ag_ui.core.Event)` validates it, else 0
    python sdk_oracle.py acp FILE.jsonl     one line per update: 1 when `agent-client-protocol`'s
                                            `SessionNotification` validates a notification
                                            carrying it (`{"sessionId": "s", "update": ...}`), else 0

Both validate as a client does: pydantic's default (lax) mode, the models' own configuration.
"""

import json
import sys

from pydantic import TypeAdapter, ValidationError


def adapter(protocol):
    if protocol == "ag-ui":
        from ag_ui.core import Event

        return TypeAdapter(Event), lambda event: event
    from acp.schema import SessionNotification

    return TypeAdapter(SessionNotification), lambda update: {"sessionId": "s", "update": update}


def main():
    protocol, path = sys.argv[1], sys.argv[2]
    check, wrap = adapter(protocol)
    out = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                try:
                    check.validate_python(wrap(json.loads(line)))
                    out.append("1")
                except ValidationError:
                    out.append("0")
    print("\n".join(out))


if __name__ == "__main__":
    main()
