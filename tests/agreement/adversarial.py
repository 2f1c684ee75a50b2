#!/usr/bin/env python3
"""Property: on adversarial payloads, the Rust validator (`eventspec validate`) and the generated
TypeScript and Python validators give one verdict and the same first error path, and the
generated ones never throw; the Rust validator's fast path gives the findings of its general
path (`--general-path`), byte for byte.

    PYTHON adversarial.py [--examples N] [--random] [--node-modules DIR]

PYTHON must have hypothesis (the typings gate installs it into target/typings-venv). Hypothesis
draws batches of payloads: valid fixtures of a few family versions with values replaced, at any
depth, by deep nesting (around the 127 levels `eventspec validate` reads), integers and floats
at the edges of a 64-bit float and beyond, `NaN` and `Infinity` (written as Python's `json`
writes them: not JSON, so the Rust validator rejects the line, and the generated validators must
reject the values), timestamps and hashes in other scripts' digits or with a trailing newline,
control characters, and keys and tags named like prototype members (`__proto__`,
`constructor`, `__class__`). Each batch is one JSONL file run through the three validators, as
`run.py` does; a disagreement is shrunk by hypothesis to a small batch and reported.
Lone surrogates (`"\\ud800"`, in strings and in keys) are in: serde_json refuses them, and the
generated validators reject what `json.loads` and `JSON.parse` make of them.

A second property checks the patterns themselves: a schema of one string field per pattern
(`\\d`, `\\w`, `\\s`, `.`, `$`, classes, named groups, escapes), generated with `eventspec
generate --schema`, gets strings of digits from other scripts, Unicode spaces, line
terminators, astral characters and combining marks; the TypeScript validator (native `u`-flag
RegExp), the Python one (the generator's translation for `re`) and the Rust one must agree.

A third property checks what one verdict needs beyond payload shapes, on a schema generated
with `--allow-backtracking-patterns`: lookaround patterns against digits of other scripts,
non-ASCII letters and line terminators (U+2028); `multipleOf` with decimals (`0.01`, `0.7`)
against values like `0.07` and `1e300`; integers around and beyond 2^53 and 2^64 against
`maximum`, `minimum` and `const` (read by the TypeScript harness as bigint from their digits,
as the package's README says to); object and array `const` and `enum`; lone surrogates.

On every generated schema (the patterns, the one-verdict schema and two of their own, numbers and
keys), the pydantic flavour (`validate_json` of the raw line, strict) and the zod flavour
(`safeParse` of what `JSON.parse` reads, for payloads it reads exactly: no integer beyond 2^53,
no lone surrogate) must give the Rust validator's verdict too. The numbers schema has limits
beyond 2^53 and 2^64, decimal `multipleOf`, `NaN`, `Infinity` and `1e400`; the keys schema
fields named `__proto__`, `toString`, `constructor`, `valueOf` and `hasOwnProperty`, required and
optional. `--schemas-only` skips the family versions.
"""

import argparse
import contextlib
import json
import os
import sys
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
import names  # noqa: E402
from run import lines, run  # noqa: E402

FAMILIES = ["agentao.host@v3", "agentao.transport@v1", "niceeval@v2", "agentabi@v2"]

PROTO_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "__class__", "__dict__", "get", "keys"]
DIGITS = ["0123456789", "०१२३४५६७८९", "٠١٢٣٤٥٦٧٨٩", "０１２３４５６７８９", "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗"]
CONTROLS = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029", "\ufeff", "\u202e"]
# Python's json writes these as the bare tokens NaN, Infinity and -Infinity.
NON_FINITE = [float("nan"), float("inf"), float("-inf")]
NUMBERS = [
    0, -0.0, 1, -1, 2**53, 2**53 + 1, 2**63, 2**64 + 1, -(2**63) - 1, 10**20, 1e308, 1.7976931348623157e308,
    5e-324, 10**307, 10**308, 10**309, -(10**309), 10**400, 2**1024, 2**1024 - 2**970, 2**1024 - 2**971,
    1.5, 1e16, 123456789012345678901234567890,
]


