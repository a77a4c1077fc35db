"""The score sheet of a whole game in a real browser: kept across reloads, names as text, the grid's total, a new game."""

import json

import pytest

from calculators.api import handle
from hooks.strings import text
from tests.browser.conftest import roster_of
from tests.browser.test_pixies_grid import enter_booklet_grid

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}
HOSTILE = "<img src=x onerror=alert(1)>"


def open_sheet(page, base_url, lang="en"):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}pixies/calculators/")
    widget = page.locator('.calc-widget[data-widget="pixies-sheet"]')
    widget.locator(".pixies-sheet-result[data-state=ready]").wait_for()
    return widget


def fill_sheet(widget, scores):
    roster_of(widget, len(scores))
    for i, (name, rounds) in enumerate(scores.items()):
        widget.locator(f'input[data-path="players.{i}.name"]').fill(name)
        for r, score in enumerate(rounds):
            widget.locator(f'input[data-path="players.{i}.rounds.{r}"]').fill(str(score))


def totals(widget):
    return widget.locator(".pixies-sheet-total").all_inner_texts()


def sheet(lang, scores):
    return handle({"game": "pixies", "action": "sheet", "lang": lang, "data": {
        "players": [{"name": name, "rounds": rounds} for name, rounds in scores.items()], "starters": [None, None, None]}})


def wait_for_lines(widget, lines):
    widget.page.wait_for_function(
        "([el, lines]) => JSON.stringify([...el.querySelectorAll('.pixies-sheet-result .calc-explanation li')].map((li) => li.textContent)) === JSON.stringify(lines)",
        arg=[widget.element_handle(), lines],
    )


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_equal_best_totals_share_the_victory(page, base_url, lang):
    widget = open_sheet(page, base_url, lang)
    scores = {"Ana": [32, 28, 40], "Ben": [30, 30, 40], "Cem": [20, 25, 30]}
    fill_sheet(widget, scores)
    expected = sheet(lang, scores)
    assert expected["ranking"]["outcome"] == "shared_victory"
    wait_for_lines(widget, expected["explanation"])
    assert totals(widget) == ["100", "100", "75"]
    marks = widget.locator(".pixies-leader-mark").all_inner_texts()
    assert marks[0] == marks[1] != "" and marks[2] == ""


def test_the_sheet_survives_a_reload(page, base_url):
    widget = open_sheet(page, base_url, "en")
    scores = {"Ana": [32, 28], "Ben": [30, 31]}
    fill_sheet(widget, scores)
    widget.locator('select[data-path="starters.0"]').select_option("1")
    wait_for_lines(widget, handle({"game": "pixies", "action": "sheet", "lang": "en", "data": {
        "players": [{"name": n, "rounds": r} for n, r in scores.items()], "starters": ["Ben", None, None]}})["explanation"])
    page.reload()
    widget = page.locator('.calc-widget[data-widget="pixies-sheet"]')
    widget.locator(".pixies-sheet-result[data-state=ready]").wait_for()
    page.wait_for_function("() => [...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent).join() === '60,61'")
    assert widget.locator('input[data-path="players.1.name"]').input_value() == "Ben"
    assert widget.locator('input[data-path="players.0.rounds.1"]').input_value() == "28"
    assert widget.locator('select[data-path="starters.0"]').input_value() == "1"


def test_names_with_html_are_shown_as_text(page, base_url):
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    widget = open_sheet(page, base_url, "en")
    fill_sheet(widget, {HOSTILE: [10, 10, 10], "Ben": [1, 1, 1]})
    expected = sheet("en", {HOSTILE: [10, 10, 10], "Ben": [1, 1, 1]})
    wait_for_lines(widget, expected["explanation"])
    assert HOSTILE in expected["explanation"][-1]
    assert widget.locator(".pixies-player-name").first.inner_text() == HOSTILE
    assert widget.locator('select[data-path="starters.0"] option').nth(1).inner_text() == HOSTILE
    # The turn helper on the same page, too.
    turn = page.locator('.calc-widget[data-widget="pixies-turn"]')
    turn.locator('input[data-path="players.0"]').fill(HOSTILE)
    page.wait_for_function("(name) => document.querySelector('.pixies-headline')?.dataset.next === name", arg=HOSTILE)
    assert turn.locator(".pixies-pick").first.inner_text().find(HOSTILE) >= 0
    assert page.locator(".calc-widget img").count() == 0
    assert dialogs == []


