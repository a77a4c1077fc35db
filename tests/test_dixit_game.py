"""Dixit game tracker (``dixit game``): totals, storyteller rotation, end of the game, winners."""

import pytest

from calculators.api import handle

FOUR = ["Léa", "Tom", "Camille", "Hugo"]


def game(data, lang="en"):
    return handle({"game": "dixit", "action": "game", "lang": lang, "data": data})


def errors(answer):
    assert answer["ok"] is False, answer
    return {(error["path"], error["code"]) for error in answer["errors"]}


def everyone_finds(players, storyteller):
    return {name: storyteller for name in players if name != storyteller}


def test_a_new_game_has_zero_points_and_the_first_player_tells_first():
    answer = game({"players": FOUR, "rounds": []})
    assert answer["totals"] == {name: 0 for name in FOUR}
    assert answer["next_storyteller"] == "Léa"
    assert answer["over"] is False and answer["ranking"]["winners"] == []
    assert answer["ranking"]["outcome"] == "none"


def test_the_storyteller_passes_to_the_left_each_round_and_wraps():
    rounds = [{"votes": everyone_finds(FOUR, s)} for s in FOUR] + [{"votes": everyone_finds(FOUR, "Léa")}]
    answer = game({"players": FOUR, "rounds": rounds})
    assert [r["storyteller"] for r in answer["rounds"]] == FOUR + ["Léa"]
    assert answer["next_storyteller"] == "Tom"


def test_first_storyteller_can_be_anyone_and_the_rotation_follows_from_there():
    answer = game({"players": FOUR, "first_storyteller": "Camille", "rounds": [{"votes": everyone_finds(FOUR, "Camille")}]})
    assert answer["rounds"][0]["storyteller"] == "Camille"
    assert answer["next_storyteller"] == "Hugo"


def test_round_one_storyteller_given_sets_the_start():
    answer = game({"players": FOUR, "rounds": [{"storyteller": "Hugo", "votes": everyone_finds(FOUR, "Hugo")}]})
    assert answer["next_storyteller"] == "Léa"


