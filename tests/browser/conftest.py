"""Browser tests: the built site served on 127.0.0.1, driven in Debian's Chromium by Playwright.

The site comes from the `site_dir` fixture of tests/conftest.py.
Every page a test opens records its requests; a request to any other origin fails the test,
since the site must never load anything from another host, and so does anything the page's
Content-Security-Policy refuses (hooks/content_policy.py).
"""

from __future__ import annotations

import base64
import json
import os
import sys
import time
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from scripts.browser import launch  # noqa: E402
from scripts.serve import serve_in_background  # noqa: E402
from tests.language_check import chrome_phrases, foreign_hits  # noqa: E402
from tests.site_pages import games_with, path  # noqa: E402

PYTHON_TIMEOUT_MS = 90_000
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"  # pinned in package.json

# axe-core's serious and critical violations on the page as it is now.
RUN_AXE = """async () => {
  // Colours are judged once they have settled: the theme's header fades its title in when the
  // page scrolls, and a colour halfway through a transition is not one a reader is left with.
  await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => null)));
  const results = await axe.run(document, { resultTypes: ["violations"] });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
}"""


@pytest.fixture(scope="session")
def base_url(site_dir) -> str:
    server, url = serve_in_background(site_dir)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


# Anything the page's content policy refuses, logged as an error the recorder keeps.
REPORT_POLICY_VIOLATIONS = """document.addEventListener("securitypolicyviolation", (event) => {
  console.error(`content policy: ${event.effectiveDirective} refused ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
});"""


def origin_of(url: str) -> str:
    """``http://127.0.0.1:8000/table-rules/en/`` -> ``http://127.0.0.1:8000``."""
    parts = urlparse(url)
    return f"{parts.scheme}://{parts.netloc}"


class PageRecorder:
    """What a page did: every request URL, console errors and uncaught exceptions, content policy
    violations."""

    def __init__(self, page, origin: str):
        self.origin = origin
        self.requests: list[str] = []
        self.errors: list[str] = []
        page.add_init_script(REPORT_POLICY_VIOLATIONS)
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("pageerror", lambda error: self.errors.append(f"pageerror: {error}"))
        page.on("console", lambda message: message.type == "error" and "Failed to load resource" not in message.text and self.errors.append(f"console: {message.text}"))
        page.on("response", lambda response: response.status >= 400 and self.errors.append(f"HTTP {response.status}: {response.url}"))

    def off_origin(self) -> list[str]:
        return [
            url
            for url in self.requests
            if urlparse(url).scheme not in ("data", "blob", "about")
            and f"{urlparse(url).scheme}://{urlparse(url).netloc}" != self.origin
        ]


