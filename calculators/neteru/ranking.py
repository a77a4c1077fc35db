"""Ranking a table: most points wins; ties go to the most occupied slots, then to the most
points from the gods (scoring step 5); players still level share the place (BGA rules, "Égalité").

The ranking itself is the one every game uses (``calculators/ranking.py``); a player whose
pyramidions are not all chosen yet has no final total, so a ranking that hangs on it is undecided.
"""

from __future__ import annotations

from calculators import ranking
from calculators.neteru.scoring import PlayerScore

# The criteria in the order the rules apply them.
CRITERIA = ("total", "occupied_slots", "god_points")


def values(score: PlayerScore) -> tuple[int | None, int, int]:
    total = score.total if score.player.pyramidions_missing == 0 else None
    return (total, score.occupied, score.god_points)


def rank(scores: list[PlayerScore]) -> ranking.Ranking:
    """Best first; players with the same total, slots and god points share a rank (1, 1, 3...)."""
    return ranking.rank([values(score) for score in scores], CRITERIA)
