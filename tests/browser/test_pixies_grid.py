"""The "score a Pixies grid" widget in a real browser, phone first (390×844, touch).

Behaviour that does not depend on the language is tested in English only; the sentences come
from Python in the page's language (checked once per language on the booklet grid).
"""

import re

import pytest
from playwright.sync_api import expect

from calculators.api import handle
from tests.browser.conftest import small_targets, wait_for_result
from tests.browser.taps import Taps

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}
PHONE = {"width": 390, "height": 844}

# The rules' worked example (docs/en/pixies/examples.md, FORMATS.md): 32 points in round 1.
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
BOOKLET_GRID = {str(s): ({"back": True} if st == "back" else {"card": c, "validated": st == "validated"}) for s, (st, c) in BOOKLET.items()}


@pytest.fixture
def phone(phone_page):
    """A phone: 390×844, touch (the suite's warm phone context, storage emptied)."""
    return phone_page


def open_grid(page, base_url, lang="en"):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}pixies/calculators/")
    widget = page.locator('.calc-widget[data-widget="pixies-grid"]')
    widget.locator(".calc-result[data-state=ready]").wait_for()
    return widget


def wait_for_total(page, total):
    page.wait_for_function("(total) => document.querySelector('.pixies-total-value')?.dataset.total === String(total)", arg=total)


def enter_grid(widget, wanted, press):
    """Enter slot by slot as a player would: open the slot (unless the editor is already on it),
    then one tap: the card alone, the card validated, or a back."""
    for slot, (state, card) in wanted.items():
        title = widget.locator(".pixies-editor:not([hidden]) .pixies-editor-title")
        if not (title.count() and re.search(rf"\b{slot}\b", title.inner_text())):
            press(widget.locator(f'.pixies-slot-button[data-slot="{slot}"]'))
        if state == "back":
            press(widget.locator('.pixies-state-button[data-state="back"]'))
        else:
            press(widget.locator(f'.pixies-card-{"validated" if state == "validated" else "choice"}[data-card="{card}"]'))


def enter_booklet_grid(widget):
    """The booklet grid, by clicks (for tests on a desktop page)."""
    enter_grid(widget, BOOKLET, Taps(touch=False))
    wait_for_total(widget.page, 32)


def test_the_booklet_grid_takes_a_tap_a_slot_on_a_phone_with_the_total_always_in_view(phone, base_url):
    widget = open_grid(phone, base_url)
    bar = widget.locator(".pixies-total-bar")

    def total_in_view():
        box = bar.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"] + 1, box

    taps = Taps(touch=True, after=total_in_view)
    enter_grid(widget, BOOKLET, taps)
    wait_for_total(phone, 32)
    assert taps.count <= len(BOOKLET), taps.count  # the first empty slot is open at once
    total_in_view()
    assert bar.locator(".pixies-total-value").inner_text() == "32"
    # The counted zone is marked on the grid (▣, and in each card's name), not by colour alone.
    zone = sorted(int(n) for n in widget.locator(".pixies-slot-button.in-zone").evaluate_all("(els) => els.map((e) => e.dataset.slot)"))
    assert zone == [1, 2, 3, 4]
    assert all("▣" in text for text in widget.locator(".pixies-slot-button.in-zone").all_inner_texts())
    # Nothing on screen shows a card id or a symbol code.
    shown = widget.inner_text()
    assert not re.search(r"\b(blue|green|yellow|red|multi)-\d-\d\b", shown) and "@" not in shown


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_the_booklet_grid_is_explained_by_python_in_the_pages_language(page, base_url, lang):
    widget = open_grid(page, base_url, lang)
    enter_booklet_grid(widget)
    expected = handle({"game": "pixies", "action": "score", "lang": lang, "data": {"round": 1, "grid": BOOKLET_GRID}})
    assert widget.locator(".pixies-score-detail .calc-explanation li").all_inner_texts() == expected["explanation"]


def test_a_card_is_picked_by_what_it_shows_in_words(phone, base_url):
    widget = open_grid(phone, base_url)
    widget.locator('.pixies-slot-button[data-slot="4"]').tap()
    choices = widget.locator(".pixies-card-choice")
    words = choices.all_inner_texts()
    # Ten cards numbered 4, each told by colour (symbol and name) and symbols in words.
    assert len(words) == 10
    assert "≈ blue, 1 spiral" in words
    assert "≈ blue, +1 spiral per face-up blue card" in words
    assert "✱ multicolour" in words
    assert not any(re.search(r"@|\b\w+-\d-\d\b", text) for text in words)
    widget.locator('.pixies-card-choice[data-card="blue-4-1"]').tap()
    cell = widget.locator('.pixies-slot-button[data-slot="4"]')
    # Its name is what it shows (so a player can say it to the phone) and what it does not show.
    expect(cell).to_have_accessible_name("Slot 4: 4 blue alone — 1 spiral, lone face-up card")
    assert cell.locator(".pixies-face").inner_text().split() == ["4", "≈", "blue", "alone"]
    wait_for_total(phone, 1)


