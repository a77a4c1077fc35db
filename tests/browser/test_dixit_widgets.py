"""The Dixit widgets in a real browser: a round scored, a game tracked, kept across reloads, ended on time."""

import json

import pytest

from calculators.api import handle
from tests.browser.conftest import wait_for_result

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}
FIVE = ["Léa", "Tom", "Camille", "Hugo", "Inès"]
SOURCE_VOTES = {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"}


def open_calculators(page, base_url, lang):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}dixit/calculators/")
    wait_for_result(page, '.calc-widget[data-widget="dixit-round"] .calc-result[data-state=ready]')
    wait_for_result(page, '.calc-widget[data-widget="dixit-game"] .calc-result[data-state=ready]')


def type_names(widget, names):
    add = widget.locator("fieldset.dixit-names > button")
    while widget.locator("fieldset.dixit-names input").count() < len(names):
        add.click()
    while widget.locator("fieldset.dixit-names input").count() > len(names):
        widget.locator("button.dixit-remove").last.click()
    for index, name in enumerate(names):
        widget.locator(f'input[data-path="players.{index}"]').fill(name)


def tap_votes(widget, prefix, votes):
    for voter, owner in votes.items():
        # json.dumps quotes and escapes the names for the CSS attribute selectors.
        widget.locator(f"fieldset[data-path={json.dumps(f'{prefix}.{voter}', ensure_ascii=False)}] button[data-owner={json.dumps(owner, ensure_ascii=False)}]").click()


# --- round scorer -------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_the_source_round_is_scored_with_reasons_in_each_language(page, base_url, lang):
    open_calculators(page, base_url, lang)
    widget = page.locator('.calc-widget[data-widget="dixit-round"]')
    type_names(widget, FIVE)
    widget.locator('fieldset[data-path="storyteller"] button', has_text="Léa").click()
    tap_votes(widget, "votes", SOURCE_VOTES)
    widget.locator('tr[data-player="Inès"]').wait_for()
    points = {row.get_attribute("data-player"): int(row.get_attribute("data-points")) for row in widget.locator("tr[data-player]").all()}
    assert points == {"Léa": 3, "Tom": 5, "Camille": 3, "Hugo": 0, "Inès": 0}
    expected = handle({"game": "dixit", "action": "round", "lang": lang, "data": {"players": FIVE, "storyteller": "Léa", "votes": SOURCE_VOTES}})
    assert widget.locator(".calc-result .calc-explanation li").all_inner_texts() == expected["explanation"]
    assert expected["players"][1]["why"] in widget.locator('tr[data-player="Tom"]').inner_text()
    # The chosen votes are marked by a ✔ in their text and aria-pressed, not by colour alone.
    chosen = widget.locator('fieldset[data-path="votes.Hugo"] button[aria-pressed="true"]')
    assert chosen.inner_text().startswith("✔") and "Tom" in chosen.inner_text()


def test_missing_votes_are_named_and_a_self_vote_is_impossible_to_tap(page, base_url):
    open_calculators(page, base_url, "en")
    widget = page.locator('.calc-widget[data-widget="dixit-round"]')
    type_names(widget, FIVE)
    widget.locator('fieldset[data-path="storyteller"] button', has_text="Léa").click()
    tap_votes(widget, "votes", {"Tom": "Léa", "Camille": "Léa"})
    widget.locator(".dixit-waiting", has_text="Hugo, Inès").wait_for()
    # No button offers a voter their own card, and the storyteller has no vote group.
    assert widget.locator('fieldset[data-path="votes.Tom"] button[data-owner="Tom"]').count() == 0
    assert widget.locator('fieldset[data-path="votes.Léa"]').count() == 0


def test_seven_players_are_refused_with_the_reason(page, base_url):
    open_calculators(page, base_url, "fr")
    widget = page.locator('.calc-widget[data-widget="dixit-round"]')
    type_names(widget, FIVE + ["Zoé", "Max"])
    widget.locator('fieldset[data-path="storyteller"] button', has_text="Léa").click()
    error = widget.locator('fieldset[data-path="players"] .calc-field-error')
    error.wait_for()
    assert "3 à 6 joueurs" in error.inner_text()


def test_a_name_is_shown_as_text_never_as_html(page, base_url):
    open_calculators(page, base_url, "en")
    widget = page.locator('.calc-widget[data-widget="dixit-round"]')
    evil = '<img src=x onerror="window.__pwned=1">'
    type_names(widget, [evil, "Tom", "Camille"])
    widget.locator('fieldset[data-path="storyteller"] button', has_text="Tom").click()
    tap_votes(widget, "votes", {evil: "Tom", "Camille": evil})
    widget.locator("tr[data-player]").first.wait_for()
    assert page.evaluate("() => window.__pwned") is None
    assert widget.locator("img").count() == 0
    assert evil in widget.locator(".calc-result").inner_text()