def seeds(family_version):
    family, version = family_version.split("@")
    folder = ROOT / "tests" / "fixtures" / family / version / "valid"
    return [json.loads(path.read_text()) for path in sorted(folder.glob("*.json"))]


def nest(depth, leaf, kind):
    value = leaf
    for _ in range(depth):
        value = [value] if kind == "array" else {"k": value}
    return value


def timestamp(digits, suffix):
    d = lambda text: "".join(digits[int(c)] for c in text)  # noqa: E731
    return f"{d('2024')}-{d('01')}-{d('02')}T{d('03')}:{d('04')}:{d('05')}.{d('678')}Z{suffix}"


texts = st.one_of(
    st.builds(timestamp, st.sampled_from(DIGITS), st.sampled_from(["", "\n", " ", "\r\n", "Z"])),
    st.builds(lambda d, tail: "sha256:" + "".join(d[int(c)] for c in "0123") + "abcdef" + tail, st.sampled_from(DIGITS), st.sampled_from(["", "\n", "G", "é"])),
    st.sampled_from(PROTO_NAMES),
    st.text(alphabet=st.sampled_from(CONTROLS + ["a", "é", "Ω", "😀", "\u0301"]), max_size=6),
    st.text(st.characters(exclude_categories=["Cs"]), max_size=8),
    st.builds(lambda a, s, b: a + s + b, st.sampled_from(["", "a", "😀"]), st.sampled_from(["\ud800", "\udbff", "\udc00", "\udfff"]), st.sampled_from(["", "b", "\udc00"])),
)
numbers = st.one_of(
    st.sampled_from(NUMBERS),
    st.sampled_from(NUMBERS).map(lambda n: -n),
    st.sampled_from(NON_FINITE),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=True, allow_infinity=True),
)
scalars = st.one_of(st.none(), st.booleans(), numbers, texts)
deep = st.builds(
    nest,
    st.one_of(st.sampled_from([125, 126, 127, 128, 129, 200]), st.integers(min_value=0, max_value=600)),
    scalars,
    st.sampled_from(["array", "object"]),
)
values = st.one_of(scalars, deep, st.lists(scalars, max_size=3), st.dictionaries(st.sampled_from(PROTO_NAMES + ["x"]), scalars, max_size=3))


def containers(value, path=()):
    """Every (path, container) in `value`."""
    out = [(path, value)] if isinstance(value, (dict, list)) else []
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else []
    for key, child in items:
        out.extend(containers(child, path + (key,)))
    return out


@st.composite
def payload(draw, family_version):
    event = json.loads(json.dumps(draw(st.sampled_from(seeds(family_version)))))
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        targets = containers(event)
        _, container = draw(st.sampled_from(targets))
        value = draw(values)
        if isinstance(container, list):
            if not container:
                container.append(value)
            else:
                container[draw(st.integers(min_value=0, max_value=len(container) - 1))] = value
        else:
            keys = list(container) + PROTO_NAMES + ["\ud800", "k\udfff"]
            container[draw(st.sampled_from(keys))] = value
    return event


PATTERNS = [
    r"^\d+$", r"^\D$", r"^\w+$", r"^\W$", r"^\s*$", r"^\S+$", r"^[\d\s]+$", r"^.$", r"^.+$", r"^[^a]$",
    r"x$", r"^x", r"^[a-z]{2,4}$", r"^(?<year>[0-9]{4})-[0-9]{2}$", r"^\u{1F600}$", r"^[^\n]*$", r"^\x41\cJ?$",
    r"^[\u00e9-\u00ff]+$", r"é", r"^\t?\v?\f?$", r"^(?:ab|cd)*$", r"^[\w-]+$", r"^[^\s\d]+$", r"[.]",
    r"^sha256:[0-9a-f]+$", r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$",
]
PATTERN_ALPHABET = [
    "0", "7", "०", "٣", "７", "𝟗", "a", "b", "x", "A", "_", "-", ".", ":", "T", "Z", "é", "ÿ", "Ω", "😀", "\u0301",
    " ", "\t", "\u000b", "\u000c", "\u00a0", "\u1680", "\u2003", "\u3000", "\ufeff", "\u180e", "\u0085", "\u200b",
    "\n", "\r", "\u2028", "\u2029", "\u0000", "\u001f",
]
pattern_strings = st.one_of(
    st.text(alphabet=st.sampled_from(PATTERN_ALPHABET), max_size=6),
    texts,
)


