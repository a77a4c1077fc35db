"""Neteru taught by doing: the first turns of the teach page, step by step (``calculators.first_turn``).

Ana (pyramidions Majority, open, and Diversity, secret) and Bo (Chariot & Guard, open, and
Mummy, secret) play; Bastet and Isis wait in the middle. Ana plays a Citizen 1, Bo a Priest 3
that has nothing to move, Ana a Scribe 2 that finishes floor 1 (she takes Bastet), Bo's War
Chariot takes her Citizen 1, Ana's Sphinx brings it back, and the table is scored as it stands.
Each step's explanation is the rules' own: the ``place``, ``chariot`` and ``score`` answers (the
same functions, called directly). The learner may try another slot for a card, the other god,
and another target for the Chariot.
"""

from __future__ import annotations

from typing import Any

from calculators.first_turn import Step, action, cell, group, question, words
from calculators.neteru.chariot import chariot_targets
from calculators.neteru.explain import chariot_to_json, place_to_json, score_to_json
from calculators.neteru.placement import play_destinations, priest_move
from calculators.neteru.pyramid import FLOORS, SLOTS, Card, Pyramid
from calculators.neteru.reading import Player, card_label
from calculators.neteru.scoring import CRITERIA, score_player
from calculators.ranking import rank

ANA, BO = "Ana", "Bo"
CITIZEN_1, SCRIBE_2, MUMMY_4 = Card("citizen", 1), Card("scribe", 2), Card("mummy", 4)
PRIEST_3, CHARIOT_1, SPHINX = Card("priest", 3), Card("chariot", 1), Card("sphinx")
HANDS = {ANA: (CITIZEN_1, SCRIBE_2, MUMMY_4, Card("guard", 7)), BO: (CHARIOT_1, PRIEST_3, Card("citizen", 6), Card("phoenix"))}
PYRAMIDIONS = {ANA: ("majority", "diversity"), BO: ("chariot_guard", "mummy")}
OFFER, CHOSEN, REVEALED = ("bastet", "isis"), "bastet", "thoth"


def _text(index: int, lang: str, **params: Any) -> dict[str, str]:
    params = {"player": ANA, "other": BO, **params}
    return {"title": words(f"neteru.first.title_{index}", lang, params), "say": words(f"neteru.first.say_{index}", lang, params)}


def _god(key: str, lang: str) -> str:
    return words(f"neteru.god.{key}", lang)


def _pyramid_group(player: str, cards: dict[int, Card], gods: dict[int, str], lang: str, marks: dict[int, str] | None = None) -> dict:
    """A pyramid as rows of floors, each slot in words, each floor's god at its end."""
    marks = marks or {}
    rows = []
    for floor, slots in FLOORS.items():
        row = [cell(words("neteru.first.slot", lang, {"n": slot, "card": card_label(cards[slot], lang)}) if slot in cards
                    else words("neteru.first.slot_empty", lang, {"n": slot}), "face_up" if slot in cards else "empty", marks.get(slot))
               for slot in slots]
        if floor in gods:
            row.append(cell(words("neteru.first.god_beside", lang, {"god": _god(gods[floor], lang)}), "note"))
        rows.append(row)
    return group(words("neteru.first.pyramid_of", lang, {"player": player}), rows)


def _middle_group(gods: tuple[str, ...], lang: str, marks: dict[str, str] | None = None) -> dict:
    marks = marks or {}
    return group(words("neteru.pic.middle", lang), [[cell(_god(god, lang), "face_up", marks.get(god)) for god in gods]])


def _pyramid_picture(player: str, cards: dict[int, Card], gods: dict[int, str], new: list[int]) -> dict[str, Any]:
    data = {"name": player, "pyramid": {str(slot): card.to_json() for slot, card in cards.items()}, "new": new}
    return {"kind": "pyramid", "data": {**data, **({"gods": {str(f): g for f, g in gods.items()}} if gods else {})}}


def _place(card: Card, cards: dict[int, Card], gods: dict[int, str], lang: str) -> dict[str, Any]:
    """What the ``place`` action answers for ``card`` played from the hand."""
    pyramid = Pyramid(dict(cards))
    return place_to_json(card, play_destinations(card, pyramid, gods), priest_move(card, None, pyramid, gods), lang)


def _ask_slot(card: Card, lang: str) -> dict[str, Any]:
    label = card_label(card, lang)
    return question(words("neteru.first.ask_slot", lang, {"card": label}), [(str(slot), words("neteru.first.choice_slot", lang, {"n": slot})) for slot in SLOTS])


