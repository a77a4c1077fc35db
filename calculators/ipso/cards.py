"""The IPSO deck and a card's face.

Source (IPSO rules, "Mise en place"): 96 cards, 90 of them numbered 1 to 90 and split into
five colours of 18 cards, plus 6 star cards (one per player, on top of the pyramid).
A numbered card shows its number, its colour and sometimes printed stars.

The rules do not name the five colours, so the site uses five labels of its own
(``COLOURS``), each with a name and a symbol so that colour never carries meaning alone.
A request may use any short key for a colour; only the number of different keys matters.
"""

from __future__ import annotations

from dataclasses import dataclass

LOWEST, HIGHEST = 1, 90
COLOUR_COUNT = 5
CARDS_PER_COLOUR = 18
STAR_CARDS = 6
MAX_PRINTED_STARS = 9  # a sanity bound on what a user may type; no rule limits it
MAX_COLOUR_KEY = 20

# Our own labels for the five colours: key -> symbol (names are in messages.json).
COLOURS: dict[str, str] = {
    "red": "●",
    "yellow": "▲",
    "green": "■",
    "blue": "◆",
    "purple": "✚",
}


@dataclass(frozen=True)
class Card:
    """A numbered card: its number (1-90), its colour key and the stars printed on it."""

    number: int
    colour: str
    stars: int = 0

    @property
    def even(self) -> bool:
        return self.number % 2 == 0

    def to_json(self) -> dict:
        return {"number": self.number, "colour": self.colour, "stars": self.stars}


# The message naming each label (in messages.json).
COLOUR_NAMES: dict[str, str] = {
    "red": "ipso.colour.red",
    "yellow": "ipso.colour.yellow",
    "green": "ipso.colour.green",
    "blue": "ipso.colour.blue",
    "purple": "ipso.colour.purple",
}


def colour_code(key: str) -> str | None:
    """The message code naming one of our five labels, or None for a key of the user's own."""
    return COLOUR_NAMES.get(key)


def widget_data() -> dict:
    """The colour labels the widgets offer, in order: key, symbol and the message naming it."""
    return {"colours": [{"key": key, "symbol": symbol, "name": COLOUR_NAMES[key]} for key, symbol in COLOURS.items()]}
