"""Turning request JSON into cards, pyramids and game sheets, with a located problem for every bad field.

A card is ``{"number": 1-90, "colour": KEY, "stars": 0...}`` (``stars`` may be left out).
A pyramid is a list of four rows, top row first: ``[[c, c], [c, c, c], [c, c, c, c], [c, c, c, c, c]]``.
Each problem's path points at the field (``rows.2.3.number``); its parameters name the slot
counted from 1 (``row``, ``card``), since players count that way at the table. Parameters are
values, never translated text: a sheet's problems say the round, and the path says whose it is.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from calculators.inputs import read_bool, read_choice, read_int, read_list, read_object, reject_unknown_keys
from calculators.ipso.cards import HIGHEST, LOWEST, MAX_COLOUR_KEY, MAX_PRINTED_STARS, Card
from calculators.ipso.game import MODES, Entry, PlayerSheet, Sheet
from calculators.ipso.pyramid import ROW_SIZES, Pyramid
from calculators.ipso.bounds import highest_score, highest_stars
from calculators.ipso.spec import SPEC
from calculators.ipso.validation import DRAWN, Placed, Slot, check_deck, check_one_deck, check_typed
from calculators.players import invisible_characters, read_name, read_roster
from calculators.problems import Problems, join_path
from calculators.sheets import warn_skipped_rounds

CARD_FIELDS = ("number", "colour", "stars")
STAR_CARD_CHOICES = tuple(SPEC.limits["star_card"]["choices"])
VARIANTS = ("even_odd",)
MAX_CARDS_IN_A_ROW = 10  # beyond this a list is not a row someone typed by mistake but junk


def _valid(reader, *args, **kwargs) -> Any:
    """Run a reader on a scratch list: the value when right, None when it found a problem."""
    scratch = Problems()
    value = reader(*args, scratch, **kwargs)
    return None if scratch.errors else value


def read_card(value: Any, path: str, problems: Problems, slot: Slot = DRAWN) -> Card | None:
    """One card; every wrong field gets its own message naming the card's slot."""
    where = slot.params()
    if not isinstance(value, dict):
        problems.error(path, slot.code("card_not_object"), **where)
        return None
    obj = value
    before = len(problems.errors)
    reject_unknown_keys(obj, CARD_FIELDS, path, problems)

    raw_number = obj.get("number")
    number = _valid(read_int, raw_number, "", minimum=LOWEST, maximum=HIGHEST)
    if number is None:
        rule = "number_missing" if raw_number is None else "number_invalid"
        problems.error(join_path(path, "number"), slot.code(rule), **where, min=LOWEST, max=HIGHEST)

    raw_colour = obj.get("colour")
    colour = None
    if raw_colour is None:
        problems.error(join_path(path, "colour"), slot.code("colour_missing"), **where)
    elif isinstance(raw_colour, str) and invisible_characters(raw_colour):
        problems.error(join_path(path, "colour"), slot.code("colour_invisible"), **where, characters=invisible_characters(raw_colour)[:3])
    else:
        colour = _valid(read_colour_key, raw_colour, "")
        if colour is None:
            problems.error(join_path(path, "colour"), slot.code("colour_invalid"), **where, max=MAX_COLOUR_KEY)

    stars = _valid(read_int, obj.get("stars"), "", minimum=0, maximum=MAX_PRINTED_STARS, default=0)
    if stars is None:
        problems.error(join_path(path, "stars"), slot.code("stars_invalid"), **where, max=MAX_PRINTED_STARS)

    if len(problems.errors) > before or number is None or colour is None or stars is None:
        return None
    return Card(number=number, colour=colour, stars=stars)


# Every i the Turkish alphabet tells apart (I ı İ i) reads as one letter in a colour key: a
# colour typed "MAVİ" on one card and "mavi" on another is one colour, in any request language
# (Python's lower() turns İ into i and a combining dot, which would make two).
_ONE_I = str.maketrans({"I": "i", "ı": "i", "İ": "i"})


