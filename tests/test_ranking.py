"""The one ranking every game uses: each criterion with its direction, ties broken in the
rules' order, the outcome decided once (win, shared victory, undecided, or nobody yet), and the
winner's sentence in the words every game shares."""

import pytest

from calculators.i18n import LANGUAGES
from calculators.ranking import LOWER, Criterion, rank, verdict

NAMES = ["Ana", "Bo", "Cem"]


def test_a_lower_is_better_value_ranks_first_and_is_answered_as_counted():
    ranking = rank([(8,), (3,), (5,)], (Criterion("penalties", LOWER),))
    answer = ranking.to_json(NAMES)
    assert answer["outcome"] == "win" and answer["winners"] == [1]
    assert [(p["name"], p["rank"], p["values"]) for p in answer["places"]] == [
        ("Bo", 1, {"penalties": 3}), ("Cem", 2, {"penalties": 5}), ("Ana", 3, {"penalties": 8}),
    ]


def test_each_tie_break_keeps_its_own_direction():
    # Most points first; level on points, the fewer cards left wins.
    criteria = ("total", Criterion("cards_left", LOWER))
    ranking = rank([(20, 4), (20, 1), (12, 0)], criteria)
    assert [(p.player, p.rank, p.decided_by) for p in ranking.places] == [(1, 1, "cards_left"), (0, 2, "cards_left"), (2, 3, "total")]


def test_players_level_on_every_criterion_share_the_place():
    ranking = rank([(20, 2), (20, 2), (9, 5)], ("total", Criterion("cards_left", LOWER)))
    assert ranking.outcome == "shared_victory" and ranking.winners == [0, 1]
    assert [p.rank for p in ranking.places] == [1, 1, 3]


def test_a_missing_value_that_would_part_the_leaders_leaves_the_outcome_undecided():
    ranking = rank([(20, None), (20, 2), (9, 1)], ("total", "stars"))
    assert ranking.outcome == "undecided" and ranking.winners == [0, 1]
    assert verdict(ranking, NAMES, "en") is None


def test_while_the_game_goes_on_nobody_has_won_but_the_places_are_there():
    ranking = rank([(12,), (18,)], ("total",), over=False)
    answer = ranking.to_json(NAMES[:2])
    assert answer["outcome"] == "none" and answer["winners"] == []
    assert [p["name"] for p in answer["places"]] == ["Bo", "Ana"] and ranking.leaders == [1]
    assert verdict(ranking, NAMES, "en") is None


def test_nobody_ranked_is_no_outcome():
    assert rank([], ("total",)).to_json([]) == {"outcome": "none", "winners": [], "places": []}


@pytest.mark.parametrize("lang,win,shared", [
    ("fr", "Bo gagne avec 1 point.", "Victoire partagée entre Ana et Bo, à égalité avec 24 points."),
    ("en", "Bo wins with 1 point.", "Shared victory for Ana and Bo, tied on 24 points."),
    ("tr", "Bo, 1 puan ile kazanır.", "Paylaşılan galibiyet: Ana ve Bo, 24 puan ile berabere."),
])
def test_the_winners_sentence_is_the_same_for_every_game(lang, win, shared):
    assert lang in LANGUAGES
    assert verdict(rank([(0,), (1,)], ("total",)), NAMES, lang) == win
    assert verdict(rank([(24,), (24,), (3,)], ("total",)), NAMES, lang) == shared


def test_negative_points_are_written_with_a_true_minus_sign():
    assert verdict(rank([(-3,), (-7,)], ("total",)), NAMES, "en") == "Ana wins with −3 points."
