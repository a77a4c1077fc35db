"""The engine's files as a reader's browser gets them: precompressed, slow, sometimes cut short,
replaced by a new release.

A download of the trimmed standard library cut short (a truncated brotli copy) is tried again by
the worker. A download the network cuts midway, again and again, is shown as it goes (the stage
and the bytes, in the page's language), then the widget says it could not be downloaded and
offers to try again; what the reader entered meanwhile stays in the form and is answered once the
engine is in. A release with another standard library is cached in place of the old one and
starts Python anew (the old memory snapshot, made with the old library, is never restored).
"""

from __future__ import annotations

import functools
import io
import re
import shutil
import threading
import time
import zipfile

import pytest

from calculators.i18n import render
from calculators.registry import GAMES, spec
from hooks import offline, precompress
from scripts.serve import QuietServer, SiteHandler
from tests.browser.conftest import PYTHON_TIMEOUT_MS, record_texts, wait_for_result

PAGE = f"en/{GAMES[0]}/calculators/"
TOP_WIDGET = spec(GAMES[0]).widgets[0]
PYTHON_FROM = "() => performance.getEntriesByName('calc-python-ready').map((m) => m.detail.from)"
NO_SHARED_WORKER = "delete window.SharedWorker;"
SNAPSHOT_KEYS = """async () => {
  if (!(await caches.keys()).includes('tablerules-python-snapshot')) return [];
  return (await (await caches.open('tablerules-python-snapshot')).keys()).map((r) => new URL(r.url).pathname);
}"""
CACHED = """async () => {
  const name = (await caches.keys()).find((n) => n.startsWith('tablerules-site-'));
  return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
}"""


