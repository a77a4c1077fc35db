"""Property tests: no JSON makes a Neteru action raise, and valid tables keep the scoring's invariants."""

import json
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculators.api import handle
from calculators.neteru.cards import GODS, NUMBERED_TYPES, PYRAMIDIONS, TYPES
from calculators.neteru.pyramid import allowed_slots, Card

ROOT = Path(__file__).resolve().parent.parent
KEYS = ["1", "2", "3", "4", "9", "0", "10", "x", "", "type", "number", "name", "pyramid", "gods", "pyramidions", "discard", "floor", "card", "from"]
WORDS = list(TYPES) + list(GODS) + list(PYRAMIDIONS) + ["", "Ana", "A" * 50, "__proto__"]

json_leaf = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20) | st.sampled_from(WORDS)
any_json = st.recursive(
    json_leaf,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), inner, max_size=6),
    max_leaves=40,
)
card_like = st.fixed_dictionaries({"type": st.sampled_from(TYPES) | any_json}, optional={"number": st.integers(-1, 11) | any_json})
pyramid_like = st.dictionaries(st.sampled_from(KEYS), card_like | any_json, max_size=9)
gods_like = st.dictionaries(st.sampled_from(["1", "2", "3", "4", "x"]), st.sampled_from(GODS) | any_json, max_size=4)
player_like = st.fixed_dictionaries(
    {"name": st.sampled_from(WORDS) | any_json, "pyramid": pyramid_like | any_json, "pyramidions": st.lists(st.sampled_from(PYRAMIDIONS), max_size=3) | any_json},
    optional={"gods": gods_like | any_json, "discard": st.lists(card_like, max_size=5) | any_json},
)
table_like = st.fixed_dictionaries({"players": st.lists(player_like, max_size=5) | any_json})
place_like = st.fixed_dictionaries({"card": card_like | any_json}, optional={"pyramid": pyramid_like, "gods": gods_like, "from": st.integers(-1, 11) | any_json})
chariot_like = st.fixed_dictionaries({"floor": st.integers(0, 4) | any_json, "pyramid": pyramid_like | any_json}, optional={"gods": gods_like})


def check_answer(answer):
    assert isinstance(answer, dict) and answer["ok"] in (True, False)
    json.dumps(answer)
    if not answer["ok"]:
        assert answer["errors"], answer
        for error in answer["errors"]:
            assert isinstance(error["path"], str) and error["code"] != "common.internal_error"
            assert error["message"] and not error["message"].startswith(("neteru.", "common."))
    else:
        assert all(isinstance(line, str) and not line.startswith("neteru.") for line in answer["explanation"])


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(data=any_json | table_like, lang=st.sampled_from(["fr", "en", "tr"]))
def test_any_json_into_score_gives_an_answer_never_an_exception(data, lang):
    check_answer(handle({"game": "neteru", "action": "score", "lang": lang, "data": data}))


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(data=any_json | place_like, lang=st.sampled_from(["fr", "en", "tr"]))
def test_any_json_into_place_gives_an_answer_never_an_exception(data, lang):
    check_answer(handle({"game": "neteru", "action": "place", "lang": lang, "data": data}))


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(data=any_json | chariot_like, lang=st.sampled_from(["fr", "en", "tr"]))
def test_any_json_into_chariot_gives_an_answer_never_an_exception(data, lang):
    check_answer(handle({"game": "neteru", "action": "chariot", "lang": lang, "data": data}))


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
    ranks = [entry["rank"] for entry in answer["ranking"]]
    assert ranks == sorted(ranks) and ranks[0] == 1
    totals = [entry["total"] for entry in answer["ranking"]]
    assert totals == sorted(totals, reverse=True)
    assert set(answer["winners"]) <= {p["name"] for p in answer["players"]}


def run(*args, stdin):
    return subprocess.run([sys.executable, "-m", "calculators", *args], input=stdin, capture_output=True, text=True, cwd=ROOT)


def test_the_three_actions_on_the_command_line():
    table = {"players": [
        {"name": "Ana", "pyramid": {"1": {"type": "citizen", "number": 1}, "4": {"type": "sphinx"}}, "gods": {"1": "bastet"}, "pyramidions": ["mummy", "majority"], "discard": [{"type": "mummy", "number": 4}]},
        {"name": "Bo", "pyramid": {}, "pyramidions": ["discard", "diversity"]},
    ]}
    done = run("neteru", "score", "--lang", "en", stdin=json.dumps(table))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["winners"] == ["Ana"]
    done = run("neteru", "place", stdin=json.dumps({"card": {"type": "guard", "number": 4}}))
    assert done.returncode == 0 and json.loads(done.stdout)["secondary"] == [7, 8]
    done = run("neteru", "chariot", "--lang", "tr", stdin=json.dumps({"floor": 1, "pyramid": {"1": {"type": "guard", "number": 1}}}))
    assert done.returncode == 0 and json.loads(done.stdout)["protected"][0]["slot"] == 1
    done = run("neteru", "chariot", stdin=json.dumps({"floor": 5, "pyramid": {}}))
    assert done.returncode == 2 and json.loads(done.stdout)["errors"][0]["path"] == "floor"
