"""A grid is accepted exactly when some legal sequence of draws and placements from the real deck ends
on it, and the witness the validator gives is such a sequence.

The reference is a brute-force search written only from the placement engine
(``placement.legal_placements``: the rules' four situations, and no card for a full grid) and
the deck (each of the 70 cards once): every order of the target's cards is tried, a hidden card
nobody named being any real card the grid does not show. It knows nothing of the validator's
reasoning (copies, chains of covers, the full grid).
"""

from __future__ import annotations

import random
from functools import lru_cache

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from calculators.api import handle
from calculators.i18n import LANGUAGES
from calculators.pixies.cards import CARDS, COPIES_PER_NUMBER, Card
from calculators.pixies.grid import SLOTS, Grid, Slot
from calculators.pixies.history import Impossible, account
from calculators.pixies.placement import Choice, Placement, legal_placements, resolve
from calculators.pixies.reading import read_grid
from calculators.pixies.validation import check_grid
from calculators.problems import Problems


# --- The brute-force reference --------------------------------------------------------------


def _fits(now: Slot, want: Slot, number: int) -> bool:
    """``now`` can still grow into ``want`` (slots only ever gain cards). A card the target does not
    name is a copy of ``ANY[k]`` (only its number counts)."""
    if now.empty:
        return True
    if want.empty or now.backs > want.backs:
        return False
    under_fits = want.under is None or now.under == want.under
    if want.lone_face:
        return now.face == want.face
    if want.lone_back:
        return now.lone_back and under_fits
    if now.validated:
        return now.face == want.face and under_fits
    if now.lone_face:
        return now.face == want.face or now.face == want.under or (want.under is None and now.face == ANY[number])
    return under_fits


# An unnamed card of each number: which copy it is never matters to the rules, only that the deck
# still holds one (checked against the copies per number).
ANY = {n: Card(number=n, colours=("blue",), id=f"any-{n}") for n in SLOTS}


def reachable(target: Grid) -> bool:
    """True when some sequence of legal placements of real, distinct cards ends on ``target``.

    Cards the target shows or names are placed as themselves; each hidden card it does not name
    is a copy of some number the deck still has (``ANY``). States are remembered, so each one is
    searched once."""
    named = [card for n in SLOTS for card in (target[n].face, target[n].under) if card is not None]
    unnamed = sum(1 for n in SLOTS if target[n].backs and target[n].under is None)
    size = sum((target[n].face is not None) + target[n].backs for n in SLOTS)
    spare = {n: COPIES_PER_NUMBER[n] - sum(1 for card in named if card.number == n) for n in SLOTS}
    # A card goes face down only once its number is validated, and a pair's two cards show its
    # slot's number: an unnamed hidden card can only be of a number validated in the target.
    possible = [n for n in SLOTS if target[n].validated]

    @lru_cache(maxsize=None)
    def search(state: tuple) -> bool:
        grid = Grid(dict(zip(SLOTS, state)))
        cards = [card for n in SLOTS for card in (grid[n].face, grid[n].under) if card is not None]
        if len(cards) + sum(1 for n in SLOTS if grid[n].backs and grid[n].under is None) == size:
            return all(
                (grid[n].face, grid[n].backs) == (target[n].face, target[n].backs) and (target[n].under is None or grid[n].under == target[n].under)
                for n in SLOTS
            )
        candidates = [card for card in named if card not in cards]
        if sum(1 for card in cards if card.id.startswith("any-")) < unnamed:
            candidates += [ANY[n] for n in possible if cards.count(ANY[n]) < spare[n]]
        for card in candidates:
            for option in legal_placements(grid, card):
                if all(_fits(option.grid[n], target[n], n) for n in SLOTS) and search(tuple(option.grid[n] for n in SLOTS)):
                    return True
        return False

    return search(tuple(Slot() for _ in SLOTS))


# --- Random small positions -----------------------------------------------------------------

# Numbers the deck holds few of, so that copies run out in small grids.
SCARCE = [n for n, copies in COPIES_PER_NUMBER.items() if copies <= 6]
# At most this many occupied slots: a validated 1 and five backs already need seven 1s.
MOST_SLOTS = 8


def _random_card(rng: random.Random, used: set[str]) -> Card | None:
    pool = [c for c in CARDS if c.id not in used and (c.number in SCARCE or rng.random() < 0.3)]
    return rng.choice(pool) if pool else None


