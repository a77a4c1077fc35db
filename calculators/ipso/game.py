"""The game sheet: players, one pyramid (or a typed score) each per round, totals and ranking.

Source (IPSO rules): the highest total wins and, on a tie, the most stars; players still
equal share the victory (nothing else breaks the tie). Tournament mode: four rounds, the
direction of play changes every round, points are added up. The first round is played
clockwise ("dans le sens des aiguilles d'une montre"), so odd rounds go clockwise.
Over a tournament the tie-break adds up each round's stars (our reading, stated on the page).

Ranking and shared victory are the project's shared ones (``calculators.ranking``), with the
criteria ``("total", "stars")``: a player whose stars were not all typed has ``None`` stars,
so a tie on points with them is undecided (the stars could still part the players), never a
shared victory.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from calculators.ipso.pyramid import Pyramid
from calculators.ipso.scoring import PyramidScore, score_pyramid
from calculators.ipso.spec import SPEC
from calculators.ranking import Ranking, rank

MODES = dict(SPEC.limits["modes"])
# Read by tests/test_nav_search.py (the home page's player counts); the spec is their one home.
MIN_PLAYERS, MAX_PLAYERS = SPEC.players.min, SPEC.players.max
CRITERIA = ("total", "stars")


def direction(round_number: int) -> str:
    """``clockwise`` for rounds 1 and 3, ``anticlockwise`` for rounds 2 and 4."""
    return "clockwise" if round_number % 2 == 1 else "anticlockwise"


@dataclass(frozen=True)
class Entry:
    """One player's round: a pyramid to score, or a score typed from paper (stars None when not typed)."""

    pyramid: Pyramid | None = None
    star_card: str | None = None
    score: int | None = None
    stars: int | None = None


@dataclass(frozen=True)
class PlayerSheet:
    name: str  # as typed, "" for a player left unnamed
    entries: tuple  # one per planned round: an Entry, None (not played yet) or False (could not be read)


class Sheet(NamedTuple):
    """A sheet as read: the mode and its number of rounds, the even/odd variant, each player's name and entries."""

    mode: str
    rounds: int
    even_odd: bool
    players: tuple[PlayerSheet, ...]


class RoundResult(NamedTuple):
    """One player's round, scored: the points, the tie-break stars (None when not typed), the pyramid's detail."""

    score: int
    stars: int | None
    pyramid: PyramidScore | None  # None for a typed score


@dataclass(frozen=True)
class PlayerResult:
    name: str  # the name shown: as typed, or "Player 2" in the answer's language
    rounds: tuple[RoundResult | None, ...]

    @property
    def total(self) -> int:
        return sum(result.score for result in self.rounds if result)

    @property
    def stars(self) -> int | None:
        """Stars over the rounds played; None when a typed round left its stars out."""
        played = [result for result in self.rounds if result]
        if any(result.stars is None for result in played):
            return None
        return sum(result.stars for result in played)


@dataclass(frozen=True)
class SheetResult:
    sheet: Sheet
    players: tuple[PlayerResult, ...]
    ranking: Ranking

    def round_complete(self, round_index: int) -> bool:
        return all(player.rounds[round_index] is not None for player in self.players)

    @property
    def rounds_played(self) -> int:
        return sum(1 for index in range(self.sheet.rounds) if self.round_complete(index))

    @property
    def finished(self) -> bool:
        return self.rounds_played == self.sheet.rounds

    @property
    def anything_played(self) -> bool:
        return any(result is not None for player in self.players for result in player.rounds)


def score_entry(entry: Entry, even_odd: bool) -> RoundResult:
    if entry.pyramid is not None:
        scored = score_pyramid(entry.pyramid, entry.star_card or "kept", even_odd)
        return RoundResult(score=scored.total, stars=scored.stars, pyramid=scored)
    return RoundResult(score=entry.score or 0, stars=entry.stars, pyramid=None)


def play_sheet(sheet: Sheet, names: tuple[str, ...]) -> SheetResult:
    """Score every round (entries must all be readable) and rank: most points, then most stars.

    Before anything is entered nobody is ranked (``outcome`` "none").
    """
    players = tuple(
        PlayerResult(
            name,
            tuple(score_entry(entry, sheet.even_odd) if entry else None for entry in player.entries),
        )
        for name, player in zip(names, sheet.players)
    )
    played = any(result is not None for player in players for result in player.rounds)
    values = [(player.total, player.stars) for player in players] if played else []
    return SheetResult(sheet=sheet, players=players, ranking=rank(values, CRITERIA))
