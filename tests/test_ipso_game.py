"""The IPSO game and tournament sheet (``ipso game``): totals, directions of play, ranking, ties.

Players and their names are read by ``calculators.players`` and the standings come from
``calculators.ranking`` (answer key ``ranking``), as in every game."""

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


def winners(answer):
    """The names at rank 1, from the shared ranking shape."""
    ranking = answer["ranking"]
    return [answer["players"][index]["name"] for index in ranking["winners"]]


def places(answer):
    """(rank, name, decided_by) for each place, best first."""
    return [(p["rank"], p["name"], p["decided_by"]) for p in answer["ranking"]["places"]]


def rank_of(answer):
    """Each player's rank, in the sheet's order."""
    ranks = {p["player"]: p["rank"] for p in answer["ranking"]["places"]}
    return [ranks[i] for i in range(len(answer["players"]))]


def test_highest_score_wins_a_single_game():
    answer = game(sheet(("Ana", typed(21, 2)), ("Bo", typed(26, 1)), ("Cem", typed(18, 4))))
    assert answer["ranking"]["outcome"] == "win" and winners(answer) == ["Bo"]
    assert rank_of(answer) == [2, 1, 3]
    assert answer["finished"] is True
    assert answer["explanation"][-1] == "Bo wins with 26 points."


def test_a_tie_on_points_is_broken_by_stars():
    answer = game(sheet(("Ana", {"pyramid": TWENTY_SIX}), ("Bo", typed(26, 2)), ("Cem", typed(21, 5))))
    assert answer["players"][0]["total"] == 26 and answer["players"][0]["stars"] == 3
    assert winners(answer) == ["Ana"] and answer["ranking"]["outcome"] == "win"
    assert answer["ranking"]["places"][0] == {
        "player": 0, "name": "Ana", "rank": 1, "decided_by": "stars", "values": {"total": 26, "stars": 3},
    }
    assert places(answer)[1] == (2, "Bo", "stars")
    assert "the stars break the tie: Ana 3, Bo 2" in answer["explanation"][1]


def test_equal_points_and_stars_share_the_victory():
    answer = game(sheet(("Ana", typed(24, 3)), ("Bo", typed(24, 3)), ("Cem", typed(20, 0))), lang="fr")
    assert answer["ranking"]["outcome"] == "shared_victory" and winners(answer) == ["Ana", "Bo"]
    assert rank_of(answer) == [1, 1, 3]
    assert places(answer)[0][2] == "shared"
    assert answer["explanation"][-1] == "Victoire partagée entre Ana et Bo, à égalité avec 24 points."


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_a_tie_on_points_with_a_missing_star_count_is_undecided_not_a_shared_victory(lang):
    """Rule: the most stars break a tie on points; while a tied player's stars are unknown, the
    stars could still part them, so nobody has won yet and the victory is not shared."""
    answer = game(sheet(("Ana", typed(24, 3)), ("Bo", typed(24)), ("Cem", typed(20, 1))), lang=lang)
    assert answer["ranking"]["outcome"] == "undecided"
    assert [p[2] for p in places(answer)] == ["undecided", "undecided", "total"]
    assert answer["players"][1]["stars"] is None
    last = answer["explanation"][-1]
    assert "Ana" in last and "Bo" in last
    words = {"fr": "victoire partagée", "en": "shared victory", "tr": "paylaşılan galibiyet"}[lang]
    assert words in last and {"fr": "Pas encore de vainqueur", "en": "No winner yet", "tr": "henüz kazanan yok"}[lang] in last
    stars_line = answer["explanation"][-2]  # the tie, and what to enter to break it
    assert {"fr": "ajoutez-les", "en": "add them", "tr": "ekleyin"}[lang] in stars_line


def test_a_missing_star_count_does_not_matter_when_points_decide():
    answer = game(sheet(("Ana", typed(30)), ("Bo", typed(24, 3))))
    assert answer["ranking"]["outcome"] == "win" and winners(answer) == ["Ana"]


def test_a_missing_star_count_below_first_place_leaves_only_that_place_undecided():
    answer = game(sheet(("Ana", typed(31, 1)), ("Bo", typed(24, 3)), ("Cem", typed(24))))
    assert answer["ranking"]["outcome"] == "win"
    assert places(answer) == [(1, "Ana", "total"), (2, "Bo", "undecided"), (2, "Cem", "undecided")]


def test_a_three_way_tie_can_be_split_partly():
    answer = game(sheet(("Ana", typed(20, 1)), ("Bo", typed(20, 4)), ("Cem", typed(20, 1)), ("Dan", typed(12, 9))))
    assert places(answer) == [(1, "Bo", "stars"), (2, "Ana", "shared"), (2, "Cem", "shared"), (4, "Dan", "total")]
    assert "Ana and Cem have as many points (20) and stars (1): they share rank 2." in answer["explanation"]


