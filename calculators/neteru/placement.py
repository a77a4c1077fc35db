"""Where a card may go: played from the hand, or moved by a Priest.

Source: BGA rules, "La pyramide" and the Priest's line of "Cartes Habitants": a numbered card is
played on its primary slot (its number), a Sphinx or a Phoenix on any slot; a card played on an
occupied slot covers it (a pile). The Priest moves one card of its owner's pyramid from its primary
slot to one of its two secondary slots; Sphinx, Phoenix and the Priest just played cannot be moved.
A floor whose slots all become occupied earns a god, once per floor.
"""

from __future__ import annotations

from dataclasses import dataclass

from calculators.neteru.pyramid import FLOORS, SLOTS, Card, Pyramid, floor_of, secondary_slots


@dataclass(frozen=True)
class Destination:
    """A slot a card can go to, and what happens there in the given pyramid.

    ``completes_floor``: every slot of the floor is occupied afterwards (a god is earned if the
    floor has none yet). ``depends_on_pile``: a Priest's move within one floor (7 to 8, 8 to 7)
    completes it only if a card lies under the moved one, which the pyramid here does not show.
    """

    slot: int
    covers: Card | None
    completes_floor: bool
    earns_god: bool
    depends_on_pile: bool = False

    def to_json(self) -> dict:
        return {
            "slot": self.slot,
            "floor": floor_of(self.slot),
            "covers": self.covers.to_json() if self.covers else None,
            "completes_floor": self.completes_floor,
            "earns_god": self.earns_god,
            "depends_on_pile": self.depends_on_pile,
        }


@dataclass(frozen=True)
class PriestMove:
    """Whether a Priest may move the card; ``reason`` says why not, ``origin`` is the slot it leaves."""

    allowed: bool
    origin: int | None
    destinations: tuple[Destination, ...]
    reason: str | None = None


def destination(slot: int, pyramid: Pyramid, gods: dict[int, str], leaving: int | None = None) -> Destination:
    """The effect of putting a card on ``slot``; ``leaving`` is the slot a moved card comes from."""
    floor = floor_of(slot)
    occupied = {s for s, _ in pyramid.visible()}
    if slot in occupied:
        # Covering a card never completes a floor: the slot was already counted.
        return Destination(slot, pyramid[slot], False, False)
    row = FLOORS[floor]
    with_origin = occupied | {slot}
    without_origin = with_origin - ({leaving} if leaving is not None else set())
    completes = all(s in without_origin for s in row)
    maybe = not completes and all(s in with_origin for s in row)
    earns = floor not in gods
    return Destination(slot, None, completes, completes and earns, maybe)


def play_destinations(card: Card, pyramid: Pyramid, gods: dict[int, str]) -> tuple[Destination, ...]:
    """From the hand (or through a Sphinx or Phoenix): the primary slot, or any slot for Sphinx and Phoenix."""
    slots = SLOTS if card.number is None else (card.number,)
    return tuple(destination(slot, pyramid, gods) for slot in slots)


def priest_move(card: Card, origin: int | None, pyramid: Pyramid, gods: dict[int, str]) -> PriestMove:
    """Where a Priest may move ``card`` lying on ``origin`` (None: assumed on its primary slot)."""
    if card.number is None:
        return PriestMove(False, origin, (), "unnumbered")
    if origin is not None and origin != card.number:
        return PriestMove(False, origin, (), "not_on_primary")
    start = card.number if origin is None else origin
    return PriestMove(True, start, tuple(destination(slot, pyramid, gods, start) for slot in secondary_slots(card.number)))