def test_a_grid_total_goes_to_the_sheet_on_the_same_page(page, base_url):
    widget = open_sheet(page, base_url, "en")
    fill_sheet(widget, {"Ana": [], "Ben": [12]})
    grid = page.locator('.calc-widget[data-widget="pixies-grid"]')
    enter_booklet_grid(grid)
    importer = widget.locator(".pixies-import")
    importer.locator(".pixies-grid-total").wait_for()
    assert "32" in importer.locator(".pixies-grid-total").inner_text()
    # Ana has no round 1 score yet: she is offered first.
    assert importer.locator("select").first.input_value() == "0"
    importer.locator("button").click()
    page.wait_for_function("() => [...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent).join() === '32,12'")
    assert widget.locator('input[data-path="players.0.rounds.0"]').input_value() == "32"
    # Put on Ben's round 1, which has a score: his 12 is replaced with an Undo that brings it back.
    importer.locator("select").first.select_option("1")
    importer.locator("button").click()
    page.wait_for_function("() => [...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent).join() === '32,32'")
    assert "12" in widget.locator(".calc-notice").inner_text()
    widget.locator(".calc-notice .calc-undo").click()
    page.wait_for_function("() => [...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent).join() === '32,12'")
    assert widget.locator('input[data-path="players.1.rounds.0"]').input_value() == "12"


def test_a_new_game_keeps_the_players_and_can_be_undone(page, base_url):
    widget = open_sheet(page, base_url, "fr")
    fill_sheet(widget, {"Ana": [5], "Ben": [7]})
    page.wait_for_function("() => [...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent).join() === '5,7'")
    widget.locator(".pixies-new-game").click()
    page.wait_for_function("() => [...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent).join() === '0,0'")
    assert widget.locator('input[data-path="players.0.rounds.0"]').input_value() == ""
    assert widget.locator('input[data-path="players.0.name"]').input_value() == "Ana"
    widget.locator(".calc-undo").click()
    page.wait_for_function("() => [...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent).join() === '5,7'")
    assert widget.locator('input[data-path="players.1.rounds.0"]').input_value() == "7"


def test_a_damaged_save_is_offered_back_and_set_aside(page, base_url):
    open_sheet(page, base_url, "tr")
    page.evaluate("() => localStorage.setItem('tablerules:pixies-sheet', '{\"players\": [')")
    page.reload()
    widget = page.locator('.calc-widget[data-widget="pixies-sheet"]')
    widget.locator(".pixies-sheet-result[data-state=ready]").wait_for()
    notice = widget.locator(".calc-notice-error")
    kept = page.evaluate("() => Object.keys(localStorage).filter((key) => key.startsWith('tablerules:corrupted:pixies-sheet:'))")
    assert len(kept) == 1
    assert notice.locator("span").first.inner_text() == text("core.storage_corrupted", "tr")
    assert notice.locator("textarea").input_value() == '{"players": ['
    assert page.evaluate(f"() => localStorage.getItem({json.dumps(kept[0])})") == '{"players": ['


def test_a_shared_sheet_link_restores_the_sheet(page, base_url, phone_page):
    widget = open_sheet(page, base_url, "en")
    scores = {"Ana": [32, 28, 40], "Ben": [30, 30, 39]}
    fill_sheet(widget, scores)
    page.wait_for_function("() => [...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent).join() === '100,99'")
    widget.locator(".pixies-sheet .calc-tools button").nth(0).click()
    link = widget.locator("input.calc-link").input_value()
    assert "#pixies-sheet=" in link
    # The share message says it is a score sheet.
    assert widget.locator(".pixies-link-box label").inner_text() == text("pixies.sheet.share_label", "en")
    assert widget.locator(".calc-notice").inner_text() in (text("pixies.sheet.link_copied", "en"), text("pixies.sheet.link_ready", "en"))
    # Another device (the suite's phone, its own storage) opens the link.
    other = phone_page
    other.goto(link)
    restored = other.locator('.calc-widget[data-widget="pixies-sheet"]')
    restored.locator(".pixies-sheet-result[data-state=ready]").wait_for()
    other.wait_for_function("() => [...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent).join() === '100,99'")
    assert restored.locator('input[data-path="players.1.name"]').input_value() == "Ben"
    assert restored.locator(".calc-notice").inner_text() == text("core.link_opened", "en")
    assert "#" not in other.url  # later reloads come back to this browser's own sheet


