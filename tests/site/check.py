"""The static site of `eventspec docs` in a real browser (headless Chromium through Playwright).

Serves each site directory given from a loopback http.server and checks, page by page from the
index: every internal link leads to a page that loads and every fragment to an element that is
there; no page logs a console error, throws, or asks for anything outside the site; search
finds a field by its name and leads to it; a person reaches a field from the index in three
clicks; every page fits a phone's width; the pages read without JavaScript. Saves screenshots of the index and of a family page
in the screenshot directory, for a person to look at.

    check.py --screenshots DIR [--readme-shot FILE] SITE [SITE...]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import threading
import time
from pathlib import Path
from urllib.parse import unquote, urldefrag, urlparse

from playwright.sync_api import Browser, Page, sync_playwright

CHROMIUM = "/usr/bin/chromium"
# Root, no network: what Chromium needs to start here (Playwright adds --headless and a fresh
# --user-data-dir of its own).
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
IDS = "Array.from(document.querySelectorAll('[id]'), e => e.id)"
HREFS = "Array.from(document.querySelectorAll('a[href]'), a => a.href)"


class Failures(list[str]):
    """What failed, each naming the page and what was wrong."""

    def check(self, ok: bool, what: str) -> None:
        if not ok:
            self.append(what)

    def passed(self, before: int, what: str) -> None:
        """Says `check passed: what` when nothing failed since there were `before` failures."""
        if len(self) == before:
            print(f"check passed: {what}")


def serve(directory: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    """A loopback HTTP server for `directory`, on a free port, in a thread."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    handler = functools.partial(Quiet, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def watch(page: Page, base: str, failures: Failures) -> None:
    """Every console error, uncaught exception and request outside the site is a failure."""
    page.on(
        "console",
        lambda m: failures.check(m.type != "error", f"{page.url}: console error: {m.text}"),
    )
    page.on("pageerror", lambda e: failures.append(f"{page.url}: uncaught: {e}"))
    page.on(
        "request",
        lambda r: failures.check(
            r.url.startswith(base), f"{page.url}: asks for {r.url}, outside the site"
        ),
    )
    page.on("requestfailed", lambda r: failures.append(f"{page.url}: failed to load {r.url}"))
    page.on(
        "response",
        lambda r: failures.check(r.status < 400, f"{page.url}: {r.url} answered {r.status}"),
    )


def crawl(page: Page, base: str, failures: Failures) -> list[str]:
    """Visits every page reachable from the index; checks every link and fragment."""
    before = len(failures)
    ids: dict[str, set[str]] = {}
    links: list[tuple[str, str]] = []
    pending = [base + "index.html"]
    while pending:
        url = pending.pop()
        if url in ids:
            continue
        response = page.goto(url)
        failures.check(
            response is not None and response.ok,
            f"{url}: does not load ({response and response.status})",
        )
        ids[url] = set(page.evaluate(IDS))
        for href in page.evaluate(HREFS):
            target, fragment = urldefrag(href)
            if not target.startswith(base):
                failures.append(f"{url}: links outside the site: {href}")
                continue
            links.append((url, href))
            if target not in ids and target.endswith(".html"):
                pending.append(target)
    for source, href in links:
        target, fragment = urldefrag(href)
        failures.check(target in ids, f"{source}: link to {href}: not a page of the site")
        if fragment and target in ids:
            failures.check(
                unquote(fragment) in ids[target], f"{source}: link to {href}: no such anchor"
            )
    failures.passed(
        before, f"{len(ids)} pages loaded, {len(links)} internal links and anchors resolve"
    )
    return sorted(ids)


def phone(browser: Browser, pages: list[str], failures: Failures) -> None:
    """Every page fits a phone's width: nothing makes the page scroll sideways."""
    before = len(failures)
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    for url in pages:
        page.goto(url)
        wide = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        failures.check(wide <= 1, f"{url}: {wide} px wider than a 390 px phone screen")
    context.close()
    failures.passed(before, f"all {len(pages)} pages fit a 390 px phone screen")


def search(page: Page, base: str, failures: Failures) -> None:
    """Search finds a field by its name, and its result leads to the field."""
    before = len(failures)
    page.goto(base + "index.html")
    box = page.locator("#search-input")
    failures.check(box.is_visible(), "the search box is not shown")
    unloaded = page.evaluate("window.EVENTSPEC_SEARCH === undefined")
    failures.check(unloaded, "a page loads the search index before search is used")
    box.fill("reasoning_tokens")
    first = page.locator("#search-results a").first
    first.wait_for(timeout=5000)
    text = first.inner_text()
    failures.check("reasoning_tokens" in text, f"search for a field: first result is {text!r}")
    first.click()
    page.wait_for_load_state()
    fragment = unquote(urlparse(page.url).fragment)
    found = page.evaluate("id => !!document.getElementById(id)", fragment)
    failures.check(
        fragment.endswith("reasoning_tokens") and found,
        f"search result leads to {page.url}, not to the field",
    )
    failures.passed(
        before,
        f"the search index loads when search is used; search finds the field `reasoning_tokens` "
        f"and leads to it ({page.url[len(base) :]})",
    )


