"""The Neteru widgets in a real browser, on a phone (390 × 844): a whole table scored with its
tie-break, the sheet surviving a reload and travelling as a link, a War Chariot check and a
placement check; and what a table expects of them: no false alarm on an untouched form, one
mistake marking only its own player, buttons that act once per tap, undo after anything
destructive, a damaged save offered back, names refused past the limit while typing, default
names never stored, the pyramid drawn as floors with a card chosen in two small taps, 44 px
touch targets and the totals in view while entering.

Every test uses the warm phone page of the browser tests (Python already running). Behaviour
that does not depend on the language is tested in English."""

import json

import pytest

from calculators.api import handle
from hooks.strings import text
from calculators.players import NAME_LENGTH
from calculators.registry import spec
from tests.browser.conftest import small_targets, wait_for_result

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}
SHEET = '.calc-widget[data-widget="neteru-sheet"]'
PLACE = '.calc-widget[data-widget="neteru-place"]'
CHARIOT = '.calc-widget[data-widget="neteru-chariot"]'
WIDGETS = (SHEET, PLACE, CHARIOT)
FLOORS = spec("neteru").limits["floors"]

# A tie on 5 points that Ana wins on occupied slots (3 against 2): the page's example.
TABLE = {
    "players": [
        {"name": "Ana", "pyramid": {"1": "citizen-1", "2": "guard-2", "3": "scribe-3"}, "gods": {"1": "osiris"},
         "pyramidions": ["majority", "tomb_robber"], "discard": []},
        {"name": "Bo", "pyramid": {"4": "citizen-4", "5": "citizen-5"}, "gods": {},
         "pyramidions": ["discard", "diversity"], "discard": ["guard-6"]},
    ]
}


# ---------------------------------------------------------------- the page


@pytest.fixture
def fresh(phone_page):
    """The warm phone page (tests/browser/conftest.py: storage emptied first; at the end, the
    language check on the widgets and no script error or request to another host)."""
    return phone_page


def open_calculators(tab, base_url, lang="en", keep_storage=False):
    """The Neteru calculators page, every widget showing its first answer (storage emptied first)."""
    if not keep_storage and tab.url.startswith(base_url):
        tab.evaluate("() => localStorage.clear()")
    tab.goto(f"{base_url}{LANG_PREFIX[lang]}neteru/calculators/")
    settle(tab)
    return tab


def settle(tab):
    for widget in WIDGETS:
        wait_for_result(tab, f"{widget} .calc-result[data-state=ready]")


# ---------------------------------------------------------------- what a player does


def choose(widget, value):
    """In the open card picker: a tap on the type, then (numbered cards) one on the number."""
    kind, _, number = value.rpartition("-")
    if not number.isdigit():
        kind, number = value, ""
    picker = widget.locator(".neteru-picker")
    picker.locator(f'button[data-type="{kind}"]').click()
    if number:
        picker.locator(f'button[data-number="{number}"]').click()


def pick(widget, path, value):
    """A card ("guard-4", "sphinx") on a slot or as the asked-about card."""
    widget.locator(f'button[data-path="{path}"]').click()
    choose(widget, value)


def fill_sheet(tab, table):
    sheet = tab.locator(SHEET)
    for index, player in enumerate(table["players"]):
        prefix = f"players.{index}"
        sheet.locator(f'input[data-path="{prefix}.name"]').fill(player["name"])
        for slot, value in player["pyramid"].items():
            pick(sheet, f"{prefix}.pyramid.{slot}", value)
        for floor, god in player["gods"].items():
            sheet.locator(f'select[data-path="{prefix}.gods.{floor}"]').select_option(god)
        for i, pyramidion in enumerate(player["pyramidions"]):
            sheet.locator(f'select[data-path="{prefix}.pyramidions.{i}"]').select_option(pyramidion)
        for value in player["discard"]:
            sheet.locator(f'[data-player="{index}"] .neteru-add-discard').click()
            choose(sheet, value)
    return sheet


