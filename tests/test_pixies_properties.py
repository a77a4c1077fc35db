"""Property tests: grids grown by legal play keep every invariant."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import handle
from calculators.pixies.cards import CARDS
from calculators.pixies.cards import COLOURS as COLOUR_TUPLE
from calculators.pixies.grid import Grid
from calculators.pixies.dispute import mistaken_readings
from calculators.pixies.placement import legal_placements
from calculators.pixies.reading import read_grid
from calculators.pixies.scoring import score_grid
from calculators.problems import Problems

IDS = [card.id for card in CARDS]
COLOURS = list(COLOUR_TUPLE)


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
    assert checked["ok"] and checked["valid"], checked["errors"]
    assert checked["errors"] == [] and checked["warnings"] == []
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
        assert checked["valid"], (grid, card, option["choice"], checked["errors"])
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


@st.composite
def mistaken_claim(draw):
    """A legal grid and a total a player gets by one frequent mistake (drawn from the wrong
    readings of that grid), or, when no mistake changes its score, any total."""
    grid, _ = draw(played_grid())
    round_number = draw(st.integers(1, 3))
    problems = Problems()
    score = score_grid(read_grid(grid, "grid", problems), round_number)
    readings = mistaken_readings(read_grid(grid, "grid", problems), score)
    if not readings:
        return grid, round_number, draw(st.integers(-60, 150)), None
    reading = draw(st.sampled_from(readings))
    return grid, round_number, reading.total, reading


@settings(max_examples=200, deadline=None)
@given(case=mistaken_claim())
def test_a_claim_made_by_a_frequent_mistake_is_explained_by_that_mistake(case):
    grid, round_number, claimed, reading = case
    answer = handle({"game": "pixies", "action": "dispute", "lang": "en", "data": {"round": round_number, "grid": grid, "claimed": claimed}})
    assert answer["ok"], answer
    assert answer["agrees"] == (claimed == answer["total"])
    for mistake in answer["mistakes"]:
        assert mistake["total"] == claimed != answer["total"]
        assert mistake["total"] == sum(mistake["parts"].values())
    if reading is not None and reading.total != answer["total"]:
        # The mistake that made the figure is among those named, with the very same parts.
        assert any(m["codes"] == [reading.name] and m["parts"] == reading.parts for m in answer["mistakes"]), (reading, answer["mistakes"])
        # And a claim written part by part points at the parts the mistake changed.
        by_part = handle({"game": "pixies", "action": "dispute", "lang": "en", "data": {"round": round_number, "grid": grid, "claimed": dict(reading.parts)}})
        assert [reading.name] in [m["codes"] for m in by_part["mistakes"]]

