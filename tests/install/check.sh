#!/usr/bin/env bash
# The install paths of README.md's "Adopt in CI", each exercised as far as this machine allows:
# the pre-commit hooks (built and run by pre-commit itself), the GitHub Action (linted; its
# scripts run, `cargo install --locked --git` and `--path` among them), and the Dockerfile
# (linted; its static musl build made without Docker when the musl target can be had). There
# is no Docker engine and no GitHub here.
#
# The hooks and `cargo install --git` are tried on the committed HEAD, as a user gets them.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
venv=$root/target/install-venv
scratch=$root/target/install-scratch
rev=$(git rev-parse HEAD)
# Every release build below shares one target directory: the dependencies are built once, and
# the path installs share eventspec's own crates too (`--git` builds them again, from its own
# checkout). What can break here is how each path installs, never the optimiser: the builds are
# the release profile unoptimised, in a quarter of the time (bench/run.py builds and measures the
# optimised release users get).
export CARGO_TARGET_DIR=$root/target/install-build
export CARGO_PROFILE_RELEASE_OPT_LEVEL=0
# pre-commit keeps each (repo, rev)'s built hooks here: the same HEAD is built once.
export PRE_COMMIT_HOME=$root/target/pre-commit-home
rm -rf "$scratch"
mkdir -p "$scratch"

echo "==> installing pre-commit and the linters (tests/install/requirements.txt)"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check -r tests/install/requirements.txt
# actionlint runs shellcheck over `run:` scripts when it is on PATH.
export PATH=$venv/bin:$PATH

echo "==> shellcheck over the install scripts"
shellcheck tests/install/*.sh
echo "check passed: shellcheck over tests/install"

# Runs a command that must fail with exit code $1 and print $2; prints its output.
expect_failure() {
  local want_status=$1 want_text=$2 status=0
  shift 2
  "$@" > "$scratch/out" 2>&1 || status=$?
  cat "$scratch/out"
  if [ "$status" != "$want_status" ] || ! grep -qF -- "$want_text" "$scratch/out"; then
    echo "expected exit code $want_status and \`$want_text\`, got exit code $status" >&2
    exit 1
  fi
}

echo "==> pre-commit: the hooks at $rev, in a scratch repository that uses all three"
pre-commit validate-manifest .pre-commit-hooks.yaml
echo "check passed: .pre-commit-hooks.yaml is a valid pre-commit manifest"
user=$scratch/hooks-user
mkdir -p "$user/recordings"
git -C "$user" init --quiet
# A recording of valid agentao.host v3 events (the corpus' valid fixtures, one per line), the
# registry's snapshots at HEAD, and a user's own schema with its typings.
python3 - "$user/recordings/run.jsonl" tests/fixtures/agentao.host/v3/valid/*.json <<'EOF'
import json, sys
with open(sys.argv[1], "w") as out:
    for path in sys.argv[2:]:
        out.write(json.dumps(json.load(open(path))) + "\n")
EOF
git archive HEAD snapshots | tar -x -C "$user"
cp tests/typings/user/heartbeat.schema.json "$user/"
cat > "$user/.pre-commit-config.yaml" <<EOF
repos:
  - repo: $root
    rev: $rev
    hooks:
      - id: eventspec-validate
        args: [--family, agentao.host@v3, --]
      - id: eventspec-export-check
      - id: eventspec-generate-check
        args: [--schema, heartbeat.schema.json, --out, types]
EOF
cd "$user"
start=$SECONDS
pre-commit install-hooks
echo "pre-commit built the hooks in $((SECONDS - start)) s"
# pre-commit ran `cargo install --bins --root <env> --path .` in its clone of the repository.
# Earlier revs may be cached too: take the clone at HEAD.
installed=
for env in "$PRE_COMMIT_HOME"/repo*/rustenv-system; do
  if [ "$(git -C "${env%/rustenv-system}" rev-parse HEAD)" = "$rev" ]; then
    installed=$env/bin/eventspec
  fi
done
[ -n "$installed" ] || { echo "pre-commit installed no eventspec for $rev" >&2; exit 1; }
"$installed" --version | grep -qx "eventspec [0-9.]*"
echo "check passed: pre-commit's \`cargo install --path .\` installs a working eventspec"
"$installed" generate --schema heartbeat.schema.json --out types 2> /dev/null
git add --all
pre-commit run --all-files
echo "check passed: the three hooks pass on valid events, current snapshots and typings"

cp "$root/examples/agentao-host-run.jsonl" recordings/bad.jsonl
git add --all
expect_failure 1 "recordings/bad.jsonl:8:1: error[unknown-event-type]: unknown event type \`tool_lifecyle\`" \
  pre-commit run eventspec-validate --all-files
echo "check passed: the validate hook fails on invalid events and says where"

