"""The IPSO widgets in a real browser: the pyramid scorer, the bonus-turn helper and the game
sheet. Behaviour that does not depend on the language runs in one language; answers' sentences
are compared with Python's in each.

The tests of this module share one browser context, so Python's started state (kept in Cache
Storage after the first start) makes every page after the first quick; each test starts from
an empty localStorage.
"""

import json

import pytest
from playwright.sync_api import expect

from calculators.api import handle
from calculators.players import NAME_LENGTH
from tests.browser.conftest import PYTHON_TIMEOUT_MS
from tests.browser.conftest import encoded

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}


def c(number, colour, stars=0):
    return {"number": number, "colour": colour, "stars": stars}


TWENTY_SIX = [
    [c(50, "red"), c(12, "blue", 1)],
    [c(8, "green"), c(27, "yellow"), c(63, "red", 1)],
    [c(14, "blue"), c(30, "blue"), c(46, "blue"), c(71, "blue")],
    [c(3, "purple"), c(21, "purple", 1), c(38, "purple"), c(55, "purple"), c(88, "purple")],
]
BROKEN_BOTTOM = [
    [c(20, "red"), c(55, "blue")],
    [c(8, "yellow"), c(31, "green"), c(67, "purple")],
    [c(12, "blue"), c(40, "blue"), c(58, "blue"), c(83, "blue")],
    [c(4, "green"), c(26, "green"), c(73, "green"), c(49, "green"), c(88, "green")],
]
TOURNAMENT = [  # (points, stars) per round: Ana and Bo end level on 90 points and 8 stars
    ("Ana", [(22, 2), (25, 3), (19, 1), (24, 2)]),
    ("Bo", [(26, 3), (20, 1), (23, 2), (21, 2)]),
    ("Cem", [(18, 1), (27, 4), (20, 2), (22, 1)]),
]


def open_widget(page, base_url, lang, name):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}ipso/calculators/")
    widget = page.locator(f'.calc-widget[data-widget="{name}"]')
    widget.locator(".calc-result[data-state=ready]").wait_for(timeout=PYTHON_TIMEOUT_MS)
    return widget


def fill_pyramid(widget, rows, prefix="rows"):
    for r, row in enumerate(rows):
        for k, card in enumerate(row):
            widget.locator(f'[data-path="{prefix}.{r}.{k}.number"]').fill(str(card["number"]))
            widget.locator(f'[data-path="{prefix}.{r}.{k}.colour"]').select_option(card["colour"])
            if card["stars"]:
                widget.locator(f'[data-path="{prefix}.{r}.{k}.stars"]').fill(str(card["stars"]))


def wait_total(page, name, total):
    page.wait_for_function(
        "([name, total]) => document.querySelector(`[data-widget=${name}] .calc-result [data-total]`)?.dataset.total === total",
        arg=[name, str(total)],
    )


def wait_sheet(page, expression, arg=None):
    """Wait until the sheet's newest answer satisfies a JavaScript expression of `sheet` (its root)."""
    page.wait_for_function(f"(arg) => {{ const sheet = document.querySelector('[data-widget=ipso-sheet]'); return {expression}; }}", arg=arg)


def totals(widget):
    return [cell.get_attribute("data-total") for cell in widget.locator(".ipso-player-total").all()]


def wait_totals(page, expected):
    """Wait until the sheet shows these totals: the newest answer, not one from half-typed fields."""
    page.wait_for_function(
        "(expected) => JSON.stringify([...document.querySelectorAll('[data-widget=ipso-sheet] .ipso-player-total')]"
        ".map((cell) => cell.dataset.total)) === expected",
        arg=json.dumps(expected, separators=(",", ":")),
    )


