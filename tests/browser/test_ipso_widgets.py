"""The IPSO widgets in a real browser, in French, English and Turkish: the pyramid scorer, the
bonus-turn helper and the game sheet (which must survive a reload)."""

import json

import pytest

from calculators.api import handle
from tests.browser.conftest import PYTHON_TIMEOUT_MS

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


def test_the_scorer_keeps_the_pyramid_after_a_reload(page, base_url):
    widget = open_widget(page, base_url, "tr", "ipso-pyramid")
    fill_pyramid(widget, TWENTY_SIX)
    wait_total(page, "ipso-pyramid", 26)
    page.reload()
    wait_total(page, "ipso-pyramid", 26)


def test_every_field_has_a_label_and_results_are_announced(page, base_url):
    page.goto(f"{base_url}en/ipso/calculators/")
    page.locator('.calc-widget[data-widget="ipso-sheet"] .calc-result[data-state=ready]').wait_for(timeout=PYTHON_TIMEOUT_MS)
    unlabelled = page.evaluate(
        """() => [...document.querySelectorAll('.calc-widget[data-widget^=ipso] :is(input, select, button)')]
        .filter(el => !(el.getAttribute('aria-label') || el.closest('label') || el.textContent.trim()))
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
    verdict = widget.locator(".calc-result [data-pays]")
    verdict.wait_for()
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-bonus] [data-pays]')?.dataset.pays === 'true'")
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
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-bonus] [data-pays]')?.dataset.pays === 'false'")
    assert "does not pay" in widget.locator(".calc-result [data-pays]").inner_text()


def test_the_bonus_helper_takes_the_pyramid_from_the_scorer(page, base_url):
    scorer = open_widget(page, base_url, "en", "ipso-pyramid")
    fill_pyramid(scorer, BROKEN_BOTTOM)
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-pyramid] [data-total]')")
    bonus = page.locator('.calc-widget[data-widget="ipso-bonus"]')
    bonus.get_by_role("button", name="Use the pyramid from the score calculator").click()
    assert bonus.locator('[data-path="rows.3.3.number"]').input_value() == "49"
    assert bonus.locator('[data-path="rows.0.1.colour"]').input_value() == "blue"


# ---- The game sheet ----------------------------------------------------------------------------


def fill_tournament(widget):
    widget.locator('[data-path="mode"] input[value="tournament"]').check()
    widget.locator('[data-action="add-player"]').click()
    for i, (name, rounds) in enumerate(TOURNAMENT):
        widget.locator(f'[data-path="players.{i}.name"]').fill(name)
        for r, (points, stars) in enumerate(rounds):
            widget.locator(f'[data-path="players.{i}.rounds.{r}.score"]').fill(str(points))
            widget.locator(f'[data-path="players.{i}.rounds.{r}.stars"]').fill(str(stars))


def wait_winners(page, winners):
    page.wait_for_function(
        "(expected) => document.querySelector('[data-widget=ipso-sheet] [data-winners]')?.dataset.winners === expected",
        arg=json.dumps(winners, separators=(",", ":"), ensure_ascii=False),
    )


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_the_tournament_sheet_survives_a_reload(page, base_url, lang):
    widget = open_widget(page, base_url, lang, "ipso-sheet")
    fill_tournament(widget)
    wait_winners(page, ["Ana", "Bo"])
    directions = [h.get_attribute("data-direction") for h in widget.locator(".ipso-direction").all()]
    assert directions == ["clockwise", "anticlockwise", "clockwise", "anticlockwise"]
    totals = [t.get_attribute("data-total") for t in widget.locator(".ipso-player-total").all()]
    assert totals == ["90", "90", "87"]
    page.reload()
    widget = page.locator('.calc-widget[data-widget="ipso-sheet"]')
    wait_winners(page, ["Ana", "Bo"])
    assert widget.locator('[data-path="players.2.name"]').input_value() == "Cem"
    assert widget.locator('[data-path="players.1.rounds.3.stars"]').input_value() == "2"
    assert [t.get_attribute("data-total") for t in widget.locator(".ipso-player-total").all()] == ["90", "90", "87"]


def test_a_tie_on_points_is_broken_on_stars_in_the_sheet(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    for i, (name, points, stars) in enumerate([("Ana", 26, 3), ("Bo", 26, 2)]):
        widget.locator(f'[data-path="players.{i}.name"]').fill(name)
        widget.locator(f'[data-path="players.{i}.rounds.0.score"]').fill(str(points))
        widget.locator(f'[data-path="players.{i}.rounds.0.stars"]').fill(str(stars))
    wait_winners(page, ["Ana"])
    assert "tie broken on stars" in widget.locator(".ipso-ranking li").first.inner_text()


def test_a_pyramid_typed_into_the_sheet_is_scored(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    widget.get_by_role("button", name="Player 1, round 1: enter the pyramid").click()
    fill_pyramid(widget, TWENTY_SIX, prefix="players.0.rounds.0.pyramid.rows")
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-sheet] .ipso-cell-score')?.dataset.score === '26'")
    assert "26" in widget.locator(".ipso-editor-total").inner_text()


def test_a_new_game_asks_first_and_keeps_the_names(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    widget.locator('[data-path="players.0.name"]').fill("Ana")
    widget.locator('[data-path="players.0.rounds.0.score"]').fill("20")
    widget.locator('[data-path="players.1.rounds.0.score"]').fill("18")
    page.wait_for_function("() => document.querySelector('[data-widget=ipso-sheet] [data-winners]')")
    page.once("dialog", lambda dialog: dialog.dismiss())
    widget.locator('[data-action="new-game"]').click()
    assert widget.locator('[data-path="players.0.rounds.0.score"]').input_value() == "20"
    page.once("dialog", lambda dialog: dialog.accept())
    widget.locator('[data-action="new-game"]').click()
    assert widget.locator('[data-path="players.0.rounds.0.score"]').input_value() == ""
    assert widget.locator('[data-path="players.0.name"]').input_value() == "Ana"


@pytest.mark.parametrize("stored", ['{"players": [', "42"])
def test_a_damaged_stored_sheet_is_reported_and_set_aside(page, base_url, stored):
    page.goto(f"{base_url}en/ipso/")  # a page of the site without widgets: nothing writes the sheet meanwhile
    page.evaluate("(raw) => localStorage.setItem('tablerules:ipso-sheet', raw)", stored)
    page.goto(f"{base_url}en/ipso/calculators/")
    widget = page.locator('.calc-widget[data-widget="ipso-sheet"]')
    notice = widget.locator(".calc-notice-error")
    notice.wait_for()
    assert notice.inner_text().strip()
    kept = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('tablerules:corrupted:ipso-sheet'))")
    assert len(kept) == 1
    widget.locator(".calc-result[data-state=ready]").wait_for(timeout=PYTHON_TIMEOUT_MS)


def test_names_are_shown_as_text(page, base_url):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    widget.locator('[data-path="players.0.name"]').fill("<b>Ana</b>")
    widget.locator('[data-path="players.0.rounds.0.score"]').fill("20")
    widget.locator('[data-path="players.1.rounds.0.score"]').fill("18")
    wait_winners(page, ["<b>Ana</b>"])
    assert widget.locator(".ipso-name").first.inner_text() == "<b>Ana</b>"
    assert widget.locator("b").count() == 0


def test_the_sheet_opens_from_a_share_link(page, base_url, context):
    widget = open_widget(page, base_url, "en", "ipso-sheet")
    fill_tournament(widget)
    wait_winners(page, ["Ana", "Bo"])
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    widget.get_by_role("button", name="Copy the share link").click()
    link = page.evaluate("() => window.location.href")
    assert "#ipso-sheet=" in link
    other = context.browser.new_context(viewport={"width": 412, "height": 915})
    try:
        fresh = other.new_page()
        fresh.goto(link)
        fresh.wait_for_function(
            "() => document.querySelector('[data-widget=ipso-sheet] [data-winners]')?.dataset.winners === '[\"Ana\",\"Bo\"]'",
            timeout=PYTHON_TIMEOUT_MS,
        )
    finally:
        other.close()
