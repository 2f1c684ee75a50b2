//! Git revisions are operands, never options: a revision that looks like one is refused with an
//! error naming it, and git never sees it.

use predicates::str::contains;

use crate::support::eventspec;

/// Runs `eventspec` with the arguments `make` builds from an option-like revision that would
/// make git write a file in a scratch folder; the command must fail naming the revision, and
/// the folder must stay empty.
fn refused_and_nothing_written(make: impl Fn(&str) -> Vec<String>) {
    let dir = tempfile::tempdir().expect("dir");
    let revision = format!("--output={}", dir.path().join("created-by-git").display());
    eventspec()
        .args(make(&revision))
        .assert()
        .code(2)
        .stderr(contains(format!("`{revision}` is not a git revision")));
    let written = std::fs::read_dir(dir.path()).expect("dir").count();
    assert_eq!(written, 0, "git wrote a file");
}

#[test]
fn diff_refuses_a_git_revision_that_is_an_option_and_creates_no_file() {
    refused_and_nothing_written(|revision| {
        vec![
            "diff".into(),
            format!("git:{revision}:x"),
            "snapshots/we0/v1.json".into(),
        ]
    });
}

#[test]
fn check_refuses_a_git_revision_that_is_an_option_and_creates_no_file() {
    refused_and_nothing_written(|revision| vec!["check".into(), format!("--against={revision}")]);
}

#[test]
fn an_unknown_revision_is_named() {
    eventspec()
        .args(["check", "--against", "no-such-tag-anywhere"])
        .assert()
        .code(2)
        .stderr(contains("`no-such-tag-anywhere` names no commit"));
}

#[test]
fn a_file_at_a_revision_over_64_mib_is_refused_by_name_before_it_is_read() {
    let dir = tempfile::tempdir().expect("dir");
    let git = |args: &[&str]| {
        let status = std::process::Command::new("git")
            .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
            .args(args)
            .current_dir(dir.path())
            .status()
            .expect("git runs");
        assert!(status.success(), "git {args:?}");
    };
    git(&["init", "-q"]);
    std::fs::write(dir.path().join("big.json"), vec![b' '; (64 << 20) + 1]).expect("write");
    git(&["add", "big.json"]);
    git(&["commit", "-q", "-m", "a large file"]);
    eventspec()
        .current_dir(dir.path())
        .args(["diff", "git:HEAD:big.json", "agentabi@v1"])
        .timeout(std::time::Duration::from_secs(120))
        .assert()
        .code(2)
        .stderr(contains(
            "big.json at git revision HEAD: the file is over the limit of 67108864 bytes",
        ));
}