def _judge_slot(card: Card, cards: dict[int, Card], gods: dict[int, str]):
    def judge(value: str, lang: str) -> dict[str, Any]:
        slot = int(value)
        answer = _place(card, cards, gods, lang)
        allowed = [dest["slot"] for dest in answer["play"]]
        label = card_label(card, lang)
        if slot not in allowed:
            return {"ok": False, "lines": [words("neteru.first.not_there", lang, {"card": label, "slot": slot, "slots": ", ".join(map(str, allowed))}), answer["explanation"][0]]}
        dest = next(dest for dest in answer["play"] if dest["slot"] == slot)
        lines = [words("neteru.first.there", lang, {"card": label, "slot": slot})]
        if dest["covers"]:
            lines.append(words("neteru.explain.covers", lang, {"slot": slot, "card": card_label(Card(dest["covers"]["type"], dest["covers"].get("number")), lang)}))
        if dest["completes_floor"]:
            lines.append(words("neteru.first.completes", lang, {"floor": dest["floor"]}) if dest["earns_god"] else words("neteru.first.no_second_god", lang, {"floor": dest["floor"]}))
        return {"ok": True, "lines": lines}

    return judge


# The steps ---------------------------------------------------------------------------------------


def _setup(lang: str) -> dict[str, Any]:
    hands = [group(words("neteru.first.hand_of", lang, {"player": player}), [[cell(card_label(card, lang), "face_up") for card in HANDS[player]]]) for player in (ANA, BO)]
    pyramidions = [words("neteru.first.pyramidions", lang, {"player": player, "open": words(f"neteru.pyramidion.{open_}", lang), "secret": words(f"neteru.pyramidion.{secret}", lang)})
                   for player, (open_, secret) in PYRAMIDIONS.items()]
    return {
        **_text(0, lang),
        "board": {"groups": [*hands, _middle_group(OFFER, lang)]},
        "picture": _pyramid_picture(ANA, {}, {}, []),
        "why": [*pyramidions, words("neteru.first.why_turn", lang, {"hand": len(HANDS[ANA])})],
    }


def _opening(index: int, player: str, card: Card, effect: str):
    """Step ``index``: ``player``'s first card on an empty pyramid, where it goes and what its effect
    does (the message ``effect``)."""

    def answer(lang: str) -> dict[str, Any]:
        cards, label = {card.number: card}, card_label(card, lang)
        return {
            **_text(index, lang, card=label),
            "board": {"groups": [_pyramid_group(player, cards, {}, lang, {card.number: "new"})]},
            "picture": _pyramid_picture(player, cards, {}, [card.number]),
            "why": [*_place(card, {}, {}, lang)["explanation"][:1], words(effect, lang, {"card": label})],
            "question": _ask_slot(card, lang),
        }

    return answer


def _ana_scribe(lang: str) -> dict[str, Any]:
    before, after = {1: CITIZEN_1}, {1: CITIZEN_1, 2: SCRIBE_2}
    scribe = card_label(SCRIBE_2, lang)
    return {
        **_text(3, lang, card=scribe, god=_god(CHOSEN, lang)),
        "board": {"groups": [_pyramid_group(ANA, after, {1: CHOSEN}, lang, {2: "new"}), _middle_group((OFFER[1], REVEALED), lang, {REVEALED: "revealed"})]},
        "picture": {"kind": "gods", "data": {"name": ANA, "pyramid": {str(s): c.to_json() for s, c in after.items()}, "floor": 1,
                                             "offer": list(OFFER), "chosen": CHOSEN, "revealed": REVEALED, "new": [2]}},
        "why": [*_place(SCRIBE_2, before, {}, lang)["explanation"],
                words("neteru.first.scribe_effect", lang, {"card": scribe, "discarded": card_label(MUMMY_4, lang)}),
                words("neteru.first.god_after", lang, {"floor": 1})],
        "question": question(words("neteru.first.ask_god", lang), [(god, _god(god, lang)) for god in OFFER]),
    }


def _judge_god(value: str, lang: str) -> dict[str, Any]:
    return {"ok": True, "lines": [words(f"neteru.pic.god_{value}", lang), words("neteru.first.god_kept", lang, {"god": _god(value, lang), "floor": 1})]}


ANA_AFTER_SCRIBE = {1: CITIZEN_1, 2: SCRIBE_2}


def _chariot_answer(lang: str) -> dict[str, Any]:
    """What the ``chariot`` action answers for Bo's Chariot on floor 1 against Ana's pyramid."""
    return chariot_to_json(1, chariot_targets(1, Pyramid(dict(ANA_AFTER_SCRIBE)), {1: CHOSEN}), lang)


