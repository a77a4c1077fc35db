"""The IPSO game and tournament sheet (``ipso game``): totals, directions of play, ranking, ties."""

import pytest

from calculators.api import handle


def c(number, colour, stars=0):
    return {"number": number, "colour": colour, "stars": stars}


TWENTY_SIX = {
    "rows": [
        [c(50, "red"), c(12, "blue", 1)],
        [c(8, "green"), c(27, "yellow"), c(63, "red", 1)],
        [c(14, "blue"), c(30, "blue"), c(46, "blue"), c(71, "blue")],
        [c(3, "purple"), c(21, "purple", 1), c(38, "purple"), c(55, "purple"), c(88, "purple")],
    ],
    "star_card": "kept",
}


def game(data, lang="en"):
    return handle({"game": "ipso", "action": "game", "lang": lang, "data": data})


def typed(score, stars=None):
    return {"score": score} if stars is None else {"score": score, "stars": stars}


def sheet(*players, mode="single", **extra):
    return {"mode": mode, "players": [{"name": name, "rounds": list(rounds)} for name, *rounds in players], **extra}


def errors(answer):
    assert answer["ok"] is False, answer
    return [(error["path"], error["code"]) for error in answer["errors"]]


def test_highest_score_wins_a_single_game():
    answer = game(sheet(("Ana", typed(21, 2)), ("Bo", typed(26, 1)), ("Cem", typed(18, 4))))
    assert answer["winners"] == ["Bo"] and answer["shared_victory"] is False
    assert [p["place"] for p in answer["players"]] == [2, 1, 3]
    assert answer["finished"] is True
    assert answer["explanation"][-1] == "Bo wins with 26 points."


def test_a_tie_on_points_is_broken_by_stars():
    answer = game(sheet(("Ana", {"pyramid": TWENTY_SIX}), ("Bo", typed(26, 2)), ("Cem", typed(21, 5))))
    assert answer["players"][0]["total"] == 26 and answer["players"][0]["stars"] == 3
    assert answer["winners"] == ["Ana"]
    assert answer["ranking"][0] == {"place": 1, "players": [0], "names": ["Ana"], "total": 26, "stars": 3, "decided_by": "stars"}
    assert answer["ranking"][1]["place"] == 2 and answer["ranking"][1]["decided_by"] == "stars"
    assert "the stars break the tie: Ana 3, Bo 2" in answer["explanation"][1]


def test_equal_points_and_stars_share_the_victory():
    answer = game(sheet(("Ana", typed(24, 3)), ("Bo", typed(24, 3)), ("Cem", typed(20, 0))), lang="fr")
    assert answer["winners"] == ["Ana", "Bo"] and answer["shared_victory"] is True
    assert [p["place"] for p in answer["players"]] == [1, 1, 3]
    assert answer["ranking"][0]["decided_by"] == "shared"
    assert answer["explanation"][-1] == "Victoire partagée entre Ana et Bo, avec 24 points."


def test_a_tie_with_a_missing_star_count_stays_shared_and_says_why():
    answer = game(sheet(("Ana", typed(24, 3)), ("Bo", typed(24))))
    assert answer["ranking"][0]["decided_by"] == "unknown_stars"
    assert answer["winners"] == ["Ana", "Bo"]
    assert any("some stars were not entered" in line for line in answer["explanation"])


def test_a_three_way_tie_can_be_split_partly():
    answer = game(sheet(("Ana", typed(20, 1)), ("Bo", typed(20, 4)), ("Cem", typed(20, 1)), ("Dan", typed(10, 9))))
    assert [(s["place"], s["names"], s["decided_by"]) for s in answer["ranking"]] == [
        (1, ["Bo"], "stars"),
        (2, ["Ana", "Cem"], "shared"),
        (4, ["Dan"], "points"),
    ]


def test_tournament_has_four_rounds_alternating_direction():
    answer = game(sheet(("Ana",), ("Bo",), mode="tournament"))
    assert [(r["round"], r["direction"]) for r in answer["rounds"]] == [
        (1, "clockwise"), (2, "anticlockwise"), (3, "clockwise"), (4, "anticlockwise"),
    ]
    assert answer["rounds_planned"] == 4 and answer["rounds_played"] == 0 and answer["finished"] is False


def test_tournament_adds_up_points_and_stars_over_the_rounds():
    answer = game(sheet(
        ("Ana", typed(20, 1), typed(25, 2), typed(18, 0), typed(22, 1)),
        ("Bo", typed(24, 2), typed(19, 1), typed(21, 1), typed(21, 1)),
        mode="tournament",
    ))
    assert [p["total"] for p in answer["players"]] == [85, 85]
    assert [p["stars"] for p in answer["players"]] == [4, 5]
    assert answer["winners"] == ["Bo"] and answer["finished"] is True
    assert answer["explanation"][1].startswith("Round 2 (anticlockwise):")