def test_entry_by_features_is_folded_away_and_still_works(phone, base_url):
    widget = open_grid(phone, base_url)
    widget.locator('.pixies-slot-button[data-slot="5"]').tap()
    phone.wait_for_selector(".calc-widget[data-settling]", state="detached")  # a reader's pace
    custom = widget.locator(".pixies-custom")
    assert custom.get_attribute("open") is None
    assert not custom.locator("select").first.is_visible()
    custom.locator("summary").tap()
    custom.locator('select[data-path="grid.5.card.colours"]').select_option("red")
    custom.locator('input[data-path="grid.5.card.spirals"]').fill("2")
    widget.locator('.pixies-state-button[data-state="validated"]').tap()
    custom.locator("button").tap()
    # A validated red 5 with 2 spirals (no such card: a warning, the score anyway).
    wait_for_total(phone, 7)
    assert widget.locator(".calc-warnings li").count() == 1


def test_no_required_error_while_a_slot_waits_for_its_card(phone, base_url):
    widget = open_grid(phone, base_url)
    widget.locator('.pixies-slot-button[data-slot="5"]').tap()
    widget.locator('.pixies-state-button[data-state="validated"]').tap()
    assert widget.locator('.pixies-state-button[data-state="validated"]').get_attribute("aria-pressed") == "true"
    widget.locator('.pixies-slot-button[data-slot="1"]').tap()
    # The grid has moved on to slot 1 and awaits no answer (a question it sent would keep the
    # total bar busy until its answer is shown): whatever it shows now is what it will show.
    phone.wait_for_function("""() => {
      const grid = document.querySelector('.calc-widget[data-widget="pixies-grid"]');
      return grid.querySelector('.pixies-slot-button[data-slot="1"]').getAttribute("aria-pressed") === "true" && !grid.querySelector("[aria-busy]");
    }""")
    assert widget.locator(".calc-error, .calc-field-error, [aria-invalid=true]").count() == 0
    assert widget.locator(".pixies-total-value").inner_text() == "0"


def test_clearing_the_grid_can_be_undone(page, base_url):
    widget = open_grid(page, base_url)
    enter_booklet_grid(widget)
    widget.locator(".pixies-clear").click()
    wait_for_total(page, 0)
    assert widget.locator('.pixies-slot-button[data-state="empty"]').count() == 9
    widget.locator(".calc-undo").click()
    wait_for_total(page, 32)
    assert widget.locator('.pixies-slot-button[data-slot="8"]').get_attribute("data-state") == "validated"


def test_a_double_tap_on_clear_clears_once_and_undo_brings_everything_back(phone, base_url):
    widget = open_grid(phone, base_url)
    enter_grid(widget, {5: ("validated", "blue-5-1")}, Taps(touch=True))
    wait_for_total(phone, 5)
    widget.locator(".pixies-clear").scroll_into_view_if_needed()
    box = widget.locator(".pixies-clear").bounding_box()
    for _ in range(2):  # two taps a few milliseconds apart, as a finger does
        phone.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    wait_for_total(phone, 0)
    assert widget.locator(".calc-undo").count() == 1
    widget.locator(".calc-undo").tap()
    wait_for_total(phone, 5)


def test_round_change_rescores_the_same_grid(page, base_url):
    widget = open_grid(page, base_url)
    enter_booklet_grid(widget)
    widget.locator('.pixies-round-button[data-round="3"]').click()
    wait_for_total(page, 40)
    assert widget.locator('.pixies-round-button[data-round="3"]').get_attribute("aria-pressed") == "true"


def test_grid_in_progress_survives_a_reload(page, base_url):
    widget = open_grid(page, base_url)
    enter_booklet_grid(widget)
    page.reload()
    wait_for_result(page)
    wait_for_total(page, 32)


def test_every_control_of_the_pixies_widgets_is_a_44_px_target_on_a_phone(phone, base_url):
    open_grid(phone, base_url)
    phone.locator('.pixies-slot-button[data-slot="5"]').tap()
    phone.locator(".pixies-claim-parts").evaluate("(el) => { el.open = true; el.closest('details.pixies-dispute').open = true; }")
    assert small_targets(phone, '.calc-widget[data-widget^="pixies-"]', "button, select, input:not([type=checkbox]), summary") == []
