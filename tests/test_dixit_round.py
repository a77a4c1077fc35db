"""Dixit round scorer (``dixit round``): what a table sees when it scores one round."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from calculators.api import handle

ROOT = Path(__file__).resolve().parent.parent
FIVE = ["Léa", "Tom", "Camille", "Hugo", "Inès"]


def score(players, storyteller, votes, lang="en", **extra):
    data = {"players": players, "storyteller": storyteller, "votes": votes, **extra}
    return handle({"game": "dixit", "action": "round", "lang": lang, "data": data})


def errors(answer):
    assert answer["ok"] is False, answer
    return {(error["path"], error["code"]) for error in answer["errors"]}


# --- scoring -----------------------------------------------------------------------------------


def test_source_example_storyteller_and_finders_score_three_and_votes_received_add_up():
    answer = score(FIVE, "Léa", {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"})
    assert answer["ok"]
    assert answer["points"] == {"Léa": 3, "Tom": 5, "Camille": 3, "Hugo": 0, "Inès": 0}
    assert answer["outcome"] == "some"
    assert answer["finders"] == ["Tom", "Camille"]
    tom = answer["players"][1]
    assert (tom["base"], tom["bonus"], tom["voted_by"]) == (3, 2, ["Hugo", "Inès"])


def test_everyone_found_gives_the_storyteller_nothing_and_the_others_two():
    answer = score(FIVE, "Tom", {"Léa": "Tom", "Camille": "Tom", "Hugo": "Tom", "Inès": "Tom"})
    assert answer["outcome"] == "all"
    assert answer["points"] == {"Léa": 2, "Tom": 0, "Camille": 2, "Hugo": 2, "Inès": 2}


def test_nobody_found_gives_two_to_the_others_plus_their_votes_received():
    answer = score(FIVE, "Camille", {"Léa": "Hugo", "Tom": "Hugo", "Hugo": "Inès", "Inès": "Léa"})
    assert answer["outcome"] == "none"
    assert answer["points"] == {"Léa": 3, "Tom": 2, "Camille": 0, "Hugo": 4, "Inès": 3}


def test_votes_on_the_storyteller_card_never_give_the_storyteller_a_bonus():
    answer = score(FIVE, "Léa", {"Tom": "Léa", "Camille": "Léa", "Hugo": "Léa", "Inès": "Tom"})
    storyteller = answer["players"][0]
    assert storyteller["votes_received"] == 3 and storyteller["bonus"] == 0
    assert answer["points"]["Léa"] == 3


def test_a_player_who_missed_still_scores_the_votes_their_card_drew():
    answer = score(FIVE, "Léa", {"Tom": "Hugo", "Camille": "Léa", "Hugo": "Camille", "Inès": "Hugo"})
    assert answer["points"]["Hugo"] == 2  # missed (0) + 2 votes received
    assert answer["points"]["Tom"] == 0


def test_three_players_a_card_pair_draws_at_most_the_other_voters_vote():
    answer = score(["Ana", "Ben", "Cem"], "Ana", {"Ben": "Cem", "Cem": "Ana"})
    assert answer["points"] == {"Ana": 3, "Ben": 0, "Cem": 4}
    assert answer["hand_size"] == 7 and answer["cards_handed_in"] == 2
    assert any("two cards" in line for line in answer["explanation"])


def test_three_players_nobody_found():
    answer = score(["Ana", "Ben", "Cem"], "Ben", {"Ana": "Cem", "Cem": "Ana"})
    assert answer["points"] == {"Ana": 3, "Ben": 0, "Cem": 3}


def test_hand_size_is_six_from_four_players():
    answer = score(["A", "B", "C", "D"], "A", {"B": "A", "C": "D", "D": "C"})
    assert answer["hand_size"] == 6 and answer["cards_handed_in"] == 1


def test_next_storyteller_is_the_player_on_the_left_wrapping_round_the_table():
    assert score(FIVE, "Léa", {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"})["next_storyteller"] == "Tom"
    last = score(FIVE, "Inès", {"Léa": "Inès", "Tom": "Léa", "Camille": "Léa", "Hugo": "Tom"})
    assert last["next_storyteller"] == "Léa"


def test_names_match_whatever_their_case_and_spaces_and_are_shown_as_listed():
    answer = score(FIVE, " léa ", {"TOM": "LÉA", "camille": "léa", "Hugo ": "tom", "inès": "Tom"})
    assert answer["ok"], answer
    assert answer["storyteller"] == "Léa"
    assert answer["points"] == {"Léa": 3, "Tom": 5, "Camille": 3, "Hugo": 0, "Inès": 0}


def test_decomposed_accents_match_composed_ones():
    decomposed = "Le\u0301a"
    answer = score(FIVE, decomposed, {"Tom": decomposed, "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"})
    assert answer["ok"] and answer["points"]["Léa"] == 3


@pytest.mark.parametrize("lang,word", [("fr", "conteur"), ("en", "storyteller"), ("tr", "anlatıcı")])
def test_explanation_and_reasons_are_in_the_requested_language(lang, word):
    answer = score(FIVE, "Léa", {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"}, lang=lang)
    assert word in answer["explanation"][0].lower()
    assert word in answer["players"][0]["why"]
    assert all("dixit." not in line for line in answer["explanation"])


# --- validation ---------------------------------------------------------------------------------


def test_more_than_six_players_says_the_rules_here_are_for_three_to_six():
    answer = score(FIVE + ["Jo", "Max"], "Léa", {})
    assert ("players", "common.too_many_players") in errors(answer)
    message = answer["errors"][0]["message"]
    assert "Dixit" in message and "3" in message and "6" in message and "7" in message


def test_fewer_than_three_players_is_refused():
    assert ("players", "common.too_few_players") in errors(score(["A", "B"], "A", {"B": "A"}))


def test_names_must_be_unique_whatever_their_case():
    found = errors(score(["Léa", "Tom", "léa", "Hugo"], "Léa", {}))
    assert found == {("players.2", "common.duplicate_name")}


def test_turkish_compares_names_with_dotted_and_dotless_i():
    # In Turkish "IŞIK" is the capital of "ışık", not of "işik"; in English both are the same.
    players = ["ışık", "IŞIK", "Ada"]
    assert errors(score(players, "Ada", {}, lang="tr")) == {("players.1", "common.duplicate_name")}
    answer = score(["işik", "IŞIK", "Ada"], "Ada", {"işik": "Ada", "IŞIK": "işik"}, lang="tr")
    assert answer["ok"], answer
    assert answer["points"] == {"işik": 4, "IŞIK": 0, "Ada": 3}


def test_names_are_capped_and_invisible_characters_refused():
    found = errors(score(["A" * 41, "Tom\nX", "Hugo\u202e", "Zoé\u200b", 7], "Tom", {}))
    assert ("players.0", "common.name_too_long") in found
    assert ("players.1", "common.name_invisible") in found
    assert ("players.2", "common.name_invisible") in found
    assert ("players.3", "common.name_invisible") in found
    assert ("players.4", "common.expected_string") in found


def test_the_name_limit_is_the_shared_one_and_is_reached_exactly():
    from calculators.dixit.spec import SPEC
    from calculators.players import NAME_LENGTH

    assert SPEC.widget_data()["limits"]["name_length"] == NAME_LENGTH
    longest = "x" * NAME_LENGTH
    assert score([longest, "Tom", "Hugo"], longest, {"Tom": longest, "Hugo": "Tom"})["ok"]
    assert errors(score([longest + "y", "Tom", "Hugo"], "Tom", {})) == {("players.0", "common.name_too_long")}


# --- players left unnamed -------------------------------------------------------------------------


@pytest.mark.parametrize("lang,label", [("fr", "Joueur 2"), ("en", "Player 2"), ("tr", "2. oyuncu")])
def test_an_unnamed_player_is_called_by_the_default_label_of_the_language(lang, label):
    answer = score(["Ana", "", "Cem"], label, {"Ana": label, "Cem": "Ana"}, lang=lang)
    assert answer["ok"], answer
    assert answer["storyteller"] == label
    assert [player["name"] for player in answer["players"]] == ["Ana", label, "Cem"]
    assert answer["points"] == {"Ana": 4, label: 3, "Cem": 0}


def test_a_typed_name_equal_to_an_unnamed_players_label_is_refused():
    assert errors(score(["player 2", "", "Cem"], "Cem", {}, lang="en")) == {("players.0", "common.name_is_default")}


def test_a_name_with_emoji_is_fine():
    name = "👩👩👧 " + "x" * 30
    answer = score([name, "Tom", "Hugo"], name, {"Tom": name, "Hugo": "Tom"})
    assert answer["ok"], answer


def test_the_storyteller_must_be_a_player():
    answer = score(FIVE, "Zoé", {})
    assert ("storyteller", "dixit.storyteller_unknown") in errors(answer)
    assert "Zoé" in answer["errors"][0]["message"]


def test_no_vote_for_ones_own_card():
    answer = score(FIVE, "Léa", {"Tom": "Tom", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"})
    assert errors(answer) == {("votes.Tom", "dixit.vote_self")}


def test_the_storyteller_does_not_vote():
    answer = score(FIVE, "Léa", {"Léa": "Tom", "Tom": "Léa", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"})
    assert errors(answer) == {("votes.Léa", "dixit.storyteller_votes")}


def test_every_voter_must_vote():
    answer = score(FIVE, "Léa", {"Tom": "Léa", "Camille": "Léa"})
    assert errors(answer) == {("votes.Hugo", "dixit.vote_missing"), ("votes.Inès", "dixit.vote_missing")}


def test_a_voter_votes_only_once_even_written_twice_in_another_case():
    answer = score(FIVE, "Léa", {"Tom": "Léa", "tom": "Hugo", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"})
    assert errors(answer) == {("votes.tom", "dixit.vote_twice")}


def test_votes_for_or_by_unknown_players_are_refused():
    answer = score(FIVE, "Léa", {"Tom": "Zoé", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom", "Max": "Léa"})
    assert errors(answer) == {("votes.Tom", "dixit.vote_unknown"), ("votes.Max", "dixit.voter_unknown")}


def test_a_vote_must_be_a_name():
    answer = score(FIVE, "Léa", {"Tom": 3, "Camille": "Léa", "Hugo": "Tom", "Inès": None})
    assert errors(answer) == {("votes.Tom", "common.expected_string"), ("votes.Inès", "dixit.vote_missing")}


def test_unknown_fields_are_reported():
    answer = score(FIVE, "Léa", {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"}, vote={})
    assert errors(answer) == {("vote", "common.unknown_field")}


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_error_messages_are_localized_and_name_the_player(lang):
    answer = score(FIVE, "Léa", {"Tom": "Tom", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"}, lang=lang)
    message = answer["errors"][0]["message"]
    assert "Tom" in message and "dixit." not in message


# --- command line -------------------------------------------------------------------------------


def run_cli(action, data, lang="en"):
    done = subprocess.run(
        [sys.executable, "-m", "calculators", "dixit", action, "--lang", lang],
        input=json.dumps(data), capture_output=True, text=True, cwd=ROOT, check=False,
    )
    return done.returncode, json.loads(done.stdout)


def test_command_line_scores_a_round():
    code, answer = run_cli("round", {"players": FIVE, "storyteller": "Léa", "votes": {"Tom": "Léa", "Camille": "Léa", "Hugo": "Tom", "Inès": "Tom"}})
    assert code == 0 and answer["points"]["Tom"] == 5


def test_command_line_reports_bad_input_with_exit_code_2():
    code, answer = run_cli("round", {"players": FIVE, "storyteller": "Léa", "votes": {}}, lang="tr")
    assert code == 2 and not answer["ok"] and "oy" in answer["errors"][0]["message"]
