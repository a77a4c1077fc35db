"""A whole Pixies game at the table, on a phone (390×844, touch): three players, three rounds,
each player's grid of nine cards entered in the grid calculator and put on the score sheet of the
same page. Every tap and every scroll is counted (tests/browser/taps.py); what the sheet shows at
the end is what the calculators package says of the same grids."""

from __future__ import annotations

import json

from calculators.api import handle
from calculators.pixies.widget import widget_data
from hooks.strings import text
from tests.browser.taps import Taps
from tests.browser.test_pixies_grid import enter_grid, wait_for_total

NAMES = ["Ana", "Ben", "Cem"]
ROUNDS = 3
GAME_TAPS = 90  # a whole game: 9 grids of 9 cards (a tap a card) and 9 totals put on the sheet


def grids() -> list[dict]:
    """Nine full grids (three rounds of three players), a different card mix each: grid g is
    round g // 3 + 1 of player g % 3."""
    cards = widget_data()["slot_cards"]
    return [
        {n: ("validated" if (g + n) % 3 == 0 else "lone", cards[str(n)][(g * 4 + n * 3) % len(cards[str(n)])]) for n in range(1, 10)}
        for g in range(len(NAMES) * ROUNDS)
    ]


def request(wanted: dict) -> dict:
    return {str(n): {"card": card, "validated": state == "validated"} for n, (state, card) in wanted.items()}


def score(wanted: dict, round_number: int) -> int:
    answer = handle({"game": "pixies", "action": "score", "lang": "en", "data": {"round": round_number, "grid": request(wanted)}})
    assert answer["ok"] and not answer["warnings"], answer
    return answer["total"]


def open_page(page, base_url):
    page.goto(f"{base_url}en/pixies/calculators/")
    grid = page.locator('.calc-widget[data-widget="pixies-grid"]')
    sheet = page.locator('.calc-widget[data-widget="pixies-sheet"]')
    grid.locator(".calc-result[data-state=ready]").wait_for()
    sheet.locator(".pixies-sheet-result[data-state=ready]").wait_for()
    return grid, sheet


def put_label(name: str, round_number: int) -> str:
    return text("pixies.grid_put", "en").format(name=name, n=round_number)


def wait_for_put(grid, name: str, round_number: int):
    """The total bar offers to put the grid's total on the sheet, for that player and round."""
    grid.page.wait_for_function(
        "([el, label]) => { const b = el.querySelector('.pixies-put'); return b && !b.hidden && b.textContent === label && !b.hasAttribute('aria-disabled'); }",
        arg=[grid.element_handle(), put_label(name, round_number)],
    )
    return grid.locator(".pixies-put")


def sheet_cells(sheet, players: int = len(NAMES)) -> list[list[str]]:
    return [[sheet.locator(f'input[data-path="players.{i}.rounds.{r}"]').input_value() for r in range(ROUNDS)] for i in range(players)]


