"""The players of a table are typed once (docs/assets/js/roster.js): the names typed in one
calculator's roster are offered by every roster of every game, kept on this device only, taken in
one tap and taken back with Undo."""

from __future__ import annotations

from calculators.registry import GAMES, spec
from tests.browser.conftest import roster_of, wait_for_widgets
from tests.site_pages import games_with, path

# Names a table may have: letters of French and Turkish, and one as long as a name may be.
TABLE = ["Çağrı", "Élodie", "İpek Işıklı", "Zoé-Anne " + "Ğ" * 31]


def widgets_with_roster(page):
    return page.locator(".calc-widget:has(.calc-roster)")


def test_names_typed_in_one_game_are_offered_by_every_roster_of_every_game(page, base_url):
    first, *others = games_with("calculators")
    page.goto(base_url + path("fr", first, "calculators"))
    wait_for_widgets(page)
    widget = widgets_with_roster(page).first
    roster = widget.locator(".calc-roster")
    roster_of(widget, min(len(TABLE), spec(first).players.max))
    for index, name in enumerate(TABLE[: spec(first).players.max]):
        roster.locator(f"li:nth-child({index + 1}) input").fill(name)
    typed = TABLE[: spec(first).players.max]
    for game in [first, *others]:
        page.goto(base_url + path("tr", game, "calculators"))
        wait_for_widgets(page)
        for k in range(widgets_with_roster(page).count()):
            widget = widgets_with_roster(page).nth(k)
            roster = widget.locator(".calc-roster")
            names = [field.input_value() for field in roster.locator("li input").all()]
            if names == typed[: len(names)] and len(names) == min(len(typed), spec(game).players.max):
                continue  # the roster it was typed in
            offer = roster.locator(".calc-roster-table")
            assert offer.is_visible(), (game, k)
            assert "Çağrı, Élodie" in offer.inner_text()
            offer.locator("button").click()
            expected = typed[: spec(game).players.max]
            page.wait_for_function(
                "([el, n]) => el.querySelectorAll('li input').length === n", arg=[roster.element_handle(), max(len(expected), spec(game).players.min)]
            )
            assert [field.input_value() for field in roster.locator("li input").all()][: len(expected)] == expected
            assert offer.is_hidden()
            # Taken back with one tap.
            widget.locator(".calc-notice .calc-undo").click()
            page.wait_for_function("(el) => !el.querySelector('.calc-roster-table').hidden", arg=roster.element_handle())
    # Kept on this device only: never in a share link.
    stored = page.evaluate("() => localStorage.getItem('tablerules:table')")
    assert "Çağrı" in stored
