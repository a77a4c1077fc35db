"""Dixit taught by doing: the first two rounds of the teach page, step by step (``calculators.first_turn``).

Léa, Tom, Camille and Hugo sit in this order, going left. Léa tells first ("a long journey"):
Tom and Hugo find her card, Camille votes for Hugo's. Then Tom tells ("the open sea") and the
whole table finds his card. Each step's explanation is the rules' own: the hand sizes, the vote
checks (``validation.read_votes``) and the scoring of the ``round`` and ``game`` actions (the same
functions, called directly). The learner may cast Camille's vote in the first round, and Hugo's
in the second, and read what the round then gives.
"""

from __future__ import annotations

from typing import Any

from calculators.dixit.explain import explain_game, explain_round, standings, why
from calculators.dixit.model import Game, Round, cards_handed_in, hand_size
from calculators.dixit.reading import Table
from calculators.dixit.scoring import play_game, score_round
from calculators.dixit.validation import read_votes
from calculators.first_turn import Step, action, cell, group, question, words
from calculators.problems import Problems
from calculators.wording import and_list

PLAYERS = ("Léa", "Tom", "Camille", "Hugo")
# Each round: storyteller, the clue's message key, the cards in the order laid out (by owner),
# and the votes (voter -> owner of the card chosen).
ROUNDS = (
    ("Léa", "dixit.first.clue_1", ("Camille", "Hugo", "Léa", "Tom"), {"Tom": "Léa", "Camille": "Hugo", "Hugo": "Léa"}),
    ("Tom", "dixit.first.clue_2", ("Hugo", "Tom", "Léa", "Camille"), {"Léa": "Tom", "Camille": "Tom", "Hugo": "Tom"}),
)
# Who the learner votes for at the step that asks: (step, round, voter).
TRIES = {4: (0, "Camille"), 7: (1, "Hugo")}


def _round(index: int, votes: dict[str, str] | None = None) -> Round:
    storyteller, _, _, story_votes = ROUNDS[index]
    return Round(PLAYERS, storyteller, dict(story_votes if votes is None else votes))


def _text(index: int, lang: str, **params: Any) -> dict[str, str]:
    voters = [name for name in PLAYERS if name != ROUNDS[0][0]]
    params = {"players": and_list(PLAYERS, lang), "voters": and_list(voters, lang), "hand": hand_size(len(PLAYERS)), **params}
    return {"title": words(f"dixit.first.title_{index}", lang, params), "say": words(f"dixit.first.say_{index}", lang, params)}


def _picture_round(index: int, lang: str, step: str | None) -> dict[str, Any]:
    storyteller, clue, slots, votes = ROUNDS[index]
    data = {"players": list(PLAYERS), "storyteller": storyteller, "votes": votes, "slots": list(slots), "clue": words(clue, lang)}
    return {"kind": "round", "data": {**data, **({"step": step} if step else {})}}


def _players_group(lang: str, describe) -> dict:
    """The table's players, one cell each: ``describe(name)`` says what matters about them now."""
    return group(words("dixit.first.players", lang), [[cell(describe(name), "player") for name in PLAYERS]])


def _cards_group(index: int, lang: str, shown: str) -> dict:
    """The cards laid out at the numbered slots: face down, face up, with the votes, or with their owners."""
    storyteller, _, slots, votes = ROUNDS[index]
    cells = []
    for number, owner in enumerate(slots, start=1):
        voters = [voter for voter, chosen in votes.items() if chosen == owner]
        if shown == "face_down":
            cells.append(cell(words("dixit.first.card_down", lang, {"n": number}), "face_down"))
        elif shown == "face_up":
            cells.append(cell(words("dixit.first.card_up", lang, {"n": number}), "face_up"))
        elif shown == "votes":
            cells.append(cell(words("dixit.first.card_votes", lang, {"n": number, "count": len(voters)}), "face_up", "pointed" if voters else None))
        else:
            key = "dixit.first.card_teller" if owner == storyteller else "dixit.first.card_owner"
            cells.append(cell(words(key, lang, {"n": number, "name": owner, "count": len(voters)}), "face_up", "revealed" if owner == storyteller else None))
    return group(words("dixit.first.cards", lang), [cells])


def _vote_lines(index: int, lang: str) -> list[str]:
    storyteller, _, slots, votes = ROUNDS[index]
    lines = [words("dixit.first.vote", lang, {"name": voter, "n": slots.index(owner) + 1}) for voter, owner in votes.items()]
    return lines + [words("dixit.storyteller_votes", lang, {"name": storyteller})]


# The steps -------------------------------------------------------------------------------------


def _setup(lang: str) -> dict[str, Any]:
    hand = hand_size(len(PLAYERS))
    return {
        **_text(0, lang, storyteller=PLAYERS[0]),
        "board": {"groups": [_players_group(lang, lambda name: words("dixit.first.hand", lang, {"name": name, "hand": hand}))]},
        "picture": {"kind": "setup", "data": {"players": list(PLAYERS), "first_storyteller": PLAYERS[0]}},
        "why": [
            words("dixit.first.why_hand", lang, {"hand": hand, "count": len(PLAYERS), "three": hand_size(3)}),
            words("dixit.first.why_first", lang, {"name": PLAYERS[0]}),
        ],
    }