def test_a_whole_game_of_three_players_takes_at_most_90_taps_on_a_phone_and_no_scroll(phone_page, base_url):
    page = phone_page
    grid, sheet = open_page(page, base_url)
    # The players, typed once in the sheet's roster (counted on their own).
    roster = Taps(touch=True)
    roster(sheet.locator('[data-action="add-player"]'))
    for i, name in enumerate(NAMES):
        roster.type(sheet.locator(f'input[data-path="players.{i}.name"]'), name)
    page.wait_for_function("() => document.querySelector('.pixies-sheet-table tbody tr:nth-child(3) .pixies-player-name')?.textContent === 'Cem'")

    # Then to the grid, once, as the reader scrolls up from the sheet to it.
    grid.locator(".pixies-editor").scroll_into_view_if_needed()
    roster.scrolls += 1
    game = Taps(touch=True)
    scores = [[None] * ROUNDS for _ in NAMES]
    for g, wanted in enumerate(grids()):
        round_number, player = g // len(NAMES) + 1, g % len(NAMES)
        # The grid is on this round already and its first slot open: nine taps, one a card.
        enter_grid(grid, wanted, game)
        total = score(wanted, round_number)
        wait_for_total(page, total)
        game(wait_for_put(grid, NAMES[player], round_number))
        scores[player][round_number - 1] = total
        page.wait_for_function(
            "([el, path, value]) => el.querySelector(`input[data-path='${path}']`).value === value",
            arg=[sheet.element_handle(), f"players.{player}.rounds.{round_number - 1}", str(total)],
        )
        assert grid.locator('.pixies-slot-button[data-state="empty"]').count() == 9

    assert sheet_cells(sheet) == [[str(s) for s in row] for row in scores]
    expected = handle({"game": "pixies", "action": "sheet", "lang": "en", "data": {
        "players": [{"name": name, "rounds": row} for name, row in zip(NAMES, scores)], "starters": [None] * ROUNDS}})
    assert expected["finished"] and expected["ranking"]["outcome"] == "win"
    assert len({p["total"] for p in expected["players"]}) == len(NAMES)  # the grids were chosen so
    page.wait_for_function(
        "(totals) => JSON.stringify([...document.querySelectorAll('.pixies-sheet-total')].map((td) => td.textContent)) === totals",
        arg=json.dumps([str(p["total"]) for p in expected["players"]], separators=(",", ":")),
    )
    assert sheet.locator(".pixies-sheet-result .calc-explanation li").all_inner_texts() == expected["explanation"]
    winner = expected["ranking"]["winners"][0]
    marks = sheet.locator(".pixies-leader-mark").all_inner_texts()
    assert "🏆" in marks[winner] and all(not mark for i, mark in enumerate(marks) if i != winner), marks
    print(f"\nroster: {roster.count} taps, {roster.scrolls} scrolls; game: {game.count} taps, {game.scrolls} scrolls")
    assert game.count <= GAME_TAPS, game.count
    assert game.scrolls == 0, "\n".join(game.scrolled)
    assert roster.count <= 1 + len(NAMES), roster.count


def test_a_total_put_from_the_grid_is_undone_with_the_grid_as_it_was(phone_page, base_url):
    page = phone_page
    grid, sheet = open_page(page, base_url)
    wanted = grids()[0]
    taps = Taps(touch=True)
    enter_grid(grid, wanted, taps)
    total = score(wanted, 1)
    wait_for_total(page, total)
    held = page.evaluate("() => localStorage.getItem('tablerules:pixies-grid')")
    put = wait_for_put(grid, "Player 1", 1)
    # A double tap, as a finger does: one total put, once.
    box = put.bounding_box()
    for _ in range(2):
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function("() => document.querySelector('input[data-path=\"players.0.rounds.0\"]').value !== ''")
    page.wait_for_selector(".calc-widget[data-settling]", state="detached")
    assert sheet_cells(sheet, 2) == [[str(total), "", ""], ["", "", ""]]
    assert grid.locator('.pixies-slot-button[data-state="empty"]').count() == 9
    # The next player is offered at once, the grid's first slot open for their first card.
    assert grid.locator('.pixies-slot-button[data-slot="1"]').get_attribute("aria-pressed") == "true"
    # What was put is said in the total bar, in view, with its one Undo.
    done = grid.locator(".pixies-total-bar .pixies-put-done")
    assert done.is_visible() and grid.locator(".calc-undo, .pixies-put-undo").count() == 1
    assert done.inner_text().startswith(text("pixies.grid_put_done", "en").format(total=total, name="Player 1", n=1))
    taps(done.locator(".pixies-put-undo"))
    wait_for_total(page, total)
    page.wait_for_function("() => document.querySelector('input[data-path=\"players.0.rounds.0\"]').value === ''")
    assert page.evaluate("() => localStorage.getItem('tablerules:pixies-grid')") == held
    wait_for_put(grid, "Player 1", 1)