def test_three_players_vote_buttons_name_the_pairs(page, base_url):
    open_calculators(page, base_url, "en")
    widget = page.locator('.calc-widget[data-widget="dixit-round"]')
    type_names(widget, ["Léa", "Tom", "Camille"])
    widget.locator('fieldset[data-path="storyteller"] button', has_text="Léa").click()
    widget.locator('fieldset[data-path="votes.Camille"] button[data-owner="Tom"]', has_text="2").wait_for()
    tap_votes(widget, "votes", {"Tom": "Léa", "Camille": "Tom"})
    widget.locator('tr[data-player="Tom"][data-points="4"]').wait_for()


# --- game tracker -------------------------------------------------------------------------------

FOUR = ["Léa", "Tom", "Camille", "Hugo"]


def start_game(page, widget, names, first=None):
    type_names(widget, names)
    if first:
        widget.locator('fieldset[data-path="first_storyteller"] button', has_text=first).click()
    widget.locator(".calc-tools button.md-button--primary").click()
    widget.locator(".dixit-entry").wait_for()


def play_round(widget, votes):
    rounds_before = int(widget.locator(".dixit-track").get_attribute("data-rounds"))
    prefix = f"rounds.{rounds_before}.votes"
    tap_votes(widget, prefix, votes)
    widget.locator("button.dixit-score").click()
    widget.locator(f'.dixit-track[data-rounds="{rounds_before + 1}"]').wait_for()


def totals(widget):
    return {row.get_attribute("data-player"): int(row.get_attribute("data-total")) for row in widget.locator(".dixit-track li[data-player]").all()}


def storyteller_now(widget):
    return widget.locator(".dixit-entry fieldset.dixit-voter").evaluate_all("els => els.map(e => e.dataset.path.split('.').pop())")


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_the_tracker_rotates_the_storyteller_and_survives_a_reload(page, base_url, lang):
    open_calculators(page, base_url, lang)
    widget = page.locator('.calc-widget[data-widget="dixit-game"]')
    start_game(page, widget, FOUR)
    assert storyteller_now(widget) == ["Tom", "Camille", "Hugo"]  # Léa tells first: she has no vote
    play_round(widget, {"Tom": "Léa", "Camille": "Hugo", "Hugo": "Léa"})
    assert totals(widget) == {"Léa": 3, "Tom": 3, "Camille": 0, "Hugo": 4}
    assert storyteller_now(widget) == ["Léa", "Camille", "Hugo"]  # Tom, on Léa's left, tells now
    # A vote tapped in the round being played is kept too, like a phone going to sleep mid-round.
    tap_votes(widget, "rounds.1.votes", {"Léa": "Camille"})
    page.reload()
    wait_for_result(page, '.calc-widget[data-widget="dixit-game"] .dixit-track[data-state=ready]')
    assert totals(widget) == {"Léa": 3, "Tom": 3, "Camille": 0, "Hugo": 4}
    assert widget.locator('fieldset[data-path="rounds.1.votes.Léa"] button[aria-pressed="true"]').get_attribute("data-owner") == "Camille"
    expected = handle({"game": "dixit", "action": "game", "lang": lang, "data": {"players": FOUR, "rounds": [{"votes": {"Tom": "Léa", "Camille": "Hugo", "Hugo": "Léa"}}]}})
    assert widget.locator(".dixit-last .calc-explanation li").all_text_contents() == expected["rounds"][0]["explanation"]


def test_undo_gives_the_last_round_back_for_correction(page, base_url):
    open_calculators(page, base_url, "en")
    widget = page.locator('.calc-widget[data-widget="dixit-game"]')
    start_game(page, widget, FOUR)
    play_round(widget, {"Tom": "Léa", "Camille": "Léa", "Hugo": "Léa"})
    assert totals(widget) == {"Léa": 0, "Tom": 2, "Camille": 2, "Hugo": 2}
    widget.locator("button.dixit-undo").click()
    widget.locator('.dixit-track[data-rounds="0"]').wait_for()
    assert totals(widget) == {"Léa": 0, "Tom": 0, "Camille": 0, "Hugo": 0}
    # The undone votes are back, ready to be corrected.
    widget.locator('fieldset[data-path="rounds.0.votes.Hugo"] button[data-owner="Tom"]').click()
    widget.locator("button.dixit-score").click()
    widget.locator('.dixit-track[data-rounds="1"]').wait_for()
    assert totals(widget) == {"Léa": 3, "Tom": 4, "Camille": 3, "Hugo": 0}


def test_the_game_ends_at_the_end_of_the_round_reaching_30_with_the_winner(page, base_url):
    """Three players, Léa storyteller with everyone finding nothing... until someone reaches 30."""
    open_calculators(page, base_url, "en")
    widget = page.locator('.calc-widget[data-widget="dixit-game"]')
    players = ["Léa", "Tom", "Camille"]
    start_game(page, widget, players)
    rounds = []
    for number in range(40):
        teller = players[number % 3]
        a, b = [p for p in players if p != teller]
        # a finds, b votes for a's pair: storyteller 3, a 4, b 0.
        votes = {a: teller, b: a}
        rounds.append({"votes": votes})
        answer = handle({"game": "dixit", "action": "game", "lang": "en", "data": {"players": players, "rounds": rounds}})
        play_round(widget, votes)
        assert totals(widget) == answer["totals"]
        if answer["over"]:
            break
        assert widget.locator(".dixit-over").count() == 0
    over = widget.locator(".dixit-over")
    over.wait_for()
    assert json.loads(over.get_attribute("data-winners")) == answer["winners"]
    assert max(answer["rounds"][-2]["totals"].values()) < 30 <= max(answer["totals"].values())
    assert widget.locator(".dixit-entry").count() == 0  # no further round can be entered


