"""Rule: face-down cards need a validated number before them, and hidden cards an order of play.

Sources: French rules, "Trois situations de placement" (a card goes face down on its own only
once its number is validated; a second copy of a lone face-up number validates it; a card
covering a back on its own slot is validated at once; validated cards never move); Turkish
rules, "Kart yerleştirme". ``validate`` (and so ``score``) refuses a grid no legal play leads
to; the exhaustive test below compares it with every grid that legal play actually reaches.
"""

from itertools import product

import pytest

from calculators.api import handle
from calculators.pixies.cards import CARDS, Card
from calculators.pixies.grid import Grid
from calculators.pixies.placement import legal_placements
from calculators.pixies.validation import placement_order
from calculators.pixies.reading import read_grid
from calculators.problems import Problems

SMALL = (1, 2, 3)  # slots 1-3 and the numbers 1-3: small enough to play out every game


def validate(grid, lang="en"):
    """The answer about a grid: its fields always, ``ok`` false exactly when the grid breaks a rule."""
    answer = handle({"game": "pixies", "action": "validate", "lang": lang, "data": {"grid": grid}})
    assert "valid" in answer and answer["ok"] == answer["valid"], answer
    return answer


def codes(answer):
    return [(problem["path"], problem["code"]) for problem in answer["errors"] + answer["warnings"]]


def test_face_down_cards_with_nothing_validated_are_refused_at_each_back():
    answer = validate({"4": {"card": "blue-4-1"}, "6": {"back": True}, "9": {"back": True}})
    assert codes(answer) == [("grid.6", "pixies.back_needs_validated"), ("grid.9", "pixies.back_needs_validated")]
    assert answer["errors"][0]["message"].startswith("Slot 6: a card only goes face down on its own once")


@pytest.mark.parametrize("lang", ["fr", "en", "tr"])
def test_score_refuses_backs_without_a_validated_card_with_a_message_at_the_field(lang):
    answer = handle({"game": "pixies", "action": "score", "lang": lang, "data": {"round": 1, "grid": {"6": {"back": True}}}})
    assert not answer["ok"]
    assert [(e["path"], e["code"]) for e in answer["errors"]] == [("grid.6", "pixies.back_needs_validated")]
    assert "6" in answer["errors"][0]["message"]


def test_a_back_is_fine_once_any_number_is_validated():
    assert validate({"2": {"card": "red-2-1", "validated": True}, "6": {"back": True}})["valid"]


def test_two_validated_cards_hiding_each_others_number_have_no_order():
    # The 6 under slot 5 needed the 6 validated first, and the 5 under slot 6 needed the 5 first.
    grid = {
        "5": {"card": "blue-5-1", "validated": True, "card_under": "red-6-1"},
        "6": {"card": "blue-6-1", "validated": True, "card_under": "red-5-1"},
    }
    answer = validate(grid)
    assert codes(answer) == [("grid.5.card_under", "pixies.hidden_no_order"), ("grid.6.card_under", "pixies.hidden_no_order")]
    assert answer["errors"][0]["params"] == {"slot": 5, "number": 6, "slots": [5, 6]}
    assert placement_order(read_grid(grid, "grid", Problems())) == ([], [5, 6])


def test_a_chain_of_covers_has_its_order():
    # 4 made a pair; a 4 hidden on 5 then covered; a 5 hidden on 6 then covered: 4, 5, 6.
    grid = {
        "4": {"card": "blue-4-1", "validated": True, "card_under": "red-4-1"},
        "5": {"card": "blue-5-1", "validated": True, "card_under": "green-4-1"},
        "6": {"card": "blue-6-1", "validated": True, "card_under": "red-5-1"},
        "9": {"back": True, "card_under": "red-6-1"},
    }
    assert validate(grid)["valid"]
    assert placement_order(read_grid(grid, "grid", Problems())) == ([4, 5, 6], [])


# --- Every small grid: refused exactly when no legal play reaches it --------------------------


def _state(grid: Grid, slot: int) -> tuple:
    """What a slot shows, hidden numbers included: ("E",), ("F",), ("B", k) or ("V", k)."""
    here = grid[slot]
    if here.empty:
        return ("E",)
    if here.lone_face:
        return ("F",)
    return ("B" if here.lone_back else "V", here.under.number)


def reachable_states() -> set[tuple]:
    """Every way slots 1-3 can look after legal play with cards numbered 1-3 (breadth first)."""
    representative = {n: Card(number=n, colours=("blue",)) for n in SMALL}
    start = Grid()
    seen = {tuple(_state(start, s) for s in SMALL)}
    frontier = [start]
    while frontier:
        following = []
        for grid in frontier:
            for number in SMALL:
                for option in legal_placements(grid, representative[number]):
                    if option.slot not in SMALL:
                        continue
                    key = tuple(_state(option.grid, s) for s in SMALL)
                    if key not in seen:
                        seen.add(key)
                        following.append(option.grid)
        frontier = following
    # A player need not name a hidden card: forgetting any of them keeps a grid reachable.
    forgotten = set()
    for key in seen:
        choices = [[state, (state[0], None)] if state[0] in "BV" else [state] for state in key]
        forgotten.update(product(*choices))
    return forgotten


SLOT_STATES = [("E",), ("F",)] + [(kind, hidden) for kind in "BV" for hidden in (None, *SMALL)]


def as_request(key: tuple) -> dict:
    """A grid in the request format with distinct real cards (face: the slot's number)."""
    pools = {n: [card.id for card in CARDS if card.number == n] for n in SMALL}
    grid = {}
    for slot, state in zip(SMALL, key):
        kind = state[0]
        if kind == "E":
            continue
        entry = {"back": True} if kind == "B" else {"card": pools[slot].pop()}
        if kind == "V":
            entry["validated"] = True
        if kind in "BV" and state[1] is not None:
            entry["card_under"] = pools[state[1]].pop()
        grid[str(slot)] = entry
    return grid


def test_every_small_grid_is_valid_exactly_when_legal_play_reaches_it():
    reachable = reachable_states()
    wrong = []
    for key in product(SLOT_STATES, repeat=len(SMALL)):
        answer = validate(as_request(key))
        if answer["valid"] != (key in reachable):
            wrong.append((key, answer["valid"], codes(answer)))
    assert wrong == []
    # The comparison is not empty on either side.
    assert 30 < len(reachable) < len(SLOT_STATES) ** len(SMALL)
