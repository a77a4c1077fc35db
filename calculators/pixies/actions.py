"""The Pixies actions offered by the API and the command line (``python -m calculators pixies ACTION``).

``score`` scores a grid; ``validate`` lists every problem of a grid; ``place`` lists the legal
placements of a card taken from the offer (and plays one); ``dispute`` compares a score a player
counted with the rules and names the likely mistake; ``turn`` says who picks next in an offer and
when the round ends; ``sheet`` adds up a whole game's round scores and says who leads or wins.
Formats: ``FORMATS.md`` beside this file.
"""

from __future__ import annotations

from typing import Any

from calculators.inputs import read_bool, read_choice, read_int, read_list, read_object, read_text, reject_unknown_keys, short
from calculators.players import NAME_LENGTH, Roster, read_roster
from calculators.pixies.cards import COPIES_PER_NUMBER, card_params, matches_base_game
from calculators.disputes import explain_claim, read_claim
from calculators.pixies.dispute import PARTS, mistaken_readings
from calculators.i18n import render
from calculators.pixies.explain import dispute_to_json, flow_to_json, path_order, place_to_json, score_to_json, sheet_to_json, validation_to_json, witness_to_json
from calculators.pixies.history import account
from calculators.pixies.placement import KEEP_CHOICES, Choice, Refusal, legal_placements, resolve
from calculators.pixies.reading import read_card, read_grid, read_round
from calculators.pixies.round_deck import Played, check_round
from calculators.pixies.scoring import score_grid
from calculators.pixies.grid import SLOTS, Grid
from calculators.pixies.sheet import ROUNDS, standing
from calculators.pixies.spec import SPEC
from calculators.pixies.turn import OutOfTurn, Pick, follow, offer_size
from calculators.pixies.validation import Known, check_grid, inventory_findings, known_cards
from calculators.problems import Problems, join_path
from calculators.sheets import warn_skipped_rounds

SCORE = SPEC.limits["score"]


def _checked_grid(value: Any, path: str, problems: Problems) -> Grid | None:
    """The grid read and checked: None when it could not be read or breaks a rule (problems recorded)."""
    grid = read_grid(value, path, problems)
    if grid is not None:
        check_grid(grid, path, problems)
    return None if problems else grid


def score(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"round": 1, "grid": {...}}`` -> total and every part with the slots it comes from."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("round", "grid"), "", problems)
    round_number = read_round(obj.get("round"), "round", problems)
    grid = read_grid(obj.get("grid"), "grid", problems)
    if grid is not None:
        check_grid(grid, "grid", problems)
    if problems or grid is None or round_number is None:
        return None
    return score_to_json(score_grid(grid, round_number), lang)


