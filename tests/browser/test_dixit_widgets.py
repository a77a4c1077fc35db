"""The Dixit widgets in a real browser: a round scored, a game tracked, nothing entered ever lost.

Behaviour where the language does not matter runs in English; the names shown by default
("Player 1" in the page's language) are checked in each language.
"""

import json
import unicodedata

import pytest

from calculators.api import handle
from tests.browser.conftest import roster_of, wait_for_result

LANG_PREFIX = {"fr": "", "en": "en/", "tr": "tr/"}
FIVE = ["Léa", "Tom", "Camille", "Hugo", "Inès"]
FOUR = ["Léa", "Tom", "Camille", "Hugo"]
SOURCE_VOTES = {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"}
ROUND = '.calc-widget[data-widget="dixit-round"]'
GAME = '.calc-widget[data-widget="dixit-game"]'


def open_calculators(page, base_url, lang="en"):
    page.goto(f"{base_url}{LANG_PREFIX[lang]}dixit/calculators/")
    wait_for_result(page, f"{ROUND} .calc-result[data-state=ready]")
    wait_for_result(page, f"{GAME} [data-state=ready]")


def type_names(widget, names):
    roster_of(widget, len(names))
    for index, name in enumerate(names):
        widget.locator(f'input[data-path="players.{index}"]').fill(name)


def q(text):
    """A name quoted for a CSS attribute selector."""
    return json.dumps(text, ensure_ascii=False)


def tap_votes(widget, prefix, votes):
    for voter, owner in votes.items():
        widget.locator(f"fieldset[data-path={q(f'{prefix}.{voter}')}] button[data-owner={q(owner)}]").click()


def saved(page, key):
    return page.evaluate(f"() => JSON.parse(localStorage.getItem('tablerules:{key}'))")


# --- round scorer -------------------------------------------------------------------------------


def source_round(page, base_url):
    """The round scorer holding the source's example round (five players, Léa tells)."""
    open_calculators(page, base_url)
    widget = page.locator(ROUND)
    type_names(widget, FIVE)
    widget.locator('fieldset[data-path="storyteller"] button', has_text="Léa").click()
    tap_votes(widget, "votes", SOURCE_VOTES)
    return widget


def test_the_source_round_is_scored_with_its_reasons(page, base_url):
    widget = source_round(page, base_url)
    widget.locator('tr[data-player="Inès"]').wait_for()
    points = {row.get_attribute("data-player"): int(row.get_attribute("data-points")) for row in widget.locator("tr[data-player]").all()}
    assert points == {"Léa": 3, "Tom": 5, "Camille": 3, "Hugo": 0, "Inès": 0}
    expected = handle({"game": "dixit", "action": "round", "lang": "en", "data": {"players": FIVE, "storyteller": "Léa", "votes": SOURCE_VOTES}})
    assert widget.locator(".calc-result .calc-explanation li").all_inner_texts() == expected["explanation"]
    assert expected["players"][1]["why"] in widget.locator('tr[data-player="Tom"]').inner_text()
    # The chosen votes are marked by a ✔ in their text and aria-pressed, not by colour alone.
    chosen = widget.locator('fieldset[data-path="votes.Hugo"] button[aria-pressed="true"]')
    assert chosen.inner_text().startswith("✔") and "Tom" in chosen.inner_text()


def test_a_round_saved_with_names_is_read_back_as_python_matches_names(page, base_url):
    """A round saved before players were kept by index named them as typed: the names written
    another way (capitals the Turkish way: "İ" for "i", "I" for "ı"; a decomposed "É"; an unnamed
    player's label) are matched by Python, and the round comes back with its storyteller and votes."""
    players = ["Işık", "Élodie", "Tom", ""]
    votes = {"ÉLODİE": "ışık", "tom": "IŞIK", "4. OYUNCU": unicodedata.normalize("NFD", "élodie")}
    open_calculators(page, base_url, "tr")
    old = {"players": players, "storyteller": "  ışık ", "votes": votes}
    page.evaluate(f"() => localStorage.setItem('tablerules:dixit-round', {json.dumps(json.dumps(old))})")
    page.reload()
    widget = page.locator(ROUND)
    widget.locator('tr[data-player="Işık"]').wait_for()
    assert widget.locator('fieldset[data-path="storyteller"] button[aria-pressed="true"]').get_attribute("data-label") == "Işık"
    expected = handle({"game": "dixit", "action": "round", "lang": "tr", "data": old})
    assert expected["ok"]
    points = {row.get_attribute("data-player"): int(row.get_attribute("data-points")) for row in widget.locator("tr[data-player]").all()}
    assert points == expected["points"]
    # Kept by index from now on.
    page.wait_for_function("() => JSON.parse(localStorage.getItem('tablerules:dixit-round')).v === 2")
    assert saved(page, "dixit-round")["votes"] == {"1": 0, "2": 0, "3": 1}


def test_an_untouched_form_shows_no_error_only_the_next_step(page, base_url):
    open_calculators(page, base_url)
    for widget in (page.locator(ROUND), page.locator(GAME)):
        assert widget.locator(".calc-field-error, .calc-error, [aria-invalid]").count() == 0
    assert "storyteller" in page.locator(f"{ROUND} .dixit-waiting").inner_text()


def test_missing_votes_are_named_and_a_self_vote_is_impossible_to_tap(page, base_url):
    open_calculators(page, base_url)
    widget = page.locator(ROUND)
    type_names(widget, FIVE)
    widget.locator('fieldset[data-path="storyteller"] button', has_text="Léa").click()
    tap_votes(widget, "votes", {"Tom": "Léa", "Camille": "Léa"})
    widget.locator(".dixit-waiting", has_text="Hugo, Inès").wait_for()
    assert widget.locator(".calc-field-error").count() == 0, "a vote not cast yet is not an error"
    # No button offers a voter their own card, and the storyteller has no vote group.
    assert widget.locator('fieldset[data-path="votes.Tom"] button[data-owner="Tom"]').count() == 0
    assert widget.locator('fieldset[data-path="votes.Léa"]').count() == 0


def test_the_table_holds_three_to_six_players_as_python_says(page, base_url):
    from calculators.dixit.spec import SPEC

    open_calculators(page, base_url)
    widget = page.locator(ROUND)
    type_names(widget, FIVE + ["Zoé"])
    assert widget.locator("fieldset.calc-roster input").count() == SPEC.players.max
    assert widget.locator('[data-action="add-player"]').is_hidden(), "no seventh player can be added"
    type_names(widget, FIVE[: SPEC.players.min])
    assert widget.locator('[data-action="remove-player"]').first.is_hidden(), "no player can be removed below three"


def test_a_name_is_shown_as_text_never_as_html(page, base_url):
    open_calculators(page, base_url)
    widget = page.locator(ROUND)
    evil = '<img src=x onerror="window.__pwned=1">'
    type_names(widget, [evil, "Tom", "Camille"])
    widget.locator('fieldset[data-path="storyteller"] button', has_text="Tom").click()
    tap_votes(widget, "votes", {evil: "Tom", "Camille": evil})
    widget.locator("tr[data-player]").first.wait_for()
    assert page.evaluate("() => window.__pwned") is None
    assert widget.locator("img").count() == 0
    assert evil in widget.locator(".calc-result").inner_text()


def test_three_players_vote_buttons_name_the_pairs(page, base_url):
    open_calculators(page, base_url)
    widget = page.locator(ROUND)
    type_names(widget, ["Léa", "Tom", "Camille"])
    widget.locator('fieldset[data-path="storyteller"] button', has_text="Léa").click()
    widget.locator('fieldset[data-path="votes.Camille"] button[data-owner="Tom"]', has_text="2").wait_for()
    tap_votes(widget, "votes", {"Tom": "Léa", "Camille": "Tom"})
    widget.locator('tr[data-player="Tom"][data-points="4"]').wait_for()


def test_votes_can_be_entered_by_keyboard_and_focus_stays_put(page, base_url):
    open_calculators(page, base_url)
    widget = page.locator(ROUND)
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


def test_clearing_the_votes_and_removing_a_player_can_be_undone(page, base_url):
    widget = source_round(page, base_url)
    widget.locator('tr[data-player="Tom"][data-points="5"]').wait_for()
    widget.locator("button.dixit-clear").click()
    widget.locator(".dixit-waiting", has_text="Tom").wait_for()
    widget.locator(".calc-notice button.calc-undo").click()
    widget.locator('tr[data-player="Tom"][data-points="5"]').wait_for()
    widget.locator('[data-action="remove-player"][data-index="4"]').click()  # Inès leaves: her vote goes with her
    widget.locator(".dixit-waiting", has_text="Tom").wait_for(state="detached")
    widget.locator('tr[data-player="Tom"][data-points="4"]').wait_for()
    widget.locator(".calc-notice button.calc-undo").click()
    widget.locator('tr[data-player="Inès"]').wait_for()
    assert widget.locator('input[data-path="players.4"]').input_value() == "Inès"


# --- game tracker -------------------------------------------------------------------------------


def start_game(widget, names, first=None):
    type_names(widget, names)
    if first:
        widget.locator('fieldset[data-path="first_storyteller"] button', has_text=first).click()
    widget.locator(".dixit-setup .calc-tools button.md-button--primary").click()
    widget.locator(".dixit-entry").wait_for()


def rounds_shown(widget):
    return int(widget.locator(".dixit-track").get_attribute("data-rounds"))


def play_round(widget, votes):
    before = rounds_shown(widget)
    tap_votes(widget, f"rounds.{before}.votes", votes)
    widget.locator("button.dixit-score").click()
    widget.locator(f'.dixit-track[data-rounds="{before + 1}"]').wait_for()


def totals(widget):
    return {row.get_attribute("data-player"): int(row.get_attribute("data-total")) for row in widget.locator(".dixit-track li[data-player]").all()}


def voters_now(widget):
    return widget.locator(".dixit-entry fieldset.dixit-voter").evaluate_all("els => els.map(e => e.dataset.path.split('.').pop())")


def double_tap(button):
    """Two taps on the same button, the second while the first one's answer is on its way."""
    button.evaluate("(el) => { el.click(); el.click(); }")


def settled(page, widget):
    """Python has answered every request of the widget (no answer is on its way)."""
    page.wait_for_function("(el) => !el.querySelector('[aria-busy]')", arg=widget.element_handle())


def open_link(page, link):
    page.goto("about:blank")  # a new visit, not a jump inside the same page
    page.goto(link)
    wait_for_result(page, f"{GAME} .dixit-track[data-state=ready]")


def reload_game(page):
    page.reload()
    wait_for_result(page, f"{GAME} .dixit-track[data-state=ready]")


def test_the_tracker_rotates_the_storyteller_and_survives_a_reload(page, base_url):
    open_calculators(page, base_url)
    widget = page.locator(GAME)
    start_game(widget, FOUR)
    assert voters_now(widget) == ["Tom", "Camille", "Hugo"]  # Léa tells first: she has no vote
    play_round(widget, {"Tom": "Léa", "Camille": "Hugo", "Hugo": "Léa"})
    assert totals(widget) == {"Léa": 3, "Tom": 3, "Camille": 0, "Hugo": 4}
    assert voters_now(widget) == ["Léa", "Camille", "Hugo"]  # Tom, on Léa's left, tells now
    # A vote tapped in the round being played is kept too, like a phone going to sleep mid-round.
    tap_votes(widget, "rounds.1.votes", {"Léa": "Camille"})
    reload_game(page)
    assert totals(widget) == {"Léa": 3, "Tom": 3, "Camille": 0, "Hugo": 4}
    assert widget.locator('fieldset[data-path="rounds.1.votes.Léa"] button[aria-pressed="true"]').get_attribute("data-owner") == "Camille"
    expected = handle({"game": "dixit", "action": "game", "lang": "en", "data": {"players": FOUR, "rounds": [{"votes": {"Tom": "Léa", "Camille": "Hugo", "Hugo": "Léa"}}]}})
    assert widget.locator(".dixit-last .calc-explanation li").all_text_contents() == expected["rounds"][0]["explanation"]


def test_a_double_tap_on_count_this_round_counts_it_once(page, base_url):
    open_calculators(page, base_url)
    widget = page.locator(GAME)
    start_game(widget, FOUR)
    tap_votes(widget, "rounds.0.votes", {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom"})
    double_tap(widget.locator("button.dixit-score"))
    widget.locator('.dixit-track:not([data-rounds="0"])').wait_for()
    settled(page, widget)
    assert rounds_shown(widget) == 1
    assert len(saved(page, "dixit-game")["game"]["rounds"]) == 1
    reload_game(page)
    assert rounds_shown(widget) == 1 and widget.locator(".calc-notice-error").count() == 0
    assert totals(widget) == {"Léa": 3, "Tom": 4, "Camille": 3, "Hugo": 0}


def test_undo_takes_back_exactly_the_last_round_even_on_a_double_tap(page, base_url):
    open_calculators(page, base_url)
    widget = page.locator(GAME)
    start_game(widget, FOUR)
    play_round(widget, {"Tom": "Léa", "Camille": "Léa", "Hugo": "Léa"})
    play_round(widget, {"Léa": "Camille", "Camille": "Tom", "Hugo": "Tom"})
    double_tap(widget.locator("button.dixit-undo"))
    widget.locator('.dixit-track[data-rounds="1"]').wait_for()
    settled(page, widget)
    assert rounds_shown(widget) == 1 and len(saved(page, "dixit-game")["game"]["rounds"]) == 1
    assert totals(widget) == {"Léa": 0, "Tom": 2, "Camille": 2, "Hugo": 2}
    # The undone votes are back, ready to be corrected; the notice can put the round back as it was.
    assert widget.locator('fieldset[data-path="rounds.1.votes.Hugo"] button[aria-pressed="true"]').get_attribute("data-owner") == "Tom"
    widget.locator('fieldset[data-path="rounds.1.votes.Hugo"] button[data-owner="Camille"]').click()
    widget.locator("button.dixit-score").click()
    widget.locator('.dixit-track[data-rounds="2"]').wait_for()
    rounds = [{"votes": {"Tom": "Léa", "Camille": "Léa", "Hugo": "Léa"}}, {"votes": {"Léa": "Camille", "Camille": "Tom", "Hugo": "Camille"}}]
    assert totals(widget) == handle({"game": "dixit", "action": "game", "lang": "en", "data": {"players": FOUR, "rounds": rounds}})["totals"]


def test_the_undo_notice_puts_the_round_back(page, base_url):
    open_calculators(page, base_url)
    widget = page.locator(GAME)
    start_game(widget, FOUR)
    play_round(widget, {"Tom": "Léa", "Camille": "Léa", "Hugo": "Léa"})
    widget.locator("button.dixit-undo").click()
    widget.locator('.dixit-track[data-rounds="0"]').wait_for()
    widget.locator(".calc-notice button.calc-undo").click()
    widget.locator('.dixit-track[data-rounds="1"]').wait_for()
    assert totals(widget) == {"Léa": 0, "Tom": 2, "Camille": 2, "Hugo": 2}


def test_the_game_ends_at_the_end_of_the_round_reaching_30_with_the_winner(page, base_url):
    open_calculators(page, base_url)
    widget = page.locator(GAME)
    players = ["Léa", "Tom", "Camille"]
    start_game(widget, players)
    rounds = []
    for number in range(40):
        teller = players[number % 3]
        a, b = [p for p in players if p != teller]
        votes = {a: teller, b: a}  # a finds, b votes for a's pair: storyteller 3, a 4, b 0
        rounds.append({"votes": votes})
        answer = handle({"game": "dixit", "action": "game", "lang": "en", "data": {"players": players, "rounds": rounds}})
        play_round(widget, votes)
        assert totals(widget) == answer["totals"]
        if answer["over"]:
            break
        assert widget.locator(".dixit-over").count() == 0
    over = widget.locator(".dixit-over")
    over.wait_for()
    winners = [players[index] for index in answer["ranking"]["winners"]]
    assert json.loads(over.get_attribute("data-winners")) == winners
    assert answer["explanation"][-1] in over.inner_text()
    assert max(answer["rounds"][-2]["totals"].values()) < 30 <= max(answer["totals"].values())
    assert widget.locator(".dixit-entry").is_hidden()  # no further round can be entered


def test_new_game_can_be_taken_back(page, base_url):
    open_calculators(page, base_url)
    widget = page.locator(GAME)
    start_game(widget, FOUR)
    play_round(widget, {"Tom": "Léa", "Camille": "Léa", "Hugo": "Léa"})
    double_tap(widget.locator("button.dixit-new"))
    widget.locator("form.dixit-setup").wait_for()
    assert widget.locator('input[data-path="players.0"]').input_value() == "Léa"  # names kept for the next game
    widget.locator(".calc-notice button.calc-undo").click()
    widget.locator('.dixit-track[data-rounds="1"]').wait_for()
    assert totals(widget) == {"Léa": 0, "Tom": 2, "Camille": 2, "Hugo": 2}


def test_an_unreadable_save_is_offered_back_and_kept(page, base_url):
    open_calculators(page, base_url)
    page.evaluate("() => localStorage.setItem('tablerules:dixit-game', '{not json')")
    page.reload()
    wait_for_result(page, f"{GAME} [data-state=ready]")
    notice = page.locator(f"{GAME} .calc-notice-error")
    assert "tablerules" not in notice.inner_text(), "no storage key is shown to the reader"
    assert notice.locator("textarea").input_value() == "{not json", "the damaged save is offered back"
    kept = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('tablerules:corrupted:dixit-game'))")
    assert kept and page.evaluate(f"() => localStorage.getItem({json.dumps(kept[0])})") == "{not json"


# What the tracker saved after a double tap on "count this round" before this was fixed: the
# same votes twice, read the second time as Tom's round (Tom votes, Léa does not).
TWICE = {
    "v": 1,
    "setup": {"names": FOUR, "first": 0},
    "game": {"players": FOUR, "first_storyteller": "Léa", "rounds": [{"votes": {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom"}}] * 2, "draft": {}},
}


def test_a_saved_game_python_refuses_is_repaired_not_set_aside(page, base_url):
    open_calculators(page, base_url)
    page.evaluate(f"() => localStorage.setItem('tablerules:dixit-game', {json.dumps(json.dumps(TWICE))})")
    reload_game(page)
    widget = page.locator(GAME)
    # Round 1 is kept; round 2 is back in the entry, its problem marked where it is.
    assert rounds_shown(widget) == 1
    assert totals(widget) == {"Léa": 3, "Tom": 4, "Camille": 3, "Hugo": 0}
    assert voters_now(widget) == ["Léa", "Camille", "Hugo"]
    assert widget.locator('fieldset[data-path="rounds.1.votes.Camille"] button[aria-pressed="true"]').get_attribute("data-owner") == "Léa"
    assert "round 2" in widget.locator(".calc-notice-error").inner_text()
    assert widget.locator(".dixit-entry .calc-error, .dixit-entry .calc-field-error").count() >= 1
    # Correcting it and counting it goes on with the game.
    tap_votes(widget, "rounds.1.votes", {"Léa": "Tom", "Hugo": "Camille"})
    widget.locator("button.dixit-score").click()
    widget.locator('.dixit-track[data-rounds="2"]').wait_for()


def test_rounds_after_a_refused_one_wait_and_come_back(page, base_url):
    open_calculators(page, base_url)
    good = [{"votes": {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom"}}, {"votes": {"Léa": "Tom", "Camille": "Tom", "Hugo": "Tom"}}, {"votes": {"Léa": "Hugo", "Tom": "Hugo", "Hugo": "Léa"}}]
    broken = [good[0], {"votes": {"Léa": "Tom", "Camille": "Tom"}}, good[2]]  # round 2 lost Hugo's vote
    state = {"v": 1, "setup": {"names": FOUR, "first": 0}, "game": {"players": FOUR, "first_storyteller": "Léa", "rounds": broken, "draft": {}}}
    page.evaluate(f"() => localStorage.setItem('tablerules:dixit-game', {json.dumps(json.dumps(state))})")
    reload_game(page)
    widget = page.locator(GAME)
    assert rounds_shown(widget) == 1
    assert widget.locator(".dixit-held").count() == 1  # round 3 waits
    tap_votes(widget, "rounds.1.votes", {"Hugo": "Tom"})
    widget.locator("button.dixit-score").click()
    widget.locator('.dixit-track[data-rounds="3"]').wait_for()
    expected = handle({"game": "dixit", "action": "game", "lang": "en", "data": {"players": FOUR, "rounds": good}})
    assert totals(widget) == expected["totals"]


def test_a_saved_game_with_refused_names_comes_back_in_the_form_with_its_rounds(page, base_url):
    open_calculators(page, base_url)
    players = ["Léa", "léa", "Tom"]
    bad = {"v": 2, "setup": {"names": players, "first": 0}, "game": {"players": players, "first": 0, "rounds": [{"votes": {"1": 0, "2": 1}}], "draft": {}, "held": []}}
    page.evaluate(f"() => localStorage.setItem('tablerules:dixit-game', {json.dumps(json.dumps(bad))})")
    page.reload()
    widget = page.locator(GAME)
    widget.locator("form.dixit-setup .calc-field-error").wait_for()
    # One bad cell marks only its own player.
    assert widget.locator("[aria-invalid=true]").evaluate_all("els => els.map(e => e.dataset.path)") == ["players.1"]
    assert widget.locator('input[data-path="players.1"]').input_value() == "léa"
    widget.locator('input[data-path="players.1"]').fill("Ana")
    widget.locator(".dixit-setup .calc-tools button.md-button--primary").click()
    widget.locator('.dixit-track[data-rounds="1"]').wait_for()
    assert totals(widget) == {"Léa": 3, "Ana": 4, "Tom": 0}


def test_a_shared_link_opens_the_game_elsewhere_and_the_game_it_replaces_can_come_back(page, base_url):
    open_calculators(page, base_url)
    widget = page.locator(GAME)
    start_game(widget, FOUR, first="Camille")
    play_round(widget, {"Léa": "Camille", "Tom": "Hugo", "Hugo": "Camille"})
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    widget.get_by_role("button", name="Copy the share link").click()
    link = page.evaluate("() => navigator.clipboard.readText()")
    assert "#dixit-game=" in link
    # Another game is in progress in this browser when the link is opened.
    widget.locator("button.dixit-new").click()
    start_game(widget, ["Ana", "Bo", "Cem"], first="Ana")
    play_round(widget, {"Bo": "Ana", "Cem": "Ana"})
    open_link(page, link)
    assert totals(widget) == {"Léa": 3, "Tom": 0, "Camille": 3, "Hugo": 4}
    assert voters_now(widget) == ["Léa", "Tom", "Camille"]  # Hugo, on Camille's left, tells
    # Playing on, then reloading, keeps the game as it went on.
    play_round(widget, {"Léa": "Hugo", "Tom": "Hugo", "Camille": "Hugo"})
    reload_game(page)
    assert rounds_shown(widget) == 2
    # The game that was in progress before the link was opened can still be brought back.
    open_link(page, link)
    widget.locator(".calc-notice button.calc-undo").click()
    widget.locator('.dixit-track[data-rounds="2"]').wait_for()
    assert set(totals(widget)) == set(FOUR)


# --- names: defaults per language, the shared limit ---------------------------------------------


DEFAULTS = {"fr": ["Joueur 1", "Joueur 2", "Joueur 3"], "en": ["Player 1", "Player 2", "Player 3"], "tr": ["1. oyuncu", "2. oyuncu", "3. oyuncu"]}


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_unnamed_players_are_shown_in_the_page_language_and_never_stored(page, base_url, lang):
    one, two, three = DEFAULTS[lang]
    open_calculators(page, base_url, lang)
    widget = page.locator(GAME)
    assert widget.locator('input[data-path="players.0"]').get_attribute("placeholder") == one
    widget.locator(".dixit-setup .calc-tools button.md-button--primary").click()  # nobody typed a name
    widget.locator(".dixit-entry").wait_for()
    assert list(totals(widget)) == [one, two, three]
    tap_votes(widget, "rounds.0.votes", {two: one, three: one})
    widget.locator("button.dixit-score").click()
    widget.locator('.dixit-track[data-rounds="1"]').wait_for()
    stored = saved(page, "dixit-game")
    assert stored["game"]["players"] == ["", "", ""]
    assert not any(label in json.dumps(stored, ensure_ascii=False) for label in DEFAULTS[lang]), "a default label is never stored"


def test_the_same_saved_game_follows_the_language_of_the_page(page, base_url):
    open_calculators(page, base_url, "fr")
    widget = page.locator(GAME)
    widget.locator(".dixit-setup .calc-tools button.md-button--primary").click()
    widget.locator(".dixit-entry").wait_for()
    assert list(totals(widget)) == ["Joueur 1", "Joueur 2", "Joueur 3"]
    page.goto(f"{base_url}tr/dixit/calculators/")
    wait_for_result(page, f"{GAME} .dixit-track[data-state=ready]")
    assert list(totals(widget)) == ["1. oyuncu", "2. oyuncu", "3. oyuncu"]


def test_names_longer_than_pythons_limit_are_refused_while_typing(page, base_url):
    from calculators.players import NAME_LENGTH

    open_calculators(page, base_url)
    for selector in (ROUND, GAME):
        field = page.locator(f'{selector} input[data-path="players.0"]')
        assert field.get_attribute("maxlength") == str(NAME_LENGTH)
        field.click()
        page.keyboard.type("x" * (NAME_LENGTH + 12))
        assert field.input_value() == "x" * NAME_LENGTH


def test_a_duplicate_name_marks_only_its_own_field(page, base_url):
    open_calculators(page, base_url, "tr")
    for selector in (ROUND, GAME):
        widget = page.locator(selector)
        type_names(widget, ["Işık", "ışık", "Ada"])  # the same name in Turkish, capitals aside
        widget.locator(".calc-field-error").wait_for()
        assert widget.locator("[aria-invalid=true]").evaluate_all("els => els.map(e => e.dataset.path)") == ["players.1"]
        widget.locator('input[data-path="players.1"]').fill("İsmail")
        widget.locator(".calc-field-error").wait_for(state="detached")
