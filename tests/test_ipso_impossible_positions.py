"""IPSO positions that cannot happen at a table are refused, each with the rule's limit in the message:
typed round scores and stars no pyramid gives, a tournament whose deck changes between rounds,
colours told apart by an invisible character or by the Turkish dotted İ; rounds skipped are warned."""

from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import handle
from calculators.i18n import LANGUAGES

ROWS = (2, 3, 4, 5)
MOST_PRINTED = 9  # the most stars a card prints, as the site reads cards (FORMATS.md)


@lru_cache(maxsize=None)
def outcomes(even_odd: bool) -> frozenset:
    """Every (points, stars) of a revealed pyramid, row by row from the rules' scoring table: a row is
    discarded, or scores 1 or 2 a card (1 more with the even/odd variant) plus its printed stars;
    then the star card is kept (3 points, 1 star) or given up."""
    found = {(0, 0)}
    for size in ROWS:
        per_card = (1, 2, 2, 3) if even_odd else (1, 2)
        row = {(0, 0)} | {(size * value + printed, printed) for value in per_card for printed in range(MOST_PRINTED * size + 1)}
        found = {(p + q, s + t) for p, s in found for q, t in row}
    return frozenset(found | {(p + 3, s + 1) for p, s in found})


def sheet(players, lang="en", mode="single", even_odd=False):
    data = {"mode": mode, "variants": {"even_odd": even_odd}, "players": players}
    return handle({"game": "ipso", "action": "game", "lang": lang, "data": data})


def typed(score, stars=None):
    return {"score": score} if stars is None else {"score": score, "stars": stars}


@settings(max_examples=300, deadline=None)
@given(score=st.integers(0, 200), stars=st.none() | st.integers(0, 140), even_odd=st.booleans())
def test_a_typed_round_is_accepted_exactly_when_some_pyramid_gives_it(score, stars, even_odd):
    possible = outcomes(even_odd)
    expected = any(p == score for p, _ in possible) if stars is None else (score, stars) in possible
    answer = sheet([{"name": "Ana", "rounds": [typed(score, stars)]}, {"name": "Bo"}], even_odd=even_odd)
    assert answer["ok"] == expected, answer["errors"]
    if not expected:
        (error,) = answer["errors"]
        assert error["path"].startswith("players.0.rounds.0.") and "Round 1" in error["message"]


@pytest.mark.parametrize(
    "entry,code,stated",
    [
        (typed(300), "ipso.score_too_high", "157"),
        (typed(1), "ipso.score_unreachable", "at least 2 points"),
        (typed(20, 30), "ipso.stars_above_score", "30 stars for 20 points"),
        (typed(150, 130), "ipso.typed_stars_too_high", "127"),
        (typed(5, 5), "ipso.score_stars_unreachable", "at least 2"),
    ],
)
def test_each_refusal_states_the_rules_limit(entry, code, stated):
    (error,) = sheet([{"name": "Ana", "rounds": [entry]}, {"name": "Bo"}])["errors"]
    assert error["code"] == code and stated in error["message"]
    messages = {sheet([{"name": "Ana", "rounds": [entry]}, {"name": "Bo"}], lang)["errors"][0]["message"] for lang in LANGUAGES}
    assert len(messages) == len(LANGUAGES)


def test_the_even_odd_variant_raises_the_limit_it_states():
    assert sheet([{"name": "Ana", "rounds": [typed(171, 127)]}, {"name": "Bo"}], even_odd=True)["ok"]
    (error,) = sheet([{"name": "Ana", "rounds": [typed(171, 127)]}, {"name": "Bo"}])["errors"]
    assert error["code"] == "ipso.score_too_high" and "157" in error["message"]


# --- A tournament is one deck ----------------------------------------------------------------


def pyramid(first=None, colour="red", start=10, step=5):
    """A pyramid of increasing rows (numbers from ``start``); ``first`` replaces its first card."""
    numbers = iter(range(start, 91, step))
    rows = [[{"number": next(numbers), "colour": colour} for _ in range(size)] for size in ROWS]
    if first is not None:
        rows[0][0] = first
    return {"pyramid": {"rows": rows, "star_card": "kept"}}