def test_nothing_entered_ranks_nobody():
    answer = game(sheet(("Ana",), ("Bo",)))
    assert answer["ranking"] == {"outcome": "none", "winners": [], "places": []}
    assert answer["explanation"] == []


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
    assert winners(answer) == ["Bo"] and answer["finished"] is True
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
    assert ("players.1.rounds.0.pyramid.rows.0.0.number", "ipso.duplicate_number_in_round") in errors(one_round)
    message = one_round["errors"][0]["message"]
    assert message.startswith("Row 1, card 1: the 50 is already in player 1's pyramid this round (row 1, card 1)")
    # The card the deck refuses spoils only its own player's round: Ana keeps her total.
    assert [p["total"] for p in one_round["players"]] == [26, None]
    assert one_round["players"][1]["rounds"] == [None]
    two_rounds = game(sheet(("Ana", {"pyramid": TWENTY_SIX}, typed(20, 0)), ("Bo", typed(20, 0), {"pyramid": TWENTY_SIX}), mode="tournament"))
    assert two_rounds["ok"], two_rounds


# Players: the shared rules of calculators/players.py -----------------------------------------


@pytest.mark.parametrize("count,code", [(0, "common.too_few_players"), (1, "common.too_few_players"), (7, "common.too_many_players")])
def test_two_to_six_players(count, code):
    players = [(f"P{i}",) for i in range(count)]
    answer = game(sheet(*players))
    assert ("players", code) in errors(answer)
    assert "IPSO is for 2 to 6 players" in answer["errors"][0]["message"]


def test_names_are_compared_without_case_the_turkish_way():
    answer = game(sheet(("Irmak",), ("ırmak",), ("İpek",), ("ipek",)), lang="tr")
    assert errors(answer) == [("players.1.name", "common.duplicate_name"), ("players.3.name", "common.duplicate_name")]
    assert game(sheet(("Irmak",), ("ırmak",)), lang="en")["ok"]  # elsewhere I is the capital of i


def test_names_with_invisible_characters_or_too_long_are_refused():
    answer = game(sheet(("Ana\u200b",), ("B" * 41,)))
    assert errors(answer) == [("players.0.name", "common.name_invisible"), ("players.1.name", "common.name_too_long")]


def test_unnamed_players_are_called_player_n_in_the_answer_language():
    data = {"players": [{"name": "", "rounds": [typed(20, 1)]}, {"rounds": [typed(22, 1)]}]}
    assert [p["name"] for p in game(data, "fr")["players"]] == ["Joueur 1", "Joueur 2"]
    assert [p["name"] for p in game(data, "tr")["players"]] == ["1. oyuncu", "2. oyuncu"]
    assert winners(game(data, "en")) == ["Player 2"]


def test_a_single_game_has_one_round():
    answer = game(sheet(("Ana", typed(20), typed(21)), ("Bo", typed(20))))
    assert errors(answer) == [("players.0.rounds", "ipso.too_many_rounds")]


def test_a_round_is_a_pyramid_or_a_score_not_both():
    answer = game(sheet(("Ana", {"pyramid": TWENTY_SIX, "score": 26}), ("Bo", typed(20))))
    assert errors(answer) == [("players.0.rounds.0", "ipso.entry_both")]


@pytest.mark.parametrize("bad", [-1, 2.5, "20"])
def test_typed_scores_are_whole_numbers(bad):
    answer = game(sheet(("Ana", {"score": bad}), ("Bo", typed(20))), lang="fr")
    assert errors(answer) == [("players.0.rounds.0.score", "ipso.score_invalid")]
    assert answer["errors"][0]["message"].startswith("Manche 1 :")


def test_an_error_in_a_pyramid_on_the_sheet_names_its_row_and_card_and_its_path_the_player():
    broken = {**TWENTY_SIX, "rows": [TWENTY_SIX["rows"][0], TWENTY_SIX["rows"][1], TWENTY_SIX["rows"][2],
                                     [c(3, "purple"), c(21, "purple"), c(38, "purple"), c(55, "purple"), c(0, "purple")]]}
    answer = game(sheet(("Ana", typed(10, 0)), ("Bo", {"pyramid": broken})))
    assert errors(answer) == [("players.1.rounds.0.pyramid.rows.3.4.number", "ipso.number_invalid")]
    assert answer["errors"][0]["message"].startswith("Row 4, card 5:")


def test_one_bad_cell_leaves_every_other_players_total():
    """A sheet with a wrong cell still gives the totals of the players whose rounds are all right."""
    answer = game(sheet(("Ana", typed(20, 1), typed(22, 2)), ("Bo", typed(18, 0), typed(-1, 1)), ("Cem", typed(25, 3), None),
                        mode="tournament"))
    assert errors(answer) == [("players.1.rounds.1.score", "ipso.score_invalid")]
    assert [p["total"] for p in answer["players"]] == [42, None, 25]
    assert answer["players"][1]["rounds"][:2] == [{"score": 18, "stars": 0, "source": "typed"}, None]
    assert "ranking" not in answer


def test_a_card_used_twice_in_a_round_marks_only_the_later_player():
    answer = game(sheet(("Ana", {"pyramid": TWENTY_SIX}), ("Bo", {"pyramid": TWENTY_SIX}), ("Cem", typed(20, 1))))
    assert [p["total"] for p in answer["players"]] == [26, None, 20]


def test_an_empty_round_entry_means_not_played_yet():
    answer = game(sheet(("Ana", {}), ("Bo", None)))
    assert answer["players"][0]["rounds"] == [None]
    assert answer["rounds_played"] == 0 and answer["finished"] is False
