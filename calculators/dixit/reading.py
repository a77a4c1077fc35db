"""Reading the table (the players in seating order) and references to its players.

Names are read by the shared block (``calculators/players.py``): trimmed, at most
``NAME_LENGTH`` characters, no invisible or text-direction characters, the same player
whatever the case (the request language's way: Turkish I/ı, İ/i). A player left unnamed is
called by their default label, "Player 2" / "Joueur 2" / "2. oyuncu" in the request's
language, and is named that way in votes, in the storyteller field and in the answer (a typed
name equal to another player's default label is refused there).
"""

from __future__ import annotations

from typing import Any

from calculators.dixit.spec import SPEC
from calculators.inputs import MAX_TEXT, read_int, read_object, read_text, short
from calculators.players import name_key, read_roster
from calculators.problems import Problems, join_path


def spelled(text: str) -> str:
    """A name as typed, written the way names are compared and shown: spaces trimmed and single."""
    return " ".join(text.split())


class Table:
    """The players of a request, to resolve a name written in a vote or as storyteller."""

    def __init__(self, players: tuple[str, ...], lang: str):
        self.players = players
        self.lang = lang
        self._by_key = {name_key(name, lang): name for name in players}

    def find(self, text: str) -> str | None:
        return self._by_key.get(name_key(spelled(text), self.lang))

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
            problems.error(path, unknown_code, value=short(spelled(text)), players=list(self.players))
        return name


def read_table(value: Any, path: str, problems: Problems, lang: str) -> Table | None:
    """The players in seating order (each next one sits on the left of the previous one)."""
    before = len(problems.errors)
    roster = read_roster(value, path, problems, SPEC, lang, allow_default=True)
    if roster is None or len(problems.errors) > before:
        return None
    return Table(tuple(roster.labels(lang)), lang)


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
            problems.error(where, "dixit.score_unknown_player", value=short(spelled(str(key))), players=list(table.players))
            continue
        if name in seen:
            problems.error(where, "dixit.score_twice", name=name)
            continue
        seen.add(name)
        points = read_int(raw, where, problems, minimum=0, maximum=SPEC.limits["target"] - 1)
        if points is not None:
            scores[name] = points
    if len(problems.errors) > before:
        return None
    return scores
