"""The Neteru actions offered by the API and the command line (``python -m calculators neteru ACTION``).

- ``score``: the whole table at the end of the game: each player's five scoring steps and the ranking.
- ``place``: where a card may be played, and where a Priest may move it.
- ``chariot``: which visible cards of an opponent a War Chariot may remove, and why the others are safe.
- ``first_turn``: the teach page's first turns, step by step, with the learner's tries
  (``calculators/neteru/first_turn.py``).
- ``dispute``: one player's count compared with the rules, and every frequent mistake that gives it.
"""

from __future__ import annotations

from typing import Any

from calculators.disputes import explain_claim, read_claim
from calculators.i18n import render
from calculators.inputs import read_int, read_object, reject_unknown_keys
from calculators.neteru.chariot import chariot_targets
from calculators.neteru.dispute import PARTS, mistaken_readings, part_points
from calculators.neteru.explain import chariot_to_json, dispute_to_json, place_to_json, score_to_json
from calculators.neteru.first_turn import first_turn
from calculators.neteru.placement import play_destinations, priest_move
from calculators.neteru.pyramid import FLOORS, SLOTS, Pyramid, allowed_slots
from calculators.neteru.reading import card_label, read_card, read_gods, read_player_ref, read_players, read_pyramid
from calculators.neteru.scoring import CRITERIA, score_player
from calculators.neteru.spec import SPEC
from calculators.neteru.validation import check_pyramid, check_table
from calculators.problems import Problems
from calculators.ranking import rank


def score(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"players": [...]}`` -> every player's steps and total, the ranking and its tie-breaks."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("players",), "", problems)
    players = read_players(obj.get("players"), "players", problems, lang)
    if players is not None:
        check_table(players, "players", problems, lang)
    if problems or players is None:
        return None
    scores = [score_player(player) for player in players if player is not None]
    return score_to_json(scores, rank([score.ranked_by for score in scores], CRITERIA), lang)


def _optional_pyramid(obj: dict, problems: Problems, owner: str, lang: str) -> tuple[Pyramid | None, dict[int, str]]:
    raw = obj.get("pyramid")
    pyramid = Pyramid() if raw is None else read_pyramid(raw, "pyramid", problems, owner, lang)
    gods = read_gods(obj.get("gods"), "gods", problems, owner)
    if pyramid is not None:
        check_pyramid(pyramid, gods, "pyramid", "gods", problems, owner, lang)
    return pyramid, gods


def place(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"card": {...}, "pyramid": {...}?, "gods": {...}?, "from": slot?}`` -> play slots and Priest moves.

    ``from`` is where the card lies now, for the Priest question; without it the card is looked
    for in the pyramid, else assumed on its primary slot.
    """
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("card", "pyramid", "gods", "from"), "", problems)
    owner = render("neteru.your_pyramid", lang)
    card = read_card(obj.get("card"), "card", problems, render("neteru.the_card", lang))
    pyramid, gods = _optional_pyramid(obj, problems, owner, lang)
    origin = None
    if obj.get("from") is not None:
        origin = read_int(obj.get("from"), "from", problems, minimum=1, maximum=len(SLOTS))
        if card is not None and origin is not None and origin not in allowed_slots(card):
            problems.error("from", "neteru.from_not_allowed", card=card_label(card, lang), slot=origin)
        if card is not None and origin is not None and pyramid is not None and pyramid[origin] not in (None, card):
            problems.error("from", "neteru.from_other_card", slot=origin, card=card_label(card, lang), other=card_label(pyramid[origin], lang))
    elif card is not None and pyramid is not None and card.number is not None:
        origin = next((slot for slot, seen in pyramid.visible() if seen == card), None)
    if problems or card is None or pyramid is None:
        return None
    # A card already visible in the pyramid is not in the hand: only the Priest question remains.
    placed = origin is not None and pyramid[origin] == card
    play = () if placed else play_destinations(card, pyramid, gods)
    return place_to_json(card, play, priest_move(card, origin, pyramid, gods), lang, placed_on=origin if placed else None)


def chariot(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"floor": 1-3, "pyramid": {...}, "gods": {...}?}`` -> removable and protected cards, with reasons."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("floor", "pyramid", "gods"), "", problems)
    floor = read_int(obj.get("floor"), "floor", problems, minimum=1, maximum=len(FLOORS))
    owner = render("neteru.opponent_pyramid", lang)
    if obj.get("pyramid") is None:
        problems.error("pyramid", "common.required")
        pyramid = None
        read_gods(obj.get("gods"), "gods", problems, owner)
        gods: dict[int, str] = {}
    else:
        pyramid, gods = _optional_pyramid(obj, problems, owner, lang)
    if problems or floor is None or pyramid is None:
        return None
    return chariot_to_json(floor, chariot_targets(floor, pyramid, gods), lang)


def dispute(data: Any, lang: str, problems: Problems) -> dict[str, Any] | None:
    """``{"players": [...], "player": 0 | "Ana", "claimed": 25 | {"total": 25, "gods": 4, ...}}`` -> that
    player's score, where their count differs, and every frequent mistake that gives it."""
    obj = read_object(data, "", problems)
    if obj is None:
        return None
    reject_unknown_keys(obj, ("players", "player", "claimed"), "", problems)
    players = read_players(obj.get("players"), "players", problems, lang)
    if players is not None:
        check_table(players, "players", problems, lang)
    claim = SPEC.limits["claim"]
    claimed = read_claim(obj.get("claimed"), "claimed", problems, PARTS, claim["min"], claim["max"])
    table = [player for player in players or [] if player is not None]
    who = read_player_ref(obj.get("player"), "player", [player.name for player in table], lang, problems)
    if problems or players is None or claimed is None or who is None:
        return None
    scored = score_player(table[who])
    found = explain_claim(part_points(scored), mistaken_readings(scored, table), claimed)
    return dispute_to_json(scored, claimed, found, lang)


ACTIONS = {"score": score, "place": place, "chariot": chariot, "first_turn": first_turn, "dispute": dispute}
