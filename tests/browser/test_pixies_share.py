"""Share links of the grid widget: a link restores a grid; a damaged link shows a message and
keeps the grid this browser had; a link with a wrong card shows Python's error at its slot."""

import pytest

from calculators.api import handle
from hooks.strings import text
from tests.browser.conftest import encoded, wait_for_result
from tests.browser.test_pixies_grid import BOOKLET, LANG_PREFIX, enter_booklet_grid, wait_for_total


def grid_widget(page):
    """The grid widget, once it shows Python's answer (other widgets of the page may answer first)."""
    widget = page.locator('.calc-widget[data-widget="pixies-grid"]')
    widget.locator(".calc-result[data-state=ready]").wait_for()
    return widget


def slot_states(widget):
    return widget.locator(".pixies-slot-button").evaluate_all("(els) => els.map((e) => e.dataset.state)")


def test_a_shared_grid_link_restores_the_grid(page, base_url, phone_page):
    page.goto(f"{base_url}en/pixies/calculators/")
    widget = grid_widget(page)
    enter_booklet_grid(widget)
    widget.locator('.pixies-round-button[data-round="2"]').click()
    wait_for_total(page, 36)
    widget.locator(".pixies-share").click()
    link = widget.locator("input.calc-link").input_value()
    assert "#pixies-grid=" in link
    # Another device (the suite's phone: its own storage, nothing saved) opens the link in Turkish;
    # its page fixture fails the test on any script error there.
    other = phone_page
    other.goto(link.replace("/en/", "/tr/"))
    wait_for_total(other, 36)
    restored = grid_widget(other)
    assert slot_states(restored) == [state for state, _ in BOOKLET.values()]
    assert "8" in restored.locator('.pixies-slot-button[data-slot="8"]').inner_text()
    assert restored.locator('.pixies-round-button[data-round="2"]').get_attribute("aria-pressed") == "true"
    assert restored.locator(".calc-notice").inner_text() == text("core.link_opened", "tr")


def test_a_link_opened_over_a_saved_grid_can_be_undone(page, base_url):
    """The grid this browser kept is not lost to a link: Undo brings it back."""
    url = f"{base_url}en/pixies/calculators/"
    page.goto(url)
    enter_booklet_grid(grid_widget(page))
    wait_for_total(page, 32)
    page.goto("about:blank")
    page.goto(f"{url}#pixies-grid={encoded({'round': 1, 'grid': {'5': {'card': 'blue-5-1', 'validated': True}}})}")
    widget = grid_widget(page)
    wait_for_total(page, 5)
    assert widget.locator(".calc-notice").inner_text().startswith(text("core.link_replaced", "en"))
    widget.locator(".calc-notice .calc-undo").click()
    wait_for_total(page, 32)
    assert slot_states(widget) == [state for state, _ in BOOKLET.values()]


@pytest.mark.parametrize("lang", ["fr"])
def test_a_tampered_link_shows_a_message_and_keeps_the_saved_grid(page, base_url, lang):
    url = f"{base_url}{LANG_PREFIX[lang]}pixies/calculators/"
    page.goto(url)
    enter_booklet_grid(grid_widget(page))
    good = encoded({"round": 1, "grid": {"5": {"card": "blue-5-1"}}})
    page.goto("about:blank")
    page.goto(f"{url}#pixies-grid={good[:7]}%%{good[9:]}")
    widget = grid_widget(page)
    notice = widget.locator(".calc-notice-error")
    assert notice.inner_text() == text("core.share_broken", lang)
    # The grid saved in this browser is there, and was not overwritten.
    wait_for_total(page, 32)
    page.goto("about:blank")
    page.goto(url)
    wait_for_result(page)
    wait_for_total(page, 32)


def test_a_link_that_is_not_an_object_is_refused_the_same_way(page, base_url):
    page.goto(f"{base_url}en/pixies/calculators/#pixies-grid={encoded([1, 2, 3])}")
    widget = grid_widget(page)
    assert widget.locator(".calc-notice-error").inner_text() == text("core.share_broken", "en")
    assert slot_states(widget) == ["empty"] * 9


def test_a_well_formed_link_with_a_wrong_card_shows_pythons_error_at_its_slot(page, base_url):
    state = {"round": 1, "grid": {"5": {"card": "blue-5-9"}, "6": {"card": "blue-5-1"}}}
    page.goto(f"{base_url}pixies/calculators/#pixies-grid={encoded(state)}")
    widget = grid_widget(page)
    expected = handle({"game": "pixies", "action": "score", "lang": "fr", "data": state})
    assert not expected["ok"]
    page.wait_for_function("() => document.querySelectorAll('.pixies-grid-errors li').length > 0")
    shown = widget.locator(".pixies-grid-errors li").all_inner_texts()
    for error in expected["errors"]:
        slot = error["path"].split(".")[1]
        assert widget.locator(f'.pixies-slot-button[data-slot="{slot}"]').get_attribute("aria-invalid") == "true"
        assert "⚠ " + error["message"] in shown
    # Only the slots at fault are marked.
    assert widget.locator(".pixies-slot-button[aria-invalid=true]").count() == len({e["path"].split(".")[1] for e in expected["errors"]})
