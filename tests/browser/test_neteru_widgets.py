"""The Neteru widgets in a real browser, in French, English and Turkish: a whole table scored
on the sheet, the sheet surviving a reload, a War Chariot check and a placement check."""

import pytest

from calculators.api import handle
from tests.browser.conftest import wait_for_result

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}

# A tie on 5 points that Ana wins on occupied slots (3 against 2): the page's example.
TABLE = {
    "players": [
        {"name": "Ana", "pyramid": {"1": "citizen-1", "2": "guard-2", "3": "scribe-3"}, "gods": {"1": "osiris"},
         "pyramidions": ["majority", "tomb_robber"], "discard": []},
        {"name": "Bo", "pyramid": {"4": "citizen-4", "5": "citizen-5"}, "gods": {},
         "pyramidions": ["discard", "diversity"], "discard": ["guard-6"]},
    ]
}


def as_request(table):
    def card(value):
        kind, _, number = value.rpartition("-")
        return {"type": kind, "number": int(number)} if number.isdigit() else {"type": value}

    return {"players": [
        {"name": p["name"], "pyramid": {slot: card(v) for slot, v in p["pyramid"].items()}, "gods": p["gods"],
         "pyramidions": p["pyramidions"], "discard": [card(v) for v in p["discard"]]}
        for p in table["players"]
    ]}


def open_calculators(page, base_url, lang):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}neteru/calculators/")
    wait_for_result(page, '.calc-widget[data-widget="neteru-sheet"] .calc-result[data-state=ready]')
    return page


def fill_sheet(page, table):
    sheet = page.locator('.calc-widget[data-widget="neteru-sheet"]')
    for index, player in enumerate(table["players"]):
        prefix = f"players.{index}"
        sheet.locator(f'input[data-path="{prefix}.name"]').fill(player["name"])
        for slot, value in player["pyramid"].items():
            sheet.locator(f'select[data-path="{prefix}.pyramid.{slot}"]').select_option(value)
        for floor, god in player["gods"].items():
            sheet.locator(f'select[data-path="{prefix}.gods.{floor}"]').select_option(god)
        for i, pyramidion in enumerate(player["pyramidions"]):
            sheet.locator(f'select[data-path="{prefix}.pyramidions.{i}"]').select_option(pyramidion)
        for k, value in enumerate(player["discard"]):
            sheet.locator(f'fieldset[data-path="{prefix}.discard"] > button').click()
            sheet.locator(f'select[data-path="{prefix}.discard.{k}"]').select_option(value)
    return sheet


def wait_for_totals(page, totals):
    script = """(totals) => {
        const cells = [...document.querySelectorAll('.calc-widget[data-widget="neteru-sheet"] strong[data-total]')];
        return cells.length === totals.length && cells.every((cell, i) => cell.dataset.total === String(totals[i]));
    }"""
    page.wait_for_function(script, arg=totals)


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_a_whole_table_is_scored_with_its_tie_break(page, base_url, lang):
    open_calculators(page, base_url, lang)
    sheet = fill_sheet(page, TABLE)
    expected = handle({"game": "neteru", "action": "score", "lang": lang, "data": as_request(TABLE)})
    assert expected["ok"] and [p["total"] for p in expected["players"]] == [5, 5]
    wait_for_totals(page, [5, 5])
    winner = sheet.locator(".neteru-winner")
    assert winner.get_attribute("data-decided-by") == "occupied_slots"
    assert "Ana" in winner.inner_text()
    # The sentences come from Python, in the page's language; nothing else is printed.
    assert sheet.locator(".calc-explanation li").all_text_contents() == expected["explanation"]
    assert "null" not in sheet.locator(".calc-result").inner_text()