def pattern_payload():
    return st.builds(lambda index, text: {f"p{index}": text}, st.integers(min_value=0, max_value=len(PATTERNS) - 1), pattern_strings)


def schema_package(tools, title, properties, *options, required=(), closed=False):
    """The validators and flavours (pydantic, zod) of a one-object schema, generated into a
    scratch folder (removed when the run ends): the schema's path, the compiled TypeScript index,
    the Python source root, the compiled zod index and the pydantic source root."""
    work = Path(tools.scratch.enter_context(tempfile.TemporaryDirectory(prefix=f"eventspec-{title}-")))
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": title, "type": "object", "properties": properties}
    if required:
        schema["required"] = list(required)
    if closed:
        schema["additionalProperties"] = False
    path = work / f"{title}.schema.json"
    path.write_text(json.dumps(schema))
    out = work / "out"
    run([str(tools.eventspec), "generate", *options, "--schema", str(path), "--out", str(out)])
    for lang, flavor in (("python", "pydantic"), ("typescript", "zod")):
        run([str(tools.eventspec), "generate", *options, "--lang", lang, "--flavor", flavor, "--schema", str(path), "--out", str(out)])
    compiled = work / "ts"
    run([str(tools.tsc), "-p", str(out / "typescript"), "--outDir", str(compiled), "--declaration", "false"])
    (out / "typescript-zod" / "node_modules").symlink_to(tools.node_modules.resolve())
    zod = out / "typescript-zod" / "dist"
    run([str(tools.tsc), "-p", str(out / "typescript-zod"), "--outDir", str(zod), "--declaration", "false"])
    return path, compiled / "index.js", out / "python" / "src", zod / "index.js", out / "python-pydantic" / "src"


def pattern_package(tools):
    """The validators of a schema with one field per pattern, generated into a scratch folder."""
    properties = {f"p{index}": {"type": "string", "pattern": pattern} for index, pattern in enumerate(PATTERNS)}
    return schema_package(tools, "patterns", properties)


def jsonl(event):
    """One JSONL line: characters as they are, or escaped where UTF-8 cannot hold them (a lone
    surrogate is written `\\ud800`, as a producer's JSON encoder would)."""
    line = json.dumps(event, ensure_ascii=False)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(event)
    return line


