"""Dispute mode: the score a player counted, compared with the rules, and the mistake that explains it.

Each frequent mistake (French rules, "Les erreurs fréquentes" and "Décompte et victoire";
Turkish rules, "Sık yapılan hatalar") is a pure function that scores the grid the wrong
way (one reading, or several when the mistake may touch some cards and not others). A
mistake is named when its wrong score gives exactly what the player wrote: the total, or
the part they wrote. Readings chosen where the sources leave room:

- "the number of a lone face-up card counted": one such card, or all of them (a claim 3 too
  high with a lone 3 names that 3); the same for lone backs counted as their slot's number;

- "a lone back counted": either in a zone (the source insists lone backs never belong to a
  zone; the wrong reading lets a back join touching cards of any colour) or as a card worth
  its slot's number;
- "the corner count taken for points": a validated card scores how many cards of its
  number the deck holds (``COPIES_PER_NUMBER``, the "x8" of the Turkish rules) instead of
  its number;
- "several zones": the two largest zones added, or every zone of two cards or more added.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from calculators.pixies.cards import COPIES_PER_NUMBER
from calculators.pixies.grid import SLOTS, Grid, Slot, neighbours_with_diagonals
from calculators.pixies.scoring import ZONE_POINTS_PER_CARD, Score, all_zones, largest_zones, score_grid

PARTS = ("numbers", "spirals", "colour_bonus", "crosses", "zone")
ITEMS = ("total",) + PARTS


@dataclass(frozen=True)
class Reading:
    """The score one mistake gives: its code, every part's points and the values its sentence names."""

    code: str
    parts: dict[str, int]
    params: dict
    # One card picked among several that the mistake could touch: named alone, never in a pair
    # (two such guesses together would fit almost any figure).
    one_card: bool = False

    @property
    def total(self) -> int:
        return sum(self.parts.values())

    def value(self, item: str) -> int:
        return self.total if item == "total" else self.parts[item]


@dataclass(frozen=True)
class Explanation:
    """One or two mistakes whose wrong score matches what the player wrote for ``items``."""

    readings: tuple[Reading, ...]
    items: tuple[str, ...]
    parts: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.parts.values())


def _with(correct: dict[str, int], **changed: int) -> dict[str, int]:
    parts = dict(correct)
    parts.update(changed)
    return parts


def _zone_size(zones) -> int:
    return len(zones[0].slots) if zones else 0


# --- The mistaken readings, one pure function each ---------------------------------------


def _one_or_all(slots: list[int], worth) -> dict[int, list[int]]:
    """The sums a player makes by miscounting one of ``slots`` or all of them (each slot worth
    ``worth(slot)``), each with its slots (one card first, when both give the same sum)."""
    found: dict[int, list[int]] = {}
    for chosen in [[n] for n in slots] + ([list(slots)] if len(slots) > 1 else []):
        found.setdefault(sum(worth(n) for n in chosen), chosen)
    return found


def lone_face_numbers(grid: Grid, score: Score) -> list[Reading]:
    """The number of a card that is not validated counted, as if it were: one reading for each lone
    face-up card, and one for all of them together."""
    correct = score.part_points()
    lone = grid.lone_face_slots()
    return [
        Reading("lone_face_numbers", _with(correct, numbers=correct["numbers"] + added), {"slots": slots, "points": added}, len(slots) < len(lone))
        for added, slots in _one_or_all(lone, lambda n: grid[n].face.number).items()
    ]


def lone_back_number(grid: Grid, score: Score) -> list[Reading]:
    """Lone backs counted as cards worth their slot's number (one of them, or all)."""
    correct = score.part_points()
    backs = grid.lone_back_slots()
    return [
        Reading("lone_back_number", _with(correct, numbers=correct["numbers"] + added), {"slots": slots, "points": added}, len(slots) < len(backs))
        for added, slots in _one_or_all(backs, lambda n: n).items()
    ]


def lone_back_in_zone(grid: Grid, score: Score) -> Reading | None:
    """Lone backs taken into a zone, as if a back had the zone's colour."""
    backs = grid.lone_back_slots()
    if not backs:
        return None
    zones = largest_zones(grid, wild=backs)
    size = _zone_size(zones)
    if size == len(score.zone.slots if score.zone else ()):
        return None
    joined = [n for n in zones[0].slots if n in backs]
    correct = score.part_points()
    points = size * ZONE_POINTS_PER_CARD[score.round]
    return Reading("lone_back_in_zone", _with(correct, zone=points), {"slots": joined, "size": size})


def _symbols(grid: Grid, faces: list[tuple[int, object]]) -> tuple[int, int, int]:
    spirals = sum(card.spirals for _, card in faces)
    crosses = -sum(card.crosses for _, card in faces)
    bonus = sum(
        sum(1 for _, other in faces if other.has_colour(card.spiral_per_colour))
        for _, card in faces
        if card.spiral_per_colour
    )
    return spirals, bonus, crosses


def symbols_validated_only(grid: Grid, score: Score) -> Reading | None:
    """Spirals, crosses and colour bonuses counted on validated cards only."""
    validated = [(n, grid[n].face) for n in grid.validated_slots()]
    spirals, bonus, crosses = _symbols(grid, validated)
    correct = score.part_points()
    parts = _with(correct, spirals=spirals, colour_bonus=bonus, crosses=crosses)
    if parts == correct:
        return None
    left_out = [
        n
        for n in grid.lone_face_slots()
        if grid[n].face.spirals or grid[n].face.crosses or grid[n].face.spiral_per_colour
        or any(card.spiral_per_colour and grid[n].face.has_colour(card.spiral_per_colour) for _, card in validated)
    ]
    return Reading("symbols_validated_only", parts, {"slots": left_out})


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
    return Reading("colours_validated_only", _with(correct, zone=size * ZONE_POINTS_PER_CARD[score.round]), {"size": size, "right": right})


