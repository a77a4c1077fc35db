"""Round scores and game progress as JSON for the widgets, with sentences in the reader's language.

Names are user text: they go into the answer as plain strings and are never marked up here
(the browser shows them as text).
"""

from __future__ import annotations

from typing import Any

from calculators.disputes import Reading, claim_report, explain_claim
from calculators.dixit.dispute import PART_CODES, mistaken_readings, part_points
from calculators.dixit.model import TARGET, GameProgress, RoundScore, Share, cards_handed_in, hand_size, next_storyteller
from calculators.i18n import Term, render
from calculators.ranking import Ranking, rank, verdict
from calculators.wording import and_list, of_name, signed


def _points_list(points: dict[str, int], players: tuple[str, ...], with_sign: bool = False) -> str:
    return ", ".join(f"{name} {signed(points[name]) if with_sign else points[name]}" for name in players)


# Message codes by outcome of the storyteller's card, written out in full so a test can find them.
OUTCOME_NAME = {"some": "dixit.outcome.some", "all": "dixit.outcome.all", "none": "dixit.outcome.none"}
OUTCOME_SENTENCE = {"some": "dixit.explain.some", "all": "dixit.explain.all", "none": "dixit.explain.none"}
STORYTELLER_WHY = {"some": "dixit.why.storyteller_some", "all": "dixit.why.storyteller_all", "none": "dixit.why.storyteller_none"}
VOTER_WHY = {"all": "dixit.why.all_found", "none": "dixit.why.none_found"}


def why(share: Share, outcome: str, lang: str) -> str:
    """One player's points in a short phrase: the storyteller's card part, then votes received."""
    if share.storyteller:
        base = render(STORYTELLER_WHY[outcome], lang)
    elif outcome == "some":
        base = render("dixit.why.found" if share.found else "dixit.why.missed", lang)
    else:
        base = render(VOTER_WHY[outcome], lang)
    if not share.bonus:
        return base
    code = "dixit.why.votes_one" if share.bonus == 1 else "dixit.why.votes_many"
    voters = and_list(share.voted_by, lang)
    return base + " + " + render(code, lang, {"count": share.bonus, "voters": voters, "of_voters": of_name(voters, lang)})


def round_to_json(score: RoundScore, lang: str) -> dict[str, Any]:
    players = score.round.players
    return {
        "storyteller": score.round.storyteller,
        "outcome": score.outcome,
        "finders": list(score.finders),
        "points": score.points(),
        "players": [
            {
                "name": share.name,
                "storyteller": share.storyteller,
                "voted_for": share.voted_for,
                "found": share.found,
                "base": share.base,
                "votes_received": len(share.voted_by),
                "voted_by": list(share.voted_by),
                "bonus": share.bonus,
                "points": share.points,
                "why": why(share, score.outcome, lang),
                # The cards this player put in the middle: the storyteller's own, or the cards handed in.
                "cards_laid_out": 1 if share.storyteller else cards_handed_in(len(players)),
            }
            for share in score.shares
        ],
        "next_storyteller": next_storyteller(players, score.round.storyteller),
        "hand_size": hand_size(len(players)),
        "cards_handed_in": cards_handed_in(len(players)),
    }


def explain_round(score: RoundScore, lang: str, *, with_next: bool = True) -> list[str]:
    """The outcome of the storyteller's card, each vote bonus, the points, the next storyteller."""
    round_ = score.round
    params = {"storyteller": round_.storyteller, "finders": and_list(score.finders, lang)}
    lines = [render(OUTCOME_SENTENCE[score.outcome], lang, params)]
    three = len(round_.players) == 3
    if three:
        lines.append(render("dixit.explain.three_players", lang, {"voters": and_list(round_.voters, lang)}))
    bonus_shares = [share for share in score.shares if share.bonus]
    for share in bonus_shares:
        code = "dixit.explain.votes_pair" if three else ("dixit.explain.votes_one" if share.bonus == 1 else "dixit.explain.votes_many")
        lines.append(render(code, lang, {"name": share.name, "count": share.bonus, "voters": and_list(share.voted_by, lang)}))
    if not bonus_shares:
        lines.append(render("dixit.explain.no_votes_received", lang))
    lines.append(render("dixit.explain.points", lang, {"list": _points_list(score.points(), round_.players)}))
    if with_next:
        following = next_storyteller(round_.players, round_.storyteller)
        teller = round_.storyteller
        lines.append(render("dixit.explain.next", lang, {"name": following, "storyteller": teller, "of_storyteller": of_name(teller, lang)}))
    return lines


