"""A reader's first visit; offline after it, in every language, paying only for what was used;
one Python for the whole visit.

A page of a game keeps that game's pages in French, English and Turkish, the site's own pages
and the theme; a page with a calculator adds Python, after which every page of that game, in
every language, and every calculator work with the network cut. A page not kept shows, offline,
its language's offline page, which lists what can be read; an address of no page, the "page not
found". A few seconds on a page of a game without a calculator keep Python too (the warm-up),
unless the browser asks to save data or the reader turned it off. Where the browser cannot keep
anything (storage full, no service worker) the site works online and says offline use is not
available. A release replaces the old cache, downloading only what changed.

The tests about a first visit of a calculator page share one (`first_visit`): Python starting
from nothing, with the service worker keeping a 20 MB download, costs seconds of CPU.
"""

import functools
import json
import shutil
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import urljoin

import pytest

from calculators.api import handle_json
from calculators.i18n import render
from calculators.registry import GAMES, spec
from hooks import offline
from hooks.fences import formats_examples
from scripts.serve import QuietServer, SiteHandler
from tests.browser.conftest import PYTHON_TIMEOUT_MS, RETURN_VISIT, record_texts, restore_snapshot, snapshot_of, wait_for_result, wait_for_widgets
from tests.browser.test_pyodide_parity import ASK_WORKER
from tests.site_pages import LANGS, ROOT, games_with, path as site_path

# The pages the tests open, from the registry: the calculators pages (site paths without the
# language), a rules page and a calculators page.
CALCULATORS = [site_path("fr", game, "calculators") for game in games_with("calculators")]
RULES = site_path("fr", GAMES[0])
# A page of a game with no calculator on it (checked in `quiet_page`): a page a reader reads.
QUIET = (games_with("summary")[-1], "summary")

CACHED = """async () => {
  const name = (await caches.keys()).find((n) => n.startsWith('tablerules-site-'));
  if (!name) return [];
  const cache = await caches.open(name);
  return (await cache.keys()).map((r) => new URL(r.url).pathname);
}"""

# The new release's cache alone: the old one is gone.
NEW_RELEASE_CACHED = """async (old) => {
  const sites = (await caches.keys()).filter((name) => name.startsWith('tablerules-site-'));
  return sites.length === 1 && !old.includes(sites[0]);
}"""

# The title of a page as the cache holds it.
TITLE_OF = """async (url) => new DOMParser().parseFromString(await (await fetch(url)).text(), "text/html").title"""

# Each page (site paths) and every file of the site it links to, fetched through the service
# worker: what could not be had.
EVERY_PAGE_AND_WHAT_IT_USES = """async (pages) => {
  const missing = [];
  const seen = new Set();
  const get = async (url, from) => {
    if (seen.has(url)) return null;
    seen.add(url);
    try {
      const response = await fetch(url);
      if (!response.ok) missing.push(`${url} (${response.status}, from ${from})`);
      return response.ok ? response : null;
    } catch (error) {
      missing.push(`${url} (${error}, from ${from})`);
      return null;
    }
  };
  for (const path of pages) {
    const url = new URL("/" + path, location.href).href;
    const response = await get(url, "the page list");
    if (!response) continue;
    const html = new DOMParser().parseFromString(await response.text(), "text/html");
    for (const el of html.querySelectorAll("link[rel=stylesheet][href], script[src], img[src]")) {
      const link = new URL(el.getAttribute("href") || el.getAttribute("src"), url);
      if (link.origin === location.origin) await get(link.href.split("#")[0], path);
    }
  }
  return missing;
}"""

PYTHON_FROM = "() => performance.getEntriesByName('calc-python-ready').map((m) => m.detail.from)"

# Where the browser has no shared worker, or the one it has cannot run Python.
NO_SHARED_WORKER = "delete window.SharedWorker;"
FAILING_SHARED_WORKER = """window.SharedWorker = function () {
  const channel = new MessageChannel();
  setTimeout(() => channel.port2.postMessage({ type: 'failed', error: 'no Python here' }), 10);
  return { port: channel.port1 };
};"""


