"""A whole pyramid typed as one line of text, for a phone at the table: ``50r 12b* 8v 27j 63r* ...``.

Each card is its number, its colour letter and one ``*`` per printed star, in this order; the
cards follow the pyramid's order, top row first and left to right (``pyramid.ROW_SIZES``). Spaces,
commas, semicolons, slashes, bars and full stops separate cards (a phone turns two spaces into
". "), and as a card ends with its letter or its stars, the next number starts a new card anyway:
``50r12b*`` is two cards. Case does not matter.

The colour letters are those of the request's language, taken from the colours' names in
``messages.json`` (the one home of those names): each colour gets the first letter of its name
that no colour before it has taken (French: r, j, v, b and i for violet, whose v vert has;
Turkish: k, s, y, m and o for mor). Letters are compared as colour keys are
(``reading.colour_key``: any case, every Turkish i one letter). A colour's whole name in that
language, or its key (``blue``: the same in every language), is accepted too.

A card that is still being typed is not wrong: the last card, when nothing follows it, may lack
its colour or hold only the start of a colour's name; it is then ``ipso.notation.colour_missing``,
the kind of problem the widgets hold back while the reader is in the field. Reading never raises:
any text gives cards and problems.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Any

from calculators.i18n import LANGUAGES, render
from calculators.inputs import read_text, short
from calculators.ipso.cards import COLOUR_NAMES, HIGHEST, LOWEST, MAX_PRINTED_STARS, widget_data as card_data
from calculators.ipso.pyramid import CARD_COUNT, ROW_SIZES
from calculators.ipso.reading import colour_key
from calculators.problems import Problems

MAX_NOTATION = 400  # 14 cards of a few characters each, with room to spare
SEPARATORS = frozenset(",;/|.")
STAR_SIGNS = frozenset("*★")
DIGITS = frozenset("0123456789")


def colour_letters(lang: str) -> dict[str, str]:
    """``{colour key: letter}`` in ``lang``: the first letter of each colour's name that no colour
    before it has taken, as written in the name (``ı`` stays ``ı``; it is read as any i)."""
    letters: dict[str, str] = {}
    taken: set[str] = set()
    for key, code in COLOUR_NAMES.items():
        for character in render(code, lang):
            folded = colour_key(character)
            if len(folded) == 1 and folded.isalpha() and folded not in taken:
                letters[key] = character
                taken.add(folded)
                break
    return letters


def widget_data() -> dict:
    """The cards' widget data (``cards.widget_data``), each colour with its letter in each language."""
    data = card_data()
    letters = {lang: colour_letters(lang) for lang in LANGUAGES}
    for colour in data["colours"]:
        colour["letter"] = {lang: letters[lang].get(colour["key"], "") for lang in LANGUAGES}
    # A card as the help text shows it: a number, the first colour's letter, one printed star.
    first = next(iter(COLOUR_NAMES))
    data["notation_example"] = {lang: f"37{letters[lang].get(first, '')}*" for lang in LANGUAGES}
    return data


@dataclass
class TypedCard:
    """One card as typed: its text and its parts, in the order they came."""

    text: str = ""
    digits: str = ""
    letters: str = ""
    stars: int = 0
    stray: str = ""  # the first character that is no part of a card
    stage: int = 0  # 0 nothing yet, 1 number, 2 letters, 3 stars

    def take(self, character: str, kind: str) -> bool:
        """Adds ``character`` when it continues this card; False when it starts the next one."""
        if kind == "digit" and self.stage >= 2 or kind == "letter" and self.stage == 3:
            return False
        self.text += character
        if kind == "digit":
            self.digits += character
            self.stage = 1
        elif kind == "letter":
            self.letters += character
            self.stage = 2
        elif kind == "star":
            self.stars += 1
            self.stage = 3
        elif not self.stray:
            self.stray = character
        return True


def _kind(character: str) -> str:
    if character.isspace() or character in SEPARATORS:
        return "separator"
    if character in DIGITS:
        return "digit"
    if character in STAR_SIGNS:
        return "star"
    return "letter" if character.isalpha() else "other"


