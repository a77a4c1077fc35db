"""Answers as JSON for the widgets and as sentences in the reader's language: a score part by
part, the placements of a card, a grid's problems, a disputed score, the flow of a round, a
game's score sheet."""

from __future__ import annotations

from typing import Any

from calculators.i18n import Term, render
from calculators.ranking import rank, verdict
from calculators.wording import and_list, plain, points, signed
from calculators.pixies.cards import COLOUR_CARD_CODES, Card, card_params, card_to_json
from calculators.disputes import Explanation, Reading, with_report
from calculators.pixies.dispute import PART_CODES
from calculators.pixies.grid import SLOTS, Grid
from calculators.pixies.history import Step
from calculators.pixies.placement import COVER_BACK, FACE_DOWN, NEW_NUMBER, PAIR, Choice, Placement, resolve, situation
from calculators.pixies.scoring import ZONE_POINTS_PER_CARD, Item, Score, score_grid
from calculators.pixies.sheet import ROUNDS, Standing, next_round
from calculators.pixies.turn import Flow
from calculators.problems import Problem, Problems


COLOUR_CARDS_CODES = {
    "blue": "pixies.colour_cards.blue",
    "green": "pixies.colour_cards.green",
    "yellow": "pixies.colour_cards.yellow",
    "red": "pixies.colour_cards.red",
}


def _items(items: tuple[Item, ...]) -> list[dict[str, Any]]:
    return [{"slot": item.slot, "points": item.points, **item.detail} for item in items]


def score_to_json(score: Score, lang: str) -> dict[str, Any]:
    parts = score.part_points()
    zone = score.zone
    return {
        "round": score.round,
        "total": score.total,
        "parts": {
            "numbers": {"points": parts["numbers"], "items": _items(score.numbers)},
            "spirals": {"points": parts["spirals"], "items": _items(score.spirals)},
            "colour_bonus": {"points": parts["colour_bonus"], "items": _items(score.colour_bonus)},
            "crosses": {"points": parts["crosses"], "items": _items(score.crosses)},
            "zone": {
                "points": parts["zone"],
                "colour": zone.colour if zone else None,
                "slots": list(zone.slots) if zone else [],
                "size": len(zone.slots) if zone else 0,
                "per_card": ZONE_POINTS_PER_CARD[score.round],
                "equal_zones": [{"colour": z.colour, "slots": list(z.slots)} for z in score.other_largest_zones],
            },
        },
        "explanation": explain(score, lang),
    }


def _slots(items: tuple[Item, ...] | list[int], lang: str) -> str:
    """The slots a part comes from, in words: "slot 5", "slots 1, 3 and 7" (see ``slot_phrase``)."""
    return slot_phrase([item.slot if isinstance(item, Item) else item for item in items], lang)


def explain(score: Score, lang: str) -> list[str]:
    """One sentence per part, naming the slots it comes from, then the total."""
    parts = score.part_points()
    lines = []
    if score.numbers:
        terms = " + ".join(f"{item.points} ({render('pixies.slot_short', lang, {'slot': item.slot})})" for item in score.numbers)
        lines.append(render("pixies.explain.numbers", lang, {"terms": terms, "points": points(parts["numbers"], lang)}))
    else:
        lines.append(render("pixies.explain.no_numbers", lang))
    if score.spirals:
        lines.append(render("pixies.explain.spirals", lang, {"slots": _slots(score.spirals, lang), "points": signed(parts["spirals"])}))
    for item in score.colour_bonus:
        lines.append(
            render(
                "pixies.explain.colour_bonus",
                lang,
                {"slot": item.slot, "colour": Term(COLOUR_CARD_CODES[item.detail["colour"]]), "slots": _slots(item.detail["slots"], lang), "points": signed(item.points)},
            )
        )
    if score.crosses:
        lines.append(render("pixies.explain.crosses", lang, {"slots": _slots(score.crosses, lang), "points": signed(parts["crosses"])}))
    if score.zone:
        lines.append(
            render(
                "pixies.explain.zone",
                lang,
                {
                    "colour": Term(COLOUR_CARDS_CODES[score.zone.colour]),
                    "slots": _slots(list(score.zone.slots), lang),
                    "size": len(score.zone.slots),
                    "per_card": ZONE_POINTS_PER_CARD[score.round],
                    "round": score.round,
                    "points": points(parts["zone"], lang),
                },
            )
        )
        if score.other_largest_zones:
            lines.append(render("pixies.explain.equal_zones", lang, {"count": len(score.other_largest_zones) + 1}))
    else:
        lines.append(render("pixies.explain.no_zone", lang))
    lines.append(render("pixies.explain.total", lang, {"points": points(score.total, lang)}))
    return lines