class LoggingHandler(SiteHandler):
    """Records the path of every request the server answers."""

    paths: list[str] = []

    def send_head(self):
        self.paths.append(self.path.split("?", 1)[0])
        return super().send_head()


@pytest.fixture
def logged_site(site_dir, tmp_path):
    """A copy of the site on its own server, with the list of paths it served."""
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    handler = type("Handler", (LoggingHandler,), {"paths": []})
    server = QuietServer(("127.0.0.1", 0), functools.partial(handler, directory=str(copy)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield copy, f"http://127.0.0.1:{server.server_address[1]}/", handler.paths
    server.shutdown()


@pytest.fixture
def sw_context(browser):
    ctx = browser.new_context(viewport={"width": 412, "height": 915}, service_workers="allow")
    yield ctx
    ctx.close()


# A timer on the main thread, every 20 ms, and the gaps between its ticks.
START_TIMER = """() => { window.__gaps = []; let last = performance.now();
  window.__tick = setInterval(() => { const now = performance.now(); window.__gaps.push(now - last); last = now; }, 20); }"""
STOP_TIMER = "() => { clearInterval(window.__tick); return window.__gaps; }"


@pytest.fixture(scope="module")
def first_visit(browser, base_url):
    """A reader's first visit of a calculator page, service worker on, until it has kept Python
    for offline use. Holds the context, the page (which keeps the shared worker running), the
    gaps a main-thread timer saw while Python started, and where Python came from."""
    ctx = browser.new_context(viewport={"width": 412, "height": 915}, service_workers="allow")
    page = ctx.new_page()
    page.set_default_timeout(PYTHON_TIMEOUT_MS)
    page.goto(f"{base_url}{CALCULATORS[0]}", wait_until="commit")  # French: the language at the root
    page.evaluate(START_TIMER)
    wait_for_result(page)
    gaps = page.evaluate(STOP_TIMER)
    page.wait_for_function(PYTHON_FROM + ".length")
    python_from = page.evaluate(PYTHON_FROM)
    page.wait_for_function("() => document.documentElement.dataset.offline === 'pages python'", timeout=PYTHON_TIMEOUT_MS)
    yield SimpleNamespace(context=ctx, page=page, gaps=gaps, python_from=python_from)
    ctx.close()


@pytest.fixture
def network_cut(first_visit):
    """The first visit's browser with the network cut (back on after the test)."""
    first_visit.context.set_offline(True)
    pages = []

    def new_page(script=None):
        page = first_visit.context.new_page()
        page.set_default_timeout(PYTHON_TIMEOUT_MS)
        if script:
            page.add_init_script(script)
        pages.append(page)
        return page

    yield new_page
    for page in pages:
        page.close()
    first_visit.context.set_offline(False)


def visit_once(ctx, url, kept="pages python"):
    """Open a page and wait until the service worker says what it kept for offline use."""
    page = ctx.new_page()
    page.set_default_timeout(PYTHON_TIMEOUT_MS)
    page.goto(url)
    if "python" in kept and page.locator(".calc-widget").count():
        wait_for_result(page)
    page.wait_for_function(f"() => document.documentElement.dataset.offline === {json.dumps(kept)}", timeout=PYTHON_TIMEOUT_MS)
    return page


def built_pages(site_dir: Path, root: str) -> list[str]:
    """Site paths of the pages of one language (root "" for French, "en/", "tr/")."""
    pages = []
    for html in sorted((site_dir / root).rglob("index.html")):
        rel = html.parent.relative_to(site_dir).as_posix()
        rel = "" if rel == "." else rel + "/"
        if (root or not rel.startswith(("en/", "tr/"))) and not rel.startswith(("_", "search")):
            pages.append(rel)
    return pages


def game_pages(site_dir: Path, game: str) -> list[str]:
    """Site paths of every page of ``game``, in every language."""
    return [page for root in LANGS.values() for page in built_pages(site_dir, root) if page.startswith(f"{root}{game}/")]


def quiet_page(site_dir: Path, lang: str) -> str:
    """QUIET in ``lang``, a page with no calculator (so, opened, it starts no Python by itself)."""
    where = site_path(lang, *QUIET)
    assert 'class="calc-widget"' not in (site_dir / where / "index.html").read_text(encoding="utf-8")
    return where


# The reader turned the warm-up off (docs/assets/js/core/warm-up.js keeps it in localStorage).
WARM_UP_OFF = "localStorage.setItem('tablerules.warm-up', 'off');"


def expect_offline_page(page, base_url, site_dir, lang, kept_game):
    """The page just opened is ``lang``'s offline page, listing that language's kept pages (its
    home page, ``kept_game``'s pages) by their titles; its links open them."""
    assert page.locator("html").get_attribute("lang") == lang
    assert page.locator("article h1").inner_text() == render("core.offline_title", lang)
    hrefs = page.locator(".offline-pages a").evaluate_all("(links) => links.map((a) => new URL(a.href).pathname)")
    kept = [f"/{path}" for path in game_pages(site_dir, kept_game) if path.startswith(site_path(lang, kept_game))]
    assert sorted(hrefs) == sorted([f"/{LANGS[lang]}", *kept])
    rules = page.locator(f'.offline-pages a[href="/{site_path(lang, kept_game)}"]')
    title = rules.inner_text()
    rules.click()
    page.wait_for_url(f"{base_url}{site_path(lang, kept_game)}")
    assert page.title().startswith(title)


def test_a_page_of_a_game_keeps_that_game_in_every_language_not_python(sw_context, base_url, site_dir):
    sw_context.add_init_script(WARM_UP_OFF)
    game = QUIET[0]
    page = visit_once(sw_context, f"{base_url}{quiet_page(site_dir, 'en')}", kept="pages")
    # The warm-up is off: said under the page, with a way to turn it on; no Python is kept.
    page.locator(".calc-warm-up[data-state=off]").wait_for()
    assert render("core.warm_up_off", "en") in page.locator(".calc-warm-up").inner_text()
    cached = set(page.evaluate(CACHED))
    assert {f"/{path}" for path in game_pages(site_dir, game)} <= cached, "the game's pages in every language"
    site = [f"/{root}{name}" for root in LANGS.values() for name in ("", "404.html", "offline.html", "search/search_index.json")]
    assert set(site) <= cached
    assert any(path.startswith("/assets/stylesheets/") for path in cached)
    assert not [path for path in cached if path.startswith(("/pyodide/", "/wheels/", "/assets/js/widgets/"))]
    others = tuple(f"/{root}{other}/" for root in LANGS.values() for other in GAMES if other != game)
    assert not [path for path in cached if path.startswith(others)], "only the pages of the game read"
    # Offline: the game's pages open in every language; a page of another game shows the
    # offline page of its language; an address of no page, the "page not found".
    sw_context.set_offline(True)
    for lang in LANGS:
        page.goto(f"{base_url}{site_path(lang, game, 'teach')}")
        assert page.locator("html").get_attribute("lang") == lang and page.locator("h1").first.inner_text()
    for lang in LANGS:
        page.goto(f"{base_url}{site_path(lang, GAMES[0])}")
        expect_offline_page(page, base_url, site_dir, lang, game)
    page.goto(f"{base_url}tr/no-such-page/")
    assert page.locator("article h1").inner_text() == render("core.not_found_title", "tr")
    # Back online, the reader turns the warm-up on: Python is kept, and the line goes.
    sw_context.set_offline(False)
    page.goto(f"{base_url}{quiet_page(site_dir, 'en')}")
    page.locator(".calc-warm-up").get_by_role("button", name=render("core.warm_up_turn_on", "en")).click()
    page.wait_for_function("() => document.documentElement.dataset.offline === 'pages python'", timeout=PYTHON_TIMEOUT_MS)
    assert page.locator(".calc-warm-up").count() == 0
    assert page.evaluate("localStorage.getItem('tablerules.warm-up')") is None


# A browser that asks to save data (Chromium's "Lite mode", a phone's data saver).
SAVE_DATA = "Object.defineProperty(navigator, 'connection', { value: { saveData: true } });"
ENGINE = ("/pyodide/", "/wheels/")


def test_a_few_seconds_on_a_page_of_a_game_keep_the_engine_for_its_calculators(browser, logged_site, site_dir):
    _, url, served = logged_site
    ctx = browser.new_context(service_workers="allow")
    try:
        page = ctx.new_page()
        page.set_default_timeout(PYTHON_TIMEOUT_MS)
        page.add_init_script(record_texts(".calc-warm-up"))
        page.goto(f"{url}{quiet_page(site_dir, 'fr')}")
        page.wait_for_function("() => document.documentElement.dataset.offline === 'pages python'")
        said = f"{render('core.warm_up_on', 'fr')} {render('core.warm_up_turn_off', 'fr')}"
        assert page.evaluate("window.__texts") == [said], "said under the page while it went"
        assert page.locator(".calc-warm-up").count() == 0, "the line goes once the engine is kept"
        engine = [path for path in served if path.startswith(ENGINE)]
        assert "/pyodide/pyodide.asm.wasm" in engine and len(engine) == len(set(engine)), engine
        # The game's calculators page then gets the engine's files from the cache: none is asked
        # of the server once its worker has them all (its status line says it starts Python).
        served.clear()
        page.goto(f"{url}{site_path('fr', QUIET[0], 'calculators')}")
        page.wait_for_function("() => document.querySelector('.calc-status')?.dataset.stage === 'start' || document.documentElement.dataset.calcFirstResult")
        page.wait_for_timeout(500)
        assert not [path for path in served if path.startswith(ENGINE)], served
    finally:
        ctx.close()


def test_no_warm_up_when_the_browser_saves_data(browser, logged_site, site_dir):
    _, url, served = logged_site
    ctx = browser.new_context(service_workers="allow")
    try:
        ctx.add_init_script(SAVE_DATA)
        page = visit_once(ctx, f"{url}{quiet_page(site_dir, 'en')}", kept="pages")
        page.wait_for_timeout(4500)  # past the few seconds after which the warm-up would start
        assert not [path for path in served if path.startswith(ENGINE)], served
        assert page.locator(".calc-warm-up").count() == 0
    finally:
        ctx.close()


@pytest.mark.parametrize("storage", ["full", "no-service-worker"])
def test_where_nothing_can_be_kept_the_site_works_online_and_says_offline_is_unavailable(browser, base_url, warm_context, storage):
    ctx = browser.new_context(service_workers="allow")
    try:
        ctx.add_init_script(RETURN_VISIT)
        page = ctx.new_page()
        page.set_default_timeout(PYTHON_TIMEOUT_MS)
        # Python's snapshot, as on a return visit: the calculator answers without starting Python anew.
        restore_snapshot(page, base_url, snapshot_of(warm_context))
        if storage == "full":
            usage = page.evaluate("navigator.storage.estimate().then((estimate) => estimate.usage)")
            ctx.new_cdp_session(page).send("Storage.overrideQuotaForOrigin", {"origin": base_url.rstrip("/"), "quotaSize": usage + 50_000})
        else:
            ctx.add_init_script("delete Navigator.prototype.serviceWorker;")
        page.goto(f"{base_url}{site_path('tr', GAMES[0], 'calculators')}")
        wait_for_result(page)
        note = page.locator(".calc-offline-note")
        note.wait_for()
        assert note.inner_text() == render("core.offline_unavailable", "tr")
        assert page.evaluate("document.documentElement.dataset.offline") == "unavailable"
    finally:
        ctx.close()


def test_page_stays_responsive_while_python_loads(first_visit):
    """The main thread keeps running timers while Pyodide starts from nothing in its worker."""
    assert first_visit.python_from == ["start"]
    assert len(first_visit.gaps) > 20, "the timer barely ran while Python loaded"
    assert max(first_visit.gaps) < 1000, f"the page froze for {max(first_visit.gaps):.0f} ms"


def test_one_calculator_page_makes_its_game_work_offline_in_every_language(first_visit, network_cut, base_url, site_dir):
    cached = set(first_visit.page.evaluate(CACHED))
    (stdlib,) = (site_dir / "pyodide").glob("python_stdlib-*.zip")  # the trimmed library the worker loads
    assert {"/pyodide/pyodide.asm.wasm", f"/pyodide/{stdlib.name}", "/assets/js/calc-worker.js"} <= cached
    assert [path for path in cached if path.startswith("/wheels/") and path.endswith(".core.json")]
    assert not [path for path in cached if path.endswith((".whl", "pyodide-lock.json", "/python_stdlib.zip"))], "the worker reads none"
    assert not [path for path in cached if path.endswith((".br", ".gz"))], "a precompressed copy is its file, kept decoded"
    game = GAMES[0]  # the game of the first visit's page (CALCULATORS[0], in French)
    # A page without a shared worker, in another language: Python starts again, from the cache alone.
    page = network_cut(NO_SHARED_WORKER)
    page.goto(f"{base_url}{site_path('tr', game, 'calculators')}")
    wait_for_widgets(page)
    assert page.evaluate(PYTHON_FROM) in (["start"], ["snapshot"])
    # The game's calculators in every language, every page of the game and what it links to
    # (its stylesheets, scripts, pictures), from the cache.
    page = network_cut()
    for lang in ("en", "fr"):
        page.goto(f"{base_url}{site_path(lang, game, 'calculators')}")
        wait_for_widgets(page)
    assert page.evaluate(EVERY_PAGE_AND_WHAT_IT_USES, game_pages(site_dir, game)) == []
    for lang in LANGS:
        page.goto(f"{base_url}{LANGS[lang]}", wait_until="domcontentloaded")
        assert page.locator("html").get_attribute("lang") == lang and page.locator("h1").first.inner_text()
    # A search result's address (its words after ?h=) opens the kept page, not the page not found.
    name = render(spec(game).title, "fr")
    page.goto(f"{base_url}{RULES}?h={name.lower()}", wait_until="domcontentloaded")
    assert page.title() == page.evaluate(TITLE_OF, f"{base_url}{RULES}")
    # Search works offline too.
    page.goto(f"{base_url}{RULES}")
    page.keyboard.press("/")
    page.keyboard.type(name)
    page.locator(".md-search-result__item a").first.wait_for(timeout=30_000)


def documented_requests(lang: str = "en") -> list[str]:
    """The first documented example of each action of every game (calculators/<game>/FORMATS.md
    and the shared calculators/FORMATS.md), as API requests."""
    requests = {}
    for game in GAMES:
        for example in formats_examples(game):
            requests.setdefault((game, example.action), json.dumps(example.request(lang)))
    assert {(game, action) for game in GAMES for action in spec(game).actions} <= set(requests)
    return list(requests.values())


def test_every_calculator_scores_offline(network_cut, base_url):
    """With the network cut, the page's Python answers what each game's actions are documented to
    answer, as the calculators do here."""
    page = network_cut()
    page.goto(f"{base_url}{CALCULATORS[0]}")
    wait_for_result(page)
    requests = documented_requests()
    answers = page.evaluate(ASK_WORKER, [None, requests, "running"])
    assert [json.loads(a) for a in answers] == [json.loads(handle_json(r)) for r in requests]


def test_the_next_calculator_page_finds_python_running(first_visit):
    """Python lives in a shared worker that outlives the page: the next page does not start it again."""
    page = first_visit.page  # the only page of the visit: its shared worker must outlive it
    page.goto(urljoin(page.url, f"/{CALCULATORS[0]}"))
    wait_for_result(page)
    with page.expect_navigation():
        page.locator(f'a[href$="{CALCULATORS[1]}"]').first.evaluate("(link) => link.click()")
    page.wait_for_function(PYTHON_FROM + ".length")
    assert page.evaluate(PYTHON_FROM) == ["running"]
    assert page.evaluate("location.pathname") == f"/{CALCULATORS[1]}"


@pytest.mark.parametrize("script", [NO_SHARED_WORKER, FAILING_SHARED_WORKER], ids=["no-shared-worker", "shared-worker-fails"])
def test_without_a_shared_worker_the_page_starts_its_own(context, base_url, script):
    """In a browser whose shared worker runs Python (the warm context), a page that has no
    shared worker, or one that fails, starts a Python of its own (from the stored snapshot)."""
    page = context.new_page()
    try:
        page.add_init_script(script)
        page.set_default_timeout(PYTHON_TIMEOUT_MS)
        page.goto(f"{base_url}en/{CALCULATORS[-1]}")
        wait_for_result(page)
        page.wait_for_function(PYTHON_FROM + ".length")
        assert page.evaluate(PYTHON_FROM) in (["start"], ["snapshot"])
        assert not page.locator(".calc-status").count() or "could not" not in page.locator(".calc-status").first.inner_text()
    finally:
        page.close()


# The calculators pages with widgets of more than one kind (the first of them tested below).
MANY_WIDGETS = [where for where, game in zip(CALCULATORS, games_with("calculators")) if len(spec(game).widgets) > 1]


def test_widgets_below_the_screen_wait_for_the_first_result(page, base_url):
    """The first result does not wait for widgets out of view; they are all mounted soon after."""
    page.goto(f"{base_url}en/{MANY_WIDGETS[0]}")
    wait_for_result(page)
    for widget in page.locator(".calc-widget").all():
        widget.locator("[data-state=ready]").first.wait_for()
    timing = page.evaluate(
        """() => {
          const names = [...document.querySelectorAll('.calc-widget')].map((w) => w.dataset.widget);
          const last = names.filter((name) => name !== names[0]).pop();  // a widget below, of another kind
          return {
            first: Number(document.documentElement.dataset.calcFirstResult),
            below: performance.getEntriesByType('resource').find((e) => e.name.endsWith(`/widgets/${last}.js`)).startTime,
          };
        }"""
    )
    assert timing["below"] > timing["first"]


# A browser that never reports a widget coming into view and never has an idle moment.
NO_VIEW_NO_IDLE = """
window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} };
window.requestIdleCallback = () => 0;
"""


def test_the_widget_at_the_top_does_not_wait_for_the_first_layout(context, base_url):
    """The widget at the top of a calculators page is mounted as soon as the page's script runs:
    neither a report that it came into view nor an idle moment is waited for (the others are)."""
    page = context.new_page()
    try:
        page.add_init_script(NO_VIEW_NO_IDLE)
        page.set_default_timeout(PYTHON_TIMEOUT_MS)
        page.goto(f"{base_url}en/{MANY_WIDGETS[0]}")
        widgets = page.locator(".calc-widget")
        widgets.first.locator(".calc-result[data-state=ready]").wait_for()
        assert page.evaluate("() => Boolean(document.documentElement.dataset.calcFirstResult)")
        assert widgets.count() > 1 and widgets.nth(1).locator("[data-state=ready]").count() == 0
    finally:
        page.close()  # its own page (an init script the reused page must not keep)


# Ask for the site's service worker again; once a new one has been installed or refused, its state.
UPDATE_OUTCOME = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration.update();
  const worker = registration.installing || registration.waiting;
  if (!worker) return "no new worker";
  while (!["activated", "redundant"].includes(worker.state)) {
    await new Promise((resolve) => worker.addEventListener("statechange", resolve, { once: true }));
  }
  return worker.state;
}"""


def test_a_new_release_replaces_the_old_one_whole_downloading_only_what_changed(browser, logged_site):
    """A release whose upload is halfway (the new sw.js, an old page) is refused: the reader keeps
    the old release, every page of it. Once the upload is complete, the next visits get the new
    one, downloading only what changed, and the old cache is gone: never a mix of the two."""
    copy, url, served = logged_site
    ctx = browser.new_context(service_workers="allow")
    try:
        page = visit_once(ctx, f"{url}en/{CALCULATORS[0]}")
        old = page.evaluate("caches.keys()")
        assert [name for name in old if name.startswith("tablerules-site-")]
        # Release: a page changes, the build writes a new sw.js; the host has the new sw.js first.
        page_file = copy / "en" / RULES / "index.html"
        before = page_file.read_text(encoding="utf-8")
        after = before.replace("</h1>", " (new release)</h1>", 1)
        page_file.write_text(after, encoding="utf-8")
        offline.write_service_worker(copy)
        page_file.write_text(before, encoding="utf-8")
        page.goto(f"{url}en/{RULES}", wait_until="domcontentloaded")
        assert page.evaluate(UPDATE_OUTCOME) == "redundant"
        page.goto(f"{url}en/{RULES}", wait_until="domcontentloaded")
        assert "(new release)" not in page.locator("h1").first.inner_text()
        assert set(old) <= set(page.evaluate("caches.keys()"))
        # The upload completes.
        page_file.write_text(after, encoding="utf-8")
        served.clear()
        page.goto(f"{url}en/{RULES}", wait_until="domcontentloaded")
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        # Within a short while (a reader's visits: each one also asks for a new service worker)
        # the new release is installed, the old cache is gone, and a visit shows the new page.
        fresh = ctx.new_page()
        fresh.set_default_timeout(PYTHON_TIMEOUT_MS)
        deadline = time.monotonic() + 90
        while True:
            fresh.goto(f"{url}en/{RULES}", wait_until="domcontentloaded")
            shown = "(new release)" in fresh.locator("h1").first.inner_text()
            if shown and fresh.evaluate(NEW_RELEASE_CACHED, old):
                break
            if time.monotonic() > deadline:
                pytest.fail(f"after 90 s: new page shown {shown}, caches {fresh.evaluate('caches.keys()')}")
            fresh.wait_for_timeout(500)
        # Only the changed page (and the service worker itself) came from the network again.
        assert not [path for path in served if path.startswith(("/pyodide/", "/wheels/", "/assets/"))], served
        cached = set(fresh.evaluate(CACHED))
        assert "/pyodide/pyodide.asm.wasm" in cached and f"/en/{RULES}" in cached
    finally:
        ctx.close()


def test_site_can_be_added_to_a_home_screen(page, base_url, site_dir):
    page.goto(f"{base_url}tr/{RULES}")
    href = page.locator('link[rel="manifest"]').evaluate("(l) => l.href")
    manifest = json.loads(page.request.get(href).text())
    assert manifest["display"] == "standalone" and manifest["start_url"]
    for icon in manifest["icons"]:
        assert page.request.get(href.rsplit("/", 1)[0] + "/" + icon["src"]).status == 200


def test_python_restored_from_the_snapshot_answers_every_game(page, base_url):
    """After one calculator page (the warm context's), the stored Python snapshot serves every game alike."""
    page.goto(f"{base_url}en/{CALCULATORS[-1]}")
    requests = [json.dumps({"game": game, "action": action, "lang": "en", "data": {}}) for game in GAMES for action in spec(game).actions]
    answers = page.evaluate(ASK_WORKER, [None, requests, "snapshot"])
    assert page.evaluate("window.__askedFrom") == "snapshot"
    assert [json.loads(a) for a in answers] == [json.loads(handle_json(r)) for r in requests]
    assert "Unknown game" not in " ".join(answers)
