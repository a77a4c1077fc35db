"""Which round scores and star counts a pyramid can give: the check on a score typed from paper.

Source (IPSO rules, "Mise en place" and "Comptage des points"): four rows of 2, 3, 4 and 5
cards; a row that does not rise scores nothing; a rising row scores 1 point a card in mixed
colours, 2 in a single colour, and 1 more a card with the even/odd variant when its numbers are
all even or all odd; each printed star on a scoring row adds 1; the kept star card adds 3.
The tie-break stars (our reading, ``scoring.py``) are the printed stars of the scoring rows plus
1 for a kept star card. The rules give no most stars a card prints: the site reads 0 to
``MAX_PRINTED_STARS`` a card, the bound its card fields take.

So a score ``S`` with ``T`` stars is reachable when, for some set of scoring rows worth ``B``
for their cards, ``S = B + P + 3k`` and ``T = P + k`` (``k`` 1 for a kept star card, ``P`` the
printed stars, none without a scoring row, at most ``MAX_PRINTED_STARS`` a card of those rows).
A score of 1 is never reachable (the smallest scoring row brings 2, the star card 3), nor more
stars than points. Everything here follows from the constants of the modules that apply the
rules, so the limits a message states are the rules' own.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product

from calculators.ipso.cards import MAX_PRINTED_STARS
from calculators.ipso.pyramid import CARD_COUNT, ROW_SIZES
from calculators.ipso.scoring import (
    EVEN_ODD_POINTS_PER_CARD,
    MIXED_POINTS_PER_CARD,
    SINGLE_COLOUR_POINTS_PER_CARD,
    STAR_CARD_POINTS,
)

STAR_CARD_STARS = 1


@lru_cache(maxsize=None)
def row_sets(even_odd: bool) -> frozenset[tuple[int, int]]:
    """Every ``(points of the cards, cards)`` a set of scoring rows can give."""
    per_card = {MIXED_POINTS_PER_CARD, SINGLE_COLOUR_POINTS_PER_CARD}
    if even_odd:
        per_card |= {points + EVEN_ODD_POINTS_PER_CARD for points in per_card}
    found = {(0, 0)}
    for count in range(1, len(ROW_SIZES) + 1):
        for rows in combinations(ROW_SIZES, count):
            for values in product(sorted(per_card), repeat=count):
                found.add((sum(size * value for size, value in zip(rows, values)), sum(rows)))
    return frozenset(found)


def reachable(score: int, stars: int | None, even_odd: bool) -> bool:
    """True when some pyramid scores ``score`` points with ``stars`` tie-break stars (any number
    when ``stars`` is None) under the chosen variant."""
    for kept in (0, 1):
        for points, cards in row_sets(even_odd):
            printed = score - points - STAR_CARD_POINTS * kept
            if not 0 <= printed <= MAX_PRINTED_STARS * cards:
                continue
            if stars is None or stars == printed + STAR_CARD_STARS * kept:
                return True
    return False


def highest_score(even_odd: bool) -> int:
    """Every row in a single colour (and all even or all odd with the variant), every card printing
    the most stars, the star card kept."""
    points = max(points for points, _ in row_sets(even_odd))
    return points + MAX_PRINTED_STARS * CARD_COUNT + STAR_CARD_POINTS


def highest_stars() -> int:
    return MAX_PRINTED_STARS * CARD_COUNT + STAR_CARD_STARS


def smallest_row_points() -> int:
    """The fewest points a scoring row brings: the top row in mixed colours."""
    return min(ROW_SIZES) * MIXED_POINTS_PER_CARD
