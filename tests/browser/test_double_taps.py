"""Every tap is safe twice (core/taps.js): on every widget of every calculators page, a double
tap on each kind of button or choice does what one tap does, no more. Two browsers walk the same
widget in step: one taps once, the other taps twice, and after each tap the two widgets show the
same thing (their words, fields, choices and what they saved)."""

from __future__ import annotations

import pytest

from tests.browser.conftest import wait_for_widgets
from tests.site_pages import games_with, path

SIZE = {"width": 390, "height": 844}
# What one may tap in a widget: buttons and choices, shown and not refused; never a link out.
TAPPABLE = "button:not([disabled]), input[type=radio]:not([disabled]), input[type=checkbox]:not([disabled])"
# A control's kind: what it does, whatever its place ("the ✕ of a player", "a card of the slot").
KINDS = """(widget, selector) => [...widget.querySelectorAll(selector)]
  .filter((el) => el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) && !el.closest('.calc-offer-back'))
  .map((el) => [el.tagName, el.type, el.className, el.dataset.action || '', (el.dataset.path || '').replace(/\\d+/g, '#'),
                el.closest('[data-path]') ? el.closest('[data-path]').dataset.path.replace(/\\d+/g, '#') : ''].join('|'))"""
SETTLED = """(widget) => !widget.dataset.settling && !widget.querySelector('[aria-busy], [data-busy]')"""
SEEN = r"""(widget) => JSON.stringify({
  text: widget.innerText,
  fields: [...widget.querySelectorAll('input, select, textarea')].map((el) => (el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value)),
  pressed: [...widget.querySelectorAll('[aria-pressed]')].map((el) => el.getAttribute('aria-pressed')),
  saved: Object.keys(localStorage).filter((key) => key.startsWith('tablerules:') && !key.includes('corrupted')).sort()
    .map((key) => [key, localStorage.getItem(key).replace(/"at":\d+/g, '"at":0')]),  // when, not what
})"""
STEPS = 14  # taps per widget at most: every kind of control the widget shows as it goes, once


def open_page(page, base_url, url):
    page.set_viewport_size(SIZE)
    page.goto(base_url)
    page.evaluate("() => localStorage.clear()")
    page.goto(url)
    wait_for_widgets(page)
    return page


def settle(page, widget):
    page.wait_for_function(SETTLED, arg=widget.element_handle())
    page.wait_for_timeout(450)  # past the time a second tap is held back
    page.wait_for_function(SETTLED, arg=widget.element_handle())


@pytest.mark.parametrize("game", games_with("calculators"))
def test_a_double_tap_on_any_button_or_choice_acts_once(page, phone_page, base_url, game):
    url = base_url + path("en", game, "calculators")
    once, twice = open_page(page, base_url, url), open_page(phone_page, base_url, url)
    names = once.eval_on_selector_all(".calc-widget[data-widget]", "(els) => els.map((el) => el.dataset.widget)")
    for name in names:
        a, b = (p.locator(f'.calc-widget[data-widget="{name}"]') for p in (once, twice))
        tried: set[str] = set()
        for _ in range(STEPS):
            kinds_a, kinds_b = a.evaluate(KINDS, TAPPABLE), b.evaluate(KINDS, TAPPABLE)
            assert kinds_a == kinds_b, f"{name}: after {sorted(tried)} the two widgets differ"
            fresh = [i for i, kind in enumerate(kinds_a) if kind not in tried]
            if not fresh:
                break
            index = fresh[0]
            tried.add(kinds_a[index])
            control_a, control_b = (w.locator(TAPPABLE).filter(visible=True).nth(index) for w in (a, b))
            control_a.click()
            control_b.dblclick()
            settle(once, a)
            settle(twice, b)
            assert a.evaluate(SEEN) == b.evaluate(SEEN), f"{name}: a double tap on {kinds_a[index]} acted twice"
