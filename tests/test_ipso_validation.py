"""IPSO input checks: each mistake is located (``rows.2.3.number``) and explained in the reader's language."""

import json

import pytest

from calculators.api import handle


def c(number, colour, stars=0):
    return {"number": number, "colour": colour, "stars": stars}


GOOD = {
    "rows": [
        [c(22, "yellow"), c(61, "blue")],
        [c(5, "red"), c(40, "green"), c(77, "purple")],
        [c(9, "red"), c(33, "yellow"), c(58, "blue"), c(84, "purple")],
        [c(2, "blue"), c(17, "red"), c(45, "green"), c(70, "yellow"), c(89, "purple")],
    ],
    "star_card": "kept",
}


def copy(data):
    return json.loads(json.dumps(data))


def score(data, lang="en"):
    return handle({"game": "ipso", "action": "score", "lang": lang, "data": data})


def errors(answer):
    assert answer["ok"] is False, answer
    return [(error["path"], error["code"]) for error in answer["errors"]]


def message_at(answer, path):
    return next(error["message"] for error in answer["errors"] if error["path"] == path)


def test_the_good_pyramid_is_accepted():
    assert score(GOOD)["ok"]


def test_a_number_above_90_points_at_its_row_and_card():
    data = copy(GOOD)
    data["rows"][2][3]["number"] = 91
    answer = score(data)
    assert errors(answer) == [("rows.2.3.number", "ipso.number_invalid")]
    assert message_at(answer, "rows.2.3.number") == "Row 3, card 4: the number must be a whole number from 1 to 90."


@pytest.mark.parametrize("bad", [0, -3, 12.5, "12", True, None, [12]])
def test_numbers_must_be_whole_and_between_1_and_90(bad):
    data = copy(GOOD)
    data["rows"][0][1]["number"] = bad
    codes = errors(score(data))
    assert codes == [("rows.0.1.number", "ipso.number_missing" if bad is None else "ipso.number_invalid")]


def test_a_whole_float_is_a_whole_number():
    data = copy(GOOD)
    data["rows"][0][1]["number"] = 61.0
    assert score(data)["ok"]


@pytest.mark.parametrize("lang,start", [("fr", "Ligne 4, carte 2 :"), ("en", "Row 4, card 2:"), ("tr", "4. sıra, 2. kart:")])
def test_the_same_number_twice_names_both_places(lang, start):
    data = copy(GOOD)
    data["rows"][3][1]["number"] = 5  # already row 2, card 1
    answer = score(data, lang)
    assert errors(answer) == [("rows.3.1.number", "ipso.duplicate_number")]
    message = message_at(answer, "rows.3.1.number")
    assert message.startswith(start)
    assert {"fr": "ligne 2, carte 1", "en": "row 2, card 1", "tr": "2. sıra, 1. kart"}[lang] in message


@pytest.mark.parametrize("index,expected", [(0, 2), (1, 3), (2, 4), (3, 5)])
def test_each_row_must_have_its_own_number_of_cards(index, expected):
    data = copy(GOOD)
    data["rows"][index] = data["rows"][index][:-1]
    answer = score(data)
    assert errors(answer) == [(f"rows.{index}", "ipso.row_size")]
    assert f"exactly {expected} cards" in message_at(answer, f"rows.{index}")


def test_a_row_with_one_card_too_many_is_refused():
    data = copy(GOOD)
    data["rows"][0].append(c(90, "red"))
    assert ("rows.0", "ipso.row_size") in errors(score(data))


def test_the_pyramid_has_four_rows():
    data = copy(GOOD)
    data["rows"] = data["rows"][:3]
    assert errors(score(data)) == [("rows", "ipso.row_count")]


def test_a_sixth_colour_is_refused_at_the_card_that_brings_it():
    data = copy(GOOD)
    data["rows"][3][4]["colour"] = "orange"
    answer = score(data)
    assert errors(answer) == [("rows.3.4.colour", "ipso.too_many_colours")]
    message = message_at(answer, "rows.3.4.colour")
    assert "orange" in message and "yellow" in message


def test_a_colour_is_required_and_short():
    data = copy(GOOD)
    del data["rows"][1][0]["colour"]
    data["rows"][1][1]["colour"] = ""
    data["rows"][1][2]["colour"] = "x" * 21
    assert errors(score(data)) == [
        ("rows.1.0.colour", "ipso.colour_missing"),
        ("rows.1.1.colour", "ipso.colour_invalid"),
        ("rows.1.2.colour", "ipso.colour_invalid"),
    ]