SNAPSHOT_CACHE = "tablerules-python-snapshot"  # docs/assets/js/calc-worker.js
SNAPSHOT_READY = f"() => caches.open('{SNAPSHOT_CACHE}').then((c) => c.keys()).then((k) => k.length > 0)"
# A return visit: the page may look for Python's snapshot at once (calc-core.js sets this key
# after the first start; the tests empty localStorage, so it is put back on every page).
RETURN_VISIT = "try { localStorage.getItem('tablerules.python-started') || localStorage.setItem('tablerules.python-started', '1'); } catch (error) {}"
DESKTOP = {"viewport": {"width": 412, "height": 915}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


# The visible text of an element: what is rendered (innerText follows CSS) and what a screen
# reader or a tooltip says.
VISIBLE_TEXT = """(root) => {
  const parts = [root.innerText];
  for (const el of root.querySelectorAll("*")) {
    if (el.closest("[hidden]")) continue;
    for (const name of ["title", "aria-label", "placeholder", "alt"]) {
      const value = el.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  return parts.join("\\n");
}"""


# The page's language, and each widget's name and visible text, in one call (a call per widget
# costs a round trip each).
WIDGET_TEXTS = f"""(selector) => {{
  const visible = {VISIBLE_TEXT};
  return [document.documentElement.lang, [...document.querySelectorAll(selector)].map((w) => [w.getAttribute("data-widget") || selector, visible(w)])];
}}"""


def widget_language_problems(page, lang: str | None = None, selector: str = ".calc-widget") -> list[str]:
    """Words of another language (`lang`, else the page's own) in the visible text of each
    widget on ``page`` (empty when none)."""
    problems = []
    page_lang, widgets = page.evaluate(WIDGET_TEXTS, selector)
    lang = lang or page_lang
    for name, text in widgets:
        problems += [f"{name}: {word!r} ({owner}) in …{context}…" for word, owner, context in foreign_hits(text, lang)]
        problems += [f"{name}: interface phrase {phrase!r}" for phrase in chrome_phrases(text, lang)]
    return problems


def left_in_another_language(ctx, origin: str) -> list[str]:
    """The language check on the widgets of every page a test leaves open on the site."""
    problems = []
    for tab in ctx.pages:
        if tab.url.startswith(origin) and not tab.is_closed() and tab is not getattr(ctx, "keeper", None):
            try:
                problems += [f"{tab.url}: {problem}" for problem in widget_language_problems(tab)]
            except Exception:  # a page navigating away or closing: nothing to read
                continue
    return problems


def serious_violations(page) -> list[dict]:
    """Serious or critical accessibility violations (axe-core) of the page as it is now."""
    if not page.evaluate("() => typeof axe === 'object'"):
        # Evaluated by the browser's tools, as the axe page's init script is: a script element
        # added to the page would be refused by its content policy.
        page.evaluate(AXE.read_text(encoding="utf-8"))
    return page.evaluate(RUN_AXE)


# The snapshot cache of a context, read out as [URL, data: URL of the body, headers] and
# written into another context's (copying the 8 MB costs about 4 s of CPU, a start from nothing 12).
READ_SNAPSHOT = """async (name) => {
  const cache = await caches.open(name);
  const entries = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const body = await response.blob();
    const data = await new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(body);
    });
    entries.push([request.url, data, [...response.headers]]);
  }
  return entries;
}"""
WRITE_SNAPSHOT = """async ([name, entries]) => {
  const cache = await caches.open(name);
  for (const [url, data, headers] of entries) {
    const body = await (await fetch(data)).blob();
    await cache.put(url, new Response(body, { headers }));
  }
}"""


def restore_snapshot(tab, base_url, snapshot) -> None:
    """Python's snapshot (entries read from a warm context, READ_SNAPSHOT) written into the Cache
    Storage of ``tab``'s context (whose pages look for it when RETURN_VISIT runs in them)."""
    tab.goto(f"{base_url}manifest.webmanifest")
    tab.evaluate(WRITE_SNAPSHOT, [SNAPSHOT_CACHE, [[urljoin(base_url, urlparse(url).path), *rest] for url, *rest in snapshot]])


def warmed(browser, base_url, snapshot=None, **options):
    """A browser context whose Python snapshot is stored and whose shared worker runs.

    Starting Pyodide from nothing costs seconds of CPU; a page of a context that holds the
    snapshot (Cache Storage), or whose shared worker still runs, answers in a fraction of that.
    With a `snapshot` (entries read from another warm context, see READ_SNAPSHOT), it is
    written in first, so this context's Python is restored from it, as on a return visit,
    instead of started from nothing. Tests about start-up itself make their own context.
    Service workers are off unless ``service_workers="allow"`` (tests/browser/test_offline.py
    turns them on)."""
    ctx = browser.new_context(**{"service_workers": "block", **options})
    ctx.viewport = options["viewport"]
    ctx.add_init_script(RETURN_VISIT)
    tab = ctx.new_page()
    if snapshot is not None:
        restore_snapshot(tab, base_url, snapshot)
    tab.goto(f"{base_url}{path('en', games_with('calculators')[0], 'calculators')}")
    tab.wait_for_selector(".calc-result[data-state=ready]", timeout=PYTHON_TIMEOUT_MS)
    wait_until(tab, SNAPSHOT_READY)
    # A page without widgets keeps a connection to the shared worker, so Python stays running
    # between tests (a test's page finds it at once instead of restoring the snapshot).
    worker = [f"{base_url}assets/js/calc-worker.js", tab.evaluate("() => window.__calcEarlyWorker.init.wheel")]
    tab.goto(f"{base_url}manifest.webmanifest")
    tab.evaluate(
        "([script, wheel]) => { window.keep = new SharedWorker(new URL(script, location.href), { type: 'module', name: wheel, extendedLifetime: true }); }",
        worker,
    )
    ctx.keeper = tab
    return ctx


@pytest.fixture(scope="session")
def shared_snapshot(tmp_path_factory):
    """Where the test processes of one run (pytest-xdist) leave Python's snapshot for each other:
    the first to start Python writes it, a later one restores it instead of starting Python."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    return tmp_path_factory.getbasetemp().parent / f"python-snapshot-{run}.json" if run else None


@pytest.fixture(scope="session")
def warm_context(browser, base_url, shared_snapshot):
    """One warm desktop-sized context per test process, shared by every test that needs no other."""
    left = json.loads(shared_snapshot.read_text()) if shared_snapshot is not None and shared_snapshot.exists() else None
    ctx = warmed(browser, base_url, left, **DESKTOP)
    ctx.snapshot = left  # the same entries (warmed puts each under this context's address)
    if shared_snapshot is not None and left is None:
        partial = shared_snapshot.with_suffix(f".{os.getpid()}")
        partial.write_text(json.dumps(snapshot_of(ctx)))
        partial.replace(shared_snapshot)  # whole or absent, never half written
    yield ctx
    ctx.close()


def snapshot_of(ctx) -> list:
    """The Python snapshot of a warm context, read once."""
    if getattr(ctx, "snapshot", None) is None:
        ctx.snapshot = ctx.keeper.evaluate(READ_SNAPSHOT, SNAPSHOT_CACHE)
    return ctx.snapshot


@pytest.fixture(scope="session")
def phone_context(browser, base_url, warm_context):
    """One warm phone context (390×844, touch) per test process, Python restored from the
    desktop context's snapshot."""
    ctx = warmed(browser, base_url, snapshot_of(warm_context), **PHONE)
    yield ctx
    ctx.close()


def fresh_page(ctx, base_url, kind: str = "plain"):
    """A page of a warm context whose origin holds nothing a test left behind: local storage
    emptied (what a player saves), permissions, viewport and media emulation reset; the Python
    snapshot stays. Fails at the end on any request off the site's origin or any script error.

    One page per context serves test after test (each starts on about:blank): a new page costs
    its own renderer process, about 0.4 s of CPU, which over the suite is a minute. The "axe"
    kind is another such page, which has axe-core in every document it loads (sent to the
    browser once, where adding it to each page sent its 500 kB again)."""
    reusable = ctx.__dict__.setdefault("reusable", {})
    tab = reusable.get(kind)
    if tab is None or tab.is_closed():
        tab = reusable[kind] = ctx.new_page()
        tab.recorder = PageRecorder(tab, origin_of(base_url))
        tab.cdp = ctx.new_cdp_session(tab)
        if kind == "axe":
            tab.add_init_script(path=str(AXE))
    for other in list(ctx.pages):
        if other is not ctx.keeper and other not in reusable.values():
            other.close()
        elif other is not ctx.keeper and other is not tab and other.url != "about:blank":
            other.goto("about:blank")  # the other kind's page rests (its widgets stop, nothing to check)
    tab.goto("about:blank")  # the last test's page is left (and saves what it saves) before storage is emptied
    ctx.clear_permissions()
    tab.cdp.send("Storage.clearDataForOrigin", {"origin": origin_of(base_url), "storageTypes": "local_storage"})
    if tab.viewport_size != ctx.viewport:
        tab.set_viewport_size(ctx.viewport)
    tab.emulate_media(media="null", color_scheme="light")
    tab.set_default_timeout(PYTHON_TIMEOUT_MS)
    recorder = tab.recorder
    recorder.requests.clear()
    recorder.errors.clear()
    yield tab
    # Every widget state a test reaches speaks the page's language (issue 10, item 6).
    foreign = left_in_another_language(ctx, origin_of(base_url))
    for other in list(ctx.pages):
        if other is not ctx.keeper and other not in reusable.values():
            other.close()
    assert foreign == [], "words of another language in a widget:\n" + "\n".join(foreign)
    assert recorder.off_origin() == [], "the page asked another host"
    assert recorder.errors == [], "the page logged errors"


@pytest.fixture
def context(warm_context):
    """The warm desktop context (a test may open more pages in it)."""
    return warm_context


@pytest.fixture
def page(context, base_url):
    """A fresh desktop page (see fresh_page)."""
    yield from fresh_page(context, base_url)


@pytest.fixture
def axe_page(context, base_url):
    """A fresh desktop page with axe-core loaded in every document (see fresh_page)."""
    yield from fresh_page(context, base_url, "axe")


@pytest.fixture
def phone_page(phone_context, base_url):
    """A fresh phone page (see fresh_page)."""
    yield from fresh_page(phone_context, base_url)


# The visible controls of some roots (widgets) that a finger may miss: smaller than a target of
# `target` × `target` px (WCAG 2.5.5). A radio button or a check box counts through its label;
# a control shown to screen readers only, or not shown at all, is left out.
SMALL_TARGETS = """(roots, controls, target) => {
  const small = [];
  for (const root of roots) {
    for (const el of root.querySelectorAll(controls)) {
      if (!el.checkVisibility() || el.closest('.calc-visually-hidden')) continue;
      const label = el.matches('[type=radio], [type=checkbox]') ? el.closest('label') : null;
      const box = (label || el).getBoundingClientRect();
      if (!box.width && !box.height) continue;
      if (box.width < target || box.height < target) {
        small.push(`${Math.round(box.width)}×${Math.round(box.height)} ${el.outerHTML.slice(0, 80)}`);
      }
    }
  }
  return small;
}"""
TOUCH_TARGET = 44  # px
TAP_CONTROLS = "button, select, input, textarea, summary"


def small_targets(where, scope: str = ".calc-widget", controls: str = TAP_CONTROLS) -> list[str]:
    """The controls smaller than a 44-px touch target (as "W×H <html>") in every ``scope`` of a
    page, or in one widget when ``where`` is its locator; empty when every one is big enough."""
    if hasattr(where, "evaluate_all"):  # a locator: that element is the root
        return where.evaluate(f"(root, [controls, target]) => ({SMALL_TARGETS})([root], controls, target)", [controls, TOUCH_TARGET])
    return where.evaluate(
        f"([scope, controls, target]) => ({SMALL_TARGETS})(document.querySelectorAll(scope), controls, target)",
        [scope, controls, TOUCH_TARGET],
    )


def wait_until(page, script: str, arg=None, timeout_ms: int = PYTHON_TIMEOUT_MS, every_s: float = 0.2):
    """Evaluate `script` until it gives a true value, awaiting it when it answers a Promise
    (page.wait_for_function does not: a Promise is a true value to it, so an async check
    given to it passes at once)."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        value = page.evaluate(script, arg)
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"still false after {timeout_ms} ms: {script[:80]}")
        time.sleep(every_s)


def record_texts(selector: str) -> str:
    """An init script that records, in window.__texts, every text the elements matching
    ``selector`` show, in order (read with ``page.evaluate("window.__texts")``): what a reader saw,
    however briefly it was there."""
    return f"""window.__texts = [];
new MutationObserver(() => {{
  for (const element of document.querySelectorAll({json.dumps(selector)})) {{
    const text = element.textContent.replace(/\\s+/g, " ").trim();
    if (window.__texts.at(-1) !== text) window.__texts.push(text);
  }}
}}).observe(document, {{ subtree: true, childList: true, characterData: true }});"""


def wait_for_result(page, selector: str = ".calc-result[data-state=ready]"):
    """Wait until a widget shows a live answer from Python."""
    page.wait_for_selector(selector, timeout=PYTHON_TIMEOUT_MS)
    return page.locator(selector).first


def wait_for_widgets(page, result: str = "[data-state=ready]"):
    """Wait until every widget of the page shows a live answer. A widget off the screen is
    scrolled to first, as a reader would: the page mounts it as it comes into view (without a
    reader it waits for an idle moment after Python has started, seconds later)."""
    widgets = page.locator(".calc-widget")
    for index in range(widgets.count()):
        widget = widgets.nth(index)
        widget.scroll_into_view_if_needed()
        widget.locator(result).first.wait_for(timeout=PYTHON_TIMEOUT_MS)
    return widgets


def encoded(state) -> str:
    """A widget's state as a share link writes it after ``#<widget>=`` (URL-safe base64 of JSON)."""
    return base64.urlsafe_b64encode(json.dumps(state).encode()).decode().rstrip("=")


ROSTER_ROW = ".calc-roster-row"


def roster_of(widget, count: int) -> None:
    """The widget's players set to ``count`` with the roster's own buttons (docs/assets/js/roster.js):
    "+ Add a player", or ✕ on the last row; each tap once the one before has settled."""
    rows = widget.locator(ROSTER_ROW)
    while rows.count() != count:
        before = rows.count()
        if before < count:
            widget.locator('[data-action="add-player"]:not([data-busy])').click()
        else:
            widget.locator(f'{ROSTER_ROW}:last-child [data-action="remove-player"]:not([data-busy])').click()
        widget.page.wait_for_function("([el, n, s]) => el.querySelectorAll(s).length !== n", arg=[widget.element_handle(), before, ROSTER_ROW])


SETTLED_RESULTS = """() => new Promise((done) => {
  const count = () => document.querySelectorAll('.md-search-result__item').length;
  const first = count();
  setTimeout(() => done(first > 0 && count() === first), 400);
})"""


def searched(page, query: str):
    """The theme's search opened with its shortcut, ``query`` typed: the results of the whole query
    (some are shown, and they no longer change: each letter typed redraws them). A search that
    shows nothing in 15 s is typed once more, as a reader would (seen twice in a few hundred runs,
    never reproduced alone: the query typed and no result drawn); the failure then says what the
    search box held."""
    page.keyboard.press("/")  # Material's shortcut opens the search box, also on a phone-sized screen
    page.keyboard.type(query)
    try:
        wait_until(page, SETTLED_RESULTS, timeout_ms=15_000)
    except TimeoutError:
        box = page.locator(".md-search__input")
        held = box.input_value()
        box.fill("")
        box.press_sequentially(query)
        try:
            wait_until(page, SETTLED_RESULTS, timeout_ms=15_000)
        except TimeoutError as error:
            raise AssertionError(f"no result for {query!r}; the search box held {held!r} the first time") from error
    return page.locator(".md-search-result__item")


def found_paths(page, results) -> list[str]:
    """The pages the search results link to, as paths (read at once: the list may be redrawn)."""
    return results.locator("a").evaluate_all("(els) => els.map((a) => new URL(a.href, location.href).pathname)")
