"""IPSO pyramid scoring (``ipso score``): increasing rows, colours, printed stars, star card, even/odd variant."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from calculators.api import handle

ROOT = Path(__file__).resolve().parent.parent


def c(number, colour, stars=0):
    return {"number": number, "colour": colour, "stars": stars}


# The rules mention a complete pyramid worth 26 with one discarded row; this one is built that way.
TWENTY_SIX = {
    "rows": [
        [c(50, "red"), c(12, "blue", 1)],
        [c(8, "green"), c(27, "yellow"), c(63, "red", 1)],
        [c(14, "blue"), c(30, "blue"), c(46, "blue"), c(71, "blue")],
        [c(3, "purple"), c(21, "purple", 1), c(38, "purple"), c(55, "purple"), c(88, "purple")],
    ],
    "star_card": "kept",
}

ALL_MIXED = {
    "rows": [
        [c(22, "yellow"), c(61, "blue")],
        [c(5, "red"), c(40, "green"), c(77, "purple")],
        [c(9, "red"), c(33, "yellow"), c(58, "blue"), c(84, "purple")],
        [c(2, "blue"), c(17, "red"), c(45, "green"), c(70, "yellow"), c(89, "purple")],
    ],
    "star_card": "kept",
}


def score(data, lang="en"):
    return handle({"game": "ipso", "action": "score", "lang": lang, "data": data})


def with_row(base, index, row):
    data = json.loads(json.dumps(base))
    data["rows"][index] = row
    return data


def test_pyramid_worth_26_with_one_discarded_row():
    answer = score(TWENTY_SIX)
    assert answer["ok"], answer
    assert answer["total"] == 26
    assert [row["verdict"] for row in answer["rows"]] == ["discarded", "mixed", "single_colour", "single_colour"]
    assert [row["points"] for row in answer["rows"]] == [0, 4, 8, 11]
    assert answer["star_card"] == {"choice": "kept", "points": 3}


def test_increasing_rows_of_mixed_colours_score_one_per_card():
    answer = score(ALL_MIXED)
    assert [row["points"] for row in answer["rows"]] == [2, 3, 4, 5]
    assert answer["total"] == 14 + 3


def test_single_colour_row_scores_two_per_card():
    single = with_row(ALL_MIXED, 1, [c(5, "green"), c(40, "green"), c(77, "green")])
    answer = score(single)
    assert answer["rows"][1]["verdict"] == "single_colour"
    assert answer["rows"][1]["colour"] == "green"
    assert answer["rows"][1]["points"] == 6
    assert answer["total"] == score(ALL_MIXED)["total"] + 3


def test_gaps_between_numbers_do_not_matter():
    """FAQ: 4, 37, 81 is increasing."""
    answer = score(with_row(ALL_MIXED, 1, [c(4, "red"), c(37, "green"), c(81, "purple")]))
    assert answer["rows"][1]["increasing"] is True and answer["rows"][1]["points"] == 3


def test_one_card_out_of_order_discards_the_whole_row():
    answer = score(with_row(ALL_MIXED, 3, [c(2, "blue"), c(17, "red"), c(45, "green"), c(89, "yellow"), c(70, "purple")]))
    row = answer["rows"][3]
    assert row["verdict"] == "discarded" and row["points"] == 0
    assert row["break_card"] == 5
    assert answer["total"] == 2 + 3 + 4 + 3


def test_a_single_colour_row_that_is_not_increasing_scores_nothing():
    answer = score(with_row(ALL_MIXED, 2, [c(9, "blue"), c(58, "blue"), c(33, "blue"), c(84, "blue")]))
    assert answer["rows"][2]["single_colour"] is True
    assert answer["rows"][2]["points"] == 0


def test_printed_stars_count_on_increasing_rows_only():
    stars_everywhere = with_row(ALL_MIXED, 0, [c(22, "yellow", 2), c(61, "blue", 1)])
    stars_everywhere["rows"][1] = [c(5, "red", 1), c(77, "green", 2), c(40, "purple")]  # 77 then 40: discarded
    answer = score(stars_everywhere)
    assert answer["rows"][0]["star_points"] == 3 and answer["rows"][0]["points"] == 5
    assert answer["rows"][1]["printed_stars"] == 3
    assert answer["rows"][1]["star_points"] == 0 and answer["rows"][1]["points"] == 0
    assert answer["total"] == 5 + 0 + 4 + 5 + 3


def test_giving_up_the_star_card_costs_its_three_points():
    kept = score(TWENTY_SIX)
    given = score({**TWENTY_SIX, "star_card": "given_up"})
    assert kept["total"] - given["total"] == 3
    assert given["star_card"] == {"choice": "given_up", "points": 0}


def test_tie_break_stars_are_printed_stars_on_scoring_rows_plus_a_kept_star_card():
    kept = score(TWENTY_SIX)
    # Row 1 is discarded: its star is gone. Rows 2 and 4 keep one star each, plus the star card.
    assert kept["stars"] == 3
    assert kept["stars_detail"] == {"printed": 2, "star_card": 1}
    assert score({**TWENTY_SIX, "star_card": "given_up"})["stars"] == 2


def test_even_odd_variant_adds_one_per_card_to_even_or_odd_increasing_rows():
    data = {
        "rows": [
            [c(10, "red"), c(44, "blue")],
            [c(7, "green"), c(23, "green"), c(51, "green")],
            [c(14, "yellow"), c(29, "red"), c(60, "blue"), c(75, "purple")],
            [c(2, "purple"), c(18, "yellow"), c(36, "green"), c(64, "red"), c(86, "blue")],
        ],
        "star_card": "kept",
    }
    plain = score(data)
    variant = score({**data, "variants": {"even_odd": True}})
    assert plain["total"] == 2 + 6 + 4 + 5 + 3
    assert [row["even_odd_points"] for row in variant["rows"]] == [2, 3, 0, 5]
    assert [row["parity"] for row in variant["rows"]] == ["even", "odd", None, "even"]
    assert variant["total"] == plain["total"] + 10


def test_even_odd_variant_does_not_save_a_discarded_row():
    data = with_row(ALL_MIXED, 0, [c(62, "yellow"), c(20, "blue")])
    answer = score({**data, "variants": {"even_odd": True}})
    assert answer["rows"][0]["parity"] == "even"
    assert answer["rows"][0]["points"] == 0


def test_variant_is_off_unless_asked():
    data = with_row(ALL_MIXED, 0, [c(20, "yellow"), c(62, "blue")])
    assert score(data)["rows"][0]["even_odd_points"] == 0
    assert score(data)["variants"] == {"even_odd": False}


@pytest.mark.parametrize("lang,words", [("fr", "défaussée"), ("en", "discarded"), ("tr", "atılır")])
def test_explanation_names_the_discarded_row_in_each_language(lang, words):
    lines = score(TWENTY_SIX, lang)["explanation"]
    assert words in lines[0] and "50, 12" in lines[0]
    assert "26" in lines[-2]


def test_any_colour_key_is_accepted_and_compared_without_case():
    data = with_row(ALL_MIXED, 1, [c(5, "Teal"), c(40, " teal"), c(77, "TEAL ")])
    data["rows"][3][2] = c(45, "teal")  # was the only green card: still five colours
    answer = score(data)
    assert answer["rows"][1]["verdict"] == "single_colour"
    assert answer["rows"][1]["colour"] == "teal"


def test_stars_may_be_left_out_of_a_card():
    data = json.loads(json.dumps(ALL_MIXED))
    for row in data["rows"]:
        for card in row:
            del card["stars"]
    assert score(data)["total"] == 17


def test_command_line_scores_a_pyramid():
    done = subprocess.run(
        [sys.executable, "-m", "calculators", "ipso", "score", "--lang", "tr"],
        input=json.dumps(TWENTY_SIX), capture_output=True, text=True, cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["total"] == 26
    assert answer["explanation"][-2] == "Toplam: 26 puan."


def test_command_line_exits_2_on_a_bad_pyramid():
    bad = with_row(TWENTY_SIX, 2, [c(14, "blue"), c(30, "blue"), c(46, "blue"), c(95, "blue")])
    done = subprocess.run(
        [sys.executable, "-m", "calculators", "ipso", "score", "--lang", "en"],
        input=json.dumps(bad), capture_output=True, text=True, cwd=ROOT,
    )
    assert done.returncode == 2
    (error,) = json.loads(done.stdout)["errors"]
    assert error["path"] == "rows.2.3.number"
    assert error["message"].startswith("Row 3, card 4:")