@pytest.mark.parametrize("bad", [-1, 1.5, "2", 10, False])
def test_printed_stars_are_whole_and_not_negative(bad):
    data = copy(GOOD)
    data["rows"][2][0]["stars"] = bad
    answer = score(data, "fr")
    assert errors(answer) == [("rows.2.0.stars", "ipso.stars_invalid")]
    assert message_at(answer, "rows.2.0.stars").startswith("Ligne 3, carte 1 :")


def test_every_mistake_is_reported_at_once():
    data = copy(GOOD)
    data["rows"][0][0]["number"] = 0
    data["rows"][2][1]["stars"] = -2
    data["rows"][3][0]["colour"] = None
    data["star_card"] = "lost"
    assert errors(score(data)) == [
        ("rows.0.0.number", "ipso.number_invalid"),
        ("rows.2.1.stars", "ipso.stars_invalid"),
        ("rows.3.0.colour", "ipso.colour_missing"),
        ("star_card", "common.unknown_choice"),
    ]


def test_duplicates_are_found_even_when_another_card_is_wrong():
    data = copy(GOOD)
    data["rows"][0][0]["stars"] = -1
    data["rows"][3][4]["number"] = 2
    assert errors(score(data)) == [("rows.0.0.stars", "ipso.stars_invalid"), ("rows.3.4.number", "ipso.duplicate_number")]


def test_the_star_card_choice_is_required():
    data = copy(GOOD)
    del data["star_card"]
    assert errors(score(data)) == [("star_card", "common.required")]


def test_a_typo_in_a_field_name_does_not_pass_silently():
    data = copy(GOOD)
    data["rows"][0][0]["star"] = 1
    data["variants"] = {"even_odd": True, "evenodd": True}
    assert errors(score(data)) == [("rows.0.0.star", "common.unknown_field"), ("variants.evenodd", "common.unknown_field")]


def test_a_card_that_is_not_an_object_names_its_place():
    data = copy(GOOD)
    data["rows"][1][2] = 77
    answer = score(data, "tr")
    assert errors(answer) == [("rows.1.2", "ipso.card_not_object")]
    assert message_at(answer, "rows.1.2").startswith("2. sıra, 3. kart:")


def test_the_drawn_card_cannot_repeat_a_number_of_the_pyramid():
    data = {"rows": GOOD["rows"], "drawn": c(58, "red")}
    answer = handle({"game": "ipso", "action": "bonus", "lang": "en", "data": data})
    assert errors(answer) == [("drawn.number", "ipso.drawn.duplicate_number")]
    assert message_at(answer, "drawn.number").startswith("Drawn card: the 58 is already in the pyramid (row 3, card 3)")


@pytest.mark.parametrize("lang,start", [("fr", "Carte piochée :"), ("en", "Drawn card:"), ("tr", "Çekilen kart:")])
def test_a_wrong_drawn_card_is_named_as_the_drawn_card(lang, start):
    answer = handle({"game": "ipso", "action": "bonus", "lang": lang, "data": {"rows": GOOD["rows"], "drawn": c(95, "red")}})
    assert errors(answer) == [("drawn.number", "ipso.drawn.number_invalid")]
    assert message_at(answer, "drawn.number").startswith(start)


def test_params_hold_values_never_translated_text():
    """Problems carry numbers and catalogue keys; the sentence is built in the reader's language."""
    data = copy(GOOD)
    data["rows"][3][1]["number"] = 5
    data["rows"][3][4]["colour"] = "orange"
    answers = {lang: score(data, lang) for lang in ("fr", "en", "tr")}
    params = [[error["params"] for error in answer["errors"]] for answer in answers.values()]
    assert params[0] == params[1] == params[2]
    assert params[0][0] == {"row": 4, "card": 2, "number": 5, "other_row": 2, "other_card": 1}
    assert params[0][1]["colours"] == ["ipso.colour.yellow", "ipso.colour.blue", "ipso.colour.red", "ipso.colour.green", "ipso.colour.purple"]


def test_nineteen_cards_of_one_colour_across_a_round_are_refused():
    """One pyramid cannot hold 19 cards, but two pyramids of one round can claim 28 reds: the 19th is refused."""
    def all_red(start):
        numbers = iter(range(start, start + 14))
        return {"rows": [[c(next(numbers), "red") for _ in range(size)] for size in (2, 3, 4, 5)], "star_card": "kept"}

    sheet = {"players": [{"name": "Ana", "rounds": [{"pyramid": all_red(1)}]}, {"name": "Bo", "rounds": [{"pyramid": all_red(30)}]}]}
    answer = handle({"game": "ipso", "action": "game", "lang": "en", "data": sheet})
    assert errors(answer) == [("players.1.rounds.0.pyramid.rows.1.2.colour", "ipso.colour_full")]
    assert message_at(answer, "players.1.rounds.0.pyramid.rows.1.2.colour").startswith("Row 2, card 3: one red card too many")
