"""Browser tests: the built site served on 127.0.0.1, driven in Debian's Chromium by Playwright.

The site comes from the `site_dir` fixture of tests/conftest.py.
Every page a test opens records its requests; a request to any other origin fails the test,
since the site must never load anything from another host.
"""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from scripts.browser import launch  # noqa: E402
from scripts.serve import serve_in_background  # noqa: E402

PYTHON_TIMEOUT_MS = 90_000


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


class PageRecorder:
    """What a page did: every request URL, console errors and uncaught exceptions."""

    def __init__(self, page, origin: str):
        self.origin = origin
        self.requests: list[str] = []
        self.errors: list[str] = []
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


SNAPSHOT_READY = "() => caches.open('tablerules-python-snapshot').then((c) => c.keys()).then((k) => k.length > 0)"


@pytest.fixture(scope="module")
def warm_context(browser, base_url):
    """One browser context per test module whose Python snapshot is already stored.

    Starting Pyodide from nothing costs seconds of CPU; a page whose context holds the snapshot
    (Cache Storage) restores it in a fraction of that. Tests that are about start-up itself make
    their own context. Service workers are off (tests/browser/test_offline.py turns them on).
    """
    ctx = browser.new_context(viewport={"width": 412, "height": 915}, service_workers="block")
    tab = ctx.new_page()
    tab.goto(f"{base_url}en/pixies/calculators/")
    tab.wait_for_selector(".calc-result[data-state=ready]", timeout=PYTHON_TIMEOUT_MS)
    tab.wait_for_function(SNAPSHOT_READY, timeout=PYTHON_TIMEOUT_MS, polling=250)
    tab.close()
    yield ctx
    ctx.close()


@pytest.fixture
def context(warm_context, base_url):
    """The module's warm context, emptied of what a test could leave behind: pages, local and
    session storage (what a player saves), permissions. The Python snapshot stays."""
    blank = warm_context.new_page()
    blank.goto(f"{base_url}manifest.webmanifest")
    blank.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
    blank.close()
    yield warm_context
    for tab in list(warm_context.pages):
        tab.close()
    warm_context.clear_permissions()


@pytest.fixture
def page(context, base_url):
    """A fresh page; at the end, fails on any request off the site's origin or any script error."""
    tab = context.new_page()
    origin = base_url.rstrip("/")
    recorder = PageRecorder(tab, origin)
    tab.recorder = recorder
    tab.set_default_timeout(PYTHON_TIMEOUT_MS)
    yield tab
    assert recorder.off_origin() == [], "the page asked another host"
    assert recorder.errors == [], "the page logged errors"


def wait_for_result(page, selector: str = ".calc-result[data-state=ready]"):
    """Wait until a widget shows a live answer from Python."""
    page.wait_for_selector(selector, timeout=PYTHON_TIMEOUT_MS)
    return page.locator(selector).first
