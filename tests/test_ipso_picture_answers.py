"""The IPSO ``rows`` action the pictures read: rows and cards shown during a round, checked as one
deck, each face-up row scored as a pyramid scores it."""

from __future__ import annotations

import pytest

from calculators.api import handle
from hooks import pictures


PYRAMID = [
    [{"number": 50, "colour": "red"}, {"number": 12, "colour": "blue", "stars": 1}],
    [{"number": 8, "colour": "green"}, {"number": 27, "colour": "yellow"}, {"number": 63, "colour": "red", "stars": 1}],
    [{"number": 14, "colour": "blue"}, {"number": 30, "colour": "blue"}, {"number": 46, "colour": "blue"}, {"number": 71, "colour": "blue"}],
    [{"number": 3, "colour": "purple"}, {"number": 21, "colour": "purple", "stars": 1}, {"number": 38, "colour": "purple"}, {"number": 55, "colour": "purple"}, {"number": 88, "colour": "purple"}],
]


def ipso(action: str, data: dict) -> dict:
    return handle({"game": "ipso", "action": action, "lang": "en", "data": data})


@pytest.mark.parametrize("even_odd", [False, True])
def test_ipso_rows_give_each_row_the_verdict_of_a_scored_pyramid(even_odd):
    variants = {"even_odd": even_odd}
    scored = ipso("score", {"rows": PYRAMID, "star_card": "kept", "variants": variants})
    shown = ipso("rows", {"rows": PYRAMID, "variants": variants})
    assert shown["ok"] and shown["scores"] == scored["rows"]
    alone = ipso("rows", {"rows": [PYRAMID[3]], "variants": variants})  # the bottom row on its own
    assert {**alone["scores"][0], "row": 4} == scored["rows"][3]


def test_ipso_rows_leave_a_row_with_a_face_down_card_unscored():
    rows = [PYRAMID[0], [None, PYRAMID[1][1], None]]
    answer = ipso("rows", {"rows": rows, "cards": [{"number": 9, "colour": " Green "}]})
    assert answer["ok"] and answer["scores"][1] is None and answer["hidden"] == 2
    assert answer["rows"][1][0] is None and answer["cards"] == [{"number": 9, "colour": "green", "stars": 0}]


def test_ipso_rows_check_the_cards_beside_the_rows_as_the_same_deck():
    answer = ipso("rows", {"rows": [PYRAMID[0]], "cards": [{"number": 12, "colour": "red"}]})
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("cards.0.number", "ipso.drawn.duplicate_number")]


@pytest.mark.parametrize("size", [1, 6])
def test_ipso_rows_refuse_a_row_no_pyramid_has(size):
    row = [{"number": n, "colour": "red"} for n in range(1, size + 1)]
    answer = ipso("rows", {"rows": [row]})
    assert not answer["ok"] and answer["errors"][0]["path"] == "rows.0"


def test_ipso_rows_name_the_deck_the_widgets_offer():
    deck = ipso("rows", {})["deck"]
    limits = pictures.facts("ipso")["limits"]
    assert deck["numbers"] == limits["numbers"]
    assert deck["colours"] == len(pictures.facts("ipso")["colours"])

    def red_rows(count: int) -> list:
        cards = [{"number": n, "colour": "red"} for n in range(1, count + 1)]
        return [cards[i:i + 5] for i in range(0, count, 5)]

    # A colour holds cards_per_colour cards: one more is refused.
    assert ipso("rows", {"rows": red_rows(deck["cards_per_colour"])})["ok"]
    refused = ipso("rows", {"rows": red_rows(deck["cards_per_colour"] + 1)})
    assert [e["code"] for e in refused["errors"]] == ["ipso.colour_full"]
