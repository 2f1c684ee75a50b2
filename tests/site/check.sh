#!/usr/bin/env bash
# The registry's static site (`site/`, written by `eventspec docs`) in a real browser: first
# `eventspec docs --check` (the checked-in site is what the snapshots make, byte for byte), then
# tests/site/check.py in headless Chromium, on the checked-in site and on the site of a schema
# of one's own (`eventspec docs --schema`). Debian's chromium is installed when missing, and
# Playwright for Python (tests/site/requirements.txt) drives it in a venv under target/;
# Playwright's own browser downloads are never used. Screenshots go to target/site-screenshots.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=target/docs-venv
eventspec=target/debug/eventspec
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

if [ ! -x /usr/bin/chromium ]; then
  echo "==> installing Debian's chromium"
  # Without its recommendations (GPU drivers, printing, udev): the test runs it with
  # --disable-gpu; the fonts it recommends are named.
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    chromium fonts-liberation fonts-dejavu-core > /dev/null
fi
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check -r tests/site/requirements.txt

[ -x "$eventspec" ] || cargo build --locked --quiet
"$eventspec" docs --check
echo "check passed: eventspec docs --check: site/ is what the snapshots, rules and fixtures make"

"$eventspec" schema we0 > "$scratch/events.schema.json"
"$eventspec" docs -q --no-config --schema "$scratch/events.schema.json" --out "$scratch/own-site"

"$venv/bin/python" tests/site/check.py --screenshots target/site-screenshots site "$scratch/own-site"
