"""The games this package knows, each described once by a :class:`GameSpec`.

``GAMES`` is the only list of games in the project: the API, the command line, the site's
hooks, the widgets (through their build-time data) and the tests all read it. Each game
declares its spec in ``calculators/<game>/spec.py``: its limits (players, rounds, board,
choices), its widgets and where its actions and widget data live.

A game's code is imported on first use, so a page that needs one game does not pay for the
others; an error inside a game's code is raised as it is (never reported as "unknown game").
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from calculators.inputs import NAME_LENGTH
from calculators.players import players_action

GAMES = ("pixies", "ipso", "dixit", "neteru")
# The actions every game offers beside its own (calculators/FORMATS.md): name -> the action of a game.
SHARED_ACTIONS: Mapping[str, Callable[[GameSpec], Callable[..., Any]]] = {"players": players_action}


@dataclass(frozen=True)
class Range:
    """An inclusive range of whole numbers, e.g. the number of players."""

    min: int
    max: int

    def __contains__(self, value: object) -> bool:
        return isinstance(value, int) and self.min <= value <= self.max

    def to_json(self) -> dict[str, int]:
        return {"min": self.min, "max": self.max}


@dataclass(frozen=True)
class GameSpec:
    """Everything the rest of the project may know about one game, in one place.

    ``limits`` holds the game's other limits and choices as plain JSON (rounds, board shape,
    allowed values...): Python reads them from here and the widgets get them as build-time data.
    """

    key: str
    title: str  # the catalogue key of the game's name, e.g. "pixies.name"
    players: Range
    widgets: tuple[str, ...]
    limits: Mapping[str, Any] = field(default_factory=dict)
    # "module:function" giving the game's extra build-time widget data (card lists...), or "".
    widget_data_from: str = ""

    @property
    def package(self) -> str:
        return f"calculators.{self.key}"

    @property
    def actions(self) -> Mapping[str, Callable[..., Any]]:
        """``{"score": fn, ...}``: what the API and ``python -m calculators GAME ACTION`` offer:
        the game's own, and ``players``, which every game shares (``calculators/players.py``)."""
        shared = {name: make(self) for name, make in SHARED_ACTIONS.items()}
        return {**importlib.import_module(f"{self.package}.actions").ACTIONS, **shared}

    def limits_json(self) -> dict[str, Any]:
        return {"players": self.players.to_json(), "name_length": NAME_LENGTH, **self.limits}

    def widget_data(self) -> dict[str, Any]:
        """What every widget of this game gets before Python has started: limits, plus the game's own data."""
        data: dict[str, Any] = {"game": self.key, "limits": self.limits_json()}
        if self.widget_data_from:
            module, _, function = self.widget_data_from.partition(":")
            data.update(getattr(importlib.import_module(module), function)())
        if "dispute" in self.actions:
            # Dispute mode's parts, in the order its widget asks for them (``<game>.dispute.PARTS``);
            # each is named by the game's ``<game>.part.<part>`` message.
            data["dispute"] = {"parts": list(importlib.import_module(f"{self.package}.dispute").PARTS)}
        return data


def spec(game: str) -> GameSpec | None:
    """The spec of a known game (its module imported now), or None for a name that is no game."""
    if game not in GAMES:
        return None
    return importlib.import_module(f"calculators.{game}.spec").SPEC


def specs() -> list[GameSpec]:
    return [spec(game) for game in GAMES]


def game_of_widget(widget: str) -> GameSpec | None:
    """The game a widget belongs to (widget names start with the game's key)."""
    for game in GAMES:
        if widget.startswith(f"{game}-"):
            found = spec(game)
            return found if widget in found.widgets else None
    return None