# --- Placement -------------------------------------------------------------------------


def slot_phrase(slots: list[int], lang: str) -> str:
    """``[5]`` -> "slot 5"; ``[1, 3, 7]`` -> "slots 1, 3 and 7" (in the reader's language)."""
    numbers = [str(n) for n in slots]
    if len(numbers) == 1:
        return render("pixies.slot_short", lang, {"slot": numbers[0]})
    return render("pixies.slots_short", lang, {"slots": and_list(numbers, lang)})


# Message codes written out in full, so the catalogue test sees every one of them.
SITUATION_CODES = {
    NEW_NUMBER: "pixies.place.situation.new_number",
    COVER_BACK: "pixies.place.situation.cover_back",
    PAIR: "pixies.place.situation.pair",
    FACE_DOWN: "pixies.place.situation.face_down",
}
OPTION_CODES = {
    (NEW_NUMBER, None): "pixies.place.option.new_number",
    (COVER_BACK, None): "pixies.place.option.cover_back",
    (PAIR, "new"): "pixies.place.option.pair_keep_new",
    (PAIR, "old"): "pixies.place.option.pair_keep_old",
    (FACE_DOWN, None): "pixies.place.option.face_down",
}
def placement_sentence(placement: Placement, card: Card, lang: str) -> str:
    """What this placement does and why (the rule behind it)."""
    code = OPTION_CODES[(placement.kind, placement.keep)]
    return render(code, lang, {"number": card.number, "slot": placement.slot})


def situation_sentence(grid: Grid, card: Card, options: list[Placement], lang: str) -> str:
    params = {"number": card.number, "count": len(options), "slots": slot_phrase([p.slot for p in options], lang)}
    return render(SITUATION_CODES[situation(grid, card)], lang, params)