def colour_key(text: str) -> str:
    """What two colour keys are compared by: spaces trimmed, compatibility forms and case folded,
    every kind of i the same letter."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFKC", text.strip()).translate(_ONE_I).casefold())


def read_colour_key(value: Any, path: str, problems: Problems) -> str | None:
    """A colour key: non-empty text of at most 20 characters, compared by ``colour_key``. Characters a
    reader cannot see (zero-width, control, text-direction) are refused before this, as in names."""
    if not isinstance(value, str):
        problems.error(path, "common.expected_string")
        return None
    key = colour_key(value)
    if not key or len(key) > MAX_COLOUR_KEY:
        problems.error(path, "common.too_long", max=MAX_COLOUR_KEY)
        return None
    return key


def read_rows(
    value: Any, path: str, problems: Problems, player: int | None = None, placed: list[Placed] | None = None
) -> Pyramid | None:
    """The four rows of a pyramid; every bad row and card is reported, not just the first.

    Each card read correctly is added to ``placed`` (when given), so that the deck checks
    (numbers once, five colours) can run even on a pyramid that has other mistakes.
    ``player`` (from 0) is the sheet's player whose pyramid this is.
    """
    rows = read_list(value, path, problems, max_items=len(ROW_SIZES) + 6)
    if rows is None:
        return None
    ok = True
    if len(rows) != len(ROW_SIZES):
        problems.error(path, "ipso.row_count", count=len(rows), rows=len(ROW_SIZES))
        ok = False
    read: list[tuple[Card, ...]] = []
    for row_index, raw_row in enumerate(rows[: len(ROW_SIZES)]):
        row_path = join_path(path, row_index)
        expected = ROW_SIZES[row_index]
        cards = read_list(raw_row, row_path, problems, max_items=MAX_CARDS_IN_A_ROW)
        if cards is None:
            ok = False
            continue
        if len(cards) != expected:
            problems.error(row_path, "ipso.row_size", row=row_index + 1, expected=expected, count=len(cards))
            ok = False
        row = []
        for position, raw_card in enumerate(cards):
            slot = Slot(row_index, position, player)
            card_path = join_path(row_path, position)
            card = read_card(raw_card, card_path, problems, slot)
            if card is None:
                ok = False
            elif placed is not None:
                placed.append(Placed(card_path, slot, card))
            row.append(card)
        read.append(tuple(row))
    if not ok:
        return None
    return Pyramid(tuple(read))


def read_star_card(value: Any, path: str, problems: Problems) -> str | None:
    """``kept`` (3 points at the end) or ``given_up`` (for the bonus turn)."""
    return read_choice(value, path, problems, STAR_CARD_CHOICES)


def read_variants(value: Any, path: str, problems: Problems) -> dict[str, bool] | None:
    """The optional variants; today only ``even_odd`` (a row of only even or only odd numbers: +1 per card)."""
    if value is None:
        return {"even_odd": False}
    obj = read_object(value, path, problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, VARIANTS, path, problems)
    even_odd = read_bool(obj.get("even_odd"), join_path(path, "even_odd"), problems)
    if even_odd is None:
        return None
    return {"even_odd": even_odd}


# The game sheet -----------------------------------------------------------------------------

PLAYER_FIELDS = ("name", "rounds")
ENTRY_FIELDS = ("pyramid", "score", "stars")
PYRAMID_FIELDS = ("rows", "star_card")
MAX_LISTED_ROUNDS = 20  # beyond this the list is junk, not a round too many


def read_entry(value: Any, path: str, problems: Problems, round_index: int, player: int, even_odd: bool = False):
    """One player's round: None (not played), a pyramid, or a typed score with optional stars.

    Returns ``(entry, placed_cards)``; ``entry`` is False when the field is wrong.
    """
    if value is None:
        return None, []
    obj = read_object(value, path, problems)
    if obj is None:
        return False, []
    if not obj:
        return None, []
    before = len(problems.errors)
    reject_unknown_keys(obj, ENTRY_FIELDS, path, problems)
    where = {"round": round_index + 1}
    if "pyramid" in obj and ("score" in obj or "stars" in obj):
        problems.error(path, "ipso.entry_both", **where)
        return False, []
    if "pyramid" in obj:
        pyramid_path = join_path(path, "pyramid")
        raw = read_object(obj["pyramid"], pyramid_path, problems)
        if raw is None:
            return False, []
        reject_unknown_keys(raw, PYRAMID_FIELDS, pyramid_path, problems)
        placed: list[Placed] = []
        pyramid = read_rows(raw.get("rows"), join_path(pyramid_path, "rows"), problems, player, placed)
        star_card = read_star_card(raw.get("star_card"), join_path(pyramid_path, "star_card"), problems)
        if len(problems.errors) > before or pyramid is None or star_card is None:
            return False, placed
        return Entry(pyramid=pyramid, star_card=star_card), placed
    raw_score = obj.get("score")
    score = _valid(read_int, raw_score, "", minimum=0)
    if score is None:
        code = "ipso.score_missing" if raw_score is None else "ipso.score_invalid"
        problems.error(join_path(path, "score"), code, **where, max=highest_score(even_odd))
    stars = None
    if obj.get("stars") is not None:
        stars = _valid(read_int, obj.get("stars"), "", minimum=0)
        if stars is None:
            problems.error(join_path(path, "stars"), "ipso.typed_stars_invalid", **where, max=highest_stars())
    if len(problems.errors) > before:
        return False, []
    if not check_typed(score, stars, even_odd, path, where, problems):
        return False, []
    return Entry(score=score, stars=stars), []


def _name_quietly(raw_player: Any) -> str:
    """A player's name when the list of players as a whole was refused (too many, a name twice)."""
    value = raw_player.get("name") if isinstance(raw_player, dict) else None
    return read_name(value, "", Problems(), allow_default=True) or ""


