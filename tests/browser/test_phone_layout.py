"""Every calculator on a phone held upright, at the table (360 × 640 and 390 × 844, touch): with
as many players as the game takes, each with a long name of French and Turkish letters, nothing
sticks out sideways, every player's total shows without scrolling sideways, no control is
covered by a bar or a button when it is reached, and while any field of a widget is being filled
in, the widget's result (its totals, or the bar that keeps them in view: .calc-live) is on the
screen."""

from __future__ import annotations

import pytest

from calculators.inputs import NAME_LENGTH
from tests.browser.conftest import wait_for_widgets
from tests.site_pages import games_with, path

SIZES = {"360x640": {"width": 360, "height": 640}, "390x844": {"width": 390, "height": 844}}
# The table's players (roster.js offers them to every roster): long names, the longest as long as
# a name may be.
NAMES = ["Çağrı Işıklıoğlu", "Élodie-Françoise Œuvray", "İpek Şen", "Zoé", "Bo", "Ğülşen Ümmühan Çiçekçioğlu Şenyüzlü"]
NAMES[-1] = (NAMES[-1] + " Ö" * NAME_LENGTH)[:NAME_LENGTH]

# Every widget's totals (data-total) and the controls a reader reaches in it.
OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  return [document.documentElement.scrollWidth - width,
    [...document.querySelectorAll('.calc-widget [data-total]')].filter((el) => el.offsetParent)
      .map((el) => el.getBoundingClientRect()).filter((box) => box.left < -1 || box.right > width + 1).length];
}"""
CONTROLS = ".calc-widget :is(button, input, select, summary, a[href]):not([hidden]):not([type=hidden])"
COVERED = """(el) => {
  const box = el.getBoundingClientRect();
  // Not shown: no box, hidden, or inside a closed <details> (its content is laid out, not shown).
  if (!box.width || !box.height || !el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return null;
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  if (y < 0 || y > innerHeight) return null;  // not reached (a control bigger than the screen)
  const top = document.elementFromPoint(x, y);
  if (!top || el === top || el.contains(top) || top.contains(el) || (el.labels && [...el.labels].some((l) => l.contains(top)))) return null;
  return `${el.tagName}.${el.className} ${el.dataset.path || el.textContent.trim().slice(0, 30)} under ${top.tagName}.${top.className}`;
}"""


# A widget with nothing computed yet (its bar empty) has nothing to keep in view.
RESULT_IN_VIEW = """(widget) => {
  const results = [...widget.querySelectorAll('.calc-live, [data-total]')].filter((el) => el.textContent.trim() && el.checkVisibility());
  return !results.length || results.some((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight;
  });
}"""


def seat_the_table(page):
    """Every roster of the page takes the table's players (as many as the game takes)."""
    page.evaluate("(names) => localStorage.setItem('tablerules:table', JSON.stringify({names}))", NAMES)
    page.reload()
    wait_for_widgets(page)
    for use in page.locator(".calc-widget .calc-roster-use").all():
        if use.is_visible():
            use.click()
    page.wait_for_function("() => ![...document.querySelectorAll('.calc-widget')].some((w) => w.dataset.settling)")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", games_with("calculators"))
def test_every_calculator_fits_a_phone_with_a_full_table(phone_page, base_url, game, size):
    page = phone_page
    page.set_viewport_size(SIZES[size])
    page.goto(base_url + path("en", game, "calculators"))
    seat_the_table(page)
    sideways, totals_off = page.evaluate(OVERFLOW)
    assert sideways <= 0, f"the page scrolls sideways by {sideways} px"
    assert totals_off == 0, "a player's total is out of the screen sideways"
    # Each control, reached as a reader reaches it (focus scrolls it into view), is not covered.
    covered = []
    for control in page.locator(CONTROLS).all():
        control.evaluate("(el) => el.scrollIntoView({ block: 'nearest' })")
        problem = control.evaluate(COVERED)
        if problem:
            covered.append(problem)
    assert covered == []
    # The result in view while entering: reaching any field of a widget that shows totals.
    out_of_view = []
    for widget in page.locator(".calc-widget:has(.calc-live, [data-total])").all():
        for field in widget.locator("input:not([type=hidden]), select").all():
            if not field.evaluate("(el) => el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })"):
                continue
            field.focus()
            if not widget.evaluate(RESULT_IN_VIEW):
                out_of_view.append(f"{widget.get_attribute('data-widget')} {field.get_attribute('data-path')}")
    assert out_of_view == []