# With a project file the validate hook needs no arguments: each file pre-commit passes is
# checked against the eventspec.toml group whose paths match it.
printf '[[validate.inputs]]\npaths = ["recordings/*.jsonl"]\nfamily = "agentao.host@v3"\n' > eventspec.toml
sed -i '/args: \[--family, agentao.host@v3, --\]/d' .pre-commit-config.yaml
git add --all
expect_failure 1 "recordings/bad.jsonl:8:1: error[unknown-event-type]" \
  pre-commit run eventspec-validate --all-files
git rm --quiet --force recordings/bad.jsonl
pre-commit run eventspec-validate --all-files
echo "check passed: with an eventspec.toml, the validate hook takes no arguments and checks each file against its group"

# A pull request that adds a file named like an option, `--schema=permissive.jsonl`, and the
# permissive schema it names: without `--` before the file names, eventspec would read the first
# as `--schema` and pass an invalid recording against a schema that accepts anything. The
# hook's default `args: [--]` make every name a file, so the invalid recording fails the hook.
printf '{}\n' > permissive.jsonl
printf '{}\n' > ./--schema=permissive.jsonl
printf '[[validate.inputs]]\npaths = ["*.jsonl", "recordings/*.jsonl"]\nfamily = "agentao.host@v3"\n' > eventspec.toml
printf '{"event_type":"no_such_event"}\n' > bad.jsonl
git add --all
expect_failure 1 "bad.jsonl:1:1: error[unknown-event-type]" pre-commit run eventspec-validate --all-files
grep -qF -- '--schema=permissive.jsonl:1:1: error' "$scratch/out"
echo "check passed: files named like options (--schema=permissive.jsonl) are read as files, and the invalid recording fails the validate hook"
# `args` of the user's own replace the default `[--]`: without `--` at their end, eventspec
# refuses the command line pre-commit gives it, saying what to write.
sed -i 's/- id: eventspec-validate$/- id: eventspec-validate\n        args: [--strict]/' .pre-commit-config.yaml
grep -qF 'args: [--strict]' .pre-commit-config.yaml
git add --all
expect_failure 1 "has no \`--\` before its file names" pre-commit run eventspec-validate --all-files
if grep -qF "error[unknown-event-type]" "$scratch/out"; then
  echo "the validate hook read its files though its args have no --" >&2
  exit 1
fi
sed -i 's/args: \[--strict\]/args: [--strict, --]/' .pre-commit-config.yaml
git add --all
expect_failure 1 "bad.jsonl:1:1: error[unknown-event-type]" pre-commit run eventspec-validate --all-files
echo "check passed: user args without a closing -- are refused under pre-commit; with it, the invalid recording fails"
git rm --quiet --force bad.jsonl permissive.jsonl ./--schema=permissive.jsonl
sed -i '/args: \[--strict, --\]/d' .pre-commit-config.yaml
git add --all
pre-commit run eventspec-validate --all-files

printf '\n' >> snapshots/agentao.host/v3.json
git add --all
expect_failure 1 'snapshots/agentao.host/v3.json: differs from the Rust types' pre-commit run eventspec-export-check --all-files
echo "check passed: the export hook fails on a snapshot that differs"
git -C "$root" archive HEAD snapshots | tar -x
git add --all

sed -i 's/When it was sent\./When it was sent, in UTC./' heartbeat.schema.json
git add --all
expect_failure 1 'stale: types/' pre-commit run eventspec-generate-check --all-files
echo "check passed: the generate hook fails on typings older than their schema"
# Drop the hooks built for earlier revs (each is a clone and a binary).
pre-commit gc > /dev/null
cd "$root"