def test_totals_add_up_round_after_round():
    rounds = [
        {"votes": {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom"}},  # Léa 3, Tom 4, Camille 3, Hugo 0
        {"votes": {"Léa": "Hugo", "Camille": "Hugo", "Hugo": "Léa"}},  # nobody: Léa 3, Tom 0, Camille 2, Hugo 4
    ]
    answer = game({"players": FOUR, "rounds": rounds})
    assert answer["rounds"][0]["totals"] == {"Léa": 3, "Tom": 4, "Camille": 3, "Hugo": 0}
    assert answer["totals"] == {"Léa": 6, "Tom": 4, "Camille": 5, "Hugo": 4}
    # The places of a game that goes on: Léa first, Camille second, Tom and Hugo share third.
    places = {place["name"]: place["rank"] for place in answer["ranking"]["places"]}
    assert places == {"Léa": 1, "Camille": 2, "Tom": 3, "Hugo": 3}
    assert answer["ranking"]["outcome"] == "none" and answer["ranking"]["winners"] == []


def test_the_game_goes_on_at_29():
    answer = game({"players": FOUR, "starting_scores": {"Tom": 27}, "rounds": [{"votes": everyone_finds(FOUR, "Léa")}]})
    assert answer["totals"]["Tom"] == 29 and answer["over"] is False and answer["next_storyteller"] == "Tom"


def test_the_game_ends_at_the_end_of_the_round_where_someone_reaches_30_and_the_most_points_win():
    # Hugo tells; Léa (27) finds it and draws a vote: 31. Tom (28) draws Camille's vote... and missed.
    answer = game({
        "players": FOUR, "first_storyteller": "Hugo",
        "starting_scores": {"Léa": 27, "Tom": 28, "Camille": 29, "Hugo": 20},
        "rounds": [{"votes": {"Léa": "Hugo", "Tom": "Léa", "Camille": "Tom"}}],
    })
    assert answer["over"] is True and answer["ended_in_round"] == 1
    assert answer["totals"] == {"Léa": 31, "Tom": 29, "Camille": 29, "Hugo": 23}
    assert answer["rounds"][0]["reached"] == ["Léa"]
    assert answer["ranking"]["outcome"] == "win" and answer["ranking"]["winners"] == [0]
    assert answer["next_storyteller"] is None


def test_someone_passing_30_first_does_not_win_if_another_ends_the_round_higher():
    answer = game({
        "players": FOUR, "starting_scores": {"Léa": 28, "Tom": 27},
        "rounds": [{"votes": {"Tom": "Léa", "Camille": "Tom", "Hugo": "Tom"}}],  # Léa 31, Tom 32
    })
    assert answer["rounds"][0]["reached"] == ["Léa", "Tom"]
    assert answer["ranking"]["winners"] == [1] and answer["ranking"]["places"][0]["name"] == "Tom"


def test_equal_best_scores_share_the_victory():
    answer = game({
        "players": FOUR, "starting_scores": {"Tom": 27, "Camille": 27},
        "rounds": [{"votes": {"Tom": "Léa", "Camille": "Léa", "Hugo": "Léa"}}],  # all found: others +2
    })
    assert answer["over"] is False  # 29 each
    answer = game({
        "players": FOUR, "starting_scores": {"Tom": 28, "Camille": 28},
        "rounds": [{"votes": {"Tom": "Léa", "Camille": "Léa", "Hugo": "Léa"}}],
    })
    assert answer["ranking"]["outcome"] == "shared_victory" and answer["ranking"]["winners"] == [1, 2]
    assert any("Tom and Camille" in line for line in answer["explanation"])


def test_no_round_may_follow_the_one_that_ended_the_game():
    rounds = [{"votes": everyone_finds(FOUR, "Léa")}, {"votes": everyone_finds(FOUR, "Tom")}]
    answer = game({"players": FOUR, "starting_scores": {"Tom": 29}, "rounds": rounds})
    assert errors(answer) == {("rounds.1", "dixit.round_after_end")}


def test_a_long_game_is_played_to_its_end():
    rounds, answer = [], None
    for number in range(40):
        storyteller = FOUR[number % 4]
        voters = [name for name in FOUR if name != storyteller]
        rounds.append({"votes": {voters[0]: storyteller, voters[1]: voters[2], voters[2]: voters[0]}})
        answer = game({"players": FOUR, "rounds": rounds})
        if answer["over"]:
            break
    assert answer["over"] and max(answer["totals"].values()) >= 30
    assert all(total < 30 for total in answer["rounds"][-2]["totals"].values())


def test_errors_point_at_the_round_and_the_vote():
    rounds = [{"votes": everyone_finds(FOUR, "Léa")}, {"votes": {"Léa": "Léa", "Camille": "Tom", "Hugo": "Tom"}}]
    assert errors(game({"players": FOUR, "rounds": rounds})) == {("rounds.1.votes.Léa", "dixit.vote_self")}


def test_starting_scores_are_checked():
    found = errors(game({"players": FOUR, "starting_scores": {"Zoé": 3, "Tom": 30, "léa": 2, "LÉA": 4}, "rounds": []}))
    assert ("starting_scores.Zoé", "dixit.score_unknown_player") in found
    assert ("starting_scores.Tom", "common.out_of_range") in found
    assert ("starting_scores.LÉA", "dixit.score_twice") in found


def test_unknown_first_storyteller_is_refused():
    assert ("first_storyteller", "dixit.storyteller_unknown") in errors(game({"players": FOUR, "first_storyteller": "Zoé"}))


# --- rounds out of order (the rules: the storyteller passes to the left every round) -----------------


def test_a_round_recorded_after_a_missing_one_is_reported():
    # Léa told round 1; round 2 is given to Hugo: Tom's and Camille's rounds are missing.
    rounds = [{"votes": everyone_finds(FOUR, "Léa")}, {"storyteller": "Hugo", "votes": everyone_finds(FOUR, "Hugo")}]
    answer = game({"players": FOUR, "rounds": rounds})
    assert errors(answer) == {("rounds.1.storyteller", "dixit.round_missing")}
    assert answer["errors"][0]["params"]["missing"] == ["Tom", "Camille"]
    assert "missing" in answer["errors"][0]["message"] and "Tom, Camille" in answer["errors"][0]["message"]


def test_a_round_left_empty_before_recorded_rounds_is_reported_as_missing():
    rounds = [{"votes": everyone_finds(FOUR, "Léa")}, {"votes": {}}, {"votes": everyone_finds(FOUR, "Camille")}]
    answer = game({"players": FOUR, "rounds": rounds})
    assert errors(answer) == {("rounds.1", "dixit.round_empty")}
    assert "Tom" in answer["errors"][0]["message"]
    assert errors(game({"players": FOUR, "rounds": [rounds[0], None, rounds[2]]})) == {("rounds.1", "dixit.round_empty")}


def test_the_votes_after_a_skipped_storyteller_are_read_for_the_storyteller_given():
    # Only the skipped round is reported, not a cascade of votes read for the wrong storyteller.
    rounds = [
        {"votes": everyone_finds(FOUR, "Léa")},
        {"storyteller": "Camille", "votes": everyone_finds(FOUR, "Camille")},
        {"votes": everyone_finds(FOUR, "Hugo")},
    ]
    assert errors(game({"players": FOUR, "rounds": rounds})) == {("rounds.1.storyteller", "dixit.round_missing")}


def test_the_same_storyteller_twice_in_a_row_is_reported_as_such():
    rounds = [{"votes": everyone_finds(FOUR, "Léa")}, {"storyteller": "Léa", "votes": everyone_finds(FOUR, "Léa")}]
    answer = game({"players": FOUR, "rounds": rounds})
    assert errors(answer) == {("rounds.1.storyteller", "dixit.wrong_storyteller")}
    assert "told the round before" in answer["errors"][0]["message"]


@pytest.mark.parametrize("lang,word", [("fr", "précédent"), ("en", "previous"), ("tr", "önceki")])
def test_the_first_storytellers_message_does_not_speak_of_a_previous_storyteller(lang, word):
    rounds = [{"storyteller": "Léa", "votes": everyone_finds(FOUR, "Léa")}]
    answer = game({"players": FOUR, "first_storyteller": "Tom", "rounds": rounds}, lang=lang)
    assert errors(answer) == {("rounds.0.storyteller", "dixit.wrong_first_storyteller")}
    message = answer["errors"][0]["message"]
    assert "Tom" in message and "Léa" in message and word not in message.lower()


# --- players left unnamed, names in sentences ------------------------------------------------------


def test_unnamed_players_are_tracked_under_their_default_label():
    answer = game({"players": ["", "Ana", "", ""], "rounds": [{"votes": {"Ana": "Player 1", "Player 3": "Player 1", "Player 4": "Ana"}}]})
    assert answer["players"] == ["Player 1", "Ana", "Player 3", "Player 4"]
    assert answer["totals"] == {"Player 1": 3, "Ana": 4, "Player 3": 3, "Player 4": 0}
    assert answer["next_storyteller"] == "Ana"


def french_round(storyteller, votes):
    data = {"players": ["Ana", "Tom", "Cem"], "storyteller": storyteller, "votes": votes}
    return handle({"game": "dixit", "action": "round", "lang": "fr", "data": data})


def test_french_writes_d_before_a_vowel_and_de_before_a_consonant():
    # Nobody found Cem's card: Ana's vote went to Tom, Tom's to Ana.
    answer = french_round("Cem", {"Ana": "Tom", "Tom": "Ana"})
    why = {player["name"]: player["why"] for player in answer["players"]}
    assert why["Tom"].endswith("1 pour le vote reçu d'Ana")
    assert why["Ana"].endswith("1 pour le vote reçu de Tom")
    assert answer["explanation"][-1] == "Prochain conteur : Ana, assis à gauche de Cem."
    assert french_round("Ana", {"Tom": "Ana", "Cem": "Tom"})["explanation"][-1] == "Prochain conteur : Tom, assis à gauche d'Ana."


def test_points_carry_a_sign_in_the_round_lines():
    answer = game({"players": FOUR, "rounds": [{"votes": {"Tom": "Léa", "Camille": "Hugo", "Hugo": "Léa"}}]})
    assert answer["rounds"][0]["line"] == "Round 1, storyteller Léa, card found by some: Léa +3, Tom +3, Camille 0, Hugo +4."
    assert answer["rounds"][0]["line"] in answer["explanation"]


def test_each_round_of_the_answer_carries_its_own_scores_and_explanation():
    answer = game({"players": FOUR, "rounds": [{"votes": {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom"}}]}, lang="tr")
    first = answer["rounds"][0]
    assert first["number"] == 1 and first["points"]["Tom"] == 4
    assert first["explanation"] and answer["explanation"][-1].startswith("Henüz kimse")


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_the_winner_sentence_is_localized(lang):
    answer = game({"players": FOUR, "starting_scores": {"Léa": 29}, "rounds": [{"votes": {"Tom": "Léa", "Camille": "Hugo", "Hugo": "Tom"}}]}, lang=lang)
    assert answer["ranking"]["winners"] == [0]
    assert "Léa" in answer["explanation"][-1] and "32" in answer["explanation"][-1]


def test_command_line_tracks_a_game():
    import json
    import subprocess
    import sys
    from pathlib import Path

    request = {"players": FOUR, "starting_scores": {"Léa": 29}, "rounds": [{"votes": {"Tom": "Léa", "Camille": "Hugo", "Hugo": "Tom"}}]}
    done = subprocess.run(
        [sys.executable, "-m", "calculators", "dixit", "game", "--lang", "fr"],
        input=json.dumps(request), capture_output=True, text=True, cwd=Path(__file__).resolve().parent.parent, check=False,
    )
    answer = json.loads(done.stdout)
    assert done.returncode == 0 and answer["ranking"]["winners"] == [0] and answer["explanation"][-1] == "Léa gagne avec 32 points."


@pytest.mark.parametrize("blank", [None, {}, {"votes": {}}])
def test_a_last_round_not_entered_yet_is_named_precisely(blank):
    answer = handle({"game": "dixit", "action": "game", "lang": "en", "data": {"players": ["Ana", "Bo", "Cem"], "rounds": [blank]}})
    assert [(e["path"], e["code"], e["params"]["name"]) for e in answer["errors"]] == [("rounds.0", "dixit.round_no_votes", "Ana")]
