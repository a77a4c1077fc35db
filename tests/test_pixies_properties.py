"""Property tests: no JSON makes a Pixies action raise, and grids grown by legal play keep every invariant."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculators.api import handle
from calculators.pixies.actions import ACTIONS
from calculators.pixies.cards import CARDS
from calculators.pixies.cards import COLOURS as COLOUR_TUPLE
from calculators.pixies.grid import Grid
from calculators.pixies.placement import legal_placements
from calculators.pixies.reading import read_grid
from calculators.problems import Problems

IDS = [card.id for card in CARDS]
COLOURS = list(COLOUR_TUPLE)
NAMES = ["Ana", "Ben", "Cem", "Deniz", "Eli", "", " ", "ana", "A" * 41, "__proto__"]

json_leaf = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=30)
    | st.sampled_from(IDS + NAMES + COLOURS + ["new", "old"])
)
any_json = st.recursive(
    json_leaf,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=10) | st.sampled_from(["card", "back", "validated", "card_under", "5"]), inner, max_size=6),
    max_leaves=30,
)
card_like = st.sampled_from(IDS) | st.fixed_dictionaries(
    {"number": st.integers(0, 10) | any_json, "colours": st.lists(st.sampled_from(COLOURS + ["pink"]), max_size=5) | any_json},
    optional={"spirals": st.integers(-1, 10), "crosses": st.integers(-1, 10), "spiral_per_colour": st.sampled_from(COLOURS) | any_json},
) | any_json
slot_like = st.fixed_dictionaries(
    {},
    optional={"card": card_like, "validated": st.booleans() | any_json, "back": st.booleans() | any_json, "card_under": card_like},
) | any_json
grid_like = st.dictionaries(st.sampled_from([str(n) for n in range(0, 11)]) | st.text(max_size=3), slot_like, max_size=10) | any_json
round_like = st.integers(0, 4) | any_json
claimed_like = st.integers(-1000, 1000) | st.dictionaries(
    st.sampled_from(["total", "numbers", "spirals", "colour_bonus", "crosses", "zone", "bogus"]), st.integers(-1000, 1000) | any_json, max_size=7
) | any_json
pick_like = st.sampled_from(NAMES) | st.fixed_dictionaries({"player": st.sampled_from(NAMES) | any_json}, optional={"grid_full": st.booleans() | any_json}) | any_json

SHAPED = {
    "score": st.fixed_dictionaries({"round": round_like, "grid": grid_like}),
    "validate": st.fixed_dictionaries({"grid": grid_like}, optional={"round": round_like}),
    "place": st.fixed_dictionaries(
        {"grid": grid_like, "card": card_like},
        optional={"round": round_like, "choice": st.fixed_dictionaries({}, optional={"slot": st.integers(-1, 10) | any_json, "keep": st.sampled_from(["new", "old", "x"]) | any_json, "face_down": st.booleans() | any_json}) | any_json},
    ),
    "dispute": st.fixed_dictionaries({"round": round_like, "grid": grid_like, "claimed": claimed_like}),
    "turn": st.fixed_dictionaries(
        {"players": st.lists(st.sampled_from(NAMES), max_size=7) | any_json},
        optional={"opener": st.sampled_from(NAMES) | any_json, "picks": st.lists(pick_like, max_size=7) | any_json, "round": round_like},
    ),
    "sheet": st.fixed_dictionaries(
        {
            "players": st.lists(
                st.fixed_dictionaries(
                    {"name": st.sampled_from(NAMES) | any_json},
                    optional={"rounds": st.lists(st.none() | st.integers(-1200, 1200) | any_json, max_size=4) | any_json},
                )
                | any_json,
                max_size=7,
            )
            | any_json
        },
        optional={"starters": st.lists(st.none() | st.sampled_from(NAMES) | any_json, max_size=4) | any_json},
    ),
}


def check_answer(answer):
    assert isinstance(answer, dict) and answer["ok"] in (True, False)
    json.dumps(answer)  # always JSON-able
    if answer["ok"]:
        assert "errors" not in answer
        assert all(isinstance(line, str) and not line.startswith("pixies.") for line in answer["explanation"])
    else:
        assert answer["errors"], answer
        for error in answer["errors"]:
            assert isinstance(error["path"], str) and error["code"] != "common.internal_error", answer
            assert error["message"] and not error["message"].startswith(("pixies.", "common."))


def _property_for(action):
    @settings(max_examples=250, suppress_health_check=[HealthCheck.too_slow], deadline=None)
    @given(data=any_json | SHAPED[action], lang=st.sampled_from(["fr", "en", "tr"]))
    def test(data, lang):
        check_answer(handle({"game": "pixies", "action": action, "lang": lang, "data": data}))

    test.__name__ = f"test_any_json_to_{action}_gives_an_answer_never_an_exception"
    return test


test_any_json_to_score_gives_an_answer_never_an_exception = _property_for("score")
test_any_json_to_validate_gives_an_answer_never_an_exception = _property_for("validate")
test_any_json_to_place_gives_an_answer_never_an_exception = _property_for("place")
test_any_json_to_dispute_gives_an_answer_never_an_exception = _property_for("dispute")
test_any_json_to_turn_gives_an_answer_never_an_exception = _property_for("turn")
test_any_json_to_sheet_gives_an_answer_never_an_exception = _property_for("sheet")


def test_every_action_has_its_property_test():
    assert sorted(ACTIONS) == sorted(SHAPED)


# --- Grids grown by legal play -----------------------------------------------------------------


@st.composite
def played_grid(draw):
    """A grid grown card by card from a shuffled deck, each card placed by a legal choice.

    Hidden cards are sometimes forgotten (a player need not say what a back hides).
    """
    deck = draw(st.permutations(IDS))
    steps = draw(st.integers(0, 18))
    grid = Grid()
    by_id = {card.id: card for card in CARDS}
    drawn = 0
    for card_id in deck[:steps]:
        options = legal_placements(grid, by_id[card_id])
        if not options:
            break
        grid = options[draw(st.integers(0, len(options) - 1))].grid
        drawn += 1
    as_json = grid.to_json()
    for entry in as_json.values():
        if "card_under" in entry and draw(st.booleans()):
            del entry["card_under"]
    return as_json, deck[drawn:]


@settings(max_examples=200, deadline=None)
@given(case=played_grid(), round_number=st.integers(1, 3))
def test_a_grid_grown_by_legal_play_is_valid_and_its_total_is_the_sum_of_its_parts(case, round_number):
    grid, _ = case
    checked = handle({"game": "pixies", "action": "validate", "lang": "en", "data": {"grid": grid}})
    assert checked["ok"] and checked["valid"], checked["problems"]
    assert checked["problems"] == []
    answer = handle({"game": "pixies", "action": "score", "lang": "en", "data": {"round": round_number, "grid": grid}})
    assert answer["ok"], answer
    parts = answer["parts"]
    assert answer["total"] == sum(part["points"] for part in parts.values())
    for name in ("numbers", "spirals", "colour_bonus", "crosses"):
        assert parts[name]["points"] == sum(item["points"] for item in parts[name]["items"])
    assert parts["zone"]["points"] == parts["zone"]["size"] * parts["zone"]["per_card"]


@settings(max_examples=150, deadline=None)
@given(case=played_grid(), pick=st.integers(0, 51))
def test_every_choice_place_offers_gives_a_grid_validate_accepts(case, pick):
    grid, deck = case
    card = deck[pick % len(deck)]
    answer = handle({"game": "pixies", "action": "place", "lang": "en", "data": {"grid": grid, "card": card}})
    if not answer["ok"]:
        # Only a full grid has no choice (the card comes from the rest of the deck).
        assert [e["code"] for e in answer["errors"]] == ["pixies.place.grid_full"]
        return
    assert answer["options"]
    for option in answer["options"]:
        chosen = handle({"game": "pixies", "action": "place", "lang": "en", "data": {"grid": grid, "card": card, "choice": option["choice"]}})
        assert chosen["ok"] and chosen["grid"] == option["grid"]
        checked = handle({"game": "pixies", "action": "validate", "lang": "en", "data": {"grid": chosen["grid"]}})
        assert checked["valid"], (grid, card, option["choice"], checked["problems"])
        # The card taken lies on the grid, face up or face down, and nothing else changed but its slot.
        slot = str(option["slot"])
        assert card in json.dumps(chosen["grid"][slot])
        assert {k: v for k, v in chosen["grid"].items() if k != slot} == {k: v for k, v in grid.items() if k != slot}


@settings(max_examples=100, deadline=None)
@given(case=played_grid())
def test_grids_survive_the_round_trip_through_json(case):
    grid, _ = case
    problems = Problems()
    assert read_grid(grid, "grid", problems).to_json() == grid and not problems


@settings(max_examples=150, deadline=None)
@given(case=played_grid(), round_number=st.integers(1, 3), claimed=st.integers(-60, 150))
def test_a_named_mistake_always_gives_exactly_the_figure_written(case, round_number, claimed):
    grid, _ = case
    answer = handle({"game": "pixies", "action": "dispute", "lang": "en", "data": {"round": round_number, "grid": grid, "claimed": claimed}})
    assert answer["ok"], answer
    assert answer["agrees"] == (claimed == answer["total"])
    for mistake in answer["mistakes"]:
        assert mistake["total"] == claimed and mistake["total"] != answer["total"]
        assert mistake["total"] == sum(mistake["parts"].values())
