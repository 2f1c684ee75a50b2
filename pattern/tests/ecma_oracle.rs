//! The translations against an ECMA-262 engine nobody here wrote: `regress` (with the `u`
//! flag, as JSON Schema and the TypeScript validator read patterns) decides whether each
//! pattern matches each string, and the Rust form (under `fancy-regex`, which runs both the
//! plain and the lookaround forms) and the Python form (under CPython's `re`) must agree on
//! every one.

use std::{
    io::Write as _,
    process::{Command, Stdio},
};

use eventspec_pattern::Pattern;
use rand::{RngExt, SeedableRng, rngs::StdRng};

/// Patterns whose meaning differs between engines unless translated: ASCII `\d`/`\w`/`\s`
/// classes, `.` and line terminators, `$` before a final newline, lookaround, astral code points,
/// and the registry's own patterns.
const PATTERNS: &[&str] = &[
    r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$",
    r"^(?:sha256:)?[0-9a-f]+$",
    r"^(?!0)\d{5}$",
    r"^\w+$",
    r"^\W$",
    r"^.$",
    r"^.*$",
    r"^[^\s]+$",
    r"^\s$",
    r"^\D\S$",
    r"(?<=a)b",
    r"(?<!x)y",
    r"^(?=.*\d)[a-z\d]{3,8}$",
    r"^[\u{1F600}-\u{1F64F}]$",
    r"^\u{1F600}é$",
    r"^a|^b",
    r"^[\-a-c]?$",
    r"^(?<year>[0-9]{4})$",
    r"^[^a-z]*$",
    r"^\cJ$",
    r"^(?:a|b)*c$",
    r"x$",
    r"^[a-z]+(?:-[a-z]+)*$",
];

/// Characters the engines are known to read differently somewhere: other scripts' digits and
/// letters, the ECMA-262 line terminators and white space, astral code points.
const TRICKY: &[char] = &[
    '0',
    '5',
    '9',
    'a',
    'b',
    'c',
    'x',
    'y',
    'z',
    'Z',
    '_',
    '-',
    ':',
    '.',
    ' ',
    'é',
    '\u{663}',
    '\u{ff10}',
    '\n',
    '\r',
    '\u{2028}',
    '\u{2029}',
    '\u{a0}',
    '\u{feff}',
    '\u{1680}',
    '😀',
    '\u{1F650}',
];

/// Strings to try `pattern` on: samples of what it matches (when its Rust form has no
/// lookaround), each also mutated, and strings of tricky characters.
fn strings(pattern: &Pattern, rng: &mut StdRng) -> Vec<String> {
    let mut out = vec![String::new(), "\n".to_owned()];
    let generator = (!pattern.lookaround)
        .then(|| rand_regex::Regex::compile(&pattern.rust, 6).ok())
        .flatten();
    for _ in 0..60 {
        let mut sample: Vec<char> = match &generator {
            Some(generator) => rng.sample::<String, _>(generator).chars().collect(),
            None => Vec::new(),
        };
        let tricky = TRICKY[rng.random_range(0..TRICKY.len())];
        match rng.random_range(0..4) {
            0 if !sample.is_empty() => {
                let at = rng.random_range(0..sample.len());
                sample[at] = tricky;
            }
            1 => sample.push(tricky),
            2 => sample.insert(0, tricky),
            _ => {}
        }
        out.push(sample.into_iter().collect());
        let length = rng.random_range(0..6);
        out.push(
            (0..length)
                .map(|_| TRICKY[rng.random_range(0..TRICKY.len())])
                .collect(),
        );
    }
    out
}

/// CPython's `re.search` verdict for each `(python pattern, string)`.
fn python_verdicts(cases: &[(String, String)]) -> Vec<bool> {
    let script = "import json, re, sys\n\
        cases = json.load(sys.stdin)\n\
        json.dump([re.search(p, s) is not None for p, s in cases], sys.stdout)\n";
    let mut child = Command::new("python3")
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs (the test command needs it)");
    let input = serde_json::to_vec(cases).expect("cases as JSON");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(&input)
        .expect("write cases");
    let output = child.wait_with_output().expect("python3 finishes");
    assert!(output.status.success(), "python3 failed: {output:?}");
    serde_json::from_slice(&output.stdout).expect("verdicts as JSON")
}

#[test]
fn the_rust_and_python_forms_match_as_ecma_262_does() {
    let mut rng = StdRng::seed_from_u64(262);
    let mut python_cases = Vec::new();
    let mut expected = Vec::new();
    let mut checked = 0;
    for source in PATTERNS {
        let pattern = Pattern::parse(source).unwrap_or_else(|e| panic!("{source}: {e}"));
        let ecma = regress::Regex::with_flags(source, "u").expect("regress compiles it");
        let rust = fancy_regex::Regex::new(&pattern.rust).expect("fancy-regex compiles it");
        let python = pattern.python.clone().expect("a Python form");
        for string in strings(&pattern, &mut rng) {
            let truth = ecma.find(&string).is_some();
            let verdict = rust.is_match(&string).expect("matched within the limit");
            assert_eq!(
                verdict, truth,
                "Rust form {:?} of {source:?} on {string:?}",
                pattern.rust
            );
            python_cases.push((python.clone(), string));
            expected.push(truth);
            checked += 1;
        }
    }
    let verdicts = python_verdicts(&python_cases);
    for ((python, string), (verdict, truth)) in
        python_cases.iter().zip(verdicts.iter().zip(&expected))
    {
        assert_eq!(verdict, truth, "Python form {python:?} on {string:?}");
    }
    assert!(checked > 2_000, "only {checked} strings were tried");
}