def as_request(table):
    def card(value):
        kind, _, number = value.rpartition("-")
        return {"type": kind, "number": int(number)} if number.isdigit() else {"type": value}

    return {"players": [
        {"name": p["name"], "pyramid": {slot: card(v) for slot, v in p["pyramid"].items()}, "gods": p["gods"],
         "pyramidions": p["pyramidions"], "discard": [card(v) for v in p["discard"]]}
        for p in table["players"]
    ]}


def wait_for_totals(tab, totals):
    script = """(totals) => {
        const cells = [...document.querySelectorAll('.calc-widget[data-widget="neteru-sheet"] strong[data-total]')];
        return cells.length === totals.length && cells.every((cell, i) => cell.dataset.total === String(totals[i]));
    }"""
    tab.wait_for_function(script, arg=totals)


def saved(tab, key):
    return json.loads(tab.evaluate("(k) => localStorage.getItem('tablerules:' + k)", key) or "null")


# ---------------------------------------------------------------- scoring, saving, sharing


def test_a_whole_table_is_scored_with_its_tie_break_in_the_page_language(fresh, base_url):
    open_calculators(fresh, base_url, "tr")
    sheet = fill_sheet(fresh, TABLE)
    expected = handle({"game": "neteru", "action": "score", "lang": "tr", "data": as_request(TABLE)})
    assert expected["ok"] and [p["total"] for p in expected["players"]] == [5, 5]
    wait_for_totals(fresh, [5, 5])
    winner = sheet.locator(".neteru-winner")
    assert winner.get_attribute("data-decided-by") == "occupied_slots"
    assert expected["verdict"] in winner.inner_text()
    # The sentences come from Python, in the page's language; nothing else is printed.
    assert sheet.locator(".calc-explanation li").all_text_contents() == expected["explanation"]
    assert "null" not in sheet.locator(".calc-result").inner_text()


def test_the_sheet_survives_a_reload(fresh, base_url):
    open_calculators(fresh, base_url)
    fill_sheet(fresh, TABLE)
    wait_for_totals(fresh, [5, 5])
    open_calculators(fresh, base_url, keep_storage=True)
    wait_for_totals(fresh, [5, 5])
    sheet = fresh.locator(SHEET)
    assert sheet.locator('input[data-path="players.1.name"]').input_value() == "Bo"
    assert sheet.locator('[data-path="players.1.discard.0"]').inner_text().startswith("Guard 6")
    assert sheet.locator('button[data-path="players.0.pyramid.2"] .neteru-slot-card').inner_text() == "Guard 2"


def test_a_share_link_opens_the_same_table_and_the_own_sheet_can_come_back(fresh, base_url, page):
    open_calculators(fresh, base_url)
    fill_sheet(fresh, TABLE)
    wait_for_totals(fresh, [5, 5])
    fresh.locator(SHEET).get_by_role("button", name="Copy the share link").click()
    link = fresh.locator(f"{SHEET} input.calc-link").input_value()
    assert "#neteru-sheet=" in link
    # Someone else's browser, with a sheet of its own: the link opens the table, Undo brings theirs back.
    theirs = page  # the suite's desktop context: another browser, its own storage
    theirs.goto(f"{base_url}en/neteru/calculators/")
    wait_for_result(theirs, f"{SHEET} .calc-result[data-state=ready]")
    theirs.locator(f'{SHEET} input[data-path="players.0.name"]').fill("Zoë")
    theirs.wait_for_function("() => (localStorage.getItem('tablerules:neteru-sheet') || '').includes('Zoë')")
    theirs.goto(link)
    theirs.reload()
    wait_for_totals(theirs, [5, 5])
    notice = theirs.locator(f"{SHEET} .calc-notice")
    assert notice.inner_text().startswith(text("core.link_replaced", "en"))
    assert "#" not in theirs.url, "a reload comes back to this browser's save, not to the link"
    notice.get_by_role("button", name="Undo").click()
    theirs.wait_for_function(
        """() => document.querySelector('.calc-widget[data-widget="neteru-sheet"] input[data-path="players.0.name"]').value === 'Zoë'"""
    )


