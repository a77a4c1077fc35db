"""The ``rows`` action: cards shown together during a round, read and checked as one deck.

A pyramid being played has face-down cards, and a scoring reminder shows a row on its own: no
``score`` request can hold either. ``rows`` reads rows of 2 to 5 cards (``null`` for a face-down
card) and loose cards shown beside them (the middle of the table, a card just drawn or revealed),
checks every card shown as dealt from one deck (``deck`` in the answer says which), and gives the
verdict of each row whose cards are all face up. The pages' pictures draw their positions from this answer (``hooks/pictures/ipso.py``).
"""

from __future__ import annotations

from typing import Any

from calculators.inputs import read_list, read_object, reject_unknown_keys
from calculators.ipso.cards import CARDS_PER_COLOUR, COLOUR_COUNT, HIGHEST, LOWEST, Card
from calculators.ipso.explain import row_to_json
from calculators.ipso.pyramid import ROW_SIZES
from calculators.ipso.reading import read_card, read_variants
from calculators.ipso.scoring import RowScore
from calculators.ipso.validation import DRAWN, Placed, Slot, check_deck
from calculators.problems import Problems, join_path

SHORTEST, LONGEST = min(ROW_SIZES), max(ROW_SIZES)
MAX_LOOSE_CARDS = 10  # the middle holds two cards; beyond this a list is junk, not a position


def _row(raw: Any, index: int, problems: Problems, placed: list[Placed]) -> list[Card | None] | None:
    path = join_path("rows", index)
    cards = read_list(raw, path, problems, max_items=LONGEST)
    if cards is None:
        return None
    if len(cards) < SHORTEST:
        problems.error(path, "common.out_of_range", value=len(cards), min=SHORTEST, max=LONGEST)
    row: list[Card | None] = []
    for position, value in enumerate(cards):
        card = None
        if value is not None:
            card_path = join_path(path, position)
            slot = Slot(index, position)
            card = read_card(value, card_path, problems, slot)
            if card is not None:
                placed.append(Placed(card_path, slot, card))
        row.append(card)
    return row


def rows(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"rows": [[card | null, ...], ...], "cards": [card, ...]?, "variants": {...}?}`` -> the cards as
    read, and each fully face-up row's verdict (``null`` for a row with a face-down card)."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("rows", "cards", "variants"), "", problems)
    variants = read_variants(obj.get("variants"), "variants", problems)
    placed: list[Placed] = []
    raw_rows = read_list(obj.get("rows", []), "rows", problems, max_items=len(ROW_SIZES))
    read_rows = [_row(raw, index, problems, placed) for index, raw in enumerate(raw_rows or [])]
    loose = []
    for index, value in enumerate(read_list(obj.get("cards", []), "cards", problems, max_items=MAX_LOOSE_CARDS) or []):
        path = join_path("cards", index)
        card = read_card(value, path, problems, DRAWN)
        if card is not None:
            placed.append(Placed(path, DRAWN, card))
        loose.append(card)
    check_deck(placed, problems)
    if problems or variants is None:
        return None
    scores = [
        None if None in row else row_to_json(RowScore(index, tuple(row), variants["even_odd"]))
        for index, row in enumerate(read_rows)
    ]
    return {
        "rows": [[None if card is None else card.to_json() for card in row] for row in read_rows],
        "cards": [card.to_json() for card in loose],
        "scores": scores,
        "hidden": sum(card is None for row in read_rows for card in row),
        # The deck the cards were checked against: its numbers, its colours of so many cards each.
        "deck": {"numbers": {"min": LOWEST, "max": HIGHEST}, "colours": COLOUR_COUNT, "cards_per_colour": CARDS_PER_COLOUR},
    }