def _bo_chariot(lang: str) -> dict[str, Any]:
    answer = _chariot_answer(lang)
    return {
        **_text(4, lang, card=card_label(CHARIOT_1, lang)),
        "board": {"groups": [_pyramid_group(BO, {1: CHARIOT_1, 3: PRIEST_3}, {}, lang, {1: "new"}),
                             _pyramid_group(ANA, ANA_AFTER_SCRIBE, {1: CHOSEN}, lang, {1: "taken"})]},
        "picture": {"kind": "chariot", "data": {"name": ANA, "floor": 1, "pyramid": {str(s): c.to_json() for s, c in ANA_AFTER_SCRIBE.items()},
                                                "gods": {"1": CHOSEN}, "taken": 1}},
        "why": answer["explanation"],
        "question": question(words("neteru.first.ask_chariot", lang, {"player": ANA}),
                             [(str(slot), words("neteru.first.slot", lang, {"n": slot, "card": card_label(card, lang)})) for slot, card in ANA_AFTER_SCRIBE.items()]),
    }


def _judge_chariot(value: str, lang: str) -> dict[str, Any]:
    slot = int(value)
    answer = _chariot_answer(lang)
    removable = any(target["slot"] == slot for target in answer["removable"])
    # The answer says the floor it reaches, then one line per card on it, in slot order.
    reached = sorted(slot for slot in ANA_AFTER_SCRIBE if slot in FLOORS[1])
    return {"ok": removable, "lines": [answer["explanation"][0], answer["explanation"][1 + reached.index(slot)]]}


def _after_attack(lang: str) -> dict[str, Any]:
    cards = {2: SCRIBE_2}
    return {
        **_text(5, lang, god=_god(CHOSEN, lang)),
        "board": {"groups": [_pyramid_group(ANA, cards, {1: CHOSEN}, lang, {1: "taken"})]},
        "picture": _pyramid_picture(ANA, cards, {1: CHOSEN}, []),
        "why": [words("neteru.first.god_kept", lang, {"god": _god(CHOSEN, lang), "floor": 1}),
                words("neteru.first.discarded_to", lang, {"card": card_label(CITIZEN_1, lang), "player": ANA})],
    }


def _ana_sphinx(lang: str) -> dict[str, Any]:
    before, after = {2: SCRIBE_2}, {1: CITIZEN_1, 2: SCRIBE_2, 6: SPHINX}
    back = _place(CITIZEN_1, {2: SCRIBE_2, 6: SPHINX}, {1: CHOSEN}, lang)
    return {
        **_text(6, lang, card=card_label(SPHINX, lang), back=card_label(CITIZEN_1, lang)),
        "board": {"groups": [_pyramid_group(ANA, after, {1: CHOSEN}, lang, {6: "new", 1: "new"})]},
        "picture": _pyramid_picture(ANA, after, {1: CHOSEN}, [6, 1]),
        "why": [*_place(SPHINX, before, {1: CHOSEN}, lang)["explanation"][:1], words("neteru.first.sphinx_effect", lang, {"card": card_label(CITIZEN_1, lang)}),
                back["explanation"][0], words("neteru.first.no_second_god", lang, {"floor": 1})],
        "question": _ask_slot(SPHINX, lang),
    }


def _players() -> list[Player]:
    ana = Player(ANA, Pyramid({1: CITIZEN_1, 2: SCRIBE_2, 6: SPHINX}), {1: CHOSEN}, PYRAMIDIONS[ANA], (MUMMY_4,))
    bo = Player(BO, Pyramid({1: CHARIOT_1, 3: PRIEST_3}), {}, PYRAMIDIONS[BO], ())
    return [ana, bo]


def _score(lang: str) -> dict[str, Any]:
    scores = [score_player(player) for player in _players()]
    answer = score_to_json(scores, rank([score.ranked_by for score in scores], CRITERIA), lang)
    totals = {player["name"]: player["total"] for player in answer["players"]}
    return {
        **_text(7, lang, total=totals[ANA], other_total=totals[BO]),
        "board": {"groups": [group(name, [[cell(words("neteru.first.total", lang, {"total": total}), "player")]]) for name, total in totals.items()]},
        "picture": {"kind": "score", "data": {"players": [
            {"name": p.name, "pyramid": {str(s): c.to_json() for s, c in p.pyramid.cards.items()}, "gods": {str(f): g for f, g in p.gods.items()},
             "pyramidions": list(p.pyramidions), "discard": [c.to_json() for c in p.discard]} for p in _players()]}},
        "why": answer["explanation"],
    }


STEPS = (
    Step(_setup),
    Step(_opening(1, ANA, CITIZEN_1, "neteru.first.no_effect"), _judge_slot(CITIZEN_1, {}, {})),
    Step(_opening(2, BO, PRIEST_3, "neteru.first.priest_nothing"), _judge_slot(PRIEST_3, {}, {})),
    Step(_ana_scribe, _judge_god),
    Step(_bo_chariot, _judge_chariot),
    Step(_after_attack),
    Step(_ana_sphinx, _judge_slot(SPHINX, {2: SCRIBE_2}, {1: CHOSEN})),
    Step(_score),
)

first_turn = action(STEPS)