# ---- The pyramid scorer ------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_a_pyramid_is_scored_with_each_row_verdict(page, base_url, lang):
    widget = open_widget(page, base_url, lang, "ipso-pyramid")
    fill_pyramid(widget, TWENTY_SIX)
    wait_total(page, "ipso-pyramid", 26)
    verdicts = [v.get_attribute("data-verdict") for v in widget.locator(".ipso-verdict").all()]
    assert verdicts == ["discarded", "mixed", "single_colour", "single_colour"]
    assert widget.locator("fieldset.ipso-row").first.evaluate("el => el.classList.contains('is-discarded')")
    assert widget.locator(".ipso-tiebreak").get_attribute("data-stars") == "3"
    expected = handle({"game": "ipso", "action": "score", "lang": lang,
                       "data": {"rows": TWENTY_SIX, "star_card": "kept", "variants": {"even_odd": False}}})
    assert widget.locator(".calc-explanation li").all_inner_texts() == expected["explanation"]


def test_giving_up_the_star_card_and_the_variant_rescore_at_once(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-pyramid")
    fill_pyramid(widget, TWENTY_SIX)
    wait_total(page, "ipso-pyramid", 26)
    widget.get_by_label("given up for the bonus turn").check()
    wait_total(page, "ipso-pyramid", 23)
    widget.locator('[data-path="variants.even_odd"] input').check()  # no row is all even or all odd: same total
    widget.get_by_label("kept (+3)").check()
    wait_total(page, "ipso-pyramid", 26)


def test_a_wrong_number_is_pointed_at_its_card(page, base_url):
    widget = open_widget(page, base_url, "fr", "ipso-pyramid")
    fill_pyramid(widget, TWENTY_SIX)
    wait_total(page, "ipso-pyramid", 26)
    field = widget.locator('[data-path="rows.2.3.number"]')
    field.fill("95")
    error = widget.locator('fieldset[data-path="rows.2"] .calc-field-error')
    error.wait_for()
    assert "Ligne 3, carte 4 : le nombre doit être un entier de 1 à 90." in error.inner_text()
    assert field.get_attribute("aria-invalid") == "true"
    field.fill("71")
    wait_total(page, "ipso-pyramid", 26)
    assert widget.locator(".calc-field-error").count() == 0


def test_an_untouched_pyramid_shows_what_is_left_not_errors(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-pyramid")
    assert widget.locator(".calc-field-error, [aria-invalid=true]").count() == 0
    assert widget.locator(".ipso-todo").inner_text() == "Cards still to enter: 14."


def test_the_scorer_keeps_the_pyramid_after_a_reload(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-pyramid")
    fill_pyramid(widget, TWENTY_SIX)
    wait_total(page, "ipso-pyramid", 26)
    page.reload()
    wait_total(page, "ipso-pyramid", 26)


def test_a_pyramid_opened_from_a_link_is_kept_in_this_browser(page, base_url):
    """Opening the scorer on what this browser saved writes nothing back, but a pyramid opened
    from a share link is saved at once: once the link has left the address, a reload keeps it."""
    state = {"rows": TWENTY_SIX, "star_card": "kept", "variants": {"even_odd": False}}
    page.goto(f"{base_url}en/ipso/calculators/#ipso-pyramid={encoded(state)}")
    wait_total(page, "ipso-pyramid", 26)
    assert "#ipso-pyramid" not in page.evaluate("() => location.href")
    page.reload()
    wait_total(page, "ipso-pyramid", 26)


def test_clearing_the_pyramid_is_undone_in_one_tap(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-pyramid")
    fill_pyramid(widget, TWENTY_SIX)
    wait_total(page, "ipso-pyramid", 26)
    widget.locator('[data-action="clear"]').dblclick()  # a double tap clears once: undo brings the pyramid back
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-pyramid] .ipso-todo')")
    assert widget.locator('[data-path="rows.0.0.number"]').input_value() == ""
    widget.get_by_role("button", name="Undo").click()
    wait_total(page, "ipso-pyramid", 26)
    assert widget.locator('[data-path="rows.3.4.number"]').input_value() == "88"
    page.reload()
    wait_total(page, "ipso-pyramid", 26)


def test_every_field_has_a_label_and_results_are_announced(page, base_url):
    page.goto(f"{base_url}en/ipso/calculators/")
    page.locator('.calc-widget[data-widget="ipso-sheet"] .calc-result[data-state=ready]').wait_for(timeout=PYTHON_TIMEOUT_MS)
    unlabelled = page.evaluate(
        """() => [...document.querySelectorAll('.calc-widget[data-widget^=ipso] :is(input, select, button, textarea)')]
        .filter(el => !(el.getAttribute('aria-label') || el.closest('label') || (el.labels && el.labels.length) || el.textContent.trim()))
        .map(el => el.outerHTML)"""
    )
    assert unlabelled == []
    for name in ("ipso-pyramid", "ipso-bonus", "ipso-sheet"):
        assert page.locator(f'.calc-widget[data-widget="{name}"] .calc-result').get_attribute("aria-live") == "polite"


# ---- The bonus-turn helper ---------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_the_bonus_helper_finds_the_swap_that_pays(page, base_url, lang):
    widget = open_widget(page, base_url, lang, "ipso-bonus")
    fill_pyramid(widget, BROKEN_BOTTOM)
    widget.locator('[data-path="drawn.number"]').fill("80")
    widget.locator('[data-path="drawn.colour"]').select_option("green")
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-bonus] .calc-result [data-pays]')?.dataset.pays === 'true'")
    assert widget.locator(".ipso-card.is-best").get_attribute("data-path") == "rows.3.3"
    assert widget.locator(".ipso-swaps tbody tr").count() == 14
    expected = handle({"game": "ipso", "action": "bonus", "lang": lang,
                       "data": {"rows": BROKEN_BOTTOM, "drawn": c(80, "green"), "variants": {"even_odd": False}}})
    assert widget.locator(".calc-explanation li").all_inner_texts() == expected["explanation"]


def test_the_bonus_helper_says_when_keeping_the_star_is_better(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-bonus")
    fill_pyramid(widget, BROKEN_BOTTOM)
    widget.locator('[data-path="drawn.number"]').fill("2")
    widget.locator('[data-path="drawn.colour"]').select_option("purple")
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-bonus] .calc-result [data-pays]')?.dataset.pays === 'false'")
    assert "does not pay" in widget.locator(".calc-result [data-pays]").inner_text()


def test_the_bonus_helper_takes_the_pyramid_from_the_scorer_and_can_give_its_own_back(page, base_url):
    bonus = open_widget(page, base_url, "en", "ipso-bonus")
    bonus.locator('[data-path="rows.0.0.number"]').fill("33")
    scorer = page.locator('.calc-widget[data-widget="ipso-pyramid"]')
    fill_pyramid(scorer, BROKEN_BOTTOM)
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-pyramid] [data-total]')")
    bonus.get_by_role("button", name="Use the pyramid from the score calculator").click()
    assert bonus.locator('[data-path="rows.3.3.number"]').input_value() == "49"
    assert bonus.locator('[data-path="rows.0.1.colour"]').input_value() == "blue"
    bonus.get_by_role("button", name="Undo").click()
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-bonus] [data-path=\"rows.0.0.number\"]').value === '33'")


