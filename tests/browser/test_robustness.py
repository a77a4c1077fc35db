"""Hostile input in the browser, on every calculator page: tampered share links, damaged or
full storage, HTML and script typed into every text field and carried by share links. Nothing
breaks, nothing runs, nothing already entered is silently lost."""

from pathlib import Path

import pytest

from calculators import registry
from calculators.i18n import render
from tests.browser.conftest import wait_for_widgets

GAMES = registry.GAMES
HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'


WIDGETS = Path(__file__).resolve().parents[2] / "docs" / "assets" / "js" / "widgets"


def shareable_widgets(page):
    """The widgets on the page that restore their state from a share link."""
    names = page.eval_on_selector_all(".calc-widget", "(els) => els.map((e) => e.dataset.widget)")
    return [name for name in names if any(call in (WIDGETS / f"{name}.js").read_text(encoding="utf-8") for call in ("share.read", "api.open("))]


def answered(page):
    """Wait until no widget waits for Python (each marks its result aria-busy meanwhile)."""
    page.wait_for_function("() => !document.querySelector('.calc-widget [aria-busy=true]')")


@pytest.mark.parametrize("game", GAMES)
def test_tampered_share_links_show_a_message_not_a_broken_page(page, base_url, game):
    page.goto(f"{base_url}en/{game}/calculators/")
    wait_for_widgets(page)
    names = shareable_widgets(page)
    assert names, "every game has a widget that can be shared as a link"
    for name in names:
        for fragment in ("%%%not-base64", "eyJicm9rZW4iOg"):  # junk, truncated JSON
            page.goto("about:blank")  # a new load, not a change of the address's fragment
            page.goto(f"{base_url}tr/{game}/calculators/#{name}={fragment}")
            wait_for_widgets(page)
            notice = page.locator(f'.calc-widget[data-widget="{name}"] .calc-notice-error')
            assert notice.count() == 1 and "bağlantı" in notice.inner_text().lower(), name


@pytest.mark.parametrize("game", GAMES)
def test_damaged_saved_state_is_reported_and_kept_aside(page, base_url, game):
    page.goto(f"{base_url}en/{game}/calculators/")
    wait_for_widgets(page)
    # Make every widget save something, then damage every saved entry.
    page.evaluate("""() => { for (const el of document.querySelectorAll('.calc-widget input[type=text], .calc-widget input:not([type])'))
        { el.value = el.value || 'Ada'; el.dispatchEvent(new Event('input', {bubbles: true})); el.dispatchEvent(new Event('change', {bubbles: true})); } }""")
    page.wait_for_function("() => Object.keys(localStorage).some((k) => k.startsWith('tablerules:'))")
    answered(page)
    keys = page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('tablerules:') && !k.includes('corrupted'))")
    for key in keys:
        page.evaluate("(k) => localStorage.setItem(k, '{damaged')", key)
    assert keys, "every game has a widget that saves what is entered"
    page.reload()
    wait_for_widgets(page)
    assert page.locator(".calc-notice-error").count() >= 1
    aside = page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('tablerules:corrupted:'))")
    assert len(aside) >= len(keys)
    for key in aside:
        assert page.evaluate("(k) => localStorage.getItem(k)", key) == "{damaged"


@pytest.mark.parametrize("game", GAMES)
def test_full_storage_does_not_break_the_calculators(page, base_url, game):
    page.goto(f"{base_url}en/{game}/calculators/")
    page.evaluate("""() => { const chunk = 'x'.repeat(512 * 1024); let i = 0;
        try { while (i < 200) { localStorage.setItem('filler-' + i, chunk); i++; } } catch (e) {} }""")
    page.reload()
    wait_for_widgets(page)
    page.evaluate("""() => { for (const el of document.querySelectorAll('.calc-widget input[type=text], .calc-widget input:not([type])'))
        { el.value = 'Zoë'; el.dispatchEvent(new Event('input', {bubbles: true})); el.dispatchEvent(new Event('change', {bubbles: true})); } }""")
    answered(page)
    assert page.locator(".calc-widget [data-state=ready]").count() >= 1
    page.evaluate("() => localStorage.clear()")


def inert(page):
    """Nothing typed or shared ran, and no element came out of a name."""
    assert page.evaluate("() => window.__pwned") is None
    assert page.locator(".calc-widget img[src=x], .calc-widget script").count() == 0


@pytest.mark.parametrize("game", GAMES)
def test_html_typed_in_text_fields_is_shown_as_text_and_never_runs_nor_from_a_share_link(page, base_url, game):
    page.goto(f"{base_url}en/{game}/calculators/")
    wait_for_widgets(page)
    fields = page.locator(".calc-widget input[type=text], .calc-widget input:not([type])")
    kept = {}  # widget -> the name as its field kept it (within the game's length limit)
    for index in range(fields.count()):
        field = fields.nth(index)
        if field.is_visible() and field.is_editable():
            field.fill(HOSTILE)
            field.press("Tab")
            kept[field.evaluate("(el) => el.closest('.calc-widget').dataset.widget")] = field.input_value()
    answered(page)
    inert(page)
    # A widget that shares its names as a link: the link, opened on a new load, shows them as text.
    links = {}
    for name in kept:
        button = page.locator(f'.calc-widget[data-widget="{name}"]').get_by_role("button", name=render("core.copy_link", "en"))
        if button.count():
            button.first.click()
            links[name] = page.locator(f'.calc-widget[data-widget="{name}"] input.calc-link').input_value()
    for name, link in links.items():
        page.goto("about:blank")
        page.goto(link)
        wait_for_widgets(page)
        answered(page)
        inert(page)
        shown = page.locator(f'.calc-widget[data-widget="{name}"]').evaluate("(w) => [w.innerText, ...[...w.querySelectorAll('input')].map((i) => i.value)]")
        assert any(kept[name] in text for text in shown), name
