"""Build-time data a widget needs before Python has started (so its form can be drawn at once).

Every widget of a game gets that game's ``GameSpec.widget_data()`` (its limits and, for some
games, its card list), read from the calculators package itself, so the page and the rules
never disagree. A widget fence naming a widget no game declares fails the build.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

from calculators.registry import GameSpec, game_of_widget


JS = Path(__file__).resolve().parent.parent / "docs" / "assets" / "js"
CORE = "calc-core.js"  # the page's one script of the calculators (mkdocs.yml, extra_javascript)
# What shows the engine's progress before calc-core.js runs (overrides/main.html loads the first
# from the head; it imports the others once the page's configuration is in): fetched first.
EARLY = ("core/early-status.js", "core/python.js", "core/status.js")
STATIC_IMPORT = re.compile(r'\bfrom\s+"(\.{1,2}/[^"]+\.js)"')


class UnknownWidget(ValueError):
    """A ``widget NAME`` fence whose NAME is in no game's ``GameSpec.widgets``."""


def games_of(widgets: set[str]) -> dict[str, GameSpec]:
    """``{widget: its game's spec}`` for the widgets of a page."""
    found = {}
    for name in sorted(widgets):
        spec = game_of_widget(name)
        if spec is None:
            raise UnknownWidget(f"widget {name!r} is declared by no game (calculators/<game>/spec.py, widgets=...)")
        found[name] = spec
    return found


def for_games(games: dict[str, GameSpec]) -> dict[str, Any]:
    """``{game: its widget data}``, once per game however many of its widgets the page shows."""
    return {spec.key: spec.widget_data() for spec in {spec.key: spec for spec in games.values()}.values()}


def _graph(start: Path) -> list[str]:
    """``start`` and every module it imports statically, in the order they are met, as paths under assets/js/."""
    found: list[str] = []
    todo = [start]
    while todo:
        path = todo.pop(0).resolve()
        if not path.is_file() or path.relative_to(JS).as_posix() in found:
            continue
        found.append(path.relative_to(JS).as_posix())
        todo += [path.parent / module for module in STATIC_IMPORT.findall(path.read_text(encoding="utf-8"))]
    return found


@functools.lru_cache(maxsize=None)
def modules_of(widget: str) -> tuple[str, ...]:
    """What the page preloads for its first widget, as paths under assets/js/: what shows the
    engine's progress early (EARLY), ``calc-core.js`` and the modules it imports, then the widget's module and every module it imports statically.
    Preloaded, they all come at once, instead of each import being found only once its importer
    has arrived (one round trip per level). ``calc-core.js`` itself too: its script tag, after the
    theme's scripts at the end of the page, is fetched only once the theme's script has come (on
    a slow network, 1.6 s after the page's start instead of 0.4 s). Read once per widget for the
    whole build."""
    early = [module for start in EARLY for module in _graph(JS / start)]
    return tuple(dict.fromkeys(early + _graph(JS / CORE) + _graph(JS / "widgets" / f"{widget}.js")))