# ---- The game sheet ----------------------------------------------------------------------------


def fill_tournament(widget):
    widget.locator('[data-path="mode"] input[value="tournament"]').check()
    widget.locator('[data-action="add-player"]').click()
    for i, (name, rounds) in enumerate(TOURNAMENT):
        widget.locator(f'[data-path="players.{i}.name"]').fill(name)
        for r, (points, stars) in enumerate(rounds):
            widget.locator(f'[data-path="players.{i}.rounds.{r}.score"]').fill(str(points))
            widget.locator(f'[data-path="players.{i}.rounds.{r}.stars"]').fill(str(stars))


def wait_winners(page, winners, outcome=None):
    page.wait_for_function(
        "([expected, outcome]) => { const line = document.querySelector('[data-widget=ipso-sheet] [data-winners]');"
        " return line && line.dataset.winners === expected && (!outcome || line.dataset.outcome === outcome); }",
        arg=[json.dumps(winners, separators=(",", ":"), ensure_ascii=False), outcome],
    )


def test_the_tournament_sheet_survives_a_reload(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    fill_tournament(widget)
    wait_totals(page, ["90", "90", "87"])
    wait_winners(page, ["Ana", "Bo"], "shared_victory")
    directions = [h.get_attribute("data-direction") for h in widget.locator(".ipso-direction").all()]
    assert directions == ["clockwise", "anticlockwise", "clockwise", "anticlockwise"]
    assert totals(widget) == ["90", "90", "87"]
    page.reload()
    widget = page.locator('.calc-widget[data-widget="ipso-sheet"]')
    wait_winners(page, ["Ana", "Bo"], "shared_victory")
    assert widget.locator('[data-path="players.2.name"]').input_value() == "Cem"
    assert widget.locator('[data-path="players.1.rounds.3.stars"]').input_value() == "2"
    wait_totals(page, ["90", "90", "87"])


def test_a_tie_on_points_is_broken_on_stars_in_the_sheet(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    for i, (name, points, stars) in enumerate([("Ana", 26, 3), ("Bo", 26, 2)]):
        widget.locator(f'[data-path="players.{i}.name"]').fill(name)
        widget.locator(f'[data-path="players.{i}.rounds.0.score"]').fill(str(points))
        widget.locator(f'[data-path="players.{i}.rounds.0.stars"]').fill(str(stars))
    # Ana also wins before Bo's points are in (26 to 0): wait for the answer to the whole table.
    wait_totals(page, ["26", "26"])
    wait_winners(page, ["Ana"], "win")
    expect(widget.locator(".ipso-ranking li").first).to_contain_text("tie broken on stars", timeout=PYTHON_TIMEOUT_MS)


def test_a_tie_with_a_missing_star_count_shows_no_winner_and_no_shared_victory(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    widget.locator('[data-path="players.0.name"]').fill("Ana")
    widget.locator('[data-path="players.1.name"]').fill("Bo")
    widget.locator('[data-path="players.0.rounds.0.score"]').fill("24")
    widget.locator('[data-path="players.0.rounds.0.stars"]').fill("3")
    widget.locator('[data-path="players.1.rounds.0.score"]').fill("24")
    wait_winners(page, ["Ana", "Bo"], "undecided")
    status = widget.locator(".ipso-winners").inner_text()
    assert "No winner yet" in status and "Shared victory" not in status
    widget.locator('[data-path="players.1.rounds.0.stars"]').fill("3")
    wait_winners(page, ["Ana", "Bo"], "shared_victory")


def test_a_pyramid_typed_into_the_sheet_is_scored_and_dropping_it_is_undone(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    widget.get_by_role("button", name="Player 1, round 1: enter the pyramid").click()
    fill_pyramid(widget, TWENTY_SIX, prefix="players.0.rounds.0.pyramid.rows")
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-sheet] .ipso-cell-score')?.dataset.score === '26'")
    assert "26" in widget.locator(".ipso-editor-total").inner_text()
    widget.get_by_role("button", name="Player 1, round 1: type the score instead of the pyramid").click()
    assert widget.locator(".ipso-editor").count() == 0
    widget.get_by_role("button", name="Undo").click()
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-sheet] .ipso-cell-score')?.dataset.score === '26'")


def test_a_new_game_keeps_the_names_and_is_undone_in_one_tap(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    widget.locator('[data-path="players.0.name"]').fill("Ana")
    widget.locator('[data-path="players.0.rounds.0.score"]').fill("20")
    widget.locator('[data-path="players.1.rounds.0.score"]').fill("18")
    wait_sheet(page, "sheet.querySelector('[data-winners]')")
    widget.locator('[data-action="rematch"]').dblclick()
    assert widget.locator('[data-path="players.0.rounds.0.score"]').input_value() == ""
    assert widget.locator('[data-path="players.0.name"]').input_value() == "Ana"
    widget.get_by_role("button", name="Undo").click()  # the game before the (double) tap, not an empty one
    wait_sheet(page, "sheet.querySelector('[data-path=\"players.0.rounds.0.score\"]').value === '20'")


def settled(page):
    """Wait until the sheet takes taps again (a tap just after another is ignored, as in a double tap)."""
    page.wait_for_selector("[data-widget=ipso-sheet]:not([data-settling]) [data-action=add-player]:not([aria-disabled])")


def test_a_double_tap_adds_or_removes_one_player(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    widget.locator('[data-action="add-player"]').dblclick()
    assert widget.locator(".calc-roster-row").count() == 3
    settled(page)
    widget.locator('[data-action="add-player"]').click()
    for i, name in enumerate(["Ana", "Bo", "Cem", "Dan"]):
        widget.locator(f'[data-path="players.{i}.name"]').fill(name)
    settled(page)
    widget.locator('[data-action="remove-player"]').nth(1).dblclick()  # the tap after lands on Cem's button
    assert [field.input_value() for field in widget.locator(".calc-roster-row input").all()] == ["Ana", "Cem", "Dan"]
    widget.get_by_role("button", name="Undo").click()
    wait_sheet(page, "sheet.querySelectorAll('.calc-roster-row').length === 4")
    assert widget.locator('[data-path="players.1.name"]').input_value() == "Bo"


def test_one_bad_cell_marks_only_its_own_player(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    widget.locator('[data-action="add-player"]').click()
    for i, score in enumerate(["20", "18", "25"]):
        widget.locator(f'[data-path="players.{i}.rounds.0.score"]').fill(score)
    wait_sheet(page, "sheet.querySelector('[data-winners]')")
    widget.locator('[data-path="players.1.rounds.0.score"]').fill("999")
    wait_sheet(page, "sheet.querySelector('.calc-field-error')")
    assert totals(widget) == ["20", "", "25"]
    errors = widget.locator(".calc-field-error")
    assert errors.count() == 1
    assert widget.locator('[data-player="1"] .calc-field-error').count() == 1
    assert widget.locator("[aria-invalid=true]").evaluate_all("els => els.map(el => el.dataset.path)") == ["players.1.rounds.0.score"]
    assert widget.locator("tr.is-invalid").evaluate_all("rows => rows.map(row => row.dataset.player)") == ["1"]


@pytest.mark.parametrize("lang,default", [("fr", "Joueur 1"), ("tr", "1. oyuncu")])
def test_default_player_names_follow_the_language_and_are_never_stored(page, base_url, lang, default):
    widget = open_widget(page, base_url, lang, "ipso-sheet")
    assert widget.locator('[data-path="players.0.name"]').get_attribute("placeholder") == default
    widget.locator('[data-path="players.0.rounds.0.score"]').fill("20")
    widget.locator('[data-path="players.1.rounds.0.score"]').fill("18")
    wait_winners(page, [default], "win")
    stored = json.loads(page.evaluate("() => localStorage.getItem('tablerules:ipso-sheet')"))
    assert [player["name"] for player in stored["players"]] == ["", ""]
    widget = open_widget(page, base_url, "en", "ipso-sheet")  # the same sheet read in English
    wait_winners(page, ["Player 1"], "win")
    assert widget.locator(".ipso-name").all_inner_texts() == ["Player 1", "Player 2"]


def test_a_name_is_refused_past_the_calculators_length_while_typing(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    field = widget.locator('[data-path="players.0.name"]')
    field.press_sequentially("A" * (NAME_LENGTH + 5))
    assert len(field.input_value()) == NAME_LENGTH
    wait_sheet(page, "sheet.querySelector('.ipso-name').textContent.length === arg", NAME_LENGTH)
    assert widget.locator(".calc-field-error").count() == 0


def test_a_saved_sheet_with_a_damaged_part_is_repaired_and_its_text_offered_back(page, base_url):
    saved = {"mode": "tournament", "players": [
        {"name": "Ana", "rounds": [{"score": 20, "stars": 1}, {"score": "twenty"}]},
        42,
        {"name": "Cem", "rounds": [{"score": 18, "stars": 2}]},
    ]}
    page.goto(f"{base_url}en/ipso/")  # a page of the site without widgets: the save is put there
    page.evaluate("(raw) => localStorage.setItem('tablerules:ipso-sheet', raw)", json.dumps(saved))
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    assert widget.locator('[data-path="players.0.name"]').input_value() == "Ana"
    assert widget.locator('[data-path="players.2.name"]').input_value() == "Cem"
    assert widget.locator('[data-path="players.0.rounds.0.score"]').input_value() == "20"
    notice = widget.locator(".calc-notice")
    assert "could not be read" in notice.inner_text()
    assert json.loads(notice.locator("textarea").input_value()) == saved
    kept = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('tablerules:corrupted:ipso-sheet'))")
    assert len(kept) == 1


@pytest.mark.parametrize("stored", ['{"players": [{"name": "Ana", "rounds": [{"score": 2', "42"])
def test_a_saved_sheet_that_cannot_be_read_is_kept_aside_and_offered_back(page, base_url, stored):
    page.goto(f"{base_url}en/ipso/")
    page.evaluate("(raw) => localStorage.setItem('tablerules:ipso-sheet', raw)", stored)
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    notice = widget.locator(".calc-notice-error")
    assert notice.inner_text().strip()
    assert notice.locator("textarea").input_value() == stored
    kept = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('tablerules:corrupted:ipso-sheet'))")
    assert len(kept) == 1


def test_names_are_shown_as_text(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    widget.locator('[data-path="players.0.name"]').fill("<b>Ana</b>")
    widget.locator('[data-path="players.0.rounds.0.score"]').fill("20")
    widget.locator('[data-path="players.1.rounds.0.score"]').fill("18")
    wait_winners(page, ["<b>Ana</b>"])
    assert widget.locator(".ipso-name").first.inner_text() == "<b>Ana</b>"
    assert widget.locator("b").count() == 0


def test_the_sheet_opens_from_a_share_link(page, base_url, phone_page):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    fill_tournament(widget)
    wait_totals(page, ["90", "90", "87"])
    wait_winners(page, ["Ana", "Bo"])
    widget.get_by_role("button", name="Copy the share link").dblclick()
    link = widget.locator(".calc-link").input_value()
    assert "#ipso-sheet=" in link
    # Another device (the suite's phone, with its own storage) opens the link.
    phone_page.goto(link)
    phone_page.wait_for_function(
        "() => document.querySelector('[data-widget=ipso-sheet] [data-winners]')?.dataset.winners === '[\"Ana\",\"Bo\"]'",
        timeout=PYTHON_TIMEOUT_MS,
    )
    assert "#" not in phone_page.url  # read once: a reload comes back to this browser's own sheet


def test_a_card_being_typed_shows_no_error_until_it_is_left_unfinished(page, base_url):
    """Its number typed before its colour, a card is being filled in, not wrong: no message while
    the reader is in it; one names the missing colour once they leave it without one."""
    widget = open_widget(page, base_url, "en", "ipso-pyramid")
    number, colour = widget.locator('[data-path="rows.0.0.number"]'), widget.locator('[data-path="rows.0.0.colour"]')
    number.fill("50")  # the focus stays in the card
    page.wait_for_function("(el) => !el.hasAttribute('aria-busy')", arg=widget.locator(".calc-result").element_handle())
    page.wait_for_timeout(300)  # Python has answered: nothing shows
    assert widget.locator(".calc-field-error").count() == 0
    assert widget.locator(".calc-result .calc-error").count() == 0
    colour.focus()  # still the same card
    page.wait_for_timeout(300)
    assert widget.locator(".calc-field-error").count() == 0
    widget.locator('[data-path="rows.0.1.number"]').focus()  # the next card: the first is left without a colour
    widget.locator(".calc-field-error").first.wait_for()
    assert widget.locator(".calc-field-error").count() == 1
    colour.select_option("red")
    page.wait_for_function("(el) => !el.querySelector('.calc-field-error')", arg=widget.element_handle())
