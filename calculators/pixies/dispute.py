"""Dispute mode for Pixies: the frequent mistakes, each a pure function that scores the grid the wrong
way; ``calculators/disputes.py`` matches them with what the player wrote.

Mistakes (French rules, "Les erreurs fréquentes" and "Décompte et victoire"; Turkish rules,
"Sık yapılan hatalar"; the rules page's list, ``docs/*/pixies/index.md`` {#mistakes}, and the
teach page's). Readings chosen where the sources leave room:

- "the number of a lone face-up card counted": one such card, or all of them (a claim 3 too
  high with a lone 3 names that 3); the same for lone backs counted as their slot's number,
  and for lone backs let into a zone (one back, or all of them: the source insists a back
  never belongs to a zone; the wrong reading lets it join touching cards of any colour);
- "the corner count taken for points": a validated card scores how many cards of its
  number the deck holds (``COPIES_PER_NUMBER``, the "x8" of the Turkish rules) instead of
  its number;
- "several zones": the two largest zones added, or every zone of two cards or more added;
- a whole part left out of the total (every spiral, every cross, the colour bonus, the zone,
  the numbers): the slip a recount part by part catches.

Each reading's ``marks`` are the slots it touches, which the grid widget highlights.
"""

from __future__ import annotations

from calculators.disputes import Reading, forgotten_parts, with_parts
from calculators.pixies.cards import COPIES_PER_NUMBER
from calculators.pixies.grid import SLOTS, Grid, Slot, neighbours_with_diagonals
from calculators.pixies.scoring import ZONE_POINTS_PER_CARD, Score, all_zones, largest_zones

PARTS = ("numbers", "spirals", "colour_bonus", "crosses", "zone")
# Message codes written out in full, so the catalogue test sees every one of them.
PART_CODES = {
    "total": "pixies.part.total",
    "numbers": "pixies.part.numbers",
    "spirals": "pixies.part.spirals",
    "colour_bonus": "pixies.part.colour_bonus",
    "crosses": "pixies.part.crosses",
    "zone": "pixies.part.zone",
}


def _zone_size(zones) -> int:
    return len(zones[0].slots) if zones else 0


def _one_or_all(slots: list[int], worth) -> dict[int, list[int]]:
    """The sums a player makes by miscounting one of ``slots`` or all of them (each slot worth
    ``worth(slot)``), each with its slots (one card first, when both give the same sum)."""
    found: dict[int, list[int]] = {}
    for chosen in [[n] for n in slots] + ([list(slots)] if len(slots) > 1 else []):
        found.setdefault(sum(worth(n) for n in chosen), chosen)
    return found


def _item_slots(score: Score, part: str) -> tuple[int, ...]:
    if part == "zone":
        return score.zone.slots if score.zone else ()
    return tuple(item.slot for item in getattr(score, part))


def _numbers_counted(code: str, slots: list[int], worth, score: Score) -> list[Reading]:
    """Cards that score no number counted as if they did, each worth ``worth(slot)``: one reading
    for each of ``slots``, and one for all of them together."""
    correct = score.part_points()
    return [
        Reading(code, with_parts(correct, numbers=correct["numbers"] + added), {"slots": chosen, "points": added}, tuple(chosen), len(chosen) < len(slots))
        for added, chosen in _one_or_all(slots, worth).items()
    ]


def lone_face_numbers(grid: Grid, score: Score) -> list[Reading]:
    """The number of a card that is not validated counted, as if it were."""
    return _numbers_counted("pixies.mistake.lone_face_numbers", grid.lone_face_slots(), lambda n: grid[n].face.number, score)


def lone_back_number(grid: Grid, score: Score) -> list[Reading]:
    """Lone backs counted as cards worth their slot's number."""
    return _numbers_counted("pixies.mistake.lone_back_number", grid.lone_back_slots(), lambda n: n, score)


