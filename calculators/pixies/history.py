"""How a grid could have happened: a legal sequence of draws and placements from the real deck that
ends on it (a witness), or the reason none exists.

Source: French rules, "Trois situations de placement", "Quand arrêter la manche ?" and "Le
matériel" (copies per number); Turkish rules, "Kart yerleştirme". A grid only grows: each card
taken adds one card to one slot, and nothing ever moves. So a sequence is an order of the grid's
cards in which each placement is legal when it is made:

- a lone face-up card went on its empty slot at any time;
- a face-down card hiding number ``k`` (a lone back, or the back a validated card covers) was
  placed once ``k`` was validated, on an empty slot;
- a validated slot is a pair (two cards of its own number: the hidden one shows the slot's
  number) or a cover (a back hiding ``k`` placed first, then the slot's number on it, so after
  ``k`` was validated);
- the card that fills a ninth slot ends the player's round: it lies alone on its slot, so a full
  grid has at least one slot that is not validated (``pixies.full_all_validated``);
- the deck holds ``COPIES_PER_NUMBER`` cards of each number: the face-up cards, the hidden cards
  the player named and the hidden cards nobody named all come from it.

Hidden cards nobody named may hide any validated number. The validated slots form chains (a
cover waits on the slot of the number it hides) that must each start with a pair. Which hidden
card takes which number changes nothing to the total it takes from the deck (one card each), so
the question is whether some order spends no number's copies beyond what is left, which
``account`` answers by grounding slots one by one: a pair grounds itself with a copy of its own
number; a slot whose number has no copy left must hide a number already validated, from what is
left of those. The slots that free the most copies go first (a small search over at most nine
slots). ``validation.check_grid`` runs it once the simpler checks pass, so a grid is accepted
exactly when a witness exists; ``tests/test_pixies_history.py`` compares this with a brute-force
search of every sequence of play.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from calculators.pixies.cards import CARDS, COPIES_PER_NUMBER, Card, identity
from calculators.pixies.grid import SLOTS, Grid
from calculators.pixies.placement import COVER_BACK, FACE_DOWN, NEW_NUMBER, PAIR


@dataclass(frozen=True)
class Step:
    """One card taken from the offer and where it went: ``kind`` is a placement situation
    (``placement.py``), ``keep`` is ``"new"`` for the second card of a pair (kept face up)."""

    card: Card
    slot: int
    kind: str
    keep: str | None = None
    # True for a hidden card nobody named: the witness picked a real copy of that number.
    chosen: bool = False


@dataclass(frozen=True)
class Impossible:
    """Why no sequence ends on the grid: a message code, the slots involved and its values."""

    code: str
    slots: tuple[int, ...]
    params: dict


def _hidden(grid: Grid, slot: int) -> Card | None:
    here = grid[slot]
    return here.under if here.backs else None


def _spare_cards(grid: Grid) -> dict[int, list[Card]]:
    """Base-game cards of each number that the grid does not show or name, in list order."""
    taken = {identity(card) for n in SLOTS for card in (grid[n].face, _hidden(grid, n)) if card is not None}
    spare: dict[int, list[Card]] = {}
    for card in CARDS:
        if card.id not in taken:
            spare.setdefault(card.number, []).append(card)
    return spare


def account(grid: Grid) -> list[Step] | Impossible:
    """A witness for ``grid``, or why there is none. The grid has passed ``validation.check_grid``'s
    other checks: faces on their own slots, known hidden cards where a placement could put them,
    no card twice, no number over its copies among known cards, no known cards waiting on each other."""
    validated = grid.validated_slots()
    if grid.full() and len(validated) == len(SLOTS):
        return Impossible("pixies.full_all_validated", tuple(SLOTS), {})
    # Copies of each number left once the face-up and named hidden cards are counted.
    left = dict(COPIES_PER_NUMBER)
    for n in SLOTS:
        for card in (grid[n].face, _hidden(grid, n)):
            if card is not None:
                left[card.number] -= 1
    named = {n: _hidden(grid, n).number for n in validated if _hidden(grid, n) is not None}
    free = tuple(n for n in validated if n not in named)
    unnamed_backs = tuple(n for n in grid.lone_back_slots() if grid[n].under is None)
    if len(free) + len(unnamed_backs) > sum(left[n] for n in validated):
        return Impossible(
            "pixies.backs_need_copies",
            free + unnamed_backs,
            {
                "numbers": validated,
                "needed": sum(COPIES_PER_NUMBER[n] - left[n] for n in validated) + len(free) + len(unnamed_backs),
                "copies": sum(COPIES_PER_NUMBER[n] for n in validated),
            },
        )
    order = _ground(validated, named, left)
    if order is None:
        return Impossible("pixies.no_first_pair", tuple(validated), {})
    return _witness(grid, order, left)


def _ground(validated: list[int], named: dict[int, int], left: dict[int, int]) -> tuple | None:
    """An order in which the validated slots can be made: ``((slot, number), ...)`` where ``number``
    is what its hidden card shows, or None for a slot with no copy of its own number left, which
    borrows a copy of a number made before it. ``None`` when no order keeps a copy to borrow.

    ``pool`` counts the copies left of the numbers made so far. A slot whose named hidden card
    shows its own number, or a number made already, follows at once and brings its copies; so
    does a slot with no named hidden card and a copy of its own number (a pair: the pool gains
    its copies less the one it takes). A borrowing slot takes one copy and brings none of its
    own, but may free named slots waiting on it: the search tries them in turn (nine at most)."""

    @lru_cache(maxsize=None)
    def search(made: frozenset, pool: int) -> tuple | None:
        done = set(made)
        steps: list[tuple[int, int | None]] = []
        progress = True
        while progress:
            progress = False
            for n in validated:
                if n in done:
                    continue
                if n in named and named[n] in done | {n}:
                    pool += left[n]
                elif n not in named and left[n] > 0:
                    pool += left[n] - 1
                else:
                    continue
                steps.append((n, named.get(n, n)))
                done.add(n)
                progress = True
        if len(done) == len(validated):
            return tuple(steps)
        if pool > 0:
            for n in validated:
                if n not in done and n not in named:
                    rest = search(frozenset(done | {n}), pool - 1)
                    if rest is not None:
                        return (*steps, (n, None), *rest)
        return None

    return search(frozenset(), 0)


def _witness(grid: Grid, order: tuple, left: dict[int, int]) -> list[Step]:
    """The sequence: each validated slot in ``order`` (a pair, or a back then the card covering it),
    then the lone face-up cards, then the lone backs. A hidden card nobody named is a real copy
    the grid does not show: of the slot's own number for a pair, else of a number made before."""
    spare = _spare_cards(grid)
    remaining = dict(left)
    made: list[int] = []

    def pick(number: int | None) -> Card:
        if number is None:
            number = next(n for n in made if remaining[n] > 0)
        remaining[number] -= 1
        return spare[number].pop(0)

    steps: list[Step] = []
    for slot, number in order:
        here = grid[slot]
        hidden = here.under if here.under is not None else pick(number)
        chosen = here.under is None
        if hidden.number == slot:
            steps += [Step(hidden, slot, NEW_NUMBER, chosen=chosen), Step(here.face, slot, PAIR, "new")]
        else:
            steps += [Step(hidden, slot, FACE_DOWN, chosen=chosen), Step(here.face, slot, COVER_BACK)]
        made.append(slot)
    steps += [Step(grid[n].face, n, NEW_NUMBER) for n in grid.lone_face_slots()]
    for n in grid.lone_back_slots():
        hidden = grid[n].under
        steps.append(Step(hidden, n, FACE_DOWN) if hidden is not None else Step(pick(None), n, FACE_DOWN, chosen=True))
    return steps