echo "==> the GitHub Action: its metadata, a workflow that uses it, its scripts"
check-jsonschema --builtin-schema vendor.github-actions action.yml
echo "check passed: action.yml is valid against SchemaStore's github-action schema"
check-jsonschema --builtin-schema vendor.github-workflows examples/github/eventspec.yml
echo "check passed: examples/github/eventspec.yml is valid against SchemaStore's github-workflow schema"
# actionlint reads a local action (`uses: ./`) only inside a repository with .github/workflows,
# so the example runs from one: it checks the inputs against action.yml, shellcheck the scripts.
lint=$scratch/actionlint
mkdir -p "$lint/.github/workflows"
git -C "$lint" init --quiet
cp action.yml "$lint/"
cp examples/github/eventspec.yml "$lint/.github/workflows/"
(cd "$lint" && actionlint -shellcheck shellcheck)
echo "check passed: actionlint (with shellcheck) over the example workflow and the action's inputs"
# actionlint does not read an action's own steps: shellcheck them here, then run them as the
# runner would, each install into the runner's tool cache.
"$venv/bin/python" tests/install/action_steps.py action.yml "$scratch/steps"
shellcheck --shell=bash "$scratch"/steps/*.sh
echo "check passed: shellcheck over the run scripts of action.yml"
# The runner's environment, with a file:// URL standing in for the repository's GitHub URL.
run_step() {
  GITHUB_ACTION_PATH=$root GITHUB_OUTPUT=$scratch/github-output RUNNER_TOOL_CACHE=$scratch/tool-cache \
    REPOSITORY_URL="file://$root" "$@"
}
output() { sed -n "s/^$1=//p" "$scratch/github-output"; }

# `ref: <commit id>`: used as it is; the key and the install are those of the commit, by
# `cargo install --locked --git`.
: > "$scratch/github-output"
run_step env EVENTSPEC_REF="$rev" bash "$scratch/steps/1.sh"
commit=$(output commit)
[ "$commit" = "$rev" ] && [ "$(output key)" = "git-$rev" ]
start=$SECONDS
run_step env EVENTSPEC_ROOT="$scratch/tool-cache/git" EVENTSPEC_COMMIT="$commit" EVENTSPEC_KEY="git-$commit" \
  bash "$scratch/steps/3.sh"
echo "cargo install --git took $((SECONDS - start)) s"
"$scratch/tool-cache/git/bin/eventspec" --version | grep -qx "eventspec [0-9.]*"
echo "check passed: the action's \`cargo install --locked --git URL --rev REV eventspec\` installs a working eventspec"

# Inside a composite action the runner may not say which repository the action came from.
expect_failure 1 "give \`repository\` with \`ref\`" \
  run_step env EVENTSPEC_REF=v1 REPOSITORY_URL=https://github.com/ bash "$scratch/steps/1.sh"

# `ref:` names a tag or a branch by its full name, never a ref that merely ends with it: in a
# scratch repository, `main` is refs/heads/main, not the later refs/heads/zz/main (which
# `git ls-remote URL main | tail -n 1` picked); an annotated tag is its commit; a name both a tag
# and a branch hold, no such name, or an invalid one is an error that names it.
refs=$scratch/refs
git init --quiet --initial-branch=main "$refs"
in_refs() { git -C "$refs" -c user.name=eventspec -c user.email=eventspec@example.com "$@"; }
in_refs commit --quiet --allow-empty -m one
on_main=$(in_refs rev-parse HEAD)
in_refs tag --annotate --message "release one" v1
in_refs tag both
in_refs checkout --quiet -b zz/main
in_refs commit --quiet --allow-empty -m two
on_zz=$(in_refs rev-parse HEAD)
in_refs branch both
in_refs checkout --quiet main
# Prints the commit `ref: $1` resolves to; fails as the step does (errexit does not hold
# inside expect_failure).
resolve() {
  : > "$scratch/github-output"
  run_step env EVENTSPEC_REF="$1" REPOSITORY_URL="file://$refs" bash "$scratch/steps/1.sh" || return
  output commit
}
[ "$(resolve main)" = "$on_main" ]
[ "$(resolve zz/main)" = "$on_zz" ]
[ "$(resolve v1)" = "$on_main" ]
[ "$(resolve "$on_zz")" = "$on_zz" ]
expect_failure 1 "ref \`both\` is both a tag and a branch of file://$refs" resolve both
expect_failure 1 "ref \`ain\` is no tag (refs/tags/ain) and no branch (refs/heads/ain)" resolve ain
expect_failure 1 "ref \`main^{}\` is neither a full commit id" resolve 'main^{}'
expect_failure 1 "ref \`--upload-pack=touch PWNED\` is neither a full commit id" resolve '--upload-pack=touch PWNED'
[ ! -e PWNED ] && [ ! -e "$refs/PWNED" ]
echo "check passed: the action resolves \`ref\` to exactly refs/tags/REF (peeled) or refs/heads/REF, or takes a commit id as it is"

# No ref: the key is a digest of the action's files, the install \`cargo install --locked --path\`.
: > "$scratch/github-output"
run_step env EVENTSPEC_REF= bash "$scratch/steps/1.sh"
key=$(output key)
[[ $key =~ ^path-[0-9a-f]{16}$ ]]
root_dir=$(output root)
start=$SECONDS
run_step env EVENTSPEC_ROOT="$root_dir" EVENTSPEC_COMMIT= EVENTSPEC_KEY="$key" bash "$scratch/steps/3.sh"
echo "cargo install --path took $((SECONDS - start)) s"
# A second use of the action in the job finds it installed.
: > "$scratch/github-output"
run_step env EVENTSPEC_REF= bash "$scratch/steps/1.sh"
[ "$(output present)" = true ]
# `args`: one argument per line, blank lines skipped; a glob pattern is eventspec's to expand.
expect_failure 1 '::error file=examples/agentao-host-run.jsonl,line=8' \
  env EVENTSPEC_BIN="$root_dir/bin/eventspec" \
  EVENTSPEC_ARGS=$'validate\n--family\nagentao.host\n\n--format\ngithub\nexamples/*-host-*.jsonl\n' \
  bash "$scratch/steps/4.sh"
echo "check passed: the action's scripts key the cache, install with \`cargo install --locked --path\` once a job, and run eventspec with one argument per line, globs expanded by eventspec"

# `args` is data: file names from a changed-files list that a shell would run (`$(...)`,
# backticks, `;`) or split (spaces) reach eventspec verbatim, and nothing runs. Each file holds
# an invalid event, so the JSON report names every file eventspec read.
hostile=$scratch/hostile
mkdir -p "$hostile"
# shellcheck disable=SC2016 # the names are meant literally
names=('run$(touch PWNED).jsonl' 'run`touch PWNED`.jsonl' 'a;touch PWNED;.jsonl' 'with space.jsonl'
  "it's \"quoted\".jsonl" 'run${IFS}$HOME.jsonl' '*.jsonl')
for name in "${names[@]}"; do
  printf '{"event_type":"no_such_event"}\n' > "$hostile/$name"
done
printf '%s\n' "${names[@]}" > "$scratch/expected-names"
status=0
(
  cd "$hostile"
  EVENTSPEC_BIN="$root_dir/bin/eventspec" \
    EVENTSPEC_ARGS=$'validate\n--family\nagentao.host\n--format\njson\n\n'"$(cat "$scratch/expected-names")" \
    bash "$scratch/steps/4.sh" > "$scratch/hostile.json"
) || status=$?
[ "$status" = 1 ] || { echo "expected exit code 1 from the hostile names, got $status" >&2; exit 1; }
found=$(find "$scratch" "$root" -maxdepth 2 -name 'PWNED*' -print)
[ -z "$found" ] || { echo "the action ran code from a file name: $found" >&2; exit 1; }
python3 - "$scratch/hostile.json" "$scratch/expected-names" << 'PYTHON'
import json, sys
report = json.load(open(sys.argv[1], encoding="utf-8"))
read = sorted({finding["file"] for finding in report["findings"]})
expected = sorted(open(sys.argv[2], encoding="utf-8").read().splitlines())
assert read == expected, f"eventspec read {read}, not {expected}"
assert report["summary"]["files"] == len(expected), report["summary"]
PYTHON
echo "check passed: file names with \$(...), backticks, ;, quotes and spaces reach eventspec verbatim through \`args\`, and nothing runs"
# The former one-line form is refused with what to write, not run as one argument.
expect_failure 1 "takes one argument per line" \
  env EVENTSPEC_BIN="$root_dir/bin/eventspec" EVENTSPEC_ARGS="validate --format github recordings" \
  bash "$scratch/steps/4.sh"
expect_failure 1 "holds no argument" \
  env EVENTSPEC_BIN="$root_dir/bin/eventspec" EVENTSPEC_ARGS=$'\n\n' bash "$scratch/steps/4.sh"
echo "check passed: a one-line \`args\` or an empty one is refused, saying what to write"

echo "==> the Dockerfile: hadolint, and its static build without Docker"
hadolint Dockerfile
echo "check passed: hadolint finds nothing in Dockerfile"
# The image's build stage compiles for the musl target on Alpine. Here the same build needs
# the target's standard library (rustup, from the Rust distribution server) and musl-gcc for the
# C code of mimalloc and psm (Debian's musl-tools); where either cannot be had, it is not tried.
musl_toolchain() {
  rustup target list --installed | grep -qx x86_64-unknown-linux-musl \
    || timeout 120 rustup target add x86_64-unknown-linux-musl || return 1
  command -v musl-gcc > /dev/null \
    || { apt-get update --quiet && apt-get install --yes --quiet musl-tools; } > /dev/null || return 1
}
if musl_toolchain; then
  export CC_x86_64_unknown_linux_musl=musl-gcc
  start=$SECONDS
  # What can break here is the target, the C toolchain and static linking: the build is the
  # Dockerfile's, unoptimised as above.
  cargo build --release --locked --quiet --target x86_64-unknown-linux-musl --bin eventspec
  echo "the static build took $((SECONDS - start)) s"
  static=$CARGO_TARGET_DIR/x86_64-unknown-linux-musl/release/eventspec
  # Static: no program interpreter to load it, no shared library it needs.
  if readelf --program-headers --dynamic "$static" | grep -E 'program interpreter|\(NEEDED\)'; then
    echo "$static is linked dynamically" >&2
    exit 1
  fi
  "$static" validate --family niceeval examples/niceeval-turn.sse
  echo "check passed: eventspec builds as a static musl binary, as in the Dockerfile, and runs"
else
  echo "note: the musl target or musl-gcc cannot be installed here: the static build is not tried"
fi
