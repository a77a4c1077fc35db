"""A player's pyramid: nine slots on three floors, and the geometry the rules use.

Floor 1 holds slots 1 2, floor 2 holds 3 4 5, floor 3 holds 6 7 8 9 (BGA rules, "La pyramide").
A numbered card's primary slot is its number; its two secondary slots are the other two slots
of its group, the groups being 1-3-6, 2-5-9 and 4-7-8. Only the top card of a pile is visible
and counts, so a pyramid here maps each occupied slot to its visible card.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from calculators.neteru.cards import (
    COPIES,
    DIVERSITY_GROUP_SIZE,
    GOD_POINTS,
    GODS,
    INHABITANT_CARDS,
    INHABITANT_POINTS,
    MUMMY_VALUE,
    NUMBERED_TYPES,
    NUMBERS,
    PYRAMIDIONS,
    PYRAMIDIONS_PER_PLAYER,
    UNNUMBERED_TYPES,
    is_numbered,
)
from calculators.neteru.spec import SPEC

SLOTS = tuple(range(1, 10))
FLOORS: dict[int, tuple[int, ...]] = {n: tuple(slots) for n, slots in enumerate(SPEC.limits["floors"], start=1)}
GROUPS = ((1, 3, 6), (2, 5, 9), (4, 7, 8))


@dataclass(frozen=True)
class Card:
    """An inhabitant: its type and, for the seven numbered types, its number (None for Sphinx and Phoenix)."""

    type: str
    number: int | None = None

    @property
    def numbered(self) -> bool:
        return is_numbered(self.type)

    def to_json(self) -> dict:
        return {"type": self.type, "number": self.number} if self.numbered else {"type": self.type}


@dataclass(frozen=True)
class Pyramid:
    """The visible card of each occupied slot; a missing slot is empty."""

    cards: dict[int, Card] = field(default_factory=dict)

    def __getitem__(self, slot: int) -> Card | None:
        return self.cards.get(slot)

    def visible(self) -> list[tuple[int, Card]]:
        """Occupied slots and their visible cards, in slot order."""
        return [(slot, self.cards[slot]) for slot in SLOTS if slot in self.cards]

    def occupied(self) -> int:
        return len(self.cards)

    def full(self) -> bool:
        return all(slot in self.cards for slot in SLOTS)

    def floor_complete(self, floor: int) -> bool:
        return all(slot in self.cards for slot in FLOORS[floor])


def floor_of(slot: int) -> int:
    for floor, slots in FLOORS.items():
        if slot in slots:
            return floor
    raise ValueError(f"no slot {slot}")


def group_of(slot: int) -> tuple[int, ...]:
    for group in GROUPS:
        if slot in group:
            return group
    raise ValueError(f"no slot {slot}")


def secondary_slots(number: int) -> tuple[int, ...]:
    """The two other slots of a number's group: where a Priest may move that card."""
    return tuple(slot for slot in group_of(number) if slot != number)


def allowed_slots(card: Card) -> tuple[int, ...]:
    """Slots where a card may be visible: its group for a numbered card, anywhere for Sphinx and Phoenix."""
    if card.number is None:
        return SLOTS
    return tuple(sorted(group_of(card.number)))


def side_neighbours(slot: int) -> tuple[int, ...]:
    """The slots immediately left and right of ``slot`` on its own floor (what a Guard also protects)."""
    row = FLOORS[floor_of(slot)]
    index = row.index(slot)
    return tuple(row[i] for i in (index - 1, index + 1) if 0 <= i < len(row))


def slot_numbers(slot: int) -> tuple[int, ...]:
    """The numbers whose card may be visible on ``slot``: its own and the other two of its group."""
    return tuple(number for number in NUMBERS if slot in group_of(number))


def widget_data() -> dict:
    """What the Neteru widgets offer, read from the rules' own constants (``GameSpec.widget_data``).

    The floors come with the spec's limits; a form offers these types, numbers, gods and
    pyramidions, lists for each slot the numbers that may show there, and caps a discard pile
    at the number of inhabitant cards of the game. The copies of each type, the points printed on
    each card (a Mummy's without pyramidion nor Anubis) and on each god, and the size of a
    Diversity set are what the build-time pictures show (``hooks/pictures/neteru.py``).
    """
    return {
        "types": {"numbered": list(NUMBERED_TYPES), "unnumbered": list(UNNUMBERED_TYPES)},
        "numbers": list(NUMBERS),
        "gods": list(GODS),
        "pyramidions": list(PYRAMIDIONS),
        "pyramidions_per_player": PYRAMIDIONS_PER_PLAYER,
        "slot_numbers": {str(slot): list(slot_numbers(slot)) for slot in SLOTS},
        "discard_max": INHABITANT_CARDS,
        "copies": dict(COPIES),
        "card_points": {kind: MUMMY_VALUE[(False, False)] if kind == "mummy" else INHABITANT_POINTS.get(kind, 0) for kind in COPIES},
        "god_points": dict(GOD_POINTS),
        "diversity_group_size": DIVERSITY_GROUP_SIZE,
    }
