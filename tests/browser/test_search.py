"""Search finds words typed without their marks: "egalite" finds "égalité", "siralama" "sıralama".

The folded words hooks/search.py adds to each index stay hidden: the results show the text as
written.
"""

import pytest


def search(page, base_url, prefix: str, query: str):
    page.goto(f"{base_url}{prefix}")
    page.keyboard.press("/")  # Material's shortcut opens the search box, also on a phone-sized screen
    page.keyboard.type(query)
    results = page.locator(".md-search-result__item")
    results.first.wait_for(timeout=30_000)
    return results


@pytest.mark.parametrize(
    "prefix,query,written",
    [
        ("", "egalite", "égalité"),
        ("tr/", "siralama", "sıralama"),
        ("tr/", "esitlik", "eşitli"),
    ],
)
def test_a_word_typed_without_its_marks_finds_the_pages_that_have_them(page, base_url, prefix, query, written):
    results = search(page, base_url, prefix, query)
    shown = page.locator(".md-search-result").inner_text()
    assert results.count() >= 1
    # Results are the pages of the language of the page searched from...
    links = [results.nth(i).locator("a").first.get_attribute("href") for i in range(results.count())]
    paths = [page.evaluate("(h) => new URL(h, location.href).pathname", link) for link in links]
    assert all(path.startswith(f"/{prefix}") for path in paths), paths
    if not prefix:
        assert not any(path.startswith(("/en/", "/tr/")) for path in paths), paths
    # ...and they show the word as written, never the hidden folded copy.
    assert written in shown.lower()
    assert query not in shown.lower()


def index_requests(page) -> list[str]:
    return [url for url in page.recorder.requests if url.endswith("/search/search_index.json")]


@pytest.mark.parametrize("path", ["en/pixies/", "en/pixies/calculators/"])
def test_the_search_index_is_fetched_when_the_search_opens_not_on_every_page_view(page, base_url, path):
    """The theme would fetch and index the whole language's text on every page view; here only
    a reader who opens the search pays for it, and a result's page still highlights the words."""
    page.goto(f"{base_url}{path}")
    # (a calculators page starts the theme after its first result: the shortcut needs the theme)
    page.wait_for_function("() => window.document$ !== undefined")
    assert index_requests(page) == []
    page.keyboard.press("/")
    page.keyboard.type("spiral")
    first = page.locator(".md-search-result__item a").first
    first.wait_for(timeout=30_000)
    assert len(index_requests(page)) == 1
    # Following a result: its page is asked for the index at once, to highlight the words.
    page.goto(first.evaluate("(a) => a.href"))
    page.locator("mark").first.wait_for(timeout=30_000)
    assert "spiral" in page.locator("mark").first.inner_text().lower()
