"""Dispute mode for Dixit: a player's points for a round compared with the rules, and every frequent
mistake of the rules page ({#mistakes}) and the teach page that gives them; ``calculators/disputes.py``
matches them with what the player wrote (the total, or the two parts below).

Parts: ``card`` (points from the storyteller's card: 3, 2 or 0) and ``votes`` (1 a vote received).
Mistakes (Dixit rules summary, "Les points", "Les pièges classiques", "À trois joueurs"):

- everyone (or no one) found the card, and the round was paid as if some had
  (``all_or_none_paid``): the storyteller 3, the finders 3, instead of 0 and 2 for each other;
- the votes received forgotten (``votes_forgotten``);
- a vote bonus given to the storyteller (``storyteller_bonus``): the votes on their card bring
  them nothing more;
- at three players, both cards of a player credited with the other's one vote
  (``three_player_double_bonus``): 1 point at most;
- the card's points left out (``part_forgotten``).

``marks`` name the players involved.
"""

from __future__ import annotations

from calculators.disputes import Reading, forgotten_parts, with_parts
from calculators.dixit.model import FINDER_SOME, STORYTELLER_SOME, VOTE_RECEIVED, RoundScore, Share

PARTS = ("card", "votes")
PART_CODES = {"total": "dixit.part.total", "card": "dixit.part.card", "votes": "dixit.part.votes"}
THREE_PLAYERS = 3


def part_points(share: Share) -> dict[str, int]:
    return {"card": share.base, "votes": share.bonus}


def mistaken_readings(score: RoundScore, share: Share) -> list[Reading]:
    correct = part_points(share)
    storyteller = score.round.storyteller
    readings = []
    if score.outcome in ("all", "none"):
        paid = STORYTELLER_SOME if share.storyteller else (FINDER_SOME if share.found else 0)
        readings.append(Reading("dixit.mistake.all_or_none_paid", with_parts(correct, card=paid), {"outcome": score.outcome}, (storyteller,)))
    if not share.storyteller and share.bonus:
        readings.append(Reading("dixit.mistake.votes_forgotten", with_parts(correct, votes=0), {"votes": len(share.voted_by)}, share.voted_by))
    if share.storyteller and share.voted_by:
        bonus = VOTE_RECEIVED * len(share.voted_by)
        readings.append(Reading("dixit.mistake.storyteller_bonus", with_parts(correct, votes=bonus), {"votes": len(share.voted_by)}, share.voted_by))
    if len(score.round.players) == THREE_PLAYERS and not share.storyteller and share.voted_by:
        readings.append(Reading("dixit.mistake.three_player_double_bonus", with_parts(correct, votes=2 * VOTE_RECEIVED), {}, share.voted_by))
    readings += [r for r in forgotten_parts(correct, "dixit.mistake.part_forgotten", PART_CODES.get) if r.params["part"].code == PART_CODES["card"]]
    return readings
