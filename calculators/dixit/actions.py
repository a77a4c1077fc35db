"""The Dixit actions offered by the API and the command line (``python -m calculators dixit ACTION``).

- ``round``: the points of one round from the storyteller and the votes.
- ``game``: a whole game round after round, the storyteller passing to the left each time,
  with the totals, who tells next, and the winners once someone has reached 30.
- ``first_turn``: the teach page's first two rounds, step by step, with the learner's votes
  (``calculators/dixit/first_turn.py``).
- ``dispute``: one round's points as players counted them, compared with the rules, with every
  frequent mistake that gives them (``calculators/dixit/dispute.py``).
Formats: ``calculators/dixit/FORMATS.md``.
"""

from __future__ import annotations

from typing import Any

from calculators.disputes import read_claim
from calculators.dixit.dispute import PARTS
from calculators.dixit.explain import disputes_to_json, explain_round, game_to_json, round_to_json
from calculators.dixit.first_turn import first_turn
from calculators.dixit.model import TARGET, Game, Round, next_storyteller
from calculators.dixit.reading import Table, read_starting_scores, read_table
from calculators.dixit.scoring import play_game, score_round
from calculators.dixit.validation import check_storyteller, read_votes
from calculators.inputs import MAX_ITEMS, MAX_TEXT, read_list, read_object, reject_unknown_keys, short
from calculators.problems import Problems, join_path

ROUND_FIELDS = ("players", "storyteller", "votes")
CLAIM_MAX = 99  # what a player may write for one round in dispute mode (a round pays a few points)
GAME_FIELDS = ("players", "first_storyteller", "starting_scores", "rounds")
GAME_ROUND_FIELDS = ("storyteller", "votes")


def score_one_round(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"players": [...], "storyteller": name, "votes": {voter: owner}}`` -> each player's points and why."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ROUND_FIELDS, "", problems)
    table = read_table(obj.get("players"), "players", problems, lang)
    if table is None:
        # Without a valid table the storyteller and votes cannot be checked against it.
        read_object(obj.get("votes"), "votes", problems)
        return None
    storyteller = table.read(obj.get("storyteller"), "storyteller", problems, "dixit.storyteller_unknown")
    votes = read_votes(obj.get("votes"), "votes", table, storyteller, problems)
    if problems or storyteller is None or votes is None:
        return None
    score = score_round(Round(table.players, storyteller, votes))
    result = round_to_json(score, lang)
    result["explanation"] = explain_round(score, lang)
    return result


def track_game(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"players": [...], "first_storyteller"?, "starting_scores"?, "rounds": [{"votes": {...}}, ...]}``
    -> totals after each round, next storyteller, whether the game is over and who won."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, GAME_FIELDS, "", problems)
    table = read_table(obj.get("players"), "players", problems, lang)
    raw_rounds = obj.get("rounds", [])
    raw_rounds = read_list(raw_rounds, "rounds", problems, max_items=MAX_ITEMS) if raw_rounds is not None else []
    if table is None or raw_rounds is None:
        return None
    first = _first_storyteller(obj, raw_rounds, table, problems)
    starting = read_starting_scores(obj.get("starting_scores"), "starting_scores", table, problems)
    if first is None or starting is None:
        return None
    rounds = _read_rounds(raw_rounds, table, first, starting, problems)
    if problems or rounds is None:
        return None
    game = Game(table.players, first, starting, tuple(rounds))
    return game_to_json(play_game(game), first, lang)


def _first_storyteller(obj: dict, raw_rounds: list, table: Table, problems: Problems) -> str | None:
    """``first_storyteller`` when given, else the storyteller named in round 1, else the first player."""
    if obj.get("first_storyteller") is not None:
        return table.read(obj["first_storyteller"], "first_storyteller", problems, "dixit.storyteller_unknown")
    if raw_rounds and isinstance(raw_rounds[0], dict) and raw_rounds[0].get("storyteller") is not None:
        return table.read(raw_rounds[0]["storyteller"], "rounds.0.storyteller", problems, "dixit.storyteller_unknown")
    return table.players[0]


def _blank(raw: Any) -> bool:
    """A round with nothing entered: no object, or no vote in it."""
    return raw is None or (isinstance(raw, dict) and raw.get("votes") in (None, {}))