def three_clicks(page: Page, base: str, failures: Failures) -> None:
    """Index, family version, named type, field: three clicks, and the field's changes; the
    field that uses the type links to it; the address of the type's field through that field
    (from when the type's fields were listed under it) still leads to the field."""
    before = len(failures)
    page.goto(base + "index.html")
    page.locator("a[href='families/agentao.host/v2.html']").first.click()
    page.locator("nav.toc a[href='#_type-SubagentUsage']").click()
    page.locator("a.self[href='#_type-SubagentUsage.reasoning_tokens']").click()
    failures.check(
        target_id(page) == "_type-SubagentUsage.reasoning_tokens",
        f"three clicks from the index end at {page.url} (target {target_id(page)!r})",
    )
    change = page.locator("[id='_type-SubagentUsage.reasoning_tokens'] a.changed").first
    failures.check(change.count() == 1, "the field does not link to what changed in it")
    change.click()
    failures.check(
        page.url.split("#")[0].endswith("v1-to-v2.html") and target_id(page) is not None,
        f"the field's change link leads to {page.url}",
    )
    page.goto(base + "families/agentao.host/v2.html#subagent_lifecycle")
    page.locator("[id='subagent_lifecycle.usage'] a[href='#_type-SubagentUsage']").click()
    failures.check(
        target_id(page) == "_type-SubagentUsage",
        f"the field `usage` leads to {page.url}, not to its type",
    )
    page.goto(base + "families/agentao.host/v2.html#subagent_lifecycle.usage.reasoning_tokens")
    page.wait_for_function("location.hash === '#_type-SubagentUsage.reasoning_tokens'")
    failures.check(
        target_id(page) == "_type-SubagentUsage.reasoning_tokens",
        f"the former permalink ends at {page.url} (target {target_id(page)!r})",
    )
    failures.passed(
        before,
        "index, version, type, field in three clicks; the field links to its change; the "
        "former permalink through `usage` leads to the type's field",
    )


def target_id(page: Page) -> str | None:
    """The id of the element the page's address leads to, if any."""
    return page.evaluate(
        "document.querySelector(':target') && document.querySelector(':target').id"
    )


def without_javascript(browser: Browser, base: str, failures: Failures) -> None:
    """The pages read without JavaScript; only the search box is missing."""
    before = len(failures)
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(base + "families/agentao.host/v3.html")
    fields = page.locator("li.field").count()
    failures.check(fields > 10, f"without JavaScript, {fields} fields are shown")
    failures.check(not page.locator("#search").is_visible(), "without JavaScript, search is shown")
    context.close()
    failures.passed(
        before, f"without JavaScript a family page shows its {fields} fields, and no search box"
    )


def screenshots(browser: Browser, base: str, out: Path, readme: Path | None) -> None:
    out.mkdir(parents=True, exist_ok=True)
    shots = [
        ("index.png", "index.html", {"width": 1280, "height": 900}, "light"),
        ("index-dark.png", "index.html", {"width": 1280, "height": 900}, "dark"),
        (
            "agentao.host-v3.png",
            "families/agentao.host/v3.html",
            {"width": 1280, "height": 900},
            "light",
        ),
        (
            "agentao.host-v3-phone.png",
            "families/agentao.host/v3.html#tool_lifecycle",
            {"width": 390, "height": 844},
            "dark",
        ),
    ]
    for name, path, viewport, scheme in shots:
        context = browser.new_context(viewport=viewport, color_scheme=scheme)
        page = context.new_page()
        page.goto(base + path)
        page.screenshot(path=str(out / name))
        context.close()
    if readme is not None:
        context = browser.new_context(viewport={"width": 960, "height": 540})
        page = context.new_page()
        page.goto(base + "index.html")
        page.screenshot(path=str(readme))
        context.close()
    print(f"check passed: screenshots of the index and a family page in {out}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sites", nargs="+", type=Path)
    parser.add_argument("--screenshots", type=Path, required=True)
    parser.add_argument("--readme-shot", type=Path)
    args = parser.parse_args()
    started = time.monotonic()
    failures = Failures()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for number, site in enumerate(args.sites):
            server, base = serve(site)
            page = browser.new_page()
            watch(page, base, failures)
            pages = crawl(page, base, failures)
            phone(browser, pages, failures)
            if number == 0:
                search(page, base, failures)
                three_clicks(page, base, failures)
                without_javascript(browser, base, failures)
                screenshots(browser, base, args.screenshots, args.readme_shot)
            page.close()
            server.shutdown()
        browser.close()
    for failure in failures:
        print(f"FAILED: {failure}", file=sys.stderr)
    print(f"the site in a browser: {time.monotonic() - started:.1f} s, {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
