"""The build-time drawing of Pixies examples: score, dispute and place fences all show the grid as
an accessible SVG, in words (the same drawing functions as the pages' picture fences)."""

import re

import pytest

from calculators.api import handle
from hooks.pictures import pixies as pictures

BOOKLET = {"round": 1, "grid": {"1": {"card": "blue-1-1"}, "2": {"card": "multi-2-1"}, "3": {"card": "blue-3-1"}, "4": {"card": "blue-4-2"}, "5": {"card": "green-5-2", "validated": True}, "6": {"back": True}, "7": {"card": "yellow-7-2"}, "8": {"card": "blue-8-1", "validated": True}, "9": {"back": True}}}
PLACED = {"grid": {"5": {"card": "blue-5-1", "validated": True, "card_under": "red-5-2"}, "6": {"back": True, "card_under": "green-5-1"}}, "card": "blue-6-1", "choice": {"slot": 6}}


def draw(action, data, lang="en"):
    answer = handle({"game": "pixies", "action": action, "lang": lang, "data": data})
    return pictures.draw(action, data, answer, lang)


def slots(svg):
    """{slot: (classes, state)} from the slot frames of a drawn grid."""
    found = re.findall(r'<rect [^>]*class="(pxp-slot[^"]*)" data-slot="(\d)" data-state="(\w+)"', svg)
    return {int(n): (classes, state) for classes, n, state in found}


def test_a_dispute_example_draws_the_scored_grid_with_its_zone():
    svg = draw("dispute", dict(BOOKLET, claimed=40))
    found = slots(svg)
    assert len(found) == 9
    assert [n for n, (classes, _) in found.items() if "is-zone" in classes] == [1, 2, 3, 4]
    assert 'role="img"' in svg and "<title" in svg and "<desc" in svg
    assert "▣ Zone counted: ≈ blue, slots 1, 2, 3, 4" in svg
    assert "Round 1 total: 32 points" in svg


def test_a_place_example_draws_the_grid_it_leaves_with_the_slot_played_in_words():
    svg = draw("place", PLACED)
    found = slots(svg)
    classes, state = found[6]
    assert state == "validated" and "is-changed" in classes
    assert "hidden: 5 ♣ green" in svg and "hidden: 5 ♥ red" in svg
    assert "Placing the card 6 ≈ blue" in svg
    assert "Case 1: no face-up 6, but a back waits on its slot" in svg
    assert "★ the card just placed" in svg


@pytest.mark.parametrize("lang", ["fr", "tr"])
def test_a_place_example_without_a_choice_draws_the_grid_before_in_the_page_language(lang):
    data = {k: v for k, v in PLACED.items() if k != "choice"}
    svg = draw("place", data, lang)
    assert "is-changed" not in svg
    assert slots(svg)[6][1] == "back"
    assert {"fr": "dos seul", "tr": "tek kapalı kart"}[lang] in svg
    assert {"fr": "Poser la carte 6 ≈ bleu", "tr": "6 ≈ mavi kartını yerleştirmek"}[lang] in svg


def test_a_refused_example_or_another_action_draws_nothing():
    assert draw("place", dict(PLACED, choice={"slot": 9, "face_down": False})) == ""
    assert draw("turn", {"players": ["Ana", "Ben"]}) == ""
