"""Build-time drawings of the pages' positions, one module per game (``hooks/pictures/<game>.py``).

A game's module offers ``picture(kind, data, lang)`` for the ``picture GAME KIND`` fences and
``draw(action, data, answer, lang)`` for the ``example GAME ACTION`` fences. It draws from what a
widget gets and nothing else: the game's build-time data (``GameSpec.widget_data()``, read by
:func:`facts`) and the answers of ``calculators.api.handle`` (asked by :func:`ask`). It imports no
module of a game's package and decides no rule. This file names no game: a game's picture module
is found by the convention above (:func:`module_of`).
"""

from __future__ import annotations

import importlib
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from calculators import registry
from calculators.api import handle

HERE = Path(__file__).resolve().parent


def module_of(game: str) -> ModuleType | None:
    """The picture module of a game of the registry, ``hooks/pictures/<game>.py``, or None when it has none."""
    if game not in registry.GAMES or not (HERE / f"{game}.py").is_file():
        return None
    return importlib.import_module(f"{__name__}.{game}")


@cache
def facts(game: str) -> dict[str, Any]:
    """What the game's widgets get before Python has started: limits and the game's own data."""
    return registry.spec(game).widget_data()


def ask(game: str, action: str, data: Any, lang: str) -> dict[str, Any]:
    """The calculators' answer, or a ValueError (a build error) saying what they refused and why."""
    answer = handle({"game": game, "action": action, "lang": lang, "data": data})
    if not answer.get("ok"):
        problems = "; ".join(f"{e['path']}: {e['message']} [{e['code']}]" for e in answer.get("errors", []))
        raise ValueError(f"the calculator refused this {action}: {problems}")
    return answer
