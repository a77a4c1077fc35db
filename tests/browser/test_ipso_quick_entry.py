"""A whole IPSO pyramid typed in one line (quick entry) on the calculators page: a phone at the
table, or a keyboard, gets the score in at most 60 keys, and the cards fill the usual fields.
The line is written with the calculators' own letters and the total compared with Python's."""

import pytest

from calculators.api import handle
from calculators.ipso.notation import colour_letters
from tests.browser.conftest import PYTHON_TIMEOUT_MS
from tests.browser.test_ipso_widgets import LANG_PREFIX, TWENTY_SIX, fill_pyramid, open_widget, wait_total

MOST_KEYS = 60
WIDGET = '.calc-widget[data-widget="ipso-pyramid"]'
FIELD = f"{WIDGET} input[data-path=notation]"


def scored(rows, lang="en"):
    """Python's answer for these rows, the star card kept: what the widget must show."""
    return handle({"game": "ipso", "action": "score", "lang": lang, "data": {"rows": rows, "star_card": "kept"}})


def line(rows, lang):
    """The pyramid as a reader types it: number, colour letter, a * per star, a space between cards."""
    letters = colour_letters(lang)
    return " ".join(f"{card['number']}{letters[card['colour']]}{'*' * card['stars']}" for row in rows for card in row)


class Keys:
    """Every key pressed, counted."""

    def __init__(self, page):
        self.page, self.count = page, 0

    def press(self, key):
        self.page.keyboard.press(key)
        self.count += 1

    def type(self, text):
        for character in text:
            self.press(character)


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_a_whole_pyramid_is_typed_in_at_most_60_keys(page, base_url, lang):
    """From the section's link (#score-pyramid) to the total: Tab into the field, the line, nothing else."""
    page.goto(f"{base_url}{LANG_PREFIX[lang]}ipso/calculators/#score-pyramid")
    page.locator(f"{WIDGET} .calc-result[data-state=ready]").wait_for(timeout=PYTHON_TIMEOUT_MS)
    keys = Keys(page)
    while not page.evaluate("(selector) => document.activeElement?.matches(selector)", FIELD):
        assert keys.count < 10, "Tab does not reach the quick entry from the section's link"
        keys.press("Tab")
    keys.type(line(TWENTY_SIX, lang))
    expected = scored(TWENTY_SIX, lang)
    wait_total(page, "ipso-pyramid", expected["total"])
    assert keys.count <= MOST_KEYS
    widget = page.locator(WIDGET)
    # The line filled the usual fields, which now hold the pyramid as if typed there.
    for r, row in enumerate(TWENTY_SIX):
        for k, card in enumerate(row):
            assert widget.locator(f'[data-path="rows.{r}.{k}.number"]').input_value() == str(card["number"])
            assert widget.locator(f'[data-path="rows.{r}.{k}.colour"]').input_value() == card["colour"]
            assert widget.locator(f'[data-path="rows.{r}.{k}.stars"]').input_value() == str(card["stars"])
    assert widget.locator(".calc-explanation li").all_inner_texts() == expected["explanation"]


def test_the_help_shows_the_letters_of_the_page_language(page, base_url):
    widget = open_widget(page, base_url, "tr", "ipso-pyramid")
    help_text = widget.locator(".ipso-notation .calc-hint").inner_text()
    for letter in colour_letters("tr").values():
        assert f"{letter} " in help_text


def test_the_card_being_typed_shows_no_error_and_a_wrong_colour_is_named(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-pyramid")
    field = widget.locator("input[data-path=notation]")
    field.press_sequentially("50r 12b* 8")  # the third card has no colour yet: it is being typed
    # The cards read fill the fields (drawn again: looked up afresh).
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-pyramid] [data-path=\"rows.0.1.number\"]').value === '12'")
    page.wait_for_function("(el) => !el.hasAttribute('aria-busy')", arg=widget.locator(".calc-result").element_handle())
    assert widget.locator(".calc-field-error").count() == 0
    field.press_sequentially("x")
    error = widget.locator(".ipso-notation .calc-field-error")
    error.wait_for()
    assert "Row 2, card 1 (“8x”): “x” is not a colour" in error.inner_text()
    assert field.get_attribute("aria-invalid") == "true"
    # Two wrong cards: named in the order they were typed.
    field.press_sequentially(" 7q")
    page.wait_for_function("() => document.querySelectorAll('[data-widget=ipso-pyramid] .ipso-notation .calc-field-error').length === 2")
    first, second = error.all_inner_texts()
    assert "“8x”" in first and "“7q”" in second


def test_a_card_left_without_its_colour_is_named_once_the_field_is_left(page, base_url):
    widget = open_widget(page, base_url, "fr", "ipso-pyramid")
    widget.locator("input[data-path=notation]").press_sequentially("50r 12")
    page.wait_for_function("(el) => !el.hasAttribute('aria-busy')", arg=widget.locator(".calc-result").element_handle())
    assert widget.locator(".calc-field-error").count() == 0
    widget.locator('[data-path="star_card"] input').first.focus()
    error = widget.locator(".ipso-notation .calc-field-error")
    error.wait_for()
    assert "Ligne 1, carte 2 (« 12 ») : la lettre de la couleur manque" in error.inner_text()


def test_the_cards_typed_in_the_fields_come_back_with_undo(page, base_url):
    """The line takes the place of what the fields held; one tap on Undo brings it back, line emptied."""
    total = scored(TWENTY_SIX)["total"]
    widget = open_widget(page, base_url, "en", "ipso-pyramid")
    fill_pyramid(widget, TWENTY_SIX)
    wait_total(page, "ipso-pyramid", total)
    widget.locator("input[data-path=notation]").press_sequentially("5")
    widget.locator(".ipso-todo").wait_for()  # the line holds no whole card yet: the fields are empty
    widget.get_by_role("button", name="Undo").click()
    wait_total(page, "ipso-pyramid", total)
    field = widget.locator("input[data-path=notation]")
    assert field.input_value() == ""
    assert widget.locator('[data-path="rows.3.4.number"]').input_value() == "88"


def test_a_card_changed_by_hand_keeps_the_rest_of_the_line(page, base_url):
    """After the line, the fields are the pyramid: a card changed there empties the line, no card is lost."""
    widget = open_widget(page, base_url, "en", "ipso-pyramid")
    field = widget.locator("input[data-path=notation]")
    field.fill(line(TWENTY_SIX, "en"))
    wait_total(page, "ipso-pyramid", scored(TWENTY_SIX)["total"])
    widget.locator('[data-path="rows.0.0.number"]').fill("5")  # 5, 12: the top row rises now
    expected = [list(row) for row in TWENTY_SIX]
    expected[0][0] = {**expected[0][0], "number": 5}
    wait_total(page, "ipso-pyramid", scored(expected)["total"])
    assert field.input_value() == ""
    page.reload()
    widget.locator(".calc-result[data-state=ready]").wait_for(timeout=PYTHON_TIMEOUT_MS)
    assert widget.locator('[data-path="rows.3.4.number"]').input_value() == "88"
