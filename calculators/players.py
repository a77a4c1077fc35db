"""Player names and the list of players, read the same way in every game.

A name is trimmed; it may not be empty, longer than ``NAME_LENGTH`` characters, or hold
characters a reader cannot see or that reorder the text around them (control characters,
zero-width characters, text-direction marks). Two names are the same player when they match
without case the way the request's language compares letters: in Turkish "I" is the capital
of "ı" and "İ" the capital of "i"; elsewhere "I" is the capital of "i".

Where a game lets a player go unnamed, the widget sends ``""`` and the answer calls the
player "Player 1", "Joueur 1", "1. oyuncu" (``default_label``): never stored as a name. A typed
name equal to the label another, unnamed player gets would make two players one: it is refused
(``common.name_is_default``). Wherever a request then refers to a player by name (a starter, a
pick, a vote), an unnamed player's label finds them as a typed name does (``Roster.find``).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from calculators.i18n import Term, render
from calculators.inputs import NAME_LENGTH, read_list, read_object, read_text, reject_unknown_keys
from calculators.problems import Problems, join_path

if TYPE_CHECKING:  # only for the annotations: the registry sits above the players in the package
    from calculators.registry import GameSpec


# Unicode categories a name may not hold: control (Cc), format (Cf: zero-width joiners and
# spaces, text-direction marks and isolates, the BOM), line and paragraph separators,
# surrogates, private use and unassigned code points.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"})


def invisible_characters(name: str) -> list[str]:
    """The characters of ``name`` a name may not hold, as ``U+200B`` codes (empty when none)."""
    return [f"U+{ord(char):04X}" for char in name if unicodedata.category(char) in _REFUSED_CATEGORIES]


def name_key(name: str, lang: str) -> str:
    """What two names are compared by: NFC, without case, the request language's way."""
    text = unicodedata.normalize("NFC", name)
    if lang == "tr":
        text = text.replace("I", "ı").replace("İ", "i")
    return unicodedata.normalize("NFC", text.casefold())


def read_name(value: Any, path: str, problems: Problems, *, allow_default: bool = False) -> str | None:
    """A player's name, trimmed; ``""`` when ``allow_default`` and nothing was typed; None on a problem."""
    if value is None and allow_default:
        return ""
    # A pasted name may be long before it is trimmed: read generously, then check the trimmed name.
    text = read_text(value, path, problems, max_length=NAME_LENGTH * 4)
    if text is None:
        return None
    refused = invisible_characters(text)
    if refused:
        problems.error(path, "common.name_invisible", characters=refused[:3])
        return None
    name = " ".join(text.split())
    if not name:
        if allow_default:
            return ""
        problems.error(path, "common.name_empty")
        return None
    if len(name) > NAME_LENGTH:
        problems.error(path, "common.name_too_long", max=NAME_LENGTH)
        return None
    return name


def default_label(index: int, lang: str) -> str:
    """What an unnamed player is called: "Player 1" for ``index`` 0."""
    return render("common.default_player", lang, {"number": index + 1})


def label(name: str, index: int, lang: str) -> str:
    return name or default_label(index, lang)


def check_count(count: int, path: str, problems: Problems, spec: GameSpec) -> bool:
    """Too few or too many players for the game: one error naming the game and its range."""
    if count in spec.players:
        return True
    code = "common.too_few_players" if count < spec.players.min else "common.too_many_players"
    problems.error(path, code, game=Term(spec.title), count=count, min=spec.players.min, max=spec.players.max)
    return False


def check_unique(names: Sequence[tuple[str, str]], problems: Problems, lang: str) -> bool:
    """``names`` is ``[(path, name)]``; a name met again is an error at the later path."""
    seen: dict[str, str] = {}
    unique = True
    for path, name in names:
        if not name:
            continue  # unnamed players are told apart by their number
        key = name_key(name, lang)
        if key in seen:
            problems.error(path, "common.duplicate_name", name=name)
            unique = False
        else:
            seen[key] = name
    return unique


@dataclass(frozen=True)
class Roster:
    """The players of a request, in order: their names (``""`` for unnamed) and the paths they came from."""

    names: tuple[str, ...]
    paths: tuple[str, ...]

    def label(self, index: int, lang: str) -> str:
        return label(self.names[index], index, lang)

    def labels(self, lang: str) -> list[str]:
        return [self.label(index, lang) for index in range(len(self.names))]

    def find(self, text: str, lang: str) -> int | None:
        """The player ``text`` names (spaces and case aside, the language's way), typed name or
        an unnamed player's label; None when it names nobody."""
        wanted = name_key(" ".join(text.split()), lang)
        return next((index for index, shown in enumerate(self.labels(lang)) if name_key(shown, lang) == wanted), None)


def read_roster(
    value: Any,
    path: str,
    problems: Problems,
    spec: GameSpec,
    lang: str,
    *,
    name_field: str | None = None,
    allow_default: bool = False,
) -> Roster | None:
    """A list of players (names, or objects with a ``name_field``): counted, named, no name twice.

    Only the names are read here; a game reads its own fields of each player object.
    """
    items = read_list(value, path, problems, max_items=spec.players.max + 1)
    if items is None:
        if isinstance(value, list):  # far too many: say it the way every game says it
            problems.errors.pop()
            check_count(len(value), path, problems, spec)
        return None
    counted = check_count(len(items), path, problems, spec)
    names, paths = [], []
    for index, item in enumerate(items):
        where = join_path(path, index)
        if name_field is not None:
            if not isinstance(item, dict):
                problems.error(where, "common.expected_object")
                names.append("")
                paths.append(where)
                continue
            where = join_path(where, name_field)
            item = item.get(name_field)
        name = read_name(item, where, problems, allow_default=allow_default)
        names.append(name or "")
        paths.append(where)
    unique = check_unique(list(zip(paths, names)), problems, lang) and check_labels(names, paths, problems, lang)
    if not counted or not unique:
        return None
    return Roster(tuple(names), tuple(paths))


def check_labels(names: Sequence[str], paths: Sequence[str], problems: Problems, lang: str) -> bool:
    """A typed name may not be the label of another player left unnamed ("Player 2" typed for
    player 1 while player 2 has no name): the error is at the typed name."""
    unnamed = {name_key(default_label(index, lang), lang): index for index, name in enumerate(names) if not name}
    clear = True
    for name, path in zip(names, paths):
        if name and name_key(name, lang) in unnamed:
            problems.error(path, "common.name_is_default", name=name, number=unnamed[name_key(name, lang)] + 1)
            clear = False
    return clear


def players_action(spec: GameSpec) -> Any:
    """The ``players`` action every game offers (the registry adds it to the game's own).

    Request ``{"players": [names], "find": [references]}``: the table is read as the game reads it
    (the same errors at ``players.<i>``), and each reference (a name or "Player 2", typed or kept
    from an earlier save) is matched as the game matches names. Answer ``{"players": [labels],
    "found": [index or null]}``: a widget reading back a save that named players learns from
    here which player each name was.
    """

    def players(data: Any, lang: str, problems: Problems) -> dict | None:
        obj = read_object(data, "", problems)
        if obj is None:
            return None
        reject_unknown_keys(obj, ("players", "find"), "", problems)
        roster = read_roster(obj.get("players"), "players", problems, spec, lang, allow_default=True)
        references = read_list(obj.get("find", []), "find", problems)
        if roster is None or references is None or problems.errors:
            return None
        found = [roster.find(ref, lang) if isinstance(ref, str) else None for ref in references]
        return {"players": roster.labels(lang), "found": found}

    return players
