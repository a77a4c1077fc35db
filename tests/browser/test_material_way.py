"""The widgets start the theme's way (issue 25, item 7), with the pinned Material
(tests/test_material_way.py checks the pin and that the templates and scripts patch nothing).

The page's script starts the widgets from the theme's `document$`: every widget of every game
of the registry starts on a page loaded directly and on a page reached by a link of the menu
from another page, and the theme's own search, started where the theme starts it, finds a page,
its index built at the first search.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from calculators import registry
from tests.browser.conftest import found_paths, searched, wait_for_widgets
from tests.site_pages import games_with, path

LANG = "en"  # widgets start the same way in every language (their words: test_widget_language.py)
WIDE = {"width": 1280, "height": 800}  # the menu shows at the side, its links can be clicked
WIDGET = re.compile(r'<div class="calc-widget" data-widget="([^"]+)"')
# The theme's script has run and shown the page: its document emitted, its components set up.
THEME_STARTED = "() => window.document$ !== undefined && window.component$ !== undefined && document.documentElement.classList.contains('js')"


def widget_pages(site_dir: Path, game: str) -> dict[str, list[str]]:
    """The pages of a game's part of the site that hold widgets: path under the language's root
    -> the names of its widgets, in page order."""
    root = site_dir / LANG
    pages = {}
    for html in sorted((root / game).rglob("index.html")):
        names = WIDGET.findall(html.read_text(encoding="utf-8"))
        if names:
            pages[f"{html.parent.relative_to(root).as_posix()}/"] = names
    return pages


def every_widget_started(page, names: list[str]) -> None:
    """The page is the theme's, running, and each of its widgets shows a live answer."""
    page.wait_for_function(THEME_STARTED)
    shown = page.eval_on_selector_all(".calc-widget", "(els) => els.map((el) => el.dataset.widget)")
    assert shown == names
    wait_for_widgets(page)


@pytest.mark.parametrize("game", registry.GAMES)
def test_every_widget_starts_on_a_page_loaded_directly_or_reached_from_another_page(page, base_url, site_dir, game):
    pages = widget_pages(site_dir, game)
    assert pages.get(f"{game}/calculators/"), "the game's calculators page has no widget"
    assert set(registry.spec(game).widgets) <= {name for names in pages.values() for name in names}
    page.set_viewport_size(WIDE)
    for path, names in pages.items():
        page.goto(f"{base_url}{LANG}/{path}")
        every_widget_started(page, names)
        # From the language's home page, by the page's link in the menu.
        page.goto(f"{base_url}{LANG}/")
        page.wait_for_function(THEME_STARTED)
        links = page.locator(".md-nav--primary a.md-nav__link[href]")
        target = f"/{LANG}/{path}"
        hrefs = links.evaluate_all("(els) => els.map((a) => new URL(a.href).pathname)")
        assert target in hrefs, f"no menu link to {target}"
        links.nth(hrefs.index(target)).click()
        page.wait_for_url(f"**{target}")
        every_widget_started(page, names)


@pytest.mark.parametrize("game", registry.GAMES)
def test_the_search_opened_on_a_calculators_page_finds_it(page, base_url, game):
    """On a calculators page, the search opens with the theme's shortcut and finds that page by
    the longest word of its title."""
    path = f"/{LANG}/{game}/calculators/"
    page.goto(f"{base_url}{path.lstrip('/')}")
    page.wait_for_function(THEME_STARTED)
    word = max(re.findall(r"\w+", page.locator("article h1").first.inner_text()), key=len)
    found = found_paths(page, searched(page, word))
    assert path in found, (word, found)


def test_the_search_index_is_built_at_the_first_search_not_while_the_page_loads(page, base_url):
    """The theme's search worker builds its index (loading the page language's stemmer, `lunr.fr`)
    once the reader searches: not while a calculators page starts Python."""
    page.goto(base_url + path("fr", games_with("calculators")[0], "calculators"))
    wait_for_widgets(page)
    page.wait_for_function(THEME_STARTED)
    workers = [worker for worker in page.workers if "/search-when-asked.js" in worker.url]
    assert len(workers) == 1, [worker.url for worker in page.workers]
    assert workers[0].evaluate("typeof self.lunr.fr") == "undefined"
    searched(page, max(re.findall(r"\w+", page.locator("article h1").first.inner_text()), key=len))
    assert workers[0].evaluate("typeof self.lunr.fr") == "function"
