"""A player's grid: nine fixed slots, 1 2 3 / 4 5 6 / 7 8 9, and what lies on each.

A slot is empty, holds a lone face-down card (a "back"), a lone face-up card, or a
validated card: face up with a face-down card under it. Slot numbers never move.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from calculators.pixies.cards import Card

SLOTS = tuple(range(1, 10))


@dataclass(frozen=True)
class Slot:
    """``face`` is the face-up card (None if none); ``backs`` counts face-down cards: 0 or 1."""

    face: Card | None = None
    backs: int = 0

    @property
    def empty(self) -> bool:
        return self.face is None and self.backs == 0

    @property
    def lone_back(self) -> bool:
        return self.face is None and self.backs == 1

    @property
    def lone_face(self) -> bool:
        return self.face is not None and self.backs == 0

    @property
    def validated(self) -> bool:
        return self.face is not None and self.backs == 1

    @property
    def occupied(self) -> bool:
        return not self.empty


@dataclass(frozen=True)
class Grid:
    slots: dict[int, Slot] = field(default_factory=lambda: {n: Slot() for n in SLOTS})

    def __getitem__(self, number: int) -> Slot:
        return self.slots.get(number, Slot())

    def face_up(self) -> list[tuple[int, Card]]:
        """Every visible face, validated or not, in slot order."""
        return [(n, self[n].face) for n in SLOTS if self[n].face is not None]

    def full(self) -> bool:
        return all(self[n].occupied for n in SLOTS)


def neighbours(slot: int) -> list[int]:
    """Slots sharing a side with ``slot``; diagonals never touch in Pixies."""
    row, col = divmod(slot - 1, 3)
    around = [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
    return [r * 3 + c + 1 for r, c in around if 0 <= r < 3 and 0 <= c < 3]
