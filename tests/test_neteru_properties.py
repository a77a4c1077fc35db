"""Property tests: valid tables keep the scoring's invariants."""

import json
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculators.api import handle
from calculators.neteru.cards import GODS, NUMBERED_TYPES, PYRAMIDIONS
from calculators.neteru.pyramid import allowed_slots, Card

ROOT = Path(__file__).resolve().parent.parent


@st.composite
def valid_table(draw):
    """A table that could come out of a real game: distinct cards, gods and pyramidions."""
    count = draw(st.integers(2, 4))
    deck = [Card(kind, n) for kind in NUMBERED_TYPES for n in range(1, 10)] + [Card("sphinx")] * 4 + [Card("phoenix")] * 5
    deck = draw(st.permutations(deck))
    gods = list(draw(st.permutations(GODS)))
    pyramidions = list(draw(st.permutations(PYRAMIDIONS)))
    players = []
    for index in range(count):
        pyramid = {}
        for slot in range(1, 10):
            if deck and draw(st.booleans()):
                candidate = deck[-1]
                if slot in allowed_slots(candidate):
                    deck.pop()
                    pyramid[str(slot)] = candidate.to_json()
        discard = [deck.pop().to_json() for _ in range(draw(st.integers(0, 4))) if deck]
        floors = draw(st.lists(st.sampled_from([1, 2, 3]), unique=True, max_size=3))
        players.append(
            {
                "name": f"P{index}",
                "pyramid": pyramid,
                "gods": {str(floor): gods.pop() for floor in floors},
                "pyramidions": [pyramidions.pop(), pyramidions.pop()],
                "discard": discard,
            }
        )
    return {"players": players}


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(data=valid_table())
def test_valid_tables_score_and_totals_add_up(data):
    answer = handle({"game": "neteru", "action": "score", "lang": "en", "data": data})
    assert answer["ok"], answer["errors"]
    for entry in answer["players"]:
        assert entry["total"] == sum(step["points"] for step in entry["steps"].values())
        assert entry["steps"]["bastet"]["points"] <= entry["steps"]["inhabitants"]["points"]
    places = answer["ranking"]["places"]
    ranks = [place["rank"] for place in places]
    assert ranks == sorted(ranks) and ranks[0] == 1
    totals = [place["values"]["total"] for place in places]
    assert totals == sorted(totals, reverse=True)
    assert answer["ranking"]["outcome"] in ("win", "shared_victory")
    assert (answer["ranking"]["outcome"] == "win") == (len(answer["ranking"]["winners"]) == 1)
    # Every total counted: each player's place shows the total of its own score.
    for place in places:
        assert place["values"]["total"] == answer["players"][place["player"]]["total"]


def run(*args, stdin):
    return subprocess.run([sys.executable, "-m", "calculators", *args], input=stdin, capture_output=True, text=True, cwd=ROOT)


def test_the_three_actions_on_the_command_line():
    table = {"players": [
        {"name": "Ana", "pyramid": {"1": {"type": "citizen", "number": 1}, "4": {"type": "sphinx"}}, "gods": {"1": "bastet"}, "pyramidions": ["mummy", "majority"], "discard": [{"type": "mummy", "number": 4}]},
        {"name": "Bo", "pyramid": {}, "pyramidions": ["discard", "diversity"]},
    ]}
    done = run("neteru", "score", "--lang", "en", stdin=json.dumps(table))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["ranking"]["winners"] == [0]
    done = run("neteru", "place", stdin=json.dumps({"card": {"type": "guard", "number": 4}}))
    assert done.returncode == 0 and json.loads(done.stdout)["secondary"] == [7, 8]
    done = run("neteru", "chariot", "--lang", "tr", stdin=json.dumps({"floor": 1, "pyramid": {"1": {"type": "guard", "number": 1}}}))
    assert done.returncode == 0 and json.loads(done.stdout)["protected"][0]["slot"] == 1
    done = run("neteru", "chariot", stdin=json.dumps({"floor": 5, "pyramid": {}}))
    assert done.returncode == 2 and json.loads(done.stdout)["errors"][0]["path"] == "floor"