def random_position(seed: int) -> Grid:
    """A grid of a few cards played by random legal moves, then often altered so that many of them
    cannot happen: hidden cards forgotten, backs added, a lone card made validated, a hidden card
    renamed, a validated card turned into a back, an empty slot validated, hidden cards named as
    the last copies of a number, two validated cards hiding each other's number."""
    rng = random.Random(seed)
    grid, used = Grid(), set()
    for _ in range(rng.randint(1, 6)):
        card = _random_card(rng, used)
        options = legal_placements(grid, card) if card else []
        if not options:
            break
        grid = rng.choice(options).grid
        used.add(card.id)
    slots = {n: grid[n] for n in SLOTS}
    for n in SLOTS:  # the player remembers some hidden cards, not all
        if slots[n].backs and rng.random() < 0.6:
            slots[n] = Slot(slots[n].face, 1, None)
    empty = [n for n in SLOTS if slots[n].empty]
    for _ in range(rng.choice((0, 1, 1, 2, 3))):
        kind = rng.randrange(7)
        if kind == 0 and empty:  # unnamed backs added
            for n in rng.sample(empty, min(len(empty), rng.randint(1, 5))):
                slots[n] = Slot(None, 1, None)
        elif kind == 1:  # a lone face-up card made validated
            lone = [n for n in SLOTS if slots[n].lone_face]
            if lone:
                n = rng.choice(lone)
                slots[n] = Slot(slots[n].face, 1, None)
        elif kind == 2:  # a hidden card named as another card
            hidden = [n for n in SLOTS if slots[n].backs]
            other = _random_card(rng, used)
            if hidden and other is not None:
                n = rng.choice(hidden)
                slots[n] = Slot(slots[n].face, 1, other)
        elif kind == 3:  # a validated card turned into a back
            validated = [n for n in SLOTS if slots[n].validated]
            if validated:
                slots[rng.choice(validated)] = Slot(None, 1, None)
        elif kind == 4 and empty:  # an empty slot validated with a card of its number
            n = rng.choice(empty)
            card = next((c for c in CARDS if c.number == n and c.id not in used), None)
            if card is not None:
                used.add(card.id)
                slots[n] = Slot(card, 1, None)
        elif kind == 5:  # hidden cards named as the last copies of a validated number
            validated = [n for n in SLOTS if slots[n].validated]
            if validated:
                number = rng.choice(validated)
                copies = [c for c in CARDS if c.number == number and c.id not in used]
                for n in [n for n in SLOTS if slots[n].backs and n != number]:
                    if copies:
                        card = copies.pop()
                        used.add(card.id)
                        slots[n] = Slot(slots[n].face, 1, card)
        elif kind == 6:  # two validated cards each hiding the other's number
            validated = [n for n in SLOTS if slots[n].validated]
            if len(validated) >= 2:
                a, b = rng.sample(validated, 2)
                for here, there in ((a, b), (b, a)):
                    card = next((c for c in CARDS if c.number == there and c.id not in used), None)
                    if card is not None:
                        used.add(card.id)
                        slots[here] = Slot(slots[here].face, 1, card)
        empty = [n for n in SLOTS if slots[n].empty]
    occupied = [n for n in SLOTS if not slots[n].empty]
    for n in rng.sample(occupied, max(0, len(occupied) - MOST_SLOTS)):  # small: the search stays quick
        slots[n] = Slot()
    return Grid(slots)


def verdict(grid: Grid) -> bool:
    problems = Problems()
    check_grid(grid, "grid", problems)
    return not problems.errors


def replayed(steps) -> Grid | None:
    grid = Grid()
    for step in steps:
        placed = resolve(grid, step.card, Choice(slot=step.slot, keep=step.keep, face_down=step.kind == "face_down"))
        if not isinstance(placed, Placement) or placed.kind != step.kind:
            return None
        grid = placed.grid
    return grid


def same_up_to_unnamed(played: Grid, target: Grid) -> bool:
    return all(
        (played[n].face, played[n].backs) == (target[n].face, target[n].backs) and (target[n].under is None or played[n].under == target[n].under)
        for n in SLOTS
    )


@settings(max_examples=3000, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32))
@example(seed=0)
def test_a_grid_is_accepted_exactly_when_some_sequence_of_play_ends_on_it(seed):
    grid = random_position(seed)
    accepted = verdict(grid)
    assert accepted == reachable(grid), grid.to_json()
    if accepted:
        steps = account(grid)
        assert not isinstance(steps, Impossible)
        played = replayed(steps)
        assert played is not None and same_up_to_unnamed(played, grid), grid.to_json()
        assert len({step.card.id for step in steps}) == len(steps)  # each card of the deck once