CARDS = st.fixed_dictionaries({"number": st.integers(1, 9), "colour": st.sampled_from(["red", "blue", "green"]), "stars": st.integers(0, 2)})


@settings(max_examples=60, deadline=None)
@given(card=CARDS, later=CARDS, later_round=st.integers(1, 3))
def test_a_card_keeps_its_colour_and_stars_through_a_tournament(card, later, later_round):
    later = {**later, "number": card["number"]}
    rounds = [pyramid(card)] + [None] * 3
    rounds[later_round] = pyramid(later)
    answer = sheet([{"name": "Ana", "rounds": rounds}, {"name": "Bo"}], mode="tournament")
    same = (later["colour"], later["stars"]) == (card["colour"], card["stars"])
    codes = [(e["code"], e["params"].get("other_round")) for e in answer["errors"]]
    assert codes == ([] if same else [("ipso.card_changed", 1)])
    if not same:
        field = "colour" if later["colour"] != card["colour"] else "stars"
        assert answer["errors"][0]["path"] == f"players.0.rounds.{later_round}.pyramid.rows.0.0.{field}"


def test_a_sixth_colour_across_a_tournament_is_refused():
    # Six pyramids of 14 different numbers each (84 of the 90), one colour each.
    one = [pyramid(colour=colour, start=1 + 14 * i, step=1) for i, colour in enumerate(("red", "blue", "green", "yellow", "purple", "grey"))]
    players = [{"name": "Ana", "rounds": one[:4]}, {"name": "Bo", "rounds": [one[4], None, None, one[5]]}]
    found = [(e["path"], e["code"]) for e in sheet(players, mode="tournament")["errors"]]
    assert found and set(found) == {(f"players.1.rounds.3.pyramid.rows.{r}.{c}.colour", "ipso.tournament_too_many_colours") for r, size in enumerate(ROWS) for c in range(size)}


# --- Colour names --------------------------------------------------------------------------


def with_colour(spelling):
    """A round where the top row is one colour typed two ways: one colour, 2 points a card."""
    rows = [[{"number": 1, "colour": "mavi"}, {"number": 2, "colour": spelling}]] + [
        [{"number": 10 * size + i, "colour": c} for i, c in enumerate(["a", "b", "c", "d", "a"][:size])] for size in ROWS[1:]
    ]
    return handle({"game": "ipso", "action": "score", "lang": "en", "data": {"rows": rows, "star_card": "given_up"}})


@settings(max_examples=30, deadline=None)
@given(spelling=st.sampled_from(["MAVİ", "Mavi", "MAVI", "mavı", " mavi ", "ｍａｖｉ"]))
def test_one_colour_typed_in_any_case_is_one_colour(spelling):
    answer = with_colour(spelling)
    assert answer["ok"], answer["errors"]
    assert answer["rows"][0]["single_colour"] is True


@pytest.mark.parametrize("mark", ["\u200b", "\x00", "\u200f", "\u202e", "\ufeff"])
def test_an_invisible_character_in_a_colour_name_is_refused_and_named(mark):
    (error,) = with_colour("ma" + mark + "vi")["errors"]
    assert (error["path"], error["code"]) == ("rows.0.1.colour", "ipso.colour_invisible")
    assert f"U+{ord(mark):04X}" in error["message"]


# --- Rounds in order -----------------------------------------------------------------------


def test_a_round_skipped_in_a_tournament_is_warned_about_by_name():
    players = [{"name": "Ana", "rounds": [typed(20), None, typed(22)]}, {"name": "Bo", "rounds": [typed(18)]}]
    answer = sheet(players, mode="tournament")
    assert answer["ok"]
    assert [(w["path"], w["code"], w["params"]) for w in answer["warnings"]] == [("players.0.rounds.1", "common.round_skipped", {"round": 2, "later": 3})]
