"""IPSO as the rest of the project sees it: limits, widgets, modes.

Source: IPSO rules (2 to 6 players; a single game, or a tournament of 4 rounds).
"""

from calculators.registry import GameSpec, Range

SPEC = GameSpec(
    key="ipso",
    title="ipso.name",
    players=Range(2, 6),
    widgets=("ipso-pyramid", "ipso-bonus", "ipso-sheet"),
    limits={"modes": {"single": 1, "tournament": 4}},
)
