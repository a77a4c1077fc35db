"""Ranking players and telling a win from a shared victory, one way for every game.

A game gives each player's values for its criteria, best first in the order its rules apply
them (``("total", "stars")`` for IPSO: most points, then most stars). Players level on every
criterion share their rank (1, 1, 3...). When a criterion that would separate two players
level so far is unknown for one of them (``None``: not entered), their order is undecided,
not a shared victory.

Every game answers with the same shape (``Ranking.to_json``)::

    "ranking": {"outcome": "win" | "shared_victory" | "undecided" | "none",
                "winners": [0],                        # player indexes, first place
                "places": [{"player": 0, "name": "Ana", "rank": 1, "decided_by": "total",
                            "values": {"total": 31, "stars": 2}}, ...]}

``decided_by`` is the first criterion that set the player apart from everyone level with them
so far, ``"shared"`` when none did, ``"undecided"`` when the one that could is unknown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

OUTCOMES = ("win", "shared_victory", "undecided", "none")


@dataclass(frozen=True)
class Place:
    player: int
    rank: int
    decided_by: str
    values: tuple[Any, ...]


@dataclass(frozen=True)
class Ranking:
    criteria: tuple[str, ...]
    places: tuple[Place, ...]

    @property
    def winners(self) -> list[int]:
        return [place.player for place in self.places if place.rank == 1]

    @property
    def outcome(self) -> str:
        """``win``, ``shared_victory``, ``undecided`` (first place hangs on a value not entered), or ``none``."""
        first = [place for place in self.places if place.rank == 1]
        if not first:
            return "none"
        if any(place.decided_by == "undecided" for place in first):
            return "undecided"
        return "win" if len(first) == 1 else "shared_victory"

    def to_json(self, names: Sequence[str]) -> dict[str, Any]:
        return {
            "outcome": self.outcome,
            "winners": self.winners,
            "places": [
                {
                    "player": place.player,
                    "name": names[place.player],
                    "rank": place.rank,
                    "decided_by": place.decided_by,
                    "values": dict(zip(self.criteria, place.values)),
                }
                for place in self.places
            ],
        }


def _compare(mine: tuple, other: tuple) -> tuple[int, int | None]:
    """(depth, sign): the first criterion where the two differ, and who is ahead there.

    sign is +1 when ``mine`` is ahead, -1 when behind, 0 when level on every criterion, and
    None when the first criterion they are not known to share is unknown for one of them.
    """
    for depth, (a, b) in enumerate(zip(mine, other)):
        if a is None or b is None:
            return depth, None
        if a != b:
            return depth, 1 if a > b else -1
    return len(mine), 0


def rank(values: Sequence[Sequence[Any]], criteria: Sequence[str]) -> Ranking:
    """Rank players by ``values[p]`` (one value per criterion, higher is better, None unknown)."""
    rows = [tuple(row) for row in values]
    places = []
    for player, mine in enumerate(rows):
        ahead = 0
        undecided = False
        decided_at = 0
        for other_player, other in enumerate(rows):
            if other_player == player:
                continue
            depth, sign = _compare(mine, other)
            if sign == -1:
                ahead += 1
            elif sign is None:
                undecided = True
            decided_at = max(decided_at, depth)
        if undecided:
            decided_by = "undecided"
        else:
            decided_by = "shared" if decided_at >= len(criteria) else criteria[decided_at]
        places.append(Place(player, ahead + 1, decided_by, mine))
    places.sort(key=lambda place: (place.rank, place.player))
    return Ranking(tuple(criteria), tuple(places))