VERDICT_FIELDS = {
    "zip": {"type": "string", "pattern": r"^(?!0)\d{5}$"},
    "word": {"type": "string", "pattern": r"^(?!_)\w+$"},
    "line": {"type": "string", "pattern": r"^(?=.)[^x]*.$"},
    "cents": {"type": "number", "multipleOf": 0.01},
    "sevenths": {"type": "number", "multipleOf": 0.7},
    "thirds": {"type": "integer", "multipleOf": 3},
    "below": {"type": "integer", "maximum": 9007199254740992},
    "above": {"type": "number", "minimum": -9007199254740992},
    "big": {"type": "integer", "maximum": 18446744073709551615},
    "exact": {"const": 9007199254740992},
    "object": {"const": {"beta": True}},
    "array": {"const": [1, "two", None]},
    "choice": {"enum": [[1, 2], {"a": None}, 9007199254740993, "x"]},
}
VERDICT_TEXT = st.text(alphabet=st.sampled_from(PATTERN_ALPHABET + ["1", "2", "3", "4", "5"]), min_size=1, max_size=6)
VERDICT_NUMBERS = st.one_of(
    st.sampled_from([0.07, 0.1, 0.3, 1.1, 2.1, 0.7, 1e300, 1e-7, 1e-300, 5e-324, 1e16, 0.01, 0.035, 12.34, 100.0, 3.0, 1e21]),
    st.sampled_from([2**53 - 1, 2**53, 2**53 + 1, 2**53 + 2, 2**63 - 1, 2**63, 2**64 - 1, 2**64, 2**64 + 1, 3 * 2**60, 9, 10, 0]),
    st.integers(min_value=-(2**66), max_value=2**66),
    st.decimals(places=2, min_value=-1000, max_value=1000, allow_nan=False).map(float),
    st.floats(allow_nan=False, allow_infinity=False),
).flatmap(lambda n: st.sampled_from([n, -n]))
VERDICT_VALUES = st.one_of(
    VERDICT_TEXT,
    VERDICT_NUMBERS,
    st.sampled_from([{"beta": True}, {"beta": 1}, {"beta": True, "x": 1}, [1, "two", None], [1, "two"], [1, 2], {"a": None}, {"a": 0}, [1.0, 2]]),
    st.sampled_from([{"\ud800": 1}, ["\udc00"], "x\ud800", {"beta": "\udbff\udc00"}]),
)


def verdict_payload():
    return st.builds(lambda name, value: {name: value}, st.sampled_from(sorted(VERDICT_FIELDS)), VERDICT_VALUES)


def verdict_package(tools):
    """The validators of the one-verdict schema, generated into a scratch folder."""
    return schema_package(tools, "verdicts", VERDICT_FIELDS, "--allow-backtracking-patterns")


# Numbers as the flavours must read them: limits beyond 2^53 (zod wrote them as rounded number
# literals), beyond 2^64 (read as the nearest float, where pydantic compared exactly), `multipleOf`
# exactly (pydantic and zod had a float tolerance), and no NaN, Infinity or 1e400 (pydantic took
# them as floats).
NUMBER_FIELDS = {
    "bigmin": {"type": "integer", "minimum": 9007199254740993},
    "bigxmax": {"type": "number", "exclusiveMaximum": 9007199254740993},
    "hugemax": {"type": "integer", "maximum": 18446744073709551616},
    "hugexmin": {"type": "number", "exclusiveMinimum": 18446744073709551616},
    "negxmax": {"type": "integer", "exclusiveMaximum": -9223372036854775808},
    "cents": {"type": "number", "multipleOf": 0.01},
    "tenths": {"type": "number", "multipleOf": 0.1},
    "sevenths": {"type": "number", "multipleOf": 0.7},
    "odd": {"type": "number", "multipleOf": 2},
    "real": {"type": "number"},
    "whole": {"type": "integer"},
    "anything": {},
}
NUMBER_VALUES = st.one_of(
    VERDICT_NUMBERS,
    st.sampled_from([2**53 - 1, 2**53 + 1, 2**64 + 1, 2**64 + 2**12, -(2**63) - 1, 10**400, -(10**400), 2**1024, 0.3, 1.1, 4.35, 0.07, 1e-5]),
    st.sampled_from(NON_FINITE),
    st.sampled_from(NON_FINITE).map(lambda n: [n]),
)


def number_payload():
    # `undeclared` is a field the open object does not declare: any JSON value, and still no NaN
    # or infinity (zod's `z.looseObject` and pydantic's `extra="allow"` kept them there).
    names = st.sampled_from([*sorted(NUMBER_FIELDS), "undeclared"])
    return st.builds(lambda name, value: {name: value}, names, NUMBER_VALUES)


# Fields named like members of `Object.prototype` (and `__proto__`), required and optional: the
# zod flavour read them with `key in input` and set its shape's prototype with `__proto__:`.
KEY_FIELDS = {"__proto__": {"type": "string"}, "toString": {}, "constructor": {"type": "string"}, "valueOf": {"type": "integer"}, "hasOwnProperty": {}}
KEY_VALUES = st.one_of(st.sampled_from(["x", 1, 1.5, None, [], {}]), st.text(alphabet="ab_", max_size=3))


