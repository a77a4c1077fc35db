"""An unknown address shows a real "page not found" in the language of the part of the site it points into.

The server answers 404 with that language's page (as a static host does); the page says so in
its language, leads to that language's home page, and its search opens the theme's search
there, with results from that language's pages. Nothing is asked of another host (the page
fixture fails on any request off the site's origin, such as "//manifest.webmanifest").
"""

from __future__ import annotations

import pytest

from calculators.i18n import render
from tests.language_check import chrome_phrases, foreign_hits

CASES = [
    ("fr", "", "nope", "égalité"),
    ("en", "en/", "nope/deeper/", "tie"),
    ("tr", "tr/", "x/y", "beraberlik"),
]


def expect_404(page, url):
    """Open ``url``; it must answer 404 (the one error the page fixture should not count)."""
    response = page.goto(url)
    assert response.status == 404
    page.recorder.errors[:] = [e for e in page.recorder.errors if e != f"HTTP 404: {url}"]
    return response


@pytest.mark.parametrize("lang,prefix,path,query", CASES, ids=[case[0] for case in CASES])
def test_an_unknown_address_shows_the_page_not_found_of_its_language(page, base_url, lang, prefix, path, query):
    url = f"{base_url}{prefix}{path}"
    expect_404(page, url)
    assert page.locator("html").get_attribute("lang") == lang
    heading = page.locator("article h1")
    assert heading.inner_text().strip() == render("core.not_found_title", lang)
    assert page.title().startswith(render("core.not_found_title", lang))

    # Every word in the page's language, tooltips and the footer included.
    text = page.locator("body").inner_text()
    assert foreign_hits(text, lang) == [] and chrome_phrases(text, lang) == []

    # The way home leads to this language's home page.
    home = page.get_by_role("link", name=render("core.not_found_home", lang))
    assert home.count() == 1
    home.click()
    page.wait_for_url(f"{base_url}{prefix}")
    assert page.locator("html").get_attribute("lang") == lang

    # The search box: its words open the theme's search on that home page, with this language's pages.
    expect_404(page, url)
    box = page.get_by_role("search").get_by_label(render("core.not_found_search", lang).rstrip(" :"))
    box.fill(query)
    box.press("Enter")
    page.wait_for_url(f"{base_url}{prefix}?q=*")
    results = page.locator(".md-search-result__item")
    results.first.wait_for(timeout=30_000)
    links = [results.nth(i).locator("a").first.get_attribute("href") for i in range(results.count())]
    paths = [page.evaluate("(h) => new URL(h, location.href).pathname", link) for link in links]
    assert paths and all(path.startswith(f"/{prefix}") for path in paths), paths
    if not prefix:
        assert not any(path.startswith(("/en/", "/tr/")) for path in paths), paths


def test_the_theme_search_of_a_404_page_reads_its_language(page, base_url):
    expect_404(page, f"{base_url}en/nope")
    page.keyboard.press("/")
    page.keyboard.type("tie")
    results = page.locator(".md-search-result__item")
    results.first.wait_for(timeout=30_000)
    href = results.first.locator("a").first.get_attribute("href")
    assert page.evaluate("(h) => new URL(h, location.href).pathname", href).startswith("/en/")
