"""Reading player names and references to them from untrusted JSON.

Names are free text typed at the table: each one is read as text, normalized (Unicode NFC,
spaces trimmed), capped at ``MAX_NAME`` characters and refused when empty or holding
control or text-direction characters (which would garble every sentence it appears in).
Two names that differ only by case ("Léa", "léa") are refused as duplicates, so a vote may
name a player in any case and still point at one player only.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from calculators.dixit.model import MAX_NAME, MAX_PLAYERS, MIN_PLAYERS
from calculators.inputs import MAX_TEXT, read_int, read_list, read_object, read_text, short
from calculators.problems import Problems, join_path

# More entries than this in a player list is not a table: refuse before looking at each one.
MAX_LISTED = 50
# Bidirectional embeddings, overrides and isolates: they would reorder the text around a name.
BIDI_CONTROLS = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def clean(text: str) -> str:
    """The form names are compared and shown in: NFC, surrounding spaces removed."""
    return unicodedata.normalize("NFC", text).strip()


def key_of(name: str) -> str:
    """The comparison key of a name: case does not make two players different."""
    return clean(name).casefold()


def read_name(value: Any, path: str, problems: Problems) -> str | None:
    if isinstance(value, str) and len(value) > MAX_TEXT:
        problems.error(path, "dixit.name_too_long", max=MAX_NAME)
        return None
    text = read_text(value, path, problems)
    if text is None:
        return None
    name = clean(text)
    if not name:
        problems.error(path, "dixit.name_empty")
        return None
    if any(unicodedata.category(char) == "Cc" or char in BIDI_CONTROLS for char in name):
        problems.error(path, "dixit.name_control")
        return None
    if len(name) > MAX_NAME:
        problems.error(path, "dixit.name_too_long", max=MAX_NAME)
        return None
    return name


def read_players(value: Any, path: str, problems: Problems) -> tuple[str, ...] | None:
    """The players in seating order (each next one sits on the left of the previous one)."""
    items = read_list(value, path, problems, max_items=MAX_LISTED)
    if items is None:
        return None
    before = len(problems.errors)
    if len(items) < MIN_PLAYERS:
        problems.error(path, "dixit.too_few_players", count=len(items), min=MIN_PLAYERS)
    elif len(items) > MAX_PLAYERS:
        problems.error(path, "dixit.too_many_players", count=len(items), min=MIN_PLAYERS, max=MAX_PLAYERS)
    names: list[str] = []
    seen: dict[str, int] = {}
    for index, item in enumerate(items):
        where = join_path(path, index)
        name = read_name(item, where, problems)
        if name is None:
            continue
        key = key_of(name)
        if key in seen:
            problems.error(where, "dixit.duplicate_name", name=name, other=seen[key] + 1)
            continue
        seen[key] = index
        names.append(name)
    if len(problems.errors) > before:
        return None
    return tuple(names)


class Table:
    """The players of a request, to resolve a name written in a vote or as storyteller."""

    def __init__(self, players: tuple[str, ...]):
        self.players = players
        self._by_key = {key_of(name): name for name in players}

    def find(self, text: str) -> str | None:
        return self._by_key.get(key_of(text))

    def read(self, value: Any, path: str, problems: Problems, unknown_code: str) -> str | None:
        """The player ``value`` names, or a problem ``unknown_code`` listing the players."""
        if isinstance(value, str) and len(value) > MAX_TEXT:
            problems.error(path, unknown_code, value=short(value), players=list(self.players))
            return None
        text = read_text(value, path, problems)
        if text is None:
            return None
        name = self.find(text)
        if name is None:
            problems.error(path, unknown_code, value=short(clean(text)), players=list(self.players))
        return name


def read_starting_scores(value: Any, path: str, table: Table, problems: Problems) -> dict[str, int] | None:
    """Points already on the score track when tracking starts (a missing player has 0).

    Each is between 0 and 29: a player on 30 or more would already have ended the game.
    """
    scores = {name: 0 for name in table.players}
    if value is None:
        return scores
    obj = read_object(value, path, problems)
    if obj is None:
        return None
    before = len(problems.errors)
    seen: set[str] = set()
    for key, raw in obj.items():
        where = join_path(path, short(str(key)))
        name = table.find(str(key)) if len(str(key)) <= MAX_TEXT else None
        if name is None:
            problems.error(where, "dixit.score_unknown_player", value=short(clean(str(key))), players=list(table.players))
            continue
        if name in seen:
            problems.error(where, "dixit.score_twice", name=name)
            continue
        seen.add(name)
        points = read_int(raw, where, problems, minimum=0, maximum=29)
        if points is not None:
            scores[name] = points
    if len(problems.errors) > before:
        return None
    return scores