def test_a_sheet_link_with_wrong_content_shows_pythons_errors_and_a_damaged_one_an_empty_sheet(page, base_url):
    import base64

    def link(state):
        return base64.urlsafe_b64encode(json.dumps(state).encode()).decode().rstrip("=")

    state = {"players": [{"name": "Ana", "rounds": [30, 1000]}, {"name": "Ana", "rounds": [12]}]}
    page.goto(f"{base_url}en/pixies/calculators/#pixies-sheet={link(state)}")
    widget = page.locator('.calc-widget[data-widget="pixies-sheet"]')
    widget.locator(".pixies-sheet-result[data-state=ready]").wait_for()
    expected = handle({"game": "pixies", "action": "sheet", "lang": "en", "data": {**state, "starters": [None, None, None]}})
    assert sorted(e["path"] for e in expected["errors"]) == ["players.0.rounds.1", "players.1.name"]
    for error in expected["errors"]:
        field = widget.locator(f'[data-path="{error["path"]}"]')
        assert field.get_attribute("aria-invalid") == "true"
        assert field.locator("xpath=following-sibling::p[1]").inner_text() == "⚠ " + error["message"]
    # A damaged link: a message, and the sheet this browser had (nothing is lost).
    page.goto("about:blank")
    page.goto(f"{base_url}en/pixies/calculators/#pixies-sheet={link(state)[:-6]}")
    widget.locator(".pixies-sheet-result[data-state=ready]").wait_for()
    assert widget.locator(".calc-notice-error").inner_text() == text("core.share_broken", "en")
    assert widget.locator('input[data-path="players.1.name"]').input_value() == "Ana"
    # On a fresh browser, the same damaged link gives an empty sheet; blank names show
    # "Player 1" as a placeholder, never as a value.
    page.evaluate("() => localStorage.clear()")
    page.goto("about:blank")
    page.goto(f"{base_url}en/pixies/calculators/#pixies-sheet={link(state)[:-6]}")
    widget.locator(".pixies-sheet-result[data-state=ready]").wait_for()
    assert widget.locator('input[data-path="players.0.name"]').input_value() == ""
    assert widget.locator('input[data-path="players.0.name"]').get_attribute("placeholder") == "Player 1"
    assert widget.locator('input[data-path="players.0.rounds.0"]').input_value() == ""


def test_default_names_are_shown_never_stored(page, base_url):
    widget = open_sheet(page, base_url, "tr")
    widget.locator('input[data-path="players.0.rounds.0"]').fill("12")
    page.wait_for_function("() => document.querySelector('.pixies-sheet-total')?.textContent === '12'")
    assert widget.locator('input[data-path="players.1.name"]').get_attribute("placeholder") == "2. oyuncu"
    assert widget.locator(".pixies-player-name").nth(1).inner_text() == "2. oyuncu"
    saved = json.loads(page.evaluate("() => localStorage.getItem('tablerules:pixies-sheet')"))
    assert [player["name"] for player in saved["players"]] == ["", ""]
    assert "1. oyuncu" in widget.locator(".pixies-sheet-result").inner_text()  # "1. oyuncu leads"


def test_a_name_is_cut_at_the_same_length_as_python_and_that_length_is_accepted(page, base_url):
    from calculators.players import NAME_LENGTH

    widget = open_sheet(page, base_url, "en")
    field = widget.locator('input[data-path="players.0.name"]')
    assert field.get_attribute("maxlength") == str(NAME_LENGTH)
    field.press_sequentially("N" * (NAME_LENGTH + 5))
    assert field.input_value() == "N" * NAME_LENGTH
    widget.locator('input[data-path="players.0.rounds.0"]').fill("3")
    page.wait_for_function("() => document.querySelector('.pixies-sheet-total')?.textContent === '3'")
    assert widget.locator(".pixies-player-name").first.inner_text() == "N" * NAME_LENGTH
    assert widget.locator(".calc-field-error").count() == 0


def test_one_bad_cell_marks_only_its_own_player(page, base_url):
    widget = open_sheet(page, base_url, "en")
    fill_sheet(widget, {"Ana": [30, 12], "Ben": [28, 1000], "Cem": [20, 7]})
    page.wait_for_function("() => [...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent).join() === '42,?,27'")
    bad = widget.locator('input[data-path="players.1.rounds.1"]')
    assert bad.get_attribute("aria-invalid") == "true"
    assert widget.locator("[aria-invalid=true]").count() == 1
    assert widget.locator("tr.is-invalid").evaluate_all("(rows) => rows.map((row) => row.dataset.player)") == ["1"]
    expected = sheet("en", {"Ana": [30, 12], "Ben": [28, 1000], "Cem": [20, 7]})
    assert bad.locator("xpath=following-sibling::p[1]").inner_text() == "⚠ " + expected["errors"][0]["message"]
    bad.fill("10")
    page.wait_for_function("() => [...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent).join() === '42,38,27'")
    assert widget.locator("[aria-invalid=true]").count() == 0


def test_result_tables_are_spaced(page, base_url):
    widget = open_sheet(page, base_url, "en")
    padding = widget.locator(".pixies-sheet-table td").first.evaluate("(td) => parseFloat(getComputedStyle(td).paddingTop) + parseFloat(getComputedStyle(td).paddingLeft)")
    assert padding >= 12

