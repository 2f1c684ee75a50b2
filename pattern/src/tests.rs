//! The parser, the translations and the time policy on known patterns.

use crate::{Pattern, Policy};

/// `pattern`'s Python form under `policy`, and why it may backtrack.
fn translate(pattern: &str, policy: Policy) -> Result<(String, Option<String>), String> {
    let parsed = Pattern::parse(pattern)?;
    let python = parsed.for_generation(policy)?.to_owned();
    Ok((python, parsed.backtracking))
}

fn python(pattern: &str) -> String {
    translate(pattern, Policy::default())
        .unwrap_or_else(|e| panic!("{pattern}: {e}"))
        .0
}

fn refused(pattern: &str, policy: Policy) -> String {
    translate(pattern, policy).expect_err(pattern)
}

#[test]
fn translations_keep_ecma_meaning() {
    for (ecma, re) in [
        (
            r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$",
            r"\A[0-9]{4}\x2d[0-9]{2}\x2d[0-9]{2}T[0-9]{2}\x3a[0-9]{2}\x3a[0-9]{2}(?:\x2e[0-9]+)?Z\Z",
        ),
        (r"^sha256:[0-9a-f]+$", r"\Asha256\x3a[0-9a-f]+\Z"),
        (r"^\w+$", r"\A[0-9A-Z_a-z]+\Z"),
        (r"^\W$", r"\A[^0-9A-Z_a-z]\Z"),
        (r"^.$", r"\A[^\x0a\x0d\u2028\u2029]\Z"),
        (r"^(?<year>[0-9]{4})$", r"\A(?P<year>[0-9]{4})\Z"),
        (r"^\u{1F600}é$", r"\A\U0001f600\xe9\Z"),
        (
            r"^[^\s]$",
            r"\A[^\x09-\x0d\x20\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]\Z",
        ),
        (r"^a|^b", r"\Aa|\Ab"),
        (r"^[\-a-c]?$", r"\A[\x2da-c]?\Z"),
        (r"^\cJ\x41\/$", r"\A\x0aA\x2f\Z"),
        (r"^a{2,5}?$", r"\Aa{2,5}?\Z"),
    ] {
        assert_eq!(python(ecma), re, "{ecma}");
    }
}

#[test]
fn constructs_without_one_meaning_are_refused() {
    for (pattern, reason) in [
        (r"\bword", "Unicode-aware"),
        (r"\p{L}", "property class"),
        (r"(a)\1", "backreference"),
        (r"\k<x>(?<x>a)", "backreference"),
        (r"\0", "`\\0`"),
        (r"\a", "`\\a`"),
        (r"\-", "`\\-`"),
        (r"[]", "empty class"),
        (r"[^]", "empty class"),
        (r"[\b]", "`[\\b]`"),
        (r"\uD83D\uDE00", "surrogate"),
        (r"a{2,1}", "m less than n"),
        (r"a{", "not a quantifier"),
        (r"}", "lone `}`"),
        (r"[\d-z]", "at one end"),
        (r"(?<a>x)(?<a>y)", "two groups named `a`"),
        (r"(?i)a", "does not have"),
        (r"(a", "unclosed `(`"),
        (r"a)", "unmatched `)`"),
        (r"^*", "assertion"),
        (r"[a--b]", "`--`"),
        (r"a{1000001}", "above 100000"),
    ] {
        let error = refused(pattern, Policy::default());
        assert!(error.contains(reason), "{pattern}: {error}");
    }
    let deep = format!("{}a{}", "(".repeat(100), ")".repeat(100));
    assert!(refused(&deep, Policy::default()).contains("nested more than 64"));
}

#[test]
fn backtracking_patterns_need_the_opt_in() {
    for (pattern, reason) in [
        (r"^(a+)+$", "another round and what follows can start alike"),
        (r"^(a|ab)*$", "alternatives of `a|ab` can start alike"),
        (r"^\d+\d+$", "another round"),
        (r"^(a?)*$", "repeats what can match nothing"),
        (r"^.*x$", "another round"),
        (r"\d+x", "not anchored"),
        (r"(?=a)", "lookaround"),
    ] {
        let error = refused(pattern, Policy::default());
        assert!(error.contains(reason), "{pattern}: {error}");
        assert!(error.contains("--allow-backtracking-patterns"), "{error}");
        let allowed = translate(
            pattern,
            Policy {
                allow_backtracking: true,
            },
        )
        .expect(pattern);
        assert!(
            allowed.1.is_some_and(|why| why.contains(reason)),
            "{pattern}"
        );
    }
    for pattern in [
        r"^[a-z]+(?:-[a-z]+)*$",
        r"^(?:a|b)*c$",
        r"[a-z]+",
        r"abc",
        r"^x.*$",
        r"^a{3}b?$",
    ] {
        let ok = translate(pattern, Policy::default()).expect(pattern);
        assert_eq!(ok.1, None, "{pattern}");
    }
    let variable = translate(
        r"(?<=a+)b",
        Policy {
            allow_backtracking: true,
        },
    )
    .expect_err("variable lookbehind");
    assert!(variable.contains("fixed-width"), "{variable}");
}

#[test]
fn rust_forms_spell_out_ecma_sets() {
    for (ecma, rust, lookaround) in [
        (r"^\d$", r"^[\x{30}-\x{39}]$", false),
        (
            r"^(?!0)\w+$",
            r"^(?![\x{30}])(?:[\x{30}-\x{39}\x{41}-\x{5A}\x{5F}\x{61}-\x{7A}]){1,}$",
            true,
        ),
        // `.` is everything but the four line terminators; surrogates are left out of the
        // class, since a Rust string holds none.
        (
            r"^.$",
            r"^[\x{0}-\x{9}\x{B}-\x{C}\x{E}-\x{2027}\x{202A}-\x{D7FF}\x{E000}-\x{10FFFF}]$",
            false,
        ),
    ] {
        let parsed = Pattern::parse(ecma).expect(ecma);
        assert_eq!(parsed.rust, rust, "{ecma}");
        assert_eq!(parsed.lookaround, lookaround, "{ecma}");
    }
}
