"""Scoring one revealed pyramid.

Source (IPSO rules, "Comptage des points"): rows that are not increasing are discarded
first and score nothing, printed stars included; an increasing row scores 1 point per card
in mixed colours, 2 per card when all its cards share one colour; each printed star on a
scoring row adds 1; the star card, if kept, is worth 3. Variant "ligne paire ou impaire":
an increasing row of only even or only odd numbers scores 1 more per card.
FAQ: increasing means the numbers rise from left to right, whatever the gaps.

Tie-break stars (our reading, stated on the rules page): the stars still in front of the
player at the end, i.e. printed stars on the rows that score plus one for a kept star card.
Discarded rows and a given-up star card have left the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from calculators.ipso.cards import Card
from calculators.ipso.pyramid import Pyramid

STAR_CARD_POINTS = 3
MIXED_POINTS_PER_CARD = 1
SINGLE_COLOUR_POINTS_PER_CARD = 2
EVEN_ODD_POINTS_PER_CARD = 1


def first_break(cards: tuple[Card, ...]) -> int | None:
    """Position of the first card not higher than its left neighbour; None when the row rises all along."""
    for position in range(1, len(cards)):
        if cards[position].number <= cards[position - 1].number:
            return position
    return None


def parity(cards: tuple[Card, ...]) -> str | None:
    """``even`` or ``odd`` when every number of the row is, else None."""
    if all(card.even for card in cards):
        return "even"
    if not any(card.even for card in cards):
        return "odd"
    return None


@dataclass(frozen=True)
class RowScore:
    """What one row is worth, with the facts behind its verdict."""

    index: int
    cards: tuple[Card, ...]
    even_odd_variant: bool

    @property
    def break_at(self) -> int | None:
        return first_break(self.cards)

    @property
    def increasing(self) -> bool:
        return self.break_at is None

    @property
    def single_colour(self) -> bool:
        return len({card.colour for card in self.cards}) == 1

    @property
    def parity(self) -> str | None:
        return parity(self.cards)

    @property
    def points_per_card(self) -> int:
        if not self.increasing:
            return 0
        return SINGLE_COLOUR_POINTS_PER_CARD if self.single_colour else MIXED_POINTS_PER_CARD

    @property
    def card_points(self) -> int:
        return self.points_per_card * len(self.cards)

    @property
    def printed_stars(self) -> int:
        return sum(card.stars for card in self.cards)

    @property
    def star_points(self) -> int:
        return self.printed_stars if self.increasing else 0

    @property
    def even_odd_points(self) -> int:
        if self.increasing and self.even_odd_variant and self.parity is not None:
            return EVEN_ODD_POINTS_PER_CARD * len(self.cards)
        return 0

    @property
    def points(self) -> int:
        return self.card_points + self.star_points + self.even_odd_points


@dataclass(frozen=True)
class PyramidScore:
    rows: tuple[RowScore, ...]
    star_card: str  # "kept" or "given_up"
    even_odd: bool

    @property
    def rows_points(self) -> int:
        return sum(row.points for row in self.rows)

    @property
    def star_card_points(self) -> int:
        return STAR_CARD_POINTS if self.star_card == "kept" else 0

    @property
    def total(self) -> int:
        return self.rows_points + self.star_card_points

    @property
    def printed_stars_counted(self) -> int:
        return sum(row.star_points for row in self.rows)

    @property
    def stars(self) -> int:
        """Stars for the tie-break: printed stars on scoring rows, plus 1 for a kept star card."""
        return self.printed_stars_counted + (1 if self.star_card == "kept" else 0)


def score_pyramid(pyramid: Pyramid, star_card: str, even_odd: bool = False) -> PyramidScore:
    rows = tuple(RowScore(index, row, even_odd) for index, row in enumerate(pyramid.rows))
    return PyramidScore(rows=rows, star_card=star_card, even_odd=even_odd)
