"""Property tests: valid rounds keep the scoring's invariants."""

from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import handle

@st.composite
def valid_round(draw):
    count = draw(st.integers(3, 6))
    table = ["Léa", "Tom", "Camille", "Hugo", "Inès", "Zoé"][:count]
    storyteller = draw(st.sampled_from(table))
    chosen = {voter: draw(st.sampled_from([p for p in table if p != voter])) for voter in table if voter != storyteller}
    return table, storyteller, chosen


@settings(max_examples=300, deadline=None)
@given(valid_round())
def test_valid_rounds_follow_the_scoring_rules(case):
    table, storyteller, chosen = case
    answer = handle({"game": "dixit", "action": "round", "lang": "en", "data": {"players": table, "storyteller": storyteller, "votes": chosen}})
    assert answer["ok"], answer
    points = answer["points"]
    finders = [voter for voter, owner in chosen.items() if owner == storyteller]
    received = {name: sum(1 for owner in chosen.values() if owner == name) for name in table}
    if finders and len(finders) < len(chosen):
        assert points[storyteller] == 3
        for voter in chosen:
            assert points[voter] == (3 if voter in finders else 0) + received[voter]
    else:
        assert points[storyteller] == 0
        for voter in chosen:
            assert points[voter] == 2 + received[voter]
    if len(table) == 3:
        assert all(received[voter] <= 1 for voter in chosen)  # a pair draws at most the other voter's vote


TABLE = ["Léa", "Tom", "Camille", "Hugo"]


@st.composite
def game_rounds(draw):
    """Up to 30 rounds of valid votes, the storyteller passing to the left each round."""
    rounds = []
    for number in range(draw(st.integers(1, 30))):
        teller = TABLE[number % len(TABLE)]
        rounds.append({"votes": {v: draw(st.sampled_from([p for p in TABLE if p != v])) for v in TABLE if v != teller}})
    return rounds


@settings(max_examples=100, deadline=None)
@given(game_rounds())
def test_a_game_stops_exactly_at_the_end_of_the_round_reaching_30(rounds):
    answer = handle({"game": "dixit", "action": "game", "lang": "fr", "data": {"players": TABLE, "rounds": rounds}})
    if not answer["ok"]:
        # Only possible reason for valid votes: rounds kept coming after the end.
        assert {error["code"] for error in answer["errors"]} == {"dixit.round_after_end"}
        ended = int(answer["errors"][0]["path"].split(".")[1])
        answer = handle({"game": "dixit", "action": "game", "lang": "fr", "data": {"players": TABLE, "rounds": rounds[:ended]}})
        assert answer["over"]
    totals_after = [r["totals"] for r in answer["rounds"]]
    for before in totals_after[:-1]:
        assert max(before.values()) < 30
    assert answer["over"] is (max(answer["totals"].values()) >= 30)
    assert (answer["next_storyteller"] is None) is answer["over"]
    assert (answer["ranking"]["outcome"] in ("win", "shared_victory")) is answer["over"]
    if answer["over"]:
        best = max(answer["totals"].values())
        assert answer["ranking"]["winners"] == [i for i, p in enumerate(TABLE) if answer["totals"][p] == best]
