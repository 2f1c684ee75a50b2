"""The Python validators of the benchmark. Each reads a JSONL file line by line, validates every
event, and prints `<valid> <invalid> <events>`.

    python python_peers.py PEER SCHEMA FILE [--limit N]
"""

import json
import sys


def lines(path, limit):
    with open(path, "rb") as handle:
        for count, line in enumerate(handle):
            if limit is not None and count >= limit:
                return
            if line.strip():
                yield line


def jsonschema_rs(schema, path, limit):
    import jsonschema_rs
    import orjson

    validator = jsonschema_rs.validator_for(schema)
    return (validator.is_valid(orjson.loads(line)) for line in lines(path, limit))


def python_jsonschema(schema, path, limit):
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema)
    return (validator.is_valid(json.loads(line)) for line in lines(path, limit))


def fastjsonschema(schema, path, limit):
    import fastjsonschema as fjs
    import orjson

    # fastjsonschema knows drafts 4, 6 and 7; the snapshot's keywords are all in draft 7.
    schema = dict(schema, **{"$schema": "http://json-schema.org/draft-07/schema#"})
    validate = fjs.compile(schema)

    def check(line):
        try:
            validate(orjson.loads(line))
            return True
        except fjs.JsonSchemaException:
            return False

    return (check(line) for line in lines(path, limit))


def pydantic(schema, path, limit):
    from pydantic import TypeAdapter, ValidationError

    from host_models import HostEvent

    adapter = TypeAdapter(HostEvent)

    def check(line):
        try:
            adapter.validate_json(line)
            return True
        except ValidationError:
            return False

    return (check(line) for line in lines(path, limit))


def msgspec(schema, path, limit):
    import msgspec as ms

    from host_models import MHostEvent

    decoder = ms.json.Decoder(MHostEvent)

    def check(line):
        try:
            decoder.decode(line)
            return True
        except ms.ValidationError:
            return False

    return (check(line) for line in lines(path, limit))


def generated(schema, path, limit):
    import orjson

    from eventspec_events.agentao_host import validate_host_event

    return (not validate_host_event(orjson.loads(line)) for line in lines(path, limit))


def binding(schema, path, limit):
    """eventspec's Python binding: every line handed to `validate_many` at once, as a host with
    the lines in memory would; an event is invalid when it has an error finding."""
    import eventspec

    events = list(lines(path, limit))
    findings = eventspec.Validator(schema=schema).validate_many(events)
    invalid = {f["event_index"] for f in findings if f["severity"] == "error"}
    return (index not in invalid for index in range(len(events)))


PEERS = {
    "eventspec-binding": binding,
    "eventspec-generated": generated,
    "jsonschema-rs": jsonschema_rs,
    "python-jsonschema": python_jsonschema,
    "fastjsonschema": fastjsonschema,
    "pydantic": pydantic,
    "msgspec": msgspec,
}


def main():
    peer, schema_path, path = sys.argv[1:4]
    limit = int(sys.argv[5]) if len(sys.argv) > 5 and sys.argv[4] == "--limit" else None
    with open(schema_path) as handle:
        schema = json.load(handle)
    valid = invalid = 0
    for ok in PEERS[peer](schema, path, limit):
        if ok:
            valid += 1
        else:
            invalid += 1
    print(valid, invalid, valid + invalid)


if __name__ == "__main__":
    main()
