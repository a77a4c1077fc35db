"""Ranking players and telling a win from a shared victory, one way for every game.

A game gives each player's values for its criteria in the order its rules apply them, each
criterion with its direction: ``Criterion("total")`` when more is better (a plain name means
that), ``Criterion("penalties", LOWER)`` when fewer is better. The values stay as the game counts
them (never negated to fit one direction). Players level on every criterion share their rank
(1, 1, 3...). When a criterion that would separate two players level so far is unknown for one
of them (``None``: not entered), their order is undecided, not a shared victory. A game whose
end is a rule of its own (a target reached, the last round played) says whether it is ``over``:
until then the places are the current ones and nobody has won.

The outcome is decided here, once: no later code changes it. Every game answers with the same
shape (``Ranking.to_json``)::

    "ranking": {"outcome": "win" | "shared_victory" | "undecided" | "none",
                "winners": [0],                        # player indexes, first place
                "places": [{"player": 0, "name": "Ana", "rank": 1, "decided_by": "total",
                            "values": {"total": 31, "stars": 2}}, ...]}

``decided_by`` is the first criterion that set the player apart from everyone level with them
so far, ``"shared"`` when none did, ``"undecided"`` when the one that could is unknown.
``verdict`` gives the sentence that names the winners, in the words every game shares.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from calculators.i18n import render
from calculators.wording import and_list, points

OUTCOMES = ("win", "shared_victory", "undecided", "none")
HIGHER, LOWER = "higher", "lower"


@dataclass(frozen=True)
class Criterion:
    """One value players are ranked by, and which way is better (``HIGHER`` or ``LOWER``)."""

    name: str
    better: str = HIGHER


def criterion(item: Criterion | str) -> Criterion:
    return item if isinstance(item, Criterion) else Criterion(item)


@dataclass(frozen=True)
class Place:
    player: int
    rank: int
    decided_by: str
    values: tuple[Any, ...]


@dataclass(frozen=True)
class Ranking:
    criteria: tuple[Criterion, ...]
    places: tuple[Place, ...]
    over: bool = True

    @property
    def leaders(self) -> list[int]:
        """The players at rank 1, whether or not the game is over."""
        return [place.player for place in self.places if place.rank == 1]

    @property
    def winners(self) -> list[int]:
        """The players at rank 1 once the game is over; nobody before."""
        return self.leaders if self.over else []

    @property
    def outcome(self) -> str:
        """``win``, ``shared_victory``, ``undecided`` (first place hangs on a value not entered),
        or ``none`` (nobody ranked, or the game not over)."""
        first = [place for place in self.places if place.rank == 1]
        if not first or not self.over:
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
                    "values": {rule.name: value for rule, value in zip(self.criteria, place.values)},
                }
                for place in self.places
            ],
        }


def _compare(mine: tuple, other: tuple, criteria: Sequence[Criterion]) -> tuple[int, int | None]:
    """(depth, sign): the first criterion where the two differ, and who is ahead there.

    sign is +1 when ``mine`` is ahead, -1 when behind, 0 when level on every criterion, and
    None when the first criterion they are not known to share is unknown for one of them.
    """
    for depth, (a, b, rule) in enumerate(zip(mine, other, criteria)):
        if a is None or b is None:
            return depth, None
        if a != b:
            return depth, 1 if (a > b) == (rule.better == HIGHER) else -1
    return len(mine), 0


def rank(values: Sequence[Sequence[Any]], criteria: Sequence[Criterion | str], *, over: bool = True) -> Ranking:
    """Rank players by ``values[p]`` (one value per criterion, None when unknown), best first.

    ``over`` is False while the game goes on by its own rules: the places are the current ones
    and the outcome is ``none``.
    """
    rules = tuple(criterion(item) for item in criteria)
    rows = [tuple(row) for row in values]
    places = []
    for player, mine in enumerate(rows):
        ahead = 0
        undecided = False
        decided_at = 0
        for other_player, other in enumerate(rows):
            if other_player == player:
                continue
            depth, sign = _compare(mine, other, rules)
            if sign == -1:
                ahead += 1
            elif sign is None:
                undecided = True
            decided_at = max(decided_at, depth)
        if undecided:
            decided_by = "undecided"
        else:
            decided_by = "shared" if decided_at >= len(rules) else rules[decided_at].name
        places.append(Place(player, ahead + 1, decided_by, mine))
    places.sort(key=lambda place: (place.rank, place.player))
    return Ranking(rules, tuple(places), over)


def verdict(ranking: Ranking, names: Sequence[str], lang: str) -> str | None:
    """``Ana wins with 32 points.`` or ``Shared victory for Ana and Bo, tied on 24 points.``: the
    winners and their first criterion's value (points); None when nobody has won (yet)."""
    if ranking.outcome not in ("win", "shared_victory"):
        return None
    first = [place for place in ranking.places if place.rank == 1]
    score = points(first[0].values[0], lang)
    if ranking.outcome == "win":
        return render("common.outcome.win", lang, {"name": names[first[0].player], "points": score})
    return render("common.outcome.shared", lang, {"names": and_list([names[place.player] for place in first], lang), "points": score})
