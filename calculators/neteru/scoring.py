"""End-of-game scoring of one player, in the rules' five steps.

Source: BGA rules, "Décompte" (with "Cartes Habitants", "La faveur des Dieux", "Cartes Pyramidion"):
1. each visible Mummy: -1; +1 with the Mummy pyramidion; +2 with Anubis; +3 with both;
2. visible inhabitants' printed points: Citizen 2, Priest 1, Scribe 1 (others 0);
3. Bastet doubles the step-2 points of the cards on its floor (Mummies are not doubled);
4. the bonuses of the player's two pyramidions, counting visible pyramid cards only
   (the Discard pyramidion counts the discard pile);
5. the gods' printed points, plus 2 per Mummy in one's discard pile with Nephthys.
Covered cards and cards left in hand never count.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from calculators.neteru.cards import (
    DIVERSITY_GROUP_SIZE,
    DIVERSITY_MAX_GROUPS,
    DIVERSITY_POINTS_PER_GROUP,
    GOD_POINTS,
    INHABITANT_POINTS,
    MUMMY_VALUE,
    NEPHTHYS_POINTS_PER_DISCARDED_MUMMY,
    PER_CARD_PYRAMIDIONS,
    TYPES,
)
from calculators.neteru.pyramid import FLOORS, floor_of
from calculators.neteru.reading import Player


@dataclass(frozen=True)
class Item:
    """One contribution to a step: its points and what it was counted from (``detail``)."""

    points: int
    detail: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {**self.detail, "points": self.points}


@dataclass(frozen=True)
class Step:
    """One of the five scoring steps: its items, plus facts the explanation needs (``info``)."""

    name: str
    items: tuple[Item, ...] = ()
    info: dict = field(default_factory=dict)

    @property
    def points(self) -> int:
        return sum(item.points for item in self.items)


@dataclass(frozen=True)
class PlayerScore:
    player: Player
    steps: tuple[Step, ...]

    @property
    def total(self) -> int:
        return sum(step.points for step in self.steps)

    def step(self, name: str) -> Step:
        return next(step for step in self.steps if step.name == name)

    @property
    def occupied(self) -> int:
        return self.player.pyramid.occupied()

    @property
    def god_points(self) -> int:
        """Points of step 5 (printed god points and Nephthys): the second tie-break."""
        return self.step("gods").points

    @property
    def ranked_by(self) -> tuple[int | None, int, int]:
        """The player's values for ``CRITERIA``; no final total (None) while a pyramidion is not chosen,
        so a ranking that hangs on it is undecided."""
        total = self.total if self.player.pyramidions_missing == 0 else None
        return (total, self.occupied, self.god_points)


# Ranking a table: most points wins; ties go to the most occupied slots, then to the most points
# from the gods (scoring step 5); players still level share the place (BGA rules, "Égalité").
# More is better on all three (``calculators/ranking.py``).
CRITERIA = ("total", "occupied_slots", "god_points")

STEP_NAMES = ("mummies", "inhabitants", "bastet", "pyramidions", "gods")


def score_player(player: Player) -> PlayerScore:
    return PlayerScore(
        player,
        (
            mummies_step(player),
            inhabitants_step(player),
            bastet_step(player),
            pyramidions_step(player),
            gods_step(player),
        ),
    )


def mummy_value(player: Player) -> int:
    """What each visible Mummy is worth for this player (the values do not add up: +3 at most)."""
    return MUMMY_VALUE[("mummy" in player.pyramidions, "anubis" in player.gods.values())]


def mummies_step(player: Player) -> Step:
    value = mummy_value(player)
    items = tuple(Item(value, {"slot": slot}) for slot, card in player.pyramid.visible() if card.type == "mummy")
    return Step(
        "mummies",
        items,
        {"per_mummy": value, "mummy_pyramidion": "mummy" in player.pyramidions, "anubis": "anubis" in player.gods.values()},
    )


def inhabitants_step(player: Player) -> Step:
    items = tuple(
        Item(INHABITANT_POINTS[card.type], {"slot": slot, "type": card.type})
        for slot, card in player.pyramid.visible()
        if card.type in INHABITANT_POINTS
    )
    return Step("inhabitants", items)


def bastet_floor(player: Player) -> int | None:
    return next((floor for floor, god in player.gods.items() if god == "bastet"), None)


def bastet_step(player: Player) -> Step:
    """The extra points Bastet gives: the step-2 points of its floor once more; Mummies stay as they are."""
    floor = bastet_floor(player)
    if floor is None:
        return Step("bastet", (), {"floor": None, "mummies_not_doubled": []})
    doubled = tuple(item for item in inhabitants_step(player).items if floor_of(item.detail["slot"]) == floor)
    mummies = [slot for slot, card in player.pyramid.visible() if card.type == "mummy" and floor_of(slot) == floor]
    return Step("bastet", doubled, {"floor": floor, "slots": list(FLOORS[floor]), "mummies_not_doubled": mummies})


def type_counts(player: Player) -> Counter:
    return Counter(card.type for _, card in player.pyramid.visible())


def pyramidion_item(pyramidion: str, player: Player) -> Item:
    visible = player.pyramid.visible()
    if pyramidion == "mummy":
        # Its effect is the Mummies' value in step 1; it adds nothing here.
        return Item(0, {"pyramidion": pyramidion, "in_step": "mummies"})
    if pyramidion in PER_CARD_PYRAMIDIONS:
        kinds, per_card = PER_CARD_PYRAMIDIONS[pyramidion]
        slots = [slot for slot, card in visible if card.type in kinds]
        return Item(per_card * len(slots), {"pyramidion": pyramidion, "count": len(slots), "per_card": per_card, "slots": slots})
    if pyramidion == "majority":
        counts = type_counts(player)
        most = max(counts.values(), default=0)
        types = [kind for kind in TYPES if counts[kind] == most and most > 0]
        return Item(most, {"pyramidion": pyramidion, "count": most, "per_card": 1, "types": types})
    if pyramidion == "discard":
        return Item(len(player.discard), {"pyramidion": pyramidion, "count": len(player.discard), "per_card": 1})
    # Diversity: sets of three different types, each type in one set only, three sets at most.
    types = [kind for kind in TYPES if type_counts(player)[kind]]
    groups = diversity_groups(len(types))
    return Item(
        groups * DIVERSITY_POINTS_PER_GROUP,
        {"pyramidion": pyramidion, "types": types, "groups": groups, "per_group": DIVERSITY_POINTS_PER_GROUP},
    )


def diversity_groups(kinds: int) -> int:
    """Diversity's sets among ``kinds`` different types: three types a set, three sets at most."""
    return min(kinds // DIVERSITY_GROUP_SIZE, DIVERSITY_MAX_GROUPS)


def pyramidions_step(player: Player) -> Step:
    return Step("pyramidions", tuple(pyramidion_item(p, player) for p in player.pyramidions))


def gods_step(player: Player) -> Step:
    items = [Item(GOD_POINTS[god], {"floor": floor, "god": god}) for floor, god in sorted(player.gods.items())]
    discarded = sum(1 for card in player.discard if card.type == "mummy")
    has_nephthys = "nephthys" in player.gods.values()
    if has_nephthys:
        items.append(Item(NEPHTHYS_POINTS_PER_DISCARDED_MUMMY * discarded, {"effect": "nephthys", "mummies": discarded}))
    return Step("gods", tuple(items), {"nephthys": has_nephthys, "discarded_mummies": discarded})