def _read_rounds(raw_rounds: list, table: Table, first: str, starting: dict[str, int], problems: Problems) -> list[Round] | None:
    """Every round read and checked; the storyteller of each is the left neighbour of the previous one.

    A round with nothing entered before rounds that are recorded is reported (a round is
    missing), and so is a storyteller given out of turn. A round after the one in which someone
    reached 30 is refused: the game is over then.
    """
    rounds: list[Round] = []
    storyteller = first
    previous: str | None = None
    totals = dict(starting)
    ended: int | None = None  # the round in which someone reached 30, while every round is valid
    sound = True  # every round so far is valid, so the running totals mean something
    for index, raw in enumerate(raw_rounds):
        path = join_path("rounds", index)
        number = index + 1
        if ended is not None:
            problems.error(path, "dixit.round_after_end", number=number, ended=ended)
            return None
        before = len(problems.errors)
        if _blank(raw):
            # Nothing entered: before recorded rounds a round is missing, at the end one not entered yet.
            later = not all(_blank(after) for after in raw_rounds[index + 1 :])
            problems.error(path, "dixit.round_empty" if later else "dixit.round_no_votes", number=number, name=storyteller)
            obj = None
        else:
            obj = read_object(raw, path, problems)
        if obj is not None:
            reject_unknown_keys(obj, GAME_ROUND_FIELDS, path, problems)
            if obj.get("storyteller") is not None:
                where = join_path(path, "storyteller")
                given = table.read(obj["storyteller"], where, problems, "dixit.storyteller_unknown")
                if given is not None and not check_storyteller(given, storyteller, previous, table.players, where, number, problems):
                    storyteller = given  # its votes are read as given, and the rotation goes on from there
            votes = read_votes(obj.get("votes"), join_path(path, "votes"), table, storyteller, problems)
            if votes is not None and len(problems.errors) == before:
                rounds.append(Round(table.players, storyteller, votes))
        if len(problems.errors) > before:
            sound = False
        elif sound:
            for name, points in score_round(rounds[-1]).points().items():
                totals[name] += points
            if any(total >= TARGET for total in totals.values()):
                ended = number
        previous = storyteller
        storyteller = next_storyteller(table.players, storyteller)
    return None if problems else rounds


def dispute(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"players": [...], "storyteller": name, "votes": {...}, "claimed": {"Ana": 3, "Bo": {"total": 5, "votes": 2}}}``
    -> the round's points, and for each player who wrote a count: where it differs and every
    frequent mistake that gives it."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, (*ROUND_FIELDS, "claimed"), "", problems)
    table = read_table(obj.get("players"), "players", problems, lang)
    if table is None:
        return None
    storyteller = table.read(obj.get("storyteller"), "storyteller", problems, "dixit.storyteller_unknown")
    votes = read_votes(obj.get("votes"), "votes", table, storyteller, problems)
    claims = _read_claims(obj.get("claimed"), "claimed", table, problems)
    if problems or storyteller is None or votes is None or claims is None:
        return None
    score = score_round(Round(table.players, storyteller, votes))
    result = round_to_json(score, lang)
    result["explanation"] = explain_round(score, lang)
    return disputes_to_json(result, score, claims, lang)


def _read_claims(value: Any, path: str, table: Table, problems: Problems) -> dict[str, dict[str, int]] | None:
    """``{player: count}``: at least one player's count, each a number or ``{"total", "card", "votes"}``."""
    obj = read_object(value, path, problems)
    if obj is None:
        return None
    if not obj:
        problems.error(path, "common.dispute.nothing_claimed")
        return None
    claims: dict[str, dict[str, int]] = {}
    for key, raw in obj.items():
        where = join_path(path, short(str(key)))
        name = table.find(str(key)) if len(str(key)) <= MAX_TEXT else None
        if name is None:
            problems.error(where, "dixit.score_unknown_player", value=short(str(key)), players=list(table.players))
            continue
        claim = read_claim(raw, where, problems, PARTS, 0, CLAIM_MAX)
        if claim is not None:
            claims[name] = claim
    return claims


ACTIONS = {"round": score_one_round, "game": track_game, "first_turn": first_turn, "dispute": dispute}