def test_the_sheet_survives_a_reload(page, base_url):
    open_calculators(page, base_url, "en")
    fill_sheet(page, TABLE)
    wait_for_totals(page, [5, 5])
    page.reload()
    wait_for_result(page, '.calc-widget[data-widget="neteru-sheet"] .calc-result[data-state=ready]')
    wait_for_totals(page, [5, 5])
    sheet = page.locator('.calc-widget[data-widget="neteru-sheet"]')
    assert sheet.locator('input[data-path="players.1.name"]').input_value() == "Bo"
    assert sheet.locator('select[data-path="players.1.discard.0"]').input_value() == "guard-6"


def test_a_share_link_opens_the_same_table_elsewhere(page, base_url, context):
    open_calculators(page, base_url, "en")
    fill_sheet(page, TABLE)
    wait_for_totals(page, [5, 5])
    page.locator('.calc-widget[data-widget="neteru-sheet"] .neteru-tools button').nth(1).click()
    link = page.url
    assert "#neteru-sheet=" in link
    other = context.browser.new_context(viewport={"width": 412, "height": 915})
    try:
        fresh = other.new_page()
        fresh.goto(link)
        wait_for_totals(fresh, [5, 5])
    finally:
        other.close()


def test_a_mistake_is_shown_next_to_the_slot_in_turkish(page, base_url):
    open_calculators(page, base_url, "tr")
    sheet = fill_sheet(page, TABLE)
    # The Citizen 4 is already in Bo's pyramid: putting it in Ana's too is refused at that slot.
    sheet.locator('select[data-path="players.0.pyramid.7"]').select_option("citizen-4")
    error = sheet.locator('select[data-path="players.1.pyramid.4"] ~ .calc-field-error, select[data-path="players.0.pyramid.7"] ~ .calc-field-error').first
    error.wait_for()
    assert "Vatandaş 4" in error.inner_text()


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_a_war_chariot_check(page, base_url, lang):
    open_calculators(page, base_url, lang)
    widget = page.locator('.calc-widget[data-widget="neteru-chariot"]')
    widget.locator("input[type=radio][value='3']").check()
    for slot, value in {"6": "citizen-6", "7": "priest-7", "8": "guard-8", "9": "scribe-9"}.items():
        widget.locator(f'select[data-path="pyramid.{slot}"]').select_option(value)
    page.wait_for_function("""() => document.querySelector('.calc-widget[data-widget="neteru-chariot"] [data-removable]')?.dataset.removable === '6'""")
    assert widget.locator("[data-protected]").get_attribute("data-protected") == "7, 8, 9"
    expected = handle({"game": "neteru", "action": "chariot", "lang": lang, "data": {"floor": 3, "pyramid": {
        "6": {"type": "citizen", "number": 6}, "7": {"type": "priest", "number": 7}, "8": {"type": "guard", "number": 8}, "9": {"type": "scribe", "number": 9}}}})
    assert widget.locator(".calc-explanation li").all_text_contents() == expected["explanation"]
    # The mark on each slot is a symbol and a word, not a colour.
    assert widget.locator('[data-slot="6"] .neteru-mark').inner_text().startswith("✖")
    assert widget.locator('[data-slot="8"] .neteru-mark').inner_text().startswith("🛡")
    # Isis beside floor 3 protects the Citizen too.
    widget.locator('select[data-path="gods.3"]').select_option("isis")
    page.wait_for_function("""() => document.querySelector('.calc-widget[data-widget="neteru-chariot"] [data-removable]')?.dataset.removable === '—'""")


def test_where_a_card_can_go(page, base_url):
    open_calculators(page, base_url, "en")
    widget = page.locator('.calc-widget[data-widget="neteru-place"]')
    widget.locator('select[data-path="card"]').select_option("guard-4")
    page.wait_for_function("""() => document.querySelector('.calc-widget[data-widget="neteru-place"] [data-priest]')?.dataset.priest === '7, 8'""")
    assert widget.locator("[data-play]").get_attribute("data-play") == "4"
    widget.locator('select[data-path="card"]').select_option("sphinx")
    page.wait_for_function("""() => document.querySelector('.calc-widget[data-widget="neteru-place"] [data-play]')?.dataset.play === '1, 2, 3, 4, 5, 6, 7, 8, 9'""")
