"""Scoring a round from the votes, and playing a list of rounds to the end of the game.

Source (Dixit rules summary, 002, "Les points" and "Comment compter les points"):
- if every voter or no voter found the storyteller's card, the storyteller scores 0 and
  every other player 2;
- otherwise the storyteller and each voter who found the card score 3 (the others 0);
- in every case each player but the storyteller scores 1 per vote their card received.
  At 3 players a voter's two cards count as one pair: the only other voter can put at most
  one vote on it, so this bonus is at most 1 there (source, "À trois joueurs").
The game ends at the end of the round in which a player reaches 30 or more.
"""

from __future__ import annotations

from calculators.dixit.model import (
    ALL_OR_NONE_OTHERS,
    FINDER_SOME,
    STORYTELLER_SOME,
    TARGET,
    Game,
    GameProgress,
    Round,
    RoundScore,
    Share,
    next_storyteller,
)


def outcome_of(round_: Round) -> tuple[str, tuple[str, ...]]:
    """``("all" | "none" | "some", finders)``: how many voters found the storyteller's card."""
    finders = tuple(voter for voter in round_.voters if round_.votes[voter] == round_.storyteller)
    if not finders:
        return "none", finders
    if len(finders) == len(round_.voters):
        return "all", finders
    return "some", finders


def score_round(round_: Round) -> RoundScore:
    """Every player's points for one valid round (votes checked beforehand)."""
    outcome, finders = outcome_of(round_)
    shares = []
    for name in round_.players:
        voted_by = tuple(voter for voter in round_.voters if round_.votes[voter] == name)
        if name == round_.storyteller:
            # The votes on the storyteller's card are the finders; they bring no bonus (Share.bonus).
            base = STORYTELLER_SOME if outcome == "some" else 0
            shares.append(Share(name, True, None, None, base, voted_by))
            continue
        found = round_.votes[name] == round_.storyteller
        if outcome == "some":
            base = FINDER_SOME if found else 0
        else:
            base = ALL_OR_NONE_OTHERS
        shares.append(Share(name, False, round_.votes[name], found, base, voted_by))
    return RoundScore(round_, outcome, finders, tuple(shares))


def play_game(game: Game) -> GameProgress:
    """Totals after each round, the next storyteller, and the round in which the game ended.

    The rounds have been checked beforehand: storytellers follow the seating order and no
    round comes after the one that ended the game.
    """
    progress = GameProgress(players=game.players, starting_scores=dict(game.starting_scores))
    totals = dict(game.starting_scores)
    scores, after = [], []
    storyteller = game.first_storyteller
    for number, round_ in enumerate(game.rounds, start=1):
        score = score_round(round_)
        for name, points in score.points().items():
            totals[name] += points
        scores.append(score)
        after.append(dict(totals))
        storyteller = next_storyteller(game.players, round_.storyteller)
        if any(total >= TARGET for total in totals.values()):
            progress.ended_in_round = number
            break
    progress.scores = tuple(scores)
    progress.totals_after = tuple(after)
    progress.next_storyteller = None if progress.over else storyteller
    return progress


def storytellers(players: tuple[str, ...], first: str, count: int) -> list[str]:
    """The storytellers of ``count`` rounds: ``first``, then each time the player on the left."""
    order, current = [], first
    for _ in range(count):
        order.append(current)
        current = next_storyteller(players, current)
    return order
