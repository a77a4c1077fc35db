"""Share links of the grid widget: a link restores a grid; a damaged link shows a message and an empty grid."""

import base64
import json

import pytest

from calculators.api import handle
from hooks.strings import text
from tests.browser.conftest import wait_for_result
from tests.browser.test_pixies_grid import BOOKLET, LANG_PREFIX, enter_booklet_grid


def encoded(state) -> str:
    return base64.urlsafe_b64encode(json.dumps(state).encode()).decode().rstrip("=")


def grid_widget(page):
    """The grid widget, once it shows Python's answer (other widgets of the page may answer first)."""
    widget = page.locator('.calc-widget[data-widget="pixies-grid"]')
    widget.locator(".calc-result[data-state=ready]").wait_for()
    return widget


def slot_states(widget):
    return [widget.locator(f'fieldset[data-path="grid.{n}"] select').first.input_value() for n in range(1, 10)]


def open_link(browser, url):
    """A link opened on another device: a fresh browser profile, nothing saved."""
    ctx = browser.new_context(viewport={"width": 412, "height": 915})
    tab = ctx.new_page()
    errors = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.goto(url)
    wait_for_result(tab)
    return ctx, tab, errors


def test_a_shared_grid_link_restores_the_grid(page, base_url, browser):
    page.goto(f"{base_url}en/pixies/calculators/")
    wait_for_result(page)
    widget = grid_widget(page)
    enter_booklet_grid(widget)
    widget.locator(".pixies-round input[value='2']").check()
    page.wait_for_function("() => document.querySelector('.calc-total strong')?.dataset.total === '36'")
    widget.locator(".calc-tools button").first.click()
    link = widget.locator("input.pixies-link").input_value()
    assert "#pixies-grid=" in link
    ctx, other, errors = open_link(browser, link.replace("/en/", "/tr/"))
    try:
        other.wait_for_function("() => document.querySelector('.calc-total strong')?.dataset.total === '36'", timeout=90_000)
        restored = grid_widget(other)
        assert slot_states(restored) == [state for state, _ in BOOKLET.values()]
        assert restored.locator('select[data-path="grid.8.card"]').input_value() == "blue-8-1"
        assert restored.locator(".pixies-round input[value='2']").is_checked()
        assert restored.locator(".calc-notice").inner_text() == text("pixies.link_opened", "tr")
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_a_tampered_link_shows_a_message_and_an_empty_grid_and_keeps_the_saved_one(page, base_url, lang):
    url = f"{base_url}{LANG_PREFIX[lang]}pixies/calculators/"
    page.goto(url)
    wait_for_result(page)
    enter_booklet_grid(grid_widget(page))
    page.wait_for_function("() => document.querySelector('.calc-total strong')?.dataset.total === '32'")
    good = encoded({"round": 1, "grid": {"5": {"card": "blue-5-1"}}})
    page.goto("about:blank")
    page.goto(f"{url}#pixies-grid={good[:7]}%%{good[9:]}")
    wait_for_result(page)
    widget = grid_widget(page)
    notice = widget.locator(".calc-notice-error")
    assert notice.inner_text() == text("core.share_broken", lang)
    assert slot_states(widget) == ["empty"] * 9
    assert widget.locator(".calc-total strong").get_attribute("data-total") == "0"
    # The grid saved in this browser was not overwritten by the empty one.
    page.goto("about:blank")
    page.goto(url)
    wait_for_result(page)
    page.wait_for_function("() => document.querySelector('.calc-total strong')?.dataset.total === '32'")


def test_a_link_that_is_not_an_object_is_refused_the_same_way(page, base_url):
    page.goto(f"{base_url}en/pixies/calculators/#pixies-grid={encoded([1, 2, 3])}")
    wait_for_result(page)
    widget = grid_widget(page)
    assert widget.locator(".calc-notice-error").inner_text() == text("core.share_broken", "en")
    assert slot_states(widget) == ["empty"] * 9


def test_a_well_formed_link_with_a_wrong_card_shows_pythons_error_at_the_field(page, base_url):
    state = {"round": 1, "grid": {"5": {"card": "blue-5-9"}, "6": {"card": "blue-5-1"}}}
    page.goto(f"{base_url}fr/pixies/calculators/#pixies-grid={encoded(state)}".replace("/fr/", "/"))
    wait_for_result(page)
    widget = grid_widget(page)
    expected = handle({"game": "pixies", "action": "score", "lang": "fr", "data": state})
    assert not expected["ok"]
    for error in expected["errors"]:
        slot = error["path"].split(".")[1]
        cell = widget.locator(f'fieldset[data-path="grid.{slot}"]')
        assert error["message"] in cell.locator(".calc-field-error").all_inner_texts()[0]
