"""Dixit as the rest of the project sees it: limits and widgets.

Source: Dixit rules summary (3 players and more, the game stops at the end of the round in
which someone reaches 30); the site covers 3 to 6 players, the base game's voting tokens.
"""

from calculators.registry import GameSpec, Range

SPEC = GameSpec(
    key="dixit",
    title="dixit.name",
    players=Range(3, 6),
    widgets=("dixit-round", "dixit-game", "dixit-first-turn"),
    limits={"target": 30},
    widget_data_from="calculators.dixit.model:widget_data",
)
