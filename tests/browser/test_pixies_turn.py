"""The "who plays now?" helper in a real browser: offers, a full grid, the next round."""

import json

from calculators.api import handle
from tests.browser.conftest import roster_of

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}


def open_turn(page, base_url, lang, path="pixies/calculators/"):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}{path}")
    widget = page.locator('.calc-widget[data-widget="pixies-turn"]')
    widget.scroll_into_view_if_needed()  # mounted as it comes into view
    widget.locator(".pixies-flow-result[data-state=ready]").wait_for()
    return widget


def set_players(widget, names):
    roster_of(widget, len(names))
    for i, name in enumerate(names):
        widget.locator(f'input[data-path="players.{i}"]').fill(name)


def answer_after(widget, count):
    """Wait until the result reflects `count` picks, then return the explanation lines."""
    widget.page.wait_for_function(
        "([el, n]) => el.querySelectorAll('.pixies-picks li').length === n && !el.querySelector('.pixies-flow-result').hasAttribute('aria-busy')",
        arg=[widget.element_handle(), count],
    )
    return widget.locator(".pixies-flow-result .calc-explanation li").all_inner_texts()


def turn(lang, data):
    return handle({"game": "pixies", "action": "turn", "lang": lang, "data": data})


def tap(widget, index):
    widget.locator(f'.pixies-pick[data-player="{index}"]').click()


def test_two_players_take_four_cards_a_b_a_b_and_b_opens_the_next_offer(page, base_url):
    lang = "fr"
    widget = open_turn(page, base_url, lang)
    set_players(widget, ["Ana", "Ben"])
    widget.locator('select[data-path="opener"]').select_option("0")
    lines = answer_after(widget, 0)
    assert lines == turn(lang, {"players": ["Ana", "Ben"], "opener": "Ana", "picks": [], "round": 1})["explanation"]
    for count, who in enumerate([0, 1, 0, 1], start=1):
        tap(widget, who)
        answer_after(widget, count)
    expected = turn(lang, {"players": ["Ana", "Ben"], "opener": "Ana", "picks": ["Ana", "Ben", "Ana", "Ben"], "round": 1})
    assert expected["new_offer"] and expected["next_player"] == "Ben"
    assert answer_after(widget, 4) == expected["explanation"]
    # One button starts the next offer, opened by Ben.
    widget.locator(".pixies-flow-result .md-button--primary").click()
    answer_after(widget, 0)
    assert widget.locator('select[data-path="opener"]').input_value() == "1"
    assert widget.locator(".pixies-headline").get_attribute("data-next") == "Ben"


def test_two_players_a_grid_filled_by_the_first_card_ends_the_round_after_b(page, base_url):
    widget = open_turn(page, base_url, "en")
    set_players(widget, ["Ana", "Ben"])
    tap(widget, 0)
    answer_after(widget, 1)
    widget.locator('input[data-path="picks.0.grid_full"]').check()
    page.wait_for_function("() => document.querySelector('.pixies-headline')?.dataset.next === 'Ben'")
    tap(widget, 1)
    lines = answer_after(widget, 2)
    expected = turn("en", {"players": ["Ana", "Ben"], "opener": "Ana", "picks": [{"player": "Ana", "grid_full": True}, "Ben"], "round": 1})
    assert expected["round_over"] and expected["next_round_starter"] == "Ben"
    assert lines == expected["explanation"]
    # Next round: round 2, opened by Ben, no picks yet.
    widget.locator(".pixies-flow-result .md-button--primary").click()
    answer_after(widget, 0)
    assert widget.locator('select[data-path="round"]').input_value() == "2"
    assert widget.locator(".pixies-headline").get_attribute("data-next") == "Ben"


def test_a_pick_out_of_turn_is_refused_at_that_pick(page, base_url):
    widget = open_turn(page, base_url, "tr")
    set_players(widget, ["Ana", "Ben", "Cem"])
    tap(widget, 1)
    error = widget.locator('li[data-path="picks.0"] .calc-field-error')
    error.wait_for()
    expected = turn("tr", {"players": ["Ana", "Ben", "Cem"], "opener": "Ana", "picks": ["Ben"], "round": 1})
    assert expected["errors"][0]["message"] in error.inner_text()


def test_the_helper_is_in_the_end_of_round_section_of_the_rules_and_keeps_its_state(page, base_url):
    widget = open_turn(page, base_url, "en", "pixies/")
    # It sits in the "End of a round" section.
    assert widget.evaluate("(el) => { let n = el; while (n && !(n.tagName === 'H2')) n = n.previousElementSibling; return n && n.id; }") == "round-end"
    set_players(widget, ["Ana", "Ben", "Cem"])
    tap(widget, 0)
    answer_after(widget, 1)
    page.reload()
    widget = page.locator('.calc-widget[data-widget="pixies-turn"]')
    widget.scroll_into_view_if_needed()  # mounted as it comes into view
    widget.locator(".pixies-flow-result[data-state=ready]").wait_for()
    assert answer_after(widget, 1)
    assert widget.locator(".pixies-headline").get_attribute("data-next") == "Ben"


def test_a_double_tap_on_a_pick_counts_one_card(page, base_url):
    widget = open_turn(page, base_url, "en")
    set_players(widget, ["Ana", "Ben", "Cem"])
    answer_after(widget, 0)
    button = widget.locator('.pixies-pick[data-player="0"]')
    button.dblclick()
    lines = answer_after(widget, 1)
    assert lines == turn("en", {"players": ["Ana", "Ben", "Cem"], "opener": 0, "picks": [0], "round": 1})["explanation"]
    assert widget.locator(".pixies-headline").get_attribute("data-next") == "Ben"


def test_clearing_the_offer_can_be_undone(page, base_url):
    widget = open_turn(page, base_url, "en")
    set_players(widget, ["Ana", "Ben", "Cem"])
    tap(widget, 0)
    answer_after(widget, 1)
    tap(widget, 1)
    answer_after(widget, 2)
    widget.locator(".pixies-clear-offer").click()
    answer_after(widget, 0)
    widget.locator(".calc-undo").click()
    answer_after(widget, 2)
    assert widget.locator(".pixies-headline").get_attribute("data-next") == "Cem"


def test_unnamed_players_are_player_n_on_screen_and_never_stored_as_names(page, base_url):
    widget = open_turn(page, base_url, "tr")
    roster_of(widget, 3)
    widget.locator('input[data-path="players.2"]').fill("Cem")
    answer_after(widget, 0)
    assert widget.locator('input[data-path="players.0"]').input_value() == ""
    assert widget.locator('input[data-path="players.0"]').get_attribute("placeholder") == "1. oyuncu"
    assert widget.locator(".pixies-pick").first.inner_text() == "1. oyuncu bir kart aldı"
    tap(widget, 0)
    answer_after(widget, 1)
    assert widget.locator(".pixies-headline").get_attribute("data-next") == "2. oyuncu"
    saved = json.loads(page.evaluate("() => localStorage.getItem('tablerules:pixies-turn')"))
    assert saved["names"][:3] == ["", "", "Cem"]

