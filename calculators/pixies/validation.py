"""Checks that a grid could come out of a real game, slot by slot.

Errors: a face-up card away from its own number's slot, one card of the list used twice. Warnings: a card typed by hand whose features
match no base-game card (house rules and damaged decks can still be scored).
"""

from __future__ import annotations

from calculators.pixies.cards import matches_base_game
from calculators.pixies.grid import SLOTS, Grid
from calculators.problems import Problems, join_path


def check_grid(grid: Grid, path: str, problems: Problems) -> None:
    """Record every problem of ``grid`` (under ``path``) in ``problems``."""
    seen_ids: dict[str, int] = {}
    for slot_number in SLOTS:
        slot = grid[slot_number]
        card = slot.face
        if card is None:
            continue
        where = join_path(path, slot_number)
        if card.number != slot_number:
            # A face-up card always lies on the slot of its own number (the grid's slots are fixed).
            problems.error(where, "pixies.face_on_wrong_slot", slot=slot_number, number=card.number)
        if card.id is not None:
            if card.id in seen_ids:
                problems.error(where, "pixies.same_card_twice", card=card.id, other=seen_ids[card.id])
            else:
                seen_ids[card.id] = slot_number
        elif not matches_base_game(card):
            problems.warn(where, "pixies.features_unknown", slot=slot_number)