def test_new_game_asks_first(page, base_url):
    open_calculators(page, base_url, "en")
    widget = page.locator('.calc-widget[data-widget="dixit-game"]')
    start_game(page, widget, FOUR)
    play_round(widget, {"Tom": "Léa", "Camille": "Léa", "Hugo": "Léa"})
    page.once("dialog", lambda dialog: dialog.dismiss())
    widget.locator("button.dixit-new").click()
    assert widget.locator('.dixit-track[data-rounds="1"]').count() == 1  # declined: nothing lost
    page.once("dialog", lambda dialog: dialog.accept())
    widget.locator("button.dixit-new").click()
    widget.locator("form.dixit-setup").wait_for()
    assert widget.locator('input[data-path="players.0"]').input_value() == "Léa"  # names kept for the next game


def test_a_corrupted_saved_game_is_reported_not_dropped(page, base_url):
    open_calculators(page, base_url, "en")
    page.evaluate("() => localStorage.setItem('tablerules:dixit-game', '{not json')")
    page.reload()
    wait_for_result(page, '.calc-widget[data-widget="dixit-game"] .calc-result[data-state=ready]')
    notice = page.locator('.calc-widget[data-widget="dixit-game"] .calc-notice')
    assert "kept aside" in notice.inner_text()
    assert "tablerules" not in notice.inner_text(), "no storage key is shown to the reader"
    assert notice.locator("textarea").input_value() == "{not json", "the damaged save is offered back"
    kept = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('tablerules:corrupted:dixit-game'))")
    assert kept and page.evaluate(f"() => localStorage.getItem({json.dumps(kept[0])})") == "{not json"


def test_a_shared_link_opens_the_game_elsewhere(page, base_url, context):
    open_calculators(page, base_url, "en")
    widget = page.locator('.calc-widget[data-widget="dixit-game"]')
    start_game(page, widget, FOUR, first="Camille")
    play_round(widget, {"Léa": "Camille", "Tom": "Hugo", "Hugo": "Camille"})
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    widget.get_by_role("button", name="Copy the share link").click()
    link = page.evaluate("() => navigator.clipboard.readText()")
    assert "#dixit-game=" in link
    page.evaluate("() => localStorage.clear()")
    page.goto(link)
    wait_for_result(page, '.calc-widget[data-widget="dixit-game"] .dixit-track[data-state=ready]')
    assert totals(widget) == {"Léa": 3, "Tom": 0, "Camille": 3, "Hugo": 4}
    assert storyteller_now(widget) == ["Léa", "Tom", "Camille"]  # Hugo, on Camille's left, tells
    # Playing on, then reloading the same link, keeps the game as it went on.
    play_round(widget, {"Léa": "Hugo", "Tom": "Hugo", "Camille": "Hugo"})
    page.reload()
    wait_for_result(page, '.calc-widget[data-widget="dixit-game"] .dixit-track[data-state=ready]')
    assert widget.locator(".dixit-track").get_attribute("data-rounds") == "2"


def test_a_saved_game_python_refuses_is_reported_and_set_aside(page, base_url):
    open_calculators(page, base_url, "en")
    bad = {"v": 1, "setup": {"names": [], "first": 0}, "game": {"players": ["Léa", "léa", "Tom"], "first_storyteller": "Léa", "rounds": [], "draft": {}}}
    page.evaluate(f"() => localStorage.setItem('tablerules:dixit-game', {json.dumps(json.dumps(bad))})")
    page.reload()
    widget = page.locator('.calc-widget[data-widget="dixit-game"]')
    widget.locator("form.dixit-setup").wait_for()
    notice = widget.locator(".calc-notice")
    assert "set aside" in notice.inner_text() and "already the name" in notice.inner_text()
    kept = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('tablerules:corrupted:dixit-game'))")
    assert len(kept) == 1


def test_votes_can_be_entered_by_keyboard_and_focus_stays_put(page, base_url):
    open_calculators(page, base_url, "en")
    widget = page.locator('.calc-widget[data-widget="dixit-round"]')
    type_names(widget, ["Léa", "Tom", "Camille"])
    teller = widget.locator('fieldset[data-path="storyteller"] button', has_text="Léa")
    teller.focus()
    page.keyboard.press("Enter")
    assert page.evaluate("() => document.activeElement.dataset.label") == "Léa"
    chip = widget.locator('fieldset[data-path="votes.Tom"] button[data-owner="Léa"]')
    chip.focus()
    page.keyboard.press("Space")
    assert chip.get_attribute("aria-pressed") == "true"
    assert page.evaluate("() => document.activeElement.dataset.owner") == "Léa"
    page.keyboard.press("Tab")  # on to Tom's next choice, then Camille's group
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    widget.locator('tr[data-player="Camille"]').wait_for()