def _clue(lang: str) -> dict[str, Any]:
    storyteller, clue = ROUNDS[0][0], words(ROUNDS[0][1], lang)
    return {
        **_text(1, lang, storyteller=storyteller, clue=clue),
        "board": {"groups": [_players_group(lang, lambda name: words("dixit.first.telling" if name == storyteller else "dixit.first.listening", lang, {"name": name, "clue": clue}))]},
        "picture": _picture_round(0, lang, "clue"),
        "why": [words("dixit.first.why_clue", lang), words("dixit.first.why_aim", lang)],
    }


def _hand_in(lang: str) -> dict[str, Any]:
    storyteller = ROUNDS[0][0]
    each = cards_handed_in(len(PLAYERS))
    return {
        **_text(2, lang, storyteller=storyteller),
        "board": {"groups": [_cards_group(0, lang, "face_down")]},
        "picture": _picture_round(0, lang, "hand-in"),
        "why": [words("dixit.first.why_hand_in", lang, {"each": each, "count": len(PLAYERS), "three": cards_handed_in(3)})],
    }


def _lay_out(lang: str) -> dict[str, Any]:
    return {
        **_text(3, lang, storyteller=ROUNDS[0][0]),
        "board": {"groups": [_cards_group(0, lang, "face_up")]},
        "picture": _picture_round(0, lang, "lay-out"),
        "why": [words("dixit.first.why_vote", lang), words("dixit.first.why_own", lang), words("dixit.storyteller_votes", lang, {"name": ROUNDS[0][0]})],
    }


def _ask_vote(step: int, lang: str) -> dict[str, Any]:
    index, voter = TRIES[step]
    slots = ROUNDS[index][2]
    choices = [(str(number), words("dixit.first.card_up", lang, {"n": number})) for number in range(1, len(slots) + 1)]
    return question(words("dixit.first.ask_vote", lang, {"name": voter}), choices)


def _judge_vote(step: int):
    index, voter = TRIES[step]

    def judge(value: str, lang: str) -> dict[str, Any]:
        storyteller, _, slots, votes = ROUNDS[index]
        problems = Problems()
        tried = read_votes({**votes, voter: slots[int(value) - 1]}, "votes", Table(PLAYERS, lang), storyteller, problems)
        if tried is None:
            return {"ok": False, "lines": [problem.to_json(lang)["message"] for problem in problems.errors]}
        score = score_round(_round(index, tried))
        share = next(share for share in score.shares if share.name == voter)
        mine = words("dixit.first.your_points", lang, {"name": voter, "points": share.points, "why": why(share, score.outcome, lang)})
        return {"ok": True, "lines": [mine, *explain_round(score, lang, with_next=False)]}

    return judge


def _votes(lang: str) -> dict[str, Any]:
    return {
        **_text(4, lang, storyteller=ROUNDS[0][0]),
        "board": {"groups": [_cards_group(0, lang, "votes")]},
        "picture": _picture_round(0, lang, "votes"),
        "why": _vote_lines(0, lang),
        "question": _ask_vote(4, lang),
    }


def _points_group(index: int, lang: str) -> dict:
    points = score_round(_round(index)).points()
    return _players_group(lang, lambda name: words("dixit.first.points", lang, {"name": name, "points": points[name]}))


def _count(lang: str) -> dict[str, Any]:
    score = score_round(_round(0))
    return {
        **_text(5, lang, storyteller=ROUNDS[0][0]),
        "board": {"groups": [_cards_group(0, lang, "owners"), _points_group(0, lang)]},
        "picture": _picture_round(0, lang, "score"),
        "why": explain_round(score, lang),
    }


def _track(rounds: int, step: int):
    def answer(lang: str) -> dict[str, Any]:
        game = Game(PLAYERS, PLAYERS[0], {name: 0 for name in PLAYERS}, tuple(_round(index) for index in range(rounds)))
        progress = play_game(game)
        totals = progress.totals
        return {
            **_text(step, lang, storyteller=progress.next_storyteller),
            "board": {"groups": [_players_group(lang, lambda name: words("dixit.first.total", lang, {"name": name, "total": totals[name]}))]},
            "picture": {"kind": "track", "data": {"players": list(PLAYERS), "first_storyteller": PLAYERS[0], "rounds": [{"votes": ROUNDS[index][3]} for index in range(rounds)]}},
            "why": explain_game(progress, standings(progress), PLAYERS[0], lang),
        }

    return answer


def _second_round(lang: str) -> dict[str, Any]:
    storyteller, clue = ROUNDS[1][0], words(ROUNDS[1][1], lang)
    return {
        **_text(7, lang, storyteller=storyteller, clue=clue),
        "board": {"groups": [_cards_group(1, lang, "owners"), _points_group(1, lang)]},
        "picture": _picture_round(1, lang, None),
        "why": _vote_lines(1, lang) + explain_round(score_round(_round(1)), lang),
        "question": _ask_vote(7, lang),
    }


STEPS = (
    Step(_setup),
    Step(_clue),
    Step(_hand_in),
    Step(_lay_out),
    Step(_votes, _judge_vote(4)),
    Step(_count),
    Step(_track(1, 6)),
    Step(_second_round, _judge_vote(7)),
    Step(_track(2, 8)),
)

first_turn = action(STEPS)