def test_a_tournament_in_progress_names_the_leader():
    answer = game(sheet(("Ana", typed(20, 1), typed(25, 2)), ("Bo", typed(24, 2), None), mode="tournament"))
    assert answer["rounds_played"] == 1
    assert [r["complete"] for r in answer["rounds"]] == [True, False, False, False]
    assert answer["finished"] is False
    assert answer["explanation"][-1] == "Game in progress (1 of 4 rounds complete): Ana leading with 45 points."


def test_a_pyramid_on_the_sheet_is_scored_with_the_game_variant():
    even = {
        "rows": [
            [c(10, "red"), c(44, "blue")],
            [c(7, "green"), c(23, "green"), c(51, "green")],
            [c(14, "yellow"), c(29, "red"), c(60, "blue"), c(75, "purple")],
            [c(2, "purple"), c(18, "yellow"), c(36, "green"), c(64, "red"), c(86, "blue")],
        ],
        "star_card": "kept",
    }
    plain = game(sheet(("Ana", {"pyramid": even}), ("Bo", typed(0, 0))))
    variant = game(sheet(("Ana", {"pyramid": even}), ("Bo", typed(0, 0)), variants={"even_odd": True}))
    assert plain["players"][0]["total"] == 20 and variant["players"][0]["total"] == 30
    assert variant["players"][0]["rounds"][0]["source"] == "pyramid"


def test_the_same_card_in_two_pyramids_of_one_round_is_refused_but_not_across_rounds():
    one_round = game(sheet(("Ana", {"pyramid": TWENTY_SIX}), ("Bo", {"pyramid": TWENTY_SIX})))
    assert ("players.1.rounds.0.pyramid.rows.0.0.number", "ipso.duplicate_number") in errors(one_round)
    message = one_round["errors"][0]["message"]
    assert message.startswith("Bo, round 1, row 1, card 1: the 50 is already used (Ana, round 1, row 1, card 1)")
    two_rounds = game(sheet(("Ana", {"pyramid": TWENTY_SIX}, typed(20, 0)), ("Bo", typed(20, 0), {"pyramid": TWENTY_SIX}), mode="tournament"))
    assert two_rounds["ok"], two_rounds


@pytest.mark.parametrize("count", [0, 1, 7])
def test_two_to_six_players(count):
    players = [(f"P{i}",) for i in range(count)]
    assert ("players", "ipso.player_count") in errors(game(sheet(*players)))


def test_names_must_be_given_and_different():
    answer = game(sheet(("Ana",), ("  ",), ("ANA",)), lang="tr")
    assert errors(answer) == [("players.1.name", "ipso.name_invalid"), ("players.2.name", "ipso.name_duplicate")]
    assert answer["errors"][1]["message"] == "“ANA” adı zaten 1. oyuncunun: herkese farklı bir ad verin."


def test_a_single_game_has_one_round():
    answer = game(sheet(("Ana", typed(20), typed(21)), ("Bo", typed(20))))
    assert errors(answer) == [("players.0.rounds", "ipso.too_many_rounds")]


def test_a_round_is_a_pyramid_or_a_score_not_both():
    answer = game(sheet(("Ana", {"pyramid": TWENTY_SIX, "score": 26}), ("Bo", typed(20))))
    assert errors(answer) == [("players.0.rounds.0", "ipso.entry_both")]


@pytest.mark.parametrize("bad", [-1, 2.5, "20", 301])
def test_typed_scores_are_whole_numbers(bad):
    answer = game(sheet(("Ana", {"score": bad}), ("Bo", typed(20))), lang="fr")
    assert errors(answer) == [("players.0.rounds.0.score", "ipso.score_invalid")]
    assert answer["errors"][0]["message"].startswith("Ana, manche 1 :")


def test_an_error_in_a_pyramid_on_the_sheet_names_player_round_row_and_card():
    broken = {**TWENTY_SIX, "rows": [TWENTY_SIX["rows"][0], TWENTY_SIX["rows"][1], TWENTY_SIX["rows"][2],
                                     [c(3, "purple"), c(21, "purple"), c(38, "purple"), c(55, "purple"), c(0, "purple")]]}
    answer = game(sheet(("Ana", typed(10, 0)), ("Bo", {"pyramid": broken})))
    assert errors(answer) == [("players.1.rounds.0.pyramid.rows.3.4.number", "ipso.number_invalid")]
    assert answer["errors"][0]["message"].startswith("Bo, round 1, row 4, card 5:")


def test_an_empty_round_entry_means_not_played_yet():
    answer = game(sheet(("Ana", {}), ("Bo", None)))
    assert answer["players"][0]["rounds"] == [None]
    assert answer["rounds_played"] == 0 and answer["finished"] is False
