"""Ranking a table: most points wins; ties go to the most occupied slots, then to the most
points from the gods (scoring step 5); players still level share the place (BGA rules, "Égalité").
"""

from __future__ import annotations

from dataclasses import dataclass

from calculators.neteru.scoring import PlayerScore

# The criteria in the order the rules apply them; "shared" when none separates two players.
CRITERIA = ("total", "occupied_slots", "god_points")


def sort_key(score: PlayerScore) -> tuple[int, int, int]:
    return (score.total, score.occupied, score.god_points)


@dataclass(frozen=True)
class Entry:
    index: int
    score: PlayerScore
    rank: int
    decided_by: str


@dataclass(frozen=True)
class Ranking:
    entries: tuple[Entry, ...]

    @property
    def winners(self) -> list[Entry]:
        return [entry for entry in self.entries if entry.rank == 1]

    @property
    def decided_by(self) -> str:
        """What settled first place: "total", a tie-break, or "shared" when several players win."""
        winners = self.winners
        return "shared" if len(winners) > 1 else winners[0].decided_by


def decided_by(score: PlayerScore, others: list[PlayerScore]) -> str:
    """The first criterion that separates ``score`` from every other player level with it so far."""
    mine = sort_key(score)
    for depth, criterion in enumerate(CRITERIA, start=1):
        if not any(sort_key(other)[:depth] == mine[:depth] for other in others):
            return criterion
    return "shared"


def rank(scores: list[PlayerScore]) -> Ranking:
    """Best first; players with the same total, slots and god points share a rank (1, 1, 3...)."""
    order = sorted(range(len(scores)), key=lambda i: sort_key(scores[i]), reverse=True)
    entries = []
    for index in order:
        score = scores[index]
        better = sum(1 for other in scores if sort_key(other) > sort_key(score))
        others = [other for j, other in enumerate(scores) if j != index]
        entries.append(Entry(index, score, better + 1, decided_by(score, others)))
    return Ranking(tuple(entries))
