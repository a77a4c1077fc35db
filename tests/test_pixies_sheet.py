"""The score sheet of a whole Pixies game: totals, who leads, who wins, shared victory, who started each round."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import handle
from calculators.i18n import LANGUAGES
from calculators.pixies.cards import CARDS


def sheet(data, lang="en"):
    return handle({"game": "pixies", "action": "sheet", "lang": lang, "data": data})


def standing(data, lang="en"):
    answer = sheet(data, lang)
    assert answer["ok"], answer
    return answer


def players(**rounds):
    return [{"name": name, "rounds": scores} for name, scores in rounds.items()]


# --- Totals and the end of the game ------------------------------------------------------------


def test_a_total_is_the_sum_of_the_three_round_scores_negative_ones_included():
    answer = standing({"players": players(Ana=[32, -3, 40], Ben=[10, 12, 14])})
    assert [p["total"] for p in answer["players"]] == [69, 36]


def test_the_highest_total_after_round_three_wins():
    answer = standing({"players": players(Ana=[32, 28, 40], Ben=[30, 30, 39], Cem=[20, 25, 30])})
    assert answer["finished"] and answer["ranking"]["outcome"] == "win" and answer["ranking"]["winners"] == [0]
    assert answer["best_total"] == 100
    assert "Ana wins with 100 points" in " ".join(answer["explanation"])


def test_equal_best_totals_share_the_victory():
    answer = standing({"players": players(Ana=[32, 28, 40], Ben=[30, 30, 40], Cem=[20, 25, 30])})
    assert answer["ranking"]["outcome"] == "shared_victory" and answer["ranking"]["winners"] == [0, 1]
    assert [p["leader"] for p in answer["players"]] == [True, True, False]
    assert answer["explanation"][-1] == "Shared victory for Ana and Ben, tied on 100 points."


def test_equal_totals_below_the_best_share_nothing():
    answer = standing({"players": players(Ana=[40, 40, 40], Ben=[30, 30, 30], Cem=[30, 30, 30])})
    assert answer["ranking"]["outcome"] == "win" and answer["ranking"]["winners"] == [0]
    assert [place["rank"] for place in answer["ranking"]["places"]] == [1, 2, 2]


def test_before_round_three_the_sheet_names_a_leader_not_a_winner():
    answer = standing({"players": players(Ana=[32, 28], Ben=[30, 31])})
    assert not answer["finished"] and answer["ranking"]["outcome"] == "undecided"
    assert answer["leaders"] == ["Ben"] and answer["next_round"] == 3
    assert answer["complete_rounds"] == [1, 2]
    assert "So far, Ben leads with 61 points." in answer["explanation"]


def test_a_level_lead_is_said_as_such_before_the_end():
    answer = standing({"players": players(Ana=[30], Ben=[30], Cem=[12])})
    assert answer["leaders"] == ["Ana", "Ben"] and answer["ranking"]["outcome"] == "undecided"
    assert "So far, Ana and Ben are level at the top with 30 points." in answer["explanation"]


def test_a_blank_sheet_has_no_leader():
    answer = standing({"players": players(Ana=[], Ben=[None, None, None])})
    assert answer["leaders"] == [] and answer["best_total"] is None and answer["next_round"] == 1
    assert answer["explanation"][0].startswith("No score yet")


def test_a_round_half_scored_names_who_is_still_without_a_score():
    answer = standing({"players": players(Ana=[30, 12], Ben=[28], Cem=[20, 7, 5])})
    assert answer["missing"] == [{"round": 2, "players": ["Ben"]}, {"round": 3, "players": ["Ana", "Ben"]}]
    assert answer["complete_rounds"] == [1] and not answer["finished"]
    assert "Round 3: no score yet for Ana and Ben." in answer["explanation"]


def test_each_round_names_the_first_player_still_without_a_score_there():
    # Where the grid calculator puts its next total: player by player, in the sheet's order.
    answer = standing({"players": players(Ana=[30, 12], Ben=[28], Cem=[20, 7, None])})
    assert answer["next_players"] == [None, 1, 0] and answer["next_round"] == 2
    assert standing({"players": players(Ana=[1, 2, 3], Ben=[4, 5, 6])})["next_players"] == [None, None, None]


# --- Who starts each round ----------------------------------------------------------------------


def test_the_noted_starters_are_repeated_and_the_next_round_gets_the_rule():
    answer = standing({"players": players(Ana=[30], Ben=[28]), "starters": ["Ben"]})
    assert answer["starters"] == ["Ben", None, None]
    assert "Round 1: started by Ben." in answer["explanation"]
    assert any("Round 2 is started by whoever placed the last card of round 1" in line for line in answer["explanation"])


def test_a_starter_must_be_one_of_the_players():
    answer = sheet({"players": players(Ana=[30], Ben=[28]), "starters": [None, "Zoe"]})
    assert not answer["ok"]
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("starters.1", "pixies.turn.unknown_player")]


# --- Refusals, each at its field ------------------------------------------------------------------


@pytest.mark.parametrize(
    "data,path,code",
    [
        ({"players": players(Ana=[1])}, "players", "common.too_few_players"),
        ({"players": [{"name": n} for n in "ABCDEF"]}, "players", "common.too_many_players"),
        ({"players": players(Ana=[1], Ben=[1, 2, 3, 4])}, "players.1.rounds", "common.too_many"),
        ({"players": [{"name": "Ana"}, {"name": "ANA"}]}, "players.1.name", "common.duplicate_name"),
        ({"players": [{"name": "Ana"}, {"name": "A" * 41}]}, "players.1.name", "common.name_too_long"),
        ({"players": [{"name": "Ana"}, {"name": "B\u200ben"}]}, "players.1.name", "common.name_invisible"),
        ({"players": [{"name": "Ana", "rounds": [1.5]}, {"name": "Ben"}]}, "players.0.rounds.0", "common.expected_integer"),
        ({"players": [{"name": "Ana", "rounds": [1000]}, {"name": "Ben"}]}, "players.0.rounds.0", "common.out_of_range"),
        ({"players": [{"name": "Ana", "rounds": ["12"]}, {"name": "Ben"}]}, "players.0.rounds.0", "common.expected_integer"),
        ({"players": [{"name": "Ana", "score": 3}, {"name": "Ben"}]}, "players.0.score", "common.unknown_field"),
    ],
)
def test_a_bad_sheet_is_refused_at_the_field_at_fault(data, path, code):
    answer = sheet(data)
    assert not answer["ok"]
    assert (path, code) in [(e["path"], e["code"]) for e in answer["errors"]]


def test_every_problem_of_a_sheet_is_reported_at_once():
    answer = sheet({"players": [{"name": "Ana", "rounds": [30, 1000]}, {"name": "Ana", "rounds": [12]}]})
    assert sorted((e["path"], e["code"]) for e in answer["errors"]) == [
        ("players.0.rounds.1", "common.out_of_range"),
        ("players.1.name", "common.duplicate_name"),
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sentences_come_in_every_language_with_the_names_as_written(lang):
    name = "<img src=x onerror=alert(1)>"
    answer = standing({"players": players(**{name: [10, 10, 10], "Ben": [1, 1, 1]})}, lang)
    assert name in answer["explanation"][-1]
    assert answer["explanation"][-1] != standing({"players": players(**{name: [10, 10, 10], "Ben": [1, 1, 1]})}, "fr" if lang != "fr" else "en")["explanation"][-1]


# --- Names: the shared rules of calculators/players.py -------------------------------------------


def test_an_unnamed_player_is_called_player_n_in_the_answer_and_never_gets_a_typed_name():
    for lang, label in (("en", "Player 2"), ("fr", "Joueur 2"), ("tr", "2. oyuncu")):
        answer = standing({"players": [{"name": "Ana", "rounds": [3]}, {"name": "", "rounds": [5]}]}, lang)
        assert answer["players"][1]["name"] == label and answer["players"][1]["typed_name"] == ""
        assert any(label in line for line in answer["explanation"])  # "Player 2 leads"


def test_the_name_length_limit_is_reached_exactly():
    from calculators.players import NAME_LENGTH

    from calculators.registry import spec

    assert spec("pixies").widget_data()["limits"]["name_length"] == NAME_LENGTH
    longest = "N" * NAME_LENGTH
    assert standing({"players": players(**{longest: [1], "Ben": [2]})})["players"][0]["name"] == longest
    answer = sheet({"players": players(**{longest + "x": [1], "Ben": [2]})})
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("players.0.name", "common.name_too_long")]


def test_turkish_names_are_told_apart_the_turkish_way():
    # "IŞIK" and "ışık" are one name in Turkish; in English "I" is not the capital of "ı".
    data = {"players": players(**{"IŞIK": [1], "ışık": [2]})}
    assert [e["code"] for e in sheet(data, "tr")["errors"]] == ["common.duplicate_name"]
    assert sheet(data, "en")["ok"]


def test_six_players_are_refused_saying_pixies_is_for_two_to_five():
    answer = sheet({"players": [{"name": n} for n in "ABCDEF"]})
    assert answer["errors"][0]["message"] == "Pixies is for 2 to 5 players: 6 is too many."


def test_a_starter_can_be_given_by_index_for_unnamed_players():
    answer = standing({"players": [{"name": ""}, {"name": ""}], "starters": [1, None, None]})
    assert answer["starters"] == ["Player 2", None, None]
    assert "Round 1: started by Player 2." in answer["explanation"]


def test_every_bad_score_is_reported_at_its_own_cell():
    answer = sheet({"players": [{"name": "Ana", "rounds": [1000, 2, "x"]}, {"name": "Ben", "rounds": [1, -1000]}]})
    assert sorted(e["path"] for e in answer["errors"]) == ["players.0.rounds.0", "players.0.rounds.2", "players.1.rounds.1"]



def test_a_starter_may_be_named_by_the_label_of_an_unnamed_player():
    for lang, label in (("en", "player 2"), ("fr", "JOUEUR 2"), ("tr", "2. oyuncu")):
        answer = sheet({"players": [{"name": "Ana"}, {"name": ""}], "starters": [label, "Ana"]}, lang)
        assert answer["ok"], answer["errors"]
        assert answer["starters"][:2] == [answer["players"][1]["name"], "Ana"]


# --- Grids on the sheet: one deck a round ------------------------------------------------------

BOOKLET = {
    "1": {"card": "blue-1-1"}, "2": {"card": "multi-2-1"}, "3": {"card": "blue-3-1"}, "4": {"card": "blue-4-2"},
    "5": {"card": "green-5-2", "validated": True}, "6": {"back": True}, "7": {"card": "yellow-7-2"},
    "8": {"card": "blue-8-1", "validated": True}, "9": {"back": True},
}


def test_a_round_given_as_a_grid_is_scored_at_that_rounds_rate():
    answer = standing({"players": [{"name": "Ana", "rounds": [{"grid": BOOKLET}, 10, {"grid": BOOKLET}]}, {"name": "Ben", "rounds": [30]}]})
    assert answer["players"][0]["rounds"] == [32, 10, 40]


@settings(max_examples=40, deadline=None)
@given(card=st.sampled_from(CARDS), round_index=st.integers(0, 2), hidden=st.booleans())
def test_a_card_named_in_two_players_grids_of_one_round_is_refused(card, round_index, hidden):
    slot = str(card.number)
    first = {slot: {"card": card.id}}
    second = {slot: {"card": next(c.id for c in CARDS if c.number == card.number and c != card), "validated": True}} if hidden else {slot: {"card": card.id}}
    if hidden:  # named as the hidden card under a validated one of another player
        second[slot]["card_under"] = card.id
    rounds = [None, None, None]
    rounds[round_index] = {"grid": first}
    theirs = [None, None, None]
    theirs[round_index] = {"grid": second}
    answer = sheet({"players": [{"name": "Ana", "rounds": rounds}, {"name": "", "rounds": theirs}]})
    where = f"players.1.rounds.{round_index}.grid.{slot}" + (".card_under" if hidden else "")
    assert [(e["path"], e["code"], e["params"]["player"]) for e in answer["errors"]] == [(where, "pixies.sheet.card_in_other_grid", "Ana")]


def test_hidden_cards_across_players_need_copies_the_deck_still_has():
    # Each validated 1 is a pair (two 1s) with a back that can only hide a 1: six 1s, the deck has five.
    one = {"1": {"card": "blue-1-1", "validated": True}, "2": {"back": True}}
    two = {"1": {"card": "green-1-1", "validated": True}, "3": {"back": True}}
    answer = sheet({"players": [{"name": "Ana", "rounds": [{"grid": one}]}, {"name": "Ben", "rounds": [{"grid": two}]}]})
    (error,) = answer["errors"]
    assert (error["path"], error["code"], error["params"]["needed"], error["params"]["copies"]) == ("players.1.rounds.0.grid", "pixies.sheet.round_needs_copies", 4, 3)
    assert standing({"players": [{"name": "Ana", "rounds": [{"grid": one}]}, {"name": "Ben", "rounds": [{"grid": {"5": {"card": "blue-5-1"}}}]}]})


def test_a_round_left_empty_before_a_scored_one_is_warned_about():
    answer = standing({"players": players(Ana=[30, None, 25], Ben=[28, 20, 22])})
    assert [(w["path"], w["code"], w["params"]) for w in answer["warnings"]] == [("players.0.rounds.1", "common.round_skipped", {"round": 2, "later": 3})]


@settings(max_examples=60, deadline=None)
@given(rows=st.lists(st.lists(st.none() | st.integers(-10, 60), max_size=3), min_size=2, max_size=5))
def test_every_round_left_empty_before_a_scored_one_is_named(rows):
    answer = standing({"players": [{"name": f"P{i}", "rounds": row} for i, row in enumerate(rows)]})
    expected = [
        (f"players.{i}.rounds.{r}", r + 1, next(later for later in range(r + 1, len(row)) if row[later] is not None) + 1)
        for i, row in enumerate(rows)
        for r in range(len(row))
        if row[r] is None and any(score is not None for score in row[r + 1 :])
    ]
    assert [(w["path"], w["params"]["round"], w["params"]["later"]) for w in answer["warnings"]] == expected
