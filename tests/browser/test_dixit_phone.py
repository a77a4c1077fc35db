"""The Dixit widgets on a phone (390 × 844): controls big enough to tap, result tables spaced
and readable, the result in view while the votes are tapped, and no internal word shown."""

import re

from tests.browser.conftest import serious_violations, small_targets, wait_for_result
from tests.browser.test_dixit_widgets import GAME, ROUND, start_game, tap_votes, type_names

PHONE = {"width": 390, "height": 844}
SIX = ["Léa", "Tom", "Camille", "Hugo", "Inès", "Maximilien-Alexandre"]
# A round for six players, Léa telling: Tom and Camille find her card.
SIX_VOTES = {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom", "Maximilien-Alexandre": "Hugo"}


def open_on_a_phone(page, base_url):
    page.set_viewport_size(PHONE)
    page.goto(f"{base_url}en/dixit/calculators/")
    wait_for_result(page, f"{ROUND} .calc-result[data-state=ready]")
    wait_for_result(page, f"{GAME} [data-state=ready]")


def no_page_overflow(page):
    return page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")


def in_view(locator):
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]


def cells_are_spaced(table):
    """Every cell has room around its text and a readable size."""
    return table.evaluate(
        """(table) => [...table.querySelectorAll('th, td')].every((cell) => {
            const style = getComputedStyle(cell);
            return parseFloat(style.paddingLeft) >= 6 && parseFloat(style.paddingRight) >= 6
                && parseFloat(style.paddingTop) >= 4 && parseFloat(style.fontSize) >= 12; })"""
    )


INTERNAL = re.compile(r"\b(players|rounds|votes|storyteller|first_storyteller)\.\S|\b(dixit|common|core)\.[a-z_]+|\boutcome\b|\bundefined\b|\bnull\b|\bNaN\b")


def test_the_round_scorer_on_a_phone(page, base_url):
    open_on_a_phone(page, base_url)
    widget = page.locator(ROUND)
    type_names(widget, SIX)
    widget.locator('fieldset[data-path="storyteller"] button', has_text="Léa").click()
    assert small_targets(widget) == []
    # While the votes are tapped, who is still to vote and then the points stay in view.
    voters = list(SIX_VOTES.items())
    for voter, owner in voters[:-1]:
        tap_votes(widget, "votes", {voter: owner})
    summary = widget.locator(".dixit-summary")
    summary.filter(has_text="Maximilien-Alexandre").wait_for()
    assert in_view(summary)
    tap_votes(widget, "votes", dict(voters[-1:]))
    summary.filter(has_text="Tom 5").wait_for()
    assert in_view(summary)
    table = widget.locator("table.dixit-points")
    table.wait_for()
    assert no_page_overflow(page), "nothing is wider than the phone"
    assert cells_are_spaced(table)
    # The long reasons wrap inside the table's own box; the names and points stay on one line.
    box = widget.locator(".dixit-table").first
    assert box.evaluate("(el) => el.getBoundingClientRect().right <= window.innerWidth")
    assert not INTERNAL.search(widget.inner_text()), widget.inner_text()
    assert serious_violations(page) == []


def test_the_game_tracker_on_a_phone(page, base_url):
    open_on_a_phone(page, base_url)
    widget = page.locator(GAME)
    assert small_targets(widget) == []
    start_game(widget, SIX)
    assert small_targets(widget) == []
    foot = widget.locator(".dixit-entry-foot")
    for number in range(2):
        teller = SIX[number]
        votes = {voter: (teller if voter != SIX[(number + 1) % 6] else SIX[(number + 2) % 6]) for voter in SIX if voter != teller}
        for voter, owner in votes.items():
            tap_votes(widget, f"rounds.{number}.votes", {voter: owner})
            # The totals and the button to count the round stay in view while tapping.
            assert in_view(foot.locator("button.dixit-score")), voter
            assert in_view(foot.locator(".dixit-mini-totals"))
        foot.locator("button.dixit-score").click()
        widget.locator(f'.dixit-track[data-rounds="{number + 1}"]').wait_for()
    widget.locator(".dixit-history summary").click()
    widget.locator(".dixit-last summary").click()
    for table in widget.locator("table").all():
        assert cells_are_spaced(table)
    assert no_page_overflow(page)
    assert small_targets(widget) == []
    assert not INTERNAL.search(widget.inner_text()), widget.inner_text()
    assert serious_violations(page) == []
