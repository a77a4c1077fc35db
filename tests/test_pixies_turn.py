"""The flow of a round: who picks in an offer, who opens the next one, when the round stops and who starts the next."""

import pytest

from calculators.api import handle
from calculators.i18n import LANGUAGES

NAMES = ["Ana", "Ben", "Cem", "Deniz", "Eli"]


def turn(data, lang="en"):
    return handle({"game": "pixies", "action": "turn", "lang": lang, "data": data})


def flow(data, lang="en"):
    answer = turn(data, lang)
    assert answer["ok"], answer
    return answer


def full(player):
    return {"player": player, "grid_full": True}


# --- Offers at 3, 4 and 5 players ------------------------------------------------------------


@pytest.mark.parametrize("count", [3, 4, 5])
def test_an_offer_reveals_one_card_per_player_picked_clockwise(count):
    players = NAMES[:count]
    answer = flow({"players": players, "opener": players[1]})
    assert answer["offer_size"] == count
    assert answer["order"] == players[1:] + players[:1]
    assert answer["next_player"] == players[1] and answer["cards_left"] == count


@pytest.mark.parametrize("count", [3, 4, 5])
def test_the_last_to_pick_opens_the_next_offer(count):
    players = NAMES[:count]
    opener = players[2]
    order = flow({"players": players, "opener": opener})["order"]
    answer = flow({"players": players, "opener": opener, "picks": order})
    assert answer["new_offer"] and not answer["round_over"]
    assert answer["next_player"] == answer["next_offer_opener"] == order[-1] == players[1]


def test_the_next_player_is_named_mid_offer():
    answer = flow({"players": NAMES[:4], "opener": "Ana", "picks": ["Ana", "Ben"]})
    assert answer["next_player"] == "Cem" and answer["cards_left"] == 2
    assert answer["next_offer_opener"] == "Deniz"


@pytest.mark.parametrize("count", [3, 4, 5])
def test_a_full_grid_lets_the_rest_of_the_offer_play_then_stops(count):
    players = NAMES[:count]
    answer = flow({"players": players, "opener": "Ana", "picks": [full("Ana")]})
    assert not answer["round_over"]
    assert answer["still_to_play"] == players[1:]
    assert answer["next_player"] == "Ben"
    done = flow({"players": players, "opener": "Ana", "picks": [full("Ana")] + players[1:]})
    assert done["round_over"] and done["cards_left"] == 0 and done["next_player"] is None
    # The last player to play starts the next round.
    assert done["next_round_starter"] == players[-1]


def test_a_grid_filled_by_the_last_pick_ends_the_round_at_once():
    answer = flow({"players": NAMES[:3], "opener": "Cem", "picks": ["Cem", "Ana", full("Ben")]})
    assert answer["round_over"] and answer["next_round_starter"] == "Ben"


# --- Two players -----------------------------------------------------------------------------


def test_two_players_take_four_cards_a_b_a_b_and_b_opens_the_next_offer():
    answer = flow({"players": ["Ana", "Ben"], "opener": "Ana"})
    assert answer["offer_size"] == 4 and answer["order"] == ["Ana", "Ben", "Ana", "Ben"]
    done = flow({"players": ["Ana", "Ben"], "opener": "Ana", "picks": ["Ana", "Ben", "Ana", "Ben"]})
    assert done["new_offer"] and done["next_player"] == "Ben"
    assert flow({"players": ["Ana", "Ben"], "opener": "Ben"})["order"] == ["Ben", "Ana", "Ben", "Ana"]


def test_two_players_a_grid_filled_by_the_first_card_lets_b_take_one_then_stops():
    start = flow({"players": ["Ana", "Ben"], "opener": "Ana", "picks": [full("Ana")]})
    assert start["next_player"] == "Ben" and start["still_to_play"] == ["Ben"]
    answer = flow({"players": ["Ana", "Ben"], "opener": "Ana", "picks": [full("Ana"), "Ben"]})
    assert answer["round_over"]
    assert answer["cards_left"] == 2  # two cards stay on the table
    assert answer["next_round_starter"] == "Ben"


def test_two_players_a_full_grid_gets_no_new_choice():
    answer = turn({"players": ["Ana", "Ben"], "opener": "Ana", "picks": [full("Ana"), "Ben", "Ana"]})
    assert not answer["ok"]
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("picks.2", "pixies.turn.full_grid_no_choice")]


def test_two_players_a_grid_filled_on_the_second_pass_finishes_only_that_pass():
    midway = flow({"players": ["Ana", "Ben"], "opener": "Ana", "picks": ["Ana", "Ben", full("Ana")]})
    assert not midway["round_over"] and midway["next_player"] == "Ben" and midway["still_to_play"] == ["Ben"]
    answer = flow({"players": ["Ana", "Ben"], "opener": "Ana", "picks": ["Ana", "Ben", full("Ana"), "Ben"]})
    assert answer["round_over"] and answer["cards_left"] == 0 and answer["next_round_starter"] == "Ben"