def read_sheet(value: Any, problems: Problems, lang: str) -> Sheet | None:
    """The whole sheet: names and player count (``calculators.players``), rounds, each round's deck.

    The sheet comes back even when some of it is wrong, with False for each round that could
    not be read, so that the answer can still give every other player's total; None only
    when nothing can be scored (not an object, no list of players, an unknown mode).
    """
    obj = read_object(value, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("mode", "variants", "players"), "", problems)
    mode = "single" if obj.get("mode") is None else read_choice(obj.get("mode"), "mode", problems, tuple(MODES))
    variants = read_variants(obj.get("variants"), "variants", problems)
    raw_players = obj.get("players")
    roster = read_roster(raw_players, "players", problems, SPEC, lang, name_field="name", allow_default=True)
    if mode is None or variants is None or not isinstance(raw_players, list):
        return None
    rounds = MODES[mode]
    names, entries_of = [], []
    round_cards: list[list[Placed]] = [[] for _ in range(rounds)]
    for index, raw_player in enumerate(raw_players[: SPEC.players.max]):
        path = join_path("players", index)
        names.append(roster.names[index] if roster else _name_quietly(raw_player))
        entries: list = [None] * rounds
        entries_of.append(entries)
        if isinstance(raw_player, dict):
            reject_unknown_keys(raw_player, PLAYER_FIELDS, path, problems)
            raw_rounds = raw_player.get("rounds")
            rounds_path = join_path(path, "rounds")
            listed = None if raw_rounds is None else read_list(raw_rounds, rounds_path, problems, max_items=MAX_LISTED_ROUNDS)
            if raw_rounds is not None and listed is None:
                entries = [False] * rounds
            elif listed is not None and len(listed) > rounds:
                problems.error(rounds_path, "ipso.too_many_rounds", count=len(listed), max=rounds)
                entries = [False] * rounds
            elif listed is not None:
                for round_index, raw_entry in enumerate(listed):
                    entry, placed = read_entry(raw_entry, join_path(rounds_path, round_index), problems, round_index, index, variants["even_odd"])
                    entries[round_index] = entry
                    round_cards[round_index].extend(placed)
                warn_skipped_rounds(entries, rounds_path, problems)
    # The pyramids of one round come from one deck: no number twice, five colours, 18 cards a
    # colour. A card the deck refuses spoils its player's round, as a card misread does.
    for round_index, placed in enumerate(round_cards):
        for item in check_deck(placed, problems):
            if item.slot.player is not None:
                entries_of[item.slot.player][round_index] = False
    # A tournament's rounds are dealt from that same deck, shuffled again.
    for round_index, item in check_one_deck(round_cards, problems):
        entries_of[item.slot.player][round_index] = False
    players = tuple(PlayerSheet(name, tuple(entries)) for name, entries in zip(names, entries_of))
    return Sheet(mode=mode, rounds=rounds, even_odd=variants["even_odd"], players=players)
