"""Checks that a set of cards could come out of one IPSO deck.

Source (IPSO rules, "Mise en place"): the 90 numbered cards carry the numbers 1 to 90 once
each, in five colours of 18 cards. So within one pyramid, and across the pyramids of one
round (they are dealt from one deck), a number appears once, at most five colours are
used and no colour has more than 18 cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from calculators.i18n import Term
from calculators.ipso.cards import CARDS_PER_COLOUR, COLOUR_COUNT, Card, colour_code
from calculators.problems import Problems, join_path


@dataclass(frozen=True)
class Slot:
    """Where a card was read: a pyramid's slot (``row`` and ``card`` from 0, and on a game sheet
    the ``player`` from 0), or the card drawn in the bonus turn (``row`` None).

    Messages name the slot counted from 1, as players count (``Row 3, card 4``); the drawn
    card's messages have codes of their own (``ipso.drawn.*``), since they name no slot.
    """

    row: int | None = None
    card: int | None = None
    player: int | None = None

    @property
    def drawn(self) -> bool:
        return self.row is None

    def code(self, rule: str) -> str:
        """The message code of ``rule`` for a card read here."""
        return f"ipso.drawn.{rule}" if self.drawn else f"ipso.{rule}"

    def params(self) -> dict[str, Any]:
        return {} if self.drawn else {"row": self.row + 1, "card": self.card + 1}


DRAWN = Slot()


@dataclass(frozen=True)
class Placed:
    """A card with where it was read: its request path and its slot."""

    path: str
    slot: Slot
    card: Card


def colour_name(key: str) -> Term | str:
    """Our label's translated name, or the user's own key as typed."""
    code = colour_code(key)
    return Term(code) if code else key


def _duplicate(item: Placed, other: Placed, problems: Problems) -> None:
    path = join_path(item.path, "number")
    number = item.card.number
    where = {"other_row": (other.slot.row or 0) + 1, "other_card": (other.slot.card or 0) + 1}
    if item.slot.drawn:
        problems.error(path, "ipso.drawn.duplicate_number", number=number, **where)
    elif other.slot.player == item.slot.player:
        problems.error(path, "ipso.duplicate_number", number=number, **item.slot.params(), **where)
    else:  # another player's pyramid of the same round
        player = (other.slot.player or 0) + 1
        problems.error(path, "ipso.duplicate_number_in_round", number=number, other_player=player, **item.slot.params(), **where)


def check_deck(placed: list[Placed], problems: Problems) -> list[Placed]:
    """Record every card that one deck could not have dealt (duplicate number, sixth colour, 19th
    card of a colour); returns those cards, so that a sheet knows whose rounds they spoil."""
    first_at: dict[int, Placed] = {}
    per_colour: dict[str, int] = {}
    refused: list[Placed] = []
    for item in placed:
        card = item.card
        before = len(problems.errors)
        if card.number in first_at:
            _duplicate(item, first_at[card.number], problems)
        else:
            first_at[card.number] = item
        if card.colour not in per_colour and len(per_colour) == COLOUR_COUNT:
            refused.append(item)
            problems.error(
                join_path(item.path, "colour"),
                item.slot.code("too_many_colours"),
                **item.slot.params(),
                colour=colour_name(card.colour),
                colours=[colour_name(key) for key in per_colour],
            )
            continue
        per_colour[card.colour] = per_colour.get(card.colour, 0) + 1
        if per_colour[card.colour] == CARDS_PER_COLOUR + 1:
            # Only across the pyramids of a round: one pyramid and a drawn card hold 15 cards at most.
            problems.error(
                join_path(item.path, "colour"),
                "ipso.colour_full",
                **Slot(item.slot.row or 0, item.slot.card or 0).params(),
                colour=colour_name(card.colour),
                max=CARDS_PER_COLOUR,
            )
        if len(problems.errors) > before:
            refused.append(item)
    return refused