def test_two_players_a_grid_filled_by_the_second_player_stops_when_level():
    answer = flow({"players": ["Ana", "Ben"], "opener": "Ana", "picks": ["Ana", full("Ben")]})
    assert answer["round_over"] and answer["cards_left"] == 2
    assert answer["next_round_starter"] == "Ben"
    after = turn({"players": ["Ana", "Ben"], "opener": "Ana", "picks": ["Ana", full("Ben"), "Ana"]})
    assert [(e["path"], e["code"]) for e in after["errors"]] == [("picks.2", "pixies.turn.round_already_over")]


def test_two_players_in_an_offer_opened_by_b_a_plays_last():
    answer = flow({"players": ["Ana", "Ben"], "opener": "Ben", "picks": [full("Ben"), "Ana"]})
    assert answer["round_over"] and answer["next_round_starter"] == "Ana"


# --- End of game and refusals ----------------------------------------------------------------


def test_the_third_round_ends_the_game():
    answer = flow({"players": NAMES[:3], "opener": "Ana", "picks": [full("Ana"), "Ben", "Cem"], "round": 3})
    assert answer["round_over"] and answer["game_over"]
    assert answer["next_round_starter"] is None
    assert "highest total wins" in answer["explanation"][-1]


def test_a_pick_out_of_order_is_refused():
    answer = turn({"players": NAMES[:3], "opener": "Ana", "picks": ["Ana", "Cem"]})
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("picks.1", "pixies.turn.wrong_player")]
    assert answer["errors"][0]["params"] == {"index": 2, "expected": "Ben", "player": "Cem"}


def test_an_offer_has_no_more_cards_than_its_size():
    answer = turn({"players": NAMES[:3], "opener": "Ana", "picks": ["Ana", "Ben", "Cem", "Cem"]})
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("picks.3", "pixies.turn.offer_exhausted")]


@pytest.mark.parametrize(
    "data,path,code",
    [
        ({"players": ["Ana"]}, "players", "common.too_few_players"),
        ({"players": NAMES + ["Fay"]}, "players", "common.too_many_players"),
        ({"players": ["Ana", "ana"]}, "players.1", "common.duplicate_name"),
        ({"players": ["Ana", "Ben"], "opener": 2}, "opener", "common.out_of_range"),
        ({"players": ["Ana", "Ben"], "opener": "Zoe"}, "opener", "pixies.turn.unknown_player"),
        ({"players": ["Ana", "Ben"], "picks": ["Zoe"]}, "picks.0.player", "pixies.turn.unknown_player"),
        ({"players": ["Ana", "Ben"], "picks": [{"player": "Ana", "grid_full": "yes"}]}, "picks.0.grid_full", "common.expected_boolean"),
        ({"players": ["Ana", "Ben"], "round": 4}, "round", "common.out_of_range"),
    ],
)
def test_bad_requests_point_at_the_field(data, path, code):
    answer = turn(data)
    assert not answer["ok"]
    assert (path, code) in [(e["path"], e["code"]) for e in answer["errors"]]


def test_the_opener_defaults_to_the_first_player():
    assert flow({"players": ["Ana", "Ben", "Cem"]})["next_player"] == "Ana"


def test_the_flow_is_told_in_every_language():
    data = {"players": ["Ana", "Ben"], "opener": "Ana", "picks": [full("Ana"), "Ben"]}
    texts = {lang: flow(data, lang)["explanation"] for lang in LANGUAGES}
    assert "Ben" in texts["fr"][-1] and "manche" in texts["fr"][-1]
    assert "Ben" in texts["tr"][-1] and "raund" in texts["tr"][-1]
    assert "Ben" in texts["en"][-1] and "round" in texts["en"][-1]


def test_six_players_are_refused_saying_pixies_is_for_two_to_five():
    answer = turn({"players": NAMES + ["Fay"]}, "fr")
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("players", "common.too_many_players")]
    assert answer["errors"][0]["message"] == "Pixies se joue de 2 à 5 joueurs : 6, c'est trop."


def test_unnamed_players_are_called_player_n_and_referred_to_by_index():
    answer = flow({"players": ["", "", "Cem"], "opener": 1, "picks": [1, {"player": 2, "grid_full": True}]})
    assert answer["order"] == ["Player 2", "Cem", "Player 1"]
    assert answer["next_player"] == "Player 1" and answer["next_player_index"] == 0
    assert answer["still_to_play"] == ["Player 1"]
    done = flow({"players": ["", "", "Cem"], "opener": 1, "picks": [1, {"player": 2, "grid_full": True}, 0]})
    assert done["next_round_starter"] == "Player 1" and done["next_round_starter_index"] == 0


def test_a_name_is_found_without_case():
    assert flow({"players": ["Ana", "Ben"], "opener": "BEN"})["opener_index"] == 1