def placement_to_json(placement: Placement, card: Card, round_number: int | None, lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {
        "choice": placement.choice(),
        "kind": placement.kind,
        "slot": placement.slot,
        "face_down": placement.face_down,
        "keep": placement.keep,
        "validates": placement.validates,
        "fills_grid": placement.grid.full(),
        "sentence": placement_sentence(placement, card, lang),
        "grid": placement.grid.to_json(),
    }
    if round_number is not None:
        out["total"] = score_grid(placement.grid, round_number).total
    return out


def place_to_json(
    grid: Grid, card: Card, options: list[Placement], chosen: Placement | None, round_number: int | None, lang: str
) -> dict[str, Any]:
    lines = [situation_sentence(grid, card, options, lang)]
    if chosen is not None:
        lines.append(placement_sentence(chosen, card, lang))
        if chosen.grid.full():
            lines.append(render("pixies.place.fills_grid", lang))
    elif situation(grid, card) == FACE_DOWN:
        # Up to eight near-identical sentences would say the same: one general line instead
        # (each option still carries its own sentence).
        lines.append(render("pixies.place.face_down_hint", lang))
    else:
        lines += [placement_sentence(option, card, lang) for option in options]
    return {
        "card": card_to_json(card),
        "number": card.number,
        "situation": situation(grid, card),
        "options": [placement_to_json(option, card, round_number, lang) for option in options],
        "chosen": placement_to_json(chosen, card, round_number, lang) if chosen else None,
        "grid": chosen.grid.to_json() if chosen else None,
        "explanation": lines,
    }


# --- Witness: how the grid could have happened ------------------------------------------


WITNESS_CODES = {
    NEW_NUMBER: "pixies.witness.new_number",
    PAIR: "pixies.witness.pair",
    FACE_DOWN: "pixies.witness.face_down",
    COVER_BACK: "pixies.witness.cover_back",
}


def witness_to_json(steps: list[Step], lang: str) -> list[dict[str, Any]] | None:
    """Each step of a witness replayed with the placement engine, answered as ``place`` answers a
    placement, with its own sentence; None if a step would break a rule (never: the tests replay
    thousands of witnesses)."""
    grid, out = Grid(), []
    for index, step in enumerate(steps, start=1):
        placed = resolve(grid, step.card, Choice(slot=step.slot, keep=step.keep, face_down=step.kind == FACE_DOWN))
        if not isinstance(placed, Placement):
            return None
        card = render("pixies.witness.card_any" if step.chosen else "pixies.witness.card", lang, card_params(step.card))
        params = {"index": index, "card": card, "number": step.card.number, "slot": step.slot}
        out.append(
            {
                **placement_to_json(placed, step.card, None, lang),
                "card": card_to_json(step.card),
                "chosen": step.chosen,
                "sentence": render(WITNESS_CODES[placed.kind], lang, params),
            }
        )
        grid = placed.grid
    return out


# --- Validation ------------------------------------------------------------------------


def _slot_of(path: str) -> int | None:
    parts = path.split(".")
    if len(parts) >= 2 and parts[0] == "grid" and parts[1] in {str(n) for n in range(1, 10)}:
        return int(parts[1])
    return None


def path_order(path: str) -> tuple:
    """Problems listed slot by slot (``grid.2`` before ``grid.10``-like keys)."""
    parts = path.split(".")
    # isdecimal() alone accepts digits int() may refuse ("²" is a digit, "٣" converts): ASCII only.
    return tuple((0, int(p), "") if p.isascii() and p.isdecimal() else (1, 0, p) for p in parts)


def validation_to_json(grid: Grid | None, found: Problems, lang: str) -> dict[str, Any]:
    """``found`` holds every problem of the grid, slot by slot; the answer's ``errors`` and
    ``warnings`` list them, and the explanation says each one, naming its slot."""
    errors, warnings = len(found.errors), len(found.warnings)
    occupied = grid.occupied_slots() if grid else []
    validated = grid.validated_slots() if grid else []
    full = bool(grid and grid.full())
    lines = []
    if errors:
        lines.append(render("pixies.validate.invalid", lang, {"errors": errors}))
    else:
        lines.append(render("pixies.validate.valid", lang, {"occupied": len(occupied), "slots": len(SLOTS)}))
    if warnings:
        lines.append(render("pixies.validate.warnings", lang, {"warnings": warnings}))
    if not errors:
        if validated:
            lines.append(render("pixies.validate.validated", lang, {"slots": slot_phrase(validated, lang)}))
        if full:
            lines.append(render("pixies.validate.full", lang))
    every = sorted(found.errors + found.warnings, key=lambda problem: path_order(problem.path))
    lines += [_located_message(problem, lang) for problem in every]
    return {
        "valid": errors == 0,
        "error_count": errors,
        "warning_count": warnings,
        "occupied_slots": occupied,
        "validated_slots": validated,
        "full": full,
        "explanation": lines,
    }


def _located_message(problem: Problem, lang: str) -> str:
    """The problem's message, prefixed with its slot when the message does not name it."""
    message = render(problem.code, lang, problem.params)
    slot = _slot_of(problem.path)
    if slot is None or "slot" in problem.params:
        return message
    return render("pixies.validate.where", lang, {"slot": slot, "message": message})


# --- Dispute ---------------------------------------------------------------------------


def mistake_sentence(reading: Reading, lang: str) -> str:
    params = dict(reading.params)
    for key in ("slots", "multicolour"):
        if key in params:
            params[key] = slot_phrase(params[key], lang)
    return render(reading.code, lang, params)


def dispute_to_json(score: Score, claimed: dict[str, int], found: list[Explanation], lang: str) -> dict[str, Any]:
    """The score's answer, and the comparison with what the player wrote (``calculators/disputes.py``)."""
    return with_report(score_to_json(score, lang), score.part_points(), claimed, found, lang, PART_CODES.get, mistake_sentence)


# --- Round flow ------------------------------------------------------------------------


def flow_to_json(flow: Flow, labels: list[str], opener: int, round_number: int | None, lang: str) -> dict[str, Any]:
    """``flow`` speaks of players by index; the answer names them (``labels``) and gives the indexes too."""
    name = labels.__getitem__
    order = [name(p) for p in flow.order]
    lines = [render("pixies.turn.offer", lang, {"opener": name(opener), "size": flow.offer_size, "order": ", ".join(order)})]
    if len(labels) == 2:
        lines.append(render("pixies.turn.two_players", lang, {"first": name(opener), "second": order[1]}))
    if flow.full_grids:
        lines.append(render("pixies.turn.grid_full", lang, {"players": and_list([name(p) for p in flow.full_grids], lang)}))
    game_over = flow.round_over and round_number == ROUNDS
    if flow.round_over:
        lines.append(render("pixies.turn.round_over", lang, {"left": flow.cards_left}))
        if game_over:
            lines.append(render("pixies.turn.game_over", lang, {"rounds": ROUNDS}))
        else:
            lines.append(render("pixies.turn.next_round", lang, {"player": name(flow.next_round_starter)}))
    elif flow.new_offer:
        lines.append(render("pixies.turn.new_offer", lang, {"player": name(flow.next_player), "size": flow.offer_size}))
    else:
        lines.append(render("pixies.turn.next", lang, {"player": name(flow.next_player), "index": flow.picks_made + 1, "size": flow.offer_size}))
        if flow.still_to_play:
            lines.append(render("pixies.turn.still_to_play", lang, {"players": and_list([name(p) for p in flow.still_to_play], lang)}))
        else:
            lines.append(render("pixies.turn.next_offer_opener", lang, {"player": name(flow.next_offer_opener)}))
    next_round_starter = None if game_over else flow.next_round_starter
    return {
        "players": list(labels),
        "opener": name(opener),
        "opener_index": opener,
        "round": round_number,
        "offer_size": flow.offer_size,
        "order": order,
        "order_indexes": list(flow.order),
        "picks_made": flow.picks_made,
        "cards_left": flow.cards_left,
        "full_grids": [name(p) for p in flow.full_grids],
        "round_over": flow.round_over,
        "game_over": game_over,
        "next_player": None if flow.next_player is None else name(flow.next_player),
        "next_player_index": flow.next_player,
        "new_offer": flow.new_offer,
        "next_offer_opener": None if flow.round_over else name(flow.next_offer_opener),
        "still_to_play": [name(p) for p in flow.still_to_play],
        "next_round_starter": None if next_round_starter is None else name(next_round_starter),
        "next_round_starter_index": next_round_starter,
        "explanation": lines,
    }


# --- Score sheet -----------------------------------------------------------------------


def sheet_to_json(
    labels: tuple[str, ...],
    typed: tuple[str, ...],
    rows: tuple,
    starters: tuple[int | None, ...],
    result: Standing,
    lang: str,
) -> dict[str, Any]:
    """``labels``: each player's name, or "Player 2" when none was typed (``typed`` is ``""`` then)."""
    # The final standing: a total still missing a round leaves the order undecided.
    complete = [all(score is not None for score in row) for row in rows]
    ranking = rank([[total if done else None] for total, done in zip(result.totals, complete)], ("total",))
    lines = []
    for round_number, without in result.missing:
        lines.append(render("pixies.sheet.missing", lang, {"round": round_number, "players": and_list(without, lang)}))
    if not result.leaders:
        lines.append(render("pixies.sheet.no_scores", lang))
    elif result.finished:
        lines.append(verdict(ranking, labels, lang) or "")
    elif len(result.leaders) == 1:
        lines.append(render("pixies.sheet.leader", lang, {"player": result.leaders[0], "points": points(result.best, lang)}))
    else:
        lines.append(render("pixies.sheet.level", lang, {"players": and_list(result.leaders, lang), "points": points(result.best, lang)}))
    coming = next_round(result)
    for round_number, starter in enumerate(starters, start=1):
        if starter is not None:
            lines.append(render("pixies.sheet.started_by", lang, {"round": round_number, "player": labels[starter]}))
        elif round_number == coming and round_number > 1:
            lines.append(render("pixies.sheet.starter_rule", lang, {"round": round_number, "previous": round_number - 1}))
    return {
        "players": [
            {"name": label, "typed_name": name, "rounds": list(row), "total": total, "leader": label in result.leaders}
            for label, name, row, total in zip(labels, typed, rows, result.totals)
        ],
        "starters": [None if starter is None else labels[starter] for starter in starters],
        "complete_rounds": list(result.complete_rounds),
        "next_round": coming,
        "next_players": list(result.next_players),
        "missing": [{"round": r, "players": list(without)} for r, without in result.missing],
        "leaders": list(result.leaders),
        "best_total": result.best,
        "finished": result.finished,
        "ranking": ranking.to_json(labels),
        "explanation": lines,
    }
