"""The game sheet: players, one pyramid (or a typed score) each per round, totals and ranking.

Source (IPSO rules): the highest total wins and, on a tie, the most stars; players still
equal share the victory (nothing else breaks the tie). Tournament mode: four rounds, the
direction of play changes every round, points are added up. The first round is played
clockwise ("dans le sens des aiguilles d'une montre"), so odd rounds go clockwise.
Over a tournament the tie-break adds up each round's stars (our reading, stated on the page).
"""

from __future__ import annotations

from dataclasses import dataclass

from calculators.ipso.pyramid import Pyramid
from calculators.ipso.scoring import PyramidScore, score_pyramid

from calculators.ipso.spec import SPEC

MODES = dict(SPEC.limits["modes"])
MIN_PLAYERS, MAX_PLAYERS = SPEC.players.min, SPEC.players.max


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
    name: str
    entries: tuple[Entry | None, ...]  # one per planned round; None: not played yet


@dataclass(frozen=True)
class Sheet:
    mode: str
    even_odd: bool
    players: tuple[PlayerSheet, ...]

    @property
    def rounds(self) -> int:
        return MODES[self.mode]


@dataclass(frozen=True)
class RoundResult:
    score: int
    stars: int | None
    pyramid: PyramidScore | None  # None for a typed score


@dataclass(frozen=True)
class PlayerResult:
    name: str
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
class Standing:
    """A place in the ranking; several members share it. ``decided_by``: points, stars, shared or unknown_stars."""

    place: int
    members: tuple[int, ...]
    total: int
    stars: int | None
    decided_by: str


@dataclass(frozen=True)
class SheetResult:
    sheet: Sheet
    players: tuple[PlayerResult, ...]
    ranking: tuple[Standing, ...]

    def round_complete(self, round_index: int) -> bool:
        return all(player.rounds[round_index] is not None for player in self.players)

    @property
    def rounds_played(self) -> int:
        return sum(1 for index in range(self.sheet.rounds) if self.round_complete(index))

    @property
    def finished(self) -> bool:
        return self.rounds_played == self.sheet.rounds

    @property
    def leaders(self) -> Standing | None:
        return self.ranking[0] if self.ranking else None

    def ties(self) -> list[list[Standing]]:
        """Groups of standings that share a total with someone else (for the tie sentences)."""
        groups: dict[int, list[Standing]] = {}
        for standing in self.ranking:
            groups.setdefault(standing.total, []).append(standing)
        return [group for group in groups.values() if sum(len(s.members) for s in group) > 1]


def score_entry(entry: Entry, even_odd: bool) -> RoundResult:
    if entry.pyramid is not None:
        scored = score_pyramid(entry.pyramid, entry.star_card or "kept", even_odd)
        return RoundResult(score=scored.total, stars=scored.stars, pyramid=scored)
    return RoundResult(score=entry.score or 0, stars=entry.stars, pyramid=None)


def rank(players: tuple[PlayerResult, ...]) -> tuple[Standing, ...]:
    """Highest total first; equal totals are split by stars; still equal (or stars unknown): shared place."""
    by_total: dict[int, list[int]] = {}
    for index, player in enumerate(players):
        by_total.setdefault(player.total, []).append(index)
    standings: list[Standing] = []
    place = 1
    for total in sorted(by_total, reverse=True):
        members = by_total[total]
        if len(members) == 1:
            standings.append(Standing(place, tuple(members), total, players[members[0]].stars, "points"))
        elif any(players[i].stars is None for i in members):
            standings.append(Standing(place, tuple(members), total, None, "unknown_stars"))
        else:
            by_stars: dict[int, list[int]] = {}
            for i in members:
                by_stars.setdefault(players[i].stars, []).append(i)
            sub_place = place
            for stars in sorted(by_stars, reverse=True):
                group = by_stars[stars]
                decided_by = "stars" if len(group) == 1 else "shared"
                standings.append(Standing(sub_place, tuple(group), total, stars, decided_by))
                sub_place += len(group)
        place += len(members)
    return tuple(standings)


def play_sheet(sheet: Sheet) -> SheetResult:
    players = tuple(
        PlayerResult(
            player.name,
            tuple(score_entry(entry, sheet.even_odd) if entry is not None else None for entry in player.entries),
        )
        for player in sheet.players
    )
    return SheetResult(sheet=sheet, players=players, ranking=rank(players))
