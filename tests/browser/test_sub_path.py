"""The site built for an address under a sub-path (``SITE_URL``, tests.conftest.SUB_PATH_URL) and
served there, by a host that serves nothing else: pages and calculators work, the language switch
keeps the page, the site works offline after a visit, and a missing page shows the "page not
found" of its language. A request outside the path would get the host's bare 404 and fail the
page fixture, as any request to another host or any content policy violation does.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest

from calculators.i18n import render
from calculators.registry import GAMES
from scripts.serve import serve_in_background
from tests.browser.conftest import DESKTOP, PYTHON_TIMEOUT_MS, fresh_page, snapshot_of, wait_for_widgets, warmed
from tests.browser.test_not_found import expect_404
from tests.browser.test_offline import visit_once
from tests.site_pages import LANGS, games_with, path

CALCULATORS = [path(lang, game, "calculators") for lang in LANGS for game in games_with("calculators")]
TEACH = games_with("teach")[0]


@pytest.fixture(scope="module")
def sub_path_url(sub_path_site):
    """The site at its path on a host of its own (the folder above it is the host's root)."""
    server, url = serve_in_background(sub_path_site.parent)
    yield url + sub_path_site.name + "/"
    server.shutdown()


@pytest.fixture(scope="module")
def sub_path_context(browser, sub_path_url, warm_context):
    """A warm context on the sub-path site (Python restored from the main warm context's snapshot)."""
    ctx = warmed(browser, sub_path_url, snapshot_of(warm_context), **DESKTOP)
    yield ctx
    ctx.close()


@pytest.fixture
def sub_page(sub_path_context, sub_path_url):
    yield from fresh_page(sub_path_context, sub_path_url)


@pytest.mark.parametrize("where", ["", "en/", "tr/", *CALCULATORS, path("en", GAMES[-1])])
def test_pages_and_calculators_work_under_the_path(sub_page, sub_path_url, where):
    sub_page.goto(sub_path_url + where)
    assert urlsplit(sub_page.url).path == urlsplit(sub_path_url + where).path
    assert sub_page.locator("h1").first.inner_text()
    widgets = wait_for_widgets(sub_page)
    assert widgets.count() >= (1 if where in CALCULATORS else 0)
    # (the page fixture fails on any request outside the path, any error, any policy violation)


@pytest.mark.parametrize("source,target", [("en", "tr"), ("tr", "fr"), ("fr", "en")])
def test_the_language_switch_keeps_the_page_under_the_path(sub_page, sub_path_url, source, target):
    sub_page.goto(sub_path_url + path(source, TEACH, "teach"))
    sub_page.locator(".md-header .md-select").first.hover()
    with sub_page.expect_navigation():
        sub_page.locator(f'.md-select__link[hreflang="{target}"]').first.click()
    assert sub_page.url == sub_path_url + path(target, TEACH, "teach")
    assert sub_page.get_attribute("html", "lang") == target


@pytest.mark.parametrize("lang", LANGS)
def test_a_missing_page_shows_the_page_not_found_of_its_language_under_the_path(sub_page, sub_path_url, lang):
    expect_404(sub_page, f"{sub_path_url}{LANGS[lang]}no/such/page")
    assert sub_page.get_attribute("html", "lang") == lang
    assert sub_page.locator("article h1").inner_text().strip() == render("core.not_found_title", lang)
    # Its theme loaded from inside the path (the page fixture fails on any file not found).
    assert sub_page.evaluate("() => getComputedStyle(document.querySelector('.md-header')).position") in ("sticky", "fixed")
    with sub_page.expect_navigation():
        sub_page.get_by_role("link", name=render("core.not_found_home", lang)).click()
    assert sub_page.url == sub_path_url + LANGS[lang]


def test_the_site_works_offline_under_the_path_after_a_visit(browser, sub_path_url, warm_context):
    """One calculators page visited, then the network cut: the language's pages, its calculators
    and its page not found still open, from the copy the service worker kept under the path."""
    ctx = warmed(browser, sub_path_url, snapshot_of(warm_context), service_workers="allow", **DESKTOP)
    try:
        lang = "en"
        visit_once(ctx, sub_path_url + CALCULATORS[len(games_with("calculators"))])  # English's first
        ctx.set_offline(True)
        page = ctx.new_page()
        page.set_default_timeout(PYTHON_TIMEOUT_MS)
        page.goto(sub_path_url + path(lang, TEACH, "teach"))
        assert page.locator("h1").first.inner_text()
        page.goto(sub_path_url + path(lang, games_with("calculators")[-1], "calculators"))
        wait_for_widgets(page)
        page.goto(f"{sub_path_url}{LANGS[lang]}no/such/page")
        assert page.locator("article h1").inner_text().strip() == render("core.not_found_title", lang)
    finally:
        ctx.close()
