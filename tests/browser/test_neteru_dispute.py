"""Dispute mode under the score sheet, in a real browser: the score one player counted is compared
with the rules; every frequent mistake that gives it is named in the page's language and points
at what it touches in that player's pyramid; a right count is confirmed. Expected answers come
from the calculators themselves."""

import pytest

from calculators.api import handle
from tests.browser.test_neteru_widgets import SHEET, as_request, fill_sheet, open_calculators, wait_for_totals

# Ana (second on the sheet): 7 points. Her Bastet doubling her Mummy, Osiris given back from floor
# 2 (not complete) or her Mummy left out all give 6.
TABLE = {
    "players": [
        {"name": "Bo", "pyramid": {"4": "citizen-4"}, "gods": {}, "pyramidions": ["discard", "diversity"], "discard": []},
        {"name": "Ana", "pyramid": {"1": "citizen-1", "2": "mummy-2", "3": "scribe-3"}, "gods": {"1": "bastet", "2": "osiris"},
         "pyramidions": ["majority", "tomb_robber"], "discard": []},
    ]
}


def dispute(lang, claimed):
    data = {**as_request(TABLE), "player": 1, "claimed": claimed}
    return handle({"game": "neteru", "action": "dispute", "lang": lang, "data": data})


def count(tab, base_url, lang, total):
    open_calculators(tab, base_url, lang)
    sheet = fill_sheet(tab, TABLE)
    wait_for_totals(tab, [2, 7])
    sheet.locator(".neteru-dispute > summary").click()
    sheet.locator('.neteru-dispute select[data-path="player"]').select_option(label="Ana")
    sheet.locator('input[data-path="claimed.total"]').fill(str(total))
    sheet.locator(".neteru-dispute-check").click()
    result = sheet.locator(".neteru-dispute-result[data-state=ready]")
    result.wait_for()
    return sheet, result


@pytest.mark.parametrize("lang", ["fr"])
def test_every_mistake_giving_the_count_is_named_and_points_at_that_players_pyramid(phone_page, base_url, lang):
    sheet, result = count(phone_page, base_url, lang, 6)
    expected = dispute(lang, 6)
    assert sorted(m["codes"][0] for m in expected["mistakes"]) == ["bastet_doubles_mummies", "god_given_back", "part_forgotten"]
    shown = result.locator("li.is-mistake")
    assert shown.all_inner_texts() == ["➜ " + m["sentences"][0] for m in expected["mistakes"]]
    marks = {m["codes"][0]: m["sentences"][0] for m in expected["mistakes"]}
    # Focusing a mistake (keyboard) outlines what it touches in Ana's block only.
    shown.filter(has_text=marks["bastet_doubles_mummies"]).focus()
    assert sheet.locator(".is-marked").evaluate_all("els => els.map((e) => e.dataset.slot)") == ["2"]
    assert sheet.locator('[data-player="1"] .neteru-cell.is-marked').count() == 1
    shown.filter(has_text=marks["god_given_back"]).focus()
    assert sheet.locator('[data-player="1"] .neteru-floor[data-floor="2"].is-marked').count() == 1
    assert sheet.locator('[data-player="1"] select[data-path="players.1.gods.2"].is-marked').count() == 1


def test_a_right_count_is_confirmed(phone_page, base_url):
    _, result = count(phone_page, base_url, "tr", 7)
    assert result.locator(".neteru-verdict").inner_text() == "✓ " + dispute("tr", 7)["explanation"][0]
