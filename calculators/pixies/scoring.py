"""Scoring one grid at the end of a round, part by part.

Source (Pixies rules, "Décompte et victoire"): validated cards score their number; every
face-up card, validated or not, scores +1 per spiral and -1 per cross; a "spiral per
colour X" card adds one spiral per face-up card of colour X (itself and multicolour cards
included); the largest group of side-connected face-up cards sharing a colour (at least
two, multicolour cards belong to every colour, only one group counts) scores 2, 3 or 4 per
card in round 1, 2 or 3. A lone face-down card scores nothing and its features are hidden.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

from calculators.pixies.cards import COLOURS
from calculators.pixies.grid import SLOTS, Grid, neighbours
from calculators.pixies.spec import SPEC

ZONE_POINTS_PER_CARD = {int(round_number): points for round_number, points in SPEC.limits["zone_points"].items()}


@dataclass(frozen=True)
class Item:
    """One contribution: the slot it comes from and its points (``detail`` holds what was counted)."""

    slot: int
    points: int
    detail: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Zone:
    colour: str
    slots: tuple[int, ...]


@dataclass(frozen=True)
class Score:
    round: int
    numbers: tuple[Item, ...]
    spirals: tuple[Item, ...]
    colour_bonus: tuple[Item, ...]
    crosses: tuple[Item, ...]
    zone: Zone | None
    other_largest_zones: tuple[Zone, ...]

    @property
    def zone_points(self) -> int:
        return len(self.zone.slots) * ZONE_POINTS_PER_CARD[self.round] if self.zone else 0

    def part_points(self) -> dict[str, int]:
        return {
            "numbers": sum(item.points for item in self.numbers),
            "spirals": sum(item.points for item in self.spirals),
            "colour_bonus": sum(item.points for item in self.colour_bonus),
            "crosses": sum(item.points for item in self.crosses),
            "zone": self.zone_points,
        }

    @property
    def total(self) -> int:
        return sum(self.part_points().values())


def score_grid(grid: Grid, round_number: int) -> Score:
    faces = grid.face_up()
    numbers = tuple(Item(n, grid[n].face.number) for n in SLOTS if grid[n].validated)
    spirals = tuple(Item(n, card.spirals) for n, card in faces if card.spirals)
    crosses = tuple(Item(n, -card.crosses) for n, card in faces if card.crosses)
    colour_bonus = tuple(
        Item(n, len(counted), {"colour": card.spiral_per_colour, "slots": counted})
        for n, card in faces
        if card.spiral_per_colour
        for counted in [[m for m, other in faces if other.has_colour(card.spiral_per_colour)]]
    )
    largest = largest_zones(grid)
    return Score(
        round=round_number,
        numbers=numbers,
        spirals=spirals,
        colour_bonus=colour_bonus,
        crosses=crosses,
        zone=largest[0] if largest else None,
        other_largest_zones=tuple(largest[1:]),
    )


def colour_groups(
    grid: Grid,
    colour: str,
    touching: Callable[[int], list[int]] = neighbours,
    wild: Iterable[int] = (),
) -> list[tuple[int, ...]]:
    """Side-connected groups of face-up cards having ``colour`` (multicolour cards have them all).

    ``touching`` and ``wild`` exist for the mistaken readings of the dispute mode only
    (joining by corners, a lone back taken as part of a zone); the score uses the defaults.
    A group made only of ``wild`` slots is no colour group and is left out.
    """
    faces = {n for n, card in grid.face_up() if card.has_colour(colour)}
    members = faces | set(wild)
    groups, seen = [], set()
    for start in sorted(members):
        if start in seen:
            continue
        group, stack = set(), [start]
        while stack:
            slot = stack.pop()
            if slot in group:
                continue
            group.add(slot)
            stack.extend(m for m in touching(slot) if m in members and m not in group)
        seen |= group
        if group & faces:
            groups.append(tuple(sorted(group)))
    return groups


def all_zones(
    grid: Grid,
    touching: Callable[[int], list[int]] = neighbours,
    wild: Iterable[int] = (),
) -> list[Zone]:
    """Every group of two cards or more sharing a colour, colour by colour (a group of multicolour
    cards shows up once per colour)."""
    wild = tuple(wild)
    return [
        Zone(colour, group)
        for colour in COLOURS
        for group in colour_groups(grid, colour, touching, wild)
        if len(group) >= 2
    ]


def largest_zones(
    grid: Grid,
    touching: Callable[[int], list[int]] = neighbours,
    wild: Iterable[int] = (),
) -> list[Zone]:
    """Every zone of the largest size (2 cards or more), best first; only the first one scores."""
    zones = all_zones(grid, touching, wild)
    if not zones:
        return []
    size = max(len(zone.slots) for zone in zones)
    return [zone for zone in zones if len(zone.slots) == size]
