"""Turning request JSON into cards and pyramids, with a located problem for every bad field.

A card is ``{"number": 1-90, "colour": KEY, "stars": 0...}`` (``stars`` may be left out).
A pyramid is a list of four rows, top row first: ``[[c, c], [c, c, c], [c, c, c, c], [c, c, c, c, c]]``.
Each problem's path points at the field (``rows.2.3.number``) and its sentence names the
row and card counted from 1 (``where``), since players count that way at the table.
"""

from __future__ import annotations

from typing import Any

from calculators.i18n import render
from calculators.inputs import read_bool, read_choice, read_int, read_list, read_object, read_text, reject_unknown_keys
from calculators.ipso.cards import HIGHEST, LOWEST, MAX_COLOUR_KEY, MAX_PRINTED_STARS, Card
from calculators.ipso.game import MAX_PLAYERS, MIN_PLAYERS, MODES, Entry, PlayerSheet, Sheet
from calculators.ipso.pyramid import ROW_SIZES, Pyramid
from calculators.ipso.validation import Placed, check_deck
from calculators.problems import Problems, join_path

CARD_FIELDS = ("number", "colour", "stars")
STAR_CARD_CHOICES = ("kept", "given_up")
VARIANTS = ("even_odd",)
MAX_CARDS_IN_A_ROW = 10  # beyond this a list is not a row someone typed by mistake but junk


def card_place(lang: str, row_index: int, position: int, prefix: str = "", inline: bool = False) -> str:
    """``Row 3, card 4`` in the reader's language (``prefix`` names the player and round on a sheet).

    ``inline`` gives the form used inside a sentence (``row 3, card 4``).
    """
    code = "ipso.where.card_inline" if inline or prefix else "ipso.where.card"
    place = render(code, lang, {"row": row_index + 1, "card": position + 1})
    return f"{prefix}, {place}" if prefix else place


def _valid(reader, *args, **kwargs) -> Any:
    """Run a reader on a scratch list: the value when right, None when it found a problem."""
    scratch = Problems()
    value = reader(*args, scratch, **kwargs)
    return None if scratch.errors else value


def read_card(value: Any, path: str, problems: Problems, where: str) -> Card | None:
    """One card; every wrong field gets its own message naming the card (``where``)."""
    if not isinstance(value, dict):
        problems.error(path, "ipso.card_not_object", where=where)
        return None
    obj = value
    before = len(problems.errors)
    reject_unknown_keys(obj, CARD_FIELDS, path, problems)

    raw_number = obj.get("number")
    number = _valid(read_int, raw_number, "", minimum=LOWEST, maximum=HIGHEST)
    if number is None:
        code = "ipso.number_missing" if raw_number is None else "ipso.number_invalid"
        problems.error(join_path(path, "number"), code, where=where, min=LOWEST, max=HIGHEST)

    raw_colour = obj.get("colour")
    colour = None
    if raw_colour is None:
        problems.error(join_path(path, "colour"), "ipso.colour_missing", where=where)
    else:
        text = _valid(read_text_key, raw_colour, "")
        if text is None:
            problems.error(join_path(path, "colour"), "ipso.colour_invalid", where=where, max=MAX_COLOUR_KEY)
        else:
            colour = text

    stars = _valid(read_int, obj.get("stars"), "", minimum=0, maximum=MAX_PRINTED_STARS, default=0)
    if stars is None:
        problems.error(join_path(path, "stars"), "ipso.stars_invalid", where=where, max=MAX_PRINTED_STARS)

    if len(problems.errors) > before or number is None or colour is None or stars is None:
        return None
    return Card(number=number, colour=colour, stars=stars)


def read_text_key(value: Any, path: str, problems: Problems) -> str | None:
    """A colour key: non-empty text of at most 20 characters, compared without case or outer spaces."""
    if not isinstance(value, str):
        problems.error(path, "common.expected_string")
        return None
    key = value.strip().casefold()
    if not key or len(key) > MAX_COLOUR_KEY:
        problems.error(path, "common.too_long", max=MAX_COLOUR_KEY)
        return None
    return key