def test_a_war_chariot_check(fresh, base_url):
    open_calculators(fresh, base_url)
    widget = fresh.locator(CHARIOT)
    widget.locator("input[type=radio][value='3']").check()
    for slot, value in {"6": "citizen-6", "7": "priest-7", "8": "guard-8", "9": "scribe-9"}.items():
        pick(widget, f"pyramid.{slot}", value)
    fresh.wait_for_function("""() => {
        const answer = document.querySelector('.calc-widget[data-widget="neteru-chariot"] .neteru-answer');
        return answer?.querySelector('[data-removable]').dataset.removable === '6' && answer.querySelector('[data-protected]').dataset.protected === '7, 8, 9';
    }""")
    expected = handle({"game": "neteru", "action": "chariot", "lang": "en", "data": {"floor": 3, "pyramid": {
        "6": {"type": "citizen", "number": 6}, "7": {"type": "priest", "number": 7}, "8": {"type": "guard", "number": 8}, "9": {"type": "scribe", "number": 9}}}})
    assert widget.locator(".calc-explanation li").all_text_contents() == expected["explanation"]
    # The mark on each slot is a symbol and a word, not a colour.
    assert widget.locator('[data-slot="6"] .neteru-mark').inner_text().startswith("✖")
    assert widget.locator('[data-slot="8"] .neteru-mark').inner_text().startswith("🛡")
    # Isis beside floor 3 protects the Citizen too.
    widget.locator('select[data-path="gods.3"]').select_option("isis")
    fresh.wait_for_function("""() => document.querySelector('.calc-widget[data-widget="neteru-chariot"] [data-removable]')?.dataset.removable === '—'""")


def test_where_a_card_can_go(fresh, base_url):
    open_calculators(fresh, base_url)
    widget = fresh.locator(PLACE)
    assert widget.locator(".calc-result").inner_text().strip() == "Pick a card."
    pick(widget, "card", "guard-4")
    fresh.wait_for_function("""() => document.querySelector('.calc-widget[data-widget="neteru-place"] [data-priest]')?.dataset.priest === '7, 8'""")
    assert widget.locator("[data-play]").get_attribute("data-play") == "4"
    pick(widget, "card", "sphinx")
    fresh.wait_for_function("""() => document.querySelector('.calc-widget[data-widget="neteru-place"] [data-play]')?.dataset.play === '1, 2, 3, 4, 5, 6, 7, 8, 9'""")


# ---------------------------------------------------------------- no false alarm, one mark per mistake


@pytest.mark.parametrize("lang", ["fr", "tr"])
def test_an_untouched_form_shows_no_required_error(fresh, base_url, lang):
    open_calculators(fresh, base_url, lang)
    for widget in WIDGETS:
        box = fresh.locator(widget)
        assert box.locator(".calc-field-error, .calc-error, .calc-notice-error, [aria-invalid=true]").count() == 0, widget
    # The sheet already shows its (empty) table and says what it still waits for: no error.
    assert fresh.locator(f"{SHEET} .neteru-winner").get_attribute("data-outcome") == "undecided"


def test_one_mistake_marks_only_its_own_player(fresh, base_url):
    open_calculators(fresh, base_url)
    sheet = fill_sheet(fresh, TABLE)
    wait_for_totals(fresh, [5, 5])
    # Citizen 1 is already in Ana's pyramid: putting it in Bo's too is refused at Bo's slot only.
    pick(sheet, "players.1.pyramid.3", "citizen-1")
    error = sheet.locator('[data-player="1"] .calc-field-error')
    error.wait_for()
    assert "Citizen 1" in error.inner_text() and "Ana, slot 1" in error.inner_text()
    # The message reads across the floor, under it: the floor keeps its shape.
    floor = sheet.locator('[data-player="1"] .neteru-floor[data-floor="2"]').bounding_box()
    assert error.bounding_box()["width"] > 0.9 * floor["width"]
    assert sheet.locator('[data-player="1"] [aria-invalid=true]').count() == 1
    assert sheet.locator('[data-player="1"] button[data-path="players.1.pyramid.3"]').get_attribute("aria-invalid") == "true"
    assert sheet.locator('[data-player="0"] .calc-field-error, [data-player="0"] [aria-invalid=true]').count() == 0
    assert "⚠" in sheet.locator('[data-player="1"] > summary').inner_text()
    assert "⚠" not in sheet.locator('[data-player="0"] > summary').inner_text()


# ---------------------------------------------------------------- nothing lost