def answer(grid, lang="en", witness=True):
    return handle({"game": "pixies", "action": "validate", "lang": lang, "data": {"grid": grid, "witness": witness}})


# The rules' copies: five 1s. A validated 1 (two cards) and five backs, which can only hide a 1.
SEVEN_ONES = {"1": {"card": "blue-1-1", "validated": True}, **{str(n): {"back": True} for n in (2, 3, 4, 5, 6)}}
# Slot 1 cannot be a pair (the four other 1s are named elsewhere), and the validated 2 covers a 1.
NO_PAIR_FIRST = {
    "1": {"card": "blue-1-1", "validated": True},
    "2": {"card": "yellow-2-1", "validated": True, "card_under": "red-1-1"},
    "3": {"back": True, "card_under": "green-1-1"},
    "4": {"back": True, "card_under": "yellow-1-1"},
    "6": {"back": True, "card_under": "red-1-2"},
}


@pytest.mark.parametrize(
    "grid,code,slots",
    [(SEVEN_ONES, "pixies.backs_need_copies", [1, 2, 3, 4, 5, 6]), (NO_PAIR_FIRST, "pixies.no_first_pair", [1, 2])],
    ids=["backs need seven 1s", "no pair can come first"],
)
def test_an_impossible_count_of_copies_is_named_with_its_slots(grid, code, slots):
    found = answer(grid)
    assert [(e["code"], e["params"]["slots"]) for e in found["errors"]] == [(code, slots)]
    assert found["witness"] is None and not reachable(_grid(grid))
    assert len({answer(grid, lang)["errors"][0]["message"] for lang in LANGUAGES}) == len(LANGUAGES)


def _grid(data):
    problems = Problems()
    return read_grid(data, "grid", problems)


@settings(max_examples=40, deadline=None)
@given(number=st.sampled_from(SLOTS), backs=st.integers(1, 8))
def test_backs_beside_one_validated_number_hide_that_number(number, backs):
    """With one number validated, each back hides that number: the grid holds two of them plus one
    per back, and is accepted exactly while the deck has that many."""
    others = [n for n in SLOTS if n != number][:backs]
    grid = {str(number): {"card": next(c.id for c in CARDS if c.number == number), "validated": True}}
    grid.update({str(n): {"back": True} for n in others})
    assert answer(grid, witness=False)["valid"] == (2 + backs <= COPIES_PER_NUMBER[number])


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_card_that_fills_a_grid_stays_alone_on_its_slot(seed):
    """A grid played to full by legal moves is accepted; with every slot validated it cannot be."""
    rng = random.Random(seed)
    grid, used = Grid(), set()
    while not grid.full():
        card = rng.choice([c for c in CARDS if c.id not in used])
        options = legal_placements(grid, card)
        if options:
            grid = rng.choice(options).grid
            used.add(card.id)
    assert answer(grid.to_json())["valid"]
    assert [n for n in SLOTS if not grid[n].validated]  # what the last card left
    every = {str(n): {"card": next(c.id for c in CARDS if c.number == n), "validated": True} for n in SLOTS}
    assert [e["code"] for e in answer(every)["errors"]] == ["pixies.full_all_validated"]


def test_the_witness_is_told_step_by_step_in_every_language():
    grid = {"5": {"card": "green-5-2", "validated": True}, "6": {"card": "blue-6-1", "validated": True, "card_under": "red-5-1"}, "9": {"back": True}}
    found = answer(grid)
    assert [(s["kind"], s["slot"], s["chosen"]) for s in found["witness"]] == [
        ("new_number", 5, True), ("pair", 5, False), ("face_down", 6, False), ("cover_back", 6, False), ("face_down", 9, True),
    ]
    last = found["witness"][-1]["grid"]  # the grid played: the request's, with the unnamed hidden cards picked
    assert {n: {k: v for k, v in slot.items() if k != "card_under" or "card_under" in grid[n]} for n, slot in last.items()} == grid
    for lang in LANGUAGES:
        lines = answer(grid, lang)["explanation"]
        assert [line.split(".")[0] for line in lines[-5:]] == ["1", "2", "3", "4", "5"]
    assert answer(grid, witness=False).get("witness") is None
