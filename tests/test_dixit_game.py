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
    assert answer["over"] is False and answer["winners"] == []


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


def test_a_storyteller_out_of_turn_is_refused():
    rounds = [{"votes": everyone_finds(FOUR, "Léa")}, {"storyteller": "Hugo", "votes": everyone_finds(FOUR, "Hugo")}]
    answer = game({"players": FOUR, "rounds": rounds})
    assert ("rounds.1.storyteller", "dixit.wrong_storyteller") in errors(answer)
    assert "Tom" in answer["errors"][0]["message"]


def test_totals_add_up_round_after_round():
    rounds = [
        {"votes": {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom"}},  # Léa 3, Tom 4, Camille 3, Hugo 0
        {"votes": {"Léa": "Hugo", "Camille": "Hugo", "Hugo": "Léa"}},  # nobody: Léa 3, Tom 0, Camille 2, Hugo 4
    ]
    answer = game({"players": FOUR, "rounds": rounds})
    assert answer["rounds"][0]["totals"] == {"Léa": 3, "Tom": 4, "Camille": 3, "Hugo": 0}
    assert answer["totals"] == {"Léa": 6, "Tom": 4, "Camille": 5, "Hugo": 4}
    assert answer["leaders"] == ["Léa"]


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
    assert answer["winners"] == ["Léa"]
    assert answer["next_storyteller"] is None


def test_someone_passing_30_first_does_not_win_if_another_ends_the_round_higher():
    answer = game({
        "players": FOUR, "starting_scores": {"Léa": 28, "Tom": 27},
        "rounds": [{"votes": {"Tom": "Léa", "Camille": "Tom", "Hugo": "Tom"}}],  # Léa 31, Tom 32
    })
    assert answer["rounds"][0]["reached"] == ["Léa", "Tom"]
    assert answer["winners"] == ["Tom"]


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
    assert answer["winners"] == ["Tom", "Camille"]
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


def test_each_round_of_the_answer_carries_its_own_scores_and_explanation():
    answer = game({"players": FOUR, "rounds": [{"votes": {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom"}}]}, lang="tr")
    first = answer["rounds"][0]
    assert first["number"] == 1 and first["points"]["Tom"] == 4
    assert first["explanation"] and answer["explanation"][-1].startswith("Henüz kimse")


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_the_winner_sentence_is_localized(lang):
    answer = game({"players": FOUR, "starting_scores": {"Léa": 29}, "rounds": [{"votes": {"Tom": "Léa", "Camille": "Hugo", "Hugo": "Tom"}}]}, lang=lang)
    assert answer["winners"] == ["Léa"]
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
    assert done.returncode == 0 and answer["winners"] == ["Léa"] and answer["explanation"][-1] == "Léa gagne avec 32 points."