def test_action_buttons_act_once_per_tap(fresh, base_url):
    open_calculators(fresh, base_url)
    sheet = fresh.locator(SHEET)
    add = sheet.get_by_role("button", name="+ Add a player")
    # Two taps reaching the same button before the first one is done.
    add.evaluate("(button) => { button.click(); button.click(); }")
    assert sheet.locator("details.neteru-player").count() == 3
    fresh.wait_for_function("() => JSON.parse(localStorage.getItem('tablerules:neteru-sheet')).players.length === 3")
    # A double tap: its second tap lands on the same place once the form has grown.
    add.evaluate("(button) => new Promise((done) => { const wait = () => (button.hasAttribute('aria-disabled') ? setTimeout(wait, 20) : done()); wait(); })")
    add.dblclick()
    assert sheet.locator("details.neteru-player").count() == 4
    # Removing: a double tap removes one player, not the one that moves under the finger.
    sheet.get_by_role("button", name="Remove Player 3").dblclick()
    assert sheet.locator("details.neteru-player").count() == 3
    fresh.wait_for_function("() => JSON.parse(localStorage.getItem('tablerules:neteru-sheet')).players.length === 3")


def test_a_rematch_keeps_the_players_and_clears_their_cards(fresh, base_url):
    open_calculators(fresh, base_url)
    fill_sheet(fresh, TABLE)
    wait_for_totals(fresh, [5, 5])
    sheet = fresh.locator(SHEET)
    sheet.locator('[data-action="rematch"]').dblclick()  # a double tap clears once: Undo brings the game back
    wait_for_totals(fresh, [0, 0])
    names = [player["name"] for player in TABLE["players"]]
    assert [sheet.locator(f'input[data-path="players.{i}.name"]').input_value() for i in range(2)] == names
    sheet.locator(".calc-notice").get_by_role("button", name="Undo").click()
    wait_for_totals(fresh, [5, 5])


def test_clearing_the_sheet_and_removing_a_player_offer_undo(fresh, base_url):
    open_calculators(fresh, base_url)
    fill_sheet(fresh, TABLE)
    wait_for_totals(fresh, [5, 5])
    sheet = fresh.locator(SHEET)
    sheet.get_by_role("button", name="Clear the sheet").click()
    wait_for_totals(fresh, [0, 0])
    assert sheet.locator('input[data-path="players.0.name"]').input_value() == ""
    sheet.locator(".calc-notice").get_by_role("button", name="Undo").click()
    wait_for_totals(fresh, [5, 5])
    assert sheet.locator('input[data-path="players.0.name"]').input_value() == "Ana"
    # A third player, removed, then brought back.
    sheet.get_by_role("button", name="+ Add a player").click()
    sheet.locator('input[data-path="players.2.name"]').fill("Cem")
    wait_for_totals(fresh, [5, 5, 0])
    sheet.get_by_role("button", name="Remove Cem").click()
    wait_for_totals(fresh, [5, 5])
    sheet.locator(".calc-notice").get_by_role("button", name="Undo").click()
    wait_for_totals(fresh, [5, 5, 0])
    assert sheet.locator('input[data-path="players.2.name"]').input_value() == "Cem"
    # A discard card taken out by mistake comes back too.
    sheet.locator('[data-path="players.1.discard.0"] button').click()
    assert sheet.locator('[data-path="players.1.discard.0"]').count() == 0
    sheet.locator(".calc-notice").get_by_role("button", name="Undo").click()
    sheet.locator('[data-path="players.1.discard.0"]').wait_for()


def test_emptying_the_chariot_pyramid_offers_undo(fresh, base_url):
    open_calculators(fresh, base_url)
    widget = fresh.locator(CHARIOT)
    pick(widget, "pyramid.1", "guard-1")
    fresh.wait_for_function("""() => document.querySelector('.calc-widget[data-widget="neteru-chariot"] [data-protected]')?.dataset.protected === '1'""")
    widget.get_by_role("button", name="Empty the pyramid").click()
    fresh.wait_for_function("""() => document.querySelector('.calc-widget[data-widget="neteru-chariot"] [data-protected]')?.dataset.protected === '—'""")
    widget.locator(".calc-notice").get_by_role("button", name="Undo").click()
    fresh.wait_for_function("""() => document.querySelector('.calc-widget[data-widget="neteru-chariot"] [data-protected]')?.dataset.protected === '1'""")