def lone_back_in_zone(grid: Grid, score: Score) -> list[Reading]:
    """Lone backs taken into a zone as if they had its colour: one back at a time, or all of them."""
    backs = grid.lone_back_slots()
    right = len(score.zone.slots) if score.zone else 0
    correct = score.part_points()
    found: dict[int, Reading] = {}
    for wild in [[n] for n in backs] + ([list(backs)] if len(backs) > 1 else []):
        zones = largest_zones(grid, wild=wild)
        size = _zone_size(zones)
        if size == right:
            continue
        joined = [n for n in zones[0].slots if n in wild]
        points = size * ZONE_POINTS_PER_CARD[score.round]
        found.setdefault(
            points,
            Reading("pixies.mistake.lone_back_in_zone", with_parts(correct, zone=points), {"slots": joined, "size": size}, tuple(zones[0].slots), len(wild) < len(backs)),
        )
    return list(found.values())


def _symbols(faces: list[tuple[int, object]]) -> tuple[int, int, int]:
    spirals = sum(card.spirals for _, card in faces)
    crosses = -sum(card.crosses for _, card in faces)
    bonus = sum(sum(1 for _, other in faces if other.has_colour(card.spiral_per_colour)) for _, card in faces if card.spiral_per_colour)
    return spirals, bonus, crosses


def symbols_validated_only(grid: Grid, score: Score) -> Reading | None:
    """Spirals, crosses and colour bonuses counted on validated cards only."""
    validated = [(n, grid[n].face) for n in grid.validated_slots()]
    spirals, bonus, crosses = _symbols(validated)
    correct = score.part_points()
    parts = with_parts(correct, spirals=spirals, colour_bonus=bonus, crosses=crosses)
    if parts == correct:
        return None
    left_out = [
        n
        for n in grid.lone_face_slots()
        if grid[n].face.spirals
        or grid[n].face.crosses
        or grid[n].face.spiral_per_colour
        or any(card.spiral_per_colour and grid[n].face.has_colour(card.spiral_per_colour) for _, card in validated)
    ]
    return Reading("pixies.mistake.symbols_validated_only", parts, {"slots": left_out}, tuple(left_out))


def colours_validated_only(grid: Grid, score: Score) -> Reading | None:
    """The zone built from validated cards only, lone face-up cards left out."""
    hidden = {n: Slot() for n in grid.lone_face_slots()}
    if not hidden:
        return None
    only_validated = Grid({n: hidden.get(n, grid[n]) for n in SLOTS})
    size = _zone_size(largest_zones(only_validated))
    right = len(score.zone.slots) if score.zone else 0
    if size == right:
        return None
    correct = score.part_points()
    left_out = tuple(n for n in (score.zone.slots if score.zone else ()) if n in hidden)
    return Reading("pixies.mistake.colours_validated_only", with_parts(correct, zone=size * ZONE_POINTS_PER_CARD[score.round]), {"size": size, "right": right}, left_out)


def diagonal_zone(grid: Grid, score: Score) -> Reading | None:
    """Cards touching only by a corner joined into one zone."""
    zones = largest_zones(grid, touching=neighbours_with_diagonals)
    size = _zone_size(zones)
    right = len(score.zone.slots) if score.zone else 0
    if size == right:
        return None
    correct = score.part_points()
    slots = list(zones[0].slots)
    return Reading(
        "pixies.mistake.diagonal_zone",
        with_parts(correct, zone=size * ZONE_POINTS_PER_CARD[score.round]),
        {"size": size, "slots": slots, "right": right},
        tuple(slots),
    )


def _distinct_zones(grid: Grid) -> list[tuple[int, ...]]:
    """Every zone, once per set of slots (a run of multicolour cards is one zone, not four), largest first."""
    seen: list[tuple[int, ...]] = []
    for zone in all_zones(grid):
        if zone.slots not in seen:
            seen.append(zone.slots)
    return sorted(seen, key=len, reverse=True)


def _zones_added(score: Score, zones: list[tuple[int, ...]], code: str) -> Reading:
    sizes = [len(z) for z in zones]
    points = sum(sizes) * ZONE_POINTS_PER_CARD[score.round]
    marks = tuple(sorted({n for zone in zones for n in zone}))
    return Reading(code, with_parts(score.part_points(), zone=points), {"sizes": " + ".join(map(str, sizes))}, marks)


