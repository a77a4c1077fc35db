"""The bonus-turn helper (``ipso bonus``): every swap of the drawn card, best first, against the star card's 3 points."""

import json

import pytest

from calculators.api import handle


def c(number, colour, stars=0):
    return {"number": number, "colour": colour, "stars": stars}


# Bottom row all green but broken by the 49 after the 73.
BROKEN_BOTTOM = [
    [c(20, "red"), c(55, "blue")],
    [c(8, "yellow"), c(31, "green"), c(67, "purple")],
    [c(12, "blue"), c(40, "blue"), c(58, "blue"), c(83, "blue")],
    [c(4, "green"), c(26, "green"), c(73, "green"), c(49, "green"), c(88, "green")],
]
# Only the top row is broken: a two-card row is worth little.
BROKEN_TOP = [
    [c(55, "red"), c(20, "blue")],
    [c(8, "yellow"), c(31, "green"), c(67, "purple")],
    [c(12, "blue"), c(40, "blue"), c(58, "blue"), c(83, "blue")],
    [c(4, "green"), c(26, "red"), c(49, "yellow"), c(73, "purple"), c(88, "green")],
]


def bonus(rows, drawn, lang="en", **extra):
    return handle({"game": "ipso", "action": "bonus", "lang": lang, "data": {"rows": rows, "drawn": drawn, **extra}})


def score(rows, star_card, lang="en"):
    return handle({"game": "ipso", "action": "score", "lang": lang, "data": {"rows": rows, "star_card": star_card}})


def test_a_swap_that_rescues_a_single_colour_row_pays():
    answer = bonus(BROKEN_BOTTOM, c(80, "green"))
    assert answer["keep"]["total"] == 2 + 3 + 8 + 0 + 3
    best = answer["best"]
    assert (best["row"], best["card"], best["replaced"]["number"]) == (4, 4, 49)
    assert best["gain"] == 10 and best["total"] == 23
    assert answer["verdict"] == "better" and answer["pays"] is True


def test_a_gain_of_three_or_less_does_not_beat_the_star_card():
    answer = bonus(BROKEN_TOP, c(70, "blue"))
    best = answer["best"]
    assert (best["row"], best["card"], best["gain"]) == (1, 2, 2)
    assert answer["pays"] is False and answer["verdict"] == "worse"
    assert best["total"] < answer["keep"]["total"]


def test_a_gain_of_exactly_three_is_level_with_the_star_card():
    rows = json.loads(json.dumps(BROKEN_TOP))
    rows[1] = [c(8, "yellow"), c(31, "green"), c(67, "purple", 1)]
    rows[0] = [c(55, "red"), c(20, "blue", 1)]  # the blue 20 carries a star; keep it, replace the 55
    answer = bonus(rows, c(3, "purple"))
    best = answer["best"]
    assert (best["row"], best["card"], best["gain"]) == (1, 1, 3)  # 3, 20: two cards and the star saved
    assert answer["verdict"] == "equal" and answer["pays"] is False
    assert best["total"] == answer["keep"]["total"]


def test_all_fourteen_places_are_listed_best_first():
    answer = bonus(BROKEN_BOTTOM, c(80, "green"))
    swaps = answer["swaps"]
    assert len(swaps) == 14
    assert {(s["row"], s["card"]) for s in swaps} == {(r, k) for r, size in enumerate((2, 3, 4, 5), 1) for k in range(1, size + 1)}
    keys = [(-s["total"], -s["stars"]) for s in swaps]
    assert keys == sorted(keys)
    assert answer["paying_swaps"] == sum(1 for s in swaps if s["gain"] > 3)


def test_each_swap_scores_what_the_scorer_gives_for_that_pyramid():
    answer = bonus(BROKEN_BOTTOM, c(80, "green"))
    for swap in answer["swaps"]:
        rows = json.loads(json.dumps(BROKEN_BOTTOM))
        rows[swap["row"] - 1][swap["card"] - 1] = c(80, "green")
        scored = score(rows, "given_up")
        assert scored["total"] == swap["total"], swap
        assert [row["points"] for row in scored["rows"]] == swap["row_points"]


def test_the_star_card_is_lost_even_without_a_swap():
    answer = bonus(BROKEN_TOP, c(70, "blue"))
    assert answer["unused"]["total"] == answer["keep"]["total"] - 3


def test_when_every_swap_loses_points_the_helper_says_to_replace_nothing():
    perfect = [
        [c(20, "red"), c(55, "red")],
        [c(8, "blue"), c(31, "blue"), c(67, "blue")],
        [c(12, "green"), c(40, "green"), c(58, "green"), c(83, "green")],
        [c(4, "yellow"), c(26, "yellow"), c(49, "yellow"), c(73, "yellow"), c(88, "yellow")],
    ]
    answer = bonus(perfect, c(1, "purple"), lang="fr")
    assert answer["best"]["gain"] < 0
    assert any("mieux vaut ne rien remplacer" in line for line in answer["explanation"])


def test_even_odd_variant_is_used_when_weighing_swaps():
    rows = json.loads(json.dumps(BROKEN_TOP))
    rows[0] = [c(54, "red"), c(20, "blue")]
    plain = bonus(rows, c(70, "blue"))
    variant = bonus(rows, c(70, "blue"), variants={"even_odd": True})
    assert variant["best"]["gain"] == plain["best"]["gain"] + 2  # 54, 70: both even


@pytest.mark.parametrize("lang,word", [("fr", "paie"), ("en", "pays"), ("tr", "kazandırır")])
def test_the_verdict_is_explained_in_each_language(lang, word):
    lines = bonus(BROKEN_BOTTOM, c(80, "green"), lang)["explanation"]
    assert any(word in line for line in lines)
    assert "+10" in lines[1]
