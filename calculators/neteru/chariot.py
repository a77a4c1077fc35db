"""The War Chariot: which visible cards of an opponent it may remove, and why the others are safe.

Source: BGA rules, "Cartes Habitants" and "La faveur des Dieux": the Chariot removes one visible
card of an opponent on the floor where the Chariot was just played (the card goes to its owner's
discard pile). A visible Guard protects itself and the cards immediately left and right of it on
its floor; Isis protects her whole floor. (Sekhmet's effect ignores both, but it is not a Chariot.)
"""

from __future__ import annotations

from dataclasses import dataclass

from calculators.neteru.pyramid import FLOORS, Card, Pyramid, side_neighbours


@dataclass(frozen=True)
class Protection:
    """Why a card is safe: ``by`` is "guard" (with the Guard's slot) or "isis"."""

    by: str
    guard_slot: int | None = None

    def to_json(self) -> dict:
        return {"by": self.by, "guard_slot": self.guard_slot} if self.by == "guard" else {"by": self.by}


@dataclass(frozen=True)
class Target:
    """A visible card on the Chariot's floor and every reason it is safe: with none, it can be taken."""

    slot: int
    card: Card
    protections: tuple[Protection, ...]
    removable: bool


def protections(slot: int, pyramid: Pyramid, gods: dict[int, str]) -> tuple[Protection, ...]:
    """Every reason the card on ``slot`` is out of a Chariot's reach (empty: it can be taken)."""
    found = []
    for guard_slot in (slot, *side_neighbours(slot)):
        card = pyramid[guard_slot]
        if card is not None and card.type == "guard":
            found.append(Protection("guard", guard_slot))
    floor = next(f for f, slots in FLOORS.items() if slot in slots)
    if gods.get(floor) == "isis":
        found.append(Protection("isis"))
    return tuple(found)


def chariot_targets(floor: int, pyramid: Pyramid, gods: dict[int, str]) -> tuple[Target, ...]:
    """The visible cards on the Chariot's floor, each with its protections."""
    found = [(slot, protections(slot, pyramid, gods)) for slot in FLOORS[floor] if pyramid[slot] is not None]
    return tuple(Target(slot, pyramid[slot], reasons, not reasons) for slot, reasons in found)