def split_cards(text: str) -> tuple[list[TypedCard], bool]:
    """The cards of ``text`` in order, and whether the last one is still open (nothing after it)."""
    cards: list[TypedCard] = []
    current: TypedCard | None = None
    kind = "separator"
    for character in unicodedata.normalize("NFKC", text):
        kind = _kind(character)
        if kind == "separator":
            current = None
            continue
        if current is None or not current.take(character, kind):
            current = TypedCard()
            current.take(character, kind)
            cards.append(current)
    return cards, bool(cards) and kind != "separator"


@dataclass
class Notation:
    """What a notation gave: the cards read, in the pyramid's rows (None where no card was read)."""

    rows: list[list[dict[str, Any] | None]] = field(default_factory=lambda: [[None] * size for size in ROW_SIZES])
    typed: int = 0

    def request_rows(self) -> list[list[dict[str, Any]]]:
        """The rows as a request gives them; a card not read is an empty one (its number and colour missing)."""
        return [[card or {} for card in row] for row in self.rows]

    def to_json(self) -> dict[str, Any]:
        return {"rows": self.rows, "cards": self.typed}


def slot_of(index: int) -> tuple[int, int]:
    """The row and place (both from 0) of the card typed at ``index`` (from 0), top row first."""
    for row, size in enumerate(ROW_SIZES):
        if index < size:
            return row, index
        index -= size
    return len(ROW_SIZES), index


def _names(lang: str) -> dict[str, tuple[str, str]]:
    """``{colour key: (its name in lang, the key)}``, both folded as colour keys are."""
    return {key: (colour_key(render(code, lang)), colour_key(key)) for key, code in COLOUR_NAMES.items()}


def colour_of(letters: str, lang: str) -> str | None:
    """The colour key a letter, a whole name in ``lang`` or the key itself (``blue``) stands for, or None."""
    wanted = colour_key(letters)
    names = _names(lang)
    for key, letter in colour_letters(lang).items():
        if wanted == colour_key(letter) or wanted in names[key]:
            return key
    return None


def _begins_a_name(letters: str, lang: str) -> bool:
    wanted = colour_key(letters)
    return any(word.startswith(wanted) for words in _names(lang).values() for word in words)


def read_card(card: TypedCard, open_end: bool, lang: str) -> tuple[dict[str, Any] | None, str, dict[str, Any]]:
    """One typed card -> (the card, or None; the problem's rule, or ""; its parameters)."""
    if card.stray:
        return None, "unreadable", {"text": card.stray}
    if not card.digits:
        return None, "number_first", {}
    number = int(card.digits) if len(card.digits) <= len(str(HIGHEST)) + 2 else None
    if number is None or not LOWEST <= number <= HIGHEST:
        return None, "number_invalid", {"min": LOWEST, "max": HIGHEST}
    letters = list(colour_letters(lang).values())
    if not card.letters:
        return None, "colour_missing", {"letters": letters}
    colour = colour_of(card.letters, lang)
    if colour is None:
        if open_end and _begins_a_name(card.letters, lang):
            return None, "colour_missing", {"letters": letters}
        return None, "not_a_colour", {"text": short(card.letters, 20), "letters": letters}
    if card.stars > MAX_PRINTED_STARS:
        return None, "stars_invalid", {"max": MAX_PRINTED_STARS}
    return {"number": number, "colour": colour, "stars": card.stars}, "", {}


def read_notation(value: Any, path: str, problems: Problems, lang: str) -> Notation | None:
    """A pyramid typed as text -> its cards in rows, with a problem at ``path`` for each card that
    cannot be read (naming its row, its place and what was typed); None when it is not a text."""
    text = read_text(value, path, problems, max_length=MAX_NOTATION)
    if text is None:
        return None
    cards, open_end = split_cards(text)
    notation = Notation(typed=len(cards))
    if len(cards) > CARD_COUNT:
        problems.error(path, "ipso.notation.too_many_cards", count=len(cards), max=CARD_COUNT)
    for index, typed in enumerate(cards[:CARD_COUNT]):
        row, place = slot_of(index)
        card, rule, params = read_card(typed, open_end and index == len(cards) - 1, lang)
        if rule:
            problems.error(path, f"ipso.notation.{rule}", row=row + 1, card=place + 1, typed=short(typed.text, 20), **params)
        notation.rows[row][place] = card
    return notation