def key_payload():
    return st.dictionaries(st.sampled_from(sorted(KEY_FIELDS) + ["other"]), KEY_VALUES, max_size=5)


def key_package(tools):
    return schema_package(tools, "keys", KEY_FIELDS, required=("__proto__", "toString"), closed=True)


def js_exact(value):
    """Whether `JSON.parse` reads `value` as it is (the zod flavour takes numbers, not bigints):
    no integer beyond 2^53, no lone surrogate."""
    if isinstance(value, bool) or value is None:
        return True
    if isinstance(value, int):
        return abs(value) <= 2**53
    if isinstance(value, str):
        return not any(0xD800 <= ord(c) <= 0xDFFF for c in value)
    if isinstance(value, list):
        return all(js_exact(item) for item in value)
    if isinstance(value, dict):
        return all(js_exact(key) and js_exact(item) for key, item in value.items())
    return True


def check_batch(family_version, batch, tools, schema=None):
    family, version = family_version.split("@")
    with tempfile.TemporaryDirectory(prefix="eventspec-adversarial-") as work:
        corpus = Path(work) / "corpus.jsonl"
        corpus.write_text("".join(jsonl(event) + "\n" for event in batch), encoding="utf-8")
        rust = {}
        contract = ["--schema", str(schema[0])] if schema else ["--family", family_version]
        command = [str(tools.eventspec), "validate", *contract, "--format", "json", "--jobs", "1", str(corpus)]
        report = json.loads(run(command))
        general = json.loads(run([*command, "--general-path"]))
        assert report["findings"] == general["findings"], f"{family_version}: the fast path's findings differ from the general path's"
        for finding in report["findings"]:
            if finding["severity"] == "error":
                rust.setdefault(finding["event_index"], []).append(finding["instance_path"])
        namespace = names.namespace(family, version)
        index_js, module, env = tools.compiled / "index.js", f"eventspec_events.{names.python_module(family, version)}", tools.env
        if schema:
            index_js, module, env = schema[1], f"eventspec_events.{family}", {**tools.env, "PYTHONPATH": str(schema[2])}
            namespace = family
        ts = lines(run(["node", str(HERE / "node_verdicts.mjs"), "generated", str(index_js), namespace, str(corpus)], env=env))
        py = lines(run([sys.executable, str(HERE / "python_verdicts.py"), "generated", module, str(corpus)], env=env))
        assert len(ts) == len(py) == len(batch), (len(ts), len(py), len(batch))
        zod = pydantic = None
        if schema:
            # The flavours of a schema package: their verdict only (they report errors their own way).
            flavour_env = {**env, "PYTHONPATH": str(schema[4])}
            zod = lines(run(["node", str(HERE / "node_verdicts.mjs"), "zod", str(schema[3]), family, family, str(corpus)], env=env))
            pydantic = lines(run([sys.executable, str(HERE / "python_verdicts.py"), "pydantic", f"eventspec_events_pydantic.{family}", str(corpus)], env=flavour_env))
        for index, event in enumerate(batch):
            paths = sorted(rust.get(index, []))
            verdicts = {"rust": [not paths, paths[0] if paths else None], "typescript": ts[index], "python": py[index]}
            assert len({tuple(v) for v in verdicts.values()}) == 1, f"{family_version} event {index}: {json.dumps(event)[:400]}\n  {verdicts}"
            if schema:
                flavours = {"rust": not paths, "pydantic": pydantic[index][0]}
                if js_exact(event):
                    flavours["zod"] = zod[index][0]
                assert len(set(flavours.values())) == 1, f"{family_version} event {index}: {json.dumps(event)[:400]}\n  {flavours}"