class CutMidway(io.BytesIO):
    """The first half of a body, a piece at a time, slowly: a connection the network cuts midway
    (the response announced the whole length)."""

    def __init__(self, body: bytes):
        super().__init__(body[: len(body) // 2])

    def read(self, size=-1):
        time.sleep(0.05)
        return super().read(64 * 1024)


class TruncatingHandler(SiteHandler):
    """Sends the first ``cut`` precompressed copies of the standard library cut in half (with the
    length of what is sent, as a host holding a truncated file does); ``asked`` counts requests.
    While ``cut_wasm`` is true, Pyodide's runtime (pyodide.asm.wasm) is cut midway."""

    cut = 0
    asked = 0
    cut_wasm = False

    def send_copy(self, path, copy, coding):
        if path.name == "pyodide.asm.wasm" and type(self).cut_wasm:
            response = super().send_copy(path, copy, coding)
            if response is None:
                return None
            with response:
                return CutMidway(response.read())
        if not path.name.startswith("python_stdlib-"):
            return super().send_copy(path, copy, coding)
        type(self).asked += 1
        if type(self).cut <= 0:
            return super().send_copy(path, copy, coding)
        type(self).cut -= 1
        body = copy.read_bytes()[: copy.stat().st_size // 2]
        self.send_response(200)
        self.send_header("Content-Type", "application/zip")
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


@pytest.fixture
def served(site_dir, tmp_path):
    """A copy of the site on its own server: (folder, base URL, handler class)."""
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    handler = type("Handler", (TruncatingHandler,), {"cut": 0, "asked": 0, "cut_wasm": False})
    server = QuietServer(("127.0.0.1", 0), functools.partial(handler, directory=str(copy)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield copy, f"http://127.0.0.1:{server.server_address[1]}/", handler
    server.shutdown()


@pytest.fixture
def fresh(browser):
    contexts = []

    def new(**options):
        ctx = browser.new_context(**options)
        contexts.append(ctx)
        page = ctx.new_page()
        page.set_default_timeout(PYTHON_TIMEOUT_MS)
        return ctx, page

    yield new
    for ctx in contexts:
        ctx.close()


def round_pressed(page) -> str:
    return page.locator(f'.calc-widget[data-widget="{TOP_WIDGET}"] button[data-round][aria-pressed="true"]').first.get_attribute("data-round")


def test_a_truncated_download_is_tried_again_and_the_reader_gets_the_answer(served, fresh):
    _, url, handler = served
    handler.cut = 1
    _, page = fresh()
    page.goto(url + PAGE)
    wait_for_result(page)
    assert handler.cut == 0 and handler.asked == 2, "the cut download was asked for once more"


def test_a_download_cut_midway_shows_its_progress_then_a_retry_and_keeps_what_was_entered(served, fresh):
    _, url, handler = served
    handler.cut_wasm = True
    ctx, page = fresh()
    page.add_init_script(record_texts(".calc-status"))
    page.goto(url + PAGE)
    widget = page.locator(f'.calc-widget[data-widget="{TOP_WIDGET}"]')
    widget.locator('button[data-round="2"]').click()  # the form works while the engine loads
    failed = widget.locator(".calc-status[role=alert]")
    failed.wait_for(timeout=PYTHON_TIMEOUT_MS)
    assert render("core.engine_download_failed", "en") in failed.inner_text()
    assert round_pressed(page) == "2", "the form keeps what the reader entered"
    # Shown while it went: the stage and the bytes, in the page's language.
    stage, bytes_shown = render("core.engine_download", "en"), render("core.engine_bytes", "en", {"loaded": "X", "total": "Y"})
    shown = re.compile(re.escape(stage) + r" " + re.escape(bytes_shown).replace("X", r"(\d+\.\d)").replace("Y", r"(\d+\.\d)"))
    progress = [tuple(map(float, m.groups())) for text in page.evaluate("window.__texts") if (m := shown.fullmatch(text))]
    assert any(0 < loaded < total for loaded, total in progress), page.evaluate("window.__texts")
    # The network is back; the reader tries again: the engine comes, and answers what was entered.
    handler.cut_wasm = False
    failed.get_by_role("button", name=render("core.retry", "en")).click()
    wait_for_result(page)
    assert page.locator(".calc-status").count() == 0, "the status line is gone with the first answer"
    assert round_pressed(page) == "2"


def test_a_release_with_another_standard_library_replaces_the_old_one_and_its_snapshot(served, fresh):
    copy, url, _ = served
    ctx, page = fresh(service_workers="allow")
    page.add_init_script(NO_SHARED_WORKER)  # each page its own worker: the new release's starts Python
    page.goto(url + PAGE)
    wait_for_result(page)
    page.wait_for_function("() => document.documentElement.dataset.offline === 'pages python'", timeout=PYTHON_TIMEOUT_MS)
    deadline = time.monotonic() + PYTHON_TIMEOUT_MS / 1000
    while not page.evaluate(SNAPSHOT_KEYS):
        assert time.monotonic() < deadline, "no snapshot was kept"
        page.wait_for_timeout(300)
    (old_snapshot,) = page.evaluate(SNAPSHOT_KEYS)
    (old,) = (copy / "pyodide").glob("python_stdlib-*.zip")
    assert f"/pyodide/{old.name}" in page.evaluate(CACHED) and old.name in old_snapshot

    # The release: the same modules, another library (one file more), under its own name.
    with zipfile.ZipFile(old) as source:
        entries = {name: source.read(name) for name in source.namelist()}
    fresh_zip = io.BytesIO()
    with zipfile.ZipFile(fresh_zip, "w", zipfile.ZIP_STORED) as target:
        for name, content in {**entries, "release.txt": b"next"}.items():
            target.writestr(name, content)
    new = old.with_name("python_stdlib-0123456789ab.zip")
    new.write_bytes(fresh_zip.getvalue())
    for stale in copy.glob("pyodide/python_stdlib-*.zip*"):
        if not stale.name.startswith(new.name):
            stale.unlink()
    precompress.write(copy, [f"pyodide/{new.name}"])
    worker = copy / "assets" / "js" / "calc-worker.js"
    worker.write_text(re.sub(r'const STDLIB = "[^"]*";', f'const STDLIB = "{new.name}";', worker.read_text(encoding="utf-8")), encoding="utf-8")
    offline.write_service_worker(copy)

    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    deadline = time.monotonic() + 90
    while True:
        cached = page.evaluate(CACHED)
        if f"/pyodide/{new.name}" in cached and f"/pyodide/{old.name}" not in cached and len([n for n in page.evaluate("caches.keys()") if n.startswith("tablerules-site-")]) == 1:
            break
        assert time.monotonic() < deadline, f"the new release was not cached in place of the old: {sorted(p for p in cached if 'stdlib' in p)}"
        page.wait_for_timeout(500)
    # The next page runs the new library: Python starts anew, never from the old snapshot.
    page.goto(url + PAGE)
    wait_for_result(page)
    assert page.evaluate(PYTHON_FROM) == ["start"]
    deadline = time.monotonic() + PYTHON_TIMEOUT_MS / 1000
    while page.evaluate(SNAPSHOT_KEYS) == [old_snapshot]:
        assert time.monotonic() < deadline, "the old snapshot stayed"
        page.wait_for_timeout(300)
    (kept,) = page.evaluate(SNAPSHOT_KEYS)
    assert new.name in kept
    assert not (copy / "pyodide" / old.name).exists()
