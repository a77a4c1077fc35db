"""Dispute mode for Neteru: the frequent mistakes of the rules page ({#mistakes}) and the teach page,
each a pure function that scores one player the wrong way; ``calculators/disputes.py`` matches
them with what the player wrote (the total, or the five steps of the count).

Mistakes (BGA rules, "Les piles", "Décompte", "Cartes Pyramidion", "La faveur des Dieux"):

- a covered card counted (``covered_card_counted``): one card under a pile, or all of them, scored
  as if visible (its printed points, a Mummy's value);
- Bastet doubling the Mummies of her floor (``bastet_doubles_mummies``) or the pyramidion bonuses
  earned by the cards of her floor (``bastet_doubles_pyramidions``);
- Anubis and the Mummy pyramidion stacked to +4 a Mummy (``mummy_plus_four``): together +3;
- a pyramidion counting the discard pile (``pyramidion_counts_discard``): only the Discard
  pyramidion looks at it;
- Diversity counting cards instead of kinds (``diversity_counts_cards``);
- a god given back when its floor lost a card (``god_given_back``): one god, or all of them;
- Nephthys counting the Mummies of every discard pile (``nephthys_every_discard``);
- a whole step left out (``part_forgotten``).

``marks`` name slots (``4``), floors (``"floor 2"``), pyramidions, gods and the discard pile,
as strings a widget can match.
"""

from __future__ import annotations

from calculators.disputes import Reading, forgotten_parts, with_parts
from calculators.neteru import cards
from calculators.neteru.pyramid import floor_of
from calculators.neteru.reading import Player
from calculators.neteru.scoring import STEP_NAMES, PlayerScore, bastet_floor, diversity_groups, mummy_value

PARTS = STEP_NAMES
PART_CODES = {
    "total": "neteru.part.total",
    "mummies": "neteru.part.mummies",
    "inhabitants": "neteru.part.inhabitants",
    "bastet": "neteru.part.bastet",
    "pyramidions": "neteru.part.pyramidions",
    "gods": "neteru.part.gods",
}


def part_points(score: PlayerScore) -> dict[str, int]:
    return {name: score.step(name).points for name in STEP_NAMES}


def covered_card_counted(player: Player, correct: dict[str, int]) -> list[Reading]:
    """Each covered card, and all of them, scored as if it were visible."""
    under = [(slot, card) for slot, pile in sorted(player.covered.items()) for card in pile]
    value = mummy_value(player)
    groups = [[one] for one in under] + ([under] if len(under) > 1 else [])
    readings = []
    for group in groups:
        mummies = value * sum(1 for _, card in group if card.type == "mummy")
        printed = sum(cards.INHABITANT_POINTS.get(card.type, 0) for _, card in group)
        if mummies or printed:
            slots = sorted({slot for slot, _ in group})
            parts = with_parts(correct, mummies=correct["mummies"] + mummies, inhabitants=correct["inhabitants"] + printed)
            readings.append(Reading("neteru.mistake.covered_card_counted", parts, {"slots": slots, "points": mummies + printed}, tuple(slots), len(group) < len(under)))
    return readings


def bastet_readings(player: Player, correct: dict[str, int]) -> list[Reading]:
    floor = bastet_floor(player)
    if floor is None:
        return []
    on_floor = [(slot, card) for slot, card in player.pyramid.visible() if floor_of(slot) == floor]
    readings = []
    mummies = [slot for slot, card in on_floor if card.type == "mummy"]
    if mummies:
        extra = mummy_value(player) * len(mummies)
        readings.append(Reading("neteru.mistake.bastet_doubles_mummies", with_parts(correct, bastet=correct["bastet"] + extra), {"floor": floor, "points": extra}, tuple(mummies)))
    extra, marked = 0, []
    for pyramidion in player.pyramidions:
        if pyramidion in cards.PER_CARD_PYRAMIDIONS:
            kinds, per_card = cards.PER_CARD_PYRAMIDIONS[pyramidion]
            slots = [slot for slot, card in on_floor if card.type in kinds]
            extra += per_card * len(slots)
            marked += slots
    if extra:
        readings.append(Reading("neteru.mistake.bastet_doubles_pyramidions", with_parts(correct, pyramidions=correct["pyramidions"] + extra), {"floor": floor, "points": extra}, tuple(sorted(marked))))
    return readings