def validate(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"grid": {...}, "witness": true?}`` -> ``valid`` and every problem of the grid, errors and
    warnings, none skipped; with ``witness``, a legal sequence of play that ends on the grid.

    The grid's problems are the answer here: they go to ``errors`` and ``warnings`` like every
    action's, slot by slot, and the answer keeps its other fields beside them. Nothing else is
    answered when the request itself is not an object with a ``grid`` object (or has a bad ``round``).
    """
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("round", "grid", "witness"), "", problems)
    if obj.get("round") is not None:
        read_round(obj.get("round"), "round", problems)
    wanted = read_bool(obj.get("witness"), "witness", problems)
    raw = obj.get("grid")
    if not isinstance(raw, dict):
        read_object(raw, "grid", problems)
    if problems:
        return None
    grid = read_grid(raw, "grid", problems)
    if grid is not None:
        check_grid(grid, "grid", problems)
    problems.errors.sort(key=lambda problem: path_order(problem.path))
    problems.warnings.sort(key=lambda problem: path_order(problem.path))
    answer = validation_to_json(grid, problems, lang)
    if wanted:
        steps = account(grid) if grid is not None and not problems.errors else None
        answer["witness"] = witness_to_json(steps, lang) if isinstance(steps, list) else None
        if answer["witness"]:
            answer["explanation"].append(render("pixies.witness.intro", lang, {"count": len(steps)}))
            answer["explanation"] += [step["sentence"] for step in answer["witness"]]
    return answer


def _read_choice(value: Any, path: str, problems: Problems) -> Choice | None:
    obj = read_object(value, path, problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("slot", "keep", "face_down"), path, problems)
    slot = None
    if obj.get("slot") is not None:
        slot = read_int(obj["slot"], join_path(path, "slot"), problems, minimum=min(SLOTS), maximum=max(SLOTS))
    keep = None
    if obj.get("keep") is not None:
        keep = read_choice(obj["keep"], join_path(path, "keep"), problems, KEEP_CHOICES)
    face_down = None
    if obj.get("face_down") is not None:
        face_down = read_bool(obj["face_down"], join_path(path, "face_down"), problems)
    return Choice(slot=slot, keep=keep, face_down=face_down)


def place(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"grid": {...}, "card": C, "choice": {...}?, "round": n?}`` -> every legal placement of the card,
    each with its sentence and the grid it leaves; with a ``choice``, that placement and its grid."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("grid", "card", "choice", "round"), "", problems)
    round_number = read_round(obj["round"], "round", problems) if obj.get("round") is not None else None
    grid = _checked_grid(obj.get("grid"), "grid", problems)
    card = read_card(obj.get("card"), "card", problems)
    choice = _read_choice(obj["choice"], "choice", problems) if obj.get("choice") is not None else None
    if problems or grid is None or card is None:
        return None
    if grid.full():
        problems.error("grid", "pixies.place.grid_full")
        return None
    _check_drawn_card(grid, card, problems)
    if problems:
        return None
    options = legal_placements(grid, card)
    chosen = None
    if choice is not None:
        outcome = resolve(grid, card, choice)
        if isinstance(outcome, Refusal):
            problems.error(outcome.field, outcome.code, **outcome.params)
            return None
        chosen = outcome
    return place_to_json(grid, card, options, chosen, round_number, lang)


def _check_drawn_card(grid: Grid, card, problems: Problems) -> None:
    """The card taken must still be in the deck: not already in the grid, not one copy too many."""
    if card.id is None and not matches_base_game(card):
        problems.warn("card", "pixies.place.card_features_unknown")
    drawn = Known(card.number, False, card, "card")
    for finding in inventory_findings(known_cards(grid, "grid") + [drawn]):
        if finding.known is not drawn:
            continue
        if finding.kind == "same_card":
            problems.error("card", "pixies.place.card_in_grid", **card_params(card), other=finding.other.slot)
        else:
            problems.error("card", "pixies.place.no_copy_left", number=card.number, copies=COPIES_PER_NUMBER[card.number])


def dispute(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"round": 1, "grid": {...}, "claimed": 40 | {"total": 40, "zone": 16, ...}}`` -> the right score,
    where the player's count differs, and the frequent mistakes that give exactly the player's figure."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("round", "grid", "claimed"), "", problems)
    round_number = read_round(obj.get("round"), "round", problems)
    grid = _checked_grid(obj.get("grid"), "grid", problems)
    claimed = read_claim(obj.get("claimed"), "claimed", problems, PARTS, SCORE["min"], SCORE["max"])
    if problems or grid is None or round_number is None or claimed is None:
        return None
    score_result = score_grid(grid, round_number)
    found = explain_claim(score_result.part_points(), mistaken_readings(grid, score_result), claimed)
    return dispute_to_json(score_result, claimed, found, lang)


def _read_player(value: Any, path: str, roster: Roster | None, lang: str, problems: Problems) -> int | None:
    """A player of the roster, given by index (0 first) or by name (compared as names are, without
    case; an unnamed player by the label the answers give them, "Player 2")."""
    if isinstance(value, int) and not isinstance(value, bool):
        if roster is None:
            return value
        return read_int(value, path, problems, minimum=0, maximum=len(roster.names) - 1)
    name = read_text(value, path, problems, max_length=NAME_LENGTH * 4)
    if name is None or roster is None:
        return None
    found = roster.find(name, lang)
    if found is None:
        problems.error(path, "pixies.turn.unknown_player", player=short(name), players=roster.labels(lang))
    return found


def _read_picks(value: Any, path: str, roster: Roster | None, lang: str, problems: Problems) -> tuple[Pick, ...] | None:
    if value is None:
        return ()
    items = read_list(value, path, problems, max_items=max(SPEC.players.max, offer_size(SPEC.players.min)))
    if items is None:
        return None
    picks = []
    for index, item in enumerate(items):
        where = join_path(path, index)
        if not isinstance(item, dict):
            item = {"player": item}
        reject_unknown_keys(item, ("player", "grid_full"), where, problems)
        player = _read_player(item.get("player"), join_path(where, "player"), roster, lang, problems)
        full = read_bool(item.get("grid_full"), join_path(where, "grid_full"), problems)
        if player is not None and full is not None:
            picks.append(Pick(player, full))
    return tuple(picks) if len(picks) == len(items) else None


def turn(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"players": ["A", "B", "C"], "opener": "A", "picks": [{"player": "A", "grid_full": false}], "round": 1?}``
    -> who picks next, or that the round is over, and who opens the next offer and the next round.

    A player is named (``""``: "Player 2") and referred to by name or by index."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("players", "opener", "picks", "round"), "", problems)
    round_number = read_round(obj["round"], "round", problems) if obj.get("round") is not None else None
    roster = read_roster(obj.get("players"), "players", problems, SPEC, lang, allow_default=True)
    opener = 0
    if obj.get("opener") is not None:
        opener = _read_player(obj["opener"], "opener", roster, lang, problems)
    picks = _read_picks(obj.get("picks"), "picks", roster, lang, problems)
    if problems or roster is None or opener is None or picks is None:
        return None
    players = tuple(range(len(roster.names)))
    outcome = follow(players, opener, picks)
    labels = roster.labels(lang)
    if isinstance(outcome, OutOfTurn):
        params = {key: labels[value] if key in ("player", "expected", "opener") else value for key, value in outcome.params.items()}
        problems.error(join_path("picks", outcome.index), outcome.code, **params)
        return None
    return flow_to_json(outcome, labels, opener, round_number, lang)


def _read_round_scores(value: Any, path: str, problems: Problems, player: str, played: list[list[Played]]) -> tuple[int | None, ...] | None:
    """Up to three rounds, each a score (a number, maybe negative), ``null`` for a round not scored
    yet, or ``{"grid": GRID}``: the grid scored by the calculator (and kept in ``played``, the
    round's grids, for the checks across players).

    Every bad score is reported (each at its own cell), not only the first."""
    if value is None:
        return (None,) * ROUNDS
    items = read_list(value, path, problems, max_items=ROUNDS)
    if items is None:
        return None
    scores: list[int | None] = []
    for index, item in enumerate(items):
        where = join_path(path, index)
        if item is None:
            scores.append(None)
        elif isinstance(item, dict):
            reject_unknown_keys(item, ("grid",), where, problems)
            own = Problems()  # this grid's problems alone: a grid is checked whole only while it has no other
            grid = _checked_grid(item.get("grid"), join_path(where, "grid"), own)
            problems.errors += own.errors
            problems.warnings += own.warnings
            scores.append(_BAD if grid is None else score_grid(grid, index + 1).total)
            if grid is not None:
                played[index].append((player, join_path(where, "grid"), grid))
        else:
            scores.append(read_int(item, where, problems, minimum=SCORE["min"], maximum=SCORE["max"]))
            if scores[-1] is None:
                scores[-1] = _BAD
    if _BAD in scores:
        return None
    return tuple(scores) + (None,) * (ROUNDS - len(scores))


_BAD = object()


def _read_starters(value: Any, path: str, roster: Roster | None, lang: str, problems: Problems) -> tuple[int | None, ...]:
    """Who started each round, as the players noted it (``null``: not noted), by index or name."""
    if value is None:
        return (None,) * ROUNDS
    items = read_list(value, path, problems, max_items=ROUNDS)
    if items is None:
        return (None,) * ROUNDS
    starters = [None if item is None else _read_player(item, join_path(path, index), roster, lang, problems) for index, item in enumerate(items)]
    return tuple(starters) + (None,) * (ROUNDS - len(starters))


def sheet(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"players": [{"name": "Ana", "rounds": [32, {"grid": {...}}, null]}, ...], "starters": ["Ana", null, null]?}``
    -> each player's total, who leads so far and, once three rounds are scored, who wins
    (equal best totals share the victory). A round given as a grid is scored here, and the
    grids of one round are checked as dealt from one deck (``round_deck.py``)."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("players", "starters"), "", problems)
    raw_players = obj.get("players")
    roster = read_roster(raw_players, "players", problems, SPEC, lang, name_field="name", allow_default=True)
    rows = []
    played: list[list[Played]] = [[] for _ in range(ROUNDS)]
    if isinstance(raw_players, list):
        for index, entry in enumerate(raw_players[: SPEC.players.max]):
            if isinstance(entry, dict):
                where = join_path("players", index)
                reject_unknown_keys(entry, ("name", "rounds"), where, problems)
                who = roster.label(index, lang) if roster is not None else ""
                rows.append(_read_round_scores(entry.get("rounds"), join_path(where, "rounds"), problems, who, played))
                if rows[-1] is not None:
                    warn_skipped_rounds(rows[-1], join_path(where, "rounds"), problems)
    for round_index, grids in enumerate(played):
        check_round(round_index + 1, grids, problems)
    starters = _read_starters(obj.get("starters"), "starters", roster, lang, problems)
    if problems or roster is None or None in rows:
        return None
    labels = tuple(roster.labels(lang))
    return sheet_to_json(labels, roster.names, tuple(rows), starters, standing(labels, tuple(rows)), lang)


ACTIONS = {"score": score, "validate": validate, "place": place, "dispute": dispute, "turn": turn, "sheet": sheet}
