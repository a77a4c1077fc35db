"""Every page of the site in a real browser, one visit each: it loads cleanly, asks no other host,
runs under its strict content policy with nothing refused (hooks/content_policy.py), has no
serious accessibility violation (axe-core, both colour schemes for each game's main pages),
and its widgets, once they show Python's answers, speak the page's language. The language
switcher opens the same page; search finds pages of the page's language."""

from pathlib import Path

import pytest

from calculators.i18n import render
from calculators.registry import GAMES, spec
from tests.browser.conftest import found_paths, searched, serious_violations, wait_for_widgets
from tests.site_pages import games_with, path as game_path

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


def page_urls():
    """Every page in every language, as site paths (fr at the root)."""
    urls = []
    for lang in ("fr", "en", "tr"):
        for md in sorted((DOCS / lang).rglob("*.md")):
            rel = md.relative_to(DOCS / lang).with_suffix("")
            path = "" if rel.name == "index" else f"{rel.as_posix()}/"
            if rel.name == "index" and rel.parent != Path("."):
                path = f"{rel.parent.as_posix()}/"
            urls.append(("" if lang == "fr" else f"{lang}/") + path)
    return urls


# Pages also checked in the dark colour scheme (English: the scheme does not depend on the language).
TOGGLE = '[data-md-component="palette"] label:visible'  # the header's colour toggle
DARK_TOO = {game_path("en", game, kind) for game in GAMES for kind in ("index", "examples", "calculators")}
# The pages the tests below open: a game's rules and examples pages (the first game
# of the registry that has each), as site paths without the language.
GAME = GAMES[0]
EXAMPLES = game_path("fr", games_with("examples")[0], "examples")


@pytest.mark.parametrize("path", page_urls())
def test_page_loads_without_errors_or_foreign_requests_under_its_content_policy(axe_page, base_url, path):
    page = axe_page
    page.goto(base_url + path)
    # The policy stands first in the page, before anything it governs; whatever it refuses on the
    # visit below (the theme, the widgets, Python's worker, axe) fails the page fixture.
    assert page.evaluate("""() => {
      const policy = document.querySelector('head > meta[http-equiv="Content-Security-Policy"]');
      return Boolean(policy) && !document.querySelector('script ~ meta[http-equiv="Content-Security-Policy"]') && !policy.content.includes("unsafe-inline");
    }""")
    lang = path.split("/", 1)[0] if path.split("/", 1)[0] in ("en", "tr") else "fr"
    assert page.get_attribute("html", "lang") == lang
    widgets = wait_for_widgets(page)
    if "/calculators/" in f"/{path}":
        assert widgets.count() >= 1
    # (the page fixture checks that these widgets, now showing answers, speak the page's language)
    # Accessibility on the same visit: no serious or critical violation (axe-core).
    assert serious_violations(page) == []
    if path in DARK_TOO:
        # Dark, as the palette toggle sets it (the site's own styles follow the theme's scheme,
        # none reads the browser's preference directly): the device's, light, then dark.
        choose_dark(page)
        assert serious_violations(page) == []
    # the page fixture then fails on any request to another host or any script error


def choose_dark(page):
    for _ in range(3):
        if page.evaluate("() => document.body.dataset.mdColorScheme") == "slate":
            return
        page.locator(TOGGLE).first.click()
        page.wait_for_timeout(100)
    page.wait_for_function("() => document.body.dataset.mdColorScheme === 'slate'")


# The scheme the theme keeps for the reader (its palette, by index: 0 the device's, 1 light, 2 dark).
CHOSEN = "() => window.component$ !== undefined && __md_get('__palette') && String(__md_get('__palette').index)"


def test_the_colour_scheme_follows_the_device_until_the_reader_picks_one(page, base_url):
    """A device turned dark shows the dark scheme, also after pages seen in light; once the
    reader picks light, it stays light."""
    try:
        page.emulate_media(color_scheme="light")
        page.goto(f"{base_url}en/{GAME}/")
        page.wait_for_function(CHOSEN)
        assert page.evaluate("() => document.body.dataset.mdColorScheme") == "default"
        page.emulate_media(color_scheme="dark")
        page.reload()
        page.wait_for_function(CHOSEN)
        assert page.evaluate("() => document.body.dataset.mdColorScheme") == "slate"
        page.locator(TOGGLE).first.click()  # from the device's scheme to light
        page.wait_for_function(f"() => ({CHOSEN})() === '1'")
        page.reload()
        page.wait_for_function(CHOSEN)
        assert page.evaluate("() => document.body.dataset.mdColorScheme") == "default"
    finally:
        page.emulate_media(color_scheme="light")
        page.evaluate("() => localStorage.clear()")


@pytest.mark.parametrize("source,target,expected", [(f"en/{GAME}/", "tr", f"tr/{GAME}/"), (EXAMPLES, "en", f"en/{EXAMPLES}"), ("tr/", "fr", "")])
def test_language_switcher_opens_the_same_page(page, base_url, source, target, expected):
    page.goto(base_url + source)
    link = page.locator(f'.md-select__link[hreflang="{target}"]')
    page.goto(link.evaluate("(a) => a.href"))
    assert page.url == base_url + expected
    assert page.get_attribute("html", "lang") == target


@pytest.mark.parametrize("lang,prefix", [("en", "en/"), ("tr", "tr/"), ("fr", "")])
def test_search_finds_pages_in_the_page_language(page, base_url, lang, prefix):
    page.goto(f"{base_url}{prefix}{GAME}/")
    resolved = found_paths(page, searched(page, render(spec(GAME).title, lang)))  # the game's name, on every page of its own
    assert resolved and all(path.startswith(f"/{prefix}") for path in resolved)
    if lang == "fr":
        assert not any(path.startswith(("/en/", "/tr/")) for path in resolved)