def read_rows(
    value: Any, path: str, problems: Problems, lang: str, prefix: str = "", placed: list[Placed] | None = None
) -> Pyramid | None:
    """The four rows of a pyramid; every bad row and card is reported, not just the first.

    Each card read correctly is added to ``placed`` (when given), so that the deck checks
    (numbers once, five colours) can run even on a pyramid that has other mistakes.
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
            where = card_place(lang, row_index, position, prefix)
            card = read_card(raw_card, join_path(row_path, position), problems, where)
            if card is None:
                ok = False
            elif placed is not None:
                inline = card_place(lang, row_index, position, prefix, inline=True)
                placed.append(Placed(join_path(row_path, position), where, card, inline))
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

MAX_NAME = 40
MAX_TYPED_SCORE = 300  # far above any real pyramid; a guard against typing slips
PLAYER_FIELDS = ("name", "rounds")
ENTRY_FIELDS = ("pyramid", "score", "stars")
PYRAMID_FIELDS = ("rows", "star_card")


def read_entry(value: Any, path: str, problems: Problems, lang: str, prefix: str):
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
    if "pyramid" in obj and ("score" in obj or "stars" in obj):
        problems.error(path, "ipso.entry_both", where=prefix)
        return False, []
    if "pyramid" in obj:
        pyramid_path = join_path(path, "pyramid")
        raw = read_object(obj["pyramid"], pyramid_path, problems)
        if raw is None:
            return False, []
        reject_unknown_keys(raw, PYRAMID_FIELDS, pyramid_path, problems)
        rows_path = join_path(pyramid_path, "rows")
        placed: list[Placed] = []
        pyramid = read_rows(raw.get("rows"), rows_path, problems, lang, prefix, placed)
        star_card = read_star_card(raw.get("star_card"), join_path(pyramid_path, "star_card"), problems)
        if len(problems.errors) > before or pyramid is None or star_card is None:
            return False, placed
        return Entry(pyramid=pyramid, star_card=star_card), placed
    score = _valid(read_int, obj.get("score"), "", minimum=0, maximum=MAX_TYPED_SCORE)
    if score is None:
        code = "ipso.score_missing" if obj.get("score") is None else "ipso.score_invalid"
        problems.error(join_path(path, "score"), code, where=prefix, max=MAX_TYPED_SCORE)
    stars = None
    if obj.get("stars") is not None:
        stars = _valid(read_int, obj.get("stars"), "", minimum=0, maximum=MAX_TYPED_SCORE)
        if stars is None:
            problems.error(join_path(path, "stars"), "ipso.typed_stars_invalid", where=prefix, max=MAX_TYPED_SCORE)
    if len(problems.errors) > before:
        return False, []
    return Entry(score=score, stars=stars), []


def read_sheet(value: Any, problems: Problems, lang: str):
    """The whole sheet, or None; checks names, player count, rounds and each round's deck."""
    obj = read_object(value, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("mode", "variants", "players"), "", problems)
    mode = "single" if obj.get("mode") is None else read_choice(obj.get("mode"), "mode", problems, tuple(MODES))
    variants = read_variants(obj.get("variants"), "variants", problems)
    raw_players = read_list(obj.get("players"), "players", problems, max_items=20)
    if mode is None or variants is None or raw_players is None:
        return None
    if not MIN_PLAYERS <= len(raw_players) <= MAX_PLAYERS:
        problems.error("players", "ipso.player_count", count=len(raw_players), min=MIN_PLAYERS, max=MAX_PLAYERS)
    rounds = MODES[mode]
    players = []
    seen_names: dict[str, int] = {}
    round_cards: list[list] = [[] for _ in range(rounds)]
    for index, raw_player in enumerate(raw_players[:MAX_PLAYERS]):
        path = join_path("players", index)
        player = read_object(raw_player, path, problems)
        if player is None:
            continue
        reject_unknown_keys(player, PLAYER_FIELDS, path, problems)
        name = _valid(read_text, player.get("name"), "", max_length=MAX_NAME)
        name = name.strip() if name is not None else None
        if not name:
            problems.error(join_path(path, "name"), "ipso.name_invalid", player=index + 1, max=MAX_NAME)
            name = None
        elif name.casefold() in seen_names:
            problems.error(join_path(path, "name"), "ipso.name_duplicate", name=name, other=seen_names[name.casefold()] + 1)
        else:
            seen_names[name.casefold()] = index
        shown = name or render("ipso.where.player", lang, {"player": index + 1})
        raw_rounds = player.get("rounds")
        entries: list = []
        if raw_rounds is not None:
            listed = read_list(raw_rounds, join_path(path, "rounds"), problems, max_items=20)
            if listed is None:
                continue
            if len(listed) > rounds:
                problems.error(join_path(path, "rounds"), "ipso.too_many_rounds", name=shown, count=len(listed), max=rounds)
                continue
            for round_index, raw_entry in enumerate(listed):
                prefix = render("ipso.where.round", lang, {"name": shown, "round": round_index + 1})
                entry, placed = read_entry(raw_entry, join_path(path, "rounds", round_index), problems, lang, prefix)
                entries.append(entry)
                round_cards[round_index].extend(placed)
        if name is None or any(entry is False for entry in entries):
            continue
        entries += [None] * (rounds - len(entries))
        players.append(PlayerSheet(name, tuple(entries)))
    # The pyramids of one round come from one deck: no number twice, five colours, 18 cards a colour.
    for placed in round_cards:
        check_deck(placed, problems)
    if problems.errors:
        return None
    return Sheet(mode=mode, even_odd=variants["even_odd"], players=tuple(players))
