"""Search finds words typed without their marks ("egalite" finds "égalité", "siralama" "sıralama")
and in another form than the page's ("kartlarımızın" finds "kart", "totalling" finds "total").

The folded words hooks/search.py adds to each index stay hidden: the results show the text as
written. Word forms: each language's index keeps its words' stems and the site's search worker
stems the words typed (mkdocs.yml, hooks/search_worker.js).
"""

import json
import re

import pytest

from calculators.i18n import render
from tests.browser.conftest import searched
from calculators.registry import GAMES, spec
from tests.site_pages import games_with, path

# A game's rules page and a calculators page (the first game of the registry with one); the
# search looks for that game's name.
GAME = GAMES[0]


def search(page, base_url, prefix: str, query: str):
    page.goto(f"{base_url}{prefix}")
    return searched(page, query)


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


@pytest.mark.parametrize(
    "prefix,typed,stem",
    [
        ("", "marquerions", "marqu"),  # marquer, conditional: the pages say "marque", "marquent"...
        ("en/", "totalling", "total"),
        ("tr/", "kartlarımızın", "kart"),  # kart + lar + ımız + ın: "of our cards"
    ],
)
def test_a_word_in_another_form_finds_the_pages_with_its_stem(page, base_url, site_dir, prefix, typed, stem):
    # No word of that language's pages starts with the typed form: only its stem can find them.
    index = json.loads((site_dir / prefix / "search" / "search_index.json").read_text(encoding="utf-8"))
    written = {word for doc in index["docs"] for word in re.findall(r"\w+", (doc["title"] + " " + doc["text"]).lower())}
    assert not any(word.startswith(typed) for word in written)
    results = search(page, base_url, prefix, typed)
    assert results.count() >= 1
    links = [results.nth(i).locator("a").first.get_attribute("href") for i in range(results.count())]
    paths = [page.evaluate("(h) => new URL(h, location.href).pathname", link) for link in links]
    assert all(path.startswith(f"/{prefix}") for path in paths), paths
    # The results show the pages' own forms of the word, its stem marked.
    shown = page.locator(".md-search-result").inner_text().lower()
    assert re.search(rf"(?<!\w){stem}", shown) and typed not in shown
    assert any(text.lower().startswith(stem) for text in page.locator(".md-search-result mark").all_inner_texts())


@pytest.mark.parametrize("where", [path("en", GAME), path("en", games_with("calculators")[0], "calculators")])
def test_the_search_finds_a_game_and_its_result_opens_with_the_words_highlighted(page, base_url, where):
    """The theme's search, on a rules page and on a calculators page, finds a game by its name,
    and a result's page highlights the words."""
    page.goto(f"{base_url}{where}")
    page.wait_for_function("() => window.document$ !== undefined")
    page.keyboard.press("/")
    name = render(spec(GAME).title, "en")
    page.keyboard.type(name)
    first = page.locator(".md-search-result__item a").first
    # The results for the whole name, not for its first letters typed: their links ask the page to
    # mark the name's stem (the index keeps stems, "games" is "game").
    page.wait_for_function(
        "(n) => { const a = document.querySelector('.md-search-result__item a');"
        " return a && (new URL(a.href).searchParams.get('h') || '').length >= n; }",
        arg=min(4, len(name)),
        timeout=30_000,
    )
    # Following a result: its page highlights the words.
    page.goto(first.evaluate("(a) => a.href"))
    page.locator("mark").first.wait_for(timeout=30_000)
    marked = page.locator("mark").first.inner_text().lower()
    assert len(marked) >= min(4, len(name)) and name.lower().startswith(marked)
