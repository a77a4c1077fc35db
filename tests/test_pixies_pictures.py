"""The build-time drawing of Pixies examples: score, dispute and place fences all show the grid, in words."""

import re

import pytest

from calculators.api import handle
from hooks.pictures import pixies as pictures

BOOKLET = {"round": 1, "grid": {"1": {"card": "blue-1-1"}, "2": {"card": "multi-2-1"}, "3": {"card": "blue-3-1"}, "4": {"card": "blue-4-2"}, "5": {"card": "green-5-2", "validated": True}, "6": {"back": True}, "7": {"card": "yellow-7-2"}, "8": {"card": "blue-8-1", "validated": True}, "9": {"back": True}}}
PLACED = {"grid": {"5": {"card": "blue-5-1", "validated": True, "card_under": "red-5-2"}, "6": {"back": True, "card_under": "green-5-1"}}, "card": "blue-6-1", "choice": {"slot": 6}}


def draw(action, data, lang="en"):
    answer = handle({"game": "pixies", "action": action, "lang": lang, "data": data})
    return pictures.draw(action, data, answer, lang)


def cells(html):
    return re.findall(r'<div class="(pixies-cell[^"]*)">(.*?)</div>(?=<div class="pixies-cell|</div>)', html)


def test_a_dispute_example_draws_the_scored_grid_with_its_zone():
    html = draw("dispute", dict(BOOKLET, claimed=40))
    found = cells(html)
    assert len(found) == 9
    assert [i + 1 for i, (classes, _) in enumerate(found) if "in-zone" in classes] == [1, 2, 3, 4]
    assert "▣ in the counted zone" in found[0][1]


def test_a_place_example_draws_the_grid_it_leaves_with_the_slot_played_in_words():
    html = draw("place", PLACED)
    found = cells(html)
    classes, six = found[5]
    assert "is-validated" in classes and "is-changed" in classes
    assert "★ card just placed" in six and "hidden: 5 ♣ green" in six
    assert "hidden: 5 ♥ red" in found[4][1]
    assert "6 ≈ blue played on slot 6" in html


@pytest.mark.parametrize("lang", ["fr", "tr"])
def test_a_place_example_without_a_choice_draws_the_grid_before_in_the_page_language(lang):
    data = {k: v for k, v in PLACED.items() if k != "choice"}
    html = draw("place", data, lang)
    assert "is-changed" not in html
    assert {"fr": "dos seul", "tr": "tek kapalı kart"}[lang] in cells(html)[5][1]
    assert {"fr": "la carte 6 ≈ bleu", "tr": "6 ≈ mavi kartı"}[lang] in html


def test_a_refused_example_or_another_action_draws_nothing():
    assert draw("place", dict(PLACED, choice={"slot": 9, "face_down": False})) == ""
    assert draw("turn", {"players": ["Ana", "Ben"]}) == ""