def two_zones_added(grid: Grid, score: Score) -> Reading | None:
    """The two largest zones added instead of keeping only one."""
    zones = _distinct_zones(grid)
    return _zones_added(score, zones[:2], "pixies.mistake.two_zones_added") if len(zones) >= 2 else None


def all_zones_added(grid: Grid, score: Score) -> Reading | None:
    """Every zone added (only different from the two largest when there are three zones or more)."""
    zones = _distinct_zones(grid)
    return _zones_added(score, zones, "pixies.mistake.all_zones_added") if len(zones) >= 3 else None


def wrong_round(grid: Grid, score: Score) -> list[Reading]:
    """The zone paid at another round's rate (2, 3 or 4 points per card in rounds 1, 2, 3)."""
    if not score.zone:
        return []
    size = len(score.zone.slots)
    correct = score.part_points()
    return [
        Reading(
            "pixies.mistake.wrong_round",
            with_parts(correct, zone=size * rate),
            {"used": used, "used_rate": rate, "round": score.round, "rate": ZONE_POINTS_PER_CARD[score.round]},
            score.zone.slots,
        )
        for used, rate in ZONE_POINTS_PER_CARD.items()
        if used != score.round
    ]


def corner_copies(grid: Grid, score: Score) -> Reading | None:
    """A validated card scoring the copy count printed in its corner instead of its number."""
    validated = grid.validated_slots()
    if not validated:
        return None
    numbers = sum(COPIES_PER_NUMBER[grid[n].face.number] for n in validated)
    correct = score.part_points()
    if numbers == correct["numbers"]:
        return None
    terms = ", ".join(f"{grid[n].face.number} → ×{COPIES_PER_NUMBER[grid[n].face.number]}" for n in validated)
    return Reading("pixies.mistake.corner_copies", with_parts(correct, numbers=numbers), {"terms": terms}, tuple(validated))


def bonus_without_itself(grid: Grid, score: Score) -> Reading | None:
    """A "spiral per colour" card not counting itself."""
    slots = [n for n, card in grid.face_up() if card.spiral_per_colour and card.has_colour(card.spiral_per_colour)]
    if not slots:
        return None
    correct = score.part_points()
    return Reading("pixies.mistake.bonus_without_itself", with_parts(correct, colour_bonus=correct["colour_bonus"] - len(slots)), {"slots": slots}, tuple(slots))


def bonus_without_multicolour(grid: Grid, score: Score) -> Reading | None:
    """A "spiral per colour" card not counting the multicolour cards."""
    faces = grid.face_up()
    bonus_cards = [n for n, card in faces if card.spiral_per_colour]
    multicolour = [n for n, card in faces if card.multicolour]
    if not bonus_cards or not multicolour:
        return None
    correct = score.part_points()
    return Reading(
        "pixies.mistake.bonus_without_multicolour",
        with_parts(correct, colour_bonus=correct["colour_bonus"] - len(bonus_cards) * len(multicolour)),
        {"slots": bonus_cards, "multicolour": multicolour},
        tuple(sorted(bonus_cards + multicolour)),
    )


def part_forgotten(grid: Grid, score: Score) -> list[Reading]:
    """A whole part left out of the total (every spiral, the zone...), marking the slots it comes from."""
    return [
        Reading(reading.code, reading.parts, reading.params, _item_slots(score, part), alone=True)
        for part, reading in zip([p for p, v in score.part_points().items() if v], forgotten_parts(score.part_points(), "pixies.mistake.part_forgotten", PART_CODES.get))
    ]


SINGLE_READINGS = (
    lone_face_numbers,
    symbols_validated_only,
    colours_validated_only,
    diagonal_zone,
    two_zones_added,
    all_zones_added,
    lone_back_in_zone,
    lone_back_number,
    corner_copies,
    bonus_without_itself,
    bonus_without_multicolour,
    wrong_round,
    part_forgotten,
)


def mistaken_readings(grid: Grid, score: Score) -> list[Reading]:
    """Every frequent mistake that changes this grid's score, each with the score it gives."""
    correct = score.part_points()
    readings: list[Reading] = []
    for reading in SINGLE_READINGS:
        found = reading(grid, score)
        for one in found if isinstance(found, list) else [found]:
            if one is not None and one.parts != correct:
                readings.append(one)
    return readings
