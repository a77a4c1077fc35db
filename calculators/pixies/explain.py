"""A score, part by part, as JSON for the widget and as sentences in the reader's language."""

from __future__ import annotations

from typing import Any

from calculators.i18n import Term, render
from calculators.pixies.scoring import ZONE_POINTS_PER_CARD, Item, Score


def _items(items: tuple[Item, ...]) -> list[dict[str, Any]]:
    return [{"slot": item.slot, "points": item.points, **item.detail} for item in items]


def score_to_json(score: Score, lang: str) -> dict[str, Any]:
    points = score.part_points()
    zone = score.zone
    return {
        "round": score.round,
        "total": score.total,
        "parts": {
            "numbers": {"points": points["numbers"], "items": _items(score.numbers)},
            "spirals": {"points": points["spirals"], "items": _items(score.spirals)},
            "colour_bonus": {"points": points["colour_bonus"], "items": _items(score.colour_bonus)},
            "crosses": {"points": points["crosses"], "items": _items(score.crosses)},
            "zone": {
                "points": points["zone"],
                "colour": zone.colour if zone else None,
                "slots": list(zone.slots) if zone else [],
                "size": len(zone.slots) if zone else 0,
                "per_card": ZONE_POINTS_PER_CARD[score.round],
                "equal_zones": [{"colour": z.colour, "slots": list(z.slots)} for z in score.other_largest_zones],
            },
        },
        "explanation": explain(score, lang),
    }


def _slots(items: tuple[Item, ...] | list[int]) -> str:
    return ", ".join(str(item.slot if isinstance(item, Item) else item) for item in items)


def explain(score: Score, lang: str) -> list[str]:
    """One sentence per part, naming the slots it comes from, then the total."""
    points = score.part_points()
    lines = []
    if score.numbers:
        terms = " + ".join(f"{item.points} ({render('pixies.slot_short', lang, {'slot': item.slot})})" for item in score.numbers)
        lines.append(render("pixies.explain.numbers", lang, {"terms": terms, "points": points["numbers"]}))
    else:
        lines.append(render("pixies.explain.no_numbers", lang))
    if score.spirals:
        lines.append(render("pixies.explain.spirals", lang, {"slots": _slots(score.spirals), "points": points["spirals"]}))
    for item in score.colour_bonus:
        lines.append(
            render(
                "pixies.explain.colour_bonus",
                lang,
                {"slot": item.slot, "colour": Term(f"colour.{item.detail['colour']}"), "slots": _slots(item.detail["slots"]), "points": item.points},
            )
        )
    if score.crosses:
        lines.append(render("pixies.explain.crosses", lang, {"slots": _slots(score.crosses), "points": points["crosses"]}))
    if score.zone:
        lines.append(
            render(
                "pixies.explain.zone",
                lang,
                {
                    "colour": Term(f"colour.{score.zone.colour}"),
                    "slots": _slots(list(score.zone.slots)),
                    "size": len(score.zone.slots),
                    "per_card": ZONE_POINTS_PER_CARD[score.round],
                    "round": score.round,
                    "points": points["zone"],
                },
            )
        )
        if score.other_largest_zones:
            lines.append(render("pixies.explain.equal_zones", lang, {"count": len(score.other_largest_zones) + 1}))
    else:
        lines.append(render("pixies.explain.no_zone", lang))
    lines.append(render("pixies.explain.total", lang, {"total": score.total}))
    return lines
