"""The grids of one round, across players: they were all dealt from one deck of 70 cards.

Source: French rules, "Le matériel" and "Après les deux premières manches, remélange toutes les
cartes" (one deck, shuffled again between rounds). Each grid is checked alone by
``validation.check_grid`` (complete: a witness exists); across the grids of a round:

- a card the players name (face up, or hidden with ``card_under``) is in one grid only
  (``pixies.sheet.card_in_other_grid``);
- the known cards of one number, all grids together, are no more than the deck holds
  (``pixies.sheet.round_too_many_copies``);
- the hidden cards nobody named can each only hide a number their own grid has validated
  (``history.py``): for every group of grids, those hidden cards need no more copies than the
  deck has left of the numbers those grids validated (``pixies.sheet.round_needs_copies``; by
  Hall's theorem, enough for the whole round to share the copies out). The order each grid was
  played in is its own grid's check.
"""

from __future__ import annotations

from itertools import combinations

from calculators.pixies.cards import COPIES_PER_NUMBER, card_params, identity
from calculators.pixies.grid import SLOTS, Grid
from calculators.pixies.validation import known_cards
from calculators.problems import Problems


# One player's grid of the round: whose it is (their label), where it was read, the grid.
Played = tuple[str, str, Grid]


def _unnamed_hidden(grid: Grid) -> int:
    return sum(1 for n in SLOTS if grid[n].backs and grid[n].under is None)


def check_round(round_number: int, grids: list[Played], problems: Problems) -> list[Played]:
    """Record what one deck could not have dealt to these grids; returns the grids at fault."""
    first: dict[str, tuple[Played, int]] = {}
    counts: dict[int, int] = {}
    wrong: list[Played] = []
    for played in grids:
        _, path, grid = played
        for known in known_cards(grid, path):
            number = known.card.number
            counts[number] = counts.get(number, 0) + 1
            key = identity(known.card)
            if key is not None and key in first and first[key][0] is not played:
                other, slot = first[key]
                problems.error(known.path, "pixies.sheet.card_in_other_grid", slot=known.slot, **card_params(known.card), player=other[0], other=slot)
                wrong.append(played)
            elif key is not None:
                first.setdefault(key, (played, known.slot))
            if counts[number] == COPIES_PER_NUMBER[number] + 1:
                problems.error(known.path, "pixies.sheet.round_too_many_copies", slot=known.slot, number=number, copies=COPIES_PER_NUMBER[number], round=round_number)
                wrong.append(played)
    if wrong:
        return wrong
    left = {n: COPIES_PER_NUMBER[n] - counts.get(n, 0) for n in SLOTS}
    needing = [played for played in grids if _unnamed_hidden(played[2])]
    for size in range(2, len(needing) + 1):  # one grid alone is its own check
        for group in combinations(needing, size):
            numbers = sorted({n for _, _, grid in group for n in grid.validated_slots()})
            needed = sum(_unnamed_hidden(grid) for _, _, grid in group)
            if needed > sum(left[n] for n in numbers):
                problems.error(
                    group[-1][1],
                    "pixies.sheet.round_needs_copies",
                    round=round_number,
                    players=[player for player, _, _ in group],
                    numbers=numbers,
                    needed=needed,
                    copies=sum(left[n] for n in numbers),
                )
                return list(group)
    return []