def mummy_plus_four(player: Player, correct: dict[str, int]) -> Reading | None:
    both = cards.MUMMY_VALUE[(True, True)]
    mummies = [slot for slot, card in player.pyramid.visible() if card.type == "mummy"]
    if mummy_value(player) != both or not mummies:
        return None
    # Each bonus added to the plain -1 on its own: -1 + 2 (pyramidion) + 3 (Anubis) = +4.
    plain = cards.MUMMY_VALUE[(False, False)]
    stacked = plain + (cards.MUMMY_VALUE[(True, False)] - plain) + (cards.MUMMY_VALUE[(False, True)] - plain)
    return Reading("neteru.mistake.mummy_plus_four", with_parts(correct, mummies=stacked * len(mummies)), {"value": stacked, "right": both}, tuple(mummies))


def pyramidion_counts_discard(player: Player, correct: dict[str, int]) -> Reading | None:
    extra = 0
    for pyramidion in player.pyramidions:
        if pyramidion in cards.PER_CARD_PYRAMIDIONS:
            kinds, per_card = cards.PER_CARD_PYRAMIDIONS[pyramidion]
            extra += per_card * sum(1 for card in player.discard if card.type in kinds)
    if not extra:
        return None
    return Reading("neteru.mistake.pyramidion_counts_discard", with_parts(correct, pyramidions=correct["pyramidions"] + extra), {"points": extra}, ("discard",))


def diversity_counts_cards(player: Player, correct: dict[str, int], score: PlayerScore) -> Reading | None:
    if "diversity" not in player.pyramidions:
        return None
    right = next(item for item in score.step("pyramidions").items if item.detail.get("pyramidion") == "diversity")
    counted = player.pyramid.occupied()
    wrong = diversity_groups(counted) * cards.DIVERSITY_POINTS_PER_GROUP
    if wrong == right.points:
        return None
    return Reading(
        "neteru.mistake.diversity_counts_cards",
        with_parts(correct, pyramidions=correct["pyramidions"] - right.points + wrong),
        {"cards": counted, "kinds": len(right.detail["types"]), "points": wrong},
        ("diversity",),
    )


def god_given_back(player: Player, correct: dict[str, int]) -> list[Reading]:
    """The gods beside floors that are no longer complete left out: one god, or all of them."""
    gods = [(floor, god) for floor, god in sorted(player.gods.items()) if not player.pyramid.floor_complete(floor)]
    groups = [[one] for one in gods] + ([gods] if len(gods) > 1 else [])
    readings = []
    for group in groups:
        lost = sum(cards.GOD_POINTS[god] for _, god in group)
        floors = [floor for floor, _ in group]
        marks = tuple(f"floor {floor}" for floor in floors)
        readings.append(Reading("neteru.mistake.god_given_back", with_parts(correct, gods=correct["gods"] - lost), {"floors": floors, "points": lost}, marks, len(group) < len(gods)))
    return readings


def nephthys_every_discard(player: Player, table: list[Player], correct: dict[str, int]) -> Reading | None:
    if "nephthys" not in player.gods.values():
        return None
    others = sum(1 for other in table if other is not player for card in other.discard if card.type == "mummy")
    if not others:
        return None
    extra = cards.NEPHTHYS_POINTS_PER_DISCARDED_MUMMY * others
    return Reading("neteru.mistake.nephthys_every_discard", with_parts(correct, gods=correct["gods"] + extra), {"mummies": others, "points": extra}, ("discard",))


def mistaken_readings(score: PlayerScore, table: list[Player]) -> list[Reading]:
    player = score.player
    correct = part_points(score)
    found = [
        *covered_card_counted(player, correct),
        *bastet_readings(player, correct),
        mummy_plus_four(player, correct),
        pyramidion_counts_discard(player, correct),
        diversity_counts_cards(player, correct, score),
        *god_given_back(player, correct),
        nephthys_every_discard(player, table, correct),
        *[Reading(r.code, r.parts, r.params, (), alone=True) for r in forgotten_parts(correct, "neteru.mistake.part_forgotten", PART_CODES.get)],
    ]
    return [reading for reading in found if reading is not None]
