"""Answers as JSON for the widgets, with sentences in the reader's language for every figure."""

from __future__ import annotations

from typing import Any

from calculators.disputes import Explanation, Reading, with_report
from calculators.i18n import render
from calculators.neteru.chariot import Target
from calculators.neteru.dispute import PART_CODES, part_points
from calculators.neteru.placement import Destination, PriestMove
from calculators.neteru.pyramid import FLOORS, Card, secondary_slots
from calculators.neteru.reading import card_label, god_term, pyramidion_term, type_term
from calculators.neteru.scoring import STEP_NAMES, PlayerScore, Step
from calculators.ranking import Place, Ranking, verdict
from calculators.wording import and_list, plain, signed


def _slots(slots: list[int]) -> str:
    return ", ".join(str(slot) for slot in slots)


def _where(slots: list[int], lang: str) -> str:
    """``slot 4`` or ``slots 3, 6`` in the reader's language."""
    key = "neteru.where_one" if len(slots) == 1 else "neteru.where_many"
    return render(key, lang, {"slots": _slots(slots)})


# ---------------------------------------------------------------- score

MUMMY_SENTENCES = {
    (False, False): "neteru.explain.mummies_plain",
    (True, False): "neteru.explain.mummies_pyramidion",
    (False, True): "neteru.explain.mummies_anubis",
    (True, True): "neteru.explain.mummies_both",
}


def step_to_json(step: Step) -> dict[str, Any]:
    return {"points": step.points, "signed": signed(step.points), **step.info, "items": [item.to_json() for item in step.items]}


def player_to_json(score: PlayerScore, lang: str) -> dict[str, Any]:
    return {
        "name": score.player.name,
        "total": score.total,
        "total_shown": plain(score.total),
        "pyramidions_missing": score.player.pyramidions_missing,
        "occupied_slots": score.occupied,
        "god_points": score.god_points,
        "steps": {name: step_to_json(score.step(name)) for name in STEP_NAMES},
        "cards": [{"slot": slot, **card.to_json(), "label": card_label(card, lang)} for slot, card in score.player.pyramid.visible()],
        "complete_floors": [floor for floor in FLOORS if score.player.pyramid.floor_complete(floor)],
        "discard": [{**card.to_json(), "label": card_label(card, lang)} for card in score.player.discard],
        "explanation": explain_player(score, lang),
    }


def score_to_json(scores: list[PlayerScore], ranking: Ranking, lang: str) -> dict[str, Any]:
    players = [player_to_json(score, lang) for score in scores]
    names = [score.player.name for score in scores]
    lines = explain_ranking(ranking, names, lang)
    return {
        "players": players,
        "ranking": ranking.to_json(names),
        # The sentence that names the winner (or says the winner is not known yet): the last but
        # one line of the ranking, or its only line.
        "verdict": lines[-2] if len(lines) > 1 else lines[0],
        "explanation": [line for player in players for line in player["explanation"]] + lines,
    }


def explain_player(score: PlayerScore, lang: str) -> list[str]:
    name = score.player.name
    lines = []
    mummies = score.step("mummies")
    if mummies.items:
        info = mummies.info
        code = MUMMY_SENTENCES[(info["mummy_pyramidion"], info["anubis"])]
        slots = [item.detail["slot"] for item in mummies.items]
        lines.append(
            render(
                code,
                lang,
                {"name": name, "where": _where(slots, lang), "count": len(slots), "value": signed(info["per_mummy"]), "points": signed(mummies.points)},
            )
        )
    inhabitants = score.step("inhabitants")
    if inhabitants.items:
        terms = " + ".join(
            render("neteru.term_slot", lang, {"points": item.points, "type": type_term(item.detail["type"]), "slot": item.detail["slot"]})
            for item in inhabitants.items
        )
        lines.append(render("neteru.explain.inhabitants", lang, {"name": name, "terms": terms, "points": inhabitants.points}))
    else:
        lines.append(render("neteru.explain.no_inhabitants", lang, {"name": name}))
    bastet = score.step("bastet")
    if bastet.info["floor"] is not None:
        floor = bastet.info["floor"]
        if bastet.items:
            slots = [item.detail["slot"] for item in bastet.items]
            lines.append(render("neteru.explain.bastet", lang, {"name": name, "floor": floor, "where": _where(slots, lang), "points": signed(bastet.points)}))
        else:
            lines.append(render("neteru.explain.bastet_nothing", lang, {"name": name, "floor": floor}))
        if bastet.info["mummies_not_doubled"]:
            lines.append(render("neteru.explain.bastet_mummies", lang, {"name": name, "where": _where(bastet.info["mummies_not_doubled"], lang)}))
    for item in score.step("pyramidions").items:
        lines.append(_pyramidion_line(name, item.detail, item.points, lang))
    gods = score.step("gods")
    printed = [item for item in gods.items if "god" in item.detail]
    if printed:
        terms = " + ".join(render("neteru.term_god", lang, {"god": god_term(item.detail["god"]), "points": item.points}) for item in printed)
        lines.append(render("neteru.explain.gods", lang, {"name": name, "terms": terms, "points": sum(i.points for i in printed)}))
    else:
        lines.append(render("neteru.explain.no_gods", lang, {"name": name}))
    if gods.info["nephthys"]:
        count = gods.info["discarded_mummies"]
        lines.append(render("neteru.explain.nephthys", lang, {"name": name, "count": count, "points": signed(2 * count)}))
    if score.player.pyramidions_missing:
        chosen = len(score.player.pyramidions)
        lines.append(render("neteru.explain.pyramidions_missing", lang, {"name": name, "chosen": chosen}))
    lines.append(
        render("neteru.explain.total", lang, {"name": name, "total": plain(score.total), "slots": score.occupied, "gods": score.god_points})
    )
    return lines


