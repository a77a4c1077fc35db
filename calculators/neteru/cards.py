"""The material of Neteru: inhabitant types, gods and pyramidions, with their printed points.

Source: Board Game Arena's Neteru help page (shared/sources/004), sections "Matériel",
"Cartes Habitants", "La faveur des Dieux", "Cartes Pyramidion" and "Décompte".
"""

from __future__ import annotations

from calculators.neteru.spec import SPEC

# 72 inhabitants: seven numbered types, nine of each (numbers 1-9), plus 4 Sphinxes and 5 Phoenixes.
NUMBERED_TYPES = ("scribe", "mummy", "citizen", "guard", "tomb_robber", "chariot", "priest")
UNNUMBERED_TYPES = ("sphinx", "phoenix")
TYPES = NUMBERED_TYPES + UNNUMBERED_TYPES
NUMBERS = tuple(range(1, 10))
COPIES = {**{kind: len(NUMBERS) for kind in NUMBERED_TYPES}, "sphinx": 4, "phoenix": 5}
INHABITANT_CARDS = sum(COPIES.values())  # 72: the most a discard pile can hold

# Step 2 of the scoring: printed points of a visible inhabitant (the Mummy's -1 is step 1).
INHABITANT_POINTS = {"citizen": 2, "priest": 1, "scribe": 1}

# The 12 gods and their printed points (step 5 of the scoring).
GOD_POINTS = {
    "osiris": 1,
    "bastet": 1,
    "sobek": 1,
    "nephthys": 1,
    "ra": 2,
    "anubis": 2,
    "thoth": 2,
    "sekhmet": 2,
    "horus": 3,
    "seth": 3,
    "isis": 3,
    "amon_ra": 4,
}
GODS = tuple(GOD_POINTS)

# The 8 pyramidions (end-of-game bonuses); each player has two different ones.
PYRAMIDIONS = (
    "mummy",
    "sphinx_phoenix",
    "priest_scribe",
    "chariot_guard",
    "tomb_robber",
    "majority",
    "discard",
    "diversity",
)
PYRAMIDIONS_PER_PLAYER = 2

# Pyramidions that pay a fixed number of points per visible card of some types.
PER_CARD_PYRAMIDIONS: dict[str, tuple[tuple[str, ...], int]] = {
    "sphinx_phoenix": (("sphinx", "phoenix"), 2),
    "priest_scribe": (("priest", "scribe"), 1),
    "chariot_guard": (("chariot", "guard"), 1),
    "tomb_robber": (("tomb_robber",), 2),
}
DIVERSITY_GROUP_SIZE = 3
DIVERSITY_POINTS_PER_GROUP = 2
DIVERSITY_MAX_GROUPS = 3

# Step 1: what one visible Mummy is worth, by (Mummy pyramidion?, Anubis?).
MUMMY_VALUE = {(False, False): -1, (True, False): 1, (False, True): 2, (True, True): 3}
NEPHTHYS_POINTS_PER_DISCARDED_MUMMY = 2

MIN_PLAYERS = SPEC.players.min
MAX_PLAYERS = SPEC.players.max


def is_numbered(kind: str) -> bool:
    return kind in NUMBERED_TYPES


def name_code(group: str, key: str) -> str:
    """The catalogue key of a card type, god or pyramidion name: ``name_code("god", "isis")``.

    The names are in ``messages.json``: French as printed on BGA; Turkish renderings chosen for
    the site and listed in the glossary (Katip, Mumya, Vatandaş, Muhafız, Mezar Soyguncusu,
    Savaş Arabası, Rahip, Sfenks, Anka Kuşu); gods in their usual Turkish spelling.
    """
    return f"neteru.{group}.{key}"