@pytest.mark.parametrize("key,damaged", [
    ("neteru-sheet", '{"players": "Ana, Bo"}'),
    ("neteru-place", '{"card": 7}'),
    ("neteru-chariot", '{"floor": "top"}'),
])
def test_a_save_that_cannot_be_read_is_offered_back(fresh, base_url, key, damaged):
    open_calculators(fresh, base_url)
    fresh.evaluate("([k, v]) => localStorage.setItem('tablerules:' + k, v)", [key, damaged])
    open_calculators(fresh, base_url, keep_storage=True)
    widget = fresh.locator(f'.calc-widget[data-widget="{key}"]')
    assert widget.locator(".calc-notice-error").count() == 1
    assert widget.locator(".calc-offer-back textarea").input_value() == json.dumps(json.loads(damaged), separators=(",", ":"))
    aside = fresh.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('tablerules:corrupted:'))")
    assert len(aside) == 1 and key in aside[0]


# ---------------------------------------------------------------- names


@pytest.mark.parametrize("lang,label", [("fr", "Joueur 2"), ("tr", "2. oyuncu")])
def test_default_player_names_follow_the_language_and_are_never_stored(fresh, base_url, lang, label):
    open_calculators(fresh, base_url, lang)
    sheet = fresh.locator(SHEET)
    name = sheet.locator('input[data-path="players.1.name"]')
    assert name.input_value() == "" and name.get_attribute("placeholder") == label
    pick(sheet, "players.1.pyramid.1", "citizen-1")
    fresh.wait_for_function("() => (localStorage.getItem('tablerules:neteru-sheet') || '').includes('citizen')")
    assert [player["name"] for player in saved(fresh, "neteru-sheet")["players"]] == ["", ""]
    wait_for_totals(fresh, [0, 2])
    assert label in sheet.locator(".neteru-results tbody th").all_inner_texts()


def test_a_name_is_refused_past_the_limit_while_typing(fresh, base_url):
    open_calculators(fresh, base_url)
    field = fresh.locator(f'{SHEET} input[data-path="players.0.name"]')
    field.press_sequentially("N" * (NAME_LENGTH + 5))
    assert field.input_value() == "N" * NAME_LENGTH
    limit = fresh.evaluate("() => JSON.parse(document.getElementById('calc-config').textContent).data.neteru.limits.name_length")
    assert limit == NAME_LENGTH


# ---------------------------------------------------------------- phone first


# Every slot button's box ({path: [x, y, width, height]}), read in one call once two frames in a
# row gave the same boxes: a widget drawn meanwhile above the pyramid, or the pyramid's own
# redraw, must not put two reads of one floor on different layouts.
SETTLED_BOXES = """async ([root, prefix]) => {
  const read = () => JSON.stringify([...document.querySelectorAll(`${root} button[data-path^="${prefix}."]`)]
    .map((el) => { const r = el.getBoundingClientRect(); return [el.dataset.path, r.x, r.y, r.width, r.height]; }));
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  let last = read();
  for (let i = 0; i < 50; i++) {
    await frames();
    const now = read();
    if (now === last) break;
    last = now;
  }
  return Object.fromEntries(JSON.parse(last).map(([path, ...box]) => [path, box]));
}"""


@pytest.mark.parametrize("widget,prefix", [(SHEET, "players.0.pyramid"), (PLACE, "pyramid"), (CHARIOT, "pyramid")])
def test_the_pyramid_keeps_its_floors_on_a_phone(fresh, base_url, widget, prefix):
    open_calculators(fresh, base_url)
    box = fresh.locator(widget)
    if widget == PLACE:
        box.locator("details.neteru-place-pyramid > summary").click()
    slot = fresh.evaluate(SETTLED_BOXES, [widget, prefix])
    tops = []
    for slots in FLOORS:
        rows = {round(slot[f"{prefix}.{n}"][1]) for n in slots}
        assert len(rows) == 1, f"the slots {slots} of one floor are on one line"
        tops.append(rows.pop())
    assert tops == sorted(tops) and len(set(tops)) == len(FLOORS), "floor 1 on top, floor 3 at the bottom"
    # Each floor is centred: the pyramid's shape, not a flat list.
    centres = []
    for slots in FLOORS:
        first, last = slot[f"{prefix}.{slots[0]}"], slot[f"{prefix}.{slots[-1]}"]
        centres.append((first[0] + last[0] + last[2]) / 2)
    assert max(centres) - min(centres) < 4


