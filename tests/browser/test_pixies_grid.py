"""The "score a Pixies grid" widget in a real browser, in French, English and Turkish."""

import json

import pytest

from calculators.api import handle
from tests.browser.conftest import wait_for_result

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}

# The booklet's complete example: 5 and 8 validated, lone backs on 6 and 9, blue zone 1-2-3-4.
BOOKLET = {
    1: ("lone", "blue-1-1"),
    2: ("lone", "multi-2-1"),
    3: ("lone", "blue-3-1"),
    4: ("lone", "blue-4-2"),
    5: ("validated", "green-5-2"),
    6: ("back", None),
    7: ("lone", "yellow-7-2"),
    8: ("validated", "blue-8-1"),
    9: ("back", None),
}


def open_grid(page, base_url, lang):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}pixies/calculators/")
    wait_for_result(page)
    return page.locator('.calc-widget[data-widget="pixies-grid"]')


def enter_booklet_grid(widget):
    for slot, (state, card) in BOOKLET.items():
        cell = widget.locator(f'fieldset[data-path="grid.{slot}"]')
        cell.locator("select").first.select_option(state)
        if card:
            cell.locator(f'select[data-path="grid.{slot}.card"]').select_option(card)


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_booklet_grid_scores_32_in_round_one(page, base_url, lang):
    widget = open_grid(page, base_url, lang)
    enter_booklet_grid(widget)
    total = widget.locator(".calc-total strong")
    page.wait_for_function("() => document.querySelector('.calc-total strong')?.dataset.total === '32'")
    assert total.inner_text() == "32"
    # The counted zone is outlined on the grid and named in text, not by colour alone.
    zone = sorted(int(cell.get_attribute("data-path").split(".")[1]) for cell in widget.locator("fieldset.in-zone").all())
    assert zone == [1, 2, 3, 4]
    # The explanation comes from Python in the page's language.
    expected = handle({"game": "pixies", "action": "score", "lang": lang, "data": {"round": 1, "grid": {
        str(s): ({"back": True} if st == "back" else {"card": c, "validated": st == "validated"}) for s, (st, c) in BOOKLET.items()}}})
    assert widget.locator(".calc-explanation li").all_inner_texts() == expected["explanation"]


def test_round_change_rescores_the_same_grid(page, base_url):
    widget = open_grid(page, base_url, "en")
    enter_booklet_grid(widget)
    widget.locator(".pixies-round input[value='3']").check()
    page.wait_for_function("() => document.querySelector('.calc-total strong')?.dataset.total === '40'")


def test_grid_in_progress_survives_a_reload(page, base_url):
    widget = open_grid(page, base_url, "en")
    enter_booklet_grid(widget)
    page.wait_for_function("() => document.querySelector('.calc-total strong')?.dataset.total === '32'")
    page.reload()
    wait_for_result(page)
    page.wait_for_function("() => document.querySelector('.calc-total strong')?.dataset.total === '32'")


def test_missing_card_is_pointed_at_without_losing_the_grid(page, base_url):
    widget = open_grid(page, base_url, "fr")
    cell = widget.locator('fieldset[data-path="grid.5"]')
    cell.locator("select").first.select_option("validated")
    error = cell.locator(".calc-field-error")
    error.wait_for()
    answer = handle({"game": "pixies", "action": "score", "lang": "fr", "data": {"round": 1, "grid": {"5": {"card": None, "validated": True}}}})
    assert [e["path"] for e in answer["errors"]] == ["grid.5"]
    assert answer["errors"][0]["message"] in error.inner_text()
    assert cell.locator("select").first.input_value() == "validated"


def test_page_stays_responsive_while_python_loads(page, base_url):
    """The main thread keeps running timers while Pyodide starts in its worker."""
    page.goto(f"{base_url}en/pixies/calculators/", wait_until="commit")
    page.evaluate(
        """() => { window.__gaps = []; let last = performance.now();
        window.__tick = setInterval(() => { const now = performance.now(); window.__gaps.push(now - last); last = now; }, 20); }"""
    )
    wait_for_result(page)
    gaps = page.evaluate("() => { clearInterval(window.__tick); return window.__gaps; }")
    assert len(gaps) > 20, "the timer barely ran while Python loaded"
    assert max(gaps) < 1000, f"the page froze for {max(gaps):.0f} ms"
