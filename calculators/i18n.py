"""The message catalogue: every sentence the calculators and the widgets show, in French, English and Turkish.

One catalogue, in JSON files read by Python and by the site build alike: the shared messages in
``calculators/messages.json`` (keys ``common.*`` for answers, ``core.*`` for every widget) and
each game's in ``calculators/<game>/messages.json`` (keys ``<game>.*``), each entry
``{"fr": ..., "en": ..., "tr": ...}``. A game's file is read the first time one of its keys is
needed; a key's first word names its file, so this module needs no list of games (it sits below
the registry). Tests check every key has all three languages with the same placeholders, that no key
is unused and that every key the code builds at run time exists.
"""

from __future__ import annotations

import json
import re
import string
from dataclasses import dataclass
from importlib import resources
from typing import Any, Iterable

LANGUAGES = ("fr", "en", "tr")
DEFAULT_LANGUAGE = "fr"
SHARED_PREFIXES = ("common", "core")


@dataclass(frozen=True)
class Term:
    """A parameter that is itself a catalogue entry (a colour, a card type...), translated at render time."""

    code: str


_files: dict[str, dict[str, dict[str, str]]] = {}


def catalogue_file(name: str) -> dict[str, dict[str, str]]:
    """One file of the catalogue: ``"shared"`` or a game's key (read once); empty while there is no
    such file (not remembered: in the browser a game's files arrive with its part of the package)."""
    if name not in _files:
        package = resources.files("calculators")
        found = package.joinpath("messages.json" if name == "shared" else f"{name}/messages.json")
        if not found.is_file():
            return {}
        _files[name] = json.loads(found.read_text(encoding="utf-8"))
    return _files[name]


def _file_of(code: str) -> str:
    """The file a key lives in: the game's own for ``<game>.*``, ``"shared"`` for ``common.*`` and ``core.*``."""
    prefix = code.split(".", 1)[0]
    return "shared" if prefix in SHARED_PREFIXES or not prefix.isidentifier() else prefix


def entry(code: str) -> dict[str, str] | None:
    return catalogue_file(_file_of(code)).get(code)


def catalogue_games() -> list[str]:
    """The package folders that hold a message catalogue, in name order."""
    package = resources.files("calculators")
    return sorted(item.name for item in package.iterdir() if item.joinpath("messages.json").is_file())


def catalogue(games: Iterable[str] | None = None) -> dict[str, dict[str, str]]:
    """The shared messages and those of ``games`` merged (every game's catalogue by default): tests, the site build."""
    merged = dict(catalogue_file("shared"))
    for game in catalogue_games() if games is None else games:
        merged.update(catalogue_file(game))
    return merged


def placeholders(template: str) -> set[str]:
    """The ``{name}`` fields a template uses."""
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def render(code: str, lang: str, params: dict[str, Any] | None = None) -> str:
    """The message for ``code`` in ``lang``, with its parameters filled in (Terms translated)."""
    found = entry(code)
    if found is None:
        return code
    template = found.get(lang) or found[DEFAULT_LANGUAGE]
    values = {key: _plain(value, lang) for key, value in (params or {}).items()}
    if lang == "fr":
        template = _elided(template, values)
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


# French elides "de" and "que" before a vowel: "la pyramide d'Ana", not "de Ana" (an "h" is left
# alone: whether it elides depends on the word).
_ELIDABLE = re.compile(r"\b(de|que) \{(\w+)\}")
_VOWELS = frozenset("aàâäeéèêëiîïoôöuùûüyÿœæ")


def _elided(template: str, values: dict[str, Any]) -> str:
    def elide(match: re.Match) -> str:
        value = values.get(match[2])
        first = str(value)[:1].lower() if isinstance(value, str) else ""
        return f"{match[1][:-1]}'{{{match[2]}}}" if first in _VOWELS and first else match[0]

    return _ELIDABLE.sub(elide, template)


def _plain(value: Any, lang: str) -> Any:
    if isinstance(value, Term):
        return render(value.code, lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_plain(item, lang)) for item in value)
    return without_surrogates(value) if isinstance(value, str) else value


def jsonable(value: Any) -> Any:
    """Parameters as plain JSON (a Term becomes its code), for the ``params`` of an answer."""
    if isinstance(value, Term):
        return value.code
    if isinstance(value, (list, tuple)):
        return [jsonable(item) for item in value]
    return without_surrogates(value) if isinstance(value, str) else value


_SURROGATE = re.compile("[\ud800-\udfff]")


def without_surrogates(text: str) -> str:
    """``text`` with every lone surrogate (what JSON ``"\\ud800"`` gives; a Python string never holds a
    pair) replaced by U+FFFD: a message or an answer never echoes what no UTF-8 output can carry."""
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text