class Tools:
    pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=6, help="batches per family version, of 20 to 60 payloads (a batch costs its process starts, a payload little); each generated schema gets 2 or 3 times as many, of 40 to 120")
    parser.add_argument("--schemas-only", action="store_true", help="only the properties on generated schemas (not the family versions)")
    parser.add_argument("--random", action="store_true", help="a fresh random seed instead of the fixed one")
    parser.add_argument("--node-modules", type=Path, default=ROOT / "tests" / "typings" / "node_modules")
    parser.add_argument("--eventspec", type=Path, default=ROOT / "target" / "debug" / "eventspec")
    args = parser.parse_args()
    with contextlib.ExitStack() as scratch:
        check(args, scratch)


def check(args, scratch):
    """Checks the properties; every scratch folder is entered on `scratch`, which removes them."""
    tools = Tools()
    tools.scratch = scratch
    tools.eventspec = args.eventspec
    tools.tsc = args.node_modules / ".bin" / "tsc"
    tools.node_modules = args.node_modules
    tools.compiled = Path(scratch.enter_context(tempfile.TemporaryDirectory(prefix="eventspec-adversarial-ts-")))
    run([str(tools.tsc), "-p", str(ROOT / "generated" / "typescript"), "--outDir", str(tools.compiled), "--declaration", "false"])
    tools.env = {**os.environ, "PYTHONPATH": str(ROOT / "generated" / "python" / "src"), "NODE_PATH": str(args.node_modules)}
    total = 0
    for family_version in [] if args.schemas_only else FAMILIES:
        batches = []

        @settings(
            max_examples=args.examples,
            derandomize=not args.random,
            database=None,
            deadline=None,
            suppress_health_check=list(HealthCheck),
        )
        @given(st.lists(payload(family_version), min_size=20, max_size=60))
        def agree(batch):
            batches.append(len(batch))
            check_batch(family_version, batch, tools)

        agree()
        total += sum(batches)
        print(f"{family_version}: {len(batches)} batch(es), {sum(batches)} adversarial payload(s), one verdict")
    schema = pattern_package(tools)
    strings = []

    @settings(max_examples=args.examples * 2, derandomize=not args.random, database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(pattern_payload(), min_size=40, max_size=120))
    def patterns_agree(batch):
        strings.append(len(batch))
        check_batch("patterns@", batch, tools, schema)

    patterns_agree()
    print(f"{len(PATTERNS)} patterns: {len(strings)} batch(es), {sum(strings)} string(s), one verdict")
    total += sum(strings)
    schema = verdict_package(tools)
    verdicts = []

    @settings(max_examples=args.examples * 3, derandomize=not args.random, database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(verdict_payload(), min_size=40, max_size=120))
    def verdicts_agree(batch):
        verdicts.append(len(batch))
        check_batch("verdicts@", batch, tools, schema)

    verdicts_agree()
    print(f"{len(VERDICT_FIELDS)} fields (lookaround, multipleOf, 2^53, object const, lone surrogates): {len(verdicts)} batch(es), {sum(verdicts)} payload(s), one verdict")
    total += sum(verdicts)
    for title, payloads, package in (
        ("numbers", number_payload, lambda tools: schema_package(tools, "numbers", NUMBER_FIELDS)),
        ("keys", key_payload, key_package),
    ):
        schema = package(tools)
        counts = []

        @settings(max_examples=args.examples * 3, derandomize=not args.random, database=None, deadline=None, suppress_health_check=list(HealthCheck))
        @given(st.lists(payloads(), min_size=40, max_size=120))
        def flavours_agree(batch):
            counts.append(len(batch))
            check_batch(f"{title}@", batch, tools, schema)

        flavours_agree()
        print(f"{title}: {len(counts)} batch(es), {sum(counts)} payload(s), one verdict from the validators and the flavours")
        total += sum(counts)
    print(f"check passed: one verdict from the Rust, TypeScript and Python validators (and on the schemas, the pydantic and zod flavours) on {total} adversarial payloads")


if __name__ == "__main__":
    main()