def test_a_slot_is_filled_in_two_small_steps(fresh, base_url):
    open_calculators(fresh, base_url)
    sheet = fresh.locator(SHEET)
    sheet.locator('button[data-path="players.0.pyramid.4"]').click()
    picker = sheet.locator(".neteru-picker")
    assert picker.locator("button[data-type]").count() == 10  # the 9 types, and "empty this slot"
    picker.locator('button[data-type="guard"]').click()
    # Slot 4 shows only a card of its group: Guard 4, 7 or 8.
    assert picker.locator("button[data-number]").all_inner_texts() == ["4", "7", "8"]
    picker.locator('button[data-number="7"]').click()
    assert picker.is_hidden()
    slot = sheet.locator('button[data-path="players.0.pyramid.4"]')
    assert slot.locator(".neteru-slot-card").inner_text() == "Guard 7"
    assert slot.evaluate("(el) => el.textContent") == "4Slot 4Guard 7"  # what a screen reader names it by
    assert slot.evaluate("(el) => el === document.activeElement"), "focus comes back to the slot"
    # No long list of every card anywhere in the widgets.
    longest = fresh.eval_on_selector_all(".calc-widget[data-widget^='neteru-'] select", "(els) => Math.max(0, ...els.map((e) => e.options.length))")
    assert longest <= 13  # the gods and "none"
    # A Sphinx takes two taps; "empty this slot" takes it away again.
    pick(sheet, "players.0.pyramid.9", "sphinx")
    assert sheet.locator('button[data-path="players.0.pyramid.9"] .neteru-slot-card').inner_text() == "Sphinx"
    sheet.locator('button[data-path="players.0.pyramid.9"]').click()
    sheet.locator('.neteru-picker button[data-type=""]').click()
    assert "empty" in sheet.locator('button[data-path="players.0.pyramid.9"]').inner_text()


def test_every_control_is_at_least_44_px(fresh, base_url):
    open_calculators(fresh, base_url)
    fresh.locator(f"{PLACE} details.neteru-place-pyramid > summary").click()
    fresh.locator(f'{SHEET} button[data-path="players.0.pyramid.1"]').click()
    fresh.locator(f'{SHEET} .neteru-picker button[data-type="guard"]').click()
    assert small_targets(fresh, ".calc-widget[data-widget^='neteru-']", "button, select, input[type=text], summary, .calc-choice label") == []


def test_the_totals_stay_in_view_while_entering(fresh, base_url):
    open_calculators(fresh, base_url)
    sheet = fresh.locator(SHEET)
    live = sheet.locator(".neteru-live")
    for path, value, totals in (("players.0.pyramid.9", "citizen-9", "2"), ("players.1.pyramid.6", "citizen-6", "2")):
        pick(sheet, path, value)
        player = path.split(".")[1]
        fresh.wait_for_function(
            "([p, total]) => document.querySelector(`.neteru-live [data-live-total][data-player=\"${p}\"]`)?.textContent === total",
            arg=[player, totals],
        )
        x, y, width, height = live.evaluate("(el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }")
        assert 0 <= y and y + height <= fresh.viewport_size["height"], "the running totals are on screen"
        # The slot just filled is on screen too, above the totals.
        slot = sheet.locator(f'button[data-path="{path}"]').bounding_box()
        assert 0 <= slot["y"] and slot["y"] + slot["height"] <= y


def test_result_tables_are_spaced(fresh, base_url):
    open_calculators(fresh, base_url)
    padding = fresh.eval_on_selector(
        f"{SHEET} .neteru-results td",
        "(el) => { const s = getComputedStyle(el); return [parseFloat(s.paddingTop), parseFloat(s.paddingLeft)]; }",
    )
    assert padding[0] >= 6 and padding[1] >= 10
