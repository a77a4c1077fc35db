"""The score sheet of a whole game: three round scores per player, the totals, who leads and who wins.

Source (French rules, "Décompte et victoire"; Turkish rules, "Oyun sonu"): after the third
round each player adds up their three round scores; the highest total wins, and players
sharing the best total share the victory. Between rounds every card is shuffled back and the
last player to have placed a card starts the next round (the sheet only records who did: it
cannot know who played last, the ``turn`` action says it at the end of a round).

Reading chosen for a sheet still being filled in: the leader is the best total of the scores
entered so far, and a round counts as complete once every player has a score for it.
"""

from __future__ import annotations

from dataclasses import dataclass

from calculators.pixies.spec import SPEC

ROUNDS = SPEC.limits["rounds"]


@dataclass(frozen=True)
class Standing:
    """Where a game stands on the sheet.

    ``totals`` follows the players' order; ``missing`` lists, for each round some players have
    a score for and others not, who is still without one; ``next_players`` gives, for each
    round, the first player (in the sheet's order) without a score for it, None when every
    player has one: the cell a round score goes to next; ``leaders`` is empty before any score.
    """

    totals: tuple[int, ...]
    complete_rounds: tuple[int, ...]
    missing: tuple[tuple[int, tuple[str, ...]], ...]
    next_players: tuple[int | None, ...]
    leaders: tuple[str, ...]
    best: int | None
    finished: bool


def standing(names: tuple[str, ...], scores: tuple[tuple[int | None, ...], ...]) -> Standing:
    """``scores[p][r]`` is player ``p``'s score in round ``r + 1`` (None: not entered yet)."""
    totals = tuple(sum(s for s in row if s is not None) for row in scores)
    complete, missing = [], []
    for r in range(ROUNDS):
        without = tuple(name for name, row in zip(names, scores) if row[r] is None)
        if not without:
            complete.append(r + 1)
        elif len(without) < len(names):
            missing.append((r + 1, without))
    next_players = tuple(next((p for p, row in enumerate(scores) if row[r] is None), None) for r in range(ROUNDS))
    entered = any(s is not None for row in scores for s in row)
    best = max(totals) if entered else None
    leaders = tuple(name for name, total in zip(names, totals) if total == best) if entered else ()
    return Standing(totals, tuple(complete), tuple(missing), next_players, leaders, best, len(complete) == ROUNDS)


def next_round(result: Standing) -> int | None:
    """The first round not yet scored by everyone (None once the game is over)."""
    for r in range(1, ROUNDS + 1):
        if r not in result.complete_rounds:
            return r
    return None