def diagonal_zone(grid: Grid, score: Score) -> Reading | None:
    """Cards touching only by a corner joined into one zone."""
    zones = largest_zones(grid, touching=neighbours_with_diagonals)
    size = _zone_size(zones)
    right = len(score.zone.slots) if score.zone else 0
    if size == right:
        return None
    correct = score.part_points()
    return Reading(
        "diagonal_zone",
        _with(correct, zone=size * ZONE_POINTS_PER_CARD[score.round]),
        {"size": size, "slots": list(zones[0].slots), "right": right},
    )


def _distinct_zones(grid: Grid) -> list[tuple[int, ...]]:
    """Every zone, once per set of slots (a run of multicolour cards is one zone, not four), largest first."""
    seen: list[tuple[int, ...]] = []
    for zone in all_zones(grid):
        if zone.slots not in seen:
            seen.append(zone.slots)
    return sorted(seen, key=len, reverse=True)


def two_zones_added(grid: Grid, score: Score) -> Reading | None:
    """The two largest zones added instead of keeping only one."""
    zones = _distinct_zones(grid)
    if len(zones) < 2:
        return None
    sizes = [len(z) for z in zones[:2]]
    correct = score.part_points()
    points = sum(sizes) * ZONE_POINTS_PER_CARD[score.round]
    return Reading("two_zones_added", _with(correct, zone=points), {"sizes": " + ".join(map(str, sizes))})


def all_zones_added(grid: Grid, score: Score) -> Reading | None:
    """Every zone added (only different from the two largest when there are three zones or more)."""
    zones = _distinct_zones(grid)
    if len(zones) < 3:
        return None
    sizes = [len(z) for z in zones]
    correct = score.part_points()
    points = sum(sizes) * ZONE_POINTS_PER_CARD[score.round]
    return Reading("all_zones_added", _with(correct, zone=points), {"sizes": " + ".join(map(str, sizes))})


def wrong_round(grid: Grid, score: Score) -> list[Reading]:
    """The zone paid at another round's rate (2, 3 or 4 points per card in rounds 1, 2, 3)."""
    if not score.zone:
        return []
    size = len(score.zone.slots)
    correct = score.part_points()
    return [
        Reading(
            "wrong_round",
            _with(correct, zone=size * rate),
            {"used": used, "used_rate": rate, "round": score.round, "rate": ZONE_POINTS_PER_CARD[score.round]},
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
    return Reading("corner_copies", _with(correct, numbers=numbers), {"terms": terms})


def bonus_without_itself(grid: Grid, score: Score) -> Reading | None:
    """A "spiral per colour" card not counting itself."""
    faces = grid.face_up()
    slots = [n for n, card in faces if card.spiral_per_colour and card.has_colour(card.spiral_per_colour)]
    if not slots:
        return None
    correct = score.part_points()
    return Reading("bonus_without_itself", _with(correct, colour_bonus=correct["colour_bonus"] - len(slots)), {"slots": slots})


def bonus_without_multicolour(grid: Grid, score: Score) -> Reading | None:
    """A "spiral per colour" card not counting the multicolour cards."""
    faces = grid.face_up()
    bonus_cards = [n for n, card in faces if card.spiral_per_colour]
    multicolour = [n for n, card in faces if card.multicolour]
    if not bonus_cards or not multicolour:
        return None
    missed = len(bonus_cards) * len(multicolour)
    correct = score.part_points()
    return Reading(
        "bonus_without_multicolour",
        _with(correct, colour_bonus=correct["colour_bonus"] - missed),
        {"slots": bonus_cards, "multicolour": multicolour},
    )


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


def _changed(reading: Reading, correct: dict[str, int]) -> set[str]:
    return {part for part in PARTS if reading.parts[part] != correct[part]}


def _consistent(parts: dict[str, int], correct: dict[str, int], claimed: dict[str, int]) -> bool:
    """A wrong reading fits the player's sheet only if every part it changes and the player wrote
    is the value the player wrote (a player who wrote the right colour bonus did not forget it)."""
    return all(parts[p] == claimed[p] for p in PARTS if p in claimed and parts[p] != correct[p])


def explain_claim(grid: Grid, round_number: int, claimed: dict[str, int]) -> tuple[Score, list[Explanation]]:
    """The right score and the mistakes matching what the player wrote.

    A single mistake is named for every written item (total or part) it gives exactly and the
    rules do not, provided it agrees with the other parts written. When no single mistake
    explains a wrong total, pairs of mistakes touching different parts are tried (their
    effects then simply add up).
    """
    score = score_grid(grid, round_number)
    correct = score.part_points()
    right = dict(correct, total=score.total)
    wrong_items = [item for item in ITEMS if item in claimed and claimed[item] != right[item]]
    readings = mistaken_readings(grid, score)
    found: list[Explanation] = []
    for reading in readings:
        if not _consistent(reading.parts, correct, claimed):
            continue
        items = tuple(item for item in wrong_items if reading.value(item) == claimed[item])
        if items:
            found.append(Explanation((reading,), items, reading.parts))
    if "total" in wrong_items and not any("total" in e.items for e in found):
        for first, second in combinations([r for r in readings if not r.one_card], 2):
            if _changed(first, correct) & _changed(second, correct):
                continue
            parts = {p: first.parts[p] + second.parts[p] - correct[p] for p in PARTS}
            if sum(parts.values()) == claimed["total"] and _consistent(parts, correct, claimed):
                found.append(Explanation((first, second), ("total",), parts))
    return score, found
