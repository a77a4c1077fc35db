"""Dispute mode for IPSO: the frequent mistakes of the rules page ({#mistakes}) and the teach page,
each a pure function that scores the revealed pyramid the wrong way; ``calculators/disputes.py``
matches them with what the player wrote (the total, or the parts below).

Parts: ``rows`` (the cards of the rows that score), ``stars`` (printed stars on those rows),
``even_odd`` (the variant's bonus) and ``star_card`` (3 when kept). Mistakes (IPSO rules,
"Comptage des points", "Fin de la partie", "Règles maison et pièges", FAQ):

- a discarded row's printed stars counted (``discarded_row_stars``): the row leaves with them;
- a discarded row counted as if it rose (``discarded_row_counted``): the player put it back in
  order in their head, as if a placed card could move;
- a rising row thrown out because its numbers are far apart (``rising_row_discarded``): only
  the order counts, never the gaps;
- a row of mixed colours paid 2 a card (``mixed_row_doubled``);
- the star card counted after it was given up for the bonus turn (``star_card_after_bonus``),
  whether the bonus swap helped or not;
- a whole part left out (``part_forgotten``).

One row, or every row the mistake can touch, as other games' readings do for cards; ``marks``
name the rows (``"row 2"`` is ``2``) and ``"star_card"``.
"""

from __future__ import annotations

from calculators.disputes import Reading, forgotten_parts, with_parts
from calculators.ipso.scoring import (
    MIXED_POINTS_PER_CARD,
    SINGLE_COLOUR_POINTS_PER_CARD,
    STAR_CARD_POINTS,
    PyramidScore,
    RowScore,
)

PARTS = ("rows", "stars", "even_odd", "star_card")
PART_CODES = {
    "total": "ipso.part.total",
    "rows": "ipso.part.rows",
    "stars": "ipso.part.stars",
    "even_odd": "ipso.part.even_odd",
    "star_card": "ipso.part.star_card",
}


def part_points(score: PyramidScore) -> dict[str, int]:
    """The right score, part by part."""
    return {
        "rows": sum(row.card_points for row in score.rows),
        "stars": score.printed_stars_counted,
        "even_odd": sum(row.even_odd_points for row in score.rows),
        "star_card": score.star_card_points,
    }


def _each_and_all(rows: list[RowScore], code: str, correct: dict[str, int], change) -> list[Reading]:
    """One reading per row of ``rows`` and one for all of them (when several): ``change(row)`` is
    what the mistake adds to each part for that row."""
    groups = [[row] for row in rows] + ([rows] if len(rows) > 1 else [])
    readings = []
    for group in groups:
        added: dict[str, int] = {}
        for row in group:
            for part, points in change(row).items():
                added[part] = added.get(part, 0) + points
        numbers = [row.index + 1 for row in group]
        parts = with_parts(correct, **{part: correct[part] + points for part, points in added.items()})
        readings.append(Reading(code, parts, {"rows": numbers, "points": sum(added.values())}, tuple(numbers), len(group) < len(rows)))
    return readings


def mistaken_readings(score: PyramidScore) -> list[Reading]:
    correct = part_points(score)
    discarded = [row for row in score.rows if not row.increasing]
    rising = [row for row in score.rows if row.increasing]
    mixed = [row for row in rising if not row.single_colour]
    readings = []
    readings += _each_and_all([row for row in discarded if row.printed_stars], "ipso.mistake.discarded_row_stars", correct, lambda row: {"stars": row.printed_stars})
    readings += _each_and_all(
        discarded,
        "ipso.mistake.discarded_row_counted",
        correct,
        lambda row: {
            "rows": len(row.cards) * (SINGLE_COLOUR_POINTS_PER_CARD if row.single_colour else MIXED_POINTS_PER_CARD),
            "stars": row.printed_stars,
        },
    )
    readings += _each_and_all(rising, "ipso.mistake.rising_row_discarded", correct, lambda row: {"rows": -row.card_points, "stars": -row.star_points, "even_odd": -row.even_odd_points})
    readings += _each_and_all(mixed, "ipso.mistake.mixed_row_doubled", correct, lambda row: {"rows": len(row.cards) * (SINGLE_COLOUR_POINTS_PER_CARD - MIXED_POINTS_PER_CARD)})
    if score.star_card == "given_up":
        readings.append(Reading("ipso.mistake.star_card_after_bonus", with_parts(correct, star_card=STAR_CARD_POINTS), {"points": STAR_CARD_POINTS}, ("star_card",)))
    readings += [Reading(r.code, r.parts, r.params, (), alone=True) for r in forgotten_parts(correct, "ipso.mistake.part_forgotten", PART_CODES.get)]
    return readings