def _pyramidion_line(name: str, detail: dict, points: int, lang: str) -> str:
    pyramidion = detail["pyramidion"]
    params: dict[str, Any] = {"name": name, "pyramidion": pyramidion_term(pyramidion), "points": signed(points)}
    if pyramidion == "mummy":
        return render("neteru.explain.pyr_mummy", lang, params)
    if pyramidion == "majority":
        if not detail["types"]:
            return render("neteru.explain.pyr_majority_empty", lang, params)
        params.update(types=[type_term(kind) for kind in detail["types"]], count=detail["count"])
        return render("neteru.explain.pyr_majority", lang, params)
    if pyramidion == "discard":
        return render("neteru.explain.pyr_discard", lang, {**params, "count": detail["count"]})
    if pyramidion == "diversity":
        return render("neteru.explain.pyr_diversity", lang, {**params, "count": len(detail["types"]), "groups": detail["groups"]})
    slots = detail["slots"]
    key = "neteru.explain.pyr_per_card" if slots else "neteru.explain.pyr_per_card_none"
    return render(key, lang, {**params, "count": detail["count"], "per_card": detail["per_card"], "where": _where(slots, lang)})


def _levels(places: list[Place], depth: int) -> list[list[Place]]:
    """``places`` grouped by their value of one criterion, in ranking order."""
    groups: dict[Any, list[Place]] = {}
    for place in places:
        groups.setdefault(place.values[depth], []).append(place)
    return list(groups.values())


def explain_ranking(ranking: Ranking, names: list[str], lang: str) -> list[str]:
    """The podium, then for each group of players level on points how the tie-breaks settled it."""
    if ranking.outcome == "undecided":
        return [render("neteru.explain.undecided", lang)]
    places = list(ranking.places)

    def who(group: list[Place]) -> str:
        return and_list([names[place.player] for place in group], lang)

    def details(group: list[Place], depth: int) -> str:
        return ", ".join(f"{names[place.player]} {place.values[depth]}" for place in group)

    lines = []
    for level in _levels(places, 0):
        if len(level) < 2:
            continue
        lines.append(render("neteru.explain.tie", lang, {"names": who(level), "total": plain(level[0].values[0])}))
        lines.append(render("neteru.explain.tie_slots", lang, {"details": details(level, 1)}))
        for same in _levels(level, 1):
            if len(same) < 2:
                continue
            lines.append(render("neteru.explain.tie_gods", lang, {"names": who(same), "details": details(same, 2)}))
            for shared in _levels(same, 2):
                if len(shared) > 1:
                    lines.append(render("neteru.explain.shared_place", lang, {"names": who(shared), "rank": shared[0].rank}))
    lines.append(verdict(ranking, names, lang) or "")
    order = ", ".join(f"{place.rank}. {names[place.player]} ({plain(place.values[0])})" for place in places)
    lines.append(render("neteru.explain.ranking", lang, {"order": order}))
    return lines


# ---------------------------------------------------------------- place


def _destination_lines(dest: Destination, lang: str) -> list[str]:
    lines = []
    if dest.covers is not None:
        lines.append(render("neteru.explain.covers", lang, {"slot": dest.slot, "card": card_label(dest.covers, lang)}))
    floor = next(f for f, slots in FLOORS.items() if dest.slot in slots)
    if dest.completes_floor:
        key = "neteru.explain.completes_god" if dest.earns_god else "neteru.explain.completes_no_god"
        lines.append(render(key, lang, {"slot": dest.slot, "floor": floor}))
    elif dest.depends_on_pile:
        lines.append(render("neteru.explain.maybe_completes", lang, {"slot": dest.slot, "floor": floor}))
    return lines


