"""Checks that a set of cards could come out of one IPSO deck.

Source (IPSO rules, "Mise en place"): the 90 numbered cards carry the numbers 1 to 90 once
each, in five colours of 18 cards. So within one pyramid, and across the pyramids of one
round (they are dealt from one deck), a number appears once, at most five colours are
used and no colour has more than 18 cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from calculators.i18n import Term
from calculators.ipso.cards import CARDS_PER_COLOUR, COLOUR_COUNT, Card, colour_code
from calculators.problems import Problems, join_path


@dataclass(frozen=True)
class Placed:
    """A card with where it was read: its request path and its place in words (``Row 3, card 4``)."""

    path: str
    where: str
    card: Card
    inline: str | None = None  # the place as written inside a sentence (``row 3, card 4``)

    @property
    def mention(self) -> str:
        return self.inline or self.where


def colour_name(key: str) -> Term | str:
    """Our label's translated name, or the user's own key as typed."""
    code = colour_code(key)
    return Term(code) if code else key


def check_deck(placed: list[Placed], problems: Problems) -> None:
    """Record every card that one deck could not have dealt (duplicate number, sixth colour, 19th card of a colour)."""
    first_at: dict[int, Placed] = {}
    per_colour: dict[str, int] = {}
    for item in placed:
        card = item.card
        if card.number in first_at:
            other = first_at[card.number]
            problems.error(
                join_path(item.path, "number"), "ipso.duplicate_number", where=item.where, number=card.number, other=other.mention
            )
        else:
            first_at[card.number] = item
        if card.colour not in per_colour and len(per_colour) == COLOUR_COUNT:
            problems.error(
                join_path(item.path, "colour"),
                "ipso.too_many_colours",
                where=item.where,
                colour=colour_name(card.colour),
                colours=[colour_name(key) for key in per_colour],
            )
            continue
        per_colour[card.colour] = per_colour.get(card.colour, 0) + 1
        if per_colour[card.colour] == CARDS_PER_COLOUR + 1:
            problems.error(
                join_path(item.path, "colour"),
                "ipso.colour_full",
                where=item.where,
                colour=colour_name(card.colour),
                max=CARDS_PER_COLOUR,
            )
