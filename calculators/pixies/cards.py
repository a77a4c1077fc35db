"""The 70 cards of the Pixies base game, read from ``cards.json`` (a copy of shared/data).

A card shows a number (1-9, also the slot where it sits face up), one colour or all four
(multicolour), printed spirals (+1 each) and crosses (-1 each), and on eight cards the
effect "one spiral per face-up card of colour X".
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from calculators.i18n import Term

COLOURS = ("blue", "green", "yellow", "red")
# A multicolour card has all four colours; readers are told "multicolour" (✱) rather than four names.
MULTICOLOUR = "multi"
COLOUR_KEYS = COLOURS + (MULTICOLOUR,)


@dataclass(frozen=True)
class Card:
    """A card face. ``id`` is None for a card typed by its features rather than picked from the list."""

    number: int
    colours: tuple[str, ...]
    spirals: int = 0
    crosses: int = 0
    spiral_per_colour: str | None = None
    id: str | None = None

    @property
    def multicolour(self) -> bool:
        return set(self.colours) == set(COLOURS)

    @property
    def colour_key(self) -> str:
        """``"multi"`` for a multicolour card, otherwise its one colour (what a reader is told)."""
        return MULTICOLOUR if self.multicolour else self.colours[0]

    def has_colour(self, colour: str) -> bool:
        return colour in self.colours

    def features(self) -> tuple:
        """What a player can see on the face, without the id: used to match a typed card to the list."""
        return (self.number, tuple(sorted(self.colours)), self.spirals, self.crosses, self.spiral_per_colour)

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "number": self.number,
            "colours": list(self.colours),
            "spirals": self.spirals,
            "crosses": self.crosses,
            "spiral_per_colour": self.spiral_per_colour,
        }


def _load() -> tuple[Card, ...]:
    raw = json.loads(Path(__file__).with_name("cards.json").read_text(encoding="utf-8"))
    return tuple(
        Card(
            id=entry["id"],
            number=entry["number"],
            colours=tuple(entry["colours"]),
            spirals=entry["spirals"],
            crosses=entry["crosses"],
            spiral_per_colour=entry["spiral_per_colour"],
        )
        for entry in raw["cards"]
    )


CARDS: tuple[Card, ...] = _load()
BY_ID: dict[str, Card] = {card.id: card for card in CARDS if card.id}
COPIES_PER_NUMBER: dict[int, int] = dict(sorted(Counter(card.number for card in CARDS).items()))
KNOWN_FEATURES: frozenset = frozenset(card.features() for card in CARDS)
# No two cards of the base game look alike (checked by the tests), so features name a card.
BY_FEATURES: dict[tuple, Card] = {card.features(): card for card in CARDS}


def matches_base_game(card: Card) -> bool:
    """True when some card of the base game shows exactly these features."""
    return card.features() in KNOWN_FEATURES


def identity(card: Card) -> str | None:
    """The base-game card this is: its id, or the id of the one card showing these features.

    None for a card typed by hand that no base-game card matches (it cannot be told apart
    from another such card, so it is left out of the "same card twice" check).
    """
    if card.id is not None:
        return card.id
    found = BY_FEATURES.get(card.features())
    return found.id if found else None


def card_to_json(card: Card) -> str | dict:
    """A card as the requests write it: its id when it has one, its features otherwise."""
    if card.id is not None:
        return card.id
    return {
        "number": card.number,
        "colours": list(card.colours),
        "spirals": card.spirals,
        "crosses": card.crosses,
        "spiral_per_colour": card.spiral_per_colour,
    }


# A colour as the adjective of "card" (French agrees: "carte verte") and our symbol for it;
# codes written out in full so the catalogue test sees every one of them.
COLOUR_CARD_CODES = {
    "multi": "pixies.colour_card.multi",
    "blue": "pixies.colour_card.blue",
    "green": "pixies.colour_card.green",
    "yellow": "pixies.colour_card.yellow",
    "red": "pixies.colour_card.red",
}
SYMBOL_CODES = {
    "multi": "pixies.symbol.multi",
    "blue": "pixies.symbol.blue",
    "green": "pixies.symbol.green",
    "yellow": "pixies.symbol.yellow",
    "red": "pixies.symbol.red",
}


def card_params(card: Card) -> dict:
    """A card in a message, as a player sees it ("≈ blue 4"), never by its id alone: ``card`` keeps
    the id for programs, ``number``, ``symbol`` and ``colour`` (catalogue terms) say it in words."""
    return {
        "card": identity(card),
        "number": card.number,
        "symbol": Term(SYMBOL_CODES[card.colour_key]),
        "colour": Term(COLOUR_CARD_CODES[card.colour_key]),
    }