def place_to_json(
    card: Card, play: tuple[Destination, ...], priest: PriestMove, lang: str, placed_on: int | None = None
) -> dict[str, Any]:
    label = card_label(card, lang)
    lines = []
    if placed_on is not None:
        lines.append(render("neteru.explain.already_placed", lang, {"card": label, "slot": placed_on}))
    elif card.number is None:
        lines.append(render("neteru.explain.play_anywhere", lang, {"card": label}))
    else:
        lines.append(render("neteru.explain.play_primary", lang, {"card": label, "slot": card.number, "floor": play[0].to_json()["floor"]}))
    for dest in play:
        lines.extend(_destination_lines(dest, lang))
    if priest.reason == "unnumbered":
        lines.append(render("neteru.explain.priest_unnumbered", lang, {"card": label}))
    elif priest.reason == "not_on_primary":
        lines.append(render("neteru.explain.priest_not_primary", lang, {"card": label, "origin": priest.origin, "number": card.number}))
    else:
        first, second = secondary_slots(card.number)
        lines.append(render("neteru.explain.priest_moves", lang, {"card": label, "origin": priest.origin, "first": first, "second": second}))
        for dest in priest.destinations:
            lines.extend(_destination_lines(dest, lang))
        if card.type == "priest":
            lines.append(render("neteru.explain.priest_self", lang, {"card": label}))
    return {
        "card": card.to_json(),
        "label": label,
        "primary": card.number,
        "secondary": list(secondary_slots(card.number)) if card.number else [],
        "in_pyramid": placed_on,
        "play": [dest.to_json() for dest in play],
        "priest": {
            "allowed": priest.allowed,
            "from": priest.origin,
            "reason": priest.reason,
            "to": [dest.to_json() for dest in priest.destinations],
        },
        "explanation": lines,
    }


# ---------------------------------------------------------------- chariot


def _reason(protection, lang: str) -> str:
    if protection.by == "isis":
        return render("neteru.reason.isis", lang)
    return render("neteru.reason.guard", lang, {"slot": protection.guard_slot})


def chariot_to_json(floor: int, targets: tuple[Target, ...], lang: str) -> dict[str, Any]:
    lines = [render("neteru.explain.chariot_floor", lang, {"floor": floor, "where": _where(list(FLOORS[floor]), lang)})]
    if not targets:
        lines.append(render("neteru.explain.chariot_empty", lang, {"floor": floor}))
    for target in targets:
        label = card_label(target.card, lang)
        if target.removable:
            lines.append(render("neteru.explain.removable", lang, {"slot": target.slot, "card": label}))
        else:
            reasons = [
                render("neteru.reason.guard_self", lang) if p.by == "guard" and p.guard_slot == target.slot else _reason(p, lang)
                for p in target.protections
            ]
            lines.append(render("neteru.explain.protected", lang, {"slot": target.slot, "card": label, "reasons": "; ".join(reasons)}))
    removable = [t.slot for t in targets if t.removable]
    if targets:
        if removable:
            lines.append(render("neteru.explain.chariot_choice", lang, {"where": _where(removable, lang)}))
        else:
            lines.append(render("neteru.explain.chariot_none", lang, {"floor": floor}))
    return {
        "floor": floor,
        "slots": list(FLOORS[floor]),
        "removable": [{"slot": t.slot, **t.card.to_json()} for t in targets if t.removable],
        "protected": [
            {"slot": t.slot, **t.card.to_json(), "reasons": [p.to_json() for p in t.protections]} for t in targets if not t.removable
        ],
        "explanation": lines,
    }


def mistake_sentence(reading: Reading, lang: str) -> str:
    params = dict(reading.params)
    if "slots" in params:
        params["slots"] = _where(params["slots"], lang)
    if "floors" in params:
        params["floors"] = and_list([str(floor) for floor in params["floors"]], lang)
    if isinstance(params.get("points"), int):
        params["points"] = signed(params["points"])
    return render(reading.code, lang, params)


def dispute_to_json(score: PlayerScore, claimed: dict[str, int], found: list[Explanation], lang: str) -> dict[str, Any]:
    """One player's score and the comparison with their count (``calculators/disputes.py``)."""
    return with_report(player_to_json(score, lang), part_points(score), claimed, found, lang, PART_CODES.get, mistake_sentence)
