"""A player's pyramid: four rows of 2, 3, 4 and 5 cards, top row first, cards left to right.

Source (IPSO rules, "Mise en place"): 14 cards in four rows of 2, 3, 4 and 5, with the
star card on top. Row and card indices here start at 0, as in the request's paths
(``rows.2.3`` is the fourth card of the third row); sentences count from 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from calculators.ipso.cards import Card

ROW_SIZES = (2, 3, 4, 5)
CARD_COUNT = sum(ROW_SIZES)


@dataclass(frozen=True)
class Pyramid:
    rows: tuple[tuple[Card, ...], ...]

    def cards(self) -> Iterator[tuple[int, int, Card]]:
        """Every card with its row and position (both from 0), top row first."""
        for row_index, row in enumerate(self.rows):
            for position, card in enumerate(row):
                yield row_index, position, card

    def replaced(self, row_index: int, position: int, card: Card) -> "Pyramid":
        """The same pyramid with one card swapped (the bonus turn): the others keep their places."""
        rows = list(self.rows)
        row = list(rows[row_index])
        row[position] = card
        rows[row_index] = tuple(row)
        return Pyramid(tuple(rows))
