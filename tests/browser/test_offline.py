"""Offline after one visit: pages and calculators work with the network cut; a release replaces the cache."""

import json
import shutil

import pytest

from hooks import offline
from scripts.serve import serve_in_background
from tests.browser.conftest import PYTHON_TIMEOUT_MS, wait_for_result
from tests.browser.test_pixies_grid import Taps, enter_grid

WAIT_FOR_OFFLINE_CACHE = """async () => {
  const registration = await navigator.serviceWorker.ready;
  return registration.active ? registration.active.scriptURL : null;
}"""


@pytest.fixture
def sw_context(browser):
    ctx = browser.new_context(viewport={"width": 412, "height": 915}, service_workers="allow")
    yield ctx
    ctx.close()


def visit_once(ctx, url):
    page = ctx.new_page()
    page.set_default_timeout(PYTHON_TIMEOUT_MS)
    page.goto(url)
    wait_for_result(page)
    assert page.evaluate(WAIT_FOR_OFFLINE_CACHE).endswith("/sw.js")
    return page


def test_every_calculator_works_offline_after_one_visit(sw_context, base_url, site_dir):
    page = visit_once(sw_context, f"{base_url}pixies/calculators/")
    sw_context.set_offline(True)
    calculator_pages = sorted(p.parent.relative_to(site_dir).as_posix() for p in site_dir.glob("**/calculators/index.html"))
    assert len(calculator_pages) >= 12  # four games in three languages
    for path in calculator_pages:
        page.goto(f"{base_url}{path}/")
        for widget in page.locator(".calc-widget").all():
            widget.locator("[data-state=ready]").first.wait_for()
    # Rules pages, the search index and the home page too.
    for path in ("", "en/", "tr/pixies/", "en/pixies/teach/"):
        page.goto(f"{base_url}{path}")
        assert page.locator("h1").first.inner_text()


def test_pixies_grid_scores_offline(sw_context, base_url):
    page = visit_once(sw_context, f"{base_url}en/pixies/calculators/")
    sw_context.set_offline(True)
    page.reload()
    enter_grid(page.locator('.calc-widget[data-widget="pixies-grid"]'), {5: ("validated", "blue-5-1")}, Taps(touch=False))
    page.wait_for_function("() => document.querySelector('.calc-total strong')?.dataset.total === '5'")


def test_a_new_release_replaces_the_old_cache(browser, site_dir, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    server, url = serve_in_background(copy)
    ctx = browser.new_context(service_workers="allow")
    try:
        page = visit_once(ctx, f"{url}en/pixies/calculators/")
        old = page.evaluate("caches.keys()")
        assert [name for name in old if name.startswith("tablerules-site-")]
        # Release: a page changes, the build writes a new sw.js.
        page_file = copy / "en" / "pixies" / "index.html"
        page_file.write_text(page_file.read_text(encoding="utf-8").replace("</h1>", " (new release)</h1>", 1), encoding="utf-8")
        offline.write_service_worker(copy)
        page.goto(f"{url}en/pixies/")
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        # Within a short while the new release is installed, the old cache is gone, and a new
        # visit shows the new page.
        fresh = ctx.new_page()
        fresh.set_default_timeout(PYTHON_TIMEOUT_MS)
        for _ in range(30):
            fresh.wait_for_timeout(1000)
            fresh.goto(f"{url}en/pixies/", wait_until="domcontentloaded")
            sites = [name for name in fresh.evaluate("caches.keys()") if name.startswith("tablerules-site-")]
            if sites and sites[0] not in old and len(sites) == 1 and "(new release)" in fresh.locator("h1").first.inner_text():
                break
        else:
            pytest.fail(f"still serving the old release: caches {sites}")
    finally:
        ctx.close()
        server.shutdown()


def test_site_can_be_added_to_a_home_screen(page, base_url, site_dir):
    page.goto(f"{base_url}tr/pixies/")
    href = page.locator('link[rel="manifest"]').evaluate("(l) => l.href")
    manifest = json.loads(page.request.get(href).text())
    assert manifest["display"] == "standalone" and manifest["start_url"]
    for icon in manifest["icons"]:
        assert page.request.get(href.rsplit("/", 1)[0] + "/" + icon["src"]).status == 200


def test_python_restored_from_the_snapshot_answers_every_game(sw_context, base_url):
    """After one calculator page, the stored Python snapshot serves all four games alike."""
    from calculators.api import handle_json
    from tests.browser.test_pyodide_parity import ASK_WORKER

    page = visit_once(sw_context, f"{base_url}ipso/calculators/")
    page.wait_for_function(
        "() => caches.open('tablerules-python-snapshot').then(c => c.keys()).then(k => k.length > 0)", timeout=PYTHON_TIMEOUT_MS
    )
    page.goto(f"{base_url}en/neteru/calculators/")
    requests = [
        json.dumps({"game": game, "action": action, "lang": "en", "data": {}})
        for game, action in (("pixies", "score"), ("ipso", "score"), ("dixit", "round"), ("neteru", "score"), ("pixies", "sheet"))
    ]
    answers = page.evaluate(ASK_WORKER, requests)
    assert [json.loads(a) for a in answers] == [json.loads(handle_json(r)) for r in requests]
    assert "Unknown game" not in " ".join(answers)
