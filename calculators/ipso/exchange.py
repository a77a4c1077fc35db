"""One turn of IPSO: a card taken from the middle takes the place of a face-down card.

Source (IPSO rules, "Déroulement"): on your turn you take one of the two cards of the middle and
swap it for a card of your pyramid that is still face down; the card you take out is turned face
up and goes to the middle, where the next player chooses between it and the card left there. Only
face-down cards are replaced, and a placed card never moves.

``exchange`` plays such a turn on a pyramid being played (``None`` for a face-down card) and says
it in sentences; a face-up slot is refused with the rule it breaks.
"""

from __future__ import annotations

from dataclasses import dataclass

from calculators.first_turn import words
from calculators.i18n import Term, render
from calculators.ipso.cards import COLOURS, Card
from calculators.ipso.validation import colour_name

Rows = tuple[tuple[Card | None, ...], ...]


def card_words(card: Card | None, lang: str) -> str:
    """``80 ▲ yellow``, ``42 ■ green, 1 printed star``, or ``face-down card``."""
    if card is None:
        return render("ipso.pic.face_down", lang)
    name = colour_name(card.colour)
    name = render(name.code, lang) if isinstance(name, Term) else name
    symbol = COLOURS.get(card.colour)
    words = f"{card.number} {symbol}\u00a0{name}" if symbol else f"{card.number} {name}"  # symbol and name never split
    if card.stars:
        words += ", " + render("ipso.pic.stars.one" if card.stars == 1 else "ipso.pic.stars.other", lang, {"n": card.stars})
    return words


@dataclass(frozen=True)
class Exchange:
    """A turn played: the pyramid and the middle after it, told in sentences."""

    rows: Rows
    middle: tuple[Card, ...]
    lines: tuple[str, ...]


@dataclass(frozen=True)
class Refused:
    """A turn the rules forbid, and why."""

    lines: tuple[str, ...]


def exchange(rows: Rows, middle: tuple[Card, Card], take: int, row: int, position: int, revealed: Card | None, player: str, lang: str) -> Exchange | Refused:
    """``player`` takes ``middle[take]`` and puts it on (``row``, ``position``), counted from 0;
    ``revealed`` is the card that lay there face down (None: not known)."""
    taken, left = middle[take], middle[1 - take]
    where = {"row": row + 1, "card": position + 1}
    current = rows[row][position]
    if current is not None:
        return Refused((words("ipso.first.face_up_stays", lang, {**where, "there": card_words(current, lang), "card_taken": card_words(taken, lang)}),))
    after = tuple(tuple(taken if (r, p) == (row, position) else card for p, card in enumerate(cards)) for r, cards in enumerate(rows))
    lines = [
        words("ipso.first.take", lang, {"player": player, "card_taken": card_words(taken, lang)}),
        words("ipso.first.place", lang, where),
    ]
    if revealed is None:
        lines.append(words("ipso.first.reveal_unknown", lang, {"left": card_words(left, lang)}))
        return Exchange(after, (left,), tuple(lines))
    lines.append(words("ipso.first.reveal", lang, {"revealed": card_words(revealed, lang), "left": card_words(left, lang)}))
    hidden = sum(card is None for cards in after for card in cards)
    lines.append(words("ipso.first.hidden_left", lang, {"player": player, "count": hidden}) if hidden else words("ipso.first.all_up", lang, {"player": player}))
    return Exchange(after, (left, revealed), tuple(lines))

