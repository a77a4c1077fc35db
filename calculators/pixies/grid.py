"""A player's grid: nine fixed slots, 1 2 3 / 4 5 6 / 7 8 9, and what lies on each.

A slot is empty, holds a lone face-down card (a "back"), a lone face-up card, or a
validated card: face up with a face-down card under it. Slot numbers never move.
What a face-down card shows on its other side may be known (the player saw it when
placing it); it is kept in ``Slot.under`` for the checks and the placement engine, and
never scores.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from calculators.pixies.cards import Card, card_to_json
from calculators.pixies.spec import SPEC

SLOTS = tuple(SPEC.limits["slots"])


@dataclass(frozen=True)
class Slot:
    """``face`` is the face-up card (None if none); ``backs`` counts face-down cards: 0 or 1.

    ``under`` is the hidden card's identity when the player knows it (None otherwise); it is
    only meaningful when ``backs`` is 1.
    """

    face: Card | None = None
    backs: int = 0
    under: Card | None = None

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

    def occupied_slots(self) -> list[int]:
        return [n for n in SLOTS if self[n].occupied]

    def empty_slots(self) -> list[int]:
        return [n for n in SLOTS if self[n].empty]

    def validated_slots(self) -> list[int]:
        return [n for n in SLOTS if self[n].validated]

    def lone_face_slots(self) -> list[int]:
        return [n for n in SLOTS if self[n].lone_face]

    def lone_back_slots(self) -> list[int]:
        return [n for n in SLOTS if self[n].lone_back]

    def to_json(self) -> dict[str, dict]:
        """The grid in the request format that ``score`` reads (empty slots left out)."""
        out: dict[str, dict] = {}
        for n in SLOTS:
            slot = self[n]
            if slot.empty:
                continue
            entry: dict = {}
            if slot.face is None:
                entry["back"] = True
            else:
                entry["card"] = card_to_json(slot.face)
                if slot.validated:
                    entry["validated"] = True
            if slot.backs and slot.under is not None:
                entry["card_under"] = card_to_json(slot.under)
            out[str(n)] = entry
        return out

    def with_slot(self, number: int, slot: Slot) -> "Grid":
        """A copy of the grid where ``number`` holds ``slot`` (grids are never changed in place)."""
        slots = {n: self[n] for n in SLOTS}
        slots[number] = slot
        return Grid(slots)


def neighbours(slot: int) -> list[int]:
    """Slots sharing a side with ``slot``; diagonals never touch in Pixies."""
    row, col = divmod(slot - 1, 3)
    around = [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
    return [r * 3 + c + 1 for r, c in around if 0 <= r < 3 and 0 <= c < 3]


def neighbours_with_diagonals(slot: int) -> list[int]:
    """Slots touching ``slot`` by a side or a corner: the frequent mistake of joining a zone diagonally."""
    row, col = divmod(slot - 1, 3)
    around = [(row + dr, col + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]
    return [r * 3 + c + 1 for r, c in around if 0 <= r < 3 and 0 <= c < 3]