def standings(progress: GameProgress) -> Ranking:
    """Places by points (``calculators/ranking.py``).

    Most points wins; equal best scores share the victory (source, "La fin du tour et de la
    partie"). While the game goes on the places are the current ones and nobody has won yet:
    ``outcome`` is ``"none"`` and ``winners`` is empty.
    """
    return rank([(progress.totals[name],) for name in progress.players], ("total",), over=progress.over)


def round_line(number: int, score: RoundScore, players: tuple[str, ...], lang: str) -> str:
    """``Round 2, storyteller Tom, card found by some: Léa +3, Tom 0, ...``."""
    params = {
        "number": number,
        "storyteller": score.round.storyteller,
        "outcome": render(OUTCOME_NAME[score.outcome], lang),
        "list": _points_list(score.points(), players, with_sign=True),
    }
    return render("dixit.explain.round_line", lang, params)


def game_to_json(progress: GameProgress, first_storyteller: str, lang: str) -> dict[str, Any]:
    players = progress.players
    totals = progress.totals
    ranking = standings(progress)
    rounds = []
    for number, (score, after) in enumerate(zip(progress.scores, progress.totals_after), start=1):
        entry = round_to_json(score, lang)
        del entry["hand_size"], entry["cards_handed_in"]  # the same for every round: given once below
        entry["number"] = number
        entry["totals"] = dict(after)
        entry["reached"] = [name for name in players if after[name] >= TARGET]
        entry["line"] = round_line(number, score, players, lang)
        entry["explanation"] = explain_round(score, lang, with_next=False)
        rounds.append(entry)
    return {
        "players": list(players),
        "first_storyteller": first_storyteller,
        "starting_scores": dict(progress.starting_scores),
        "rounds": rounds,
        "round_count": len(rounds),
        "totals": totals,
        "to_go": {name: max(0, TARGET - totals[name]) for name in players},
        "ranking": ranking.to_json(list(players)),
        "over": progress.over,
        "ended_in_round": progress.ended_in_round,
        "next_storyteller": progress.next_storyteller,
        "target": TARGET,
        "hand_size": hand_size(len(players)),
        "cards_handed_in": cards_handed_in(len(players)),
        "explanation": explain_game(progress, ranking, first_storyteller, lang),
    }


def explain_game(progress: GameProgress, ranking: Ranking, first_storyteller: str, lang: str) -> list[str]:
    """One line per round, then the totals and either the winners or who tells next."""
    players = progress.players
    lines = []
    if any(progress.starting_scores.values()):
        lines.append(render("dixit.explain.start", lang, {"list": _points_list(progress.starting_scores, players)}))
    if not progress.scores:
        lines.append(render("dixit.explain.no_round", lang, {"name": first_storyteller}))
        return lines
    for number, score in enumerate(progress.scores, start=1):
        lines.append(round_line(number, score, players, lang))
    lines.append(render("dixit.explain.totals", lang, {"list": _points_list(progress.totals, players)}))
    if progress.over:
        after = progress.totals_after[-1]
        reached = [name for name in players if after[name] >= TARGET]
        lines.append(render("dixit.explain.reached", lang, {"number": progress.ended_in_round, "names": and_list(reached, lang)}))
        lines.append(verdict(ranking, players, lang) or "")
    else:
        lines.append(render("dixit.explain.goes_on", lang, {"name": progress.next_storyteller}))
    return lines


def mistake_sentence(reading: Reading, lang: str) -> str:
    params = dict(reading.params)
    if "outcome" in params:
        params["outcome"] = Term(OUTCOME_NAME[params["outcome"]])
    return render(reading.code, lang, params)


def disputes_to_json(result: dict[str, Any], score: RoundScore, claims: dict[str, dict[str, int]], lang: str) -> dict[str, Any]:
    """The round's answer and, for each player who wrote a count, the comparison with it."""
    disputes, lines = [], []
    for share in score.shares:
        if share.name not in claims:
            continue
        correct = part_points(share)
        found = explain_claim(correct, mistaken_readings(score, share), claims[share.name])
        report = claim_report(correct, claims[share.name], found, lang, PART_CODES.get, mistake_sentence)
        own = report.pop("lines")
        lines.append(render("dixit.dispute.player", lang, {"name": share.name, "of_name": of_name(share.name, lang)}))
        lines += own
        disputes.append({"player": share.name, "parts": correct, **report})
    return {**result, "disputes": disputes, "agrees": all(d["agrees"] for d in disputes), "score_explanation": result["explanation"], "explanation": lines + result["explanation"]}
